// Legacy-compatible tracking surface through HTTP (docs/legacy.md): the three
// paths and both parameter names, every message and status code, exactly seven data keys,
// deduplicated locations / facilities / vessels, a bill of lading with several boxes, the live
// resolve hold and its ceiling with a driven carrier connector, the 90-second cache and the usage
// counters. References come from the deterministic sandbox carrier network at the test clock.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { useSystem, http, TEST_CLOCK_START, type HttpAnswer } from '../support/harness.js';
import { carrierAnswered, definePlan } from '../support/factories.js';
import { findByIdentifier, recordUsage } from '../../subgraphs/ocean/store/index.js';
import { createSandboxCarrierNetwork, type SandboxCarrierNetwork } from '../../subgraphs/ocean/connectors/sandbox.js';
import { containerCheckDigit } from '../../subgraphs/ocean/decide/reference-numbers.js';
import type {
  CarrierConnector,
  Reference,
  TrackingSnapshot,
  CarrierEvent,
} from '../../subgraphs/ocean/connectors/types.js';
import { feeds, overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import type { LegacySettings } from '../../subgraphs/ocean/legacy/settings.js';
import { setAccessEnd } from '../../subgraphs/ocean/legacy/store/index.js';
import { LEGACY_DATA_KEYS, MILESTONES } from '../../subgraphs/ocean/legacy/decide/answer.js';

let base: string;
let net: SandboxCarrierNetwork;
let restoreSettings: () => void;

const sys = useSystem();
beforeAll(async () => {
  base = sys.urls.ocean;
  net = createSandboxCarrierNetwork(sys.clock);
  // The hold's ceiling is on the driven clock, which stands still unless a test moves it.
  restoreSettings = changeLegacySettings({ holdPollMs: 20 });
});
afterAll(async () => {
  restoreSettings?.();
});
afterEach(() => {
  overrideFeeds(sys.services, null);
  sys.clock.set(TEST_CLOCK_START);
});

// ---------------------------------------------------------------------------------------------
// Helpers

function legacy(
  key: string | null,
  params: Record<string, string>,
  path = '/compat/legacy/tracking',
): Promise<HttpAnswer> {
  const q = new URLSearchParams(key === null ? params : { api_key: key, ...params });
  return http(base, `${path}?${q}`);
}

async function newKey(plan = 'paid'): Promise<{ orgId: string; key: string }> {
  const org = await sys.org({ plan });
  return { orgId: org.id, key: await org.key('tmcp') };
}

const containerNumber = (prefix: string, serial: number) => {
  const head = `${prefix}${String(serial).padStart(6, '0')}`;
  return `${head}${containerCheckDigit(head)}`;
};

const used = new Set<string>();
/** A sandbox reference (not used by an earlier test) whose snapshot at the test clock satisfies pred. */
function find(
  kind: Reference['identifierType'],
  make: (n: number) => string,
  pred: (s: TrackingSnapshot) => boolean,
): string {
  for (let n = 0; n < 5000; n++) {
    const identifier = make(n);
    if (used.has(identifier)) continue;
    if (pred(net.snapshotAt({ identifier, identifierType: kind, carrierScac: null }, new Date(TEST_CLOCK_START)))) {
      used.add(identifier);
      return identifier;
    }
  }
  throw new Error('no sandbox reference fits');
}

const maersk = (n: number) => containerNumber('MRKU', 100_000 + n);
const actual = (s: TrackingSnapshot) => s.events.filter((e) => e.classifier === 'ACT');
const vesselsOf = (s: TrackingSnapshot) => new Set(s.events.filter((e) => e.vesselImo).map((e) => e.vesselImo));
/** Found, transshipped (two vessels or more), on a vessel now. */
const onBoardTransshipped = (s: TrackingSnapshot) => {
  const act = actual(s);
  const last = act[act.length - 1];
  return (
    s.found &&
    vesselsOf(s).size >= 2 &&
    s.routePorts.length >= 3 &&
    !!last &&
    (last.code === 'DEPA' || last.code === 'LOAD')
  );
};
const delivered = (s: TrackingSnapshot) =>
  s.found && actual(s).some((e) => e.code === 'GTOT' && e.emptyIndicator === 'LADEN');

function expectSuccess(r: HttpAnswer): any {
  expect(r.status, r.text).toBe(200);
  expect(r.body.status).toBe('success');
  expect(typeof r.body.message).toBe('string');
  expect(Object.keys(r.body)).toEqual(['status', 'message', 'data']);
  expect(Object.keys(r.body.data)).toEqual([...LEGACY_DATA_KEYS]);
  return r.body.data;
}

function expectTransportError(r: HttpAnswer, status: number): void {
  expect(r.status, r.text).toBe(status);
  expect(r.body).toEqual({ status: 'error', message: expect.any(String), data: null });
  expect(r.body.message.length).toBeGreaterThan(0);
  expect(r.headers.get('api-version')).toBe('v3');
  expect(r.headers.get('x-schema-version')).toBe('legacy-compat/1');
}

/** Every id an event or route point refers to exists, and ids are 1…n in order. */
function expectReferencesResolve(data: any): void {
  const ids = (list: any[]) => list.map((x) => x.id);
  expect(ids(data.locations)).toEqual(data.locations.map((_: unknown, i: number) => i + 1));
  expect(ids(data.facilities)).toEqual(data.facilities.map((_: unknown, i: number) => i + 1));
  expect(ids(data.vessels)).toEqual(data.vessels.map((_: unknown, i: number) => i + 1));
  const loc = new Set(ids(data.locations));
  const fac = new Set(ids(data.facilities));
  const ves = new Set(ids(data.vessels));
  for (const stop of ['prepol', 'pol', 'pod', 'postpod']) {
    const p = data.route[stop];
    if (p.location !== null) expect(loc.has(p.location)).toBe(true);
  }
  for (const c of data.containers) {
    c.events.forEach((e: any, i: number) => {
      expect(e.order_id).toBe(i + 1);
      if (e.location !== null) expect(loc.has(e.location)).toBe(true);
      if (e.facility !== null) expect(fac.has(e.facility)).toBe(true);
      if (e.vessel !== null) expect(ves.has(e.vessel)).toBe(true);
      expect(e.is_additional_event).toBe(e.status === null);
      if (e.status !== null) expect(MILESTONES).toContain(e.status);
      expect(['EQUIPMENT', 'TRANSPORT']).toContain(e.event_type);
      expect(['land', 'sea']).toContain(e.type);
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });
  }
}

/** Changes this system's legacy settings (its configuration); returns a function putting them back. */
function changeLegacySettings(patch: Partial<LegacySettings>): () => void {
  const settings = sys.services.config.ocean.legacy;
  const before = { ...settings };
  Object.assign(settings, patch);
  return () => Object.assign(settings, before);
}

/** A carrier connector whose poll waits until released (a slow or silent carrier feed). */
class GatedConnector implements CarrierConnector {
  readonly kind = 'sandbox' as const;
  polls = 0;
  private open!: () => void;
  private readonly gate = new Promise<void>((r) => (this.open = r));
  private asked!: () => void;
  /** Settles when the carrier is first asked. */
  readonly polled = new Promise<void>((r) => (this.asked = r));
  constructor(private readonly inner: CarrierConnector) {}
  register(ref: Reference): Promise<void> {
    return this.inner.register(ref);
  }
  async poll(ref: Reference): Promise<TrackingSnapshot> {
    this.polls++;
    this.asked();
    await this.gate;
    return this.inner.poll(ref);
  }
  release(): void {
    this.open();
  }
}

const sandboxConnector = () =>
  feeds(sys.services).connectorFor({ identifier: 'MRKU9465770', identifierType: 'container_id', carrierScac: null })!;

// ---------------------------------------------------------------------------------------------

describe('paths, parameters and the envelope', () => {
  it('answers identically on the three paths, with number or container, upper-cased and trimmed', async () => {
    const { key } = await newKey();
    const n = find('container_id', maersk, delivered);
    const a = await legacy(key, { number: n });
    const first = expectSuccess(a);
    expect(a.body.message).toBe('OK');
    expect(a.headers.get('api-version')).toBe('v3');
    expect(a.headers.get('x-schema-version')).toBe('legacy-compat/1');
    expect(first.metadata).toMatchObject({
      type: 'CT',
      number: n,
      sealine: 'MAEU',
      is_status_from_sealine: false,
      from_cache: false,
    });
    const b = await legacy(key, { container: `  ${n.toLowerCase()} ` }, '/compat/legacy/container');
    const c = await legacy(key, { number: n.toLowerCase() }, '/compat/legacy/reference');
    const d = await legacy(key, { container: n }, '/compat/legacy/tracking');
    for (const r of [b, c, d]) {
      const data = expectSuccess(r);
      expect(data.metadata.number).toBe(n);
      const strip = (x: any) => ({ ...x, metadata: { ...x.metadata, api_calls: null } });
      expect(strip(data)).toEqual(strip(first));
    }
  });

  it('detects the kind of reference: CT, BL, BK', async () => {
    const { key } = await newKey();
    const bl = find(
      'bill_of_lading',
      (i) => `MAEU2418${String(i).padStart(5, '0')}`,
      (s) => s.found && s.containers.length >= 1,
    );
    const bk = find(
      'booking',
      (i) => String(612_350_000 + i),
      (s) => s.found && s.containers.length >= 1,
    );
    expect(expectSuccess(await legacy(key, { number: bl })).metadata.type).toBe('BL');
    expect(expectSuccess(await legacy(key, { number: bk })).metadata.type).toBe('BK');
  });
});

describe('transport errors', () => {
  it('400 without number or container; 401 for a missing, unknown, expired or foreign key', async () => {
    const { key, orgId } = await newKey();
    expectTransportError(await legacy(key, {}), 400);
    expectTransportError(await legacy(key, { number: '   ' }), 400);
    expectTransportError(await http(base, `/compat/legacy/tracking?api_key=${key}&number=A&number=B`), 400);
    const missing = await legacy(null, { number: 'MRKU9465770' });
    expectTransportError(missing, 401);
    expect(missing.body.message).toMatch(/api_key/);
    expectTransportError(await legacy(`tmcp_${'A'.repeat(32)}`, { number: 'MRKU9465770' }), 401);
    expectTransportError(await legacy('not-a-key', { number: 'MRKU9465770' }), 401);
    expectTransportError(await legacy(`lmcp_${'B'.repeat(32)}`, { number: 'MRKU9465770' }), 401);
    const org = await sys.org();
    const expired = await org.key('tmcp', { expiresAt: new Date(sys.clock.now().getTime() - 1000) });
    expectTransportError(await legacy(expired, { number: 'MRKU9465770' }), 401);
    // Nothing was counted for the caller's key.
    const usage = await sys.services.db.query('SELECT * FROM ocean.legacy_usage WHERE org_id = $1', [orgId]);
    expect(usage.rows).toEqual([]);
  });

  it('401 for a token in api_key (URLs end up in access logs); the same token works as Bearer', async () => {
    const { key } = await newKey();
    const t = await http(sys.urls.gateway.replace(/\/graphql$/, ''), '/auth/token', { key, method: 'POST', body: {} });
    expect(t.status, t.text).toBe(200);
    const token = t.body.access_token as string;
    const inQuery = await legacy(token, { number: 'MRKU9465770' });
    expectTransportError(inQuery, 401);
    expect(inQuery.body.message).toMatch(/api_key takes an API key, not a token/);
    const bearer = await http(base, '/compat/legacy/tracking?number=MRKU9465770', { key: token });
    expect(bearer.status, bearer.text).toBe(200);
  });

  it('403 once the organisation’s compat access period has ended, not before', async () => {
    const { key, orgId } = await newKey();
    const n = find('container_id', maersk, delivered);
    await setAccessEnd(sys.services.db, orgId, new Date(sys.clock.now().getTime() + 3_600_000), 'migrate to /v1');
    expectSuccess(await legacy(key, { number: n }));
    sys.clock.advance(3_600_000);
    const r = await legacy(key, { number: n });
    expectTransportError(r, 403);
    expect(r.body.message).toMatch(/ended/);
    await setAccessEnd(sys.services.db, orgId, null, null); // reopened
    expectSuccess(await legacy(key, { number: n }));
  });

  it('429 when the per-organisation burst throttle trips', async () => {
    const { key } = await newKey('free'); // 40 requests per 20 s window
    for (let i = 0; i < 40; i++) expect((await legacy(key, {})).status).toBe(400);
    const r = await legacy(key, { number: 'MRKU9465770' });
    expectTransportError(r, 429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.headers.get('x-ratelimit-limit')).toBe('40');
  });

  it('429 when the plan allowance of compat calls is spent; resets with the month', async () => {
    await definePlan(sys.services.db, 'compat_tiny', { windowLimit: 40, minuteLimit: 120, legacyCallsPerMonth: 3 });
    const { key } = await newKey('compat_tiny');
    const n = find('container_id', maersk, delivered);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await legacy(key, { number: i === 1 ? 'CSQU3054380' : n }));
    expect(expectSuccess(answers[2]!).metadata.api_calls).toEqual({ total: 3, used: 3, remaining: 0 });
    const refused = await legacy(key, { number: n });
    expectTransportError(refused, 429);
    expect(refused.body.message).toMatch(/allowance/);
    expect(refused.headers.get('x-usage-month')).toBe('3'); // refused calls are not counted
    expect(Number(refused.headers.get('retry-after'))).toBe(
      (Date.parse('2026-12-01T00:00:00Z') - sys.clock.now().getTime()) / 1000,
    );
    sys.clock.set('2026-12-01T00:00:01Z');
    const next = await legacy(key, { number: n });
    expectSuccess(next);
    expect(next.headers.get('x-usage-month')).toBe('1');
  });

  it('429 when registering an unseen reference would exceed the plan’s shipment quota', async () => {
    const { key, orgId } = await newKey('free'); // 10 unique shipments a month
    for (let i = 0; i < 10; i++)
      await recordUsage(sys.services.db, orgId, '2026-11', `PRIOR${i}`, null, sys.clock.now());
    const n = find('container_id', maersk, delivered);
    const r = await legacy(key, { number: n });
    expectTransportError(r, 429);
    expect(r.body.message).toMatch(/plan allowance spent/);
    expect(r.headers.get('x-usage-day')).toBe('0');
    // Taken back from the organisation's month too (the counter the compat allowance is checked against).
    const month = await sys.services.db.query('SELECT calls FROM ocean.legacy_org_month WHERE org_id = $1', [orgId]);
    expect(month.rows).toEqual([{ calls: 0 }]);
  });
});

