// The sandbox rate feed: deterministic, real-looking daily prices on the index lanes and the
// lanes the demo organisation ships on (the ocean sandbox's demo references) from 2020-01-01. Each quote is drawn from a PRNG seeded by what it is (lane, equipment, source,
// date), so any date range generates the same quotes whenever it is generated. The market
// level follows the shape the trades have seen (the 2020–22 surge, the 2021 Suez blockage, the
// 2022 collapse, the 2024 Red Sea diversion), with pre-Lunar-New-Year and summer peaks; carriers
// publish on the 1st and 15th (general rate increases), forwarders weekly. docs/rates.md.
import { fnv1a32, mulberry32 } from '../../../platform/random.js';
import { distanceNm, type LatLng } from '../../../platform/geo.js';
import { SANDBOX_DEMO_LANES } from '../../../platform/sandbox-lanes.js';
import { shippedPorts } from '../../reference/store/index.js';
import { INDEX_LANES, type Equipment } from '../decide/vocabulary.js';
import type { Surcharge } from '../store/observations.js';
import type { ExchangeRateRow } from '../store/fx.js';
import type { SandboxQuote } from './types.js';

export const SANDBOX_START = '2020-01-01';
const SANDBOX_EQUIPMENT: Equipment[] = ['22G1', '42G1'];

interface LaneProfile {
  base: number;
  swing: number;
  suezRedSea: boolean;
}

/** 2019 all-in USD per 40' and how strongly the lane follows the market's swings (backhauls less). */
const INDEX_LANE_PROFILES: Record<string, LaneProfile> = {
  'CNSHA-NLRTM': { base: 1500, swing: 1, suezRedSea: true },
  'CNYTN-DEHAM': { base: 1550, swing: 1, suezRedSea: true },
  'CNSHA-ITGOA': { base: 1450, swing: 1, suezRedSea: true },
  'CNNGB-ESBCN': { base: 1400, swing: 1, suezRedSea: true },
  'CNSHA-USLAX': { base: 1400, swing: 0.9, suezRedSea: false },
  'CNYTN-USLGB': { base: 1450, swing: 0.9, suezRedSea: false },
  'CNSHA-USNYC': { base: 2500, swing: 0.9, suezRedSea: false },
  'CNNGB-USSAV': { base: 2600, swing: 0.9, suezRedSea: false },
  'NLRTM-USNYC': { base: 1800, swing: 0.6, suezRedSea: false },
  'USNYC-NLRTM': { base: 500, swing: 0.25, suezRedSea: false },
  'NLRTM-CNSHA': { base: 700, swing: 0.3, suezRedSea: true },
  'USLAX-CNSHA': { base: 700, swing: 0.2, suezRedSea: false },
};

/** The lanes the feed quotes: the index lanes, then the demo organisation's lanes. */
export const SANDBOX_LANES: [string, string][] = [
  ...new Map(
    [...INDEX_LANES, ...SANDBOX_DEMO_LANES].map(([o, d]) => [`${o}-${d}`, [o, d] as [string, string]]),
  ).values(),
];

let positions: Map<string, LatLng> | null = null;

/** The shipped ports' coordinates (the reference data file; the sandbox works without the database). */
function portPositions(): Map<string, LatLng> {
  if (positions) return positions;
  positions = new Map(
    shippedPorts().flatMap((p) => (p.lat === null || p.lng === null ? [] : [[p.unlocode, { lat: p.lat, lng: p.lng }]])),
  );
  return positions;
}

/**
 * A lane outside the index family is priced by its great-circle distance (USD 400 plus 0.2 per
 * nautical mile in 2019, roughly the index lanes' level) and follows the market at half swing.
 */
function laneProfile(lane: string): LaneProfile {
  const known = INDEX_LANE_PROFILES[lane];
  if (known) return known;
  const [origin, destination] = lane.split('-').map((code) => portPositions().get(code));
  if (!origin || !destination) throw new Error(`rates sandbox: no coordinates for the ports of ${lane}`);
  const nm = distanceNm(origin, destination);
  return { base: Math.round(400 + 0.2 * nm), swing: 0.5, suezRedSea: false };
}

