// Ocean tracking through HTTP against a scripted carrier (a local DCSA server answered by the
// real DCSA client): the 202 → 200 lookup, a box's whole lifecycle with its statuses, poll
// priorities and cadences, every webhook event into the outbox, local times west and east of
// Greenwich and at an unplaced port, back-off on carrier errors, and several workers at once.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { useSystem, http, usingPostgres } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { announceApiChange } from '../../subgraphs/ocean/use-cases/announce-api-change.js';
import { CADENCE_MINUTES, BACKOFF_BASE_SECONDS } from '../../subgraphs/ocean/decide/tracking.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import {
  boxNumber,
  scriptedCarrier,
  VESSEL_A,
  VESSEL_B,
  type EventSpec,
  type ScriptedCarrier,
} from '../support/ocean-fixtures.js';

let carrier: ScriptedCarrier | null = null;

const sys = useSystem();
afterEach(async () => {
  await carrier?.close();
  carrier = null;
});

const outbox = (orgId: string) => sys.outbox(orgId, 'ocean');

async function row(id: string) {
  const r = await sys.services.db.query<any>('SELECT * FROM ocean.containers WHERE id = $1', [id]);
  return r.rows[0];
}

/** `npm run ocean -- …` as its own process against this test's database (PostgreSQL only). */
function oceanCli(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'wiring/cli/ocean.ts', ...args], {
      env: { ...process.env, DATABASE_URL: sys.services.config.databaseUrl!, LOG_LEVEL: 'silent' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('a box from booking to empty return', () => {
  it('answers 202 until the carrier has answered, then the lookup record; every move raises its event once', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 310001);
    const bl = 'MAEU260310001';
    carrier = await scriptedCarrier(sys, { billOfLading: bl, booking: '260310001' });
    const e = (s: Omit<EventSpec, 'box'> & { box?: string | null }): EventSpec => ({ box, ...s });
    const history: EventSpec[] = [
      e({ code: 'CONF', at: '2026-11-18T01:00:00Z' }),
      e({
        code: 'GTOT',
        at: '2026-11-19T02:00:00Z',
        port: 'HRLST',
        empty: 'EMPTY',
        facility: 'Lastovo Depot',
        mode: 'TRUCK',
      }),
      e({ code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', facility: 'Yangshan Phase IV', mode: 'TRUCK' }),
    ];
    const plan = (dep: string, arr: string, cls: 'PLN' | 'EST'): EventSpec[] => [
      e({
        code: 'LOAD',
        classifier: cls,
        at: dep.replace('T10', 'T06'),
        port: 'CNSHA',
        vessel: VESSEL_A,
        voyage: '601E',
      }),
      e({ code: 'DEPA', classifier: cls, at: dep, port: 'CNSHA', vessel: VESSEL_A, voyage: '601E' }),
      e({ code: 'ARRI', classifier: cls, at: arr, port: 'USLAX', vessel: VESSEL_A, voyage: '601E' }),
      e({
        code: 'DISC',
        classifier: cls,
        at: arr.replace('T14', 'T20'),
        port: 'USLAX',
        vessel: VESSEL_A,
        voyage: '601E',
      }),
    ];

    // First lookup registers the reference: 202 with retry_after_seconds, a slot consumed.
    const first = await http(sys.urls.ocean, `/v1/containers/lookup/${box.toLowerCase()}`, { key });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      ok: false,
      error: { code: 'TRACKING_IN_PROGRESS', severity: 'info', retry_after_seconds: expect.any(Number) },
    });
    expect(first.body.error.retry_after_seconds).toBeGreaterThanOrEqual(5);
    expect(first.headers.get('retry-after')).toBe(String(first.body.error.retry_after_seconds));
    const again = await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key });
    expect(again.status).toBe(202); // still awaiting the carrier; not registered twice
    const usage = await http(sys.urls.ocean, '/v1/usage', { key });
    expect(usage.body.data.unique_shipments).toEqual({ total: 1000, used: 1, remaining: 999 });

    // The carrier answers: booked, before departure.
    carrier.publish([...history, ...plan('2026-11-25T10:00:00Z', '2026-12-10T14:00:00Z', 'PLN')]);
    expect(await pollDue(sys.services, sys.clock.now())).toMatchObject({ claimed: 1, polled: 1, failed: 0 });
    const ok = await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key });
    expect(ok.status).toBe(200);
    const rec = ok.body.data;
    expect(rec).toMatchObject({
      container_number: box,
      bl_number: bl,
      booking_number: '260310001',
      identifier: box,
      identifier_type: 'container_id',
      container_size: '40HC',
      equipment_type: 'dry',
      iso_type_code: '45G1',
      child_containers: null,
      status: 'booked',
      carrier: 'Maersk A/S',
      vessel_name: null,
      vessel_imo: null,
      vessel_position: null,
      origin_name: 'Shanghai',
      destination_name: 'Los Angeles',
      eta: '2026-12-10T14:00:00.000Z',
      eta_confidence_pct: null,
      last_updated_source: 'carrier_poll',
      last_polled_at: '2026-11-21T12:00:00.000Z',
      last_updated_at: '2026-11-21T12:00:00.000Z',
      last_ais_fix_at: null,
      demurrage_free_days_left: null,
      ai_narrative: null,
    });
    expect(Object.keys(rec)).toEqual(
      expect.arrayContaining(['field_provenance', 'events', 'eta_confidence_pct', 'demurrage_free_days_left']),
    );
    expect(rec.field_provenance.eta).toMatchObject({
      state: 'resolved',
      action: 'none',
      source: 'direct_carrier',
      evidence: expect.stringMatching(/too few arrivals/),
    });
    expect(rec.field_provenance.vessel).toMatchObject({ state: 'awaiting_carrier', action: 'wait' });
    expect(rec.field_provenance.demurrage).toMatchObject({
      state: 'resolved',
      confidence: 'medium',
      evidence: expect.stringMatching(/tariff/),
    });

    // Timeline oldest → newest, with port-local times: unplaced, east and west of Greenwich.
    const byType = (t: string) => rec.events.find((x: any) => x.type === t);
    expect(rec.events.map((x: any) => x.type)).toEqual(['CONF', 'GTOT', 'GTIN', 'LOAD', 'DEPA', 'ARRI', 'DISC']);
    expect(byType('GTOT')).toMatchObject({
      classifier: 'ACT',
      is_actual: true,
      label: 'Gated out empty',
      timestamp: '2026-11-19T02:00:00.000Z',
      location: 'HRLST',
      event_local_datetime: null,
      utc_offset_minutes: null,
      event_timezone: null,
    });
    expect(byType('GTIN')).toMatchObject({
      timestamp: '2026-11-20T03:00:00.000Z',
      location: 'CNSHA',
      event_local_datetime: '2026-11-20T11:00:00',
      utc_offset_minutes: 480,
      event_timezone: 'Asia/Shanghai',
    });
    expect(byType('ARRI')).toMatchObject({
      classifier: 'PLN',
      is_actual: false,
      label: 'Vessel arrived (planned)',
      location: 'USLAX',
      event_local_datetime: '2026-12-10T06:00:00',
      utc_offset_minutes: -480,
      event_timezone: 'America/Los_Angeles',
    });
    let r = await row(rec.id);
    expect(r.poll_priority).toBe('pre_departure');
    expect(r.next_poll_at.getTime() - r.last_polled_at.getTime()).toBe(CADENCE_MINUTES.pre_departure * 60_000);
    expect(await outbox(org.id)).toEqual([]); // the first answer is the baseline

    // Nothing new: no reorder, no events.
    const seqBefore = r.update_seq;
    sys.clock.set(r.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r.update_seq).toBe(seqBefore);
    expect(await outbox(org.id)).toEqual([]);

    // The sailing slips two days before departure: schedule_disruption, eta_changed, shipment_updated.
    carrier.publish([...history, ...plan('2026-11-27T10:00:00Z', '2026-12-12T14:00:00Z', 'EST')]);
    sys.clock.set(r.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r.update_seq).toBeGreaterThan(seqBefore);
    let events = await outbox(org.id);
    expect(events.map((x) => x.event_type).sort()).toEqual(['eta_changed', 'schedule_disruption', 'shipment_updated']);
    expect(events.find((x) => x.event_type === 'schedule_disruption')!.data).toMatchObject({
      container_id: rec.id,
      container_number: box,
      port: 'CNSHA',
      previous_planned_departure_at: '2026-11-25T10:00:00.000Z',
      planned_departure_at: '2026-11-27T10:00:00.000Z',
      delta_hours: 48,
    });
    expect(events.find((x) => x.event_type === 'eta_changed')!.data).toMatchObject({
      previous_eta: '2026-12-10T14:00:00.000Z',
      eta: '2026-12-12T14:00:00.000Z',
      delta_hours: 48,
    });

    // Loaded and sailed: in_transit, transit priority, the vessel on the record, vessel_departed.
    const sailed = [
      ...history,
      e({ code: 'LOAD', at: '2026-11-27T06:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '601E' }),
      e({ code: 'DEPA', at: '2026-11-27T10:00:00Z', port: 'CNSHA', vessel: VESSEL_A, voyage: '601E' }),
    ];
    carrier.publish([...sailed, ...plan('2026-11-27T10:00:00Z', '2026-12-12T14:00:00Z', 'EST').slice(2)]);
    sys.clock.set('2026-11-27T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r).toMatchObject({
      status: 'in_transit',
      poll_priority: 'transit',
      current_vessel_imo: VESSEL_A.imo,
      current_vessel_name: VESSEL_A.name,
    });
    expect(r.next_poll_at.getTime() - r.last_polled_at.getTime()).toBe(CADENCE_MINUTES.transit * 60_000);
    events = await outbox(org.id);
    expect(events.filter((x) => x.event_type === 'vessel_departed').map((x) => x.data)).toEqual([
      expect.objectContaining({
        port: 'CNSHA',
        vessel_imo: VESSEL_A.imo,
        vessel_name: VESSEL_A.name,
        voyage: '601E',
        event_date_time: '2026-11-27T10:00:00.000Z',
        event_local_datetime: '2026-11-27T18:00:00',
        utc_offset_minutes: 480,
        event_timezone: 'Asia/Shanghai',
      }),
    ]);

    // Within 48 h of the ETA: arrival priority, hourly.
    sys.clock.set('2026-12-11T00:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r.poll_priority).toBe('arrival');
    expect(r.next_poll_at.getTime() - r.last_polled_at.getTime()).toBe(CADENCE_MINUTES.arrival * 60_000);

    // Arrived and discharged: dwell priority, no vessel any more, container_arrived; free time runs.
    const landed = [
      ...sailed,
      e({ code: 'ARRI', at: '2026-12-12T14:00:00Z', port: 'USLAX', vessel: VESSEL_A, voyage: '601E' }),
      e({ code: 'DISC', at: '2026-12-12T20:00:00Z', port: 'USLAX', vessel: VESSEL_A, voyage: '601E' }),
    ];
    carrier.publish(landed);
    sys.clock.set('2026-12-12T21:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r).toMatchObject({
      status: 'discharged',
      poll_priority: 'dwell',
      current_vessel_imo: null,
      eta_is_estimated: false,
    });
    expect(r.next_poll_at.getTime() - r.last_polled_at.getTime()).toBe(CADENCE_MINUTES.dwell * 60_000);
    events = await outbox(org.id);
    expect(events.filter((x) => x.event_type === 'container_arrived').map((x) => x.data)).toEqual([
      expect.objectContaining({
        port: 'USLAX',
        event_date_time: '2026-12-12T14:00:00.000Z',
        event_local_datetime: '2026-12-12T06:00:00',
        utc_offset_minutes: -480,
        event_timezone: 'America/Los_Angeles',
      }),
    ]);
    // Lane history learnt one late arrival (first ETA 12-10, arrived 12-12).
    const lane = await sys.services.db.query(
      'SELECT arrivals, on_time FROM ocean.lane_history WHERE carrier_scac = $1 AND origin = $2 AND destination = $3',
      ['MAEU', 'CNSHA', 'USLAX'],
    );
    expect(lane.rows).toEqual([{ arrivals: 1, on_time: 0 }]);
    // The record: Maersk's us_import tariff, 5 free days from the Los Angeles date of discharge.
    const detail = await http(sys.urls.ocean, `/v1/containers/${rec.id}`, { key });
    expect(detail.body.data).toMatchObject({
      status: 'discharged',
      demurrage_last_free_day: '2026-12-16',
      demurrage_accrued_usd: 0,
      demurrage_at_risk: false,
    });

    // Customs hold within a day of discharge (before it was available), then released: customs_hold, then available.
    carrier.publish([
      ...landed,
      e({ code: 'HOLD', at: '2026-12-13T01:00:00Z', port: 'USLAX', remark: 'CBP exam hold' }),
    ]);
    sys.clock.set('2026-12-13T02:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r).toMatchObject({ status: 'customs_hold', customs_hold_reason: 'CBP exam hold' });
    expect(r.customs_hold_since.toISOString()).toBe('2026-12-13T01:00:00.000Z');
    const released = [
      ...landed,
      e({ code: 'HOLD', at: '2026-12-13T01:00:00Z', port: 'USLAX', remark: 'CBP exam hold' }),
      e({ code: 'RELS', at: '2026-12-14T09:00:00Z', port: 'USLAX', remark: 'Released' }),
    ];
    carrier.publish(released);
    sys.clock.set('2026-12-14T10:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r).toMatchObject({ status: 'available', customs_hold_reason: null, customs_hold_since: null });

    // One free day left (Los Angeles date 12-15): demurrage_warning; overdue from 12-17: demurrage_started.
    sys.clock.set('2026-12-15T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    sys.clock.set('2026-12-17T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    events = await outbox(org.id);
    expect(events.filter((x) => x.event_type === 'demurrage_warning').map((x) => x.data)).toEqual([
      expect.objectContaining({
        container_number: box,
        port: 'USLAX',
        last_free_day: '2026-12-16',
        free_days_left: 1,
        terms_source: 'carrier_published_tariff',
        free_days: 5,
      }),
    ]);
    expect(events.filter((x) => x.event_type === 'demurrage_started').map((x) => x.data)).toEqual([
      expect.objectContaining({ container_number: box, days_overdue: 1, daily_rate_usd: 135, accrued_usd: 135 }),
    ]);

    // Gated out full on 12-23 (LA date): delivered; charges stop at 7 days: 4 × 135 + 3 × 230.
    const out = [...released, e({ code: 'GTOT', at: '2026-12-23T18:00:00Z', port: 'USLAX', mode: 'TRUCK' })];
    carrier.publish(out);
    sys.clock.set('2026-12-24T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    const delivered = await http(sys.urls.ocean, `/v1/containers/${rec.id}`, { key });
    expect(delivered.body.data).toMatchObject({
      status: 'delivered',
      demurrage_accrued_usd: 1230,
      demurrage_at_risk: false,
    });
    r = await row(rec.id);
    expect(r.next_poll_at.getTime() - r.last_polled_at.getTime()).toBe(12 * 3600_000);

    // Returned empty: outranks delivered; the carrier is not asked again until the close-out,
    // 14 days after the shipment ended, archives the record.
    carrier.publish([
      ...out,
      e({ code: 'GTIN', at: '2026-12-26T08:00:00Z', port: 'USLAX', empty: 'EMPTY', mode: 'TRUCK' }),
    ]);
    sys.clock.set('2026-12-26T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r.status).toBe('returned_empty');
    expect(r.ended_at.toISOString()).toBe('2026-12-24T12:00:00.000Z');
    expect(r.next_poll_at.toISOString()).toBe('2027-01-07T12:00:00.000Z');

    events = await outbox(org.id);
    const types = events.map((x) => x.event_type);
    for (const t of [
      'container_arrived',
      'container_available',
      'container_delivered',
      'customs_hold',
      'vessel_departed',
      'eta_changed',
      'schedule_disruption',
      'demurrage_warning',
      'demurrage_started',
    ]) {
      expect(types.filter((x) => x === t).length, t).toBe(1);
    }
    expect(events.filter((x) => x.event_type === 'container_delivered').map((x) => x.data.returned_empty)).toEqual([
      false,
    ]);
    expect(types.filter((x) => x === 'shipment_updated').length).toBeGreaterThanOrEqual(6);
    for (const ev of events) {
      expect(ev.data).toMatchObject({ container_id: rec.id, identifier: box, carrier_code: 'MAEU' });
      expect(Object.keys(ev.data)).not.toContain('org_id');
    }

    sys.clock.set('2027-01-07T12:00:00Z');
    await pollDue(sys.services, sys.clock.now());
    r = await row(rec.id);
    expect(r).toMatchObject({ archived_reason: 'auto_close_out', next_poll_at: null });
    expect(
      (await http(sys.urls.ocean, '/v1/containers?archived=true', { key })).body.data.items.map((i: any) => i.id),
    ).toContain(rec.id);
  });

  it('a reference no carrier knows: 404 REFERENCE_NOT_RESOLVABLE after the first answer, and the feed answers nothing', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    carrier = await scriptedCarrier(sys, { billOfLading: 'NONE' });
    carrier.publish([]);
    const box = boxNumber('MSKU', 310002);
    expect((await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key })).status).toBe(202);
    await pollDue(sys.services, sys.clock.now());
    const r = await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({
      ok: false,
      error: { code: 'REFERENCE_NOT_RESOLVABLE', unresolved_reason: 'not_found', severity: 'warning' },
    });
    const list = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(list.body.data.items[0]).toMatchObject({
      identifier: box,
      status: 'pending',
      unresolved_reason: 'not_found',
      unresolvable_since: sys.clock.now().toISOString(),
      // The container record's strings: the carrier the prefix names, no destination yet, the poll that answered.
      carrier_code: 'MAEU',
      carrier_name: 'Maersk A/S',
      destination_name: '',
      last_polled_at: sys.clock.now().toISOString(),
    });
  });

  it('a route change raises container_misrouted', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 310003);
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260310003' });
    const leg = (pod: string): EventSpec[] => [
      { code: 'LOAD', at: '2026-11-20T06:00:00Z', port: 'CNNGB', box, vessel: VESSEL_A, voyage: '7E' },
      { code: 'DISC', classifier: 'EST', at: '2026-12-20T06:00:00Z', port: pod, box, vessel: VESSEL_A, voyage: '7E' },
    ];
    carrier.publish(leg('NLRTM'));
    const add = await http(sys.urls.ocean, '/v1/containers', {
      key,
      method: 'POST',
      body: { identifier: box, carrier_code: 'MAEU' },
    });
    expect(add.status).toBe(201);
    await pollDue(sys.services, sys.clock.now());
    carrier.publish(leg('DEHAM'));
    sys.clock.advance(CADENCE_MINUTES.transit * 60_000);
    await pollDue(sys.services, sys.clock.now());
    const detail = await http(sys.urls.ocean, `/v1/containers/${add.body.data.id}`, { key });
    expect(detail.body.data).toMatchObject({
      destination_unlocode: 'DEHAM',
      route_alert: { type: 'destination_changed', from: 'NLRTM', to: 'DEHAM' },
    });
    const ev = (await outbox(org.id)).filter((x) => x.event_type === 'container_misrouted');
    expect(ev.map((x) => x.data.route_alert)).toEqual([
      expect.objectContaining({ type: 'destination_changed', from: 'NLRTM', to: 'DEHAM' }),
    ]);
  });

  it('a box that misses its onward vessel at a transshipment port raises a missed_connection alert, and again when rolled', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 310005);
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260310005' });
    const at = (hours: number) => new Date(sys.clock.now().getTime() + hours * 3_600_000).toISOString();
    const feeder = { imo: '9434929', name: 'MAERSK NORESUND' };
    const legs: EventSpec[] = [
      { code: 'LOAD', at: at(-240), port: 'CNNGB', box, vessel: VESSEL_A, voyage: '7E' },
      { code: 'DISC', at: at(-24), port: 'SGSIN', box, vessel: VESSEL_A, voyage: '7E' },
      { code: 'LOAD', classifier: 'PLN', at: at(24), port: 'SGSIN', box, vessel: VESSEL_B, voyage: '21W' },
      { code: 'DISC', classifier: 'PLN', at: at(24 * 20), port: 'NLRTM', box, vessel: VESSEL_B, voyage: '21W' },
    ];
    carrier.publish(legs);
    const add = await http(sys.urls.ocean, '/v1/containers', {
      key,
      method: 'POST',
      body: { identifier: box, carrier_code: 'MAEU' },
    });
    expect(add.status).toBe(201);
    await pollDue(sys.services, sys.clock.now());
    const detail = async () => (await http(sys.urls.ocean, `/v1/containers/${add.body.data.id}`, { key })).body.data;
    expect((await detail()).route_alert).toBeNull(); // the onward load is still ahead

    // The planned load passes by more than the grace period and the box is still at Singapore.
    sys.clock.advance((24 + 13) * 3_600_000);
    await pollDue(sys.services, sys.clock.now());
    expect((await detail()).route_alert).toMatchObject({
      type: 'missed_connection',
      container_number: box,
      port: 'SGSIN',
      planned_vessel_imo: VESSEL_B.imo,
      planned_voyage: '21W',
      loaded_vessel_imo: null,
    });

    // Rolled onto a later feeder: the alert names it and is raised again.
    carrier.publish([...legs, { code: 'LOAD', at: at(-1), port: 'SGSIN', box, vessel: feeder, voyage: '3N' }]);
    sys.clock.advance(CADENCE_MINUTES.transit * 60_000);
    await pollDue(sys.services, sys.clock.now());
    expect((await detail()).route_alert).toMatchObject({
      type: 'missed_connection',
      port: 'SGSIN',
      loaded_vessel_imo: feeder.imo,
      loaded_vessel_name: feeder.name,
    });
    const ev = (await outbox(org.id)).filter((x) => x.event_type === 'container_misrouted');
    expect(ev.map((x) => [x.data.route_alert.type, x.data.route_alert.loaded_vessel_imo])).toEqual([
      ['missed_connection', null],
      ['missed_connection', feeder.imo],
    ]);
  });

  it('notify_when_connected: the first answer after the carrier is connected raises shipment_updated once, and clears the request', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 310007);
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260310007' });
    carrier.publish([{ code: 'LOAD', at: '2026-11-20T06:00:00Z', port: 'CNNGB', box, vessel: VESSEL_A, voyage: '7E' }]);
    const live = carrier.connector;
    overrideFeeds(sys.services, { connectorFor: () => null }); // the carrier has no connection yet
    const add = await http(sys.urls.ocean, '/v1/containers', {
      key,
      method: 'POST',
      body: { identifier: box, carrier_code: 'MAEU' },
    });
    expect(add.status).toBe(201);
    const id = add.body.data.id;
    await pollDue(sys.services, sys.clock.now());
    const detail = async () => (await http(sys.urls.ocean, `/v1/containers/${id}`, { key })).body.data;
    expect((await detail()).connector_status).toMatchObject({ state: 'not_connected', carrier_code: 'MAEU' });
    const patch = await http(sys.urls.ocean, `/v1/containers/${id}`, {
      key,
      method: 'PATCH',
      body: { notify_when_connected: true },
    });
    expect(patch.body.data.connector_notify_requested_at).toBe(sys.clock.now().toISOString());

    overrideFeeds(sys.services, { connectorFor: () => live }); // connected
    await http(sys.urls.ocean, `/v1/containers/${id}/recheck`, { key, method: 'POST' });
    await pollDue(sys.services, sys.clock.now());
    const rec = await detail();
    expect(rec).toMatchObject({ connector_status: null, connector_notify_requested_at: null, status: 'in_transit' });
    sys.clock.advance(CADENCE_MINUTES.transit * 60_000);
    await pollDue(sys.services, sys.clock.now());
    const ev = (await outbox(org.id)).filter((x) => x.event_type === 'shipment_updated');
    expect(ev.map((x) => x.data.changed_fields[0])).toEqual(['connector_status']);
  });

  it('api_change_announced reaches every organisation tracking containers, in one transaction', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    await http(sys.urls.ocean, '/v1/containers', {
      key,
      method: 'POST',
      body: { identifier: boxNumber('MSKU', 310004) },
    });
    const n = await announceApiChange(sys.services, {
      message: 'demurrage items gain record_id',
      api_version: '2026-10-01',
      effective_at: '2027-01-01',
    });
    expect(n).toBeGreaterThanOrEqual(1);
    const ev = (await outbox(org.id)).filter((x) => x.event_type === 'api_change_announced');
    expect(ev.map((x) => x.data)).toEqual([
      expect.objectContaining({
        message: 'demurrage items gain record_id',
        api_version: '2026-10-01',
        effective_at: '2027-01-01',
      }),
    ]);
  });

  it.skipIf(!usingPostgres)(
    'npm run ocean -- announce raises it from the command line (PostgreSQL: the CLI is another process)',
    async () => {
      const org = await sys.org();
      const key = await org.key('tmcp');
      await http(sys.urls.ocean, '/v1/containers', {
        key,
        method: 'POST',
        body: { identifier: boxNumber('MSKU', 310006) },
      });
      expect((await oceanCli(['announce', '--message', 'no version'])).code).toBe(2);
      const ok = await oceanCli([
        'announce',
        '--api-version',
        '2027-02-01',
        '--message',
        'route_alert gains missed_connection',
        '--effective',
        '2027-03-01',
      ]);
      expect(ok.code, ok.out).toBe(0);
      expect(ok.out).toMatch(/raised for \d+ organisation/);
      const ev = (await outbox(org.id)).filter((x) => x.event_type === 'api_change_announced');
      expect(ev.map((x) => x.data)).toEqual([
        expect.objectContaining({
          api_version: '2027-02-01',
          message: 'route_alert gains missed_connection',
          effective_at: '2027-03-01T00:00:00.000Z',
        }),
      ]);
    },
    120_000, // CLI processes in a row, each loading the whole system: a hang guard, not a speed check
  );
});

