// Ocean connectors, without the rest of the system: identifiers and check digits, the DCSA
// Track & Trace client against a local DCSA server over real HTTP, the deterministic sandbox
// carrier network driven by a DrivenClock, the AIS feeds and the position rules.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DrivenClock } from '../../platform/clock.js';
import {
  normaliseIdentifier,
  detectIdentifierType,
  isValidContainerNumber,
  suggestCorrection,
  checkContainerNumber,
  containerCheckDigit,
  carrierForBicPrefix,
  inferCarrier,
} from '../../subgraphs/ocean/decide/reference-numbers.js';
import {
  ConnectorError,
  type CarrierEvent,
  type Reference,
  type TrackingSnapshot,
} from '../../subgraphs/ocean/connectors/types.js';
import { DcsaCarrierConnector } from '../../subgraphs/ocean/connectors/dcsa.js';
import {
  startDcsaTestServer,
  startScriptedDcsaServer,
  dcsaFixtureEvents,
  snapshotToDcsaEvents,
  FIXTURE_BL,
  FIXTURE_BOOKING,
  FIXTURE_BOXES,
  type DcsaTestServer,
} from '../support/dcsa-test-server.js';
import { createSandboxCarrierNetwork, type SandboxCarrierNetwork } from '../../subgraphs/ocean/connectors/sandbox.js';
import { SANDBOX_DEMO_REFERENCES } from '../../subgraphs/ocean/connectors/sandbox-demo.js';
import { loadSandboxRefData } from '../../subgraphs/ocean/connectors/sandbox-data.js';
import {
  SandboxAisFeed,
  HttpAisFeed,
  UnconfiguredAisFeed,
  parseAisRecord,
} from '../../subgraphs/ocean/connectors/ais.js';
import {
  positionAgeHours,
  positionFreshness,
  reconcileNavStatus,
  nearestPort,
} from '../../subgraphs/ocean/decide/positions.js';
import { distanceNm } from '../../platform/geo.js';
import {
  createCarrierConnectors,
  createVesselFeed,
  oceanConnectorEnv,
  parseDcsaCarriers,
} from '../../subgraphs/ocean/connectors/index.js';

const START = '2026-11-21T12:00:00Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ref = loadSandboxRefData();

const container = (identifier: string, carrierScac: string | null = null): Reference => ({
  identifier,
  identifierType: 'container_id',
  carrierScac,
});
const bl = (identifier: string, carrierScac: string | null = null): Reference => ({
  identifier,
  identifierType: 'bill_of_lading',
  carrierScac,
});

