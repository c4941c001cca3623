// The schedules MCP tools (docs/mcp.md): each tool's input and output schemas and the one data
// operation it runs (rest-adapter/operations/schedules.graphql) with the variables its arguments give.
import * as z from 'zod';
import { answerSchema, as, oneOf, type Operation } from '../answers.js';
import {
  CarrierLeagueDocument,
  CarrierRecordFields,
  CarrierReliabilityDocument,
  CompareLanesDocument,
  CongestionReportDocument,
  FindBestSailingsDocument,
  FindSailingsDocument,
  LaneStormExposureDocument,
  LaneTransitTimesFields,
  LanesComparedFields,
  MonthExposureFields,
  RankedSailingsFields,
  SailingsPageFields,
  StormExposureFields,
  TransitTimeDocument,
} from '../generated/operations.js';
import { Congestion, CongestionBoard, League, LeagueEntry, Route } from '../schedules/answers.js';
import type { DataVariables, Usage } from '../schedules/data-operation.js';

// ───────────────────────────────────────── schemas ─────────────────────────────────────────

const unlocode = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{2}[A-Za-z2-9]{3}$/, 'a UN/LOCODE such as NLRTM')
    .describe(`${what} (UN/LOCODE, e.g. CNSHA)`);
const date = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
    .describe(what);
const scacList = z
  .array(z.string().regex(/^[A-Za-z0-9]{2,4}$/, 'a SCAC such as MAEU'))
  .min(1)
  .max(20)
  .describe('Carrier SCACs to keep (any of them)');
/** Input fields several tools share (zod schemas are immutable, so one object serves all). */
const LANE = { origin: unlocode('Port of loading'), destination: unlocode('Port of discharge') };
const DEPARTURE_WINDOW = {
  from: date('First departure day (UTC), default today').optional(),
  to: date('Last departure day (UTC), inclusive').optional(),
};
const iso = z.string().describe('ISO 8601 UTC');
const WINDOW = { window_from: iso, window_to: iso };
const LEVELS = oneOf(['none', 'low', 'moderate', 'high']);
const Month = answerSchema(MonthExposureFields, { level: LEVELS });

// ────────────────────────────────────────── tools ──────────────────────────────────────────

export interface Tool<I extends z.ZodTypeAny, O extends z.ZodTypeAny, V> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** Its data operation (rest-adapter/operations/schedules.graphql): the result is the structured output. */
  operation: Operation<{ usage: Usage; result: unknown }, V>;
  /** The operation's variables for the arguments, with the label the call is counted under. */
  variables(args: z.infer<I>): NoInfer<V> & DataVariables;
}

const tool = <I extends z.ZodTypeAny, O extends z.ZodTypeAny, V>(t: Tool<I, O, V>) => t;
/** The sailing search's filters, which find_sailings and find_best_sailings share. */
const SEARCH_INPUT = {
  ...LANE,
  ...DEPARTURE_WINDOW,
  carriers: scacList.optional(),
  direct_only: z.boolean().optional().describe('Only sailings without transshipment'),
};
const SearchFilters = z.object(SEARCH_INPUT);
/** The filters as the search operations' variables. */
const searchVariables = (a: z.infer<typeof SearchFilters>) => ({
  origin: a.origin,
  destination: a.destination,
  from: a.from ?? null,
  to: a.to ?? null,
  scacs: a.carriers ?? null,
  direct: a.direct_only ?? false,
});

