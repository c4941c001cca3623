// The gateway's fetch layer (gateway/batching.ts) against plain @apollo/gateway (issue 23): a
// corpus of operation shapes, anonymous and named as Apollo Client sends them, goes through our
// gateway over HTTP and through an ApolloGateway with no batching layer over the same subgraphs
// (their executors on the same database); every answer, data and errors, must be identical.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { useSystem, http } from '../support/harness.js';
import { recordsOnLanes } from '../support/factories.js';
import { DASHBOARD_CARRIERS } from '../support/dashboard.js';
import { loadFixtures } from '../rates/fixtures.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SubgraphExecutor } from '../../platform/subgraph.js';
import { InProcessDataSource, type GatewayContext } from '../../gateway/datasources.js';
import { forApolloGateway } from '../../gateway/compose.js';

interface Operation {
  /** What the operation shows (the shape it exercises). */
  shape?: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const README = `containers(limit: 3) { identifier status carrier { scac name upcoming_sailings }
  destination_port { name country_code timezone } }`;
const DASHBOARD = `containers(limit: 100) { identifier
  carrier { scac name reliability { on_time_pct observations computed_at } league { rank on_time_pct } }
  destination_port { unlocode name congestion { wait_hours level computed_at } } }`;
const LANES = `shipping_lanes { origin destination
  shipments { count in_transit containers { identifier carrier { name } } }
  origin_port { name } destination_port { name congestion { level } }
  sailings { sailings carriers on_time_pct destination_congestion { level } }
  market_rates { equipment rate_type p50 } reliability { observations carriers { carrier_code rank } } }`;

/** Queries: each sent as is (a named one with its operationName, as Apollo Client does). */
const QUERIES: Operation[] = [
  { shape: 'anonymous, entity fetches to two subgraphs at one level', query: `{ ${README} }` },
  { shape: 'named (the README query)', query: `query ReadmeFederated { ${README} }`, operationName: 'ReadmeFederated' },
  {
    shape: 'named, the dashboard (batched entity fetches)',
    query: `query Dashboard { ${DASHBOARD} }`,
    operationName: 'Dashboard',
  },
  {
    shape: 'named, the analysts lanes (entity chain over four subgraphs)',
    query: `query Lanes { ${LANES} }`,
    operationName: 'Lanes',
  },
  {
    shape: 'named, variables',
    query: `query Boxes($n: Int!, $scac: String!) { containers(limit: $n) { identifier carrier { name league { rank } } }
      carrier(scac: $scac) { name reliability { observations } upcoming_sailings } }`,
    variables: { n: 5, scac: 'MAEU' },
    operationName: 'Boxes',
  },
  {
    shape: 'aliases on root, entity and nested fields',
    query: `query Aliased { few: containers(limit: 2) { box: identifier c: carrier { code: scac n: name r: reliability { pct: on_time_pct } } }
      more: containers(limit: 4) { identifier p: destination_port { n: name cg: congestion { level } } }
      maersk: carrier(scac: "MAEU") { name } msc: carrier(scac: "MSCU") { name upcoming_sailings } }`,
    operationName: 'Aliased',
  },
  {
    shape: 'named fragments, nested, on entities of other subgraphs',
    query: `query Fragments { containers(limit: 6) { ...Box } }
      fragment Box on Container { identifier carrier { ...CarrierFigures } destination_port { ...PortFigures } }
      fragment CarrierFigures on Carrier { scac name reliability { on_time_pct provisional } }
      fragment PortFigures on Port { unlocode name congestion { wait_hours } }`,
    operationName: 'Fragments',
  },
  {
    shape: 'inline fragments, typed and untyped, with __typename',
    query: `query Inline { __typename containers(limit: 5) { __typename ... on Container { identifier carrier { __typename ... on Carrier { name league { rank } } } }
      ... { destination_port { __typename ... on Port { name congestion { level } } } } } }`,
    operationName: 'Inline',
  },
  {
    shape: '@skip / @include on entity fields (conditions true)',
    query: `query Conditions($withCarrier: Boolean!, $withoutPort: Boolean!) { containers(limit: 5) { identifier
      carrier @include(if: $withCarrier) { name reliability { on_time_pct } }
      destination_port @skip(if: $withoutPort) { name congestion { level } }
      ... on Container @include(if: $withCarrier) { origin_port { name } } } }`,
    variables: { withCarrier: true, withoutPort: false },
    operationName: 'Conditions',
  },
  {
    shape: '@skip / @include on entity fields (conditions false)',
    query: `query Conditions($withCarrier: Boolean!, $withoutPort: Boolean!) { containers(limit: 5) { identifier
      carrier @include(if: $withCarrier) { name reliability { on_time_pct } }
      destination_port @skip(if: $withoutPort) { name congestion { level } }
      ... on Container @include(if: $withCarrier) { origin_port { name } } } }`,
    variables: { withCarrier: false, withoutPort: true },
    operationName: 'Conditions',
  },
  {
    shape: 'several operations in one document, one chosen by operationName',
    query: `query First { carriers { scac } } query Second { ${README} }`,
    operationName: 'Second',
  },
  {
    shape: 'root fields of four subgraphs, in parallel',
    query: `query Roots { carriers { scac name upcoming_sailings } carrier_league(limit: 5) { total carriers { carrier_code rank } }
      plans(limit: 2) { name summary { units } } rate_lanes(limit: 3) { lanes { origin destination sailings { sailings } market_rates { p50 } } } }`,
    operationName: 'Roots',
  },
  {
    shape: 'a field error beside data (partial answer)',
    query: `query Partial { containers(limit: 2) { identifier } rate_lane(origin: "XXXXX", destination: "NLRTM") { origin } }`,
    operationName: 'Partial',
  },
];

const MUTATION = `mutation Retag($id: ID!) {
  first: update_container(id: $id, patch: { tags: ["first"] }) { tags { name } carrier { name reliability { observations } } }
  second: update_container(id: $id, patch: { tags: ["second"] }) { tags { name } destination_port { name } }
}`;

let plain: ApolloServer<GatewayContext>;
let token = '';
let caller: GatewayContext;
let containerId = '';

const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { schedules: null, freight_rates: null } });
  const [family, rates, loading] = [await org.key('tmcp'), await org.key('frm'), await org.key('lmcp')];
  await loadFixtures(sys.services.db, sys.clock.now());
  const db = sys.services.db;
  const ports = ['NLRTM', 'DEHAM', 'SGSIN', 'USLAX', 'CNSHA'];
  const ids = await recordsOnLanes(
    db,
    org.id,
    Array.from({ length: 40 }, (_, i) => ({
      identifier: `DIFF${String(i + 1).padStart(7, '0')}`,
      carrierScac: DASHBOARD_CARRIERS[(i + 1) % 15]!,
      origin: 'CNSHA',
      destination: ports[(i + 1) % 5]!,
    })),
  );
  containerId = ids[0]!;
  const plan = await http(sys.urls.loading, '/v1/plans', {
    key: loading,
    method: 'POST',
    body: {
      name: 'differential',
      cargo: [{ id: 'BOX', length: 600, width: 400, height: 400, weight: 18, quantity: 12 }],
      equipment: [{ code: '22G1', count: 1 }],
      options: { seed: 1 },
    },
  });
  expect(plan.status, plan.text).toBe(201);
  const t = await http(sys.urls.gateway.replace(/\/graphql$/, ''), '/auth/token', {
    method: 'POST',
    key: family,
    body: { with_keys: [rates, loading] },
  });
  expect(t.status, t.text).toBe(200);
  token = t.body.access_token;
  caller = {
    principal: (await sys.auth.identify({ key: token, source: 'bearer' }, sys.tokens)).principal,
    token: null,
  };

  // Plain @apollo/gateway: the same supergraph, each subgraph's executor, no batching layer.
  const executors = new Map(SUBGRAPHS.map((s) => [s.name, new SubgraphExecutor(s, sys.services)]));
  plain = new ApolloServer<GatewayContext>({
    gateway: new ApolloGateway({
      supergraphSdl: forApolloGateway(sys.gateway.supergraphSdl),
      buildService: ({ name }) => new InProcessDataSource(executors.get(name)!),
    }),
    includeStacktraceInErrorResponses: false,
  });
  await plain.start();
});
afterAll(async () => {
  await plain?.stop();
});