// ---------------------------------------------------------------------------------------------
describe('identifiers', () => {
  it('validates ISO 6346 check digits', () => {
    for (const n of ['CSQU3054383', 'HLXU2008419', 'TCNU2633195', 'MRKU9465770']) {
      expect(isValidContainerNumber(n)).toBe(true);
      expect(suggestCorrection(n)).toBe(n);
    }
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it('rejects a wrong check digit and suggests the correction', () => {
    expect(isValidContainerNumber('CSQU3054380')).toBe(false);
    expect(suggestCorrection('CSQU3054380')).toBe('CSQU3054383');
    expect(suggestCorrection('mrku 946577-1')).toBe('MRKU9465770');
    expect(suggestCorrection('MAEU240512345')).toBeNull();
    const c = checkContainerNumber('HLXU2008410');
    expect(c).toMatchObject({
      wellFormed: true,
      valid: false,
      checkDigit: 0,
      expectedCheckDigit: 9,
      suggestion: 'HLXU2008419',
      ownerCode: 'HLX',
      categoryIdentifier: 'U',
    });
    expect(checkContainerNumber('HLXU200841').wellFormed).toBe(false);
  });

  it('normalises and detects identifier types', () => {
    expect(normaliseIdentifier('  mrku 946577-0 ')).toBe('MRKU9465770');
    expect(detectIdentifierType('mrku 946577-0')).toBe('container_id');
    expect(detectIdentifierType('CSQU3054380')).toBe('container_id'); // shape wins; digit checked separately
    for (const b of ['MAEU240512345', 'HLCUHAM2101234', 'MEDUXX123456', 'COSU6123456789', 'ONEYTYOB12345600']) {
      expect(detectIdentifierType(b)).toBe('bill_of_lading');
    }
    expect(detectIdentifierType('MAEUAB123', ref.carriers)).toBe('bill_of_lading'); // known SCAC prefix
    for (const k of ['240512345', '6123457890', 'ABC709951', '1AB2345678'])
      expect(detectIdentifierType(k)).toBe('booking');
    for (const x of ['', 'hello', '12345', 'MAEU', 'AB-!']) expect(detectIdentifierType(x)).toBeNull();
  });

  it('finds the carrier behind a BIC prefix or a B/L prefix', () => {
    expect(carrierForBicPrefix('MRKU9465770', ref.carriers)?.scac).toBe('MAEU');
    expect(carrierForBicPrefix('HLXU', ref.carriers)?.scac).toBe('HLCU');
    expect(carrierForBicPrefix('TCNU2633195', ref.carriers)).toBeNull(); // lessor box
    expect(inferCarrier('MEDUXX123456', 'bill_of_lading', ref.carriers)?.scac).toBe('MSCU');
    expect(inferCarrier('HLCUHAM2101234', 'bill_of_lading', ref.carriers)?.scac).toBe('HLCU');
    expect(inferCarrier('240512345', 'booking', ref.carriers)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
describe('DCSA Track & Trace client against a local DCSA server', () => {
  let server: DcsaTestServer;
  let linkServer: DcsaTestServer;
  beforeAll(async () => {
    server = await startDcsaTestServer({ events: dcsaFixtureEvents(), apiKey: 'k-123', apiKeyHeader: 'Consumer-Key' });
    linkServer = await startDcsaTestServer({
      events: dcsaFixtureEvents(),
      bearerToken: 'tok-9',
      nextPage: 'link',
      basePath: '/tnt/v2',
    });
  });
  afterAll(async () => {
    await server?.close();
    await linkServer?.close();
  });
  const client = (over: Partial<ConstructorParameters<typeof DcsaCarrierConnector>[0]> = {}) =>
    new DcsaCarrierConnector({
      scac: 'MAEU',
      baseUrl: server.baseUrl,
      apiKey: 'k-123',
      apiKeyHeader: 'Consumer-Key',
      timeoutMs: 2_000,
      pageSize: 5,
      ...over,
    });

  it('pages through Next-Page cursors and maps a B/L to a snapshot', async () => {
    server.requests.length = 0;
    const snap = await client().poll(bl(FIXTURE_BL));
    // 23 events reference the B/L (the booking confirmation refers to the booking only),
    // 5 per page: 5 requests, the later ones carrying the cursor.
    const pages = server.requests.filter((r) => r.status === 200);
    expect(pages).toHaveLength(5);
    expect(pages[0]!.query).toMatchObject({ transportDocumentReference: FIXTURE_BL, limit: '5' });
    expect(pages[0]!.query.cursor).toBeUndefined();
    expect(pages.slice(1).every((r) => typeof r.query.cursor === 'string')).toBe(true);
    expect(pages[0]!.headers['consumer-key']).toBe('k-123');
    expect(pages[0]!.headers['api-version']).toBe('2');

    expect(snap).toMatchObject({
      carrierScac: 'MAEU',
      found: true,
      billOfLading: FIXTURE_BL,
      booking: FIXTURE_BOOKING,
      originUnlocode: 'CNNGB',
      destinationUnlocode: 'NLRTM',
      routePorts: ['CNNGB', 'SGSIN', 'NLRTM'],
    });
    expect(snap.containers).toEqual(FIXTURE_BOXES.map((number) => ({ number, isoTypeCode: '45G1' })));
    expect(snap.events.some((e) => e.equipmentReference === 'MSCU1234566')).toBe(false); // other shipment
  });

  it('keeps the best message per milestone: ACT over EST over PLN, newest EST', async () => {
    const snap = await client().poll(bl(FIXTURE_BL));
    const find = (code: string, unlocode: string, box: string | null = null) =>
      snap.events.filter((e) => e.code === code && e.unlocode === unlocode && e.equipmentReference === box);
    const depaNgb = find('DEPA', 'CNNGB');
    expect(depaNgb).toHaveLength(1);
    expect(depaNgb[0]).toMatchObject({
      classifier: 'ACT',
      eventDateTime: '2026-11-01T11:42:00Z',
      vesselImo: '9778791',
      vesselName: 'MADRID MAERSK',
      voyage: '445W',
      modeOfTransport: 'VESSEL',
      eventType: 'TRANSPORT',
    });
    const arriRtm = find('ARRI', 'NLRTM');
    expect(arriRtm).toHaveLength(1);
    expect(arriRtm[0]).toMatchObject({
      classifier: 'EST',
      eventDateTime: '2026-12-02T13:00:00Z',
      remark: 'Bad weather in the Bay of Biscay',
      vesselName: 'EMMA MAERSK',
      voyage: '447W',
    });
    const loadNgb = find('LOAD', 'CNNGB', 'MRKU9465770');
    expect(loadNgb).toHaveLength(1);
    expect(loadNgb[0]).toMatchObject({
      classifier: 'ACT',
      eventDateTime: '2026-11-01T02:20:00Z',
      emptyIndicator: 'LADEN',
      eventType: 'EQUIPMENT',
    });
    expect(find('DISC', 'NLRTM', 'MSKU1234565')[0]).toMatchObject({
      classifier: 'PLN',
      eventDateTime: '2026-12-01T06:00:00Z',
    });
    const gtot = find('GTOT', 'CNNGB', 'MRKU9465770')[0]!;
    expect(gtot).toMatchObject({
      classifier: 'ACT',
      emptyIndicator: 'EMPTY',
      facilityName: 'Ningbo Beilun Empty Depot',
    });
    const shipment = snap.events.filter((e) => e.eventType === 'SHIPMENT').map((e) => e.code);
    expect(shipment).toEqual(['ISSU']);
    // Sorted by time, UTC with Z, ids unique and stable across polls.
    const times = snap.events.map((e) => e.eventDateTime);
    expect([...times].sort()).toEqual(times);
    expect(times.every((t) => t.endsWith('Z'))).toBe(true);
    expect(new Set(snap.events.map((e) => e.eventId)).size).toBe(snap.events.length);
    const again = await client().poll(bl(FIXTURE_BL));
    expect(again.events.map((e) => e.eventId)).toEqual(snap.events.map((e) => e.eventId));
  });

  it('queries by equipmentReference and by carrierBookingReference', async () => {
    server.requests.length = 0;
    const box = await client({ pageSize: 100 }).poll(container(FIXTURE_BOXES[1]));
    expect(server.requests[0]!.query.equipmentReference).toBe(FIXTURE_BOXES[1]);
    expect(box.found).toBe(true);
    expect(box.containers).toEqual([{ number: FIXTURE_BOXES[1], isoTypeCode: '45G1' }]);
    expect(box.events.filter((e) => e.equipmentReference).every((e) => e.equipmentReference === FIXTURE_BOXES[1])).toBe(
      true,
    );
    expect(box.events.some((e) => e.code === 'DEPA')).toBe(true); // the shipment's vessel events come along
    expect(box.billOfLading).toBe(FIXTURE_BL);
    const bkg = await client().poll({ identifier: FIXTURE_BOOKING, identifierType: 'booking', carrierScac: 'MAEU' });
    expect(server.requests.at(-1)!.query.carrierBookingReference).toBe(FIXTURE_BOOKING);
    expect(bkg.containers).toHaveLength(2);
    expect(bkg.events.filter((e) => e.eventType === 'SHIPMENT').map((e) => e.code)).toEqual(['CONF']);
    expect(bkg.billOfLading).toBe(FIXTURE_BL);
  });

  it('follows Next-Page links and authenticates with a bearer token', async () => {
    const c = new DcsaCarrierConnector({
      scac: 'MAEU',
      baseUrl: linkServer.baseUrl,
      bearerToken: 'tok-9',
      timeoutMs: 2_000,
      pageSize: 4,
    });
    const snap = await c.poll(bl(FIXTURE_BL));
    expect(linkServer.requests.filter((r) => r.status === 200)).toHaveLength(6);
    expect(linkServer.requests[0]!.headers.authorization).toBe('Bearer tok-9');
    expect(snap.routePorts).toEqual(['CNNGB', 'SGSIN', 'NLRTM']);
  });

  it('answers found=false for a reference the carrier does not know', async () => {
    const snap = await client().poll(bl('MAEU999999999'));
    expect(snap).toMatchObject({ found: false, containers: [], events: [], routePorts: [] });
  });

  it('turns refused credentials into a non-retryable ConnectorError', async () => {
    const err = await client({ apiKey: 'wrong' })
      .poll(bl(FIXTURE_BL))
      .catch((e) => e);
    expect(err).toBeInstanceOf(ConnectorError);
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/401.*unauthorized/);
    const noKey = await client({ apiKey: undefined })
      .poll(bl(FIXTURE_BL))
      .catch((e) => e);
    expect(noKey).toBeInstanceOf(ConnectorError);
  });

  it('turns a time-out into a retryable ConnectorError', async () => {
    server.behaviour.hold = true; // the carrier answers only when the test lets it
    try {
      const err = await client({ timeoutMs: 100 })
        .poll(bl(FIXTURE_BL))
        .catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.retryable).toBe(true);
      expect(err.message).toMatch(/timed out after 100 ms/);
      expect(server.heldAnswers).toBe(1); // gave up while the carrier had still not answered
    } finally {
      server.behaviour.hold = false;
      server.releaseHeld();
    }
  });

  it('turns 5xx into a retryable ConnectorError, then recovers', async () => {
    server.behaviour.failStatus = 503;
    server.behaviour.failTimes = 1;
    try {
      const err = await client()
        .poll(bl(FIXTURE_BL))
        .catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.retryable).toBe(true);
      expect(err.message).toMatch(/HTTP 503/);
      expect((await client().poll(bl(FIXTURE_BL))).found).toBe(true);
    } finally {
      server.behaviour.failStatus = null;
      server.behaviour.failTimes = Infinity;
    }
  });

  it('rejects a connection refused and a body that is not an event array', async () => {
    const dead = new DcsaCarrierConnector({ scac: 'MAEU', baseUrl: 'http://127.0.0.1:9/v2', timeoutMs: 1_000 });
    const err = await dead.poll(bl(FIXTURE_BL)).catch((e) => e);
    expect(err).toBeInstanceOf(ConnectorError);
    const odd = http.createServer((_q, r) => {
      r.writeHead(200, { 'content-type': 'application/json' });
      r.end('{"events":[]}');
    });
    await new Promise<void>((res) => odd.listen(0, '127.0.0.1', res));
    try {
      const c = new DcsaCarrierConnector({
        scac: 'MAEU',
        baseUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}/v2`,
        timeoutMs: 1_000,
      });
      const e2 = await c.poll(bl(FIXTURE_BL)).catch((e) => e);
      expect(e2).toBeInstanceOf(ConnectorError);
      expect(e2.message).toMatch(/not an event array/);
    } finally {
      await new Promise((res) => odd.close(res));
    }
  });

  it('issue 40: follows Next-Page only on its own origin, reads a cursor that starts with "/", keeps page 1 when page 2 fails', async () => {
    const s = await startScriptedDcsaServer();
    try {
      const events = dcsaFixtureEvents().filter((e) => e.eventType === 'TRANSPORT');
      const c = new DcsaCarrierConnector(
        { scac: 'MAEU', baseUrl: s.baseUrl, apiKey: 'k-123', bearerToken: 'tok-9', timeoutMs: 2_000 },
        fetch,
        { log: { warn: () => {} } },
      );
      // An absolute link to another origin: never requested, so our credentials stay home.
      s.setScript({
        first: { body: events.slice(0, 3), headers: { 'Next-Page': '{other}/v2/events?cursor=abc' } },
        'cursor:abc': { body: events.slice(3) },
      });
      const refused = await c.poll(bl(FIXTURE_BL));
      expect(s.foreign).toEqual([]);
      expect(s.requests).toHaveLength(1);
      expect(refused.found).toBe(true);
      expect(refused.warnings).toEqual([expect.stringMatching(/outside the configured .*no credentials sent/)]);
      // A base64 cursor token starting with '/' is a cursor, not a path.
      s.setScript({
        first: { body: events.slice(0, 3), headers: { 'Next-Page': '/E9mZnNldHw9NSZsaW1pdD01' } },
        'cursor:/E9mZnNldHw9NSZsaW1pdD01': { body: events.slice(3) },
      });
      const slash = await c.poll(bl(FIXTURE_BL));
      expect(s.requests.map((r) => r.status)).toEqual([200, 200]);
      expect(slash.warnings).toBeUndefined();
      expect(slash.routePorts).toEqual(['CNNGB', 'SGSIN', 'NLRTM']);
      // Page 2 answering 404 (three times): page 1 is kept, found stays true.
      s.setScript({
        first: { body: events.slice(0, 3), headers: { 'Next-Page': 'p2' } },
        'cursor:p2': { status: 404, body: { errors: [{ reason: 'notFound' }] } },
      });
      const lost = await c.poll(bl(FIXTURE_BL));
      expect(s.requests).toHaveLength(4);
      expect(lost.found).toBe(true);
      expect(lost.events.length).toBeGreaterThan(0);
      expect(lost.warnings).toEqual([expect.stringMatching(/^page 2 failed: HTTP 404/)]);
    } finally {
      await s.close();
    }
  });

  it('round-trips a sandbox shipment through DCSA JSON and back', async () => {
    const clock = new DrivenClock(START);
    const sandbox = createSandboxCarrierNetwork(clock);
    const id = findReference(
      sandbox,
      (s) => s.containers.length >= 2 && s.events.some((e) => e.classifier !== 'ACT'),
      (i) => bl(`MAEU${250000000 + i * 7}`, 'MAEU'),
    );
    const snap = await sandbox.poll(bl(id, 'MAEU'));
    const s2 = await startDcsaTestServer({ events: snapshotToDcsaEvents(snap) });
    try {
      const got = await new DcsaCarrierConnector({
        scac: 'MAEU',
        baseUrl: s2.baseUrl,
        timeoutMs: 2_000,
        pageSize: 7,
      }).poll(bl(id, 'MAEU'));
      const shape = (e: CarrierEvent) =>
        [
          e.eventType,
          e.code,
          e.classifier,
          e.eventDateTime,
          e.unlocode,
          e.equipmentReference,
          e.vesselImo,
          e.voyage,
          e.emptyIndicator,
        ].join('|');
      expect(got.events.map(shape).sort()).toEqual(snap.events.map(shape).sort());
      expect(got.containers).toEqual(snap.containers);
      expect(got.routePorts).toEqual(snap.routePorts);
    } finally {
      await s2.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
/** First reference (from a generator) whose sandbox snapshot at the network's clock matches. */
function findReference(
  net: SandboxCarrierNetwork,
  ok: (s: TrackingSnapshot) => boolean,
  gen: (i: number) => Reference,
  at?: Date,
): string {
  for (let i = 0; i < 400; i++) {
    const r = gen(i);
    const s = net.snapshotAt(r, at ?? new Date(START));
    if (s.found && ok(s)) return r.identifier;
  }
  throw new Error('no matching reference');
}

function boxNumber(prefix: string, i: number): string {
  const head = `${prefix}${String(100000 + i * 7919).slice(-6)}`;
  return `${head}${containerCheckDigit(head)}`;
}

describe('sandbox carrier network', () => {
  it('is a pure function of identifier, carrier and clock', async () => {
    const c1 = new DrivenClock(START);
    const c2 = new DrivenClock(START);
    const a = createSandboxCarrierNetwork(c1);
    const b = createSandboxCarrierNetwork(c2);
    for (const d of SANDBOX_DEMO_REFERENCES) {
      const r = { identifier: d.identifier, identifierType: d.identifierType, carrierScac: d.carrierScac };
      const first = await a.poll(r);
      expect(first.found).toBe(true);
      expect(await b.poll(r)).toEqual(first);
      expect(await a.poll(r)).toEqual(first);
      c1.advance(9 * DAY);
      await a.poll(r);
      c1.set(START);
      expect(await a.poll(r)).toEqual(first); // back in time: the same answer
    }
  });

  it('moves a box through its whole lifecycle as the clock advances', async () => {
    const clock = new DrivenClock(START);
    const net = createSandboxCarrierNetwork(clock);
    // A box whose trip has a transshipment, starting from its empty pick-up.
    const id = findReference(
      net,
      (s) => s.routePorts.length === 3,
      (i) => container(boxNumber('MSKU', i), 'MAEU'),
    );
    const r = container(id, 'MAEU');
    const plan = net.explain(r, new Date(START))!;
    clock.set(new Date(Date.parse(plan.start) + HOUR));
    const seen = new Map<string, CarrierEvent>(); // eventId → first ACT
    const order: string[] = [];
    let etaSeen = new Set<string>();
    for (let step = 0; step < 400; step++) {
      const snap = await net.poll(r);
      const now = clock.now().toISOString();
      expect(snap.found).toBe(true);
      expect(snap.routePorts).toEqual(plan.ports);
      for (const e of snap.events) {
        if (e.classifier === 'ACT') {
          expect(e.eventDateTime <= now).toBe(true);
          const prev = seen.get(e.eventId);
          if (prev)
            expect(e).toEqual(prev); // an actual never changes
          else {
            seen.set(e.eventId, e);
            if (e.eventType === 'EQUIPMENT') order.push(`${e.code}:${e.emptyIndicator}:${e.unlocode ?? '-'}`);
          }
        } else {
          expect(e.eventDateTime > now).toBe(true); // estimates and plans lie ahead
          if (e.code === 'ARRI' && e.unlocode === plan.ports[2]) etaSeen.add(e.eventDateTime);
        }
      }
      for (const id of seen.keys())
        expect(snap.events.some((e) => e.eventId === id && e.classifier === 'ACT')).toBe(true);
      if (order.at(-1)?.startsWith('GTIN:EMPTY')) break;
      clock.advance(12 * HOUR);
    }
    const [pol, hub, pod] = plan.ports;
    expect(order).toEqual([
      `GTOT:EMPTY:${pol}`,
      `GTIN:LADEN:${pol}`,
      `LOAD:LADEN:${pol}`,
      `DISC:LADEN:${hub}`,
      `LOAD:LADEN:${hub}`,
      `DISC:LADEN:${pod}`,
      `GTOT:LADEN:${pod}`,
      expect.stringMatching(/^GTIN:EMPTY:/),
    ]);
    expect(etaSeen.size).toBeGreaterThanOrEqual(1);
    const final = await net.poll(r);
    const codes = final.events.filter((e) => e.eventType === 'TRANSPORT').map((e) => `${e.code}:${e.unlocode}`);
    expect(codes).toEqual([`DEPA:${pol}`, `ARRI:${hub}`, `DEPA:${hub}`, `ARRI:${pod}`]);
    expect(final.events.every((e) => e.classifier === 'ACT')).toBe(true);
  });

  it('slips sailings and moves ETAs as the voyage progresses', async () => {
    const clock = new DrivenClock(START);
    const net = createSandboxCarrierNetwork(clock);
    let moved = 0;
    for (let i = 0; i < 40 && moved < 2; i++) {
      const r = bl(`HLCU${300000000 + i * 31}`, 'HLCU');
      const p = net.explain(r, new Date(START));
      if (!p) continue;
      clock.set(new Date(Date.parse(p.start) - 5 * DAY));
      const etas = new Set<string>();
      for (let t = 0; t < 60; t++) {
        const s = await net.poll(r);
        const arr = s.events.filter((e) => e.code === 'ARRI' && e.unlocode === s.destinationUnlocode);
        if (arr[0] && arr[0].classifier !== 'ACT') etas.add(arr[0].eventDateTime);
        clock.advance(2 * DAY);
      }
      if (etas.size > 1) moved++;
    }
    expect(moved).toBe(2);
  });

  it('puts 1–4 boxes on a B/L or booking, each with its own moves', async () => {
    const net = createSandboxCarrierNetwork(new DrivenClock(START));
    const counts = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = net.snapshotAt(bl(`CMDU${400000000 + i * 13}`, 'CMDU'), new Date(START));
      if (!s.found) continue;
      expect(s.containers.length).toBeGreaterThanOrEqual(1);
      expect(s.containers.length).toBeLessThanOrEqual(4);
      counts.add(s.containers.length);
      expect(s.billOfLading).toBe(`CMDU${400000000 + i * 13}`);
      for (const c of s.containers) {
        expect(isValidContainerNumber(c.number)).toBe(true);
        expect(c.isoTypeCode).toMatch(/^[0-9L][0-9][A-Z][0-9]$/);
      }
    }
    expect(counts.size).toBeGreaterThanOrEqual(3);
    const net2 = createSandboxCarrierNetwork(new DrivenClock(START));
    const id = findReference(
      net2,
      (s) => s.containers.length >= 3 && s.events.some((e) => e.code === 'LOAD' && e.classifier === 'ACT'),
      (i) => bl(`CMDU${400000000 + i * 13}`, 'CMDU'),
    );
    const s = net2.snapshotAt(bl(id, 'CMDU'), new Date(START));
    for (const c of s.containers) {
      expect(
        s.events.filter((e) => e.code === 'LOAD' && e.equipmentReference === c.number).length,
      ).toBeGreaterThanOrEqual(1);
    }
    // Transport events are the shipment's, once per call, whatever the number of boxes.
    const depa = s.events.filter((e) => e.code === 'DEPA').map((e) => e.unlocode);
    expect(new Set(depa).size).toBe(depa.length);
  });

  it("does not find a wrong check digit, another line's box, or a deterministic ~5% of references", async () => {
    const net = createSandboxCarrierNetwork(new DrivenClock(START));
    expect((await net.poll(container('MRKU9465771', 'MAEU'))).found).toBe(false);
    expect((await net.poll(container('MRKU9465770', 'MSCU'))).found).toBe(false);
    expect((await net.poll(bl('HLCUHAM2101234', 'MAEU'))).found).toBe(false);
    expect((await net.poll(container('MRKU9465770', 'XXXX'))).found).toBe(false);
    let missing = 0;
    const N = 400;
    for (let i = 0; i < N; i++)
      if (!net.snapshotAt(container(boxNumber('TGHU', i), 'MSCU'), new Date(START)).found) missing++;
    expect(missing / N).toBeGreaterThan(0.01);
    expect(missing / N).toBeLessThan(0.1);
  });

  it('attributes an unattributed reference to a carrier', async () => {
    const net = createSandboxCarrierNetwork(new DrivenClock(START));
    expect((await net.poll(container('MRKU9465770'))).carrierScac).toBe('MAEU');
    const lessor = await net.poll(container('TCNU2633195'));
    expect(ref.carrierByScac.has(lessor.carrierScac)).toBe(true);
  });

  it('sails every one of the 65 carriers over shipped ports and vessels', () => {
    expect(ref.carriers).toHaveLength(65);
    const net = createSandboxCarrierNetwork(new DrivenClock(START));
    for (const c of ref.carriers) {
      const id = findReference(
        net,
        (s) => s.events.some((e) => e.code === 'DEPA'),
        (i) => ({ identifier: `${700000000 + i * 101}`, identifierType: 'booking', carrierScac: c.scac }),
      );
      const s = net.snapshotAt({ identifier: id, identifierType: 'booking', carrierScac: c.scac }, new Date(START));
      expect(s.carrierScac).toBe(c.scac);
      expect(s.routePorts.length).toBeGreaterThanOrEqual(2);
      expect(s.routePorts.length).toBeLessThanOrEqual(4);
      for (const p of s.routePorts) {
        const port = ref.portByCode.get(p);
        expect(port?.lat, `${c.scac} ${p}`).not.toBeNull();
      }
      for (const e of s.events) {
        if (e.vesselImo) expect(ref.vesselByImo.get(e.vesselImo)?.name).toBe(e.vesselName);
        if (e.unlocode) expect(ref.portByCode.has(e.unlocode)).toBe(true);
      }
    }
  });

  it('shows a customs hold and its release at the destination', () => {
    const net = createSandboxCarrierNetwork(new DrivenClock(START));
    const id = findReference(
      net,
      (s) => s.events.some((e) => e.code === 'RELS'),
      (i) => container(boxNumber('MSCU', i), 'MSCU'),
    );
    const s = net.snapshotAt(container(id, 'MSCU'), new Date(START));
    const hold = s.events.find((e) => e.code === 'HOLD')!;
    const rels = s.events.find((e) => e.code === 'RELS')!;
    expect(hold).toMatchObject({ eventType: 'SHIPMENT', classifier: 'ACT', unlocode: s.destinationUnlocode });
    expect(hold.remark).toBeTruthy();
    expect(rels.eventDateTime > hold.eventDateTime).toBe(true);
    const pickUp = s.events.find((e) => e.code === 'GTOT' && e.emptyIndicator === 'LADEN');
    if (pickUp) expect(pickUp.eventDateTime > rels.eventDateTime).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
describe('vessel positions', () => {
  it('measures fix age and buckets freshness', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(positionAgeHours('2026-11-21T11:30:00Z', now)).toBe(0.5);
    expect(positionAgeHours('2026-11-19T12:00:00Z', now)).toBe(48);
    expect(positionAgeHours('2026-11-21T12:10:00Z', now)).toBe(0); // provider clock ahead
    expect(positionAgeHours(null, now)).toBeNull();
    expect(positionAgeHours('garbage', now)).toBeNull();
    const cases: [number | null, string][] = [
      [0, 'live'],
      [0.99, 'live'],
      [1, 'recent'],
      [5.99, 'recent'],
      [6, 'stale'],
      [23.99, 'stale'],
      [24, 'outdated'],
      [500, 'outdated'],
      [null, 'unknown'],
      [NaN, 'unknown'],
    ];
    for (const [age, bucket] of cases) expect(positionFreshness(age)).toBe(bucket);
  });

  it('drops a moored or anchored claim the position contradicts', () => {
    const rtm = ref.portByCode.get('NLRTM')!;
    const at = (lat: number, lng: number, speedKnots: number, navStatus: 'moored' | 'at_anchor' | 'under_way') => ({
      lat,
      lng,
      speedKnots,
      navStatus,
    });
    // Moored but doing 14 kn: under way.
    expect(reconcileNavStatus(at(51.95, 4.05, 14.2, 'moored'), rtm)).toMatchObject({
      navStatus: 'under_way',
      claimed: 'moored',
      dropped: true,
    });
    // Moored, still, but mid North Sea (~100 nm out): unknown.
    const far = reconcileNavStatus(at(53.3, 2.9, 0.3, 'moored'), nearestPort({ lat: 53.3, lng: 2.9 }, ref.ports));
    expect(far).toMatchObject({ navStatus: 'unknown', dropped: true });
    // Moored at the berth, anchored in the roads: kept.
    expect(reconcileNavStatus(at(51.95, 4.1, 0.1, 'moored'), rtm)).toMatchObject({
      navStatus: 'moored',
      dropped: false,
    });
    expect(reconcileNavStatus(at(52.1, 3.75, 0.4, 'at_anchor'), { distanceNm: 18 })).toMatchObject({
      navStatus: 'at_anchor',
      dropped: false,
    });
    expect(reconcileNavStatus(at(52.1, 3.75, 0.4, 'at_anchor'), { distanceNm: 40 })).toMatchObject({
      navStatus: 'unknown',
      dropped: true,
    });
    expect(reconcileNavStatus(at(52.1, 3.75, 0.4, 'moored'), null)).toMatchObject({
      navStatus: 'unknown',
      dropped: true,
    });
    // Other statuses pass through.
    expect(reconcileNavStatus(at(40, -30, 18, 'under_way'), null)).toMatchObject({
      navStatus: 'under_way',
      dropped: false,
    });
  });

  it('places sandbox vessels deterministically, with stale, missing and contradicted fixes', async () => {
    const clock = new DrivenClock(START);
    const feed = new SandboxAisFeed(clock);
    const imos = ref.vessels.map((v) => v.imo);
    const fixes = await feed.latest([...imos, '0000000']);
    expect(await new SandboxAisFeed(new DrivenClock(START)).latest(imos)).toEqual(fixes);
    expect(fixes.length).toBeLessThan(imos.length); // some vessels never report
    expect(fixes.length).toBeGreaterThan(imos.length * 0.8);
    const now = clock.now();
    const buckets = new Map<string, number>();
    let dropped = 0;
    for (const f of fixes) {
      expect(f.fixAt <= now.toISOString()).toBe(true);
      expect(ref.vesselByImo.get(f.imo)?.name).toBe(f.name);
      const b = positionFreshness(positionAgeHours(f.fixAt, now));
      buckets.set(b, (buckets.get(b) ?? 0) + 1);
      const v = reconcileNavStatus(f, nearestPort(f, ref.ports));
      if (v.dropped) dropped++;
      if (f.navStatus === 'moored' && !v.dropped) expect(f.speedKnots).toBeLessThanOrEqual(3);
      if (f.navStatus === 'under_way') expect(f.speedKnots).toBeGreaterThan(3);
    }
    expect(buckets.get('live')).toBeGreaterThan(fixes.length / 2);
    expect((buckets.get('recent') ?? 0) + (buckets.get('stale') ?? 0) + (buckets.get('outdated') ?? 0)).toBeGreaterThan(
      0,
    );
    // Across a few days some crews leave "moored" set after sailing; the rule drops it.
    for (let d = 0; d < 6 && dropped === 0; d++) {
      clock.advance(7 * HOUR);
      for (const f of await feed.latest(imos)) if (reconcileNavStatus(f, nearestPort(f, ref.ports)).dropped) dropped++;
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('puts the vessel carrying a box between the ports of its current leg', async () => {
    const clock = new DrivenClock(START);
    const net = createSandboxCarrierNetwork(clock);
    const feed = new SandboxAisFeed(clock);
    let checked = 0;
    for (let i = 0; i < 200 && checked < 5; i++) {
      const s = net.snapshotAt(container(boxNumber('MSCU', i), 'MSCU'), clock.now());
      if (!s.found) continue;
      const acts = s.events.filter((e) => e.classifier === 'ACT' && e.eventType === 'TRANSPORT');
      const last = acts.at(-1);
      if (last?.code !== 'DEPA') continue;
      const next = s.events.find((e) => e.code === 'ARRI' && e.vesselImo === last.vesselImo && e.classifier !== 'ACT');
      if (!next || !last.vesselImo) continue;
      const fix = feed.fixAt(last.vesselImo, clock.now());
      if (!fix || positionFreshness(positionAgeHours(fix.fixAt, clock.now())) !== 'live') continue;
      const from = ref.portByCode.get(last.unlocode!)!,
        to = ref.portByCode.get(next.unlocode!)!;
      const p = { lat: fix.lat, lng: fix.lng };
      const gcFrom = distanceNm(p, { lat: from.lat!, lng: from.lng! });
      const gcTo = distanceNm(p, { lat: to.lat!, lng: to.lng! });
      const leg = distanceNm({ lat: from.lat!, lng: from.lng! }, { lat: to.lat!, lng: to.lng! });
      // Sea lanes bend around land, so allow slack over the great circle.
      expect(gcFrom + gcTo).toBeLessThan(leg * 2.2 + 400);
      expect(['under_way', 'moored', 'at_anchor']).toContain(fix.navStatus);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('reads provider records over HTTP (MarineTraffic-style jsono)', async () => {
    const seen: string[] = [];
    const srv = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      const imo = /imo:(\d+)/.exec(req.url ?? '')?.[1];
      if (imo === '9999999') {
        res.writeHead(500);
        res.end('oops');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          imo === '9321483'
            ? [
                {
                  MMSI: '219606000',
                  IMO: '9321483',
                  SHIPNAME: 'EMMA MAERSK',
                  LAT: '51.9513',
                  LON: '4.0491',
                  SPEED: '0',
                  HEADING: '511',
                  COURSE: '87',
                  STATUS: '5',
                  TIMESTAMP: '2026-11-21T11:40:00',
                  DSRC: 'TER',
                },
              ]
            : [
                {
                  MMSI: '636019825',
                  IMO: imo,
                  SHIPNAME: 'SOMEONE',
                  LAT: 12.5,
                  LON: 45.1,
                  SPEED: 165,
                  HEADING: 274,
                  STATUS: 0,
                  TIMESTAMP: '2026-11-20T03:00:00',
                },
              ],
        ),
      );
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      const port = (srv.address() as AddressInfo).port;
      const feed = new HttpAisFeed({
        urlTemplate: `http://127.0.0.1:${port}/api/exportvessel/v:5/{key}/protocol:jsono/imo:{imo}`,
        apiKey: 'abc',
        timeoutMs: 1_000,
      });
      const fixes = await feed.latest(['9321483', '9619907', 'bad']);
      expect(seen).toHaveLength(2);
      expect(seen[0]).toContain('/abc/');
      expect(fixes[0]).toEqual({
        imo: '9321483',
        name: 'EMMA MAERSK',
        lat: 51.9513,
        lng: 4.0491,
        speedKnots: 0,
        headingDeg: 87,
        navStatus: 'moored',
        fixAt: '2026-11-21T11:40:00.000Z',
      });
      expect(fixes[1]).toMatchObject({ imo: '9619907', speedKnots: 16.5, headingDeg: 274, navStatus: 'under_way' });
      const err = await feed.latest(['9999999']).catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.retryable).toBe(true);
    } finally {
      await new Promise((r) => srv.close(r));
    }
    expect(parseAisRecord({ IMO: '1234567', LAT: 'x', LON: 1, TIMESTAMP: '2026-01-01T00:00:00' })).toBeNull();
    expect(await new UnconfiguredAisFeed().latest(['9321483'])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('connector selection', () => {
  /** What the connectors see of Services, configured from the given environment. */
  const servicesWith = (sandbox: boolean, env: NodeJS.ProcessEnv) => ({
    sandbox,
    clock: new DrivenClock(START),
    config: { ocean: oceanConnectorEnv(env) },
  });

  it('uses the sandbox for every carrier when services.sandbox is true', async () => {
    const c = createCarrierConnectors(servicesWith(true, {}));
    expect(c.sandbox).toBe(true);
    expect(c.forCarrier('MAEU')?.kind).toBe('sandbox');
    expect(c.forCarrier(null)?.kind).toBe('sandbox');
    expect(createVesselFeed(servicesWith(true, {})).kind).toBe('sandbox');
  });

  it('builds DCSA clients from DCSA_CARRIERS otherwise', async () => {
    const env = {
      DCSA_CARRIERS:
        'MAEU=https://api.maersk.example/tnt/v2;key=abc;keyHeader=Consumer-Key, hlcu=https://api.hlag.example/v2;bearer=t0k;timeout=5000',
      DCSA_TIMEOUT_MS: '8000',
    };
    const c = createCarrierConnectors(servicesWith(false, env));
    expect(c.configuredCarriers()).toEqual(['MAEU', 'HLCU']);
    expect(c.forCarrier('maeu')?.kind).toBe('dcsa');
    expect(c.forCarrier('MSCU')).toBeNull();
    expect(c.forCarrier(null)).toBeNull();
    expect(parseDcsaCarriers(env.DCSA_CARRIERS, 8000)).toEqual([
      {
        scac: 'MAEU',
        baseUrl: 'https://api.maersk.example/tnt/v2',
        apiKey: 'abc',
        apiKeyHeader: 'Consumer-Key',
        timeoutMs: 8000,
      },
      { scac: 'HLCU', baseUrl: 'https://api.hlag.example/v2', bearerToken: 't0k', timeoutMs: 5000 },
    ]);
    expect(() => parseDcsaCarriers('MAEU')).toThrow(/SCAC=/);
    expect(() => parseDcsaCarriers('MAEU=https://x/v2;colour=blue')).toThrow(/unknown option/);
    expect(() => oceanConnectorEnv({ DCSA_TIMEOUT_MS: 'soon' })).toThrow(/DCSA_TIMEOUT_MS must be a positive integer/);
    expect(createVesselFeed(servicesWith(false, {}))).toBeInstanceOf(UnconfiguredAisFeed);
    expect(createVesselFeed(servicesWith(false, { AIS_PROVIDER_URL: 'https://ais.example/{imo}' }))).toBeInstanceOf(
      HttpAisFeed,
    );
  });

  it('polls a carrier over HTTP when configured against the local DCSA server', async () => {
    const server = await startDcsaTestServer({ events: dcsaFixtureEvents(), apiKey: 'secret' });
    try {
      const c = createCarrierConnectors(servicesWith(false, { DCSA_CARRIERS: `MAEU=${server.baseUrl};key=secret` }));
      const snap = await c.forCarrier('MAEU')!.poll(bl(FIXTURE_BL, 'MAEU'));
      expect(snap.found).toBe(true);
      expect(snap.containers).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
