// The carrier league's ranking edges (docs/schedules.md, Rules): 19 against 20 observations, ties on the
// on-time share, the on-time tolerance at its boundary, the window; and the federated join of
// an ocean container to its carrier's record and its destination port's congestion; the monthly trend.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { observedArrivals, recordsOnLanes } from '../support/factories.js';
import { reviseArrivals } from '../../subgraphs/schedules/store/index.js';
import { refreshReadModels } from '../../subgraphs/schedules/workers/tick.js';

let key: string;
const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { schedules: null } });
  key = await org.key('smcp');
  // Only the observations written below count from here on.
  await reviseArrivals(sys.services.db, {}, null, sys.clock.now());
});

let serial = 0;
/** n observed arrivals of a carrier, `late` of them by lateMinutes, the others 2 h late; `daysAgo` back. */
async function observe(scac: string, n: number, opts: { late?: number; lateMinutes?: number; daysAgo?: number } = {}) {
  const now = sys.clock.now();
  const hoursAgo = (opts.daysAgo ?? 10) * 24;
  const lateBy = (opts.lateMinutes ?? 3 * 24 * 60) * 60_000;
  const arrivals = Array.from({ length: n }, (_, i) => {
    const scheduled = new Date(now.getTime() - (hoursAgo + i + 1) * 3_600_000);
    const delay = i < (opts.late ?? 0) ? lateBy : 2 * 3_600_000;
    return { scheduled, actual: new Date(scheduled.getTime() + delay) };
  });
  await observedArrivals(
    sys.services.db,
    {
      batch: `T${++serial}-${scac}`,
      carrierScac: scac,
      origin: 'CNSHA',
      destination: 'NLRTM',
      arrivals,
      transitDays: 30,
    },
    now,
  );
}

const league = async (q = '') => {
  const r = await http(sys.urls.schedules, `/public/reliability/leaderboard${q}`, { key });
  expect(r.status).toBe(200);
  return r.body.data;
};
const row = (rank: number | null, code: string, pct: number, obs: number) => ({
  rank,
  ranked: rank !== null,
  provisional: rank === null,
  carrier_code: code,
  carrier_name: expect.any(String),
  on_time_pct: pct,
  observations: obs,
});

