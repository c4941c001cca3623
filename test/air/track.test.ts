// Air tracking through HTTP on the sandbox airline network: AWB formats and check digits, prefix
// resolution, status derivation over a two-flight and a trucked routing (and a split shipment),
// org-scoped reads, webhook events, statement counts, aircraft positions.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import { sandboxPlan, type ShipmentPlan, type Scenario } from '../../subgraphs/air/connectors/sandbox.js';
import { sandboxFlights } from '../../subgraphs/air/connectors/sandbox-positions.js';
import { worldAirports } from '../../subgraphs/air/connectors/sandbox-world.js';
import { distanceKm, interpolateGreatCircle as interpolate } from '../../platform/geo.js';
import { OpenSkyClient } from '../../subgraphs/air/connectors/opensky.js';
import { SandboxPositions } from '../../subgraphs/air/connectors/sandbox-positions.js';
import { configureAir } from '../../subgraphs/air/connectors/index.js';
import { createServer } from 'node:http';
import { portOf, closeServer } from '../../platform/http.js';

let key: string;
const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
});

const MIN = 60_000;
const iso = (t: number) => new Date(t).toISOString();
const awbFor = (prefix: string, n: number) => {
  const serial = String(n).padStart(7, '0');
  return `${prefix}${serial}${checkDigitOf(serial)}`;
};
const display = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3)}`;

/** A sandbox waybill of the scenario whose booking lies between `from` and `to` before now. */
function findAwb(
  prefix: string,
  scenario: Scenario,
  minAgoMin: number,
  maxAgoMin: number,
  start = 1,
): { awb: string; plan: ShipmentPlan } {
  const now = sys.clock.now();
  for (let n = start; n < start + 200_000; n++) {
    const awb = awbFor(prefix, n);
    const plan = sandboxPlan(awb, now)!;
    const ago = (now.getTime() - plan.bookedAt) / MIN;
    if (plan.scenario === scenario && ago >= minAgoMin && ago <= maxAgoMin) return { awb, plan };
  }
  throw new Error(`no ${scenario} waybill found`);
}

const track = (awb: string, q = '', k = key) => http(sys.urls.air, `/track/${encodeURIComponent(awb)}${q}`, { key: k });
/** Moves the clock forward to t (never back: the rate limiter and caches rely on it). */
const moveTo = (t: number) => {
  if (t > sys.clock.now().getTime()) sys.clock.set(new Date(t));
};
const at = (plan: ShipmentPlan, pattern: RegExp) =>
  plan.messages.find((m) => pattern.test(m.text.split('\n').slice(2).join('\n')))!.at;

describe('AWB formats and check digits', () => {
  it('accepts 176-12345675, 17612345675 and 176 1234 5675 as the same waybill', async () => {
    const answers = [];
    for (const spelling of ['176-12345675', '17612345675', '176 1234 5675', ' 176-1234-5675 ']) {
      const r = await track(spelling);
      expect(r.status, spelling).toBe(200);
      answers.push(r.body);
    }
    for (const b of answers) {
      expect(b.data.awb).toBe('176-12345675');
      expect(b.data).toMatchObject({ airline_prefix: '176', airline_iata: 'EK', airline_name: 'Emirates' });
      expect(b.data.events).toEqual(answers[0].data.events);
      expect(Object.keys(b).sort()).toEqual(['data', 'metadata']);
      expect(b.metadata).toMatchObject({
        status_code: 'OK',
        airline: { name: 'Emirates', prefix: '176', iata_code: 'EK', icao_code: 'UAE', url: null },
      });
    }
    // One waybill record for the organisation, whatever the spelling.
    const rows = await sys.services.db.query("SELECT awb FROM air.waybills WHERE awb = '17612345675'");
    expect(rows.rows).toHaveLength(1);
  });

  it('accepts the documented valid examples', async () => {
    for (const awb of ['020-17363006', '057-06399886']) {
      const r = await track(awb);
      expect([200, 404], awb).toContain(r.status);
      if (r.status === 404)
        expect(r.body.error.code).toBe('not_found'); // the sandbox airline has no data for it
      else expect(r.body.data.awb).toBe(awb);
    }
  });

  it('refuses malformed numbers with 400 invalid_awb', async () => {
    for (const bad of [
      '176-1234567',
      '176123456755',
      'ABC-12345675',
      '176-1234567X',
      '176--12345675',
      '176/12345675',
      'x',
    ]) {
      const r = await track(bad);
      expect(r.status, bad).toBe(400);
      expect(r.body, bad).toEqual({ error: { code: 'invalid_awb', message: expect.any(String) } });
    }
  });

  it('answers a path that is not even valid URL encoding with 400, not 500', async () => {
    const r = await http(sys.urls.air, '/track/176%E0%A4%A', { key });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_request');
  });

  it('refuses a failing check digit with 404 invalid_check_digit and the expected digit', async () => {
    const r = await track('176-12345676');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      error: { code: 'invalid_check_digit', message: expect.stringMatching(/mod 7 is 5/), expected_check_digit: 5 },
    });
    const none = await sys.services.db.query("SELECT 1 FROM air.shipments WHERE awb = '17612345676'");
    expect(none.rows).toEqual([]);
  });

  it('refuses a prefix no airline uses with 404 unknown_airline, without asking anyone', async () => {
    const r = await track(display(awbFor('997', 1234567)));
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      error: { code: 'unknown_airline', message: 'no airline uses the air waybill prefix 997' },
    });
  });

  it('refuses a bad force_update value with 400 invalid_request', async () => {
    const r = await track('176-12345675', '?force_update=maybe');
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_request');
  });
});

describe('AWB prefix resolution (open route)', () => {
  it('resolves a prefix, or a full AWB, to the airline object without a key', async () => {
    const r = await http(sys.urls.air, '/v1/airlines/176');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { name: 'Emirates', prefix: '176', iata_code: 'EK', icao_code: 'UAE', url: null } });
    expect(r.headers.get('x-ratelimit-limit')).toBe('30');
    const full = await http(sys.urls.air, '/v1/airlines/020-17363006');
    expect(full.body.data).toMatchObject({ prefix: '020', iata_code: 'LH', name: 'Lufthansa Cargo' });
  });

  it('answers 400 invalid_prefix, 404 invalid_check_digit and 404 unknown_airline', async () => {
    expect((await http(sys.urls.air, '/v1/airlines/17')).body.error.code).toBe('invalid_prefix');
    expect((await http(sys.urls.air, '/v1/airlines/17')).status).toBe(400);
    expect((await http(sys.urls.air, '/v1/airlines/abc')).status).toBe(400);
    const cd = await http(sys.urls.air, '/v1/airlines/176-12345676');
    expect([cd.status, cd.body.error.code]).toEqual([404, 'invalid_check_digit']);
    const unknown = await http(sys.urls.air, '/v1/airlines/997');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'unknown_airline', message: expect.any(String) } });
  });
});

describe('AWB prefix resolution limits', () => {
  it('limits the open route per IP address: 30 per 20 seconds, then 429 rate_limited', async () => {
    sys.clock.advance(61_000); // a fresh window and minute for this address
    for (let i = 0; i < 30; i++) expect((await http(sys.urls.air, '/v1/airlines/020')).status).toBe(200);
    const over = await http(sys.urls.air, '/v1/airlines/020');
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    sys.clock.advance(61_000);
  });
});

describe('status derivation on the sandbox network', () => {
  it('follows a two-flight routing through the hub, leg by leg', async () => {
    const { awb, plan } = findAwb('176', 'via_hub', 20, 80);
    const [first, second] = plan.parts[0]!.legs as [any, any];
    const steps: [number, string, string | null][] = [
      [sys.clock.now().getTime(), 'booked', first.route.flight],
      [at(plan, /^RCS/) + MIN, 'accepted', first.route.flight],
      [first.departure + 10 * MIN, 'in_transit', first.route.flight],
      [first.arrival + 10 * MIN, 'in_transit', second.route.flight], // at the hub: not arrived
      [second.departure + 10 * MIN, 'in_transit', second.route.flight],
      [second.arrival + 10 * MIN, 'arrived', second.route.flight],
      [at(plan, /^NFD/) + MIN, 'available', second.route.flight],
      [at(plan, /^DLV/) + MIN, 'delivered', second.route.flight],
    ];
    let last: any = null;
    for (const [t, status, flight] of steps) {
      moveTo(t);
      const r = await track(display(awb), '?force_update=true');
      expect(r.status, status).toBe(200);
      expect(r.body.metadata.from_cache, status).toBe(false);
      expect(r.body.data.status, iso(t)).toBe(status);
      expect(r.body.data.flight_number, status).toBe(flight);
      last = r.body.data;
    }
    expect(last).toMatchObject({
      origin: plan.origin,
      destination: plan.destination,
      pieces: plan.pieces,
      weight_kg: plan.weightKg,
      departure: { actual: iso(first.departure) },
      arrival: { actual: iso(second.arrival) },
      eta: iso(second.arrival),
      eta_is_actual: true,
    });
    // The estimate stays once the actual is known: the announced time, else the schedule.
    expect(last.departure.estimated).toBe(iso(first.delayMin >= 15 ? first.departure : first.scheduledDeparture));
    expect(
      last.routes.map((l: any) => [
        l.order_id,
        l.status,
        l.transport_type,
        l.from.iata_code,
        l.to.iata_code,
        l.flight_number,
      ]),
    ).toEqual([
      [1, 'ARRIVED', 'PLANE', first.route.from, first.route.to, first.route.flight],
      [2, 'ARRIVED', 'PLANE', second.route.from, second.route.to, second.route.flight],
    ]);
    for (const [i, leg] of [first, second].entries()) {
      const out = last.routes[i];
      expect(out.departure).toEqual({
        estimated: iso(leg.delayMin >= 15 ? leg.departure : leg.scheduledDeparture),
        actual: iso(leg.departure),
      });
      expect(out.arrival.actual).toBe(iso(leg.arrival));
      // A great circle from airport to airport.
      expect(out.path[0]).toEqual([round4(out.from.lat), round4(out.from.lng)]);
      expect(out.path[out.path.length - 1]).toEqual([round4(out.to.lat), round4(out.to.lng)]);
      expect(out.path.length).toBeGreaterThan(2);
    }
    // Timeline: oldest first, families as 2.8, every event at an airport object with its zone.
    const codes = last.events.map((e: any) => e.status_code);
    expect(codes).toEqual(
      expect.arrayContaining(['FOH', 'RCS', 'BKD', 'MAN', 'DEP', 'ARR', 'RCF', 'CCD', 'NFD', 'AWD', 'DLV']),
    );
    expect(codes.filter((c: string) => c === 'DEP')).toHaveLength(2);
    const fam = Object.fromEntries(last.events.map((e: any) => [e.status_code, e.event_family]));
    expect(fam).toMatchObject({
      FOH: 'ACCEPTANCE',
      RCS: 'ACCEPTANCE',
      DEP: 'FLIGHT',
      ARR: 'FLIGHT',
      CCD: 'CUSTOMS',
      NFD: 'DELIVERY',
      DLV: 'DELIVERY',
    });
    const times = last.events.map((e: any) => Date.parse(e.datetime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const e of last.events) {
      expect(e.location.timezone).toMatch(/\//);
      expect(e.datetime).toBe(e.datetimes.actual ?? e.datetimes.estimated);
    }
    const dlv = last.events.find((e: any) => e.status_code === 'DLV');
    expect(dlv).toMatchObject({ is_actual: true, station: plan.destination, datetime: iso(at(plan, /^DLV/)) });
  });

  it('follows a trucked routing: truck to the hub, then a flight; no path on the truck', async () => {
    const { awb, plan } = findAwb('020', 'trucked', 20, 120);
    const [truck, flight] = plan.parts[0]!.legs as [any, any];
    expect(truck.route.mode).toBe('TRUCK');
    moveTo(truck.departure + 10 * MIN);
    let r = await track(display(awb));
    expect(r.body.data.status).toBe('in_transit');
    expect(r.body.data.flight_number).toBe(truck.route.flight);
    expect(r.body.data.routes.map((l: any) => [l.transport_type, l.status, l.path.length > 0])).toEqual([
      ['TRUCK', 'DEPARTED', false],
      ['PLANE', 'BOOKED', true],
    ]);
    moveTo(truck.arrival + 10 * MIN);
    r = await track(display(awb), '?refresh=1');
    expect(r.body.data.status).toBe('in_transit'); // at the hub, short of the destination
    expect(r.body.data.flight_number).toBe(flight.route.flight);
    moveTo(flight.arrival + 10 * MIN);
    r = await track(display(awb), '?refresh=1');
    expect(r.body.data.status).toBe('arrived');
    expect(r.body.data.routes[0]).toMatchObject({
      transport_type: 'TRUCK',
      path: [],
      from: { iata_code: plan.origin },
      arrival: { actual: iso(truck.arrival) },
    });
    expect(r.body.data.routes[1]).toMatchObject({
      transport_type: 'PLANE',
      to: { iata_code: plan.destination },
      arrival: { actual: iso(flight.arrival) },
    });
  });

  it('keeps a split shipment in transit until every piece has arrived', async () => {
    const { awb, plan } = findAwb('020', 'split', 20, 120);
    const [p1, p2] = plan.parts as [any, any];
    moveTo(p1.legs[0].arrival + 10 * MIN);
    let r = await track(display(awb), '?force_update=1');
    expect(r.body.data.status).toBe('in_transit');
    expect(r.body.data.routes.map((l: any) => [l.flight_number, l.pieces, l.status])).toEqual([
      [p1.legs[0].route.flight, p1.pieces, 'ARRIVED'],
      [p2.legs[0].route.flight, p2.pieces, 'BOOKED'],
    ]);
    expect(r.body.data.eta_is_actual).toBe(false);
    expect(r.body.data.eta).toBe(iso(p2.legs[0].delayMin >= 15 ? p2.legs[0].arrival : p2.legs[0].scheduledArrival));
    moveTo(p2.legs[0].arrival + 10 * MIN);
    r = await track(display(awb), '?force_update=1');
    expect(r.body.data.status).toBe('arrived');
    expect(r.body.data).toMatchObject({ eta: iso(p2.legs[0].arrival), eta_is_actual: true, pieces: plan.pieces });
  });
});

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

describe('organisation scope and events', () => {
  it('keeps keyed reads to the organisations that track the waybill', async () => {
    const a = await sys.org({ entitlements: { air_cargo: null } });
    const b = await sys.org({ entitlements: { air_cargo: null } });
    const keyA = await a.key();
    const keyB = await b.key();
    const awb = findAwb('176', 'direct', 0, 600).awb;
    expect((await track(display(awb), '', keyA)).status).toBe(200);
    const q = { query: 'query($a: String!) { waybill(awb: $a) { awb status } }', variables: { a: display(awb) } };
    const asA = await http(sys.urls.gateway, '', { key: keyA, method: 'POST', body: q });
    expect(asA.body.data.waybill).toEqual({ awb: display(awb), status: expect.any(String) });
    const asB = await http(sys.urls.gateway, '', { key: keyB, method: 'POST', body: q });
    expect(asB.body.data.waybill).toBeNull();
  });

  it('raises awb_* events for every organisation tracking a waybill as its status moves, never awb_departed', async () => {
    const { awb, plan } = findAwb('176', 'via_hub', 5, 60, 300_000);
    const [first, second] = plan.parts[0]!.legs as [any, any];
    const a = await sys.org({ entitlements: { air_cargo: null } });
    const b = await sys.org({ entitlements: { air_cargo: null } });
    const [keyA, keyB] = [await a.key(), await b.key()];
    const events = (orgId: string) => sys.outbox(orgId, 'air');
    const order = ['awb_accepted', 'awb_in_transit', 'awb_arrived', 'awb_available', 'awb_delivered'];
    const types = async (orgId: string) =>
      (await events(orgId)).map((e) => e.event_type).sort((x, y) => order.indexOf(x) - order.indexOf(y));

    expect((await track(display(awb), '', keyA)).body.data.status).toBe('booked');
    expect(await types(a.id)).toEqual([]); // first track: the baseline, no events for the past

    moveTo(at(plan, /^RCS/) + MIN);
    expect((await track(display(awb), '?force_update=true', keyA)).body.data.status).toBe('accepted');
    expect(await types(a.id)).toEqual(['awb_accepted']);
    const accepted = (await events(a.id))[0]!;
    expect(accepted.occurred_at.toISOString()).toBe(sys.clock.now().toISOString());
    expect(accepted.data).toMatchObject({
      awb: display(awb),
      airline_prefix: '176',
      status: 'accepted',
      previous_status: 'booked',
      status_code: 'FOH',
      station: plan.origin,
      event_date_time: iso(at(plan, /^FOH/)),
      event_timezone: expect.stringMatching(/\//),
      utc_offset_minutes: expect.any(Number),
      event_local_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
    });

    expect((await track(display(awb), '', keyB)).body.data.status).toBe('accepted');
    expect(await types(b.id)).toEqual([]);

    // B's request refreshes the shared answer: both organisations hear about it.
    moveTo(first.departure + 30 * MIN);
    expect((await track(display(awb), '?force_update=true', keyB)).body.data.status).toBe('in_transit');
    expect(await types(a.id)).toEqual(['awb_accepted', 'awb_in_transit']);
    expect(await types(b.id)).toEqual(['awb_in_transit']);

    // Asking again with nothing new raises nothing.
    moveTo(sys.clock.now().getTime() + 3 * MIN);
    await track(display(awb), '?force_update=true', keyA);
    expect(await types(a.id)).toEqual(['awb_accepted', 'awb_in_transit']);

    // Several milestones in one answer: one event per status crossed.
    moveTo(at(plan, /^DLV/) + MIN);
    expect((await track(display(awb), '?force_update=true', keyA)).body.data.status).toBe('delivered');
    expect(await types(a.id)).toEqual(order);
    expect(await types(b.id)).toEqual(order.slice(1));
    const arrived = (await events(b.id)).find((e) => e.event_type === 'awb_arrived')!;
    expect(arrived.data).toMatchObject({
      status: 'arrived',
      previous_status: 'in_transit',
      station: plan.destination,
      event_date_time: iso(second.arrival),
    });
    const all = await sys.services.db.query(
      "SELECT count(*)::int AS n FROM webhooks.outbox WHERE product = 'air' AND event_type = 'awb_departed'",
    );
    expect(all.rows[0]).toEqual({ n: 0 });
  });

  it('answers a cached track with the same number of SQL statements whatever the legs and events', async () => {
    // Both long delivered: every message filed.
    const one = findAwb('176', 'direct', 6600, 13000).awb;
    const two = findAwb('176', 'via_hub', 6600, 13000).awb;
    await track(display(one));
    await track(display(two));
    const count = async (awb: string) => {
      const before = sys.services.db.stats.statements;
      const r = await track(display(awb));
      expect(r.body.metadata.from_cache).toBe(true);
      return {
        statements: sys.services.db.stats.statements - before,
        legs: r.body.data.routes.length,
        events: r.body.data.events.length,
      };
    };
    const a = await count(one);
    const b = await count(two);
    expect(b.legs).toBeGreaterThan(a.legs);
    expect(b.events).toBeGreaterThan(a.events);
    expect(b.statements).toBe(a.statements);
    // rate limit; airline + shipment + organisation row; events; legs; airports
    expect(a.statements).toBeLessThanOrEqual(5);
  });
});

describe('aircraft positions', () => {
  it('answers an airborne sandbox flight with the fields of 2.9, along its great circle', async () => {
    const now = sys.clock.now().getTime();
    // The next Emirates flight of the sandbox timetable that takes off after now.
    let flight: ReturnType<typeof sandboxFlights>[number] | undefined;
    for (let n = 400; n < 424 && !flight; n++) {
      const instances = sandboxFlights(`UAE${n}`, sys.clock.now());
      if (instances.some((f) => f.takeoff < now && f.landing > now)) continue; // one in the air already
      flight = instances.find((f) => f.takeoff > now && f.landing - f.takeoff > 3 * 3_600_000);
    }
    expect(flight).toBeDefined();
    const f = flight!;
    const designator = `EK${f.instance.route.number}`;
    const before = await http(sys.urls.air, `/aircraft/flight/${designator}`, { key });
    expect(before.status).toBe(404);
    expect(before.body).toEqual({ error: { code: 'not_found', message: expect.stringMatching(/airborne/) } });

    const mid = f.takeoff + (f.landing - f.takeoff) / 2;
    moveTo(mid);
    const r = await http(sys.urls.air, `/aircraft/flight/ek0${f.instance.route.number}`, { key });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    const p = r.body.data[0];
    expect(Object.keys(p)).toEqual([
      'callsign',
      'registration',
      'icao24_hex',
      'aircraft_type',
      'lat',
      'lon',
      'alt_ft',
      'ground_speed_kt',
      'heading',
      'vertical_rate_fpm',
      'operator_iata',
      'seen_at',
    ]);
    expect(p).toMatchObject({
      callsign: `UAE${f.instance.route.number}`,
      operator_iata: 'EK',
      alt_ft: 35000,
      vertical_rate_fpm: 0,
      registration: expect.stringMatching(/^A6-[A-Z]{4}$/),
    });
    expect(p.icao24_hex).toMatch(/^[0-9a-f]{6}$/);
    expect(['B77L', 'B748', 'A332', 'B763', 'A321', 'B738']).toContain(p.aircraft_type);
    expect(p.heading).toBeGreaterThanOrEqual(0);
    expect(p.heading).toBeLessThan(360);
    expect(p.ground_speed_kt).toBeGreaterThan(300);
    expect(Date.parse(p.seen_at)).toBeLessThanOrEqual(mid);
    expect(mid - Date.parse(p.seen_at)).toBeLessThan(10_000);
    const ap = worldAirports();
    const expected = interpolate(ap.get(f.instance.route.from)!, ap.get(f.instance.route.to)!, 0.5);
    expect(distanceKm(expected, { lat: p.lat, lng: p.lon })).toBeLessThan(5);

    // Later on, the aircraft has moved on (the kept answer is only 15 seconds old at most).
    moveTo(mid + 30 * MIN);
    const later = await http(sys.urls.air, `/aircraft/flight/${designator}`, { key });
    expect(later.status).toBe(200);
    expect(
      distanceKm({ lat: p.lat, lng: p.lon }, { lat: later.body.data[0].lat, lng: later.body.data[0].lon }),
    ).toBeGreaterThan(100);

    moveTo(f.landing + MIN);
    expect((await http(sys.urls.air, `/aircraft/flight/${designator}`, { key })).status).toBe(404);
  });

  it('answers 404 for a truck, 400 for a malformed flight number, 403 without the air entitlement', async () => {
    expect((await http(sys.urls.air, '/aircraft/flight/EK9101', { key })).status).toBe(404);
    const bad = await http(sys.urls.air, '/aircraft/flight/E', { key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_flight_number');
    const none = await (await sys.org()).key();
    expect((await http(sys.urls.air, '/aircraft/flight/EK402', { key: none })).status).toBe(403);
    expect((await http(sys.urls.air, '/aircraft/flight/EK402')).status).toBe(401);
  });

  it('reads the OpenSky state-vector format over HTTP: airborne only, units converted, metadata joined', async () => {
    const t = Math.floor(sys.clock.now().getTime() / 1000);
    let metadataHits = 0;
    const server = createServer((req, res) => {
      if (req.url === '/api/states/all') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            time: t,
            states: [
              [
                '896123',
                'UAE231  ',
                'United Arab Emirates',
                t - 2,
                t - 1,
                55.1,
                25.4,
                10972.8,
                false,
                250.0,
                271.6,
                -2.54,
                null,
                11100,
                '2331',
                false,
                0,
              ],
              [
                '896124',
                'UAE231  ',
                'United Arab Emirates',
                t - 2,
                t - 1,
                55.36,
                25.25,
                null,
                true,
                0,
                90,
                null,
                null,
                null,
                null,
                false,
                0,
              ], // on the ground
              [
                '896125',
                'UAE231  ',
                'United Arab Emirates',
                t - 900,
                t - 900,
                54.0,
                24.0,
                9000,
                false,
                200,
                10,
                0,
                null,
                9100,
                null,
                false,
                0,
              ], // not heard for 15 min
              [
                '4b1805',
                'SWR231  ',
                'Switzerland',
                t - 3,
                t - 3,
                8.5,
                47.4,
                3000,
                false,
                150,
                80,
                5,
                null,
                3100,
                null,
                false,
                0,
              ], // another airline
              ['bad'],
            ],
          }),
        );
      } else if (req.url === '/api/metadata/aircraft/icao/896123') {
        metadataHits++;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ registration: 'A6-EFA', typecode: 'B77L', icao24: '896123' }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    configureAir(sys.services, { positions: new OpenSkyClient({ baseUrl: `http://127.0.0.1:${portOf(server)}/api` }) });
    try {
      const r = await http(sys.urls.air, '/aircraft/flight/EK231', { key });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([
        {
          callsign: 'UAE231',
          registration: 'A6-EFA',
          icao24_hex: '896123',
          aircraft_type: 'B77L',
          lat: 25.4,
          lon: 55.1,
          alt_ft: 36000,
          ground_speed_kt: 486,
          heading: 272,
          vertical_rate_fpm: -500,
          operator_iata: 'EK',
          seen_at: new Date((t - 2) * 1000).toISOString(),
        },
      ]);
      expect(metadataHits).toBe(1);
      // Swiss flies LX under the ICAO designator SWR; OpenSky has no metadata for it here.
      const lx = await http(sys.urls.air, '/aircraft/flight/LX231', { key });
      expect(lx.body.data).toEqual([
        expect.objectContaining({
          callsign: 'SWR231',
          operator_iata: 'LX',
          registration: null,
          aircraft_type: null,
          alt_ft: 9843,
        }),
      ]);
      expect((await http(sys.urls.air, '/aircraft/flight/EK232', { key })).status).toBe(404);
    } finally {
      configureAir(sys.services, { positions: new SandboxPositions() });
      await closeServer(server);
    }
  });
});
