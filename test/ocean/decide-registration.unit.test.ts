// Registering a reference (subgraphs/ocean/decide/registration.ts, decide/connector-status.ts):
// what an add finds already tracked, a concurrent add, the new record, the connector status told.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { concurrentAnswer, existingAnswer, newRecord } from '../../subgraphs/ocean/decide/registration.js';
import { notConnected, pollFailing, registering } from '../../subgraphs/ocean/decide/connector-status.js';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const outcome = (f: () => unknown) => {
  try {
    return f();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
};
const row = (add_state: 'adding' | 'active', started: Date | null, archived: Date | null = null) => ({
  id: 'r1',
  add_state,
  add_started_at: started,
  archived_at: archived,
});

describe('existingAnswer', () => {
  it.each([
    ['an add under way', row('adding', ago(10)), 'add', 'CONTAINER_ADD_IN_PROGRESS'],
    ['an add under way, on a lookup', row('adding', ago(10)), 'track', 'CONTAINER_ADD_IN_PROGRESS'],
    ['a stale unfinished add', row('adding', ago(61)), 'add', null],
    ['an active record, added again', row('active', ago(999)), 'add', 'ALREADY_TRACKED'],
    ['an active record, looked up', row('active', ago(999)), 'track', { id: 'r1', created: false }],
    ['an archived record, added again', row('active', ago(999), ago(5)), 'add', null],
    ['an archived record, looked up', row('active', ago(999), ago(5)), 'track', { id: 'r1', created: false }],
  ] as const)('%s (%s): %j', (_, ex, mode, expected) => {
    expect(outcome(() => existingAnswer(ex, mode, 'MSKU1234565', now))).toEqual(expected);
  });
});

describe('concurrentAnswer', () => {
  it.each([
    [{ id: 'r1', add_state: 'active' }, 'track', { id: 'r1', created: false }],
    [{ id: 'r1', add_state: 'active' }, 'add', 'ALREADY_TRACKED'],
    [{ id: 'r1', add_state: 'adding' }, 'track', 'CONTAINER_ADD_IN_PROGRESS'],
    [null, 'add', 'CONTAINER_ADD_IN_PROGRESS'],
  ] as const)('%j on %s: %j', (found, mode, expected) => {
    expect(outcome(() => concurrentAnswer(found, mode, 'MSKU1234565'))).toEqual(expected);
  });
});

describe('newRecord', () => {
  const lessor = {
    equipment_owner: 'Maersk',
    equipment_lessor: null,
    lessee_name: null,
    lessor_status: 'owned',
    carrier_hint_code: 'MAEU',
  };

  it('puts a container number in its column, hinting the carrier from its prefix', () => {
    const r = newRecord(
      {
        orgId: 'o',
        checked: { identifier: 'MSKU1234565', type: 'container_id', inferredCarrier: 'MAEU' },
        carrierCode: null,
        tags: ['a'],
        isDemo: false,
      },
      lessor,
      now,
    );
    expect(r).toMatchObject({
      containerNumber: 'MSKU1234565',
      blNumber: null,
      bookingNumber: null,
      carrierScac: null,
      carrierHint: 'MAEU',
      lessor: { equipment_owner: 'Maersk', lessor_checked_at: now },
    });
  });

  it('takes a given carrier over any hint; a booking has no lessor check', () => {
    const r = newRecord(
      {
        orgId: 'o',
        checked: { identifier: '123456789', type: 'booking', inferredCarrier: null },
        carrierCode: 'MAEU',
        tags: [],
        isDemo: true,
      },
      { ...lessor, carrier_hint_code: null },
      now,
    );
    expect(r).toMatchObject({ bookingNumber: '123456789', carrierScac: 'MAEU', carrierHint: null, isDemo: true });
    expect(r.lessor.lessor_checked_at).toBeNull();
  });
});

describe('connector status', () => {
  it('says what the caller is told in each state', () => {
    expect(notConnected('ZZZZ', now)).toEqual({
      state: 'not_connected',
      carrier_code: 'ZZZZ',
      message: 'No connection to this carrier yet; ask to be notified when it is live.',
      checked_at: now.toISOString(),
    });
    expect(registering('x'.repeat(300), now)).toEqual({
      state: 'registering',
      last_error: 'x'.repeat(200),
      checked_at: now.toISOString(),
    });
    expect(pollFailing(3, 'timeout', now)).toEqual({
      state: 'error',
      consecutive_failures: 3,
      last_error: 'timeout',
      next_attempt_at: now.toISOString(),
    });
  });
});