/** The market's level (1 = 2019) on key dates; straight lines between them. */
const MARKET: [string, number][] = [
  ['2020-01-01', 1.0],
  ['2020-06-01', 0.95],
  ['2020-11-01', 2.0],
  ['2021-03-01', 2.8],
  ['2021-09-15', 5.5],
  ['2022-01-15', 5.0],
  ['2022-06-01', 4.0],
  ['2022-12-01', 1.3],
  ['2023-06-01', 1.0],
  ['2023-12-01', 1.0],
  ['2024-07-15', 1.6],
  ['2024-10-01', 1.3],
  ['2025-06-15', 1.2],
  ['2026-12-31', 1.15],
  ['2030-12-31', 1.15],
];

/** Shocks on the lanes through Suez: a rise to a peak and back. */
const SHOCKS: { name: string; start: string; peak: string; end: string; factor: number }[] = [
  {
    name: 'Suez Canal blockage (Ever Given)',
    start: '2021-03-23',
    peak: '2021-04-20',
    end: '2021-07-01',
    factor: 1.15,
  },
  { name: 'Red Sea diversion round the Cape', start: '2023-12-15', peak: '2024-02-01', end: '2025-03-01', factor: 1.9 },
];

const LUNAR_NEW_YEAR = [
  '2020-01-25',
  '2021-02-12',
  '2022-02-01',
  '2023-01-22',
  '2024-02-10',
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
];

const CARRIERS: [string, number][] = [
  ['MAEU', 1.04],
  ['MSCU', 1.0],
  ['CMDU', 1.02],
  ['HLCU', 1.03],
  ['COSU', 0.97],
];
const FORWARDERS: [string, number, number][] = [
  ['Kuehne+Nagel', 1.01, 1],
  ['DSV', 0.99, 3],
  ['Flexport', 0.96, 5],
]; // premium, weekday (Mon=1)
const CONTRACT_CARRIERS = ['MAEU', 'MSCU', 'COSU'];

const DAY = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => iso(ms(d) + n * DAY);

function interpolate(points: [string, number][], t: number): number {
  for (let i = 1; i < points.length; i++) {
    const [d1, v1] = points[i]!;
    const t1 = ms(d1);
    if (t <= t1) {
      const [d0, v0] = points[i - 1]!;
      const t0 = ms(d0);
      return v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
    }
  }
  return points[points.length - 1]![1];
}

/** Seasonality of headhaul lanes out of Asia: before Lunar New Year +8 %, after it −6 %, a summer peak up to +10 %. */
function season(day: string): number {
  const t = ms(day);
  let f = 1;
  for (const lny of LUNAR_NEW_YEAR) {
    const days = (t - ms(lny)) / DAY;
    if (days > -21 && days <= 0) f *= 1 + 0.08 * ((days + 21) / 21);
    else if (days > 0 && days < 21) f *= 1 - 0.06 * (1 - days / 21);
  }
  const year = day.slice(0, 4);
  const fromPeak = (t - ms(`${year}-08-01`)) / DAY;
  return f * (1 + 0.1 * Math.exp(-(fromPeak * fromPeak) / (2 * 30 * 30)));
}

function shock(day: string): number {
  const t = ms(day);
  let f = 1;
  for (const s of SHOCKS) {
    if (t <= ms(s.start) || t >= ms(s.end)) continue;
    const rising = t <= ms(s.peak);
    const share = rising ? (t - ms(s.start)) / (ms(s.peak) - ms(s.start)) : (ms(s.end) - t) / (ms(s.end) - ms(s.peak));
    f *= 1 + (s.factor - 1) * share;
  }
  return f;
}

