// Dogfood: the official SDK (sdk/) against the five running hosts, as a customer uses it. Every
// call goes through the generated types (tsc --strict, no casts) and every answer through the
// harness's response check (checkedFetch). Per route family: the happy path and a refusal, typed
// as the host's error envelope; then the hand-written parts: cursor iterators, retries that
// honour Retry-After, and token exchange.
import { describe, it, expect, beforeAll } from 'vitest';
import {
  createAirClient,
  createLoadingClient,
  createOceanClient,
  createRatesClient,
  createSchedulesClient,
  exchangeToken,
  FreightGraphError,
  isFreightGraphError,
  items,
  linkedItems,
  type AirClient,
  type LoadingClient,
  type OceanClient,
  type RatesClient,
  type SchedulesClient,
} from '../../sdk/src/index.js';
import { checkedFetch, useSystem } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';

let ocean: OceanClient;
let air: AirClient;
let schedules: SchedulesClient;
let rates: RatesClient;
let loading: LoadingClient;
let oceanKey: string;

/** The refusal a call throws (the test fails if it answers). */
async function refusal(call: Promise<unknown>): Promise<FreightGraphError> {
  const e = await call.then(
    () => null,
    (err: unknown) => err,
  );
  if (e instanceof FreightGraphError) return e;
  throw new Error(`expected a FreightGraphError, got ${String(e)}`);
}

const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { air_cargo: null, schedules: null, freight_rates: null } });
  oceanKey = await org.key('tmcp');
  const options = (base: string, credential: string) => ({ baseUrl: base, credential, fetch: checkedFetch });
  ocean = createOceanClient(options(sys.urls.ocean, oceanKey));
  air = createAirClient(options(sys.urls.air, await org.key('tmcp')));
  schedules = createSchedulesClient(options(sys.urls.schedules, await org.key('smcp')));
  rates = createRatesClient(options(sys.urls.rates, await org.key('frm')));
  loading = createLoadingClient(options(sys.urls.loading, await org.key('lmcp')));
});

