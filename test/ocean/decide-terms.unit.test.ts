// Demurrage terms a caller files (subgraphs/ocean/decide/terms.ts) and a recheck's limit
// (decide/recheck.ts): each refusal, the terms written, the terms record answered.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkTerms, termsRecord } from '../../subgraphs/ocean/decide/terms.js';
import { checkRecheck, RECHECK_INTERVAL_SECONDS } from '../../subgraphs/ocean/decide/recheck.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

const ref = oceanRefData();
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'accepted';
};

describe('checkTerms', () => {
  it('writes known codes upper-cased, with their tiers', () => {
    expect(
      checkTerms(
        {
          carrier_code: 'maeu',
          port: 'uslax',
          lane: 'us_import',
          free_days: 4,
          tiers: [
            { from_day: 1, daily_rate_usd: 75 },
            { from_day: 5, daily_rate_usd: 150 },
          ],
          label: 'contract 7',
        },
        ref,
      ),
    ).toEqual({
      carrier_scac: 'MAEU',
      port_unlocode: 'USLAX',
      lane: 'us_import',
      free_days: 4,
      tiers: [
        { from_day: 1, daily_rate_usd: 75 },
        { from_day: 5, daily_rate_usd: 150 },
      ],
      label: 'contract 7',
    });
  });

  it.each([
    [{ carrier_code: 'XXXX', free_days: 4 }],
    [{ port: 'ZZZZZ', free_days: 4 }],
    [{ lane: 'moon_import', free_days: 4 }],
    [{ free_days: -1 }],
    [{ free_days: 366 }],
    [{ free_days: 1.5 }],
    [{ free_days: 4, tiers: [] }],
    [{ free_days: 4, tiers: [{ from_day: 2, daily_rate_usd: 1 }] }],
    [
      {
        free_days: 4,
        tiers: [
          { from_day: 1, daily_rate_usd: 1 },
          { from_day: 1, daily_rate_usd: 2 },
        ],
      },
    ],
    [{ free_days: 4, tiers: [{ from_day: 1, daily_rate_usd: -5 }] }],
    [{ free_days: 4, label: 'l'.repeat(201) }],
  ])('refuses %j', (input) => expect(code(() => checkTerms(input, ref))).toBe('VALIDATION_ERROR'));
});

describe('termsRecord', () => {
  it('gives each tier the last day it covers, the last open-ended', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const row = {
      id: 't',
      org_id: 'o',
      carrier_scac: null,
      port_unlocode: 'USLAX',
      lane: null,
      free_days: 4,
      tiers: [
        { from_day: 1, daily_rate_usd: 75 },
        { from_day: 5, daily_rate_usd: 150 },
      ],
      label: null,
      created_at: at,
      updated_at: at,
    };
    expect(termsRecord(row).tiers).toEqual([
      { from_day: 1, to_day: 4, daily_rate_usd: 75 },
      { from_day: 5, to_day: null, daily_rate_usd: 150 },
    ]);
    expect(termsRecord({ ...row, tiers: null })).toMatchObject({
      port: 'USLAX',
      tiers: null,
      created_at: at.toISOString(),
    });
  });
});

describe('checkRecheck', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);
  it.each([
    [{ archived_at: null, manual_recheck_at: null }, 'accepted'],
    [{ archived_at: null, manual_recheck_at: ago(RECHECK_INTERVAL_SECONDS) }, 'accepted'],
    [{ archived_at: null, manual_recheck_at: ago(RECHECK_INTERVAL_SECONDS - 1) }, 'RATE_LIMITED'],
    [{ archived_at: ago(1), manual_recheck_at: null }, 'VALIDATION_ERROR'],
  ])('%j: %s', (row, expected) => expect(code(() => checkRecheck(row, now))).toBe(expected));

  it('says how long to wait', () => {
    try {
      checkRecheck({ archived_at: null, manual_recheck_at: ago(60) }, now);
    } catch (e) {
      expect((e as AppError).details).toEqual({ retry_after_seconds: RECHECK_INTERVAL_SECONDS - 60 });
    }
    expect.assertions(1);
  });
});
