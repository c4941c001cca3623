// Rates' argument checks: each refusal names its parameter and says why.
import { describe, it, expect } from 'vitest';
import * as inputs from '../../subgraphs/rates/decide/inputs.js';

/** The refusal's parameter and message, or the value when accepted. */
function outcome<T>(f: () => T): T | { parameter: unknown; message: string } {
  try {
    return f();
  } catch (err) {
    const e = err as { code: string; message: string; details?: { parameter?: unknown } };
    expect(e.code).toBe('VALIDATION_ERROR');
    return { parameter: e.details?.parameter, message: e.message };
  }
}

describe('rates inputs', () => {
  it('accept calendar dates only', () => {
    expect(inputs.date('date', '2024-02-29')).toBe('2024-02-29');
    expect(inputs.date('date', '')).toBeNull();
    expect(inputs.date('date', undefined)).toBeNull();
    for (const bad of ['2023-02-29', '2026-13-01', '20261101', '2026-11-1'])
      expect(outcome(() => inputs.date('to', bad))).toEqual({
        parameter: 'to',
        message: `to: must be a calendar date as YYYY-MM-DD, got "${bad}"`,
      });
  });

  it('default a range to the days before to (default today), refuse reversed or too long', () => {
    expect(inputs.range(null, null, '2026-11-21', 30, 400)).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(inputs.range(null, '2026-03-01', '2026-11-21', 1, 400)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(outcome(() => inputs.range('2026-11-10', '2026-11-01', '2026-11-21', 30, 400))).toEqual({
      parameter: 'from',
      message: 'from: must not be after to (2026-11-10 > 2026-11-01)',
    });
    expect(inputs.range('2025-10-17', '2026-11-20', '2026-11-21', 30, 399)).toEqual({
      from: '2025-10-17',
      to: '2026-11-20',
    });
    expect(outcome(() => inputs.range('2025-10-16', '2026-11-20', '2026-11-21', 30, 399))).toMatchObject({
      parameter: 'from',
      message: 'from: the range may span at most 399 days',
    });
  });

  it('read UN/LOCODEs, equipment, rate types, regions and buckets, or say what is allowed', () => {
    expect(inputs.unlocode('origin', ' cnsha ')).toBe('CNSHA');
    expect(inputs.unlocode('origin', 'USLA2')).toBe('USLA2');
    expect(outcome(() => inputs.unlocode('destination', 'SHANGHAI'))).toMatchObject({ parameter: 'destination' });
    expect(outcome(() => inputs.unlocode('origin', 'CNSH1'))).toMatchObject({ parameter: 'origin' });
    expect(inputs.equipment('42g1')).toBe('42G1');
    expect(outcome(() => inputs.equipment('40HC'))).toMatchObject({
      parameter: 'equipment',
      message: expect.stringContaining('22G1, 42G1, 45G1, L5G1, 45R1'),
    });
    expect(inputs.rateType('contract')).toBe('contract');
    expect(outcome(() => inputs.rateType('Spot'))).toMatchObject({ parameter: 'rate_type' });
    expect(inputs.region('north EUROPE')).toBe('North Europe');
    expect(outcome(() => inputs.region('Europe'))).toMatchObject({ parameter: 'region' });
    expect(inputs.bucket(undefined)).toBe('day');
    expect(inputs.bucket('month')).toBe('month');
    expect(outcome(() => inputs.bucket('year'))).toMatchObject({ parameter: 'bucket' });
    for (const f of [inputs.equipment, inputs.rateType, inputs.region]) expect(f(null)).toBeNull();
  });

  it('take a page size from 1 to 200', () => {
    expect(inputs.limit(undefined, 50)).toBe(50);
    expect(inputs.limit(200, 50)).toBe(200);
    for (const bad of [0, 201, 2.5]) expect(outcome(() => inputs.limit(bad, 50))).toMatchObject({ parameter: 'limit' });
  });
});
