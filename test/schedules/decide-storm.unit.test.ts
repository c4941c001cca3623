// Storm exposure: a great circle's samples, the share of a route in a basin's boxes times its
// monthly activity index (peak month = 1), and the levels (none, low < 0.1, moderate < 0.3, high).
import { describe, it, expect } from 'vitest';
import { exposureLevel, greatCircle, stormExposure } from '../../subgraphs/schedules/decide/storm.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const basins = {
  months: MONTHS,
  basins: [
    {
      code: 'EQ',
      name: 'Equatorial test basin',
      season: 'Aug–Sep',
      storms_per_month: [0, 0, 0, 0, 0, 0, 1, 4, 4, 2, 0, 0],
      // The half of the route east of 5°E.
      boxes: [{ lat_min: -1, lat_max: 1, lng_min: 5, lng_max: 11 }],
    },
  ],
};
const places: Record<string, { lat: number; lng: number }> = { AAAAA: { lat: 0, lng: 0 }, BBBBB: { lat: 0, lng: 10 } };
const placeOf = (u: string) => places[u];

describe('storm exposure', () => {
  it.each([
    [0, 'none'],
    [0.05, 'low'],
    [0.1, 'moderate'],
    [0.3, 'high'],
  ])('exposure %s is %s', (e, level) => {
    expect(exposureLevel(e)).toBe(level);
  });

  it('samples a great circle about every 50 km, both ends included', () => {
    const pts = greatCircle([0, 0], [0, 10]);
    expect(pts).toHaveLength(24);
    expect(pts[0]).toEqual([0, 0]);
    expect(pts.at(-1)![1]).toBeCloseTo(10);
  });

  it('weights the share in a basin by its monthly index; the peak month and level follow', () => {
    const e = stormExposure({ origin: 'AAAAA', destination: 'BBBBB' }, [], basins, placeOf);
    expect(e.route).toMatchObject({ source: 'great_circle', ports: ['AAAAA', 'BBBBB'], unplaced_ports: [] });
    expect(e.route.distance_km).toBe(1112);
    const share = e.basins[0]!.share_of_route;
    expect(share).toBeCloseTo(0.5, 1);
    expect(e.basins[0]!.peak_months).toEqual(['Aug', 'Sep']);
    expect(e.monthly.map((m) => m.exposure)).toEqual(
      [0, 0, 0, 0, 0, 0, 0.25, 1, 1, 0.5, 0, 0].map((i) => Math.round(share * i * 1000) / 1000),
    );
    expect(e.peak_month?.name).toBe('Aug');
    expect(e.level).toBe('high');
  });

  it('leaves a port without coordinates unplaced, and is none without a placed segment', () => {
    const e = stormExposure({ origin: 'AAAAA', destination: 'ZZZZZ' }, [], basins, placeOf);
    expect([e.route.unplaced_ports, e.basins, e.peak_month, e.level]).toEqual([['ZZZZZ'], [], null, 'none']);
  });
});
