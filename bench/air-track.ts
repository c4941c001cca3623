// Air waybill tracking through the REST adapter → gateway → air subgraph (+ reference entities)
// → PostgreSQL, against bare express + pg handlers doing the same work:
//  - cached track: a waybill answered within its 20 minutes, against a bare handler running the
//    air store's own reads (airline, shipment and the organisation's row in one; airports, legs, events);
//  - cold track: a waybill never seen, so the sandbox airline is asked, its Cargo-IMP messages
//    parsed and normalised and the answer written in one transaction, against a bare handler
//    running the same connector, parser, normaliser and writes.
// Run: npm run bench -- air-track
import type { Request, Response } from 'express';
import { load, report, startBaseline, startBenchSystem, DURATION } from './lib.js';
import { checkDigitOf } from '../subgraphs/air/decide/awb.js';
import { sandboxPlan, SandboxAirline } from '../subgraphs/air/connectors/sandbox.js';
import { normalise, type AirportInfo } from '../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../subgraphs/air/connectors/message-formats.js';
import * as store from '../subgraphs/air/store/index.js';
import { decideFound } from '../subgraphs/air/decide/answer.js';
import { parseAwb } from '../subgraphs/air/decide/awb.js';
import type { Queryable } from '../platform/db.js';
import { grantEntitlement } from '../subgraphs/accounts/store/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pair = (e: Date | null, a: Date | null) => ({ estimated: iso(e), actual: iso(a) });

/** An airport row as the record's location; null for a code the reference data lacks. */
function location(a: any) {
  return a
    ? {
        iata_code: a.iata,
        icao_code: a.icao,
        name: a.name,
        city: a.city,
        state: a.state,
        country: a.country,
        country_code: a.country_code,
        lat: a.lat,
        lng: a.lng,
        timezone: a.timezone,
      }
    : null;
}

type Location = ReturnType<typeof location>;

/** The record as the subgraph answers it, from the rows the bare handler read (`awb` as displayed). */
function bareAnswer(awb: string, s: any, al: any, legs: any[], events: any[], ap: (code: string | null) => Location) {
  return {
    data: {
      awb,
      airline_prefix: s.airline_prefix,
      airline_iata: al?.iata ?? null,
      airline_name: al?.name ?? null,
      status: s.status,
      origin: s.origin,
      destination: s.destination,
      origin_name: s.origin_name,
      destination_name: s.destination_name,
      origin_location: ap(s.origin),
      destination_location: ap(s.destination),
      pieces: s.pieces,
      weight_kg: s.weight_kg,
      flight_number: s.flight_number,
      departure: pair(s.dep_estimated, s.dep_actual),
      arrival: pair(s.arr_estimated, s.arr_actual),
      eta: iso(s.arr_actual ?? s.arr_estimated),
      eta_is_actual: s.arr_actual !== null,
      events: events.map((e) => ({
        status_code: e.status_code,
        event_family: e.event_family,
        is_actual: e.is_actual,
        datetime: iso(e.actual ?? e.estimated),
        datetimes: pair(e.estimated, e.actual),
        station: e.station,
        station_name: e.station_name,
        location: ap(e.station),
        flight_number: e.flight_number,
        pieces: e.pieces,
        weight_kg: e.weight_kg,
        description: e.description,
      })),
      routes: legs.map((l) => ({
        order_id: l.order_id,
        status: l.status,
        transport_type: l.transport_type,
        from: ap(l.from_iata),
        to: ap(l.to_iata),
        departure: pair(l.dep_estimated, l.dep_actual),
        arrival: pair(l.arr_estimated, l.arr_actual),
        flight_number: l.flight_number,
        pieces: l.pieces,
        weight_kg: l.weight_kg,
        path: l.path,
      })),
    },
    metadata: {
      status_code: 'OK',
      airline: al,
      updated_at: iso(s.updated_at),
      last_updated_at: iso(s.fetched_at),
      from_cache: true,
      cache_expires: iso(new Date(s.fetched_at.getTime() + 20 * 60_000)),
    },
  };
}

const CACHED = 500;
const COLD = 5_400; // paths travel in one argv string to autocannon: keep under 128 KB

