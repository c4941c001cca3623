// Analyst exports of the ocean datasets through HTTP (docs/exports.md): the files are read back
// with real readers (csv-parse for CSV, hyparquet for Parquet) and compared with the REST answers
// for the same rows; pages smaller than the data so every export spans several; organisation
// scoping, the since/until window and the incremental cursor, the format choice, the refusals and
// the export allowance.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { useSystem, http } from '../support/harness.js';
import { carrierAnswered } from '../support/factories.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { boxNumber, scriptedCarrier, VESSEL_A, type ScriptedCarrier } from '../support/ocean-fixtures.js';
import { CONTAINERS, EVENTS, VESSEL_POSITIONS } from '../../rest-adapter/exports/datasets.js';
import { upsertPositions } from '../../subgraphs/ocean/store/positions.js';
import { EXPORT_LIMITS } from '../../rest-adapter/exports/routes.js';
import { EXPORT_SAFETY_LAG_MS } from '../../platform/export-page.js';

/** Smaller than either dataset below, so every export reads several pages. */
const PAGE_ROWS = 3;

let carrier: ScriptedCarrier;
let a: { id: string; key: string };
let b: { id: string; key: string };
/** Org A's records as GET /v1/containers answers them. */
let records: any[];

async function account() {
  const org = await sys.org();
  return { id: org.id, key: await org.key('tmcp') };
}

async function add(key: string, identifier: string) {
  const r = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier } });
  expect(r.status).toBe(201);
  return r.body.data;
}

/**
 * An export as raw bytes; the clock moves past the export allowance's window and the safety lag
 * first (so what was written before the call is in the window).
 */
