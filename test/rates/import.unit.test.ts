// A rate sheet read and checked: every bad row refused with its line and reason.
import { describe, it, expect } from 'vitest';
import { csvRecords, readSheet } from '../../subgraphs/rates/decide/sheet.js';

const HEADER =
  'origin,destination,equipment,rate_type,source_kind,source,valid_from,valid_to,observed_at,base_amount,base_currency,surcharges,all_in_amount,all_in_currency';
const ROW =
  'CNSHA,NLRTM,42G1,spot,carrier,MAEU,2026-11-15,2026-11-30,2026-11-14T08:00:00Z,1500,USD,BAF:410:USD;THC_ORIGIN::CNY,2100,USD';
const sheet = (...rows: string[]) => readSheet([HEADER, ...rows].join('\n'));

describe('csv records', () => {
  it('read quoted fields with commas, doubled quotes and line breaks, with the line each starts on', () => {
    expect(csvRecords('\ufeffa,"b,c"\r\n\n"say ""hi""","two\nlines"\nlast,')).toEqual([
      { line: 1, fields: ['a', 'b,c'] },
      { line: 3, fields: ['say "hi"', 'two\nlines'] },
      { line: 5, fields: ['last', ''] },
    ]);
  });
});

describe('rate sheets', () => {
  it('read a good row into an observation with each amount in its currency and unknowns null', () => {
    const s = sheet(ROW);
    expect(s.problems).toEqual([]);
    expect(s.rows).toEqual([
      expect.objectContaining({
        line: 2,
        origin: 'CNSHA',
        equipment: '42G1',
        observed_at: '2026-11-14T08:00:00.000Z',
        base_amount: 1500,
        surcharges: [
          { code: 'BAF', amount: 410, currency: 'USD' },
          { code: 'THC_ORIGIN', amount: null, currency: 'CNY' },
        ],
        all_in_amount: 2100,
        all_in_currency: 'USD',
      }),
    ]);
    expect(s.rows[0]!.row_key).toMatch(/^csv:[0-9a-f]{64}$/);
  });

  it('give the same row the same natural key, whatever the column order or spelling', () => {
    const cols = HEADER.split(',');
    const vals = ROW.split(',');
    const reordered = readSheet(
      [cols.reverse().join(',').toUpperCase(), vals.reverse().join(',').replace('CNSHA', 'cnsha')].join('\n'),
    );
    expect(reordered.rows[0]!.row_key).toBe(sheet(ROW).rows[0]!.row_key);
  });

  it('refuse every bad row with its line and reason, and keep the good ones apart', () => {
    const bad = (from: string, to: string) => ROW.replace(from, to);
    const s = sheet(
      ROW,
      bad('CNSHA', 'SHANGHAI'),
      bad('NLRTM', 'CNSHA'),
      bad('42G1', '40HC'),
      bad('spot', 'promo'),
      bad('carrier', 'nvocc'),
      bad('MAEU', ''),
      bad('2026-11-30', '2026-02-30'),
      bad('2026-11-30', '2026-11-01'),
      bad('2026-11-14T08:00:00Z', '14/11/2026'),
      bad(',2100,USD', ',-5,USD'),
      bad(',2100,USD', ',2100,'),
      bad('BAF:410:USD', 'BAF=410'),
      bad(',2100,USD', ',2100'),
      ROW,
    );
    expect(s.rows.map((r) => r.line)).toEqual([2]);
    expect(s.problems).toEqual([
      { line: 3, reason: 'origin must be a UN/LOCODE such as CNSHA, got "SHANGHAI"' },
      { line: 4, reason: 'origin and destination are the same port' },
      { line: 5, reason: expect.stringContaining('equipment must be one of 22G1') },
      { line: 6, reason: 'rate_type must be one of spot, contract, got "promo"' },
      { line: 7, reason: 'source_kind must be one of carrier, forwarder, got "nvocc"' },
      { line: 8, reason: expect.stringContaining('source is required') },
      { line: 9, reason: 'valid_to must be a date as YYYY-MM-DD, got "2026-02-30"' },
      { line: 10, reason: 'valid_to 2026-11-01 is before valid_from 2026-11-15' },
      { line: 11, reason: 'observed_at must be an ISO 8601 timestamp with offset, got "14/11/2026"' },
      { line: 12, reason: 'all_in_amount must be a non-negative amount with at most 2 decimals, got "-5"' },
      { line: 13, reason: 'all_in_currency is required with an amount' },
      { line: 14, reason: 'surcharges must be CODE:amount:CURRENCY separated by ";", got "BAF=410"' },
      { line: 15, reason: '13 fields where the header has 14' },
      { line: 16, reason: 'the same observation as line 2' },
    ]);
  });

  it('take an unknown all-in as null, not 0', () => {
    const s = sheet(ROW.replace(',2100,USD', ',,'));
    expect(s.rows[0]).toMatchObject({ all_in_amount: null, all_in_currency: null });
  });

  it('refuse a header with a missing, unknown or repeated column on line 1', () => {
    expect(readSheet('origin,destination,origin,price\n').problems).toEqual(
      expect.arrayContaining([
        { line: 1, reason: 'missing column equipment' },
        { line: 1, reason: 'unknown column "price"' },
        { line: 1, reason: 'column origin appears twice' },
      ]),
    );
    expect(readSheet('').problems).toEqual([{ line: 1, reason: 'the file is empty (no header)' }]);
  });
});