describe('ocean through the SDK', () => {
  it('adds, reads, lists (every page), updates and archives containers', async () => {
    const add = (identifier: string) =>
      ocean.data(ocean.POST('/v1/containers', { body: { identifier, tags: ['sdk'] } }));
    const first = await add('MSKU1234565');
    const added = [first, await add('HLCUHAM2611234'), await add('MAEU260480001')];
    expect(added.map((c) => c.identifier)).toEqual(['MSKU1234565', 'HLCUHAM2611234', 'MAEU260480001']);
    const one = await ocean.data(ocean.GET('/v1/containers/{id}', { params: { path: { id: first.id } } }));
    expect(one.tags).toEqual([{ name: 'sdk' }]);
    const listed = [];
    for await (const c of items((cursor) =>
      ocean.data(ocean.GET('/v1/containers', { params: { query: { limit: 2, cursor } } })),
    ))
      listed.push(c.id);
    expect(listed.sort()).toEqual(added.map((c) => c.id).sort());
    const updated = await ocean.data(
      ocean.PATCH('/v1/containers/{id}', { params: { path: { id: one.id } }, body: { tags: ['sdk', 'urgent'] } }),
    );
    expect(updated.tags.map((t) => t.name)).toEqual(['sdk', 'urgent']);
    const archived = await ocean.data(ocean.DELETE('/v1/containers/{id}', { params: { path: { id: one.id } } }));
    expect(archived.archived_at).not.toBeNull();
  });

  it('refuses in the ocean envelope, typed: NOT_FOUND, and the corrected number for a wrong check digit', async () => {
    const missing = await refusal(
      ocean.data(
        ocean.GET('/v1/containers/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } }),
      ),
    );
    expect([missing.status, missing.code]).toEqual([404, 'NOT_FOUND']);
    const mistyped = await refusal(ocean.data(ocean.POST('/v1/containers', { body: { identifier: 'MSKU1234560' } })));
    expect(isFreightGraphError(mistyped, 'ocean')).toBe(true);
    if (isFreightGraphError(mistyped, 'ocean') && mistyped.body && 'error' in mistyped.body)
      expect(mistyped.body.error.suggested_identifier).toBe('MSKU1234565');
    else throw new Error('expected the ocean error envelope');
  });

  it('files and lists demurrage terms, reads usage; refuses terms without free_days', async () => {
    const filed = await ocean.data(
      ocean.POST('/v1/demurrage-terms', { body: { carrier_code: 'MAEU', port: 'NLRTM', free_days: 5 } }),
    );
    expect(filed.free_days).toBe(5);
    const terms = await ocean.data(ocean.GET('/v1/demurrage-terms'));
    expect(terms.items.map((t) => t.id)).toContain(filed.id);
    expect((await ocean.data(ocean.GET('/v1/usage'))).plan).toBeTruthy();
    const e = await refusal(ocean.data(ocean.POST('/v1/demurrage-terms', { body: { free_days: -1 } })));
    expect([e.status, e.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('walks /v2/events page by page through Next-Page, every item typed by its eventType', async () => {
    await pollDue(sys.services, sys.clock.now()); // the sandbox carriers answer for the containers added above
    const seen: string[] = [];
    for await (const event of linkedItems(async (cursor) => {
      const answer = ocean.GET('/v2/events', { params: { query: { limit: 1, cursor } } });
      return { items: await ocean.ok(answer), response: (await answer).response };
    })) {
      if (event.eventType === 'EQUIPMENT') seen.push(`${event.equipmentEventTypeCode} ${event.equipmentReference}`);
      else if (event.eventType === 'TRANSPORT') seen.push(`${event.transportEventTypeCode}`);
      else seen.push(`${event.shipmentEventTypeCode} ${event.documentTypeCode}`);
    }
    const all = await ocean.ok(ocean.GET('/v2/events', { params: { query: { limit: 1000 } } }));
    expect(all.length).toBeGreaterThan(1);
    expect(seen.length).toBe(all.length);
    const e = await refusal(ocean.ok(ocean.GET('/v2/events', { params: { query: { cursor: 'forged' } } })));
    expect(e.status).toBe(400);
  });

  it('the keyless lookup and the legacy surface refuse in their own envelopes', async () => {
    const open = createOceanClient({ baseUrl: sys.urls.ocean, fetch: checkedFetch });
    const e = await refusal(
      open.data(open.GET('/public/track/{identifier}', { params: { path: { identifier: 'MSKU1234560' } } })),
    );
    if (isFreightGraphError(e, 'ocean') && e.body && 'suggested_identifier' in e.body)
      expect(e.body.suggested_identifier).toBe('MSKU1234565');
    else throw new Error('expected the keyless lookup envelope');
    // The legacy surface wants its key as api_key; its refusal, read as openapi-fetch answers it.
    const legacy = await open.GET('/compat/legacy/tracking', { params: { query: { number: 'MSKU1234565' } } });
    expect([legacy.response.status, legacy.error?.message]).toEqual([
      401,
      'api_key is required: add ?api_key=<API_KEY>',
    ]);
  });
});

describe('air, schedules, rates and loading through the SDK', () => {
  it('air: an airline by prefix; a wrong check digit names the expected one', async () => {
    const airline = await air.data(air.GET('/v1/airlines/{prefix}', { params: { path: { prefix: '020' } } }));
    expect(airline.name).toBe('Lufthansa Cargo');
    const e = await refusal(air.ok(air.GET('/track/{awb}', { params: { path: { awb: '176-12345676' } } })));
    if (isFreightGraphError(e, 'air') && e.body) expect(e.body.error.expected_check_digit).toBe(5);
    else throw new Error('expected the air error envelope');
  });

  it('schedules: ports by code, every page of a route search; an unknown port is refused', async () => {
    const ports = await schedules.data(
      schedules.GET('/public/ports/search', { params: { query: { q: 'NLRTM', limit: 1 } } }),
    );
    expect(ports.items.map((p) => p.unlocode)).toEqual(['NLRTM']);
    let routes = 0;
    for await (const route of items((cursor) =>
      schedules.data(
        schedules.GET('/public/schedules', {
          params: { query: { origin: 'CNSHA', destination: 'NLRTM', limit: 5, cursor } },
        }),
      ),
    ))
      if (route.origin === 'CNSHA') routes++;
    expect(routes).toBeGreaterThan(5);
    const e = await refusal(
      schedules.data(
        schedules.GET('/public/schedules', { params: { query: { origin: 'CNZZZ', destination: 'NLRTM' } } }),
      ),
    );
    expect([e.status, e.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('rates: every lane page by page; a refused parameter is named', async () => {
    let lanes = 0;
    for await (const lane of items((cursor) =>
      rates.data(rates.GET('/v1/rates/lanes', { params: { query: { limit: 2, cursor } } })),
    ))
      if (lane.origin) lanes++;
    expect(lanes).toBeGreaterThan(2);
    const e = await refusal(rates.data(rates.GET('/v1/rates/lanes', { params: { query: { origin: 'ZZZZZ' } } })));
    if (isFreightGraphError(e, 'rates') && e.body) expect(e.body.error.parameter).toBe('origin');
    else throw new Error('expected the rates error envelope');
  });

  it('loading: plans a load, reads it, lists every plan, deletes it; a plan without cargo is refused', async () => {
    const order = {
      name: 'SDK order',
      cargo: [{ id: 'CRATE', length: 600, width: 400, height: 400, weight: 20, quantity: 12 }],
      equipment: [{ code: '22G1' }],
    };
    const create = async () => (await loading.ok(loading.POST('/v1/plans', { body: order }))).plan;
    const first = await create();
    const plans = [first, await create(), await create()];
    const { plan: read } = await loading.ok(loading.GET('/v1/plans/{id}', { params: { path: { id: first.id } } }));
    expect(read.units.map((u) => u.pieces)).toEqual([12]);
    const listed = [];
    for await (const p of items((cursor) =>
      loading.data(loading.GET('/v1/plans', { params: { query: { limit: 2, cursor } } })),
    ))
      listed.push(p.id);
    expect(listed.sort()).toEqual(plans.map((p) => p.id).sort());
    const gone = await loading.data(loading.DELETE('/v1/plans/{id}', { params: { path: { id: first.id } } }));
    expect(gone.deleted).toBe(true);
    const e = await refusal(loading.data(loading.POST('/v1/plans', { body: { ...order, cargo: [] } })));
    expect([e.status, e.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('retries and tokens', () => {
  it('waits out a 429 as Retry-After says, then answers', async () => {
    const waits: number[] = [];
    const open = createAirClient({
      baseUrl: sys.urls.air,
      fetch: checkedFetch,
      retry: {
        sleep: async (ms) => {
          waits.push(ms);
          sys.clock.advance(ms);
        },
      },
    });
    const quiet = createAirClient({ baseUrl: sys.urls.air, fetch: checkedFetch, retry: { retries: 0 } });
    const prefix = { params: { path: { prefix: '020' } } };
    let refused: FreightGraphError | null = null;
    while (!refused)
      refused = await quiet.data(quiet.GET('/v1/airlines/{prefix}', prefix)).then(
        () => null,
        (e: unknown) => (e instanceof FreightGraphError ? e : null),
      );
    expect([refused.status, refused.code]).toEqual([429, 'rate_limited']);
    const airline = await open.data(open.GET('/v1/airlines/{prefix}', prefix));
    expect(airline.prefix).toBe('020');
    expect(waits.length).toBe(1);
    expect(waits[0]).toBeGreaterThan(0);
    sys.clock.advance(60_000);
  });

  it('exchanges a key for a token the hosts accept; a scope the key lacks is refused', async () => {
    const token = await exchangeToken({
      gatewayUrl: sys.urls.gateway,
      apiKey: oceanKey,
      scope: ['ocean:read'],
      expiresIn: 300,
    });
    expect([token.token_type, token.expires_in, token.scope]).toEqual(['Bearer', 300, 'ocean:read']);
    const withToken = createOceanClient({
      baseUrl: sys.urls.ocean,
      credential: token.access_token,
      fetch: checkedFetch,
    });
    expect((await withToken.data(withToken.GET('/v1/containers'))).items.length).toBeGreaterThan(0);
    const e = await refusal(exchangeToken({ gatewayUrl: sys.urls.gateway, apiKey: oceanKey, scope: ['rates:read'] }));
    expect([e.host, e.status, e.code]).toEqual(['gateway', 401, 'UNAUTHORIZED']);
  });
});
