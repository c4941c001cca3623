// `npm run rates -- import`: a rate sheet into the store, all or nothing, and a second import of
// the same sheet changes nothing.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { startRatesSystem } from './fixtures.js';
import { readSheet } from '../../subgraphs/rates/decide/sheet.js';
import { importSheet } from '../../subgraphs/rates/use-cases/import-sheet.js';
import { countObservations } from '../../subgraphs/rates/store/index.js';

let sys: TestSystem;
let key: string;
beforeAll(async () => ({ sys, key } = await startRatesSystem({ fixtures: false })));
afterAll(() => sys?.close());

const HEADER =
  'origin,destination,equipment,rate_type,source_kind,source,valid_from,valid_to,observed_at,base_amount,base_currency,surcharges,all_in_amount,all_in_currency';
const row = (source: string, allIn: string, lane = 'CNSHA,SGSIN') =>
  `${lane},42G1,spot,carrier,${source},2026-11-15,2026-11-30,2026-11-14T08:00:00Z,,,"BAF:300:USD;THC_ORIGIN:900:CNY",${allIn},USD`;
const GOOD = [HEADER, row('MAEU', '2000'), row('MSCU', '2200'), row('CMDU', '2600')].join('\n');

const marketRate = async () =>
  (await http(sys.urls.rates, '/v1/rates/lanes/CNSHA/SGSIN?date=2026-11-20', { key })).body.data?.market_rate;

async function runImport(text: string) {
  const sheet = readSheet(text);
  if (sheet.problems.length) return { problems: sheet.problems };
  const steps: number[] = [];
  const result = await importSheet(sys.services, sheet.rows, (done) => steps.push(done));
  return { ...result, steps };
}

describe('rate sheet import', () => {
  it('refuse a sheet with bad rows, naming each line, and import nothing', async () => {
    const bad = await runImport([HEADER, row('MAEU', '2000'), row('MSCU', 'abc'), row('CMDU', '2600')].join('\n'));
    expect(bad.problems).toEqual([
      { line: 3, reason: 'all_in_amount must be a non-negative amount with at most 2 decimals, got "abc"' },
    ]);
    // Well-formed but unknown to the reference data: refused by the import, with its line.
    const unknown = await runImport([HEADER, row('MAEU', '2000'), row('MSCU', '2100', 'CNSHA,ZZZZZ')].join('\n'));
    expect(unknown.problems).toEqual([{ line: 3, reason: 'unknown UN/LOCODE ZZZZZ' }]);
    expect(await countObservations(sys.services.db)).toBe(0);
    expect((await http(sys.urls.rates, '/v1/rates/lanes/CNSHA/SGSIN', { key })).status).toBe(404);
  });

  it('import a good sheet: its lane, observations and market rates', async () => {
    const r = await runImport(GOOD);
    expect(r).toMatchObject({ imported: 3, already_stored: 0, problems: [], steps: [3] });
    expect(await marketRate()).toMatchObject({ status: 'ok', count: 3, p50: 2200, min: 2000, max: 2600 });
    const obs = await http(sys.urls.rates, '/v1/rates/observations?origin=CNSHA&destination=SGSIN&source=MAEU', {
      key,
    });
    expect(obs.body.data.items[0]).toMatchObject({
      feed: 'csv',
      base_ocean_freight: null,
      surcharges: [
        { code: 'BAF', amount: 300, currency: 'USD' },
        { code: 'THC_ORIGIN', amount: 900, currency: 'CNY' },
      ],
      all_in: { amount: 2000, currency: 'USD' },
    });
  });

  it('change nothing when the same sheet is imported again', async () => {
    const before = { count: await countObservations(sys.services.db), rate: await marketRate() };
    const again = await runImport(GOOD);
    expect(again).toMatchObject({ imported: 0, already_stored: 3, recomputed_days: 0, problems: [] });
    expect({ count: await countObservations(sys.services.db), rate: await marketRate() }).toEqual(before);
    expect(before.count).toBe(3);
  });
});
