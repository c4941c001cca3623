// Rates product host (docs/rates.md): GET-only data routes, {data} or {error}; any other method on a
// rates path is 405 method_not_allowed with Allow. Each answer is the rates subgraph's field as
// is (names and shapes in subgraphs/rates/schema.graphql); routes and fields in docs/rates.md.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { Principal } from '../platform/context.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { page, query } from './contract.js';
import { lineChartSvg, type ChartPoint } from './chart.js';

const MARKET = 'equipment rate_type date status count minimum_count currency p10 p25 p50 p75 p90 mean min max';
const LANE = `origin destination origin_region destination_region equipment indices { code name weight share }`;
const INDEX =
  'code name description equipment currency base_date date value_usd week_over_week_pct year_over_year_pct components { origin destination weight share }';
const OBSERVATION = `id origin destination equipment rate_type source_kind source valid_from valid_to observed_at
  base_ocean_freight { amount currency } surcharges { code amount currency } all_in { amount currency } all_in_usd fx_date feed`;

const Q_LANES = `query Lanes($origin: String, $destination: String, $region: String, $equipment: String, $limit: Int, $cursor: String) {
  rate_lanes(origin: $origin, destination: $destination, region: $region, equipment: $equipment, limit: $limit, cursor: $cursor) {
    lanes { ${LANE} market_rates { ${MARKET} } } next_cursor } }`;
const Q_LANE = `query Lane($origin: String!, $destination: String!, $equipment: String, $rate_type: String, $date: String) {
  rate_lane(origin: $origin, destination: $destination) { ${LANE} market_rate(equipment: $equipment, rate_type: $rate_type, date: $date) { ${MARKET} } } }`;
const Q_HISTORY = `query History($origin: String!, $destination: String!, $equipment: String, $rate_type: String, $from: String, $to: String, $bucket: String) {
  rate_lane_history(origin: $origin, destination: $destination, equipment: $equipment, rate_type: $rate_type, from: $from, to: $to, bucket: $bucket) {
    origin destination equipment rate_type from to bucket currency points_json } }`;
const Q_OBSERVATIONS = `query Observations($origin: String, $destination: String, $equipment: String, $rate_type: String, $source: String,
  $from: String, $to: String, $limit: Int, $cursor: String) {
  rate_observations(origin: $origin, destination: $destination, equipment: $equipment, rate_type: $rate_type, source: $source,
    from: $from, to: $to, limit: $limit, cursor: $cursor) { observations { ${OBSERVATION} } next_cursor } }`;
const Q_INDICES = `query Indices($date: String) { rate_indices(date: $date) { ${INDEX} } }`;
const Q_INDEX = `query Index($code: String!, $from: String, $to: String) { rate_index(code: $code, from: $from, to: $to) { ${INDEX} history { date value_usd } } }`;

const num = z.number().nullable();
/** A distribution's figures, as market rates and history points answer them. */
const Percentiles = { p10: num, p25: num, p50: num, p75: num, p90: num, mean: num, min: num, max: num };
const MarketRate = z
  .object({
    equipment: z.string(),
    rate_type: z.enum(['spot', 'contract']),
    date: z.string(),
    status: z.enum(['ok', 'insufficient_observations']),
    count: z.number().int(),
    minimum_count: z.number().int(),
    currency: z.literal('USD'),
    ...Percentiles,
  })
  .openapi('MarketRate');
const Membership = z
  .object({ code: z.string(), name: z.string(), weight: z.number(), share: z.number() })
  .openapi('IndexMembership');
const LaneFields = {
  origin: z.string(),
  destination: z.string(),
  origin_region: z.string().nullable(),
  destination_region: z.string().nullable(),
  equipment: z.array(z.string()).nullable(),
  indices: z.array(Membership).nullable(),
};
const LaneSummary = z.object({ ...LaneFields, market_rates: z.array(MarketRate).nullable() }).openapi('LaneSummary');
const Lane = z.object({ ...LaneFields, market_rate: MarketRate.nullable() }).openapi('Lane');
const History = z
  .object({
    origin: z.string(),
    destination: z.string(),
    equipment: z.string(),
    rate_type: z.string(),
    from: z.string(),
    to: z.string(),
    bucket: z.enum(['day', 'week', 'month']),
    currency: z.literal('USD'),
    points: z.array(
      z.object({
        date: z.string(),
        count: z.number().int(),
        days: z.number().int(),
        ...Percentiles,
      }),
    ),
  })
  .openapi('RateHistory');
const Money = z.object({ amount: num, currency: z.string() }).openapi('Money');
const Observation = z
  .object({
    id: z.string(),
    origin: z.string(),
    destination: z.string(),
    equipment: z.string(),
    rate_type: z.string(),
    source_kind: z.string(),
    source: z.string(),
    valid_from: z.string(),
    valid_to: z.string(),
    observed_at: z.string(),
    base_ocean_freight: Money.nullable(),
    surcharges: z.array(z.object({ code: z.string(), amount: num, currency: z.string() })),
    all_in: Money.nullable(),
    all_in_usd: num,
    fx_date: z.string().nullable(),
    feed: z.string(),
  })
  .openapi('RateObservation');
