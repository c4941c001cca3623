// `npm run keys -- org set-plan <org-id> <plan>` (wiring/commands/keys.ts) moves an existing
// organisation to another plan, and its keys' rate limits follow on the next request (the change
// is broadcast, so no process keeps the old plan cached); `org create --plan` and `set-plan` take
// the plans the database has (payg included) and refuse any other, naming them.
import { describe, it, expect } from 'vitest';
import { http, useSystem } from '../support/harness.js';
import { keysCommand } from '../../wiring/commands/keys.js';
import { Refusal } from '../../wiring/operator.js';
import { accountsChangeHeard } from '../support/accounts-heard.js';

const sys = useSystem({ org: { plan: 'free' }, key: 'tmcp' });

async function keys(...argv: string[]): Promise<string> {
  const lines: string[] = [];
  await keysCommand.run(sys.services, argv, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return lines.join('\n');
}
/** A plan change, once this process has heard it (the CLI's NOTIFY arrives after its commit). */
async function setPlan(plan: string): Promise<string> {
  let printed = '';
  await accountsChangeHeard(
    sys.services.db,
    async () => (printed = await keys('org', 'set-plan', sys.orgId, plan)),
    sys.orgId,
  );
  return printed;
}
const limit = async () =>
  (await http(sys.urls.ocean, '/v1/containers?limit=1', { key: sys.key })).headers.get('x-ratelimit-limit');

describe('npm run keys -- org set-plan', () => {
  it("changes an existing organisation's plan, and its rate limits at once", async () => {
    const free = await limit();
    expect(JSON.parse(await setPlan('payg'))).toMatchObject({ id: sys.orgId, plan: 'payg' });
    const payg = await limit();
    expect(Number(payg)).toBeGreaterThan(Number(free));
    await setPlan('free');
    expect(await limit()).toBe(free);
  });

  it('takes the plans there are, payg included, and refuses another, naming them', async () => {
    expect(JSON.parse(await keys('org', 'create', 'Metered', '--plan', 'payg'))).toMatchObject({ plan: 'payg' });
    const refusal = (argv: string[]) =>
      keys(...argv).then(
        () => null,
        (e: unknown) => e,
      );
    for (const argv of [
      ['org', 'set-plan', sys.orgId, 'gold'],
      ['org', 'create', 'Gilded', '--plan', 'gold'],
    ]) {
      const e = await refusal(argv);
      expect(e).toBeInstanceOf(Refusal);
      expect((e as Refusal).message).toBe('unknown plan gold (one of free, paid, payg)');
    }
    const nobody = await refusal(['org', 'set-plan', '00000000-0000-4000-8000-000000000000', 'paid']);
    expect((nobody as Refusal).message).toMatch(/^no organisation 0{8}-/);
  });
});