describe('not found', () => {
  it('WRONG_NUMBER with a check-digit correction, and for a malformed reference', async () => {
    const { key } = await newKey();
    const r = await legacy(key, { number: 'csqu3054380' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      status: 'error',
      message: 'WRONG_NUMBER',
      data: {},
      detail: expect.stringContaining('CSQU3054383'),
    });
    const m = await legacy(key, { number: 'AB!' });
    expect(m.status).toBe(200);
    expect(m.body).toMatchObject({ status: 'error', message: 'WRONG_NUMBER', data: {} });
  });

  it('WRONG_NUMBER for a box no line knows whose owner prefix nobody uses; NO_TRACKING_INFO for a known line’s unknown box', async () => {
    const { key } = await newKey();
    const stray = find(
      'container_id',
      (i) => containerNumber('ZZZU', 100_000 + i),
      (s) => !s.found,
    );
    const r = await legacy(key, { number: stray });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'error', message: 'WRONG_NUMBER', data: {} });
    const unknown = find('container_id', maersk, (s) => !s.found);
    const u = await legacy(key, { number: unknown });
    expect(u.status).toBe(200);
    expect(u.body).toMatchObject({ status: 'error', message: 'NO_TRACKING_INFO', data: {} });
    expect(u.body.detail).toMatch(/no line recognises/);
    expect(u.headers.get('x-usage-day')).toBe('2');
  });
});