/** The lane's all-in market level in USD per 40' on a day. */
function marketLevel(lane: string, day: string): number {
  const l = laneProfile(lane);
  const headhaulAsia = lane.startsWith('CN');
  const market = 1 + l.swing * (interpolate(MARKET, ms(day)) - 1);
  return l.base * market * (headhaulAsia ? season(day) : 1) * (l.suezRedSea ? shock(day) : 1);
}

/** A seeded generator per quote, seeded by a hash of its identity. */
const prng = (identity: string) => mulberry32(fnv1a32(identity));

/** A draw around 1 with the given spread (sum of three uniforms: roughly normal). */
const jitter = (rnd: () => number, spread: number) => 1 + spread * (rnd() + rnd() + rnd() - 1.5);
const round = (n: number) => Math.round(n);

/** US dollars per unit of the sandbox's other currencies on a day (smooth, deterministic). */
function sandboxFx(currency: 'EUR' | 'CNY', day: string): number {
  const years = (ms(day) - ms(SANDBOX_START)) / (365.25 * DAY);
  if (currency === 'EUR')
    return Number((1.12 + 0.07 * Math.sin(years * 1.9) - 0.02 * Math.sin(years * 7.3)).toFixed(4));
  return Number((0.146 + 0.007 * Math.sin(years * 1.3 + 1) + 0.002 * Math.sin(years * 9.1)).toFixed(5));
}

export function sandboxExchangeRates(from: string, to: string): ExchangeRateRow[] {
  const rows: ExchangeRateRow[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    for (const c of ['EUR', 'CNY'] as const)
      rows.push({ currency: c, day: d, usd_per_unit: sandboxFx(c, d), source: 'sandbox' });
  }
  return rows;
}

const equipmentFactor = (e: Equipment) => (e === '22G1' ? 0.58 : 1);

/** Carrier quotes itemise BAF and both ends' THC in local currency; the base is the rest of the all-in. */
function itemise(
  lane: string,
  equipment: Equipment,
  day: string,
  allIn: number,
  rnd: () => number,
): { base: number; surcharges: Surcharge[] } {
  const [origin, destination] = lane.split('-') as [string, string];
  const size = equipmentFactor(equipment);
  const baf = round(
    size *
      380 *
      interpolate(
        [
          ['2020-01-01', 1],
          ['2022-06-01', 1.8],
          ['2023-06-01', 1.2],
          ['2030-01-01', 1.2],
        ],
        ms(day),
      ) *
      jitter(rnd, 0.05),
  );
  const thc = (port: string): Surcharge =>
    port.startsWith('CN')
      ? { code: 'THC_ORIGIN', amount: round(size * 1150), currency: 'CNY' }
      : port.startsWith('US')
        ? { code: port === origin ? 'THC_ORIGIN' : 'THC_DESTINATION', amount: round(size * 520), currency: 'USD' }
        : { code: port === origin ? 'THC_ORIGIN' : 'THC_DESTINATION', amount: round(size * 260), currency: 'EUR' };
  const thcOrigin = thc(origin);
  const thcDestination = { ...thc(destination), code: 'THC_DESTINATION' };
  const usd = (s: Surcharge) => s.amount! * (s.currency === 'USD' ? 1 : sandboxFx(s.currency as 'EUR' | 'CNY', day));
  const surcharges: Surcharge[] = [{ code: 'BAF', amount: baf, currency: 'USD' }, thcOrigin, thcDestination];
  return { base: round(allIn - surcharges.reduce((s, x) => s + usd(x), 0)), surcharges };
}

/** Every sandbox quote published in [from, to] (inclusive), in a stable order. */
export function sandboxQuotes(from: string, to: string): SandboxQuote[] {
  const out: SandboxQuote[] = [];
  for (const [origin, destination] of SANDBOX_LANES) {
    const lane = `${origin}-${destination}`;
    for (const equipment of SANDBOX_EQUIPMENT) {
      const q: LaneQuotes = {
        origin,
        lane,
        equipment,
        size: equipmentFactor(equipment),
        quote: (quoted) => {
          out.push({
            origin,
            destination,
            equipment,
            ...quoted,
            row_key: `sandbox:${lane}:${equipment}:${quoted.rate_type}:${quoted.source}:${quoted.valid_from}`,
          });
        },
      };
      for (let d = from; d <= to; d = addDays(d, 1)) {
        carrierSpotQuotes(q, d);
        forwarderQuotes(q, d);
        contractQuotes(q, d);
      }
    }
  }
  return out;
}

