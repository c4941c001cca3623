// The lookup of a reference (subgraphs/ocean/decide/lookup.ts) and the keyless public lookup
// (decide/public-lookup.ts): when a record answers, how long to wait, when a shared answer serves.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { answerable, lookupAnswer } from '../../subgraphs/ocean/decide/lookup.js';
import { freshPublicAnswer, publicRecord } from '../../subgraphs/ocean/decide/public-lookup.js';
import type { TrackingSnapshot } from '../../subgraphs/ocean/connectors/types.js';
import type { SnapshotRow } from '../../subgraphs/ocean/store/index.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

const now = new Date('2026-03-01T12:00:00Z');
const at = (s: number) => new Date(now.getTime() + s * 1000);
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, status: e.status, details: e.details };
    throw e;
  }
  return null;
};
const tracked = (over: object = {}) => ({
  last_polled_at: at(-60) as Date | null,
  unresolved_reason: null as string | null,
  unresolvable_since: null as Date | null,
  next_poll_at: at(600) as Date | null,
  lease_until: null,
  ...over,
});

describe('lookupAnswer', () => {
  it('answers a polled, recognised record as it is', () => {
    const row = tracked();
    expect(lookupAnswer(row, 'MSKU1234565', now, 15_000)).toBe(row);
    expect(answerable(row)).toBe(true);
  });

  it.each([
    ['not registered yet', null, 15],
    ['due in a minute', tracked({ last_polled_at: null, next_poll_at: at(60) }), 75],
    ['overdue', tracked({ last_polled_at: null, next_poll_at: at(-60) }), 15],
    ['due in two hours', tracked({ last_polled_at: null, next_poll_at: at(7200) }), 3600],
  ])('%s: TRACKING_IN_PROGRESS, with when to ask again', (_, row, seconds) => {
    expect(refusal(() => lookupAnswer(row, 'MSKU1234565', now, 15_000))).toEqual({
      code: 'TRACKING_IN_PROGRESS',
      status: 202,
      details: { retry_after_seconds: seconds },
    });
  });

  it('answers REFERENCE_NOT_RESOLVABLE for a reference no line knows', () => {
    const row = tracked({ unresolved_reason: 'not_found', unresolvable_since: at(-3600) });
    expect(answerable(row)).toBe(false);
    expect(refusal(() => lookupAnswer(row, 'MSKU1234565', now, 15_000))).toEqual({
      code: 'REFERENCE_NOT_RESOLVABLE',
      status: 404,
      details: { unresolved_reason: 'not_found', unresolvable_since: at(-3600).toISOString() },
    });
  });
});

const checked = { identifier: 'MSKU1234565', type: 'container_id' as const, inferredCarrier: 'MAEU' };
const snapshot: TrackingSnapshot = {
  found: true,
  carrierScac: 'MAEU',
  billOfLading: null,
  booking: null,
  originUnlocode: 'CNSHA',
  destinationUnlocode: 'USLAX',
  routePorts: ['CNSHA', 'USLAX'],
  containers: [{ number: 'MSKU1234565', isoTypeCode: '45G1' }],
  events: [],
};
const cached = (fetchedSecondsAgo: number, over: Partial<SnapshotRow> = {}): SnapshotRow =>
  ({
    identifier: 'MSKU1234565',
    identifier_type: 'container_id',
    found: true,
    snapshot,
    fetched_at: at(-fetchedSecondsAgo),
    ...over,
  }) as SnapshotRow;

describe('freshPublicAnswer', () => {
  it.each([
    ['none stored', null, false],
    ['fresh', cached(60), true],
    ['30 minutes old', cached(30 * 60), false],
    ['of another kind of reference', cached(60, { identifier_type: 'booking' }), false],
  ])('%s: served %s', (_, row, served) => {
    expect(freshPublicAnswer(row, checked, now) !== null).toBe(served);
  });

  it('a fresh answer that found nothing is REFERENCE_NOT_RESOLVABLE without asking again', () => {
    expect(refusal(() => freshPublicAnswer(cached(60, { found: false }), checked, now))?.code).toBe(
      'REFERENCE_NOT_RESOLVABLE',
    );
  });
});

describe('publicRecord', () => {
  it('shapes the answer from the carrier answer alone', () => {
    expect(publicRecord(checked, snapshot, at(-60), oceanRefData(), now)).toMatchObject({
      identifier: 'MSKU1234565',
      identifier_type: 'container_id',
      carrier_code: 'MAEU',
      container_numbers: ['MSKU1234565'],
      origin_unlocode: 'CNSHA',
      destination_name: 'Los Angeles',
      events: [],
      as_of: at(-60).toISOString(),
    });
  });

  it('names a booking booking_number and lists its boxes', () => {
    const booking = { identifier: '123456789', type: 'booking' as const, inferredCarrier: null };
    expect(publicRecord(booking, snapshot, now, oceanRefData(), now)).toMatchObject({
      identifier_type: 'booking_number',
      container_numbers: ['MSKU1234565'],
    });
  });
});
