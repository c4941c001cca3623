// The ocean REST surface through HTTP: every route, every documented error code in its situation,
// concurrent adds, quotas, cursor pagination under concurrent updates, isolation between
// organisations, the keyless public lookup and the /v2/events feed.
import { describe, it, expect, afterEach } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { definePlan, recordMidAdd } from '../support/factories.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { RECHECK_INTERVAL_SECONDS } from '../../subgraphs/ocean/decide/recheck.js';
import { boxNumber, scriptedCarrier, wrongDigit, VESSEL_A, type ScriptedCarrier } from '../support/ocean-fixtures.js';

let carrier: ScriptedCarrier | null = null;

const sys = useSystem();
afterEach(async () => {
  await carrier?.close();
  carrier = null;
});

const RECORD_FIELDS = [
  'id',
  'org_id',
  'identifier',
  'identifier_type',
  'carrier_code',
  'carrier_name',
  'tags',
  'status',
  'eta',
  'eta_is_estimated',
  'predicted_arrival',
  'planned_departure_at',
  'current_vessel_imo',
  'poll_priority',
  'demurrage_at_risk',
  'demurrage_accrued_usd',
  'demurrage_last_free_day',
  'customs_hold_reason',
  'customs_hold_since',
  'origin_unlocode',
  'destination_unlocode',
  'destination_name',
  'container_size',
  'equipment_type',
  'iso_type_code',
  'equipment_owner',
  'equipment_lessor',
  'lessee_name',
  'lessor_status',
  'lessor_checked_at',
  'lessor_contract_number',
  'lessor_contract_type',
  'equipment_manufacturer',
  'carrier_hint_code',
  'connector_status',
  'connector_notify_requested_at',
  'redelivery_reference',
  'redelivery_date',
  'redelivery_location',
  'redelivery_yard',
  'last_polled_at',
  'added_at',
  'archived_at',
  'archived_reason',
  'unresolvable_since',
  'unresolved_reason',
  'route_alert',
  'source',
  'delay_bars',
  'route_ports',
  'is_demo',
  'vessel_position',
];

async function keyFor(opts: { plan?: string } = {}) {
  const org = await sys.org(opts);
  return { org, key: await org.key('tmcp') };
}

const add = (key: string, body: unknown) => http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body });