/** One lane and equipment's quotes as they are published: `quote` adds one. */
interface LaneQuotes {
  origin: string;
  lane: string;
  equipment: Equipment;
  /** The equipment's price factor. */
  size: number;
  quote(q: Omit<SandboxQuote, 'origin' | 'destination' | 'equipment' | 'row_key'>): void;
}

/** Carriers file spot rates on the 1st and the 15th, each valid to the next filing. */
function carrierSpotQuotes({ lane, equipment, size, quote }: LaneQuotes, d: string): void {
  const dom = Number(d.slice(8, 10));
  if (dom !== 1 && dom !== 15) return;
  const validTo = dom === 1 ? addDays(d, 13) : addDays(`${addDays(d, 20).slice(0, 7)}-01`, -1);
  for (const [scac, premium] of CARRIERS) {
    const rnd = prng(`${lane}|${equipment}|${scac}|${d}`);
    // A general rate increase is filed on most half-months; it sticks in part.
    const gri = rnd() < 0.6 ? 1 + 0.06 * rnd() : 1;
    const allIn = round(marketLevel(lane, d) * size * premium * gri * jitter(rnd, 0.08));
    const { base, surcharges } = itemise(lane, equipment, d, allIn, rnd);
    quote({
      rate_type: 'spot',
      source_kind: 'carrier',
      source: scac,
      valid_from: d,
      valid_to: validTo,
      observed_at: `${addDays(d, -3)}T08:00:00Z`,
      base_amount: base,
      base_currency: 'USD',
      surcharges,
      all_in_amount: allIn,
      all_in_currency: 'USD',
    });
  }
}

/** Forwarders quote all-in spot rates for a week, each on its own weekday. */
function forwarderQuotes({ origin, lane, equipment, size, quote }: LaneQuotes, d: string): void {
  const weekday = new Date(ms(d)).getUTCDay();
  for (const [name, premium, day] of FORWARDERS) {
    if (weekday !== day) continue;
    const rnd = prng(`${lane}|${equipment}|${name}|${d}`);
    // European forwarders quote exports from Europe in EUR (converted at the dated rate).
    const currency = origin.startsWith('NL') ? 'EUR' : 'USD';
    const usd = marketLevel(lane, d) * size * premium * jitter(rnd, 0.1);
    quote({
      rate_type: 'spot',
      source_kind: 'forwarder',
      source: name,
      valid_from: d,
      valid_to: addDays(d, 6),
      observed_at: `${d}T06:00:00Z`,
      base_amount: null,
      base_currency: null,
      surcharges: [],
      all_in_amount: round(currency === 'USD' ? usd : usd / sandboxFx('EUR', d)),
      all_in_currency: currency,
    });
  }
}

/** Annual contracts from 1 May (the transpacific contract season), priced off the spring market. */
function contractQuotes({ lane, equipment, quote }: LaneQuotes, d: string): void {
  if (d.slice(5) !== '05-01' || equipment !== '42G1') return;
  for (const scac of CONTRACT_CARRIERS) {
    const rnd = prng(`${lane}|contract|${scac}|${d}`);
    const allIn = round(marketLevel(lane, addDays(d, -60)) * 0.92 * jitter(rnd, 0.06));
    quote({
      rate_type: 'contract',
      source_kind: 'carrier',
      source: scac,
      valid_from: d,
      valid_to: addDays(`${Number(d.slice(0, 4)) + 1}-05-01`, -1),
      observed_at: `${addDays(d, -20)}T08:00:00Z`,
      base_amount: null,
      base_currency: null,
      surcharges: [],
      all_in_amount: allIn,
      all_in_currency: 'USD',
    });
  }
}
