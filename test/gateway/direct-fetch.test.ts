// Issue 42 item 2's proof: every operation the REST adapter and the MCP server send gets the same
// answer, data and errors, on the gateway's direct path (gateway/direct-fetch.ts: the plan's one
// fetch sent straight to its subgraph) as through the gateway's executor, on the demo data. Each
// call the product hosts and the tool server make here goes to both: the direct gateway's
// subgraph calls run and are recorded, the executor's same calls are answered from that record
// (a mutation runs once, and both paths shape the same subgraph answers). Then every operation
// once more as a caller without a key, with a key of another product, with its variables left
// out and with variables of the wrong type; and with its subgraph unreachable.
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { getOperationAST, parse } from 'graphql';
import { useSystem, http } from '../support/harness.js';
import { freePort } from '../support/free-port.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { EXPORT_SAFETY_LAG_MS } from '../../platform/export-page.js';
import { seedDemo, type DemoKeys } from '../../wiring/demo.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SubgraphExecutor, type SubgraphModule } from '../../platform/subgraph.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { unwrap } from '../../platform/errors.js';
import { createGateway, type Gateway, type SubgraphWiring } from '../../gateway/server.js';
import type { GatewayContext } from '../../gateway/datasources.js';
import * as generated from '../../rest-adapter/generated/operations.js';

/** What each subgraph was asked on the direct path and answered, played back to the executor's path. */
class Tape {
  recording = true;
  private answers = new Map<string, unknown[]>();
  async call(key: string, run: () => Promise<unknown>): Promise<unknown> {
    if (this.recording) {
      const answer = await run();
      this.answers.set(key, [...(this.answers.get(key) ?? []), JSON.parse(JSON.stringify(answer))]);
      return answer;
    }
    const answer = this.answers.get(key)?.shift();
    if (answer === undefined) throw new Error(`the executor's path asked what the direct path did not: ${key}`);
    return answer;
  }
  /** The calls the direct path made that the executor's did not; the tape is empty afterwards. */
  unplayed(): string[] {
    const left = [...this.answers].filter(([, a]) => a.length).map(([k]) => k);
    this.answers.clear();
    return left;
  }
}

class RecordedExecutor extends SubgraphExecutor {
  constructor(
    module: SubgraphModule,
    services: Services,
    private readonly tape: Tape,
  ) {
    super(module, services);
  }
  override execute(...args: Parameters<SubgraphExecutor['execute']>): ReturnType<SubgraphExecutor['execute']> {
    const [source, variables, principal] = args;
    const key = JSON.stringify([this.module.name, source, variables ?? {}, principal]);
    return this.tape.call(key, () => super.execute(...args)) as ReturnType<SubgraphExecutor['execute']>;
  }
}

interface Compared {
  name: string;
  variant: string;
  direct: string;
  executor: string;
  unplayed: string[];
}

const sys = useSystem();
const tape = new Tape();
const compared: Compared[] = [];
/** Every operation text seen or listed, by operation name. */
const catalogue = new Map<string, string>();
let direct: Gateway;
let executor: Gateway;
let demo: DemoKeys;
const callers = {} as Record<'demo' | 'loadingKey' | 'oceanReadOnly', GatewayContext>;
/** A token of the demo organisation holding every product's scopes (the joined export datasets need several). */
let everyScope: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const nameOf = (query: string) => getOperationAST(parse(query))?.name?.value ?? '(anonymous)';
for (const [k, d] of Object.entries(generated)) if (k.endsWith('Document')) catalogue.set(nameOf(String(d)), String(d));

/** Both paths, one after the other (the tape is one), for one call. */
let turn: Promise<unknown> = Promise.resolve();
function both(query: string, variables: Record<string, unknown> | undefined, caller: GatewayContext, variant: string) {
  const run = turn.then(async () => {
    tape.recording = true;
    const a = await direct.run(query, variables, caller);
    tape.recording = false;
    const b = await executor.run(query, variables, caller).finally(() => (tape.recording = true));
    const name = nameOf(query);
    catalogue.set(name, query);
    compared.push({ name, variant, direct: JSON.stringify(a), executor: JSON.stringify(b), unplayed: tape.unplayed() });
    return a;
  });
  turn = run.catch(() => undefined);
  return run;
}

