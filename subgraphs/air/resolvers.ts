import { JsonScalar, projection } from '../../platform/projection.js';
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { awbDisplay, parseAwb, parsePrefix } from './decide/awb.js';
import { feedWarnings } from './decide/feed-warnings.js';
import { trackWaybill } from './use-cases/track-waybill.js';
import { aircraftPositions } from './use-cases/aircraft-positions.js';
import type { AirlineRow } from './store/index.js';
import type { AirContext } from './context.js';
import type {
  AirEventResolvers,
  AirlineInfoResolvers,
  AirportLocationResolvers,
  AirRouteLegResolvers,
  AirwaybillResolvers,
  MutationResolvers,
  QueryResolvers,
} from './generated/resolvers.js';
import { WaybillSelection } from './generated/rest-records.js';

type Ctx = AirContext;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const pair = (estimated: Date | null, actual: Date | null) => ({ estimated: iso(estimated), actual: iso(actual) });
/** The spec airport object of a code the waybill mentions; null when the code is unknown. */
async function location(ctx: Ctx, awb: string, iata: string | null) {
  if (!iata) return null;
  return (await ctx.loaders.stations.load(awb)).get(iata) ?? null;
}
const airlineInfo = (a: AirlineRow) => a;

export const resolvers = {
  JSON: JsonScalar,
  Query: {
    waybill: (_, a, ctx) => {
      requireOrg(ctx);
      return ctx.loaders.waybill.load(parseAwb(a.awb).digits);
    },
    aircraft_positions: (_, a, ctx) => {
      requireOrg(ctx);
      return aircraftPositions(ctx.services, a.flight_number);
    },
    airline_by_prefix: async (_, a, ctx) => {
      const prefix = parsePrefix(a.prefix);
      const airline = await ctx.loaders.airline.load(prefix);
      if (!airline)
        throw new AppError('UNKNOWN_AIRLINE', `no airline uses the air waybill prefix ${prefix}`, { status: 404 });
      return airlineInfo(airline);
    },
  } satisfies QueryResolvers,
  Mutation: {
    track_waybill: async (_, a, ctx) => {
      const orgId = requireOrg(ctx);
      const r = await trackWaybill(ctx.services, ctx.loaders, orgId, a.awb, !!a.force_update);
      return {
        data: r.shipment,
        metadata: {
          status_code: 'OK',
          airline: airlineInfo(r.airline),
          updated_at: r.updatedAt.toISOString(),
          last_updated_at: iso(r.shipment.fetched_at),
          from_cache: r.fromCache,
          cache_expires: r.cacheExpires.toISOString(),
        },
      };
    },
  } satisfies MutationResolvers,
  Airwaybill: {
    __resolveReference: (r: { awb: string }, ctx: Ctx) => ctx.loaders.waybill.load(r.awb.replace(/\D/g, '')),
    awb: (w) => awbDisplay(w.awb),
    airline_iata: async (w, _, ctx) => (await ctx.loaders.airline.load(w.airline_prefix))?.iata ?? null,
    airline_name: async (w, _, ctx) => (await ctx.loaders.airline.load(w.airline_prefix))?.name ?? null,
    airline: (w) => ({ prefix: w.airline_prefix }),
    origin_name: (w) => w.origin_name ?? w.origin,
    destination_name: (w) => w.destination_name ?? w.destination,
    origin_location: (w, _, ctx) => location(ctx, w.awb, w.origin),
    destination_location: (w, _, ctx) => location(ctx, w.awb, w.destination),
    departure: (w) => pair(w.dep_estimated, w.dep_actual),
    arrival: (w) => pair(w.arr_estimated, w.arr_actual),
    eta: (w) => iso(w.arr_actual ?? w.arr_estimated),
    eta_is_actual: (w) => w.arr_actual !== null,
    events: (w, _, ctx) => ctx.loaders.events.load(w.awb),
    routes: (w, _, ctx) => ctx.loaders.legs.load(w.awb),
    feed_warnings: (w) => feedWarnings(w.warnings),
    // The REST answer's waybill: neither graphql-js here nor the gateway walks its ≈ 300 leaves.
    waybill_json: (w, _, ctx, info) => projection(info.schema, 'Airwaybill', WaybillSelection)(w, ctx),
  } satisfies AirwaybillResolvers,
  AirEvent: {
    datetime: (e) => iso(e.actual ?? e.estimated),
    datetimes: (e) => pair(e.estimated, e.actual),
    location: (e, _, ctx) => location(ctx, e.awb, e.station),
  } satisfies AirEventResolvers,
  AirportLocation: {
    iata_code: (a) => a.iata,
    icao_code: (a) => a.icao,
    airport: (a) => ({ iata: a.iata }),
  } satisfies AirportLocationResolvers,
  AirlineInfo: {
    iata_code: (a) => a.iata,
    icao_code: (a) => a.icao,
    airline: (a) => ({ prefix: a.prefix }),
  } satisfies AirlineInfoResolvers,
  AirRouteLeg: {
    from: (l, _, ctx) => location(ctx, l.awb, l.from_iata),
    to: (l, _, ctx) => location(ctx, l.awb, l.to_iata),
    departure: (l) => pair(l.dep_estimated, l.dep_actual),
    arrival: (l) => pair(l.arr_estimated, l.arr_actual),
  } satisfies AirRouteLegResolvers,
};
