// The subgraph boundary (issue 29): a subgraph process applies the gateway's query limits to
// whoever reaches its port (platform/query-limits.ts), while the gateway's own batched entity
// fetches (each `_entities` under an alias) still pass. Runs on test/deploy/distributed.test.ts's
// system (distributed mode, PostgreSQL).
import { beforeAll, it, expect } from 'vitest';
import pg from 'pg';
import { http } from '../../support/harness.js';
import { createKey, createOrganisation } from '../../../subgraphs/accounts/store/index.js';
import { QUERY_LIMITS } from '../../../platform/query-limits.js';
import type { Shared } from './shared.js';

/** The suite of a subgraph process called directly, on the shared system. */
export function subgraphBoundary(shared: Shared): void {
  let token = '';

  beforeAll(async () => {
    const { sys, databaseUrl } = shared;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Boundary Org', 'paid');
    const key = (await createKey(client, org.id, 'lmcp')).key;
    await client.end();
    const t = await http(sys.urls.gateway, '/auth/token', { method: 'POST', key, body: {} });
    expect(t.status, t.text).toBe(200);
    token = t.body.access_token;
  });

  const ask = (subgraph: string, query: string, variables?: unknown) =>
    http(shared.sys.urls.subgraphs[subgraph]!, '/graphql', { method: 'POST', key: token, body: { query, variables } });
  const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');

  it('refuses more aliases than the gateway allows, __typename ones included', async () => {
    const ok = await ask('reference', `{ ${aliases(QUERY_LIMITS.maxAliases, '__typename')} }`);
    expect(ok.body.errors, ok.text).toBeUndefined();
    const r = await ask('reference', `{ ${aliases(QUERY_LIMITS.maxAliases + 1, '__typename')} }`);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors[0].message).toContain(`Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded`);
  });

  it("refuses an answer over the size limit, counted from the list's limit", async () => {
    const r = await ask('loading', '{ plans(limit: 500) { units { placements { x y z length width height } } } }');
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors[0].extensions.code).toBe('ANSWER_TOO_LARGE');
    expect((await ask('loading', '{ plans(limit: 5) { units { placements { x } } } }')).body).toEqual({
      data: { plans: [] },
    });
  });

  it("lets the gateway's batched entity fetches through: `_entities` aliases are not counted", async () => {
    const fetches = Array.from(
      { length: QUERY_LIMITS.maxAliases + 5 },
      (_, i) => `b${i}__entities: _entities(representations: $r) { ... on Carrier { scac name } }`,
    ).join(' ');
    const r = await ask('reference', `query Batch($r: [_Any!]!) { ${fetches} }`, {
      r: [{ __typename: 'Carrier', scac: 'MAEU' }],
    });
    expect(r.body.errors, r.text).toBeUndefined();
    expect(r.body.data.b19__entities).toEqual([{ scac: 'MAEU', name: expect.any(String) }]);
  });
}