export const TOOLS = [
  tool({
    name: 'find_sailings',
    title: 'Find sailings',
    description:
      'Point-to-point sailings between two ports departing in a date window (default: the next 28 days, at most 92), direct and with one transshipment unless direct_only. Ordered by departure. Pass next_cursor back as cursor with the same arguments for the next page (later pages are not counted).',
    input: z
      .object({
        ...SEARCH_INPUT,
        limit: z.number().int().min(1).max(50).optional().describe('Page size, default 20'),
        cursor: z.string().max(600).optional().describe('next_cursor of the previous page'),
      })
      .strict(),
    output: answerSchema(SailingsPageFields, { from: iso, to: iso, items: z.array(Route) }),
    operation: FindSailingsDocument,
    variables: (a) => ({
      kind: 'mcp.find_sailings',
      ...searchVariables(a),
      limit: a.limit ?? 20,
      cursor: a.cursor ?? null,
    }),
  }),
  tool({
    name: 'find_best_sailings',
    title: 'Find the best sailings',
    description:
      "Sailings on a lane ranked by a weighted score of transit time (fastest = 1), reliability (the carrier's on-time share on the lane, else overall, else 0.5) and cut-off slack (documentation cut-off at least 72 h after ready_at = 1). Sailings whose cut-off is before ready_at are left out. Default weights transit 0.4, reliability 0.4, cutoff 0.2.",
    input: z
      .object({
        ...SEARCH_INPUT,
        ready_at: z
          .string()
          .datetime({ offset: true })
          .optional()
          .describe('When the cargo is ready (ISO 8601), default now'),
        weights: z
          .object({
            transit: z.number().min(0).max(100).optional(),
            reliability: z.number().min(0).max(100).optional(),
            cutoff: z.number().min(0).max(100).optional(),
          })
          .strict()
          .optional()
          .describe('Relative weights; normalised to sum 1'),
        limit: z.number().int().min(1).max(20).optional().describe('How many to return, default 5'),
      })
      .strict(),
    output: answerSchema(RankedSailingsFields, {
      ready_at: iso,
      items: { reliability_basis: oneOf(['lane', 'carrier', 'none']), route: Route },
    }),
    operation: FindBestSailingsDocument,
    variables: (a) => ({
      kind: 'mcp.find_best_sailings',
      ...searchVariables(a),
      ready: a.ready_at ?? null,
      weights: a.weights ?? null,
      limit: a.limit ?? 5,
    }),
  }),
  tool({
    name: 'compare_lanes',
    title: 'Compare lanes',
    description:
      'Side-by-side summary of 2 to 5 lanes over a departure window: sailings (direct and with transshipment), carriers, next departure, fastest and median transit, on-time share observed on the lane, congestion at the destination.',
    input: z
      .object({
        lanes: z.array(z.object(LANE).strict()).min(2).max(5),
        ...DEPARTURE_WINDOW,
      })
      .strict(),
    output: answerSchema(LanesComparedFields, {
      from: iso,
      to: iso,
      lanes: { destination_congestion: as(Congestion) },
    }),
    operation: CompareLanesDocument,
    variables: (a) => ({ kind: 'mcp.compare_lanes', lanes: a.lanes, from: a.from ?? null, to: a.to ?? null }),
  }),
  tool({
    name: 'carrier_reliability',
    title: 'Carrier reliability',
    description:
      "A carrier's on-time record over the last 182 days (on time = arrival within 24 h of schedule), its league position, and the same figures on a lane when origin and destination are given.",
    input: z
      .object({
        carrier: z
          .string()
          .regex(/^[A-Za-z0-9]{2,4}$/, 'a SCAC such as MAEU')
          .describe('Carrier SCAC'),
        origin: unlocode('Lane origin').optional(),
        destination: unlocode('Lane destination').optional(),
      })
      .strict()
      .refine((a) => !a.origin === !a.destination, { message: 'give both origin and destination, or neither' }),
    output: answerSchema(CarrierRecordFields, { ...WINDOW, league: as(LeagueEntry) }),
    operation: CarrierReliabilityDocument,
    variables: (a) => ({
      kind: 'mcp.carrier_reliability',
      scac: a.carrier,
      origin: a.origin ?? null,
      destination: a.destination ?? null,
    }),
  }),
  tool({
    name: 'carrier_league',
    title: 'Carrier league',
    description:
      'Carriers by on-time share over the last 182 days: ranked (20 observations or more) first, equal shares sharing a rank; then the provisional ones, unranked.',
    input: z
      .object({ limit: z.number().int().min(1).max(100).optional().describe('Rows to return, default 100') })
      .strict(),
    output: League,
    operation: CarrierLeagueDocument,
    variables: (a) => ({ kind: 'mcp.carrier_league', limit: a.limit ?? 100 }),
  }),
  tool({
    name: 'transit_time',
    title: 'Transit time',
    description:
      'Scheduled transit times on a lane over the next weeks (fastest, median, slowest; per carrier), with the transit times actually achieved over the last 182 days.',
    input: z
      .object({
        ...LANE,
        carriers: scacList.optional(),
        direct_only: z.boolean().optional(),
        weeks: z.number().int().min(1).max(13).optional().describe('Departures in the next N weeks, default 8'),
      })
      .strict(),
    output: answerSchema(LaneTransitTimesFields, WINDOW),
    operation: TransitTimeDocument,
    variables: (a) => ({
      kind: 'mcp.transit_time',
      origin: a.origin,
      destination: a.destination,
      scacs: a.carriers ?? null,
      direct: a.direct_only ?? false,
      weeks: a.weeks ?? 8,
    }),
  }),
  tool({
    name: 'port_congestion',
    title: 'Port congestion',
    description:
      "One port's current congestion (average wait, vessels at anchor, level: mild < 24 h ≤ moderate < 72 h ≤ severe), or without port the leaderboard of ports by wait, optionally only one level.",
    input: z
      .object({
        port: unlocode('Port').optional(),
        level: z.enum(['mild', 'moderate', 'severe']).optional().describe('Leaderboard filter (ignored with port)'),
        limit: z.number().int().min(1).max(500).optional().describe('Leaderboard rows, default 100'),
      })
      .strict(),
    output: z.object({ port: Congestion.nullable(), leaderboard: CongestionBoard.nullable() }),
    operation: CongestionReportDocument,
    variables: (a) => ({
      kind: 'mcp.port_congestion',
      port: a.port ?? null,
      level: a.level ?? null,
      limit: a.limit ?? 100,
    }),
  }),
  tool({
    name: 'lane_storm_exposure',
    title: 'Lane storm exposure',
    description:
      'Exposure of a lane to tropical-cyclone seasons: the route (ports of the next direct sailing, else origin to destination) as great circles sampled every 50 km, the share inside each basin (North Atlantic, Eastern and Western North Pacific, North Indian, South Indian, Australian/South Pacific) times its monthly activity index (peak month = 1), per basin and month. Levels: none, low < 0.1, moderate < 0.3, high.',
    input: z
      .object({
        ...LANE,
        month: z.number().int().min(1).max(12).optional().describe('Month of sailing (1-12) to single out'),
      })
      .strict(),
    output: answerSchema(StormExposureFields, {
      route: { source: oneOf(['next_direct_sailing', 'great_circle']) },
      basins: { monthly_index: (given) => (given as z.ZodArray<z.ZodNumber>).length(12) },
      monthly: z.array(Month).length(12),
      peak_month: Month.nullable(),
      month: Month.nullable(),
      level: LEVELS,
    }),
    operation: LaneStormExposureDocument,
    variables: (a) => ({
      kind: 'mcp.lane_storm_exposure',
      origin: a.origin,
      destination: a.destination,
      month: a.month ?? null,
    }),
  }),
];
