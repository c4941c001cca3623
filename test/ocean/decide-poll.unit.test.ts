// The ocean poller's decisions (subgraphs/ocean/decide/poll.ts) from a record's state and a
// carrier answer, with no database: events, boxes with the terms in force, demurrage clocks,
// and the webhook events raised.
import { describe, expect, it } from 'vitest';
import { decideDemurrage, decidePoll } from '../../subgraphs/ocean/decide/poll.js';
import { boxesOnAnswer, termsScopes } from '../../subgraphs/ocean/decide/boxes.js';
import type { PollInput } from '../../subgraphs/ocean/decide/poll-input.js';
import { dailyRate, lastFreeDay } from '../../subgraphs/ocean/decide/demurrage.js';
import type { RefData } from '../../subgraphs/ocean/store/reference-data.js';
import type { CarrierEvent, TrackingSnapshot } from '../../subgraphs/ocean/connectors/types.js';
import type * as store from '../../subgraphs/ocean/store/index.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

// No lessors and no size-type labels: the poll's own answer, not the reference data's names.
const ref: RefData = { ...oceanRefData(), lessorByPrefix: new Map(), isoLabelByCode: new Map() };

const BOX = 'MSKU1234565';
const event = (
  eventId: string,
  code: string,
  classifier: 'ACT' | 'EST',
  at: string,
  unlocode: string,
  type: CarrierEvent['eventType'] = 'EQUIPMENT',
): CarrierEvent => ({
  eventId,
  eventType: type,
  code,
  classifier,
  eventDateTime: at,
  unlocode,
  facilityName: null,
  vesselImo: type === 'TRANSPORT' ? '9321483' : null,
  vesselName: type === 'TRANSPORT' ? 'EMMA MAERSK' : null,
  voyage: null,
  modeOfTransport: 'VESSEL',
  equipmentReference: type === 'EQUIPMENT' ? BOX : null,
  emptyIndicator: 'LADEN',
  remark: null,
});

/** Loaded and departed Shanghai, discharged at Los Angeles on 2 March (local date), still in the terminal. */
const answer = (departure: 'ACT' | 'EST'): TrackingSnapshot => ({
  carrierScac: 'MAEU',
  found: true,
  containers: [{ number: BOX, isoTypeCode: '45G1' }],
  billOfLading: null,
  booking: null,
  originUnlocode: 'CNSHA',
  destinationUnlocode: 'USLAX',
  routePorts: ['CNSHA', 'USLAX'],
  events: [
    event('e1', 'LOAD', 'ACT', '2025-02-01T02:00:00Z', 'CNSHA'),
    event('e2', 'DEPA', departure, '2025-02-01T10:00:00Z', 'CNSHA', 'TRANSPORT'),
    event('e3', 'ARRI', 'ACT', '2025-03-01T20:00:00Z', 'USLAX', 'TRANSPORT'),
    event('e4', 'DISC', 'ACT', '2025-03-02T18:00:00Z', 'USLAX'), // 10:00 local
  ],
});

const record = (over: Partial<store.ContainerRow> = {}): store.ContainerRow =>
  ({
    id: 'rec-1',
    org_id: 'org-1',
    identifier: BOX,
    identifier_type: 'container_id',
    carrier_scac: 'MAEU',
    status: 'pending',
    origin_unlocode: null,
    destination_unlocode: null,
    current_vessel_imo: null,
    eta: null,
    added_at: new Date('2025-01-30T00:00:00Z'),
    archived_at: null,
    tags: [],
    container_number: BOX,
    bl_number: null,
    booking_number: null,
    carrier_confirmed: false,
    carrier_hint_code: null,
    eta_is_estimated: null,
    planned_departure_at: null,
    current_vessel_name: null,
    customs_hold_reason: null,
    customs_hold_since: null,
    iso_type_code: null,
    container_size: null,
    equipment_type: null,
    connector_status: null,
    connector_notify_requested_at: null,
    last_polled_at: null,
    unresolvable_since: null,
    unresolved_reason: null,
    route_alert: null,
    delay_bars: null,
    route_ports: null,
    ended_at: null,
    ...over,
  }) as store.ContainerRow;

/** The carrier's published tariff for MAEU us_import: 4 free days, then 100 a day, 250 from the 3rd day. */
const tariff = (scope: store.TermsScope): store.TermsScope & store.BoxTerms => ({
  ...scope,
  terms_id: null,
  tariff_id: 7,
  dem_source: 2,
  dem_free_days: 4,
  dem_rate_1: 100,
  dem_from_2: 3,
  dem_rate_2: 250,
  dem_from_3: null,
  dem_rate_3: null,
  dem_from_4: null,
  dem_rate_4: null,
});

function decide(
  state: store.PollState,
  snapshot: TrackingSnapshot,
  now: Date,
  source: PollInput['source'] = 'direct_carrier',
) {
  const input: PollInput = { snapshot, source, now, registeredAt: null, ref };
  const boxes = boxesOnAnswer(state.record, input);
  return decidePoll(state, input, boxes, termsScopes(boxes).map(tariff));
}

