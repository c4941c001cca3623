// The argument checks every schedules field shares: codes 400 when malformed and 404 when
// unknown, the SCAC filter, integers in range, instants, the departure window, the cursor.
import { describe, it, expect } from 'vitest';
import * as input from '../../subgraphs/schedules/decide/arguments.js';

const known = { ports: new Set(['NLRTM', 'CNSHA']), carriers: new Set(['MAEU', 'MSCU']) };
const now = new Date('2026-05-01T10:00:00Z');
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return [(e as { code: string }).code, (e as Error).message];
  }
  return null;
};

describe('arguments', () => {
  it.each([
    { args: [' nlrtm ', 'cnsha'], want: { origin: 'NLRTM', destination: 'CNSHA' } },
    { args: ['NLRTM', 'NLRTM'], want: ['VALIDATION_ERROR', 'origin and destination must differ'] },
    { args: [null, 'NLRTM'], want: ['VALIDATION_ERROR', 'origin is required (a UN/LOCODE such as NLRTM)'] },
    { args: ['NL1', 'NLRTM'], want: ['VALIDATION_ERROR', expect.stringContaining('is not a UN/LOCODE')] },
    { args: ['NLAMS', 'NLRTM'], want: ['NOT_FOUND', 'origin NLAMS is not a known port'] },
  ])('lane $args', ({ args, want }) => {
    const f = () => input.lane(known, args[0], args[1]);
    if (Array.isArray(want)) expect(refusal(f)).toEqual(want);
    else expect(f()).toEqual(want);
  });

  it.each([
    { given: null, want: null },
    { given: [], want: null },
    { given: ['mscu', ' MAEU', 'MSCU'], want: ['MAEU', 'MSCU'] },
    { given: ['M!'], want: ['VALIDATION_ERROR', 'not a SCAC: M!'] },
    { given: ['ZZZZ'], want: ['VALIDATION_ERROR', expect.stringContaining('unknown SCAC: ZZZZ')] },
  ])('scacs $given', ({ given, want }) => {
    const f = () => input.scacs(known, given);
    if (want && want[0] && /_/.test(want[0] as string)) expect(refusal(f)).toEqual(want);
    else expect(f()).toEqual(want);
  });

  it('carrier: 404 for a well-formed unknown SCAC; intIn: the range and the default', () => {
    expect(input.carrier(known, 'maeu')).toBe('MAEU');
    expect(refusal(() => input.carrier(known, 'ZZZZ'))).toEqual(['NOT_FOUND', 'no carrier with SCAC ZZZZ']);
    expect(input.intIn(null, 'limit', 1, 50, 20)).toBe(20);
    expect(refusal(() => input.intIn(51, 'limit', 1, 50, 20))).toEqual([
      'VALIDATION_ERROR',
      'limit must be an integer from 1 to 50',
    ]);
  });

  it.each([
    { from: null, to: null, want: ['2026-05-01T10:00:00.000Z', '2026-05-29T10:00:00.000Z'] },
    { from: '2026-05-03', to: '2026-05-03', want: ['2026-05-03T00:00:00.000Z', '2026-05-04T00:00:00.000Z'] },
    { from: '2026-05-03', to: '2026-05-02', want: 'to must not be before from' },
    { from: '2026-01-01', to: '2026-04-03', want: 'the departure window is at most 92 days' },
    { from: '2026-02-30', to: null, want: 'from "2026-02-30" is not a calendar date' },
  ])('window $from – $to', ({ from, to, want }) => {
    const f = () => input.window(from, to, now);
    if (typeof want === 'string') expect(f).toThrow(want);
    else expect(Object.values(f()).map((d) => d.toISOString())).toEqual(want);
  });

  it('instant: a date or a date-time with offset', () => {
    expect(input.instant('2026-05-01T12:00:00+02:00', 'ready_at').toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(() => input.instant('2026-05-01T12:00:00', 'ready_at')).toThrow('ready_at must be an ISO 8601');
  });

  it('a cursor opens for its own search and organisation, within a day', () => {
    const state = { f: input.fingerprint({ a: 1 }), o: 20, from: 1, to: 2, org: 'org1', t: now.getTime() };
    const c = input.writeCursor(state, 'secret');
    expect(input.readCursor(c, { f: state.f, org: 'org1' }, now, 'secret')).toEqual(state);
    expect(() => input.readCursor(c, { f: state.f, org: 'org2' }, now, 'secret')).toThrow('cursor is not valid');
    const later = new Date(now.getTime() + 25 * 3_600_000);
    expect(() => input.readCursor(c, { f: state.f, org: 'org1' }, later, 'secret')).toThrow('cursor expired');
  });
});
