// The record's fields as the API answers them (subgraphs/ocean/decide/record-shapes.ts), the
// demurrage report's answer (decide/demurrage-report.ts) and a lane's shipments (decide/lane-shipments.ts).
import { describe, expect, it } from 'vitest';
import {
  carrierLabel,
  etaConfidencePct,
  portName,
  recordCarrierCode,
  recordCarrierName,
  recordPortName,
  restReportRow,
  reportRows,
} from '../../subgraphs/ocean/decide/record-shapes.js';
import { demurrageReportAnswer } from '../../subgraphs/ocean/decide/demurrage-report.js';
import { laneShipments } from '../../subgraphs/ocean/decide/lane-shipments.js';
import type { ReportItem, ReportTotals } from '../../subgraphs/ocean/store/index.js';
import type { RecordRow } from '../../subgraphs/ocean/loaders.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

const ref = oceanRefData();

describe('names and codes', () => {
  it.each([
    [{ carrier_scac: 'MAEU', carrier_hint_code: 'XXXX' }, 'MAEU', 'Maersk'],
    [{ carrier_scac: null, carrier_hint_code: 'MAEU' }, 'MAEU', 'Maersk'],
    [{ carrier_scac: 'ZZZZ', carrier_hint_code: null }, 'ZZZZ', 'ZZZZ'],
    [{ carrier_scac: null, carrier_hint_code: null }, '', ''],
  ])('%j: code "%s", name "%s"', (c, code, name) => {
    expect(recordCarrierCode(c)).toBe(code);
    expect(recordCarrierName(c, ref)).toBe(name);
  });

  it('names ports and carriers from reference data, falling back to the code', () => {
    expect(portName('USLAX', ref)).toBe('Los Angeles');
    expect(portName('ZZZZZ', ref)).toBe('ZZZZZ');
    expect(portName(null, ref)).toBeNull();
    expect(recordPortName(null, ref)).toBe('');
    expect(carrierLabel(null, ref)).toBeNull();
  });

  it.each([
    [null, null],
    [{ arrivals: 9, on_time: 9 }, null],
    [{ arrivals: 10, on_time: 7 }, 70],
    [{ arrivals: 30, on_time: 29 }, 96.7],
  ])('ETA confidence of %j: %s', (stats, pct) => expect(etaConfidencePct(stats)).toBe(pct));
});

const item = (over: Partial<ReportItem>): ReportItem =>
  ({
    id: 'b',
    container_id: 'c',
    record_id: 'r',
    container_number: 'MSKU1234565',
    status: 'available',
    pod_unlocode: 'USLAX',
    lane: 'us_import',
    discharge_at: new Date('2026-03-01T00:00:00Z'),
    gate_out_at: null,
    empty_return_at: null,
    eta: null,
    terms_source: 'your_contract_terms',
    free_days: 4,
    rate_1: 75,
    last_free_day: '2026-03-05',
    free_days_left: 1,
    days_overdue: 0,
    accrued_usd: 0,
    daily_rate_usd: 75,
    at_risk: true,
    ...over,
  }) as ReportItem;
const totals = (over: Partial<ReportTotals> = {}): ReportTotals => ({
  candidates_considered: 3,
  assessed_containers: 2,
  unassessable_containers: 0,
  uncosted_containers: 0,
  containers_at_risk: 1,
  total_at_risk_usd: 150.456,
  ...over,
});

describe('the demurrage report', () => {
  it('rounds the total, marks a truncated list and rates each row', () => {
    const r = demurrageReportAnswer(totals(), [item({})]);
    expect(r).toMatchObject({ total_at_risk_usd: 150.46, truncated: true, coverage_note: null });
    expect(r.items[0]).toMatchObject({
      container_id: 'MSKU1234565',
      confidence: 'high',
      costed: true,
      terms_lane: null,
    });
    expect(r.items_json).toBe(r.items);
  });

  it('says why a short list may not be clean', () => {
    const note = demurrageReportAnswer(
      totals({ unassessable_containers: 2, uncosted_containers: 1 }),
      [],
    ).coverage_note;
    expect(note).toMatch(
      /^2 discharged container\(s\) have no free-time terms.* 1 container\(s\) are timed but not costed/,
    );
  });

  it('names the tariff lane under a carrier tariff; the REST row leaves it out under own terms', () => {
    const [tariff, own] = reportRows([
      item({ terms_source: 'carrier_published_tariff', discharge_at: null }),
      item({}),
    ]);
    expect(tariff).toMatchObject({ terms_lane: 'us_import', confidence: 'low' });
    expect('terms_lane' in restReportRow(own!)).toBe(false);
    expect(restReportRow(tariff!).terms_lane).toBe('us_import');
  });
});

describe('laneShipments', () => {
  const rec = (status: string, accrued: number | null, atRisk: boolean) =>
    ({ status, dem: { accrued_usd: accrued, at_risk: atRisk } }) as unknown as RecordRow;
  const box = (arrived: string | null, firstEta: string | null) =>
    ({ arrived_at: arrived, first_eta: firstEta }) as unknown as Parameters<typeof laneShipments>[1][number];

  it('adds up the records and the arrival delay against the first ETA', () => {
    const r = laneShipments(
      [rec('in_transit', null, false), rec('available', 300, true), rec('delivered', 100, false)],
      [
        box('2026-03-03T00:00:00Z', '2026-03-01T00:00:00Z'),
        box('2026-03-01T12:00:00Z', '2026-03-01T00:00:00Z'),
        box(null, '2026-03-01T00:00:00Z'),
      ],
    );
    expect(r).toMatchObject({
      count: 3,
      in_transit: 1,
      arrivals_measured: 2,
      avg_arrival_delay_days: 1.3,
      demurrage_at_risk: 1,
      demurrage_accrued_usd: 400,
    });
  });

  it('answers null figures when nothing was measured', () => {
    expect(laneShipments([], [])).toMatchObject({
      count: 0,
      avg_arrival_delay_days: null,
      demurrage_accrued_usd: null,
    });
  });
});
