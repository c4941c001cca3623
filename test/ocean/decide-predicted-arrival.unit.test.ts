// The predicted-arrival model (subgraphs/ocean/decide/predicted-arrival.ts, remaining-route.ts)
// on inputs only: its fallback chain, the sea distance left from a fix, the 12-hour move rule,
// and that nothing it imports reaches the sandbox's simulator (connectors/) or a store.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ArrivalInputs,
  delayQuantiles,
  predictArrival,
  predictionMoved,
  predictionProvenance,
} from '../../subgraphs/ocean/decide/predicted-arrival.js';
import { remainingSeaNm } from '../../subgraphs/ocean/decide/remaining-route.js';

const NOW = new Date('2026-11-20T00:00:00Z');
const h = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const history = (p10: number, p50: number, p90: number, observations = 40) => ({ observations, p10, p50, p90 });
const base = (over: Partial<ArrivalInputs> = {}): ArrivalInputs => ({
  now: NOW,
  status: 'in_transit',
  arrivedAt: null,
  carrierEta: h(240),
  vesselImo: '9811000',
  fix: null,
  congestion: null,
  laneHistory: null,
  carrierHistory: null,
  ...over,
});
const predicted = (i: ArrivalInputs) => {
  const v = predictArrival(i);
  if (!('prediction' in v)) throw new Error(`no prediction: ${v.none}`);
  return v.prediction;
};

