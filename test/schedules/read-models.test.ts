// The read models behind the Carrier and Port entities (issue 16): after a tick stores new
// observations, the figures the supergraph answers equal a recomputation from the observations
// at the time the tick computed them, and carry that time.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { schedulesTick } from '../../subgraphs/schedules/workers/tick.js';
import { carrierName, carrierStats, latestCongestion } from '../../subgraphs/schedules/store/index.js';
import { buildLeague, figures, leagueItem } from '../../subgraphs/schedules/decide/reliability.js';
import {
  CONGESTION_MAX_AGE_HOURS,
  ON_TIME_TOLERANCE_HOURS,
  RELIABILITY_WINDOW_DAYS,
} from '../../subgraphs/schedules/decide/rules.js';

let key: string;
const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { schedules: null } });
  key = await org.key('tmcp');
});

const gql = async (query: string) => {
  const r = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
};

/** What the figures were at `at`, recomputed from the observations and readings. */
async function recompute(at: Date) {
  const stats = await carrierStats(
    sys.services.db,
    null,
    new Date(at.getTime() - RELIABILITY_WINDOW_DAYS * 86_400_000),
    at,
    ON_TIME_TOLERANCE_HOURS * 60,
  );
  const league = buildLeague(stats, carrierName);
  const congestion = await latestCongestion(sys.services.db, null, at, CONGESTION_MAX_AGE_HOURS);
  return { stats: new Map(stats.map((s) => [s.carrier_scac, s])), league, congestion };
}

describe('schedules read models', () => {
  it("answer each carrier's reliability and league entry as recomputed from the observations at computed_at", async () => {
    // A day passes: the tick observes that day's arrivals and congestion readings.
    sys.clock.advance(86_400_000);
    const tick = await schedulesTick(sys.services);
    expect(tick.arrivals).toBeGreaterThan(0);
    const computedAt = sys.clock.now();
    // Later reads still show the tick's figures and its time.
    sys.clock.advance(3_600_000);

    const { carriers } = await gql(`{ carriers { scac
        reliability { on_time_pct observations on_time avg_delay_hours provisional window_days tolerance_hours computed_at }
        league { rank ranked provisional carrier_code carrier_name on_time_pct observations computed_at } } }`);
    const { stats, league } = await recompute(computedAt);
    expect(league.ranked_total).toBeGreaterThan(5);
    let observed = 0;
    for (const c of carriers) {
      const s = stats.get(c.scac) ?? null;
      const entry = league.byScac.get(c.scac);
      if (s) observed++;
      expect(c.reliability).toEqual({
        ...figures(s),
        computed_at: s ? computedAt.toISOString() : sys.clock.now().toISOString(),
      });
      expect(c.league).toEqual(entry ? { ...leagueItem(entry), computed_at: computedAt.toISOString() } : null);
    }
    expect(observed).toBe(league.total);
  });

  it("answer each port's congestion as its latest reading at computed_at", async () => {
    sys.clock.advance(6 * 3_600_000);
    const tick = await schedulesTick(sys.services);
    expect(tick.congestion).toBeGreaterThan(0);
    const computedAt = sys.clock.now();
    const { congestion } = await recompute(computedAt);
    expect(congestion.length).toBeGreaterThan(10);
    const ports = congestion.slice(0, 12);
    const data = await gql(
      `{ ${ports.map((p, i) => `p${i}: port(unlocode: "${p.unlocode}") { unlocode congestion { port wait_hours at_anchor at_berth observed_at computed_at } }`).join(' ')} }`,
    );
    ports.forEach((p, i) =>
      expect(data[`p${i}`].congestion).toEqual({
        port: p.unlocode,
        wait_hours: Math.round(p.wait_hours * 10) / 10,
        at_anchor: p.at_anchor,
        at_berth: p.at_berth,
        observed_at: new Date(p.observed_at).toISOString(),
        computed_at: computedAt.toISOString(),
      }),
    );
  });

  it('read one statement for all the carriers of a request', async () => {
    const before = sys.services.db.stats.statements;
    await gql('{ carriers { scac league { rank } reliability { on_time_pct } } }');
    const few = sys.services.db.stats.statements - before;
    const again = sys.services.db.stats.statements;
    await gql('{ carrier(scac: "MAEU") { scac league { rank } reliability { on_time_pct } } }');
    expect(sys.services.db.stats.statements - again).toBe(few);
  });
});