async function gatewayPair(wiring: SubgraphWiring): Promise<[Gateway, Gateway]> {
  const edge = { auth: sys.auth, tokens: sys.tokens, limiter: null as never };
  const off = { ...sys.services, config: { ...sys.services.config, gatewayDirect: false } };
  return [
    await createGateway(sys.services, SUBGRAPHS, wiring, edge),
    await createGateway(off, SUBGRAPHS, wiring, edge),
  ];
}

const principalOf = async (key: string): Promise<Principal> =>
  (await sys.auth.keyRecord({ key, source: 'bearer' })).principal;

beforeAll(async () => {
  demo = await seedDemo(sys.services, SUBGRAPHS);
  const executors = new Map(SUBGRAPHS.map((s) => [s.name, new RecordedExecutor(s, sys.services, tape)]));
  [direct, executor] = await gatewayPair({ kind: 'in-process', executors });
  callers.demo = { principal: await principalOf(demo.keys.tmcp), token: null };
  callers.loadingKey = { principal: await principalOf(demo.keys.lmcp), token: null };
  const token = async (body: object) =>
    (
      await http(sys.urls.gateway.replace(/\/graphql$/, ''), '/auth/token', {
        method: 'POST',
        key: demo.keys.tmcp,
        body,
      })
    ).body.access_token as string;
  const narrowed = await token({ scope: 'ocean:read' });
  callers.oceanReadOnly = {
    principal: (await sys.auth.identify({ key: narrowed, source: 'bearer' }, sys.tokens)).principal,
    token: null,
  };
  everyScope = await token({ with_keys: [demo.keys.smcp, demo.keys.frm, demo.keys.lmcp] });
  // The product hosts and the tool server call this system's gateway: each call goes to both.
  vi.spyOn(sys.gateway, 'execute').mockImplementation(async (query, variables, caller) =>
    unwrap((await both(query, variables, caller, 'as the hosts send it')) as Parameters<typeof unwrap>[0]),
  );
}, 300_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await direct?.stop();
  await executor?.stop();
});

const HOSTS = { ocean: 'tmcp', air: 'tmcp', schedules: 'smcp', rates: 'frm', loading: 'lmcp' } as const;
type Parameter = { name: string; in: string; examples?: Record<string, { value: unknown }> };
type Route = {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
};

/** Every documented example request of every host, sent with the demo organisation's key. */
async function sendExamples(): Promise<void> {
  for (const [host, prefix] of Object.entries(HOSTS) as [keyof typeof HOSTS, (typeof HOSTS)[keyof typeof HOSTS]][]) {
    for (const [template, item] of Object.entries(sys.documents[host].paths ?? {}))
      for (const [method, route] of Object.entries(item as Record<string, Route>))
        for (const response of Object.values(route.responses))
          for (const name of Object.keys(response.content?.['application/json']?.examples ?? {})) {
            let path = template;
            const query = new URLSearchParams();
            for (const p of route.parameters ?? []) {
              const value = p.examples?.[name]?.value;
              if (value === undefined) continue;
              if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
              else query.set(p.name, String(value));
            }
            const keyed = (route.security ?? []).length > 0;
            const inQuery = keyed && 'apiKeyQuery' in route.security![0]!;
            if (inQuery) query.set('api_key', demo.keys[prefix]);
            await http(sys.urls[host], `${path}${query.size ? `?${query}` : ''}`, {
              method: method.toUpperCase(),
              key: keyed && !inQuery ? demo.keys[prefix] : undefined,
              body: route.requestBody?.content['application/json']?.examples?.[name]?.value,
            });
          }
  }
}

const MCP_CALLS: [string, Record<string, unknown>][] = [
  ['find_sailings', { origin: 'CNSHA', destination: 'NLRTM', limit: 3 }],
  ['find_best_sailings', { origin: 'CNSHA', destination: 'NLRTM', limit: 4 }],
  [
    'compare_lanes',
    {
      lanes: [
        { origin: 'CNSHA', destination: 'NLRTM' },
        { origin: 'CNSHA', destination: 'USLAX' },
      ],
    },
  ],
  ['carrier_reliability', { carrier: 'maeu', origin: 'CNSHA', destination: 'NLRTM' }],
  ['carrier_league', { limit: 5 }],
  ['port_congestion', { port: 'NLRTM' }],
  ['port_congestion', { level: 'severe', limit: 3 }],
  ['transit_time', { origin: 'CNSHA', destination: 'USLAX', weeks: 4 }],
  ['lane_storm_exposure', { origin: 'CNSHA', destination: 'USLAX', month: 9 }],
];