describe('deciding a carrier answer', () => {
  it('on the first answer writes every event and the box with the terms in force, and raises nothing but due demurrage', () => {
    const now = new Date('2025-03-03T12:00:00Z'); // 3 March at Los Angeles: day 2 of 4 free days
    const d = decide({ record: record(), boxes: [], events: [] }, answer('ACT'), now);
    expect(d.events.map((e) => e.source_event_id)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(d.boxes).toHaveLength(1);
    expect(d.boxes[0]).toMatchObject({
      container_number: BOX,
      pod_unlocode: 'USLAX',
      lane: 'us_import',
      discharge_local_date: '2025-03-02',
      tariff_id: 7,
      dem_source: 2,
      dem_free_days: 4,
      dem_last_free_day: '2025-03-05',
      container_size: '40',
    });
    expect(d.raises).toEqual([]);
    expect(d.record).toMatchObject({
      status: d.boxes[0]!.status,
      carrier_confirmed: true,
      destination_unlocode: 'USLAX',
      source: 'direct_carrier',
    });
    expect(d.moved).toBe(true);
    expect(d.share?.identifier).toBe(BOX);
  });

  it('rewrites only events that moved and raises vessel_departed when the departure becomes actual', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    const first = decide({ record: record(), boxes: [], events: [] }, answer('EST'), now);
    const known = first.events.map((e) => ({
      source_event_id: e.source_event_id,
      classifier: e.classifier,
      event_at: new Date(e.event_at),
    }));
    const polled = record({ last_polled_at: now, destination_unlocode: 'USLAX' });
    const d = decide({ record: polled, boxes: [], events: known }, answer('ACT'), now, 'warm_db');
    expect(d.events.map((e) => e.source_event_id)).toEqual(['e2']);
    expect(d.raises.filter((r) => r.type === 'vessel_departed')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          port: 'CNSHA',
          vessel_imo: '9321483',
          event_date_time: '2025-02-01T10:00:00.000Z',
        }),
      }),
    ]);
    expect(d.share).toBeNull();
  });

  it('an unchanged answer changes nothing and leaves the record where it is in the list', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    const first = decide({ record: record(), boxes: [], events: [] }, answer('ACT'), now);
    const known = first.events.map((e) => ({
      source_event_id: e.source_event_id,
      classifier: e.classifier,
      event_at: new Date(e.event_at),
    }));
    const stored = { ...record(), ...first.record } as store.ContainerRow;
    const box = {
      ...first.boxes[0]!,
      ...Object.fromEntries(
        [
          'eta',
          'planned_departure_at',
          'discharge_at',
          'available_at',
          'gate_out_at',
          'empty_return_at',
          'customs_hold_since',
          'arrived_at',
        ].map((k) => [k, (first.boxes[0] as any)[k] ? new Date((first.boxes[0] as any)[k]) : null]),
      ),
    } as unknown as store.BoxRow;
    const d = decide({ record: stored, boxes: [box], events: known }, answer('ACT'), now);
    expect(d.events).toEqual([]);
    expect(d.moved).toBe(false);
    expect(d.raises).toEqual([]);
    expect(d.record.updated_at).toBeUndefined();
  });
});

describe('demurrage clocks', () => {
  const base = (n: string | null, status: string) => ({ container_number: n, status });
  const box = (over: Record<string, unknown>) =>
    ({
      container_number: BOX,
      status: 'discharged',
      pod_unlocode: 'USLAX',
      pod_timezone: 'America/Los_Angeles',
      dem_free_days: 4,
      dem_source: 2,
      dem_last_free_day: '2025-03-05',
      gate_out_local_date: null,
      gate_out_at: null,
      empty_return_at: null,
      dem_rate_1: 100,
      dem_from_2: 3,
      dem_rate_2: 250,
      dem_from_3: null,
      dem_rate_3: null,
      dem_from_4: null,
      dem_rate_4: null,
      demurrage_warning_raised_at: null,
      demurrage_started_raised_at: null,
      ...over,
    }) as Parameters<typeof decideDemurrage>[0][number];

  it('warns the day before the last free day, once', () => {
    const now = new Date('2025-03-04T20:00:00Z'); // 4 March at Los Angeles
    const d = decideDemurrage([box({})], now, base);
    expect(d.raised).toEqual({ warning: [BOX], started: [] });
    expect(d.raises).toEqual([
      {
        type: 'demurrage_warning',
        data: expect.objectContaining({
          free_days_left: 1,
          daily_rate_usd: 100,
          last_free_day: '2025-03-05',
          terms_source: 'carrier_published_tariff',
        }),
      },
    ]);
    expect(decideDemurrage([box({ demurrage_warning_raised_at: now })], now, base).raises).toEqual([]);
  });

  it('starts once overdue, with the tiered charge so far; nothing once the box is out', () => {
    const now = new Date('2025-03-08T20:00:00Z'); // 8 March local: 3 days overdue
    const d = decideDemurrage([box({ demurrage_warning_raised_at: now })], now, base);
    expect(d.raised).toEqual({ warning: [], started: [BOX] });
    expect(d.raises[0]!.data).toMatchObject({ days_overdue: 3, daily_rate_usd: 250, accrued_usd: 100 + 100 + 250 });
    expect(
      decideDemurrage([box({ gate_out_at: '2025-03-06T18:00:00Z', gate_out_local_date: '2025-03-06' })], now, base)
        .raises,
    ).toEqual([]);
  });

  it('counts free time from the port-local discharge date, and charges by tier', () => {
    expect(lastFreeDay('2025-02-27', 4)).toBe('2025-03-02');
    expect(lastFreeDay(null, 4)).toBeNull();
    const tiers = {
      dem_rate_1: 100,
      dem_from_2: 3,
      dem_rate_2: 250,
      dem_from_3: 10,
      dem_rate_3: 400,
      dem_from_4: null,
      dem_rate_4: null,
    };
    expect([0, 1, 2, 3, 9, 10].map((d) => dailyRate(d, tiers))).toEqual([100, 100, 100, 250, 250, 400]);
  });
});