describe('the answer', () => {
  it('maps a transshipped container on a vessel: metadata, deduplicated places and vessels, milestones, route, route_data with AIS', async () => {
    const { key } = await newKey();
    const n = find('container_id', maersk, onBoardTransshipped);
    const snap = net.snapshotAt({ identifier: n, identifierType: 'container_id', carrierScac: null }, sys.clock.now());
    const data = expectSuccess(await legacy(key, { number: n }));
    expectReferencesResolve(data);

    const m = data.metadata;
    expect(m).toMatchObject({
      type: 'CT',
      number: n,
      sealine: 'MAEU',
      status: 'IN_TRANSIT',
      is_status_from_sealine: false,
      from_cache: false,
    });
    expect(m.sealine_name).toMatch(/Maersk/i);
    expect(m.updated_at).toBe('2026-11-21 12:00:00');
    expect(m.cache_expires).toBe('2026-11-22 00:00:00');
    expect(m.api_calls).toEqual({ total: 100000, used: 1, remaining: 99999 });
    expect(m.unique_shipments).toEqual({ total: 1000, used: 1, remaining: 999 });

    // Locations: one per UN/LOCODE, covering every port of the route and the events.
    const codes = data.locations.map((l: any) => l.locode).filter(Boolean);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of snap.routePorts) expect(codes).toContain(p);
    for (const l of data.locations)
      expect(Object.keys(l)).toEqual([
        'id',
        'name',
        'state',
        'country',
        'country_code',
        'locode',
        'lat',
        'lng',
        'timezone',
      ]);
    // Facilities: one per name; vessels: one per IMO, every vessel the carrier named.
    const names = data.facilities.map((f: any) => f.name.toUpperCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const imos = data.vessels.map((v: any) => v.imo);
    expect(new Set(imos).size).toBe(imos.length);
    expect(new Set(imos)).toEqual(new Set([...vesselsOf(snap)].map(Number)));
    for (const v of data.vessels) expect(Object.keys(v)).toEqual(['id', 'name', 'imo', 'call_sign', 'mmsi', 'flag']);

    // One container, milestone codes in timeline order.
    expect(data.containers).toHaveLength(1);
    const box = data.containers[0];
    expect(box).toMatchObject({ number: n, status: 'IN_TRANSIT', is_status_from_sealine: false });
    expect(box.iso_code).toMatch(/^\d\d[A-Z]\d$/);
    expect(typeof box.size_type).toBe('string');
    const statuses = box.events.map((e: any) => e.status).filter(Boolean);
    expect(statuses.slice(0, 4)).toEqual(['CEP', 'CGI', 'CLL', 'VDL']);
    expect(statuses).toContain('CDT'); // discharged at the transshipment port
    expect(statuses).toContain('VAD'); // arrival at the destination, estimated
    const vad = box.events.find((e: any) => e.status === 'VAD');
    expect(vad.actual).toBe(false);
    expect(box.events.find((e: any) => e.status === 'VDL')).toMatchObject({
      actual: true,
      type: 'sea',
      transport_type: 'VESSEL',
      event_type: 'TRANSPORT',
      event_code: 'DEPA',
    });
    expect(box.events.find((e: any) => e.status === 'CGI')).toMatchObject({
      type: 'land',
      event_code: 'GTIN',
      vessel: null,
    });

    // Route stops.
    const locOf = (id: number) => data.locations[id - 1].locode;
    expect(locOf(data.route.pol.location)).toBe(snap.routePorts[0]);
    expect(locOf(data.route.pod.location)).toBe(snap.routePorts[snap.routePorts.length - 1]);
    expect(data.route.pol.actual).toBe(true);
    expect(data.route.pod).toMatchObject({ actual: false, predictive_eta: null });
    expect(data.route.prepol.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.route.postpod).toEqual({ location: null, date: null, actual: null });

    // route_data: a sea leg per hop, the vessel's position as the pin, live AIS.
    const rd = data.route_data;
    expect(rd.route.filter((l: any) => l.type === 'SEA')).toHaveLength(snap.routePorts.length - 1);
    for (const leg of rd.route) for (const pt of leg.path) expect(pt).toHaveLength(2);
    expect(rd.ais.status).toBe('OK');
    const ais = rd.ais.data;
    expect(rd.pin).toEqual([ais.last_vessel_position.lat, ais.last_vessel_position.lng]);
    expect(imos).toContain(ais.vessel.imo);
    expect(ais.discharge_port).toMatchObject({ code: snap.routePorts[snap.routePorts.length - 1], date_label: 'ETA' });
    expect(ais.departure_port.date_label).toBe('ATD');
    expect(ais.last_vessel_position.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('GraphQL consumers get the same answer typed (gateway, legacy_tracking { data })', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const n = find('container_id', maersk, onBoardTransshipped);
    const rest = expectSuccess(await legacy(key, { number: n }));
    const PORT = 'name country_code code date date_label';
    const typed = `mutation { legacy_tracking(number: "${n}") { status message data {
      metadata { type number sealine sealine_name status is_status_from_sealine from_cache updated_at cache_expires
        api_calls { total used remaining } unique_shipments { total used remaining } }
      locations { id name state country country_code locode lat lng timezone }
      facilities { id name country_code locode bic_code smdg_code lat lng }
      route { prepol { location date actual } pol { location date actual } pod { location date actual predictive_eta } postpod { location date actual } }
      vessels { id name imo call_sign mmsi flag }
      containers { number iso_code size_type status is_status_from_sealine
        events { order_id location facility description event_type event_code status date actual is_additional_event type transport_type vessel voyage } }
      route_data { route { path type transport_type } pin
        ais { status data { last_event { description date voyage } discharge_port { ${PORT} } vessel { name imo call_sign mmsi flag }
          last_vessel_position { lat lng updated_at } departure_port { ${PORT} } arrival_port { ${PORT} } } } } } } }`;
    const g = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query: typed } });
    expect(g.status, g.text).toBe(200);
    const data = g.body.data.legacy_tracking.data;
    expect(data.metadata.api_calls.used).toBe(2);
    data.metadata.api_calls = rest.metadata.api_calls;
    expect(data).toEqual(rest);
    expect(JSON.stringify(data)).toBe(JSON.stringify(rest)); // same key order too
  });

  it('a bill of lading yields every box on the manifest, each with its own equipment events', async () => {
    const { key } = await newKey();
    const bl = find(
      'bill_of_lading',
      (i) => `MAEU2418${String(i).padStart(5, '0')}`,
      (s) => s.found && s.containers.length >= 3 && actual(s).length > 10,
    );
    const snap = net.snapshotAt(
      { identifier: bl, identifierType: 'bill_of_lading', carrierScac: null },
      sys.clock.now(),
    );
    const data = expectSuccess(await legacy(key, { number: bl }));
    expectReferencesResolve(data);
    expect(data.metadata).toMatchObject({ type: 'BL', number: bl, sealine: 'MAEU' });
    expect(data.containers.map((c: any) => c.number)).toEqual(snap.containers.map((c) => c.number));
    for (const c of data.containers) {
      const equipment = snap.events.filter(
        (e) => e.eventType === 'EQUIPMENT' && e.equipmentReference === c.number,
      ).length;
      const transport = snap.events.filter((e) => e.eventType === 'TRANSPORT').length;
      expect(c.events).toHaveLength(equipment + transport);
      expect(c.events.filter((e: any) => e.status === 'CLL')).toHaveLength(1);
    }
  });

  it('a place without UN/LOCODE reads as a facility when named like a depot, as a location otherwise; vessels merge by canonical name', async () => {
    const { key } = await newKey();
    const n = find(
      'container_id',
      maersk,
      (s) => s.found && actual(s).some((e) => e.unlocode === null && !!e.facilityName),
    );
    const data = expectSuccess(await legacy(key, { number: n }));
    expectReferencesResolve(data);
    const depot = data.facilities.find((f: any) => f.locode === null);
    expect(depot.name).toMatch(/Depot|Yard/);
    expect(data.locations.some((l: any) => l.name === depot.name)).toBe(false);
    const cer = data.containers[0].events.find((e: any) => e.status === 'CER');
    expect(cer).toMatchObject({ facility: depot.id, location: null, actual: true });

    // A carrier that names an inland place without a code, a logistics yard, and one vessel three ways.
    const box = containerNumber('MRKU', 900_001);
    const t = (h: number) => new Date(Date.parse(TEST_CLOCK_START) - h * 3_600_000).toISOString();
    const ev = (id: string, o: Partial<CarrierEvent>): CarrierEvent => ({
      eventId: id,
      eventType: 'EQUIPMENT',
      code: 'GTIN',
      classifier: 'ACT',
      eventDateTime: t(0),
      unlocode: null,
      facilityName: null,
      vesselImo: null,
      vesselName: null,
      voyage: null,
      modeOfTransport: null,
      equipmentReference: box,
      emptyIndicator: 'LADEN',
      remark: null,
      ...o,
    });
    const crafted: TrackingSnapshot = {
      carrierScac: 'MAEU',
      found: true,
      containers: [{ number: box, isoTypeCode: '45G1' }],
      billOfLading: null,
      booking: null,
      originUnlocode: 'CNSHA',
      destinationUnlocode: 'NLRTM',
      routePorts: ['CNSHA', 'NLRTM'],
      events: [
        ev('1', {
          code: 'GTOT',
          eventDateTime: t(300),
          facilityName: 'Kunshan',
          modeOfTransport: 'TRUCK',
          emptyIndicator: 'EMPTY',
        }),
        ev('2', { code: 'GTIN', eventDateTime: t(290), facilityName: 'Acme Logistics Yard', modeOfTransport: 'TRUCK' }),
        ev('3', {
          code: 'GTIN',
          eventDateTime: t(280),
          unlocode: 'CNSHA',
          facilityName: 'Yangshan Deep Water Port Phase IV',
          modeOfTransport: 'TRUCK',
        }),
        ev('4', {
          code: 'LOAD',
          eventDateTime: t(250),
          unlocode: 'CNSHA',
          facilityName: 'yangshan deep water port  phase iv',
          vesselName: 'M/V Maersk Essen',
          voyage: '601W',
          modeOfTransport: 'VESSEL',
        }),
        ev('5', {
          eventType: 'TRANSPORT',
          code: 'DEPA',
          eventDateTime: t(240),
          unlocode: 'CNSHA',
          vesselImo: '9456769',
          vesselName: 'MAERSK ESSEN',
          voyage: '601W',
          modeOfTransport: 'VESSEL',
          equipmentReference: null,
          emptyIndicator: null,
        }),
        ev('6', {
          eventType: 'TRANSPORT',
          code: 'ARRI',
          classifier: 'EST',
          eventDateTime: new Date(Date.parse(TEST_CLOCK_START) + 400 * 3_600_000).toISOString(),
          unlocode: 'NLRTM',
          vesselImo: '9456769',
          vesselName: 'Maersk Essen',
          modeOfTransport: 'VESSEL',
          equipmentReference: null,
          emptyIndicator: null,
        }),
      ],
    };
    const fixed: CarrierConnector = { kind: 'sandbox', register: async () => undefined, poll: async () => crafted };
    overrideFeeds(sys.services, { connectorFor: () => fixed });
    const c = expectSuccess(await legacy(key, { number: box }));
    expectReferencesResolve(c);
    expect(c.locations.find((l: any) => l.name === 'Kunshan')).toMatchObject({ locode: null, lat: null });
    expect(c.facilities.map((f: any) => [f.name, f.locode])).toEqual([
      ['Acme Logistics Yard', null],
      ['Yangshan Deep Water Port Phase IV', 'CNSHA'],
    ]);
    expect(c.vessels).toHaveLength(1);
    expect(c.vessels[0]).toMatchObject({ imo: 9456769 });
    const evs = c.containers[0].events;
    expect(evs.map((e: any) => e.status)).toEqual(['CEP', null, 'CGI', 'CLL', 'VDL', 'VAD']);
    expect(new Set(evs.filter((e: any) => e.vessel !== null).map((e: any) => e.vessel))).toEqual(new Set([1]));
    expect(c.route.prepol.location).toBe(c.locations.find((l: any) => l.name === 'Kunshan').id);
  });

  it('resolved but untrackable: a carrier without a connection answers success with a sentence; sealine falls back to the prefix, else auto', async () => {
    const { key } = await newKey();
    overrideFeeds(sys.services, { connectorFor: () => null });
    const n = find('container_id', maersk, (s) => s.found);
    const r = await legacy(key, { number: n });
    const data = expectSuccess(r);
    expect(r.body.message).toMatch(/not connected/);
    expect(data.containers).toEqual([]);
    expect(data.route_data).toBeNull();
    expect(data.metadata).toMatchObject({ sealine: 'MAEU', status: 'UNKNOWN', updated_at: null, cache_expires: null });
    const leased = find(
      'container_id',
      (i) => containerNumber('TCNU', 200_000 + i),
      (s) => s.found,
    );
    const l = expectSuccess(await legacy(key, { number: leased }));
    expect(l.metadata).toMatchObject({ sealine: 'auto', sealine_name: 'Unknown' });
  });
});

