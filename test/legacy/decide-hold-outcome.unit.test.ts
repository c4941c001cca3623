// What the legacy answer says when a held request ended without a record to render.
import { describe, it, expect } from 'vitest';
import {
  NO_TRACKING_INFO,
  WRONG_NUMBER,
  unansweredHold,
  type HoldOutcome,
} from '../../subgraphs/ocean/legacy/decide/hold-outcome.js';
import type { ContainerRow } from '../../subgraphs/ocean/store/index.js';

const row = (o: Partial<ContainerRow> = {}) => ({ unresolved_reason: null, carrier_scac: null, ...o }) as ContainerRow;

describe('unansweredHold', () => {
  it.each<[string, HoldOutcome, { message: string; detail: string } | null]>([
    [
      'still resolving',
      { kind: 'pending', row: null },
      {
        message: NO_TRACKING_INFO,
        detail: 'MRKU9465770 is registered and still being resolved with the carrier; poll again in a few seconds',
      },
    ],
    [
      'archived first',
      { kind: 'archived', row: row() },
      {
        message: NO_TRACKING_INFO,
        detail: 'MRKU9465770 was archived on this account before the carrier answered; add it again to track it',
      },
    ],
    [
      'the carrier failed',
      { kind: 'carrier_error', row: row() },
      {
        message: NO_TRACKING_INFO,
        detail: 'the carrier did not answer for MRKU9465770; it is asked again automatically, poll again later',
      },
    ],
    [
      'not found, the line asked',
      { kind: 'resolved', row: row({ unresolved_reason: 'not_found', carrier_scac: 'MAEU' }) },
      { message: NO_TRACKING_INFO, detail: 'no line recognises MRKU9465770 yet (asked MAEU)' },
    ],
    [
      'not found, no line',
      { kind: 'resolved', row: row({ unresolved_reason: 'not_found' }) },
      { message: NO_TRACKING_INFO, detail: 'no line recognises MRKU9465770 yet' },
    ],
    [
      'nobody owns the prefix',
      { kind: 'resolved', row: row({ unresolved_reason: 'invalid_number' }) },
      { message: WRONG_NUMBER, detail: 'no line or container lessor uses the owner prefix MRKU' },
    ],
    ['resolved: rendered', { kind: 'resolved', row: row() }, null],
    ['not connected: rendered', { kind: 'not_connected', row: row() }, null],
  ])('%s', (_, held, expected) => {
    expect(unansweredHold(held, 'MRKU9465770')).toEqual(expected);
  });
});
