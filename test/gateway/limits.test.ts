// Limits that count what an answer costs (issue 23, docs/access.md): `__typename` aliases count
// as aliases, lists count at their `limit` (or DEFAULT_LIST_SIZE), and an operation whose answer
// could exceed the field limit is refused before any subgraph is asked, in GraphQL's shape; the
// amplification query of the issue (300 `__typename` aliases inside plans, units and
// placements) is refused while the other hosts keep answering.
import { describe, it, expect, beforeAll, afterEach, vi } from 'vitest';
import { getIntrospectionQuery } from 'graphql';
import { useSystem, http } from '../support/harness.js';
import { SubgraphExecutor } from '../../platform/subgraph.js';
import { DEFAULT_LIST_SIZE, QUERY_LIMITS } from '../../platform/query-limits.js';

let key: string;

const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org()).key('lmcp');
});
afterEach(() => vi.restoreAllMocks());

const gql = (query: string, variables?: Record<string, unknown>) =>
  http(sys.urls.gateway, '', { key, method: 'POST', body: { query, variables } });
const typenames = (n: number) => Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ');
const AMPLIFIER = `{ plans(limit: 500) { units { placements { ${typenames(300)} } } } }`;

/** Counts the operations the subgraphs are asked to run (the gateway's fetches). */
const subgraphCalls = () => vi.spyOn(SubgraphExecutor.prototype, 'execute');

describe('query limits', () => {
  it('counts __typename aliases: one over the alias limit is refused', async () => {
    const calls = subgraphCalls();
    const ok = await gql(`{ ${typenames(QUERY_LIMITS.maxAliases)} }`);
    expect(ok.status, ok.text).toBe(200);
    const r = await gql(`{ ${typenames(QUERY_LIMITS.maxAliases + 1)} }`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toContain(`Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found 16`);
    expect(calls).not.toHaveBeenCalled();
  });

  it("refuses the issue's amplification query before asking any subgraph, with a small answer", async () => {
    const calls = subgraphCalls();
    const r = await gql(AMPLIFIER);
    expect(r.status).toBe(400);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors[0].message).toContain('Aliases limit of 15 exceeded, found 300');
    expect(r.text.length).toBeLessThan(1024);
    expect(calls).not.toHaveBeenCalled();
  });

  it('multiplies by list sizes: the same shape under the alias limit is refused for its answer size', async () => {
    const calls = subgraphCalls();
    const r = await gql('{ plans(limit: 500) { units { placements { item_id x y z length width height } } } }');
    expect(r.status, r.text).toBe(400);
    expect(r.body.errors).toHaveLength(1);
    const [error] = r.body.errors;
    expect(error.extensions.code).toBe('ANSWER_TOO_LARGE');
    // 500 plans × (1 + 10 units × (1 + 10 placements × (1 + 7 fields))).
    const fields = 500 * (1 + DEFAULT_LIST_SIZE * (1 + DEFAULT_LIST_SIZE * 8));
    expect(error.message).toBe(
      `operation refused: its answer could hold ${fields} fields, over the limit of ${QUERY_LIMITS.maxAnswerFields} ` +
        `(each list counts at its limit argument, or ${DEFAULT_LIST_SIZE} without one): ask for fewer items or fields`,
    );
    expect(calls).not.toHaveBeenCalled();
  });

  it('counts a limit given as a variable, and lets a modest page through', async () => {
    const query = 'query Plans($n: Int!) { plans(limit: $n) { name units { code placements { x y z } } } }';
    const big = await gql(query, { n: 500 });
    expect(big.status).toBe(400);
    expect(big.body.errors[0].extensions.code).toBe('ANSWER_TOO_LARGE');
    const small = await gql(query, { n: 20 });
    expect(small.status, small.text).toBe(200);
    expect(small.body).toEqual({ data: { plans: [] } });
  });

  it('lets introspection through (codegen and GraphiQL send it), whatever its list estimate', async () => {
    const r = await gql(getIntrospectionQuery());
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    expect(r.body.data.__schema.queryType.name).toBe('Query');
  });

  it("keeps another host's /health answering while the amplification query is repeated", async () => {
    const calls = subgraphCalls();
    const attacks = Array.from({ length: 20 }, () => gql(AMPLIFIER));
    const health = await http(sys.urls.ocean, '/health');
    expect(health.status).toBe(200);
    const refused = await Promise.all(attacks);
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 400));
    // Nothing was planned or fetched for any of them: the refusals cost parsing and validation only.
    expect(calls).not.toHaveBeenCalled();
  });
});
