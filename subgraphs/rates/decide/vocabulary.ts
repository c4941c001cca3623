// The rates domain's fixed vocabulary and rules, pure: equipment, regions, the counting
// minimum, the event threshold and the index family. docs/rates.md documents each.

/** ISO 6346 size-type codes a price may be quoted for (rates.equipment holds the same five). */
export const EQUIPMENT = ['22G1', '42G1', '45G1', 'L5G1', '45R1'] as const;
export type Equipment = (typeof EQUIPMENT)[number];
export const isEquipment = (s: string): s is Equipment => (EQUIPMENT as readonly string[]).includes(s);

export const RATE_TYPES = ['spot', 'contract'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const SOURCE_KINDS = ['carrier', 'forwarder'] as const;

/** Below this many counted observations a day's market rate is "insufficient observations". */
export const MIN_OBSERVATIONS = 3;

/** A day's market-rate figures: the percentiles of the counted all-in prices, then mean, min, max. */
export const PERCENTILES = [
  ['p10', 0.1],
  ['p25', 0.25],
  ['p50', 0.5],
  ['p75', 0.75],
  ['p90', 0.9],
] as const;
export const MARKET_FIGURES = [...PERCENTILES.map(([name]) => name), 'mean', 'min', 'max'] as const;
export type MarketFigure = (typeof MARKET_FIGURES)[number];
/** A day no observation counted on: every figure null. */
export const NO_FIGURES = Object.fromEntries(MARKET_FIGURES.map((f) => [f, null])) as Record<MarketFigure, null>;

/** lane_rate_updated: the p50 moved by more than this fraction since the lane's last event. */
export const LANE_RATE_THRESHOLD = 0.05;

export const REGIONS = [
  'Asia',
  'North Europe',
  'Mediterranean',
  'US West Coast',
  'US East Coast',
  'Middle East',
  'Indian Subcontinent',
  'Oceania',
  'Latin America',
  'Africa',
  'Other',
] as const;
export type Region = (typeof REGIONS)[number];

const COUNTRY_REGION: Record<string, Region> = {};
const assign = (region: Region, codes: string) => codes.split(' ').forEach((c) => (COUNTRY_REGION[c] = region));
assign('Asia', 'CN HK TW JP KR SG MY TH VN ID PH KH MM BN MO');
assign('North Europe', 'NL BE DE GB FR DK SE NO FI PL IE IS EE LV LT');
assign('Mediterranean', 'IT ES PT GR TR MT CY SI HR MA DZ TN EG IL LB SY AL ME');
assign('Middle East', 'AE SA OM QA KW BH IR IQ JO YE');
assign('Indian Subcontinent', 'IN PK BD LK');
assign('Oceania', 'AU NZ FJ PG');
assign('Latin America', 'BR AR CL PE CO EC UY VE PA CR GT DO JM CU');
assign('Africa', 'ZA NG KE TZ GH CI SN AO MZ');

/**
 * A port's region. North American ports split by coast at 100°W (the Pacific side is the
 * West Coast; Atlantic and Gulf ports count as the East Coast, as the trade indices do).
 */
export function regionOf(port: { country_code: string; lng: number | null }): Region {
  if (port.country_code === 'US' || port.country_code === 'CA' || port.country_code === 'MX') {
    return port.lng !== null && port.lng < -100 ? 'US West Coast' : 'US East Coast';
  }
  return COUNTRY_REGION[port.country_code] ?? 'Other';
}

export interface IndexDefinition {
  code: string;
  name: string;
  description: string;
  /** [origin, destination, weight]; weights need not sum to 1 (each index divides by its sum). */
  lanes: [string, string, number][];
}

/** Every index is in USD per 40' dry container (42G1), spot, from 2020-01-01. */
export const INDEX_EQUIPMENT: Equipment = '42G1';
export const INDEX_BASE_DATE = '2020-01-01';

const TRADE_INDICES: IndexDefinition[] = [
  {
    code: 'ASIA_NEUR',
    name: 'Asia – North Europe',
    description: 'China to Rotterdam and Hamburg',
    lanes: [
      ['CNSHA', 'NLRTM', 0.6],
      ['CNYTN', 'DEHAM', 0.4],
    ],
  },
  {
    code: 'ASIA_MED',
    name: 'Asia – Mediterranean',
    description: 'China to Genoa and Barcelona',
    lanes: [
      ['CNSHA', 'ITGOA', 0.5],
      ['CNNGB', 'ESBCN', 0.5],
    ],
  },
  {
    code: 'ASIA_USWC',
    name: 'Asia – US West Coast',
    description: 'China to Los Angeles and Long Beach',
    lanes: [
      ['CNSHA', 'USLAX', 0.6],
      ['CNYTN', 'USLGB', 0.4],
    ],
  },
  {
    code: 'ASIA_USEC',
    name: 'Asia – US East Coast',
    description: 'China to New York and Savannah',
    lanes: [
      ['CNSHA', 'USNYC', 0.6],
      ['CNNGB', 'USSAV', 0.4],
    ],
  },
  {
    code: 'NEUR_USEC',
    name: 'Transatlantic westbound',
    description: 'Rotterdam to New York',
    lanes: [['NLRTM', 'USNYC', 1]],
  },
  {
    code: 'USEC_NEUR',
    name: 'Transatlantic eastbound',
    description: 'New York to Rotterdam',
    lanes: [['USNYC', 'NLRTM', 1]],
  },
  {
    code: 'NEUR_ASIA',
    name: 'North Europe – Asia',
    description: 'Rotterdam to Shanghai (backhaul)',
    lanes: [['NLRTM', 'CNSHA', 1]],
  },
  {
    code: 'USWC_ASIA',
    name: 'US West Coast – Asia',
    description: 'Los Angeles to Shanghai (backhaul)',
    lanes: [['USLAX', 'CNSHA', 1]],
  },
];

/**
 * The global composite weighs each trade by its share of the east–west volume the trade
 * indices stand for (headhaul trades heavier), then each lane by its weight within its trade.
 */
const TRADE_SHARE: Record<string, number> = {
  ASIA_NEUR: 0.22,
  ASIA_MED: 0.12,
  ASIA_USWC: 0.24,
  ASIA_USEC: 0.14,
  NEUR_USEC: 0.08,
  USEC_NEUR: 0.05,
  NEUR_ASIA: 0.07,
  USWC_ASIA: 0.08,
};

export const INDICES: IndexDefinition[] = [
  {
    code: 'GLOBAL',
    name: 'Global composite',
    description: 'All twelve lanes of the trade indices, weighted by trade volume share',
    lanes: TRADE_INDICES.flatMap((t) =>
      t.lanes.map(([o, d, w]): [string, string, number] => [o, d, round4(TRADE_SHARE[t.code]! * w)]),
    ),
  },
  ...TRADE_INDICES,
];

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

/** Every lane an index is built from, once. */
export const INDEX_LANES: [string, string][] = [
  ...new Map(INDICES.flatMap((i) => i.lanes).map(([o, d]) => [`${o}-${d}`, [o, d] as [string, string]])).values(),
];