const Index = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    equipment: z.string(),
    currency: z.literal('USD'),
    base_date: z.string(),
    date: z.string().nullable(),
    value_usd: num,
    week_over_week_pct: num,
    year_over_year_pct: num,
    components: z.array(
      z.object({ origin: z.string(), destination: z.string(), weight: z.number(), share: z.number() }),
    ),
  })
  .openapi('RateIndex');
const IndexWithHistory = z
  .object({ ...Index.shape, history: z.array(z.object({ date: z.string(), value_usd: z.number() })) })
  .openapi('RateIndexWithHistory');

const date = () => query.text().openapi({ format: 'date', description: 'YYYY-MM-DD' });
const seriesQuery = { equipment: query.text().optional(), rate_type: query.text().optional() };
const lanePath = z.object({ origin: z.string(), destination: z.string() });
const READ = { scopes: ['rates:read'] as const };
const UNKNOWN_LANE: { code: 'NOT_FOUND'; when: string } = { code: 'NOT_FOUND', when: 'no lane joins the two ports' };
const SVG = 'image/svg+xml';
const svg = (what: string) => ({ description: `${what} as an SVG line chart`, schema: z.string(), contentType: SVG });
const EQUIPMENT_LABEL: Record<string, string> = {
  '22G1': "20'",
  '42G1': "40'",
  '45G1': "40' HC",
  L5G1: "45' HC",
  '45R1': "40' HC reefer",
};

/** Daily values with the days between them that have none as gaps (null), so the line breaks there. */
function daily(points: readonly { date: string; value_usd: number }[]): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const p of points) {
    const prev = out[out.length - 1];
    for (let d = prev && nextDay(prev.date); d && d < p.date; d = nextDay(d)) out.push({ date: d, value: null });
    out.push({ date: p.date, value: p.value_usd });
  }
  return out;
}
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const paged = <T>(items: T[], next: string | null) => ({ items, has_more: next !== null, next_cursor: next });

const historyQuery = z.object({
  ...seriesQuery,
  from: date().optional(),
  to: date().optional(),
  bucket: query.text().optional(),
});
const indexRequest = {
  params: z.object({ code: z.string() }),
  query: z.object({ from: date().optional(), to: date().optional() }),
};
const UNKNOWN_INDEX: { code: 'NOT_FOUND'; when: string } = { code: 'NOT_FOUND', when: 'no index has that code' };

/** A lane's history (the history route and its chart), 404 when no lane joins the ports. */
async function laneHistory(
  deps: AdapterDeps,
  principal: Principal,
  params: z.infer<typeof lanePath>,
  q: z.infer<typeof historyQuery>,
): Promise<z.input<typeof History>> {
  type Answer = Omit<z.input<typeof History>, 'points'> & { points_json: z.input<typeof History>['points'] };
  const d = await deps.gateway.execute<{ rate_lane_history: Answer | null }>(Q_HISTORY, { ...params, ...q }, principal);
  if (!d.rate_lane_history) throw new AppError('NOT_FOUND', `no lane ${params.origin} → ${params.destination}`);
  // The points come as one JSON value (HistoryPoint's fields in its order), last as in the record.
  const { points_json, ...history } = d.rate_lane_history;
  return { ...history, points: points_json };
}

/** One index with its history (the index route and its chart), 404 for an unknown code. */
async function indexWithHistory(
  deps: AdapterDeps,
  principal: Principal,
  params: { code: string },
  q: { from?: string; to?: string },
): Promise<z.input<typeof IndexWithHistory>> {
  const d = await deps.gateway.execute<{ rate_index: z.input<typeof IndexWithHistory> | null }>(
    Q_INDEX,
    { ...params, ...q },
    principal,
  );
  if (!d.rate_index) throw new AppError('NOT_FOUND', `no index ${params.code}`);
  return d.rate_index;
}