describe('carrier league ranking', () => {
  it('ranks 20 observations and more by on-time share, ties sharing a rank, then lists the provisional', async () => {
    await observe('HLCU', 20, { late: 2 }); // 90.0
    await observe('CMDU', 40, { late: 10 }); // 75.0, more observations
    await observe('MAEU', 20, { late: 5 }); // 75.0
    await observe('ONEY', 20, { late: 10 }); // 50.0
    // tolerance: exactly 24 h late is on time, 24 h 1 min is not
    await observe('EGLV', 10, { late: 10, lateMinutes: 24 * 60 });
    await observe('EGLV', 10, { late: 10, lateMinutes: 24 * 60 + 1 });
    await observe('MSCU', 19); // 100.0 but 19 observations
    await observe('ZIMU', 5); // 100.0, 5 observations
    await observe('HLCU', 3, { daysAgo: 183 }); // outside the 182-day window
    const d = await league();
    expect(d).toEqual({
      min_obs: 20,
      total: 7,
      ranked_total: 5,
      carriers: [
        row(1, 'HLCU', 90, 20),
        row(2, 'CMDU', 75, 40),
        row(2, 'MAEU', 75, 20),
        row(4, 'EGLV', 50, 20),
        row(4, 'ONEY', 50, 20),
        row(null, 'MSCU', 100, 19),
        row(null, 'ZIMU', 100, 5),
      ],
    });
    const top = await league('?limit=3');
    expect(top).toMatchObject({ total: 7, ranked_total: 5 });
    expect(top.carriers).toEqual(d.carriers.slice(0, 3));
  });

  it('ranks a carrier from its 20th observation', async () => {
    await observe('MSCU', 1, { daysAgo: 5 });
    const d = await league();
    expect(d.ranked_total).toBe(6);
    expect(d.carriers.slice(0, 2)).toEqual([row(1, 'MSCU', 100, 20), row(2, 'HLCU', 90, 20)]);
    expect(d.carriers.at(-1)).toEqual(row(null, 'ZIMU', 100, 5));
    expect(d.carriers.map((c: any) => c.rank)).toEqual([1, 2, 3, 3, 5, 5, null]);
  });

  it("joins an ocean container to its carrier's on-time record and its destination port's congestion", async () => {
    const org = await sys.org({ entitlements: { schedules: null } });
    await recordsOnLanes(sys.services.db, org.id, [
      { identifier: 'HLXU2008419', carrierScac: 'HLCU', destination: 'BDCGP' },
    ]);
    // The entities read the read models, which the tick refreshes with the observations it
    // stores; those written above bypassed it.
    await sys.services.db.tx((tx) => refreshReadModels(tx, sys.clock.now()));
    const r = await http(sys.urls.gateway, '', {
      key: await org.key('tmcp'),
      method: 'POST',
      body: {
        query: `{ containers { identifier carrier { scac name reliability { on_time_pct observations provisional window_days tolerance_hours }
                  league { rank ranked on_time_pct observations } upcoming_sailings }
                  destination_port { unlocode name congestion { port level wait_hours at_anchor } } } }`,
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.containers).toEqual([
      {
        identifier: 'HLXU2008419',
        carrier: {
          scac: 'HLCU',
          name: 'Hapag-Lloyd',
          reliability: { on_time_pct: 90, observations: 20, provisional: false, window_days: 182, tolerance_hours: 24 },
          league: { rank: 2, ranked: true, on_time_pct: 90, observations: 20 },
          upcoming_sailings: expect.any(Number),
        },
        destination_port: {
          unlocode: 'BDCGP',
          name: 'Chittagong',
          congestion: { port: 'BDCGP', level: 'severe', wait_hours: expect.any(Number), at_anchor: expect.any(Number) },
        },
      },
    ]);
  });

  it("gives each carrier's on-time share per calendar month of the window, oldest first (the trend)", async () => {
    await observe('COSU', 4, { late: 1, daysAgo: 70 });
    const r = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: {
        query:
          '{ carrier_league { carriers { carrier_code observations monthly { month on_time_pct observations } } } }',
      },
    });
    expect(r.body.errors).toBeUndefined();
    const now = sys.clock.now();
    const monthOf = (d: Date) => d.toISOString().slice(0, 7);
    const months: string[] = [];
    for (
      let d = new Date(now.getTime() - 182 * 86_400_000);
      monthOf(d) <= monthOf(now);
      d.setUTCDate(d.getUTCDate() + 1)
    )
      if (!months.includes(monthOf(d))) months.push(monthOf(d));
    // observe() places arrival g (1..n) at now − daysAgo − g hours; the first `late` are late.
    const expected = new Map<string, { obs: number; onTime: number }>();
    for (let g = 1; g <= 4; g++) {
      const m = monthOf(new Date(now.getTime() - (70 * 24 + g) * 3_600_000));
      const e = expected.get(m) ?? { obs: 0, onTime: 0 };
      expected.set(m, { obs: e.obs + 1, onTime: e.onTime + (g <= 1 ? 0 : 1) });
    }
    const cosu = r.body.data.carrier_league.carriers.find((c: any) => c.carrier_code === 'COSU');
    expect(cosu.monthly).toEqual(
      months.map((month) => {
        const e = expected.get(month);
        return { month, on_time_pct: e ? Math.round((1000 * e.onTime) / e.obs) / 10 : null, observations: e?.obs ?? 0 };
      }),
    );
    for (const c of r.body.data.carrier_league.carriers)
      expect(c.monthly.reduce((n: number, m: any) => n + m.observations, 0)).toBe(c.observations);
  });
});