const ours = async (op: Operation) => {
  const r = await http(sys.urls.gateway, '', {
    key: token,
    method: 'POST',
    body: { query: op.query, variables: op.variables, operationName: op.operationName },
  });
  expect(r.status, r.text).toBe(200);
  return r.body;
};
const theirs = async (op: Operation) => {
  const r = await plain.executeOperation(
    { query: op.query, variables: op.variables, operationName: op.operationName },
    { contextValue: caller },
  );
  if (r.body.kind !== 'single') throw new Error('incremental answer');
  return JSON.parse(JSON.stringify(r.body.singleResult));
};

describe('our gateway and plain @apollo/gateway', () => {
  it.each(QUERIES.map((op) => [op.shape, op] as const))('answer alike: %s', async (_shape, op) => {
    const [a, b] = await Promise.all([ours(op), theirs(op)]);
    expect(a).toEqual(b);
    expect(a.data).not.toBeNull();
    // Only the operation built to fail a field has an error.
    expect(a.errors === undefined).toBe(op.operationName !== 'Partial');
  });

  it("run a mutation's root fields in order, each answer its own, then the same for the second gateway", async () => {
    const op = { query: MUTATION, variables: { id: containerId }, operationName: 'Retag' };
    const a = await ours(op);
    expect(a.errors).toBeUndefined();
    expect(a.data.first.tags).toEqual([{ name: 'first' }]);
    expect(a.data.second.tags).toEqual([{ name: 'second' }]);
    expect(await theirs(op)).toEqual(a);
    const after = {
      query: `query After($id: ID!) { container(id: $id) { tags { name } } }`,
      variables: { id: containerId },
    };
    expect((await ours(after)).data.container.tags).toEqual([{ name: 'second' }]);
  });

  it('agree on every corpus query sent at once, as a dashboard sends them', async () => {
    const [a, b] = await Promise.all([Promise.all(QUERIES.map(ours)), Promise.all(QUERIES.map(theirs))]);
    expect(a).toEqual(b);
  });
});