describe('operator CLI', () => {
  it.skipIf(!usingPostgres)(
    'npm run ocean -- legacy-access sets and removes the end of an organisation’s compat access',
    async () => {
      const org = await sys.org();
      const access = async () =>
        (
          await sys.services.db.query<any>('SELECT expires_at, note FROM ocean.legacy_access WHERE org_id = $1', [
            org.id,
          ])
        ).rows;
      expect((await oceanCli(['legacy-access', 'not-an-id', '2027-03-31'])).code).toBe(2);
      expect((await oceanCli(['legacy-access', '00000000-0000-4000-8000-000000000000', '2027-03-31'])).out).toMatch(
        /no organisation/,
      );
      expect((await oceanCli(['legacy-access', org.id, 'soon'])).code).toBe(2);
      const set = await oceanCli(['legacy-access', org.id, '2027-03-31T00:00:00Z', '--note', 'migrate to /v1']);
      expect(set.code, set.out).toBe(0);
      expect(await access()).toEqual([{ expires_at: new Date('2027-03-31T00:00:00Z'), note: 'migrate to /v1' }]);
      expect((await oceanCli(['legacy-access', org.id, 'none'])).code).toBe(0);
      expect(await access()).toEqual([]);
    },
    240_000, // five CLI processes in a row under tsx (70 s seen with the suite beside it): a hang guard
  );
});

