// GraphQL answers of the rates subgraph; field names are the REST contract's (docs/rates.md).
import type { GraphQLObjectType, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { JsonScalar } from '../../platform/projection.js';
import { AppError } from '../../platform/errors.js';
import type * as store from './store/index.js';
import * as input from './decide/inputs.js';
import { changes } from './events.js';
import { INDEX_EQUIPMENT, MIN_OBSERVATIONS, NO_FIGURES } from './decide/vocabulary.js';
import type { RatesContext } from './context.js';
import { searchLanes } from './use-cases/search-lanes.js';
import { listObservations } from './use-cases/list-observations.js';
import {
  exchangeRates,
  indexWithHistory,
  indicesOn,
  laneHistory,
  laneHistoryJson,
  type HistorySeries,
} from './use-cases/read-series.js';
import type {
  HistoryPointResolvers,
  LaneResolvers,
  ObservationResolvers,
  QueryResolvers,
  RateIndexResolvers,
} from './generated/resolvers.js';

type Ctx = RatesContext;
type LaneRef = { origin: string; destination: string };

/** Both ends as UN/LOCODEs the reference data knows; an unknown code is refused by name. */
async function knownPorts(ctx: Ctx, ports: Record<string, string | null>): Promise<void> {
  const codes = Object.values(ports).filter((c): c is string => !!c);
  if (!codes.length) return;
  const found = await Promise.all(codes.map((c) => ctx.loaders.port.load(c)));
  const known = new Set(found.flatMap((p) => (p ? [p.unlocode] : [])));
  for (const [parameter, code] of Object.entries(ports)) {
    if (code && !known.has(code))
      throw new AppError('VALIDATION_ERROR', `${parameter}: unknown UN/LOCODE ${code}`, { details: { parameter } });
  }
}

async function laneArgs(ctx: Ctx, a: { origin: string; destination: string }): Promise<store.LaneRow | null> {
  const origin = input.unlocode('origin', a.origin)!;
  const destination = input.unlocode('destination', a.destination)!;
  await knownPorts(ctx, { origin, destination });
  return ctx.loaders.lane.load(`${origin}-${destination}`);
}

const marketRate = (m: store.MarketRow) => ({
  ...m,
  date: m.day,
  status: m.p50 === null ? 'insufficient_observations' : 'ok',
  minimum_count: MIN_OBSERVATIONS,
  currency: 'USD',
});

const money = (amount: number | null, currency: string | null) => (currency ? { amount, currency } : null);

/** A history point's fields, the SDL's HistoryPoint in its order (the REST history route answers them so). */
const pointFields = (schema: GraphQLSchema) =>
  Object.keys((schema.getType('HistoryPoint') as GraphQLObjectType).getFields());

export const resolvers = {
  JSON: JsonScalar,
  Query: {
    rate_lanes: async (_, a, ctx) => {
      const origin = input.unlocode('origin', a.origin);
      const destination = input.unlocode('destination', a.destination);
      const search = {
        origin,
        destination,
        region: input.region(a.region),
        equipment: input.equipment(a.equipment),
        after: a.cursor ? input.laneCursor.open(ctx.services.config.cursorSecret, a.cursor).p : null,
        limit: input.limit(a.limit, 50),
      };
      await knownPorts(ctx, { origin, destination });
      return searchLanes(ctx.services, ctx.loaders, search);
    },
    rate_lane: (_, a, ctx) => laneArgs(ctx, a),
    lane_rates: async (_, a, ctx) => {
      const lane = await laneArgs(ctx, a);
      if (!lane) return [];
      const rates = await ctx.loaders.market.load(`${ctx.loaders.today}|${lane.id}`);
      return rates.flatMap((m) =>
        m.p50 === null
          ? []
          : {
              id: [lane.origin, lane.destination, m.equipment, m.rate_type, m.day].join('-'),
              origin_unlocode: lane.origin,
              destination_unlocode: lane.destination,
              container_size: m.equipment,
              rate_usd: m.p50,
              valid_from: m.day,
            },
      );
    },
    rate_lane_history: async (_, a, ctx) => {
      const equipment = input.equipment(a.equipment) ?? INDEX_EQUIPMENT;
      const rateType = input.rateType(a.rate_type) ?? 'spot';
      const bucket = input.bucket(a.bucket);
      const { from, to } = input.range(a.from, a.to, ctx.loaders.today, 365, input.MAX_RANGE_DAYS);
      const lane = await laneArgs(ctx, a as LaneRef);
      if (!lane) return null;
      return {
        origin: lane.origin,
        destination: lane.destination,
        equipment,
        rate_type: rateType,
        from,
        to,
        bucket,
        currency: 'USD',
        // The points are read by the fields asked (points, points_json), each in one statement.
        series: { laneId: lane.id, equipment, rateType, from, to, bucket },
      };
    },
    rate_observations: async (_, a, ctx) => {
      const origin = input.unlocode('origin', a.origin);
      const destination = input.unlocode('destination', a.destination);
      const f = {
        equipment: input.equipment(a.equipment),
        rateType: input.rateType(a.rate_type),
        source: typeof a.source === 'string' && a.source.trim() ? a.source.trim() : null,
        ...input.range(a.from, a.to, ctx.loaders.today, 30, input.MAX_OBSERVATION_RANGE_DAYS),
        beforeId: a.cursor ? input.observationCursor.open(ctx.services.config.cursorSecret, a.cursor).p : null,
        limit: input.limit(a.limit, 50),
      };
      if (!origin !== !destination) {
        throw new AppError(
          'VALIDATION_ERROR',
          `${origin ? 'destination' : 'origin'}: required with ${origin ? 'origin' : 'destination'}`,
          { details: { parameter: origin ? 'destination' : 'origin' } },
        );
      }
      await knownPorts(ctx, { origin, destination });
      let laneId: number | null = null;
      if (origin && destination) {
        const lane = await ctx.loaders.lane.load(`${origin}-${destination}`);
        if (!lane) return { observations: [], next_cursor: null };
        laneId = lane.id;
      }
      return listObservations(ctx.services, { ...f, laneId });
    },
    rate_indices: async (_, a, ctx) => indicesOn(ctx.services, input.date('date', a.date) ?? ctx.loaders.today),
    rate_index: async (_, a, ctx) => {
      const { from, to } = input.range(a.from, a.to, ctx.loaders.today, 365, input.MAX_RANGE_DAYS);
      return indexWithHistory(ctx.services, a.code.trim().toUpperCase(), from, to);
    },
    rate_exchange_rates: async (_, a, ctx) => {
      const currency = a.currency ? String(a.currency).trim().toUpperCase() : null;
      if (currency !== null && !/^[A-Z]{3}$/.test(currency))
        throw new AppError('VALIDATION_ERROR', 'currency: must be an ISO 4217 code such as EUR', {
          details: { parameter: 'currency' },
        });
      const { from, to } = input.range(a.from, a.to, ctx.loaders.today, 30, input.MAX_RANGE_DAYS);
      return (await exchangeRates(ctx.services, currency, from, to)).map((r) => ({ ...r, date: r.day }));
    },
  } satisfies QueryResolvers,
  Lane: {
    __resolveReference: (ref, ctx) => ctx.loaders.lane.load(`${ref.origin}-${ref.destination}`),
    origin_port: (l) => ({ unlocode: l.origin }),
    destination_port: (l) => ({ unlocode: l.destination }),
    equipment: async (l, _, ctx) => (await ctx.loaders.equipment.load(l.id)).map((e) => e.equipment),
    market_rate: async (l: store.LaneRow, a: Record<string, any>, ctx: Ctx) => {
      const equipment = input.equipment(a.equipment) ?? INDEX_EQUIPMENT;
      const rateType = input.rateType(a.rate_type) ?? 'spot';
      const day = input.date('date', a.date) ?? ctx.loaders.today;
      const rows = await ctx.loaders.market.load(`${day}|${l.id}`);
      const m = rows.find((r) => r.equipment === equipment && r.rate_type === rateType);
      // No observation counted at all is still an answer: zero observations, no figures.
      return marketRate(
        m ?? {
          lane_id: l.id,
          equipment,
          rate_type: rateType,
          day,
          count: 0,
          ...NO_FIGURES,
        },
      );
    },
    market_rates: async (l, _, ctx) => (await ctx.loaders.market.load(`${ctx.loaders.today}|${l.id}`)).map(marketRate),
    indices: (l, _, ctx) => ctx.loaders.memberships.load(l.id),
  } satisfies LaneResolvers,
  LaneHistory: {
    // The stored rows as they are (HistoryPoint.date reads `day`): five years are 1,826 rows, each
    // copied only to rename one field cost more than the rest of the subgraph's work on them.
    points: (h: { series: HistorySeries }, _: unknown, ctx: Ctx) => laneHistory(ctx.services, h.series),
    // Five years of daily points are 20,000 leaves: as one JSON text the database wrote, neither
    // this subgraph's execution, the gateway nor the REST adapter walks them (platform/raw-json.ts).
    points_json: (h: { series: HistorySeries }, _: unknown, ctx: Ctx, info: GraphQLResolveInfo) =>
      laneHistoryJson(ctx.services, h.series, pointFields(info.schema)),
  },
  HistoryPoint: {
    date: (p: { day: string }) => p.day,
  } satisfies HistoryPointResolvers,
  LaneRate: {
    origin_port: (r: { origin_unlocode: string }) => ({ unlocode: r.origin_unlocode }),
    destination_port: (r: { destination_unlocode: string }) => ({ unlocode: r.destination_unlocode }),
  },
  RateIndex: {
    currency: () => 'USD',
    date: (i) => i.day,
    week_over_week_pct: (i) => changes(i).week_over_week_pct,
    year_over_year_pct: (i) => changes(i).year_over_year_pct,
    components: async (i, _, ctx) => await ctx.loaders.components.load(i.code),
    history: (i: store.IndexRow & { history?: { day: string; value_usd: number }[] }) =>
      i.history?.map((h) => ({ date: h.day, value_usd: h.value_usd })) ?? null,
  } satisfies RateIndexResolvers,
  Observation: {
    observed_at: (o) => new Date(o.observed_at).toISOString(),
    base_ocean_freight: (o) => money(o.base_amount, o.base_currency),
    all_in: (o) => money(o.all_in_amount, o.all_in_currency),
  } satisfies ObservationResolvers,
};
