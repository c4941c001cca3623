// best_sailings' rules: the weights scaled to 1 (refused out of range), the reliability basis
// (lane, else carrier, else none), the cut-off feasibility and the ranking.
import { describe, it, expect } from 'vitest';
import {
  bestSailingsAnswer,
  feasibleSailings,
  reliabilityBasis,
  sailingWeights,
} from '../../subgraphs/schedules/decide/sailing-score.js';
import type { Route } from '../../subgraphs/schedules/decide/routes.js';

const stats = (carrier_scac: string, observations: number, on_time: number) => ({
  carrier_scac,
  observations,
  on_time,
  avg_delay_minutes: 0,
});
const route = (id: string, carrier: string, departure: string, transit: number, doc: string | null): Route =>
  ({
    id,
    carrier_code: carrier,
    departure_at: departure,
    transit_days: transit,
    cutoffs: { documentation_at: doc, vgm_at: null, port_at: null },
  }) as Route;

describe('sailingWeights', () => {
  it.each([
    { given: null, want: { transit: 0.4, reliability: 0.4, cutoff: 0.2 } },
    { given: { transit: 1, reliability: 1, cutoff: 2 }, want: { transit: 0.25, reliability: 0.25, cutoff: 0.5 } },
    { given: { transit: 0, reliability: 0 }, want: { transit: 0, reliability: 0, cutoff: 1 } },
  ])('$given → $want', ({ given, want }) => {
    expect(sailingWeights(given)).toEqual(want);
  });

  it.each([
    { given: { transit: -1 }, message: 'weights must be numbers from 0 to 100' },
    { given: { transit: 101 }, message: 'weights must be numbers from 0 to 100' },
    { given: { transit: 0, reliability: 0, cutoff: 0 }, message: 'at least one weight must be above 0' },
  ])('refuses $given', ({ given, message }) => {
    expect(() => sailingWeights(given)).toThrow(message);
  });
});

describe('reliabilityBasis', () => {
  it('takes the lane at MIN_OBS, else the carrier overall, else none', () => {
    const basis = reliabilityBasis(
      ['AAAA', 'BBBB', 'CCCC'],
      [stats('AAAA', 20, 15), stats('BBBB', 19, 19)],
      [stats('AAAA', 100, 10), stats('BBBB', 40, 30), stats('CCCC', 5, 5)],
    );
    expect([...basis]).toEqual([
      ['AAAA', { pct: 75, basis: 'lane' }],
      ['BBBB', { pct: 75, basis: 'carrier' }],
      ['CCCC', { pct: null, basis: 'none' }],
    ]);
  });
});

describe('feasibleSailings and the ranking', () => {
  const readyAt = new Date('2026-05-01T00:00:00Z');
  const routes = [
    route('late', 'AAAA', '2026-05-10T00:00:00.000Z', 20, '2026-04-30T00:00:00.000Z'),
    route('slow', 'AAAA', '2026-05-10T00:00:00.000Z', 20, '2026-05-04T00:00:00.000Z'),
    route('fast', 'BBBB', '2026-05-06T00:00:00.000Z', 10, null),
  ];

  it('leaves out a cut-off before ready_at; without one, the cut-off is 72 h before departure', () => {
    expect(feasibleSailings(routes, readyAt).map((x) => [x.r.id, x.cutoff.toISOString()])).toEqual([
      ['slow', '2026-05-04T00:00:00.000Z'],
      ['fast', '2026-05-03T00:00:00.000Z'],
    ]);
  });

  it('scores transit against the fastest, reliability 0.5 when unknown, slack full at 72 h', () => {
    const feasible = feasibleSailings(routes, readyAt);
    const basis = new Map([
      ['AAAA', { pct: 90, basis: 'lane' as const }],
      ['BBBB', { pct: null, basis: 'none' as const }],
    ]);
    const lane = { origin: 'CNSHA', destination: 'NLRTM' };
    const answer = bestSailingsAnswer({ lane, readyAt, weights: sailingWeights(null), limit: 5 }, feasible, basis);
    expect(answer.considered).toBe(2);
    expect(
      answer.items.map((i) => [i.rank, i.route.id, i.score, i.transit_score, i.reliability_score, i.cutoff_score]),
    ).toEqual([
      [1, 'slow', 0.76, 0.5, 0.9, 1],
      [2, 'fast', 0.733, 1, 0.5, 0.667],
    ]);
    expect(answer.items[1]!.cutoff_slack_hours).toBe(48);
    expect(
      bestSailingsAnswer({ lane, readyAt, weights: sailingWeights(null), limit: 1 }, feasible, basis).items,
    ).toHaveLength(1);
  });
});
