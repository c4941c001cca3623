// A local server speaking the DCSA Track & Trace 2.2 events API over real HTTP (node:http),
// for tests of the DCSA client and of anything polling a "real" carrier (ocean, schedules,
// legacy surface). It serves GET {basePath}/events over a set of DCSA events with the spec's
// filters, `limit` + `cursor` pagination (Next-Page / Current-Page headers), API-key or bearer
// authentication, DCSA error bodies, and switches to make it slow or failing.
// Not a carrier: it only ever serves the events it was given.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TrackingSnapshot } from '../../subgraphs/ocean/connectors/types.js';
import { carrierEventToDcsa, type DcsaEvent } from '../../subgraphs/ocean/connectors/dcsa.js';
import { stableUuid } from '../../subgraphs/ocean/connectors/hash.js';

export interface DcsaTestServerOptions {
  events?: DcsaEvent[];
  /** Required API key (header `apiKeyHeader`, default API-Key); unset = not checked. */
  apiKey?: string;
  apiKeyHeader?: string;
  /** Required bearer token; unset = not checked. */
  bearerToken?: string;
  /** Page size when the request has no `limit` (the spec's default is 100). */
  defaultLimit?: number;
  /** Next-Page as a cursor token (the spec's example) or as a link to the next page. */
  nextPage?: 'cursor' | 'link';
  /** Mount point of the API (default /v2, so the client's baseUrl is http://host:port/v2). */
  basePath?: string;
}

interface DcsaTestServerBehaviour {
  /** Hold every answer until releaseHeld() (time-out tests: the client must give up first). */
  hold: boolean;
  /** Answer this status (with a DCSA error body) instead of the events… */
  failStatus: number | null;
  /** …for this many requests, then recover (Infinity = until reset). */
  failTimes: number;
}

interface DcsaRecordedRequest {
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  status: number;
}

export interface DcsaTestServer {
  /** Client base URL, e.g. http://127.0.0.1:43123/v2 */
  readonly baseUrl: string;
  readonly port: number;
  readonly requests: DcsaRecordedRequest[];
  behaviour: DcsaTestServerBehaviour;
  /** Answers held back while `behaviour.hold` was set, not yet sent. */
  readonly heldAnswers: number;
  /** Sends the held answers (to connections still open). */
  releaseHeld(): void;
  setEvents(events: DcsaEvent[]): void;
  addEvents(events: DcsaEvent[]): void;
  close(): Promise<void>;
}

const EQUIPMENT_FILTERS = ['equipmentEventTypeCode', 'transportEventTypeCode', 'shipmentEventTypeCode'] as const;

function related(events: DcsaEvent[], query: URLSearchParams): DcsaEvent[] {
  const equipment = query.get('equipmentReference');
  const tdr = query.get('transportDocumentReference');
  const booking = query.get('carrierBookingReference') ?? query.get('bookingReference');
  const docs = (e: DcsaEvent, type: 'TRD' | 'BKG') => [
    ...(e.documentReferences ?? [])
      .filter((d) => d.documentReferenceType.startsWith(type))
      .map((d) => d.documentReferenceValue),
    ...(e.eventType === 'SHIPMENT' &&
    e.documentID &&
    (e.documentTypeCode === type || (type === 'BKG' && e.documentTypeCode === 'CBR'))
      ? [e.documentID]
      : []),
  ];
  let out = events;
  if (equipment) {
    // The box's own events, plus the transport and shipment events of its shipment(s).
    const own = events.filter((e) => e.equipmentReference === equipment);
    const trd = new Set(own.flatMap((e) => docs(e, 'TRD')));
    const bkg = new Set(own.flatMap((e) => docs(e, 'BKG')));
    out = out.filter(
      (e) =>
        e.equipmentReference === equipment ||
        (!e.equipmentReference && (docs(e, 'TRD').some((d) => trd.has(d)) || docs(e, 'BKG').some((d) => bkg.has(d)))),
    );
  }
  if (tdr) out = out.filter((e) => docs(e, 'TRD').includes(tdr));
  if (booking) out = out.filter((e) => docs(e, 'BKG').includes(booking));
  const types = query.get('eventType')?.split(',').filter(Boolean);
  if (types?.length) out = out.filter((e) => types.includes(e.eventType));
  for (const f of EQUIPMENT_FILTERS) {
    const codes = query.get(f)?.split(',').filter(Boolean);
    if (codes?.length) out = out.filter((e) => e[f] !== undefined && codes.includes(e[f]!));
  }
  return out;
}

