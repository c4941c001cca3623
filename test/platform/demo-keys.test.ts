// A persistent database started again: the demo's keys of the earlier start are revoked and the
// newly printed ones work, so one working set exists, the one on screen (issue 18).
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { seedDemo } from '../../wiring/demo.js';

const sys = useSystem();

describe('the demo keys', () => {
  it('are minted at each start and the earlier ones revoked', async () => {
    const first = await seedDemo(sys.services, []);
    expect((await http(sys.urls.ocean, '/v1/containers', { key: first.keys.tmcp })).status).toBe(200);
    const second = await seedDemo(sys.services, []);
    expect(second.orgId).toBe(first.orgId);
    sys.auth.invalidate(); // in-process path; other processes learn it by NOTIFY
    const old = await http(sys.urls.ocean, '/v1/containers', { key: first.keys.tmcp });
    expect(old.status).toBe(401);
    expect(old.body.error.message).toMatch(/revoked/);
    for (const [prefix, key] of Object.entries(second.keys)) {
      const r = await http(sys.urls.gateway.replace(/\/graphql$/, ''), '/graphql', {
        key,
        method: 'POST',
        body: { query: '{ me { id } }' },
      });
      expect(r.body.data?.me?.id, prefix).toBe(first.orgId);
    }
    const active = await sys.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts.api_keys WHERE org_id = $1 AND revoked_at IS NULL',
      [first.orgId],
    );
    expect(active.rows[0]!.n).toBe(Object.keys(second.keys).length);
  });
});