describe('live resolve', () => {
  it('holds the request while the carrier answers; concurrent requests share one resolve', async () => {
    const { key } = await newKey();
    const gated = new GatedConnector(sandboxConnector());
    overrideFeeds(sys.services, { connectorFor: () => gated });
    const n = find('container_id', maersk, delivered);
    let answered = 0;
    const calls = [0, 1, 2].map(() => legacy(key, { number: n }).then((r) => (answered++, r)));
    await gated.polled;
    expect(gated.polls).toBe(1); // registered, and the carrier is being asked
    expect(answered).toBe(0);
    gated.release();
    const answers = await Promise.all(calls);
    // The clock stands still, so the ceiling never passes: an answer with the carrier's data,
    // which exists only after the release, shows each request was held until then.
    for (const a of answers) expect(expectSuccess(a).containers[0].number).toBe(n);
    expect(gated.polls).toBe(1);
    const records = await sys.services.db.query(
      'SELECT count(*)::int AS n FROM ocean.containers WHERE identifier = $1',
      [n],
    );
    expect(records.rows[0].n).toBe(1);
  });

  it('holds up to the ceiling: a carrier answering just inside it is waited for', async () => {
    const { key } = await newKey();
    const restore = changeLegacySettings({ holdCeilingMs: 300 });
    try {
      const gated = new GatedConnector(sandboxConnector());
      overrideFeeds(sys.services, { connectorFor: () => gated });
      const n = find('container_id', maersk, delivered);
      const asked = legacy(key, { number: n });
      await gated.polled;
      sys.clock.advance(299);
      gated.release();
      expect(expectSuccess(await asked).containers[0].number).toBe(n);
    } finally {
      restore();
    }
  });

  it('answers NO_TRACKING_INFO at the ceiling; the resolve goes on and the next poll gets the data', async () => {
    const { key } = await newKey();
    const restore = changeLegacySettings({ holdCeilingMs: 300 });
    try {
      const gated = new GatedConnector(sandboxConnector());
      overrideFeeds(sys.services, { connectorFor: () => gated });
      const n = find('container_id', maersk, delivered);
      const asked = legacy(key, { number: n });
      await gated.polled;
      sys.clock.advance(300); // the carrier has still not answered
      const r = await asked;
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        status: 'error',
        message: 'NO_TRACKING_INFO',
        data: {},
        detail: expect.stringMatching(/still being resolved/),
      });
      gated.release();
      // Still in flight or done: either way the next poll gets the carrier's answer.
      const next = expectSuccess(await legacy(key, { number: n }));
      expect(next.containers[0].number).toBe(n);
      expect(gated.polls).toBe(1);
    } finally {
      restore();
    }
  });

  it('a carrier that fails answers NO_TRACKING_INFO without holding to the ceiling', async () => {
    const { key } = await newKey();
    const failing: CarrierConnector = {
      kind: 'sandbox',
      register: async () => undefined,
      poll: async () => {
        throw new Error('carrier down');
      },
    };
    overrideFeeds(sys.services, { connectorFor: () => failing });
    const n = find('container_id', maersk, delivered);
    // The ceiling is on the driven clock, which stands still: a request held for it would never
    // answer, and the test's time-out would fail it.
    const r = await legacy(key, { number: n });
    expect(r.body).toMatchObject({ status: 'error', message: 'NO_TRACKING_INFO', data: {} });
    expect(r.body.detail).toMatch(/did not answer/);
  }, 10_000);
});