function encodeCursor(offset: number, limit: number, filter: string): string {
  return Buffer.from(JSON.stringify({ o: offset, l: limit, f: filter })).toString('base64url');
}

function decodeCursor(c: string): { o: number; l: number; f: string } | null {
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8'));
    return Number.isInteger(v.o) && Number.isInteger(v.l) && typeof v.f === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Starts the server on 127.0.0.1 and an ephemeral port. */
export async function startDcsaTestServer(opts: DcsaTestServerOptions = {}): Promise<DcsaTestServer> {
  let events = [...(opts.events ?? [])];
  const basePath = (opts.basePath ?? '/v2').replace(/\/+$/, '');
  const keyHeader = (opts.apiKeyHeader ?? 'API-Key').toLowerCase();
  const requests: DcsaRecordedRequest[] = [];
  const behaviour: DcsaTestServerBehaviour = { hold: false, failStatus: null, failTimes: Infinity };
  const sockets = new Set<import('node:net').Socket>();
  const held: (() => void)[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      requests.push({ path: url.pathname, query, headers: req.headers, status });
      const doSend = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', 'API-Version': '2.2.0', ...headers });
        res.end(JSON.stringify(body));
      };
      if (behaviour.hold) held.push(doSend);
      else doSend();
    };
    const error = (status: number, statusCodeText: string, reason: string, message: string) =>
      send(status, {
        httpMethod: req.method,
        requestUri: url.pathname,
        statusCode: status,
        statusCodeText,
        errorDateTime: new Date().toISOString(),
        errors: [{ reason, message }],
      });

    if (req.method !== 'GET') return error(405, 'Method Not Allowed', 'methodNotAllowed', 'Only GET is supported');
    if (url.pathname !== `${basePath}/events`)
      return error(404, 'Not Found', 'notFound', `No resource at ${url.pathname}`);
    if (opts.apiKey !== undefined && req.headers[keyHeader] !== opts.apiKey) {
      return error(401, 'Unauthorized', 'unauthorized', `Missing or invalid ${opts.apiKeyHeader ?? 'API-Key'} header`);
    }
    if (opts.bearerToken !== undefined && req.headers.authorization !== `Bearer ${opts.bearerToken}`) {
      return error(401, 'Unauthorized', 'invalidToken', 'Missing or invalid bearer token');
    }
    if (behaviour.failStatus !== null && behaviour.failTimes > 0) {
      behaviour.failTimes -= 1;
      return error(
        behaviour.failStatus,
        http.STATUS_CODES[behaviour.failStatus] ?? 'Error',
        'injectedFailure',
        'Failure injected by the test server',
      );
    }
    const limitRaw = url.searchParams.get('limit');
    let limit = limitRaw === null ? (opts.defaultLimit ?? 100) : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1)
      return error(400, 'Bad Request', 'invalidQuery', 'limit must be a positive integer');
    const filterParams = new URLSearchParams(url.searchParams);
    filterParams.delete('cursor');
    filterParams.delete('limit');
    filterParams.sort();
    const filter = filterParams.toString();
    let offset = 0;
    const cursorRaw = url.searchParams.get('cursor');
    if (cursorRaw !== null) {
      const c = decodeCursor(cursorRaw);
      // A cursor alone carries the whole query; with filters they must match it.
      if (!c || (filter !== '' && filter !== c.f))
        return error(400, 'Bad Request', 'invalidCursor', 'Unknown or mismatched cursor');
      offset = c.o;
      if (limitRaw === null) limit = c.l;
    }
    const effectiveFilter = cursorRaw !== null && filter === '' ? decodeCursor(cursorRaw)!.f : filter;
    const matching = related(events, new URLSearchParams(effectiveFilter));
    const page = matching.slice(offset, offset + limit);
    const headers: Record<string, string> = { 'Current-Page': encodeCursor(offset, limit, effectiveFilter) };
    if (offset + limit < matching.length) {
      const next = encodeCursor(offset + limit, limit, effectiveFilter);
      if (opts.nextPage === 'link') {
        const u = new URL(`http://${req.headers.host}${basePath}/events`);
        new URLSearchParams(effectiveFilter).forEach((v, k) => u.searchParams.set(k, v));
        u.searchParams.set('limit', String(limit));
        u.searchParams.set('cursor', next);
        headers['Next-Page'] = u.toString();
      } else headers['Next-Page'] = next;
      headers['Last-Page'] = encodeCursor(Math.floor((matching.length - 1) / limit) * limit, limit, effectiveFilter);
    }
    if (offset > 0) {
      headers['Prev-Page'] = encodeCursor(Math.max(0, offset - limit), limit, effectiveFilter);
      headers['First-Page'] = encodeCursor(0, limit, effectiveFilter);
    }
    return send(200, page, headers);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    port,
    requests,
    behaviour,
    get heldAnswers() {
      return held.length;
    },
    releaseHeld: () => {
      for (const doSend of held.splice(0)) doSend();
    },
    setEvents: (e) => {
      events = [...e];
    },
    addEvents: (e) => {
      events.push(...e);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Fixtures

/** DCSA events for a tracking snapshot (e.g. one from the sandbox network). */
export function snapshotToDcsaEvents(s: TrackingSnapshot): DcsaEvent[] {
  const iso = new Map(s.containers.map((c) => [c.number, c.isoTypeCode]));
  return s.events.map((e) =>
    carrierEventToDcsa(e, {
      billOfLading: s.billOfLading,
      booking: s.booking,
      isoEquipmentCode: e.equipmentReference ? (iso.get(e.equipmentReference) ?? null) : null,
    }),
  );
}

export const FIXTURE_BL = 'MAEU240512345';
export const FIXTURE_BOOKING = '240512345';
export const FIXTURE_BOXES = ['MRKU9465770', 'MSKU1234565'] as const;

/**
 * A hand-written Maersk shipment as a DCSA carrier would publish it mid-voyage: B/L
 * MAEU240512345 (booking 240512345), two 40' HC boxes, Ningbo → Singapore (transshipment) →
 * Rotterdam. Leg 1 has happened (ACT); leg 2 has departed; the Rotterdam arrival was
 * published as PLN, then EST twice (the later EST wins); discharge at Rotterdam is PLN.
 * Times in local offsets, as carriers send them. 34 events.
 */
export function dcsaFixtureEvents(): DcsaEvent[] {
  const docs = [
    { documentReferenceType: 'BKG', documentReferenceValue: FIXTURE_BOOKING },
    { documentReferenceType: 'TRD', documentReferenceValue: FIXTURE_BL },
  ];
  const vessel1 = { vesselIMONumber: '9778791', vesselName: 'MADRID MAERSK' };
  const vessel2 = { vesselIMONumber: '9321483', vesselName: 'EMMA MAERSK' };
  const call = (loc: string, seq: number, voyage: string, v: typeof vessel1, facility: string) => ({
    transportCallID: stableUuid(`fixture|${loc}|${seq}`),
    transportCallSequenceNumber: seq,
    exportVoyageNumber: voyage,
    importVoyageNumber: voyage,
    UNLocationCode: loc,
    facilityCode: facility,
    facilityCodeListProvider: 'SMDG' as const,
    modeOfTransport: 'VESSEL' as const,
    vessel: v,
  });
  const ngb = call('CNNGB', 1, '445W', vessel1, 'NBCT');
  const sinIn = call('SGSIN', 2, '445W', vessel1, 'PPT');
  const sinOut = call('SGSIN', 1, '447W', vessel2, 'PPT');
  const rtm = call('NLRTM', 2, '447W', vessel2, 'ECTDE');
  let n = 0;
  const id = () => stableUuid(`fixture-event|${n++}`);
  const out: DcsaEvent[] = [
    {
      eventID: id(),
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: '2026-10-20T09:12:00+08:00',
      eventDateTime: '2026-10-20T09:12:00+08:00',
      shipmentEventTypeCode: 'CONF',
      documentTypeCode: 'BKG',
      documentID: FIXTURE_BOOKING,
      reason: 'Booking confirmed',
    },
  ];
  FIXTURE_BOXES.forEach((box, b) => {
    const eq = (
      code: string,
      cls: 'ACT' | 'EST' | 'PLN',
      at: string,
      created: string,
      empty: 'EMPTY' | 'LADEN',
      loc: string,
      name: string | null,
      tc?: object,
    ): DcsaEvent => ({
      eventID: id(),
      eventType: 'EQUIPMENT',
      eventClassifierCode: cls,
      eventCreatedDateTime: created,
      eventDateTime: at,
      equipmentEventTypeCode: code,
      equipmentReference: box,
      ISOEquipmentCode: '45G1',
      emptyIndicatorCode: empty,
      eventLocation: { UNLocationCode: loc, ...(name ? { locationName: name } : {}) },
      ...(tc ? { transportCall: tc as DcsaEvent['transportCall'] } : {}),
      documentReferences: docs,
    });
    const h = String(10 + b).padStart(2, '0');
    out.push(
      eq(
        'GTOT',
        'ACT',
        `2026-10-28T${h}:00:00+08:00`,
        `2026-10-28T${h}:05:00+08:00`,
        'EMPTY',
        'CNNGB',
        'Ningbo Beilun Empty Depot',
      ),
      eq(
        'GTIN',
        'ACT',
        `2026-10-30T${h}:30:00+08:00`,
        `2026-10-30T${h}:35:00+08:00`,
        'LADEN',
        'CNNGB',
        'Ningbo Beilun Container Terminal',
      ),
      eq('LOAD', 'PLN', `2026-11-01T${h}:00:00+08:00`, '2026-10-20T09:12:00+08:00', 'LADEN', 'CNNGB', null, ngb),
      eq('LOAD', 'ACT', `2026-11-01T${h}:20:00+08:00`, `2026-11-01T${h}:25:00+08:00`, 'LADEN', 'CNNGB', null, ngb),
      eq('DISC', 'ACT', `2026-11-07T0${b}:40:00+08:00`, `2026-11-07T0${b}:45:00+08:00`, 'LADEN', 'SGSIN', null, sinIn),
      eq('LOAD', 'ACT', `2026-11-10T1${b}:10:00+08:00`, `2026-11-10T1${b}:15:00+08:00`, 'LADEN', 'SGSIN', null, sinOut),
      eq('DISC', 'PLN', `2026-12-01T0${b + 6}:00:00+01:00`, '2026-10-20T09:12:00+08:00', 'LADEN', 'NLRTM', null, rtm),
    );
  });
  const tr = (
    code: 'ARRI' | 'DEPA',
    cls: 'ACT' | 'EST' | 'PLN',
    at: string,
    created: string,
    tc: object,
    remark?: string,
  ): DcsaEvent => ({
    eventID: id(),
    eventType: 'TRANSPORT',
    eventClassifierCode: cls,
    eventCreatedDateTime: created,
    eventDateTime: at,
    transportEventTypeCode: code,
    transportCall: tc as DcsaEvent['transportCall'],
    documentReferences: docs,
    ...(remark ? { changeRemark: remark, delayReasonCode: 'WEA' } : {}),
  });
  out.push(
    tr('DEPA', 'PLN', '2026-11-01T18:00:00+08:00', '2026-10-20T09:12:00+08:00', ngb),
    tr('DEPA', 'ACT', '2026-11-01T19:42:00+08:00', '2026-11-01T19:50:00+08:00', ngb),
    tr('ARRI', 'EST', '2026-11-06T20:00:00+08:00', '2026-11-02T08:00:00+08:00', sinIn),
    tr('ARRI', 'ACT', '2026-11-06T21:15:00+08:00', '2026-11-06T21:20:00+08:00', sinIn),
    tr('DEPA', 'ACT', '2026-11-11T03:30:00+08:00', '2026-11-11T03:35:00+08:00', sinOut),
    tr('ARRI', 'PLN', '2026-11-30T06:00:00+01:00', '2026-10-20T09:12:00+08:00', rtm),
    tr('ARRI', 'EST', '2026-12-01T02:00:00+01:00', '2026-11-12T10:00:00+01:00', rtm, 'Bad weather'),
    tr(
      'ARRI',
      'EST',
      '2026-12-02T14:00:00+01:00',
      '2026-11-18T10:00:00+01:00',
      rtm,
      'Bad weather in the Bay of Biscay',
    ),
    {
      eventID: id(),
      eventType: 'SHIPMENT',
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: '2026-11-02T11:00:00+08:00',
      eventDateTime: '2026-11-02T11:00:00+08:00',
      shipmentEventTypeCode: 'ISSU',
      documentTypeCode: 'TRD',
      documentID: FIXTURE_BL,
      reason: 'Sea waybill issued',
    },
  );
  // Unrelated traffic on the same server: another shipment that must never leak into ours.
  out.push({
    eventID: id(),
    eventType: 'EQUIPMENT',
    eventClassifierCode: 'ACT',
    eventCreatedDateTime: '2026-11-03T10:00:00Z',
    eventDateTime: '2026-11-03T10:00:00Z',
    equipmentEventTypeCode: 'GTOT',
    equipmentReference: 'MSCU1234566',
    emptyIndicatorCode: 'EMPTY',
    eventLocation: { UNLocationCode: 'BEANR' },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'MEDUAB123456' }],
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scripted answers (the corpus, test/fixtures/dcsa-tnt): a carrier's pages as recorded, and a
// second server on another origin that only records who called it (a Next-Page link pointing
// there must never be followed, least of all with our credentials).

/** One recorded answer: status, headers ({origin} and {other} replaced), body as sent. */
interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** The body: JSON (serialised) or, as a string, sent verbatim. */
  body?: unknown;
  /** Never answer (the client's time-out must fire). */
  hang?: boolean;
}

/**
 * The pages of one exchange, by the request that gets them: "first" (no cursor), "cursor:<token>"
 * (the `cursor` query parameter), or "path:<path and query>" (a followed link). A list is served
 * in turn, its last answer repeated (a page that fails, then recovers).
 */
export type DcsaScript = Record<string, ScriptedAnswer | ScriptedAnswer[]>;

export interface ScriptedDcsaServer {
  /** Client base URL: http://127.0.0.1:<port>/v2 */
  readonly baseUrl: string;
  /** Requests the carrier got, with their headers. */
  readonly requests: DcsaRecordedRequest[];
  /** Requests the other origin got (should stay empty). */
  readonly foreign: DcsaRecordedRequest[];
  setScript(script: DcsaScript): void;
  close(): Promise<void>;
}

async function listen(
  handler: http.RequestListener,
): Promise<{ server: http.Server; origin: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return { server, origin, close };
}

export async function startScriptedDcsaServer(): Promise<ScriptedDcsaServer> {
  let script: DcsaScript = {};
  const served = new Map<string, number>();
  const requests: DcsaRecordedRequest[] = [];
  const foreign: DcsaRecordedRequest[] = [];
  const other = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    foreign.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      status: 200,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  });
  const carrier = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cursor = url.searchParams.get('cursor');
    const keys = [cursor !== null ? `cursor:${cursor}` : 'first', `path:${url.pathname}${url.search}`];
    const key = keys.find((k) => script[k] !== undefined);
    const entry = key
      ? script[key]!
      : { status: 404, body: { statusCode: 404, errors: [{ reason: 'notFound', message: 'no such page' }] } };
    const list = Array.isArray(entry) ? entry : [entry];
    const n = served.get(key ?? '') ?? 0;
    served.set(key ?? '', n + 1);
    const answer = list[Math.min(n, list.length - 1)]!;
    const status = answer.status ?? 200;
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, status });
    if (answer.hang) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [k, v] of Object.entries(answer.headers ?? {}))
      headers[k] = v.replaceAll('{origin}', carrier.origin).replaceAll('{other}', other.origin);
    res.writeHead(status, headers);
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? []));
  });
  return {
    baseUrl: `${carrier.origin}/v2`,
    requests,
    foreign,
    setScript: (s) => {
      script = s;
      served.clear();
      requests.length = 0;
      foreign.length = 0;
    },
    close: async () => {
      await carrier.close();
      await other.close();
    },
  };
}