describe('predictArrival: the fallback chain', () => {
  it('an ended or arrived box has none, and says why', () => {
    expect(predictArrival(base({ status: 'delivered' }))).toEqual({ none: 'delivered' });
    expect(predictArrival(base({ status: 'returned_empty' }))).toEqual({ none: 'delivered' });
    expect(predictArrival(base({ status: 'discharged' }))).toEqual({ none: 'arrived' });
    expect(predictArrival(base({ arrivedAt: h(-5) }))).toEqual({ none: 'arrived' });
  });

  it('without a carrier ETA or a usable fix: no_vessel off board, no_fix on board', () => {
    expect(predictArrival(base({ carrierEta: null, vesselImo: null }))).toEqual({ none: 'no_vessel' });
    expect(predictArrival(base({ carrierEta: null }))).toEqual({ none: 'no_fix' });
    // A stale fix is no fix.
    const stale = { at: h(-30), speedKnots: 18, remainingNm: 500 };
    expect(predictArrival(base({ carrierEta: null, fix: stale }))).toEqual({ none: 'no_fix' });
  });

  it('the carrier ETA shifted by the lane history; the carrier-wide history when the lane has too few arrivals', () => {
    const lane = predicted(base({ laneHistory: history(-10, 6, 50) }));
    expect(lane.basis).toBe('carrier_eta_history');
    expect([lane.p10, lane.p50, lane.p90]).toEqual([h(230), h(246), h(290)]);
    expect(lane.used.history).toEqual({ scope: 'lane', observations: 40 });
    const carrier = predicted(base({ laneHistory: history(0, 0, 0, 3), carrierHistory: history(-2, 1, 20) }));
    expect(carrier.used.history).toEqual({ scope: 'carrier', observations: 40 });
    expect(carrier.p50).toEqual(h(241));
  });

  it('no history: the carrier ETA with the default band, low confidence', () => {
    const p = predicted(base());
    expect(p.basis).toBe('carrier_eta');
    expect([p.p10, p.p50, p.p90]).toEqual([h(228), h(240), h(276)]);
    expect(predictionProvenance({ prediction: p }, 'carrier').confidence).toBe('low');
  });

  it('a fresh fix under way a day out: the sea distance at its speed plus the congestion wait', () => {
    const p = predicted(
      base({
        fix: { at: h(-2), speedKnots: 20, remainingNm: 400 },
        congestion: { waitHours: 6, observedAt: h(-10) },
        laneHistory: history(-10, 6, 50),
      }),
    );
    expect(p.basis).toBe('ais_fix');
    // 400 nm at 20 kn = 20 h from the fix two hours ago, + 6 h wait.
    expect(p.p50).toEqual(h(24));
    expect(p.p10.getTime()).toBeLessThan(p.p50.getTime());
    expect(p.p90.getTime()).toBeGreaterThan(p.p50.getTime());
    expect(p.used).toMatchObject({ fixAgeHours: 2, remainingNm: 400, congestionWaitHours: 6 });
  });

  it('between one and three days of sailing the sea clock and the carrier clock are blended', () => {
    const at = (nm: number) =>
      predicted(base({ carrierEta: h(100), fix: { at: NOW, speedKnots: 10, remainingNm: nm } })).p50.getTime();
    // 240 nm (24 h): all sea; 700 nm (70 h): almost all carrier; in between, between the two.
    expect(at(240)).toBe(h(24).getTime());
    expect(at(480)).toBeGreaterThan(h(48).getTime());
    expect(at(480)).toBeLessThan(h(100).getTime());
    expect(Math.abs(at(719) - h(100).getTime())).toBeLessThan(3_600_000);
  });

  it('beyond three days of sailing the fix is not used when the carrier has an ETA', () => {
    const p = predicted(base({ fix: { at: NOW, speedKnots: 10, remainingNm: 5000 } }));
    expect(p.basis).toBe('carrier_eta');
    expect(p.used.fixAgeHours).toBeNull();
  });

  it('old congestion and a vessel not making way are not used', () => {
    const p = predicted(
      base({ fix: { at: NOW, speedKnots: 0.4, remainingNm: 30 }, congestion: { waitHours: 30, observedAt: h(-100) } }),
    );
    expect(p.basis).toBe('carrier_eta');
    expect(p.used.congestionWaitHours).toBeNull();
  });

  it('never predicts an arrival in the past for a box still at sea', () => {
    const p = predicted(base({ carrierEta: h(-48), laneHistory: history(-20, -10, 5) }));
    expect(p.p10.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
    expect(p.p90.getTime()).toBeGreaterThanOrEqual(p.p50.getTime());
  });
});

describe('predictionProvenance', () => {
  it('names the inputs used', () => {
    const v = predictArrival(
      base({
        fix: { at: h(-1), speedKnots: 15, remainingNm: 300 },
        congestion: { waitHours: 4, observedAt: h(-1) },
        laneHistory: history(-5, 2, 30, 35),
      }),
    );
    expect(predictionProvenance(v, 'carrier')).toMatchObject({
      state: 'resolved',
      source: 'freightgraph_model',
      basis: 'ais_fix',
      inputs: {
        fix_age_hours: 1,
        remaining_nm: 300,
        congestion_wait_hours: 4,
        history_scope: 'lane',
        history_depth: 35,
      },
    });
  });

  it('says why there is none', () => {
    expect(predictionProvenance({ none: 'no_fix' }, 'carrier')).toMatchObject({
      state: 'awaiting_carrier',
      reason: 'no_fix',
    });
    expect(predictionProvenance({ none: 'delivered' }, 'carrier')).toMatchObject({
      state: 'not_applicable',
      reason: 'delivered',
    });
  });
});

describe('predictionMoved and delayQuantiles', () => {
  it('moves at 12 hours, not below', () => {
    expect(predictionMoved(h(0), h(12))).toBe(true);
    expect(predictionMoved(h(0), h(-12))).toBe(true);
    expect(predictionMoved(h(0), h(11.9))).toBe(false);
    expect(predictionMoved(null, h(40))).toBe(false);
  });

  it('quantiles interpolate as percentile_cont does', () => {
    expect(delayQuantiles([])).toBeNull();
    expect(delayQuantiles([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])).toEqual({
      observations: 11,
      p10: 10,
      p50: 50,
      p90: 90,
    });
  });
});

describe('remainingSeaNm', () => {
  const ports = [
    { unlocode: 'CNSHA', lat: 31.23, lng: 121.47 },
    { unlocode: 'SGSIN', lat: 1.26, lng: 103.84 },
    { unlocode: 'NLRTM', lat: 51.95, lng: 4.14 },
  ];

  it('shrinks as the vessel sails on, and counts the legs after the one it is on', () => {
    const nearShanghai = remainingSeaNm(ports, { lat: 30.8, lng: 123.5 })!;
    const offSri = remainingSeaNm(ports, { lat: 5.8, lng: 80.6 })!;
    const channel = remainingSeaNm(ports, { lat: 50.2, lng: -0.5 })!;
    expect(nearShanghai).toBeGreaterThan(9000);
    expect(nearShanghai).toBeGreaterThan(offSri);
    expect(offSri).toBeGreaterThan(channel);
    expect(channel).toBeLessThan(250);
  });

  it('null off the route or without two placed ports', () => {
    expect(remainingSeaNm(ports, { lat: -40, lng: -120 })).toBeNull();
    expect(remainingSeaNm([ports[0]!, { unlocode: 'XXXXX', lat: null, lng: null }], { lat: 31, lng: 122 })).toBeNull();
  });
});

describe('the model reads nothing of the sandbox', () => {
  // Every module the model reaches through its imports: none is a connector (the simulator lives
  // in connectors/sandbox*.ts), a store or a clock; it sees only the inputs it is given.
  const reached = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/^\s*import\s+(?:type\s+)?[^'"]*from\s+'(\.[^']+)'/gm)) {
      reached(resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')), seen);
    }
    return seen;
  };
  it('imports no connector, store or clock, directly or through another module', () => {
    const root = resolve(__dirname, '../../subgraphs/ocean/decide');
    const files = [...reached(`${root}/predicted-arrival.ts`), ...reached(`${root}/remaining-route.ts`)].map((f) =>
      f.slice(resolve(__dirname, '../..').length + 1),
    );
    expect(files).toContain('subgraphs/ocean/decide/sea-routes.ts');
    expect(files.filter((f) => /connectors\/|sandbox|\/store\/|clock/.test(f))).toEqual([]);
  });
});