/** The routes no documented example reaches past its checks, with the demo organisation's keys. */
async function sendRoutes(): Promise<void> {
  const send = async (host: keyof typeof HOSTS, path: string, method = 'GET', body?: unknown, keyed = true) =>
    (await http(sys.urls[host], path, { method, body, key: keyed ? demo.keys[HOSTS[host]] : undefined })).body;
  const added = await send('ocean', '/v1/containers', 'POST', { identifier: boxNumber('DIRU', 100001) });
  const id = added.data.id as string;
  await send('ocean', `/v1/containers/lookup/${boxNumber('DIRU', 100002)}`);
  await send('ocean', `/v1/containers/${id}`, 'PATCH', { tags: ['direct'] });
  await send('ocean', `/v1/containers/${id}/recheck`, 'POST');
  await send('ocean', `/v1/containers/${id}`, 'DELETE');
  await send('ocean', '/v1/containers/demurrage');
  await send('ocean', '/v1/demurrage-terms', 'POST', {
    port: 'NLRTM',
    free_days: 7,
    tiers: [{ from_day: 1, daily_rate_usd: 80 }],
  });
  await send('ocean', '/v1/usage');
  await send('ocean', '/v1/usage', 'PATCH', { payg_spend_cap_usd: 5 });
  await send('ocean', '/v2/events?limit=5');
  const hook = await send('ocean', '/v1/webhooks', 'POST', { url: 'https://localhost:9/hook', description: 'direct' });
  const hookId = (hook.data?.id as string | undefined) ?? UNKNOWN;
  await send('ocean', `/v1/webhooks/${hookId}`, 'PATCH', { description: 'renamed' });
  await send('ocean', `/v1/webhooks/${hookId}/test`, 'POST');
  await send('ocean', `/v1/webhooks/${hookId}/deliveries/${UNKNOWN}/resend`, 'POST');
  await send('ocean', `/v1/webhooks/${hookId}/rotate-secret`, 'POST', {});
  await send('ocean', `/v1/webhooks/${hookId}`, 'DELETE');
  await send(
    'ocean',
    `/compat/legacy/tracking?api_key=${demo.keys.tmcp}&number=${boxNumber('DIRU', 100003)}`,
    'GET',
    undefined,
    false,
  );
  await send('air', '/aircraft/flight/LH8400');
  for (const keyed of [true, false]) {
    await send('schedules', '/public/reliability/lanes?origin=CNSHA&destination=NLRTM', 'GET', undefined, keyed);
    await send('schedules', '/public/reliability/leaderboard?limit=3', 'GET', undefined, keyed);
    await send('schedules', '/public/port-congestion?port=NLRTM', 'GET', undefined, keyed);
    await send('schedules', '/public/port-congestion?limit=3', 'GET', undefined, keyed);
  }
  await send('schedules', '/v1/usage');
  await send('schedules', '/public/schedules/carriers');
  for (const path of ['/lanes?equipment=42G1&limit=2', '/lanes/CNSHA/NLRTM', '/lanes/CNSHA/NLRTM/history'])
    await send('rates', `/v1/rates${path}`);
  for (const path of ['/observations?origin=CNSHA&destination=NLRTM', '/indices', '/indices/ASIA_NEUR'])
    await send('rates', `/v1/rates${path}`);
  const cargo = [{ id: 'BOX', length: 600, width: 400, height: 400, weight: 18, quantity: 12 }];
  const { plan } = await send('loading', '/v1/plans', 'POST', {
    name: 'direct',
    cargo,
    equipment: [{ code: '22G1', count: 1 }],
    options: { seed: 1 },
  });
  for (const [path, method, body] of [
    [`/v1/plans/${plan.id}`, 'GET'],
    ['/v1/plans', 'GET'],
    [`/v1/plans/${plan.id}`, 'PATCH', { name: 'renamed' }],
    [`/v1/plans/${plan.id}`, 'DELETE'],
    ['/v1/equipment', 'GET'],
  ] as const)
    await send('loading', path, method, body);
  // The joined datasets: container_lanes (ocean), sailings on the organisation's lanes (schedules).
  sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
  for (const [host, dataset] of [
    ['ocean', 'container_lanes'],
    ['schedules', 'sailings'],
  ] as const)
    await (
      await fetch(`${sys.urls[host]}/v1/exports/${dataset}?format=ndjson`, {
        headers: { authorization: `Bearer ${everyScope}` },
      })
    ).arrayBuffer();
}

