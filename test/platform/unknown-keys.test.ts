// Well-formed unknown keys are cheap to refuse (issue 17, finding 7): a repeated one costs no
// lookup, and an address that tries more than FAILED_CHECKS.limit distinct ones in a window gets
// 429 with Retry-After without a lookup, while keys already checked keep working. Keys named in
// POST /auth/token's with_keys count the same (issue 29).
import { describe, it, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { useSystem, http } from '../support/harness.js';
import { FAILED_CHECKS } from '../../platform/auth.js';

const sys = useSystem();

const unknownKey = () => `frm_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)}`;
const get = (key: string) => http(sys.urls.rates, '/v1/rates/indices', { key });

describe('unknown keys', () => {
  it('cost one lookup each at most, then none from an address that tried too many', async () => {
    const org = await sys.org({ entitlements: { freight_rates: null } });
    const known = await org.key('frm');
    expect((await get(known)).status).toBe(200); // checked once: cached

    const before = sys.services.db.stats.statements;
    const repeated = unknownKey();
    for (let i = 0; i < 5; i++) expect((await get(repeated)).status).toBe(401);
    expect(sys.services.db.stats.statements - before).toBe(1); // the same unknown key: one lookup

    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await get(unknownKey()));
    const lookups = sys.services.db.stats.statements - before;
    expect(lookups).toBe(FAILED_CHECKS.limit);
    expect(answers.slice(0, FAILED_CHECKS.limit - 1).every((a) => a.status === 401)).toBe(true);
    const limited = answers.slice(FAILED_CHECKS.limit - 1);
    expect(limited.every((a) => a.status === 429)).toBe(true);
    expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited[0]!.body.error.message).toMatch(/too many unknown keys from this address/);

    // A key already checked still works from that address; a new one waits for the window.
    expect((await get(known)).status).toBe(200);
    const fresh = await org.key('frm');
    expect((await get(fresh)).status).toBe(429);
    sys.clock.advance(FAILED_CHECKS.windowMs);
    expect((await get(fresh)).status).toBe(200);
  });

  it('counts the unknown keys named in with_keys against the same address', async () => {
    sys.clock.advance(FAILED_CHECKS.windowMs); // a fresh window for this address
    const org = await sys.org({ entitlements: { freight_rates: null } });
    const known = await org.key('tmcp');
    const token = (withKeys: string[]) =>
      http(sys.urls.gateway.replace(/\/graphql$/, ''), '/auth/token', {
        key: known,
        method: 'POST',
        body: { with_keys: withKeys },
      });
    for (let i = 0; i < FAILED_CHECKS.limit; i++) {
      const r = await token([unknownKey()]);
      expect(r.status, r.text).toBe(401);
      expect(r.body.error.message).toMatch(/^with_keys\[0\]: API key unknown/);
    }
    const over = await token([unknownKey()]);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // Direct lookups from the address are spent too.
    const before = sys.services.db.stats.statements;
    const direct = await get(unknownKey());
    expect(direct.status).toBe(429);
    expect(sys.services.db.stats.statements).toBe(before);
  });
});