describe('poller', () => {
  it('backs off exponentially on carrier errors and recovers', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 320001);
    // Records of earlier tests stay with a healthy carrier; this box's carrier fails three times.
    const healthy = await scriptedCarrier(sys, { billOfLading: 'OTHER' });
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260320001' });
    overrideFeeds(sys.services, {
      connectorFor: (ref) => (ref.identifier === box ? carrier!.connector : healthy.connector),
    });
    carrier.publish([{ code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', box }]);
    const add = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: box } });
    const id = add.body.data.id;
    carrier.server.behaviour.failStatus = 503;
    carrier.server.behaviour.failTimes = 3;
    const waits: number[] = [];
    for (let i = 1; i <= 3; i++) {
      await pollDue(sys.services, sys.clock.now());
      const r = await row(id);
      expect(r.poll_failures).toBe(i);
      expect(r.last_polled_at).toBeNull();
      expect(r.connector_status).toMatchObject({
        state: 'error',
        consecutive_failures: i,
        last_error: expect.stringMatching(/HTTP 503/),
      });
      waits.push((r.next_poll_at.getTime() - sys.clock.now().getTime()) / 1000);
      // Not asked again before its back-off ends.
      const asked = carrier.server.requests.length;
      sys.clock.set(new Date(r.next_poll_at.getTime() - 1000));
      await pollDue(sys.services, sys.clock.now());
      expect((await row(id)).poll_failures).toBe(i);
      expect(carrier.server.requests.filter((q, n) => n >= asked && q.query.equipmentReference === box)).toEqual([]);
      sys.clock.set(r.next_poll_at);
    }
    expect(waits).toEqual([BACKOFF_BASE_SECONDS, 2 * BACKOFF_BASE_SECONDS, 4 * BACKOFF_BASE_SECONDS]);
    const lookupWhileFailing = await http(sys.urls.ocean, `/v1/containers/${id}`, { key });
    expect(lookupWhileFailing.body.data.connector_status).toMatchObject({ state: 'error' });
    await pollDue(sys.services, sys.clock.now());
    const r = await row(id);
    expect(r).toMatchObject({ poll_failures: 0, connector_status: null, status: 'booked' });
    await healthy.close();
  });

  it('several workers at once poll each due record exactly once', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260330000' });
    const boxes = Array.from({ length: 12 }, (_, i) => boxNumber('MSKU', 330000 + i));
    carrier.publish(boxes.map((box) => ({ code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', box })));
    for (const box of boxes)
      expect(
        (await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: box } })).status,
      ).toBe(201);
    const before = carrier.server.requests.length;
    // Four workers, five records a pass each, at the same instant; then one more pass.
    await Promise.all([1, 2, 3, 4].map(() => pollDue(sys.services, sys.clock.now(), { batch: 5 })));
    await pollDue(sys.services, sys.clock.now());
    const asked = carrier.server.requests
      .slice(before)
      .map((q) => q.query.equipmentReference)
      .filter((b) => boxes.includes(b!));
    expect(asked.sort()).toEqual([...boxes].sort());
    const polled = await sys.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ocean.containers WHERE org_id = $1 AND last_polled_at IS NOT NULL AND lease_token IS NULL',
      [org.id],
    );
    expect(polled.rows[0]!.n).toBe(12);
  });

  it('applies an answer when the reference-data cache has expired (loaded before the transaction, not inside it)', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260350001' });
    const box = boxNumber('MSKU', 350001);
    carrier.publish([{ code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', box }]);
    await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: box } });
    // The cache lives ten minutes of the process's time: past it, the poll reloads it. Loaded
    // inside the record's transaction, that reload waited forever on PGlite's one connection.
    vi.setSystemTime(Date.now() + 11 * 60_000);
    try {
      expect(await pollDue(sys.services, sys.clock.now())).toMatchObject({ polled: 1, failed: 0 });
    } finally {
      vi.useRealTimers();
    }
    const list = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(list.body.data.items[0]).toMatchObject({ identifier: box, status: 'booked' });
  });

  it('reuses a fresh answer polled for another organisation (source warm_db)', async () => {
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260340001' });
    const box = boxNumber('MSKU', 340001);
    carrier.publish([{ code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', box }]);
    const a = await sys.org();
    const b = await sys.org();
    await http(sys.urls.ocean, '/v1/containers', {
      key: await a.key('tmcp'),
      method: 'POST',
      body: { identifier: box },
    });
    await pollDue(sys.services, sys.clock.now());
    const asked = carrier.server.requests.length;
    const keyB = await b.key('tmcp');
    await http(sys.urls.ocean, '/v1/containers', { key: keyB, method: 'POST', body: { identifier: box } });
    await pollDue(sys.services, sys.clock.now());
    expect(carrier.server.requests.length).toBe(asked);
    const list = await http(sys.urls.ocean, '/v1/containers', { key: keyB });
    expect(list.body.data.items[0]).toMatchObject({
      identifier: box,
      status: 'booked',
      source: 'warm_db',
      org_id: b.id,
    });
  });
});