async function callTools(): Promise<void> {
  const client = new Client({ name: 'direct-fetch-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${sys.urls.mcp}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${demo.keys.smcp}` } },
    }),
  );
  try {
    for (const [name, args] of MCP_CALLS) await client.callTool({ name, arguments: args });
  } finally {
    await client.close();
  }
}

/** Variables of the wrong type for every variable an operation declares. */
const mistyped = (query: string) =>
  Object.fromEntries(
    (getOperationAST(parse(query))?.variableDefinitions ?? []).map((v) => [v.variable.name.value, { wrong: [1] }]),
  );

const mismatches = () =>
  compared
    .filter((c) => c.direct !== c.executor || c.unplayed.length)
    .map((c) => `${c.name} (${c.variant}): direct ${c.direct} / executor ${c.executor} / unplayed ${c.unplayed}`);

describe('the direct path answers as the gateway executor', () => {
  it('for every call the product hosts and the MCP server make on the demo data', { timeout: 300_000 }, async () => {
    await sendExamples();
    await sendRoutes();
    await callTools();
    expect(mismatches()).toEqual([]);
    const sent = new Set(compared.map((c) => c.name));
    expect([...catalogue.keys()].filter((n) => !sent.has(n))).toEqual([]);
    expect(sent).toContain('LegacyTracking');
  });

  it('for every operation refused, unauthenticated, or with bad variables', { timeout: 300_000 }, async () => {
    for (const query of catalogue.values()) {
      await both(query, undefined, { principal: null, token: null }, 'anonymous');
      await both(query, undefined, callers.loadingKey, 'a loading key');
      await both(query, { id: UNKNOWN, product: 'rates' }, callers.oceanReadOnly, 'a token of ocean:read only');
      await both(query, { id: UNKNOWN, product: 'ocean', identifier: 'ZZZU0000000' }, callers.demo, 'an unknown id');
      await both(query, {}, callers.demo, 'variables left out');
      await both(query, mistyped(query), callers.demo, 'variables of the wrong type');
    }
    expect(mismatches()).toEqual([]);
  });

  it('sends the single-fetch operations straight to their subgraph, passing through what needs no shaping', () => {
    const paths = Object.fromEntries([...catalogue].map(([name, query]) => [name, direct.directPath(query)]));
    expect(paths).toMatchObject({ GetContainer: 'pass-through', ContainerLanes: null, OceanLines: null });
    expect(executor.directPath(catalogue.get('GetContainer')!)).toBeNull();
    // Each kind of answer was compared: data passed through, an unknown id, a subgraph's refusal,
    // the gateway's refusal, a bad variable.
    const answers = compared.map((c) => ({ path: paths[c.name], ...JSON.parse(c.direct) }));
    const kinds = {
      passedThrough: answers.filter((a) => a.path === 'pass-through' && a.data && !a.errors).length,
      unknownId: compared.filter((c) => c.direct === '{"data":{"container":null}}').length,
      subgraphError: answers.filter((a) => a.path && a.errors?.[0]?.extensions?.serviceName).length,
      subgraphRefusal: answers.filter(
        (a) => a.path && a.errors?.[0]?.extensions?.serviceName && a.errors[0].extensions.status === 403,
      ).length,
      refused: answers.filter(
        (a) =>
          a.path && !a.data && !a.errors?.[0]?.extensions?.serviceName && a.errors?.[0]?.extensions?.status === 403,
      ).length,
      badVariable: answers.filter((a) => a.path && !a.data && a.errors?.[0]?.message.startsWith('Variable "$')).length,
    };
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(0);
  });

  it('for every operation when its subgraph cannot be reached', { timeout: 120_000 }, async () => {
    const url = `http://127.0.0.1:${await freePort()}/graphql`;
    const [on, off] = await gatewayPair({
      kind: 'http',
      urls: Object.fromEntries(SUBGRAPHS.map((s) => [s.name, url])),
    });
    try {
      const caller = { ...callers.demo, token: 'a token the closed port never reads' };
      const unknown = { id: '00000000-0000-4000-8000-000000000000' };
      for (const query of catalogue.values()) {
        const a = JSON.stringify(await on.run(query, unknown, caller));
        expect(a, nameOf(query)).toBe(JSON.stringify(await off.run(query, unknown, caller)));
      }
      expect(await on.run(catalogue.get('GetContainer')!, unknown, caller)).toMatchObject({
        errors: [{ extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'ocean', serviceName: 'ocean' } }],
        data: { container: null },
      });
    } finally {
      await on.stop();
      await off.stop();
    }
  });
});
