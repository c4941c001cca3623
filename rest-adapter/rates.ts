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
import { answerSchema, as, oneOf, rootAnswer } from './answers.js';
import { jsonValue, type RawJson } from '../platform/raw-json.js';
import {
  HistoryPointFields,
  IndexMembershipFields,
  MarketRateFields,
  MoneyFields,
  RateHistoryFields,
  RateIndexFields,
  RateIndexHistoryDocument,
  RateIndexWithHistoryFields,
  RateIndicesDocument,
  RateLaneDocument,
  RateLaneFields,
  RateLaneHistoryDocument,
  RateLanesDocument,
  RateLaneSummaryFields,
  RateObservationFields,
  RateObservationsDocument,
  type HistoryPointFragment,
  type RateHistoryFragment,
  type RateIndexWithHistoryFragment,
} from './generated/operations.js';

const usd = z.literal('USD');
const MarketRate = answerSchema(MarketRateFields, {
  rate_type: oneOf(['spot', 'contract']),
  status: oneOf(['ok', 'insufficient_observations']),
  currency: usd,
}).openapi('MarketRate');
const Membership = answerSchema(IndexMembershipFields).openapi('IndexMembership');
const indices = as(z.array(Membership));
const LaneSummary = answerSchema(RateLaneSummaryFields, { indices, market_rates: as(z.array(MarketRate)) }).openapi(
  'LaneSummary',
);
const Lane = answerSchema(RateLaneFields, { indices, market_rate: as(MarketRate) }).openapi('Lane');
// The points are one JSON value (points_json) in the operation; their fields are HistoryPoint's.
const { points_json: _points, ...historyFields } = RateHistoryFields;
const History = answerSchema(
  { ...historyFields, points: ['[HistoryPoint!]!', HistoryPointFields] },
  { bucket: oneOf(['day', 'week', 'month']), currency: usd },
).openapi('RateHistory');
const Money = answerSchema(MoneyFields).openapi('Money');
const Observation = answerSchema(RateObservationFields, {
  base_ocean_freight: as(Money),
  all_in: as(Money),
}).openapi('RateObservation');
const Index = answerSchema(RateIndexFields, { currency: usd }).openapi('RateIndex');
const IndexWithHistory = answerSchema(RateIndexWithHistoryFields, {
  currency: usd,
  // Asked with a range, an index always has its history (null only where no range was asked).
  history: (given) => (given as z.ZodNullable).unwrap() as z.ZodType,
}).openapi('RateIndexWithHistory');

type History = Omit<RateHistoryFragment, 'points_json'> & { points: HistoryPointFragment[] | RawJson };

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
): Promise<History> {
  const h = await rootAnswer(deps, principal, RateLaneHistoryDocument, { ...params, ...q });
  if (!h) throw new AppError('NOT_FOUND', `no lane ${params.origin} → ${params.destination}`);
  // The points come as one JSON value (HistoryPoint's fields in its order), last as in the record.
  const { points_json, ...history } = h;
  return { ...history, points: points_json as History['points'] };
}

/** One index with its history (the index route and its chart), 404 for an unknown code. */
async function indexWithHistory(
  deps: AdapterDeps,
  principal: Principal,
  params: { code: string },
  q: { from?: string; to?: string },
): Promise<RateIndexWithHistoryFragment & { history: NonNullable<RateIndexWithHistoryFragment['history']> }> {
  const index = await rootAnswer(deps, principal, RateIndexHistoryDocument, { ...params, ...q });
  if (!index) throw new AppError('NOT_FOUND', `no index ${params.code}`);
  return { ...index, history: index.history ?? [] };
}

// docs/rates.md: data routes answer GET only; any other method is 405 with Allow (ProductRouter.finish).
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
      const d = await rootAnswer(deps, principal, RateLanesDocument, q);
      return { data: paged(d.lanes, d.next_cursor) };
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
      const lane = await rootAnswer(deps, principal, RateLaneDocument, { ...params, ...q });
      if (!lane) throw new AppError('NOT_FOUND', `no lane ${params.origin} → ${params.destination}`);
      return { data: lane };
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
      const d = await rootAnswer(deps, principal, RateObservationsDocument, q);
      return { data: paged(d.observations, d.next_cursor) };
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
      return { data: { items: await rootAnswer(deps, principal, RateIndicesDocument, q) } };
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
          points: jsonValue(h.points).map((p) => ({ date: p.date, value: p.p50 ?? null, low: p.p25, high: p.p75 })),
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
