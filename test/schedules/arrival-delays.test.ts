// The arrival delay quantiles a predicted arrival reads (migration 006): the tick's read model
// answers as the port calls do at the same time, and every read it cannot stand for (a write
// outside the tick, a replay of the past, a clock moved on without a tick) is computed instead.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem } from '../support/harness.js';
import { observedArrivals } from '../support/factories.js';
import {
  arrivalDelayQuantiles,
  computedArrivalDelays,
  type DelayRow,
} from '../../subgraphs/schedules/store/arrival-evidence.js';
import { refreshArrivalDelays } from '../../subgraphs/schedules/store/index.js';
import { refreshReadModels } from '../../subgraphs/schedules/workers/tick.js';

const sys = useSystem();
let keys: { carrier: string; port: string }[];
const carriersOf = () => [...new Set(keys.map((k) => k.carrier))];
const portsOf = () => [...new Set(keys.map((k) => k.port))];
const sorted = (rows: DelayRow[]) =>
  [...rows].sort((a, b) => `${a.carrier_scac}|${a.unlocode}`.localeCompare(`${b.carrier_scac}|${b.unlocode}`));
const refresh = () =>
  sys.services.db.query<{ computed_at: Date; stale: boolean }>(
    'SELECT computed_at, stale FROM schedules.arrival_delays_refresh',
  );

beforeAll(async () => {
  // Every carrier at three of the ports it called: the sandbox's year of sailings, seeded at start.
  const r = await sys.services.db.query<{ carrier: string; port: string }>(
    `SELECT carrier_scac AS carrier, unlocode AS port FROM (
       SELECT carrier_scac, unlocode, row_number() OVER (PARTITION BY carrier_scac ORDER BY unlocode) AS n
         FROM (SELECT DISTINCT carrier_scac, unlocode FROM schedules.port_calls WHERE actual_arrival IS NOT NULL) c) x
      WHERE n <= 3`,
  );
  keys = r.rows;
});

describe('arrival delay quantiles', () => {
  it("are the tick's read model, equal to those computed from the port calls at the same time", async () => {
    expect(carriersOf().length).toBeGreaterThan(3);
    const now = sys.clock.now();
    expect((await refresh()).rows[0]).toEqual({ computed_at: now, stale: false });
    const kept = await arrivalDelayQuantiles(sys.services.db, keys, now);
    const computed = await computedArrivalDelays(sys.services.db, carriersOf(), portsOf(), now);
    expect(kept.length).toBeGreaterThan(carriersOf().length);
    expect(sorted(kept)).toEqual(sorted(computed));
    expect(kept.filter((d) => d.unlocode === null).length).toBe(carriersOf().length);
  });

  it('are computed from the port calls after a write outside the tick, and kept again by the next tick', async () => {
    const now = sys.clock.now();
    const carrier = keys[0]!.carrier;
    const before = (await arrivalDelayQuantiles(sys.services.db, keys, now)).find(
      (d) => d.carrier_scac === carrier && d.unlocode === null,
    )!;
    const arrivals = Array.from({ length: 5 }, (_, i) => {
      const scheduled = new Date(now.getTime() - (48 + i) * 3_600_000);
      return { scheduled, actual: new Date(scheduled.getTime() + 3_600_000) };
    });
    await observedArrivals(
      sys.services.db,
      { batch: 'DELAYS', carrierScac: carrier, origin: 'CNSHA', destination: 'NLRTM', arrivals, transitDays: 30 },
      now,
    );
    expect((await refresh()).rows[0]!.stale).toBe(true);
    const after = await arrivalDelayQuantiles(sys.services.db, keys, now);
    expect(after.find((d) => d.carrier_scac === carrier && d.unlocode === null)!.observations).toBe(
      before.observations + 5,
    );
    expect(sorted(after)).toEqual(sorted(await computedArrivalDelays(sys.services.db, carriersOf(), portsOf(), now)));

    await sys.services.db.tx((tx) => refreshReadModels(tx, now));
    expect((await refresh()).rows[0]!.stale).toBe(false);
    expect(sorted(await arrivalDelayQuantiles(sys.services.db, keys, now))).toEqual(sorted(after));
  });

  it("are computed for a replay of the past and for a clock moved on beyond the read model's reach", async () => {
    const now = sys.clock.now();
    for (const at of [new Date(now.getTime() - 30 * 86_400_000), new Date(now.getTime() + 10 * 60_000)]) {
      const read = await arrivalDelayQuantiles(sys.services.db, keys, at);
      expect(sorted(read)).toEqual(sorted(await computedArrivalDelays(sys.services.db, carriersOf(), portsOf(), at)));
    }
    // 30 days back the window holds other arrivals than now's: the replay is not the read model.
    const past = await arrivalDelayQuantiles(sys.services.db, keys, new Date(now.getTime() - 30 * 86_400_000));
    expect(sorted(past)).not.toEqual(sorted(await arrivalDelayQuantiles(sys.services.db, keys, now)));
  });

  it('are left as they are by a refresh computed earlier than the one stored', async () => {
    const now = sys.clock.now();
    const stored = sorted(await arrivalDelayQuantiles(sys.services.db, keys, now));
    const earlier = new Date(now.getTime() - 40 * 86_400_000);
    await sys.services.db.tx((tx) => refreshArrivalDelays(tx, earlier));
    expect((await refresh()).rows[0]).toEqual({ computed_at: now, stale: false });
    expect(sorted(await arrivalDelayQuantiles(sys.services.db, keys, now))).toEqual(stored);
  });
});