// Spec 4.4: data routes answer GET only; any other method is 405 with Allow (ProductRouter.finish).
export function ratesRoutes(r: ProductRouter): void {
  r.route({
    method: 'get',
    path: '/v1/rates/lanes',
    operationId: 'searchLanes',
    summary: "Lanes with market data and today's market rates",
    tags: ['lanes'],
    access: READ,
    request: {
      query: z.object({
        origin: query.text().optional(),
        destination: query.text().optional(),
        region: query.text().optional(),
        equipment: query.text().optional(),
        limit: query.int(1, 200).optional(),
        cursor: query.text().optional(),
      }),
    },
    answer: { description: 'One page of lanes, origin then destination order', schema: page(LaneSummary) },
    handler: async ({ query: q, principal, deps }) => {
      const d = await deps.gateway.execute<{
        rate_lanes: { lanes: z.input<typeof LaneSummary>[]; next_cursor: string | null };
      }>(Q_LANES, q, principal);
      return { data: paged(d.rate_lanes.lanes, d.rate_lanes.next_cursor) };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/rates/lanes/:origin/:destination',
    operationId: 'laneMarketRate',
    summary: "A lane's market rate on a day (default today)",
    tags: ['lanes'],
    access: READ,
    request: { params: lanePath, query: z.object({ ...seriesQuery, date: date().optional() }) },
    answer: { description: 'The lane with the distribution of all-in prices counted that day', schema: Lane },
    refusals: [UNKNOWN_LANE],
    handler: async ({ params, query: q, principal, deps }) => {
      const d = await deps.gateway.execute<{ rate_lane: z.input<typeof Lane> | null }>(
        Q_LANE,
        { ...params, ...q },
        principal,
      );
      if (!d.rate_lane) throw new AppError('NOT_FOUND', `no lane ${params.origin} → ${params.destination}`);
      return { data: d.rate_lane };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/rates/lanes/:origin/:destination/history',
    operationId: 'laneHistory',
    summary: "A lane's market rate history",
    tags: ['lanes'],
    access: READ,
    request: { params: lanePath, query: historyQuery },
    answer: { description: 'Daily, weekly or monthly points over the range', schema: History },
    refusals: [UNKNOWN_LANE],
    handler: async ({ params, query: q, principal, deps }) => ({
      data: await laneHistory(deps, principal, params, q),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/rates/observations',
    operationId: 'listObservations',
    summary: 'Price observations, newest first',
    tags: ['observations'],
    access: READ,
    request: {
      query: z.object({
        origin: query.text().optional(),
        destination: query.text().optional(),
        ...seriesQuery,
        source: query.text().optional(),
        from: date().optional(),
        to: date().optional(),
        limit: query.int(1, 200).optional(),
        cursor: query.text().optional(),
      }),
    },
    answer: { description: 'One page of observations valid at some time in the range', schema: page(Observation) },
    handler: async ({ query: q, principal, deps }) => {
      const d = await deps.gateway.execute<{
        rate_observations: { observations: z.input<typeof Observation>[]; next_cursor: string | null };
      }>(Q_OBSERVATIONS, q, principal);
      return { data: paged(d.rate_observations.observations, d.rate_observations.next_cursor) };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/rates/indices',
    operationId: 'listIndices',
    summary: 'The index family on a day (default today)',
    tags: ['indices'],
    access: READ,
    request: { query: z.object({ date: date().optional() }) },
    answer: {
      description: 'Every index with its value and week-over-week / year-over-year change',
      schema: z.object({ items: z.array(Index) }),
    },
    handler: async ({ query: q, principal, deps }) => {
      const d = await deps.gateway.execute<{ rate_indices: z.input<typeof Index>[] }>(Q_INDICES, q, principal);
      return { data: { items: d.rate_indices } };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/rates/indices/:code',
    operationId: 'indexHistory',
    summary: 'One index with its daily history',
    tags: ['indices'],
    access: READ,
    request: indexRequest,
    answer: { description: 'The index, its components and its daily values over the range', schema: IndexWithHistory },
    refusals: [UNKNOWN_INDEX],
    handler: async ({ params, query: q, principal, deps }) => ({
      data: await indexWithHistory(deps, principal, params, q),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/rates/lanes/:origin/:destination/chart.svg',
    operationId: 'laneChart',
    summary: "A lane's market rate history as a chart",
    description: 'The p50 line over the p25–p75 band, in USD; the same points as the history route.',
    tags: ['lanes'],
    access: READ,
    request: { params: lanePath, query: historyQuery },
    answer: svg("The lane's history"),
    refusals: [UNKNOWN_LANE],
    handler: async ({ params, query: q, principal, deps }) => {
      const h = await laneHistory(deps, principal, params, q);
      return {
        data: lineChartSvg({
          title: `${h.origin} → ${h.destination}, ${EQUIPMENT_LABEL[h.equipment] ?? h.equipment} ${h.rate_type}`,
          subtitle: `Median all-in price (p50) and p25–p75, ${h.bucket === 'day' ? 'daily' : `${h.bucket}ly mean`}, ${h.from} – ${h.to}`,
          unit: `USD per ${EQUIPMENT_LABEL[h.equipment] ?? h.equipment}`,
          band: 'p25–p75',
          points: h.points.map((p) => ({ date: p.date, value: p.p50 ?? null, low: p.p25, high: p.p75 })),
        }),
      };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/rates/indices/:code/chart.svg',
    operationId: 'indexChart',
    summary: "An index's daily history as a chart",
    description: 'The same values as the index route; days the index is not published are gaps.',
    tags: ['indices'],
    access: READ,
    request: indexRequest,
    answer: svg("The index's history"),
    refusals: [UNKNOWN_INDEX],
    handler: async ({ params, query: q, principal, deps }) => {
      const i = await indexWithHistory(deps, principal, params, q);
      const first = i.history[0]?.date;
      const last = i.history[i.history.length - 1]?.date;
      return {
        data: lineChartSvg({
          title: `${i.name} (${i.code})`,
          subtitle: `USD per ${EQUIPMENT_LABEL[i.equipment] ?? i.equipment} dry container, spot, daily${first ? `, ${first} – ${last}` : ''}`,
          unit: 'USD',
          points: daily(i.history),
        }),
      };
    },
  });
}
