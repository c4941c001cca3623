// The lane's recent prediction error beside its on-time share (issue 44), on the demo as `npm start`
// seeds it: the analysts' lane query (shipping_lanes, README), lane_reliability through the gateway
// and GET /public/reliability/lanes answer, per lane, the mean absolute error of the predicted
// arrival's p50 a week before each of the lane's arrivals of the reliability window, and the
// carrier's ETA's: the same figures as replaying those arrivals the backtest's way (ocean's
// evidence read, bench/eta-backtest.ts), one arrival at a time. A lane with no arrival history says so.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { seedDemo } from '../../wiring/demo.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SANDBOX_DEMO_LANES } from '../../platform/sandbox-lanes.js';
import { readArrivalEvidence } from '../../subgraphs/ocean/use-cases/predict-arrival.js';
import { replayArrival, replayMoment, summariseReplays } from '../../subgraphs/ocean/decide/arrival-replay.js';

const sys = useSystem();
const DAY = 86_400_000;
const FIELDS =
  'observations on_time_pct prediction_horizon_days prediction_sample_size prediction_mae_hours carrier_eta_mae_hours';

let family: string;
let token: string;
beforeAll(async () => {
  const { keys } = await seedDemo(sys.services, SUBGRAPHS);
  family = keys.tmcp;
  const t = await http(sys.urls.gateway.replace(/\/graphql$/, ''), '/auth/token', {
    key: keys.tmcp,
    method: 'POST',
    body: { with_keys: [keys.frm] },
  });
  expect(t.status, t.text).toBe(200);
  token = t.body.access_token;
}, 300_000);

const gql = (query: string, key: string) => http(sys.urls.gateway, '', { key, method: 'POST', body: { query } });
const reliabilityRoute = (origin: string, destination: string, scac = '') =>
  http(sys.urls.schedules, `/public/reliability/lanes?origin=${origin}&destination=${destination}${scac}`, {
    key: family,
  });

/** The lane's arrivals of the window, each replayed a week before it with ocean's evidence as of then. */
async function backtestOfLane(origin: string, destination: string, scac: string | null) {
  const now = sys.clock.now();
  const arrivals = await sys.services.db.query<{
    carrier_scac: string;
    scheduled_arrival: Date;
    estimated_arrival: Date;
    revised_at: Date | null;
    actual_arrival: Date;
  }>(
    `SELECT d.carrier_scac, d.scheduled_arrival, d.estimated_arrival, s.changes_applied_at AS revised_at, d.actual_arrival
       FROM schedules.port_calls d
       JOIN schedules.port_calls o ON o.sailing_id = d.sailing_id AND o.unlocode = $1 AND o.seq < d.seq
       JOIN schedules.sailings s ON s.id = d.sailing_id
      WHERE d.unlocode = $2 AND d.actual_arrival > $3 AND d.actual_arrival <= $4
        AND d.scheduled_arrival IS NOT NULL AND d.estimated_arrival IS NOT NULL AND ($5::text IS NULL OR d.carrier_scac = $5)`,
    [origin, destination, new Date(now.getTime() - 182 * DAY), now, scac],
  );
  const replays = [];
  for (const a of arrivals.rows) {
    const call = {
      scheduledArrival: a.scheduled_arrival,
      estimatedArrival: a.estimated_arrival,
      revisedAt: a.revised_at,
      actualArrival: a.actual_arrival,
    };
    const [evidence] = await readArrivalEvidence(
      sys.services.db,
      [{ carrier: a.carrier_scac, port: destination }],
      replayMoment(call, 7),
    );
    replays.push(replayArrival(call, evidence!, 7));
  }
  const s = summariseReplays(replays);
  return {
    prediction_horizon_days: 7,
    prediction_sample_size: s.arrivals,
    prediction_mae_hours: s.maeOursHours,
    carrier_eta_mae_hours: s.maeCarrierHours,
  };
}