const sys = await startBenchSystem();
try {
  const now = new Date();
  const found: string[] = [];
  for (let n = 1; found.length < CACHED + 2 * COLD; n++) {
    const serial = String(1_000_000 + n * 37).padStart(7, '0');
    const awb = `176${serial}${checkDigitOf(serial)}`;
    if (sandboxPlan(awb, now)!.scenario !== 'not_found') found.push(awb);
  }
  const cachedAwbs = found.slice(0, CACHED);
  const coldOurs = found.slice(CACHED, CACHED + COLD);
  const coldBase = found.slice(CACHED + COLD);
  const display = (a: string) => `${a.slice(0, 3)}-${a.slice(3)}`;
  const key = await sys.key('tmcp');
  await grantEntitlement(sys.rt.services.db, sys.orgId, 'air_cargo', null);
  const headers = { authorization: `Bearer ${key}` };
  // Fill the cache: every cached waybill tracked once by the organisation.
  for (let i = 0; i < cachedAwbs.length; i += 25) {
    await Promise.all(
      cachedAwbs.slice(i, i + 25).map(async (a) => {
        const r = await fetch(`${sys.rt.urls.air}/track/${display(a)}`, { headers });
        if (r.status !== 200) throw new Error(`warm-up track ${a}: HTTP ${r.status} ${await r.text()}`);
      }),
    );
  }

  const orgId = sys.orgId;
  const pool = sys.pool;

  /** The subgraph's own reads (air's store: the same statements), assembled into the same record. */
  async function bareRecord(awb: string) {
    const state = await store.trackState(pool as unknown as Queryable, orgId, awb);
    const s = state.shipment;
    if (!s) return null;
    const [airports, legs, events] = await Promise.all([
      store.airportsOfAwbs(pool as unknown as Queryable, [awb]),
      store.legsByAwb(pool as unknown as Queryable, [awb]),
      store.eventsByAwb(pool as unknown as Queryable, [awb]),
    ]);
    const byCode = new Map(airports.map((a) => [a.iata, a]));
    const ap = (c: string | null) => location(c ? byCode.get(c) : undefined);
    return bareAnswer(display(awb), s, state.airline, legs, events, ap);
  }

  const sandbox = new SandboxAirline();
  const baseline = await startBaseline((app) => {
    app.get(
      '/track/:awb',
      (req: Request, res: Response) => void bareTrack(req, res).catch(() => res.status(500).end()),
    );
    app.get('/cold/:awb', (req: Request, res: Response) => void bareCold(req, res).catch(() => res.status(500).end()));
  });
  async function bareTrack(req: Request, res: Response) {
    const awb = String(req.params.awb).replace(/\D/g, '');
    if (awb.length !== 11 || Number(awb[10]) !== checkDigitOf(awb.slice(3, 10)))
      return void res.status(400).json({ error: { code: 'invalid_awb' } });
    const rec = await bareRecord(awb);
    if (!rec) return void res.status(404).json({ error: { code: 'not_found' } });
    res.json(rec);
  }

  /** Cold: the connector, parser, normaliser and the same writes in one transaction. */
  async function bareCold(req: Request, res: Response) {
    const awb = String(req.params.awb).replace(/\D/g, '');
    const at = new Date();
    const answer = await sandbox.fetch({ digits: awb, prefix: awb.slice(0, 3), display: display(awb) }, at);
    if (!answer.found) return void res.status(404).json({ error: { code: 'not_found' } });
    const parsed = parseAnswer(awb, answer.messages);
    const airportRows = await pool.query(
      'SELECT iata, name, timezone, lat, lng FROM reference.airports WHERE iata = ANY($1::text[])',
      [parsed.stations],
    );
    const n = normalise(parsed, new Map<string, AirportInfo>(airportRows.rows.map((a) => [a.iata, a])), at);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const tx: Queryable = {
        query: async (sql, params) => {
          const r = await client.query(sql, params as any[]);
          return { rows: r.rows, rowCount: r.rowCount ?? 0 };
        },
      };
      await tx.query('SELECT 1 FROM air.shipments WHERE awb = $1 FOR UPDATE', [awb]);
      const held = { contentHash: null, legEstimates: [], trackers: [] };
      await store.applyFound(tx, decideFound(parseAwb(awb), n, new Map(), answer.messages, held, at));
      await tx.query(
        'INSERT INTO air.waybills (org_id, awb, airline_prefix, status, added_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING',
        [orgId, awb, awb.slice(0, 3), n.status, at],
      );
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
    res.json(await bareRecord(awb));
  }

  const cachedPaths = cachedAwbs.map((a) => `/track/${display(a)}`);
  await load(sys.rt.urls.air, cachedPaths, headers, 2); // warm-up: JIT, query plans
  await load(baseline.url, cachedPaths, {}, 2);
  const oursCached = await load(sys.rt.urls.air, cachedPaths, headers);
  const baseCached = await load(baseline.url, cachedPaths);
  const oursCold = await load(
    sys.rt.urls.air,
    coldOurs.map((a) => `/track/${display(a)}`),
    headers,
    DURATION,
  );
  const baseCold = await load(
    baseline.url,
    coldBase.map((a) => `/cold/${display(a)}`),
    {},
    DURATION,
  );
  for (const [name, r] of [
    ['ours', oursCold],
    ['baseline', baseCold],
  ] as const) {
    if (r.rps * DURATION > COLD)
      console.warn(`cold ${name}: ~${Math.round(r.rps * DURATION)} requests for ${COLD} waybills, some were not cold`);
  }
  console.log(
    report('Air track, one-process mode', [
      { name: 'GET /track/{awb}, cached answer', ours: oursCached, base: baseCached, target: '≥ 0.6×' },
      {
        name: 'GET /track/{awb}, cold (sandbox airline call + writes)',
        ours: oursCold,
        base: baseCold,
        target: '≥ 0.6×',
      },
    ]),
  );
  await baseline.close();
} finally {
  await sys.close();
}