describe('cache and usage', () => {
  it('serves repeated polls of one organisation from the cache for 90 seconds; other organisations get their own answer', async () => {
    const { key, orgId } = await newKey();
    const n = find('container_id', maersk, delivered);
    const first = expectSuccess(await legacy(key, { number: n }));
    expect(first.metadata.status).toBe('DELIVERED');
    // The record changes under the cache (as a carrier poll would change it).
    const record = await findByIdentifier(sys.services.db, orgId, n);
    await carrierAnswered(sys.services.db, orgId, record!.id, sys.clock.now(), { record: { status: 'in_transit' } });
    sys.clock.advance(60_000);
    const before = sys.services.db.stats.statements;
    const cached = await legacy(key, { number: n });
    const statements = sys.services.db.stats.statements - before;
    const c = expectSuccess(cached);
    expect(c.metadata.status).toBe('DELIVERED');
    expect(c.metadata.api_calls.used).toBe(2);
    expect({ ...c, metadata: null }).toEqual({ ...first, metadata: null });
    expect(statements).toBeLessThanOrEqual(2); // rate limit + admission (which reads the cache)

    const other = await newKey();
    const o = expectSuccess(await legacy(other.key, { number: n }));
    expect(o.metadata.status).toBe('DELIVERED');
    expect(o.metadata.api_calls.used).toBe(1);

    sys.clock.advance(31_000); // 91 s after the first answer
    const fresh = expectSuccess(await legacy(key, { number: n }));
    expect(fresh.metadata.status).toBe('IN_TRANSIT');
  });

  it('counts answered requests per key: day, week, month, lifetime', async () => {
    const org = await sys.org();
    const k1 = await org.key('tmcp');
    const k2 = await org.key('tmcp');
    const n = find('container_id', maersk, delivered);
    const counters = (r: HttpAnswer) =>
      ['day', 'week', 'month', 'lifetime'].map((p) => Number(r.headers.get(`x-usage-${p}`)));
    expect(counters(await legacy(k1, { number: n }))).toEqual([1, 1, 1, 1]);
    expect(counters(await legacy(k1, { number: 'CSQU3054380' }))).toEqual([2, 2, 2, 2]); // WRONG_NUMBER counts
    expect((await legacy(k1, {})).status).toBe(400); // a transport error does not
    expect(counters(await legacy(k1, { number: n }))).toEqual([3, 3, 3, 3]);
    expect(counters(await legacy(k2, { number: n }))).toEqual([1, 1, 1, 1]); // per key
    const api = expectSuccess(await legacy(k2, { number: n })).metadata.api_calls;
    expect(api.used).toBe(5); // the allowance is per organisation

    sys.clock.set('2026-11-22T09:00:00Z'); // Sunday: same ISO week
    expect(counters(await legacy(k1, { number: n }))).toEqual([1, 4, 4, 4]);
    sys.clock.set('2026-11-23T09:00:00Z'); // Monday: a new week
    expect(counters(await legacy(k1, { number: n }))).toEqual([1, 1, 5, 5]);
    sys.clock.set('2026-11-24T09:00:00Z');
    expect(counters(await legacy(k1, { number: n }))).toEqual([1, 2, 6, 6]);
    sys.clock.set('2026-12-01T09:00:00Z'); // a new month (and a new week: Monday was 30 November)
    expect(counters(await legacy(k1, { number: n }))).toEqual([1, 1, 1, 7]);
  });
});