describe("the lane's prediction error", () => {
  it("the analysts' lane query answers it beside the on-time share on every demo lane with arrivals", async () => {
    const r = await gql(`{ shipping_lanes { origin destination reliability { ${FIELDS} } } }`, token);
    expect(r.status, r.text).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const lanes = r.body.data.shipping_lanes as any[];
    expect(lanes.map((l) => `${l.origin}-${l.destination}`)).toEqual(SANDBOX_DEMO_LANES.map((l) => l.join('-')).sort());
    let measured = 0;
    for (const l of lanes) {
      const lane = `${l.origin}-${l.destination}`;
      const rest = await reliabilityRoute(l.origin, l.destination);
      if (rest.status === 404) {
        // No arrival on the lane in the window: no table, so no error either.
        expect(l.reliability, lane).toBeNull();
        continue;
      }
      expect(rest.status, lane).toBe(200);
      const expected = await backtestOfLane(l.origin, l.destination, null);
      expect(l.reliability, lane).toEqual({
        observations: rest.body.data.observations,
        on_time_pct: rest.body.data.on_time_pct,
        ...expected,
      });
      expect(rest.body.data, lane).toMatchObject(expected);
      // Every observed arrival of the lane had a schedule and an estimate: all were measured.
      expect(expected.prediction_sample_size, lane).toBe(l.reliability.observations);
      expect(l.reliability.prediction_mae_hours, lane).toBeGreaterThan(0);
      expect(l.reliability.carrier_eta_mae_hours, lane).toBeGreaterThan(0);
      measured++;
    }
    expect(measured).toBeGreaterThanOrEqual(6);
  });

  it("reads every lane's error in one statement, whatever the number of lanes", async () => {
    // Count the statements on schedules' tables only (other products' workers run beside the
    // test), and not the allowance store's usage writes, which its timer sends whenever it is due.
    const spy = vi.spyOn(sys.services.db, 'query');
    const statements = async (fields: string) => {
      const query = `{ shipping_lanes { origin reliability { observations ${fields} } } }`;
      await gql(query, token); // warms the key cache, so the count is of the query alone
      spy.mockClear();
      const r = await gql(query, token);
      expect(r.body.errors).toBeUndefined();
      const lanes = (r.body.data.shipping_lanes as any[]).filter((l) => l.reliability !== null).length;
      const sql = spy.mock.calls
        .map(([text]) => String(text))
        .filter((text) => text.includes('schedules.') && !/schedules\.(usage_counters|lane_interest)/.test(text));
      return { sql, lanes };
    };
    const without = await statements('');
    const withError = await statements('prediction_sample_size prediction_mae_hours carrier_eta_mae_hours');
    spy.mockRestore();
    expect(withError.lanes).toBeGreaterThanOrEqual(6);
    expect(withError.sql.length).toBe(without.sql.length + 1);
    expect(withError.sql.filter((text) => !without.sql.includes(text))).toEqual([
      expect.stringContaining('CROSS JOIN LATERAL'),
    ]);
  });

  it('lane_reliability through the gateway, of the carriers asked only', async () => {
    const all = await gql(
      `{ lane_reliability(origin: "SGSIN", destination: "IDSUB") { ${FIELDS} carriers { carrier_code observations } } }`,
      family,
    );
    expect(all.body.errors, all.text).toBeUndefined();
    const table = all.body.data.lane_reliability;
    expect(table).toMatchObject(await backtestOfLane('SGSIN', 'IDSUB', null));
    expect(table.prediction_mae_hours).toEqual(expect.any(Number));
    const scac = table.carriers[0].carrier_code;
    const one = await gql(
      `{ lane_reliability(origin: "SGSIN", destination: "IDSUB", scacs: ["${scac}"]) { ${FIELDS} } }`,
      family,
    );
    expect(one.body.data.lane_reliability).toMatchObject({
      ...(await backtestOfLane('SGSIN', 'IDSUB', scac)),
      prediction_sample_size: table.carriers[0].observations,
    });
    const rest = await reliabilityRoute('SGSIN', 'IDSUB', `&scac=${scac}`);
    expect(rest.body.data).toMatchObject(one.body.data.lane_reliability);
  });

  it('a lane with no arrival history says so: null through the gateway, 404 on REST', async () => {
    const g = await gql(`{ lane_reliability(origin: "AEAJM", destination: "NLRTM") { ${FIELDS} } }`, family);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.lane_reliability).toBeNull();
    const rest = await reliabilityRoute('AEAJM', 'NLRTM');
    expect(rest.status).toBe(404);
    expect(rest.body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('no observed arrival on this lane'),
    });
  });
});