async function exportOf(key: string, path: string, headers: Record<string, string> = {}) {
  sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
  const res = await fetch(sys.urls.ocean + path, { headers: { authorization: `Bearer ${key}`, ...headers } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const ndjson = (bytes: Uint8Array) =>
  text(bytes)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

const sys = useSystem({ configOverrides: { exportPageRows: PAGE_ROWS } });
beforeAll(async () => {
  carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260320001', booking: '260320001' });
  const box = boxNumber('MSKU', 320001);
  carrier.publish([
    { code: 'GTIN', at: '2026-11-12T03:00:00Z', port: 'CNSHA', box, mode: 'TRUCK' },
    { code: 'LOAD', at: '2026-11-14T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '3E' },
    { code: 'DEPA', at: '2026-11-14T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '3E' },
    { code: 'ARRI', classifier: 'EST', at: '2026-11-30T14:00:00Z', port: 'NLRTM', vessel: VESSEL_A, voyage: '3E' },
  ]);
  [a, b] = [await account(), await account()];
  await add(a.key, 'MAEU260320001');
  for (let i = 2; i <= 6; i++) {
    sys.clock.advance(1000);
    await add(a.key, boxNumber('MSKU', 320000 + i));
  }
  await add(b.key, 'MAEU260320001');
  await pollDue(sys.services, sys.clock.now());
  records = (await http(sys.urls.ocean, '/v1/containers?limit=500', { key: a.key })).body.data.items;
  expect(records.length).toBe(6);
});
afterAll(async () => {
  await carrier?.close();
});

describe('GET /v1/exports/containers', () => {
  it('CSV (RFC 4180, a header row) holds every record of the organisation, as the REST list answers them', async () => {
    const r = await exportOf(a.key, '/v1/exports/containers?format=csv');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="containers-v1-.*\.csv"$/);
    expect(r.headers.get('x-export-version')).toBe('1');
    expect(text(r.bytes)).toMatch(/\r\n$/);
    const rows = parseCsv(text(r.bytes), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(CONTAINERS.columns.map((c) => c.name));
    expect(rows.map((x) => x.id).sort()).toEqual(records.map((x) => x.id).sort());
    for (const rec of records) {
      const row = rows.find((x) => x.id === rec.id)!;
      expect(row).toMatchObject({
        identifier: rec.identifier,
        identifier_type: rec.identifier_type,
        carrier_code: rec.carrier_code,
        carrier_name: rec.carrier_name,
        status: rec.status,
        eta: rec.eta ?? '',
        origin_unlocode: rec.origin_unlocode ?? '',
        destination_unlocode: rec.destination_unlocode ?? '',
        added_at: rec.added_at,
        tags: JSON.stringify(rec.tags.map((t: { name: string }) => t.name)),
      });
    }
  });

  it('Parquet read back by a second reader: typed columns, timestamps as instants, Snappy-compressed', async () => {
    const r = await exportOf(a.key, '/v1/exports/containers', { accept: 'application/vnd.apache.parquet' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.apache.parquet');
    const file = r.bytes.buffer.slice(r.bytes.byteOffset, r.bytes.byteOffset + r.bytes.byteLength);
    const meta = parquetMetadata(file);
    const leaf = (name: string) => meta.schema.find((s) => s.name === name)!;
    expect(leaf('eta')).toMatchObject({ type: 'INT64', logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true } });
    expect(leaf('demurrage_free_days').type).toBe('INT32');
    expect(leaf('eta_is_estimated').type).toBe('BOOLEAN');
    expect(meta.row_groups.every((g) => g.columns.every((c) => c.meta_data?.codec === 'SNAPPY'))).toBe(true);
    const rows = await parquetReadObjects({ file });
    expect(rows.map((x) => x.id).sort()).toEqual(records.map((x) => x.id).sort());
    const first = rows.find((x) => x.identifier === 'MAEU260320001')!;
    const rec = records.find((x) => x.identifier === 'MAEU260320001')!;
    expect(first.added_at).toBeInstanceOf(Date);
    expect((first.added_at as Date).toISOString()).toBe(rec.added_at);
    expect(first.eta === null ? null : (first.eta as Date).toISOString()).toBe(rec.eta);
    expect(first.vessel_imo).toBe(VESSEL_A.imo);
  });

  it('never holds another organisation’s rows', async () => {
    const rows = ndjson((await exportOf(b.key, '/v1/exports/containers?format=ndjson')).bytes);
    expect(rows).toHaveLength(1);
    expect(records.map((x) => x.id)).not.toContain(rows[0].id);
  });

  it('incremental: since = the last X-Export-Next-Since answers exactly the rows changed after it', async () => {
    const full = await exportOf(a.key, '/v1/exports/containers?format=ndjson');
    expect(ndjson(full.bytes)).toHaveLength(6);
    const cursor = full.headers.get('x-export-next-since')!;
    expect(cursor).toBe(new Date(sys.clock.now().getTime() - EXPORT_SAFETY_LAG_MS).toISOString());
    const nothing = await exportOf(a.key, `/v1/exports/containers?format=ndjson&since=${cursor}`);
    expect(nothing.status).toBe(200);
    expect(nothing.bytes.length).toBe(0);
    const changed = records[2];
    sys.clock.advance(1000);
    const patch = await http(sys.urls.ocean, `/v1/containers/${changed.id}`, {
      key: a.key,
      method: 'PATCH',
      body: { tags: ['q4-study'] },
    });
    expect(patch.status).toBe(200);
    const since = await exportOf(a.key, `/v1/exports/containers?format=ndjson&since=${cursor}`);
    expect(ndjson(since.bytes).map((x) => [x.id, x.tags])).toEqual([[changed.id, ['q4-study']]]);
    // A write stamped before the last export ran but committed after it (a transaction of 30 s):
    // that export's window ended the safety lag before it ran, so the next run still finds it.
    const cursor2 = since.headers.get('x-export-next-since')!;
    const late = records[3];
    const stamped = new Date(sys.clock.now().getTime() - EXPORT_SAFETY_LAG_MS / 2);
    await carrierAnswered(sys.services.db, a.id, late.id, sys.clock.now(), { record: { updated_at: stamped } });
    const after = await exportOf(a.key, `/v1/exports/containers?format=ndjson&since=${cursor2}`);
    expect(ndjson(after.bytes).map((x) => [x.id, x.updated_at])).toEqual([[late.id, stamped.toISOString()]]);
    // The window's end is exclusive: a row changed at until is the next export's.
    const upTo = await exportOf(a.key, `/v1/exports/containers?format=ndjson&until=${records[0].added_at}`);
    expect(ndjson(upTo.bytes)).toEqual([]);
  });
});

describe('GET /v1/exports/events', () => {
  it('NDJSON, streamed over several pages: every milestone with its local time and zone, oldest learnt first', async () => {
    const r = await exportOf(a.key, '/v1/exports/events', { accept: 'application/x-ndjson' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/x-ndjson');
    const rows = ndjson(r.bytes);
    expect(rows.length).toBeGreaterThan(PAGE_ROWS);
    expect(new Set(rows.map((x) => x.id)).size).toBe(rows.length);
    expect(rows.every((x) => Object.keys(x).join() === EVENTS.columns.map((c) => c.name).join())).toBe(true);
    const ours = new Set(records.map((x) => x.id));
    expect(rows.every((x) => ours.has(x.container_id))).toBe(true);
    const load = rows.find((x) => x.event_code === 'LOAD');
    expect(load).toMatchObject({
      identifier: 'MAEU260320001',
      classifier: 'ACT',
      is_actual: true,
      event_at: '2026-11-14T06:00:00.000Z',
      event_local_datetime: '2026-11-14T14:00:00',
      utc_offset_minutes: 480,
      event_timezone: 'Asia/Shanghai',
      location: 'CNSHA',
      vessel_imo: VESSEL_A.imo,
      voyage: '3E',
    });
    const learnt = rows.map((x) => x.recorded_at);
    expect([...learnt].sort()).toEqual(learnt);
    const feed = (await http(sys.urls.ocean, '/v2/events?limit=100', { key: a.key })).body;
    expect(rows.map((x) => x.id).sort()).toEqual(feed.map((e: any) => e.eventID).sort());
  });

  it('CSV and Parquet hold the same rows as NDJSON', async () => {
    const json = ndjson((await exportOf(a.key, '/v1/exports/events?format=ndjson')).bytes);
    const csv = parseCsv(text((await exportOf(a.key, '/v1/exports/events?format=csv')).bytes), { columns: true });
    const p = (await exportOf(a.key, '/v1/exports/events?format=parquet')).bytes;
    const pq = await parquetReadObjects({ file: p.buffer.slice(p.byteOffset, p.byteOffset + p.byteLength) });
    expect(csv.map((x: any) => x.id)).toEqual(json.map((x) => x.id));
    expect(pq.map((x) => x.id)).toEqual(json.map((x) => x.id));
    expect(pq.map((x) => (x.event_at as Date).toISOString())).toEqual(json.map((x) => x.event_at));
    expect(pq.map((x) => x.utc_offset_minutes)).toEqual(json.map((x) => x.utc_offset_minutes));
    expect(csv.map((x: any) => x.event_local_datetime)).toEqual(json.map((x) => x.event_local_datetime ?? ''));
  });
});

describe('GET /v1/exports/vessel_positions', () => {
  it('the latest fix of each vessel carrying a reference of the organisation, as the record and GraphQL show it', async () => {
    const fix = { lat: 51.9, lng: 4.1, speed_knots: 0.2, heading_deg: 90, nav_status: 'moored' };
    const row = (imo: string, name: string) => ({ imo, name, ...fix, nav_status_claimed: 'moored', source: 'ais' });
    const fixAt = new Date(sys.clock.now().getTime() - 3600_000).toISOString();
    // A vessel nobody tracks a box on: its position is in the table but in no organisation's export.
    await upsertPositions(
      sys.services.db,
      [
        { ...row(VESSEL_A.imo, VESSEL_A.name), fix_at: fixAt },
        { ...row('9999995', 'NOBODY'), fix_at: fixAt },
      ],
      sys.clock.now(),
    );
    const r = await exportOf(a.key, '/v1/exports/vessel_positions?format=ndjson');
    expect(r.status).toBe(200);
    const rows = ndjson(r.bytes);
    expect(rows.map((x) => Object.keys(x).join())).toEqual([VESSEL_POSITIONS.columns.map((c) => c.name).join()]);
    const rec = records.find((x) => x.identifier === 'MAEU260320001')!;
    const pos = (await http(sys.urls.ocean, `/v1/containers/${rec.id}`, { key: a.key })).body.data.vessel_position;
    expect(rows[0]).toMatchObject({
      imo: pos.imo,
      vessel_name: pos.name,
      lat: pos.lat,
      lng: pos.lng,
      nav_status: pos.nav_status,
      fix_at: pos.position_fix_at,
      updated_at: pos.position_updated_at,
    });
    const q = `{ containers(limit: 50) { identifier vessel_position { imo lat lng speed_knots position_fix_at } } }`;
    const g = await http(sys.urls.gateway, '', { key: a.key, method: 'POST', body: { query: q } });
    const gp = g.body.data.containers.find((x: any) => x.identifier === 'MAEU260320001').vessel_position;
    expect(rows[0]).toMatchObject({ imo: gp.imo, lat: gp.lat, lng: gp.lng, speed_knots: gp.speed_knots });
    expect(rows[0]!.fix_at).toBe(gp.position_fix_at);
    // An organisation tracking nothing on the vessel gets an empty file; the next run after the
    // cursor gets a vessel again only when its position is refreshed.
    const none = await (await sys.org()).key('tmcp');
    expect((await exportOf(none, '/v1/exports/vessel_positions?format=ndjson')).bytes.length).toBe(0);
    const next = r.headers.get('x-export-next-since')!;
    expect(ndjson((await exportOf(a.key, `/v1/exports/vessel_positions?format=ndjson&since=${next}`)).bytes)).toEqual(
      [],
    );
    await upsertPositions(
      sys.services.db,
      [{ ...row(VESSEL_A.imo, VESSEL_A.name), fix_at: sys.clock.now().toISOString() }],
      sys.clock.now(),
    );
    const moved = ndjson((await exportOf(a.key, `/v1/exports/vessel_positions?format=ndjson&since=${next}`)).bytes);
    expect(moved.map((x) => x.imo)).toEqual([VESSEL_A.imo]);
  });
});

describe('refusals', () => {
  const refused = async (path: string, field: string) => {
    const r = await http(sys.urls.ocean, path, { key: a.key });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('VALIDATION_ERROR');
    expect(r.body.error.message).toMatch(new RegExp(`^${field}\\b`));
  };

  it('an unknown dataset or format, a malformed or empty window, an undeclared parameter: 400 naming it', async () => {
    await refused('/v1/exports/invoices', 'dataset');
    await refused('/v1/exports/containers?format=xlsx', 'format');
    await refused('/v1/exports/containers?since=yesterday', 'since');
    await refused('/v1/exports/containers?until=2026-13-01T00:00:00Z', 'until');
    await refused(`/v1/exports/containers?since=${sys.clock.now().toISOString()}`, 'since');
    await refused('/v1/exports/containers?limit=10', 'unknown query parameter');
  });

  it('a key of another product is refused; the export allowance is its own', async () => {
    const org = await sys.org();
    const wrong = await http(sys.urls.ocean, '/v1/exports/containers', { key: await org.key('lmcp') });
    expect(wrong.status).toBe(401);
    const key = await org.key('tmcp');
    sys.clock.advance(60_000);
    for (let i = 0; i < EXPORT_LIMITS.window; i++)
      expect((await http(sys.urls.ocean, '/v1/exports/containers', { key })).status).toBe(200);
    const over = await http(sys.urls.ocean, '/v1/exports/containers', { key });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^too many exports: at most 2 per 20 s/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other reads of the organisation are not held back by it.
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200);
  });
});
