// The tracking vocabulary (subgraphs/ocean/decide/tracking.ts), when to ask again
// (decide/poll-again.ts) and one box's state from a carrier answer (decide/box-state.ts).
import { describe, expect, it } from 'vitest';
import {
  aggregateStatus,
  backoffSeconds,
  BACKOFF_BASE_SECONDS,
  CADENCE_MINUTES,
  eventLabel,
  laneOf,
  nextPollAt,
  pollPriority,
  type Status,
} from '../../subgraphs/ocean/decide/tracking.js';
import { newsDue, pollAgainAt } from '../../subgraphs/ocean/decide/poll-again.js';
import { deriveBox, routeEnds } from '../../subgraphs/ocean/decide/box-state.js';
import type { CarrierEvent, TrackingSnapshot } from '../../subgraphs/ocean/connectors/types.js';

const now = new Date('2026-03-01T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);

describe('statuses', () => {
  it.each([
    [[], 'pending'],
    [['in_transit', 'discharged'], 'in_transit'],
    [['delivered', 'returned_empty'], 'delivered'],
    [['returned_empty', 'returned_empty'], 'returned_empty'],
    [['available', 'customs_hold'], 'customs_hold'],
    [['delivered', 'customs_hold'], 'customs_hold'],
  ] as [Status[], Status][])('%j add up to %s', (statuses, expected) => {
    expect(aggregateStatus(statuses)).toBe(expected);
  });
});

describe('poll priority, cadence and back-off', () => {
  it.each([
    ['booked', null, 'pre_departure'],
    ['in_transit', hours(72), 'transit'],
    ['in_transit', hours(47), 'arrival'],
    ['discharged', null, 'dwell'],
  ])('%s with ETA %s: %s', (status, eta, priority) => expect(pollPriority(status, eta, now)).toBe(priority));

  it('polls on the priority cadence, an ended record twice a day, a new unresolved one every 30 minutes', () => {
    const rec = {
      status: 'in_transit',
      priority: 'transit' as const,
      unresolved: false,
      addedAt: hours(-48),
      endedAt: null,
    };
    expect(nextPollAt(rec, now)).toEqual(new Date(now.getTime() + CADENCE_MINUTES.transit * 60_000));
    expect(nextPollAt({ ...rec, status: 'delivered' }, now)).toEqual(hours(12));
    expect(nextPollAt({ ...rec, unresolved: true, addedAt: hours(-2) }, now)).toEqual(hours(0.5));
  });

  it('asks a record returned empty again only at its close-out, 14 days on', () => {
    const rec = {
      status: 'returned_empty',
      priority: 'dwell' as const,
      unresolved: false,
      addedAt: hours(-999),
      endedAt: hours(-24),
    };
    expect(nextPollAt(rec, now)).toEqual(hours(13 * 24));
  });

  it.each([
    [1, BACKOFF_BASE_SECONDS],
    [3, BACKOFF_BASE_SECONDS * 4],
    [30, 6 * 3600],
  ])('backs off %d failures by %d s', (failures, seconds) => expect(backoffSeconds(failures)).toBe(seconds));

  it('asks sooner when the answer expects news before the cadence', () => {
    const rec = {
      status: 'in_transit',
      priority: 'transit' as const,
      unresolved: false,
      addedAt: hours(-48),
      endedAt: null,
    };
    expect(pollAgainAt(rec, { now, snapshot: { nextUpdateAt: hours(1).toISOString() } })).toEqual(hours(1));
    expect(pollAgainAt(rec, { now, snapshot: { nextUpdateAt: hours(99).toISOString() } })).toEqual(hours(8));
    expect(newsDue({ nextUpdateAt: hours(-1).toISOString() }, now)).toBe(true);
    expect(newsDue({ nextUpdateAt: null }, now)).toBe(false);
  });
});

describe('lanes and labels', () => {
  it.each([
    ['US', 'us_import'],
    ['DE', 'eu_import'],
    ['SG', 'asia_import'],
    ['BR', null],
    [null, null],
  ])('%s imports on %s', (country, lane) => expect(laneOf(country)).toBe(lane));

  it.each([
    [{ code: 'GTOT', classifier: 'ACT', empty_indicator: 'EMPTY' }, 'Gated out empty'],
    [{ code: 'LOAD', classifier: 'ACT', mode_of_transport: 'RAIL' }, 'Loaded on rail'],
    [{ code: 'DISC', classifier: 'EST' }, 'Discharged from vessel (planned)'],
    [{ code: 'ZZZZ', classifier: 'ACT' }, 'ZZZZ'],
  ])('%j reads "%s"', (e, label) => expect(eventLabel(e)).toBe(label));
});

const BOX = 'MSKU1234565';
const ev = (code: string, classifier: string, at: Date, unlocode: string, over: Partial<CarrierEvent> = {}) =>
  ({
    eventId: `${code}-${classifier}-${unlocode}-${at.getTime()}`,
    eventType: 'EQUIPMENT',
    code,
    classifier,
    eventDateTime: at.toISOString(),
    unlocode,
    equipmentReference: BOX,
    vesselImo: null,
    vesselName: null,
    ...over,
  }) as CarrierEvent;
const answer = (events: CarrierEvent[]): TrackingSnapshot => ({
  carrierScac: 'MAEU',
  found: true,
  containers: [{ number: BOX, isoTypeCode: '45G1' }],
  billOfLading: null,
  booking: null,
  originUnlocode: 'CNSHA',
  destinationUnlocode: 'USLAX',
  routePorts: ['CNSHA', 'USLAX'],
  events,
});

describe('deriveBox', () => {
  it('reads a box on the water: status, vessel and the estimated arrival', () => {
    const s = answer([
      ev('LOAD', 'ACT', hours(-100), 'CNSHA', { vesselImo: '9000001', vesselName: 'EVER X' }),
      ev('ARRI', 'EST', hours(50), 'USLAX', { eventType: 'TRANSPORT', equipmentReference: null }),
    ]);
    const box = deriveBox(s, s.containers[0]!, 0, now);
    expect(box).toMatchObject({
      containerNumber: BOX,
      status: 'in_transit',
      pol: 'CNSHA',
      pod: 'USLAX',
      eta: hours(50),
      etaIsEstimated: true,
      currentVesselImo: '9000001',
    });
  });

  it('counts a discharged box available a day after discharge when no hold is open', () => {
    const s = answer([ev('LOAD', 'ACT', hours(-300), 'CNSHA'), ev('DISC', 'ACT', hours(-25), 'USLAX')]);
    const box = deriveBox(s, s.containers[0]!, 0, now);
    expect(box.status).toBe('available');
    expect(box.availableAt).toEqual(hours(-1));
  });

  it('ignores events of another box and flags a discharge off the route', () => {
    const s = answer([
      ev('LOAD', 'ACT', hours(-300), 'CNSHA'),
      ev('DISC', 'ACT', hours(-30), 'USLAX', { equipmentReference: 'MSKU0000000' }),
      ev('DISC', 'ACT', hours(-20), 'MXZLO'),
    ]);
    const box = deriveBox(s, s.containers[0]!, 0, now);
    expect(box.offRouteDischarge).toEqual({ port: 'MXZLO', at: hours(-20) });
  });

  it('takes the route ends from the route ports when the answer names none', () => {
    expect(routeEnds({ originUnlocode: null, destinationUnlocode: null, routePorts: ['A', 'B', 'C'] })).toEqual({
      pol: 'A',
      pod: 'C',
    });
  });
});