describe('add, read, update, archive', () => {
  it('adds a container (201, the whole 2.4 record) and reads it back', async () => {
    const { org, key } = await keyFor();
    const box = boxNumber('TCNU', 410001); // a Triton-leased box
    const r = await add(key, {
      identifier: `  ${box.toLowerCase()} `,
      carrier_code: 'cmdu',
      tags: ['urgent', { name: 'reefer-check' }],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ ok: true, api_version: '2026-10-01' });
    expect(Object.keys(r.body.data)).toEqual(RECORD_FIELDS);
    expect(r.body.data).toMatchObject({
      org_id: org.id,
      identifier: box,
      identifier_type: 'container_id',
      carrier_code: 'CMDU',
      carrier_name: 'CMA CGM',
      tags: [{ name: 'urgent' }, { name: 'reefer-check' }],
      status: 'pending',
      poll_priority: 'pre_departure',
      eta: null,
      eta_is_estimated: null,
      demurrage_at_risk: false,
      demurrage_accrued_usd: null,
      demurrage_last_free_day: null,
      equipment_owner: 'Triton International',
      equipment_lessor: 'Triton International',
      lessor_status: 'leased',
      lessee_name: null,
      carrier_hint_code: null,
      destination_name: '',
      last_polled_at: sys.clock.now().toISOString(), // not polled yet: when tracking started
      archived_at: null,
      source: 'direct_carrier',
      is_demo: false,
      vessel_position: null,
      added_at: sys.clock.now().toISOString(),
    });
    const got = await http(sys.urls.ocean, `/v1/containers/${r.body.data.id}`, { key });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(r.body.data);

    // A line-owned prefix gives the unconfirmed carrier hint until the carrier answers.
    const own = await add(key, { identifier: boxNumber('MSKU', 410002) });
    expect(own.body.data).toMatchObject({
      carrier_code: 'MAEU',
      carrier_name: 'Maersk A/S',
      carrier_hint_code: 'MAEU',
      equipment_owner: 'Maersk A/S',
      lessor_status: 'carrier_owned',
    });
    // Bills of lading and bookings are detected.
    expect((await add(key, { identifier: 'HLCUHAM2611234' })).body.data).toMatchObject({
      identifier_type: 'bill_of_lading',
      carrier_code: 'HLCU',
      carrier_hint_code: 'HLCU',
    });
    expect((await add(key, { identifier: '612350001' })).body.data).toMatchObject({
      identifier_type: 'booking',
      carrier_code: '',
      carrier_name: '',
      carrier_hint_code: null,
    });
  });

  it('container record: carrier_code, carrier_name, destination_name and last_polled_at are strings before the first poll', async () => {
    const { key } = await keyFor();
    const started = sys.clock.now().toISOString();
    // A reference registered by the lookup (202), and boxes added without a carrier.
    expect((await http(sys.urls.ocean, '/v1/containers/lookup/HLXU8333268', { key })).status).toBe(202);
    await add(key, { identifier: boxNumber('TCNU', 410003) }); // leased: the prefix names no line
    await add(key, { identifier: '612350002' }); // a booking number names no line
    const items = (await http(sys.urls.ocean, '/v1/containers', { key })).body.data.items;
    const byId = Object.fromEntries(items.map((i: any) => [i.identifier, i]));
    expect(byId.HLXU8333268).toMatchObject({
      carrier_code: 'HLCU',
      carrier_name: 'Hapag-Lloyd',
      carrier_hint_code: 'HLCU',
      destination_unlocode: null,
      destination_name: '',
      last_polled_at: started,
      added_at: started,
    });
    for (const id of [boxNumber('TCNU', 410003), '612350002']) {
      expect(byId[id], id).toMatchObject({
        carrier_code: '',
        carrier_name: '',
        destination_name: '',
        last_polled_at: started,
      });
    }
    for (const item of items) {
      for (const f of ['carrier_code', 'carrier_name', 'destination_name', 'last_polled_at'])
        expect(typeof item[f], `${item.identifier} ${f}`).toBe('string');
    }
  });

  it('refuses bad input with VALIDATION_ERROR and a wrong check digit with REFERENCE_NOT_RESOLVABLE plus the correction', async () => {
    const { key } = await keyFor();
    const cases: [unknown, RegExp][] = [
      [{}, /identifier is required/],
      [{ identifier: 'MSKU1234565', number: 'x' }, /unknown body field\(s\): number/],
      [{ identifier: 42 }, /identifier must be a string/],
      [{ identifier: '!!' }, /not a container number/],
      [{ identifier: 'MSKU1234565', identifier_type: 'parcel' }, /identifier_type must be one of/],
      [{ identifier: 'MSKU1234565', carrier_code: 'XXXX' }, /not a known SCAC/],
      [{ identifier: 'MSKU1234565', tags: 'a,b' }, /tags must be an array/],
      [{ identifier: 'MSKU1234565', tags: ['a,b'] }, /without commas/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const r = await add(key, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_ERROR', severity: 'warning' },
      });
      expect(r.body.error.message).toMatch(message);
    }
    const good = boxNumber('MSKU', 410010);
    const bad = wrongDigit(good);
    const r = await add(key, { identifier: bad });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      ok: false,
      error: {
        code: 'REFERENCE_NOT_RESOLVABLE',
        message: expect.stringMatching(/check digit/),
        severity: 'warning',
        suggested_identifier: good,
      },
    });
    const lookup = await http(sys.urls.ocean, `/v1/containers/lookup/${bad}`, { key });
    expect(lookup.status).toBe(404);
    expect(lookup.body.error).toMatchObject({ code: 'REFERENCE_NOT_RESOLVABLE', suggested_identifier: good });
    // docs/rest.md (errors): an unclassifiable reference on the lookup is REFERENCE_NOT_RESOLVABLE, HTTP 404.
    for (const [ref, message] of [
      ['!!!!', '!!!!'],
      ['X', 'X'],
      ['12', '12'],
      ['A'.repeat(65), 'longer than 64'],
    ]) {
      const r = await http(sys.urls.ocean, `/v1/containers/lookup/${ref}`, { key });
      expect(r.status, ref).toBe(404);
      expect(r.body.error, ref).toMatchObject({
        code: 'REFERENCE_NOT_RESOLVABLE',
        message: expect.stringContaining(message),
      });
    }
    const list = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(list.body.data.items).toEqual([]); // nothing registered
  });

  it('answers ALREADY_TRACKED for a second add, and re-adding an archived box restores it', async () => {
    const { key } = await keyFor();
    const box = boxNumber('MSKU', 410020);
    const first = await add(key, { identifier: box });
    const second = await add(key, { identifier: box.toLowerCase() });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      ok: false,
      error: { code: 'ALREADY_TRACKED', message: expect.any(String), severity: 'warning', id: first.body.data.id },
    });
    const del = await http(sys.urls.ocean, `/v1/containers/${first.body.data.id}`, { key, method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({
      id: first.body.data.id,
      archived_at: sys.clock.now().toISOString(),
      archived_reason: 'deleted_by_caller',
    });
    expect(
      (await http(sys.urls.ocean, `/v1/containers/${first.body.data.id}`, { key, method: 'DELETE' })).body.data
        .archived_reason,
    ).toBe('deleted_by_caller');
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).body.data.items).toEqual([]);
    const archived = await http(sys.urls.ocean, '/v1/containers?archived=true', { key });
    expect(archived.body.data.items.map((i: any) => i.id)).toEqual([first.body.data.id]);
    const again = await add(key, { identifier: box, tags: ['back'] });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      archived_at: null,
      archived_reason: null,
      tags: [{ name: 'back' }],
    });
  });

  it('answers CONTAINER_ADD_IN_PROGRESS while the same identifier is mid-add, and takes over an add that never finished', async () => {
    const { org, key } = await keyFor();
    const box = boxNumber('MSKU', 410030);
    // Another request's first transaction: the row exists in the adding state.
    await recordMidAdd(sys.services.db, org.id, box, sys.clock.now());
    const r = await add(key, { identifier: box });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'CONTAINER_ADD_IN_PROGRESS', severity: 'warning' });
    // The lookup does not add twice either: it answers 202.
    expect((await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key })).status).toBe(202);
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).body.data.items).toEqual([]);
    sys.clock.advance(61_000);
    const taken = await add(key, { identifier: box });
    expect(taken.status).toBe(201);
  });

  it('gives exactly one 201 for concurrent adds of one identifier, never a 500', async () => {
    const { key } = await keyFor();
    const box = boxNumber('MSKU', 410040);
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(key, { identifier: box })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(['ALREADY_TRACKED', 'CONTAINER_ADD_IN_PROGRESS']).toContain(a.body.error.code);
    }
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).body.data.items).toHaveLength(1);
  });

  it('patches tags and redelivery fields, and validates them', async () => {
    const { key } = await keyFor();
    const id = (await add(key, { identifier: boxNumber('MSKU', 410050) })).body.data.id;
    const r = await http(sys.urls.ocean, `/v1/containers/${id}`, {
      key,
      method: 'PATCH',
      body: {
        tags: ['a', 'b'],
        redelivery_reference: 'RD-77',
        redelivery_date: '2026-12-03',
        redelivery_location: 'USLAX',
        redelivery_yard: 'Yard 9',
        notify_when_connected: true,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      tags: [{ name: 'a' }, { name: 'b' }],
      redelivery_reference: 'RD-77',
      redelivery_date: '2026-12-03',
      redelivery_location: 'USLAX',
      redelivery_yard: 'Yard 9',
      connector_notify_requested_at: sys.clock.now().toISOString(),
    });
    for (const body of [{}, { colour: 'red' }, { redelivery_date: '3 Dec' }, { notify_when_connected: 'yes' }]) {
      const bad = await http(sys.urls.ocean, `/v1/containers/${id}`, { key, method: 'PATCH', body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('rechecks now, then answers 429 RATE_LIMITED until five minutes have passed', async () => {
    const { key } = await keyFor();
    const id = (await add(key, { identifier: 'HLXU2641936', carrier_code: 'HLCU' })).body.data.id;
    const first = await http(sys.urls.ocean, `/v1/containers/${id}/recheck`, { key, method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id,
      last_polled_at: sys.clock.now().toISOString(),
      carrier_code: 'HLCU',
      carrier_name: 'Hapag-Lloyd',
    });
    expect(first.body.data.status).not.toBe('pending');
    sys.clock.advance(60_000);
    const soon = await http(sys.urls.ocean, `/v1/containers/${id}/recheck`, { key, method: 'POST' });
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({
      ok: false,
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/rechecked/),
        severity: 'warning',
        retry_after_seconds: RECHECK_INTERVAL_SECONDS - 60,
      },
    });
    expect(soon.headers.get('retry-after')).toBe(String(RECHECK_INTERVAL_SECONDS - 60));
    sys.clock.advance((RECHECK_INTERVAL_SECONDS - 60) * 1000);
    expect((await http(sys.urls.ocean, `/v1/containers/${id}/recheck`, { key, method: 'POST' })).status).toBe(200);
  });

  it('answers UNAUTHORIZED on every keyed route without a key, and NOT_FOUND for unknown ids', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/v1/containers'],
      ['POST', '/v1/containers'],
      ['GET', '/v1/containers/demurrage'],
      ['GET', '/v1/containers/lookup/MSKU1234565'],
      ['GET', `/v1/containers/${id}`],
      ['PATCH', `/v1/containers/${id}`],
      ['DELETE', `/v1/containers/${id}`],
      ['POST', `/v1/containers/${id}/recheck`],
      ['POST', '/v1/demurrage-terms'],
      ['GET', '/v1/demurrage-terms'],
      ['GET', '/v1/usage'],
      ['PATCH', '/v1/usage'],
      ['GET', '/v2/events'],
    ];
    for (const [method, path] of routes) {
      const r = await http(sys.urls.ocean, path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(r.status, `${method} ${path}`).toBe(401);
      expect(r.body, `${method} ${path}`).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    }
    const { key } = await keyFor();
    for (const [method, path] of [
      ['GET', `/v1/containers/${id}`],
      ['GET', '/v1/containers/not-a-uuid'],
      ['DELETE', `/v1/containers/${id}`],
      ['POST', `/v1/containers/${id}/recheck`],
      ['PATCH', `/v1/containers/${id}`],
    ] as const) {
      const r = await http(sys.urls.ocean, path, { key, method, body: method === 'PATCH' ? { tags: [] } : undefined });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('organisations are isolated', () => {
  it("never shows, changes or counts another organisation's records", async () => {
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260420001' });
    const box = boxNumber('MSKU', 420001);
    carrier.publish([
      { code: 'LOAD', at: '2026-11-01T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '1E' },
      { code: 'DISC', at: '2026-11-19T20:00:00Z', port: 'USLAX', box, vessel: VESSEL_A, voyage: '1E' },
    ]);
    const a = await keyFor();
    const b = await keyFor();
    const id = (await add(a.key, { identifier: box })).body.data.id;
    await pollDue(sys.services, sys.clock.now());
    expect((await http(sys.urls.ocean, `/v1/containers/${id}`, { key: a.key })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', `/v1/containers/${id}`, undefined],
      ['PATCH', `/v1/containers/${id}`, { tags: ['x'] }],
      ['DELETE', `/v1/containers/${id}`, undefined],
      ['POST', `/v1/containers/${id}/recheck`, undefined],
    ] as const) {
      const r = await http(sys.urls.ocean, path, { key: b.key, method, body });
      expect(r.status, `${method} ${path}`).toBe(404);
    }
    expect((await http(sys.urls.ocean, '/v1/containers', { key: b.key })).body.data.items).toEqual([]);
    expect(
      (await http(sys.urls.ocean, '/v1/containers/demurrage', { key: b.key })).body.data.candidates_considered,
    ).toBe(0);
    expect(
      (await http(sys.urls.ocean, '/v1/containers/demurrage', { key: a.key })).body.data.candidates_considered,
    ).toBe(1);
    expect((await http(sys.urls.ocean, '/v2/events', { key: b.key })).body).toEqual([]);
    expect((await http(sys.urls.ocean, '/v2/events', { key: a.key })).body.length).toBe(2);
    // B looking the same box up registers B's own record: 202, never A's data.
    const lb = await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key: b.key });
    expect(lb.status).toBe(202);
    const mine = await sys.services.db.query(
      'SELECT org_id FROM ocean.containers WHERE identifier = $1 ORDER BY added_at',
      [box],
    );
    expect(mine.rows.map((r) => r.org_id).sort()).toEqual([a.org.id, b.org.id].sort());
    // And A's record is untouched.
    expect((await http(sys.urls.ocean, `/v1/containers/${id}`, { key: a.key })).body.data).toMatchObject({
      tags: [],
      archived_at: null,
    });
  });
});

describe('the list', () => {
  it('pages with an opaque cursor, most recently updated first, neither skipping nor repeating under concurrent updates', async () => {
    const { org, key } = await keyFor();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      ids.push(
        (await add(key, { identifier: boxNumber('MSKU', 430000 + i), tags: i % 2 ? ['odd'] : ['even'] })).body.data.id,
      );
      sys.clock.advance(1000);
    }
    const first = await http(sys.urls.ocean, '/v1/containers?limit=5', { key });
    expect(first.body.data.items.map((i: any) => i.id)).toEqual(ids.slice(-5).reverse());
    expect(first.body.data.has_more).toBe(true);
    expect(first.body.data.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const seen: string[] = first.body.data.items.map((i: any) => i.id);
    let cursor = first.body.data.next_cursor;
    let page = 0;
    while (cursor) {
      // Between pages: a record not yet listed, one already listed, and a brand-new one move or appear.
      const unseen = ids.find((x) => !seen.includes(x))!;
      await http(sys.urls.ocean, `/v1/containers/${unseen}`, {
        key,
        method: 'PATCH',
        body: { tags: ['moved', `p${page}`] },
      });
      await http(sys.urls.ocean, `/v1/containers/${seen[0]}`, {
        key,
        method: 'PATCH',
        body: { tags: ['moved-again', `p${page}`] },
      });
      await add(key, { identifier: boxNumber('MSKU', 439000 + page) });
      const r = await http(sys.urls.ocean, `/v1/containers?limit=5&cursor=${cursor}`, { key });
      expect(r.status).toBe(200);
      seen.push(...r.body.data.items.map((i: any) => i.id));
      cursor = r.body.data.next_cursor;
      expect(r.body.data.has_more).toBe(cursor !== null);
      page++;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());
    // A new traversal sees the moves: the last-updated record first.
    const fresh = await http(sys.urls.ocean, '/v1/containers?limit=1', { key });
    expect(fresh.body.data.items[0].identifier).toBe(boxNumber('MSKU', 439000 + page - 1));
    expect(
      (await sys.services.db.query('SELECT count(*)::int AS n FROM ocean.containers WHERE org_id = $1', [org.id]))
        .rows[0].n,
    ).toBe(23 + page);
  });

  it('filters by status, tags (all of them) and archived; validates limit, cursor and unknown parameters', async () => {
    const { key } = await keyFor();
    const a = (await add(key, { identifier: boxNumber('MSKU', 431001), tags: ['x', 'y'] })).body.data.id;
    await add(key, { identifier: boxNumber('MSKU', 431002), tags: ['x'] });
    const both = await http(sys.urls.ocean, '/v1/containers?tags=x,y', { key });
    expect(both.body.data.items.map((i: any) => i.id)).toEqual([a]);
    expect((await http(sys.urls.ocean, '/v1/containers?tags=x', { key })).body.data.items).toHaveLength(2);
    expect((await http(sys.urls.ocean, '/v1/containers?status=pending', { key })).body.data.items).toHaveLength(2);
    expect((await http(sys.urls.ocean, '/v1/containers?status=delivered', { key })).body.data).toEqual({
      items: [],
      has_more: false,
      next_cursor: null,
    });
    const defaultPage = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(defaultPage.body).toMatchObject({
      ok: true,
      api_version: '2026-10-01',
      data: { has_more: false, next_cursor: null },
    });
    for (const q of [
      'limit=0',
      'limit=501',
      'limit=ten',
      'status=lost',
      'archived=maybe',
      'cursor=bm9wZQ',
      'colour=red',
    ]) {
      const r = await http(sys.urls.ocean, `/v1/containers?${q}`, { key });
      expect(r.status, q).toBe(400);
      expect(r.body.error.code, q).toBe('VALIDATION_ERROR');
    }
    const max = await http(sys.urls.ocean, '/v1/containers?limit=500', { key });
    expect(max.status).toBe(200);
    // A cursor is bound to its filters.
    const p = await http(sys.urls.ocean, '/v1/containers?limit=1&tags=x', { key });
    const cross = await http(sys.urls.ocean, `/v1/containers?limit=1&cursor=${p.body.data.next_cursor}`, { key });
    expect(cross.status).toBe(400);
    expect(cross.body.error.message).toMatch(/other filters/);
  });
});

describe('quotas and spend caps (402)', () => {
  it('free plan: UNIQUE_QUOTA_EXCEEDED past 10 shipments a month, CONTAINER_QUOTA_EXCEEDED with no slot free', async () => {
    const { key } = await keyFor({ plan: 'free' });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await add(key, { identifier: boxNumber('MSKU', 440000 + i) });
      expect(r.status).toBe(201);
      ids.push(r.body.data.id);
    }
    const over = await add(key, { identifier: boxNumber('MSKU', 440010) });
    expect(over.status).toBe(402);
    expect(over.body.error).toMatchObject({
      code: 'UNIQUE_QUOTA_EXCEEDED',
      quota: { total: 10, used: 10, remaining: 0 },
    });
    // A first lookup consumes a slot like an add: refused too.
    const look = await http(sys.urls.ocean, `/v1/containers/lookup/${boxNumber('MSKU', 440011)}`, { key });
    expect(look.status).toBe(402);
    expect(look.body.error.code).toBe('UNIQUE_QUOTA_EXCEEDED');
    // Re-adding an archived box of this month needs no new unique shipment.
    await http(sys.urls.ocean, `/v1/containers/${ids[0]}`, { key, method: 'DELETE' });
    expect((await add(key, { identifier: boxNumber('MSKU', 440000) })).status).toBe(201);
    const usage = await http(sys.urls.ocean, '/v1/usage', { key });
    expect(usage.body.data).toMatchObject({
      plan: 'free',
      unique_shipments: { total: 10, used: 10, remaining: 0 },
      container_slots: { total: 10, used: 10, remaining: 0 },
      payg_price_usd: null,
    });
    // Next month the unique quota is fresh, but the ten slots are still taken.
    const back = sys.clock.now();
    sys.clock.set('2027-01-02T00:00:00Z');
    try {
      const full = await add(key, { identifier: boxNumber('MSKU', 440012) });
      expect(full.status).toBe(402);
      expect(full.body.error).toMatchObject({
        code: 'CONTAINER_QUOTA_EXCEEDED',
        quota: { total: 10, used: 10, remaining: 0 },
      });
      await http(sys.urls.ocean, `/v1/containers/${ids[1]}`, { key, method: 'DELETE' });
      expect((await add(key, { identifier: boxNumber('MSKU', 440012) })).status).toBe(201);
    } finally {
      sys.clock.set(back);
    }
  });

  it('pay-as-you-go: PAYG_SPEND_CAP_REACHED when an add would cross the cap', async () => {
    await definePlan(sys.services.db, 'payg', { windowLimit: 120, minuteLimit: 360 });
    const { key } = await keyFor({ plan: 'payg' });
    const usage0 = await http(sys.urls.ocean, '/v1/usage', { key });
    expect(usage0.body.data).toMatchObject({
      plan: 'payg',
      unique_shipments: { total: null, used: 0, remaining: null },
      payg_price_usd: 0.25,
      payg_spend_cap_usd: 50,
      payg_spent_usd: 0,
    });
    const cap = await http(sys.urls.ocean, '/v1/usage', { key, method: 'PATCH', body: { payg_spend_cap_usd: 0.5 } });
    expect(cap.body.data.payg_spend_cap_usd).toBe(0.5);
    expect((await add(key, { identifier: boxNumber('MSKU', 441001) })).status).toBe(201);
    expect((await add(key, { identifier: boxNumber('MSKU', 441002) })).status).toBe(201);
    const over = await add(key, { identifier: boxNumber('MSKU', 441003) });
    expect(over.status).toBe(402);
    expect(over.body.error).toMatchObject({
      code: 'PAYG_SPEND_CAP_REACHED',
      spend_cap_usd: 0.5,
      spent_usd: 0.5,
      price_usd: 0.25,
    });
    for (const body of [{}, { payg_spend_cap_usd: -1 }, { payg_spend_cap_usd: '5' }, { cap: 5 }]) {
      expect(
        (await http(sys.urls.ocean, '/v1/usage', { key, method: 'PATCH', body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    await http(sys.urls.ocean, '/v1/usage', { key, method: 'PATCH', body: { payg_spend_cap_usd: null } });
    expect((await add(key, { identifier: boxNumber('MSKU', 441003) })).status).toBe(201);
  });
});

describe('server-side failures', () => {
  it('answers DB_ERROR on demurrage and lookup, INTERNAL_ERROR on the list, without details', async () => {
    const { key } = await keyFor();
    await add(key, { identifier: 'HLXU2641936', carrier_code: 'HLCU' });
    await pollDue(sys.services, sys.clock.now()); // the sandbox carrier answers: the lookup reads the record
    expect((await http(sys.urls.ocean, '/v1/containers/lookup/HLXU2641936', { key })).status).toBe(200);
    await sys.services.db.query('ALTER TABLE ocean.boxes RENAME TO boxes_away');
    try {
      const dem = await http(sys.urls.ocean, '/v1/containers/demurrage', { key });
      expect(dem.status).toBe(500);
      expect(dem.body).toEqual({
        ok: false,
        error: { code: 'DB_ERROR', message: 'database error; retry', severity: 'error' },
      });
      const look = await http(sys.urls.ocean, '/v1/containers/lookup/HLXU2641936', { key });
      expect(look.status).toBe(500);
      expect(look.body.error.code).toBe('DB_ERROR');
      const list = await http(sys.urls.ocean, '/v1/containers', { key });
      expect(list.status).toBe(500);
      expect(list.body).toEqual({
        ok: false,
        error: { code: 'INTERNAL_ERROR', message: expect.stringMatching(/smaller limit/), severity: 'error' },
      });
      expect(list.text).not.toMatch(/boxes|relation|\.ts:/);
    } finally {
      await sys.services.db.query('ALTER TABLE ocean.boxes_away RENAME TO boxes');
    }
    expect((await http(sys.urls.ocean, '/v1/containers', { key })).status).toBe(200);
  });
});

describe('keyless public lookup', () => {
  it('answers the shared carrier answer in the open envelope, a check-digit failure with the correction, and limits per IP', async () => {
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260460001', booking: '260460001' });
    const box = boxNumber('MSKU', 460001);
    carrier.publish([
      { code: 'LOAD', at: '2026-11-15T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '9E' },
      { code: 'DEPA', at: '2026-11-15T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '9E' },
      { code: 'ARRI', classifier: 'EST', at: '2026-12-01T14:00:00Z', port: 'USLAX', vessel: VESSEL_A, voyage: '9E' },
      {
        code: 'DISC',
        classifier: 'EST',
        at: '2026-12-01T20:00:00Z',
        port: 'USLAX',
        box,
        vessel: VESSEL_A,
        voyage: '9E',
      },
    ]);
    const ok = await http(sys.urls.ocean, `/public/track/${box}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      ok: true,
      data: {
        identifier: box,
        identifier_type: 'container_id',
        carrier: 'Maersk A/S',
        status: 'in_transit',
        container_numbers: [box],
        origin_name: 'Shanghai',
        destination_name: 'Los Angeles',
        eta: '2026-12-01T14:00:00.000Z',
        eta_is_estimated: true,
        vessel_name: VESSEL_A.name,
        vessel_imo: VESSEL_A.imo,
        as_of: sys.clock.now().toISOString(),
      },
    });
    expect(ok.body.data.events.map((e: any) => e.type)).toEqual(['LOAD', 'DEPA', 'ARRI', 'DISC']);
    expect(ok.body.data).not.toHaveProperty('org_id');
    // Served from the shared answer: the carrier is not asked twice within the cache window.
    const asked = carrier.server.requests.length;
    expect((await http(sys.urls.ocean, `/public/track/${box}`)).status).toBe(200);
    expect(carrier.server.requests.length).toBe(asked);
    const booking = await http(sys.urls.ocean, '/public/track/260460001');
    expect(booking.body.data.identifier_type).toBe('booking_number');

    const bad = await http(sys.urls.ocean, `/public/track/${wrongDigit(box)}`);
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({
      ok: false,
      message: expect.stringMatching(/check digit .* did you mean/),
      suggested_identifier: box,
    });
    const unknown = await http(sys.urls.ocean, `/public/track/${boxNumber('MSKU', 460002)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, message: expect.stringMatching(/no line recognises/) });

    // Six answered so far in this window; the tenth is the last.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await http(sys.urls.ocean, `/public/track/${box}`)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await http(sys.urls.ocean, `/public/track/${box}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, message: expect.stringMatching(/too many public lookups/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    sys.clock.advance(61_000);
    expect((await http(sys.urls.ocean, `/public/track/${box}`)).status).toBe(200);
  });
});

describe('/v2/events', () => {
  it('answers a bare array of DCSA events, filtered, paged through Next-Page without repeats', async () => {
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260470001', booking: '260470001' });
    const boxes = [boxNumber('MSKU', 470001), boxNumber('MSKU', 470002)];
    carrier.publish([
      { code: 'CONF', at: '2026-11-10T01:00:00Z' },
      ...boxes.flatMap((box) => [
        { code: 'GTIN', at: '2026-11-12T03:00:00Z', port: 'CNSHA', box, mode: 'TRUCK' as const },
        { code: 'LOAD', at: '2026-11-14T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '3E' },
      ]),
      { code: 'DEPA', at: '2026-11-14T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '3E' },
      { code: 'ARRI', classifier: 'EST', at: '2026-11-30T14:00:00Z', port: 'HRLST', vessel: VESSEL_A, voyage: '3E' },
    ]);
    const { key } = await keyFor();
    await add(key, { identifier: 'MAEU260470001' });
    await pollDue(sys.services, sys.clock.now());
    const all = await http(sys.urls.ocean, '/v2/events', { key });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(7);
    expect(all.headers.get('api-version')).toBe('2.2.0');
    expect(all.headers.get('current-page')).toBe('/v2/events');
    expect(all.headers.get('next-page')).toBeNull();
    const load = all.body.find((e: any) => e.equipmentEventTypeCode === 'LOAD');
    expect(load).toMatchObject({
      eventID: expect.any(String),
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2026-11-14T06:00:00.000Z',
      eventCreatedDateTime: sys.clock.now().toISOString(),
      equipmentReference: expect.stringMatching(/^MSKU47000/),
      emptyIndicatorCode: 'LADEN',
      eventLocation: { UNLocationCode: 'CNSHA' },
      transportCall: { carrierVoyageNumber: '3E', vessel: { vesselIMONumber: VESSEL_A.imo } },
      event_local_datetime: '2026-11-14T14:00:00',
      utc_offset_minutes: 480,
      event_timezone: 'Asia/Shanghai',
      documentReferences: expect.arrayContaining([
        { documentReferenceType: 'TRD', documentReferenceValue: 'MAEU260470001' },
      ]),
    });
    // An unplaced port: the zone fields are absent, not null.
    const arri = all.body.find((e: any) => e.transportEventTypeCode === 'ARRI');
    expect(arri).toMatchObject({ eventClassifierCode: 'EST', transportCall: { UNLocationCode: 'HRLST' } });
    expect(arri).not.toHaveProperty('event_local_datetime');
    expect(arri).not.toHaveProperty('utc_offset_minutes');
    expect(all.body.find((e: any) => e.eventType === 'SHIPMENT')).toMatchObject({ shipmentEventTypeCode: 'CONF' });

    const q = async (s: string) => (await http(sys.urls.ocean, `/v2/events?${s}`, { key })).body;
    expect((await q('eventType=EQUIPMENT')).length).toBe(4);
    expect((await q('eventType=TRANSPORT,SHIPMENT')).length).toBe(3);
    expect((await q('equipmentEventTypeCode=LOAD')).map((e: any) => e.equipmentEventTypeCode)).toEqual([
      'LOAD',
      'LOAD',
    ]);
    expect((await q(`equipmentReference=${boxes[1]}`)).length).toBe(2);
    expect((await q('UNLocationCode=HRLST')).length).toBe(1);
    expect(await q('shipmentEventTypeCode=CONF&equipmentEventTypeCode=LOAD')).toEqual([]);
    expect((await q('transportDocumentReference=MAEU260470001')).length).toBe(7);
    expect(await q('carrierBookingReference=NOPE')).toEqual([]);
    expect((await q(`eventCreatedDateTime:gte=${sys.clock.now().toISOString()}`)).length).toBe(7);
    expect(await q(`eventCreatedDateTime:gt=${sys.clock.now().toISOString()}`)).toEqual([]);

    // Pages of 3 through Next-Page; an event learnt (or re-timed) meanwhile comes after, none repeated or skipped.
    const got: any[] = [];
    let r = await http(sys.urls.ocean, '/v2/events?limit=3', { key });
    got.push(...r.body);
    carrier.publish([
      { code: 'CONF', at: '2026-11-10T01:00:00Z' },
      ...boxes.flatMap((box) => [
        { code: 'GTIN', at: '2026-11-12T03:00:00Z', port: 'CNSHA', box, mode: 'TRUCK' as const },
        { code: 'LOAD', at: '2026-11-14T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: '3E' },
      ]),
      { code: 'DEPA', at: '2026-11-14T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '3E' },
      { code: 'ARRI', at: '2026-11-21T09:00:00Z', port: 'HRLST', vessel: VESSEL_A, voyage: '3E' },
    ]);
    sys.clock.advance(8 * 3600_000);
    await pollDue(sys.services, sys.clock.now());
    while (r.headers.get('next-page')) {
      expect(r.headers.get('next-page')).toMatch(/^\/v2\/events\?limit=3&cursor=/);
      r = await http(sys.urls.ocean, r.headers.get('next-page')!, { key });
      expect(r.headers.get('first-page')).toBe('/v2/events?limit=3');
      got.push(...r.body);
    }
    expect(got.map((e) => e.eventID).sort()).toEqual(all.body.map((e: any) => e.eventID).sort());
    // The arrival, not yet paged when it became actual, comes once, last, as learnt now.
    expect(got[got.length - 1]).toMatchObject({
      eventID: arri.eventID,
      eventClassifierCode: 'ACT',
      eventCreatedDateTime: sys.clock.now().toISOString(),
    });
    // A consumer that had already read it sees it again, as a new message, after its cursor.
    const tail = await http(sys.urls.ocean, `/v2/events?eventCreatedDateTime:gte=${sys.clock.now().toISOString()}`, {
      key,
    });
    expect(tail.body.map((e: any) => e.eventID)).toEqual([arri.eventID]);

    for (const bad of [
      'eventType=PARCEL',
      'limit=0',
      'limit=1001',
      'cursor=zzz',
      'eventCreatedDateTime:gte=yesterday',
      'colour=red',
    ]) {
      const b = await http(sys.urls.ocean, `/v2/events?${bad}`, { key });
      expect(b.status, bad).toBe(400);
      expect(b.body.error.code, bad).toBe('VALIDATION_ERROR');
    }
  });
});
