import type { GraphQLResolveInfo } from 'graphql';
import type { SubgraphContext } from '../../platform/subgraph.js';
import { JsonScalar, projection } from '../../platform/projection.js';
import { requireOrg } from '../../platform/subgraph.js';
import { AppError } from '../../platform/errors.js';
import { awbDisplay, parseAwb, parsePrefix } from './awb.js';
import { trackWaybill } from './track.js';
import { aircraftPositions } from './positions.js';
import type { AirlineRow, AirportRow, EventRow, LegRow, ShipmentRow } from './store.js';
import type { AirLoaders } from './loaders.js';
import { WaybillSelection } from './generated/rest-records.js';

type Ctx = SubgraphContext & { loaders: AirLoaders };

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
    waybill: (_: unknown, a: { awb: string }, ctx: Ctx) => {
      requireOrg(ctx);
      return ctx.loaders.waybill.load(parseAwb(a.awb).digits);
    },
    aircraft_positions: (_: unknown, a: { flight_number: string }, ctx: Ctx) => {
      requireOrg(ctx);
      return aircraftPositions(ctx.services, a.flight_number);
    },
    airline_by_prefix: async (_: unknown, a: { prefix: string }, ctx: Ctx) => {
      const prefix = parsePrefix(a.prefix);
      const airline = await ctx.loaders.airline.load(prefix);
      if (!airline)
        throw new AppError('UNKNOWN_AIRLINE', `no airline uses the air waybill prefix ${prefix}`, { status: 404 });
      return airlineInfo(airline);
    },
  },
  Mutation: {
    track_waybill: async (_: unknown, a: { awb: string; force_update?: boolean | null }, ctx: Ctx) => {
      const orgId = requireOrg(ctx);
      const r = await trackWaybill(ctx.services, ctx.loaders, orgId, a.awb, !!a.force_update);
      return {
        data: r.shipment,
        metadata: {
          status_code: 'OK',
          airline: airlineInfo(r.airline),
          updated_at: iso(r.updatedAt),
          last_updated_at: iso(r.shipment.fetched_at),
          from_cache: r.fromCache,
          cache_expires: iso(r.cacheExpires),
        },
      };
    },
  },
  Airwaybill: {
    __resolveReference: (r: { awb: string }, ctx: Ctx) => ctx.loaders.waybill.load(r.awb.replace(/\D/g, '')),
    awb: (w: ShipmentRow) => awbDisplay(w.awb),
    airline_iata: async (w: ShipmentRow, _: unknown, ctx: Ctx) =>
      (await ctx.loaders.airline.load(w.airline_prefix))?.iata ?? null,
    airline_name: async (w: ShipmentRow, _: unknown, ctx: Ctx) =>
      (await ctx.loaders.airline.load(w.airline_prefix))?.name ?? null,
    airline: (w: ShipmentRow) => ({ prefix: w.airline_prefix }),
    origin_name: (w: ShipmentRow) => w.origin_name ?? w.origin,
    destination_name: (w: ShipmentRow) => w.destination_name ?? w.destination,
    origin_location: (w: ShipmentRow, _: unknown, ctx: Ctx) => location(ctx, w.awb, w.origin),
    destination_location: (w: ShipmentRow, _: unknown, ctx: Ctx) => location(ctx, w.awb, w.destination),
    departure: (w: ShipmentRow) => pair(w.dep_estimated, w.dep_actual),
    arrival: (w: ShipmentRow) => pair(w.arr_estimated, w.arr_actual),
    eta: (w: ShipmentRow) => iso(w.arr_actual ?? w.arr_estimated),
    eta_is_actual: (w: ShipmentRow) => w.arr_actual !== null,
    events: (w: ShipmentRow, _: unknown, ctx: Ctx) => ctx.loaders.events.load(w.awb),
    routes: (w: ShipmentRow, _: unknown, ctx: Ctx) => ctx.loaders.legs.load(w.awb),
    // The REST answer's waybill: neither graphql-js here nor the gateway walks its ≈ 300 leaves.
    waybill_json: (w: ShipmentRow, _: unknown, ctx: Ctx, info: GraphQLResolveInfo) =>
      projection(info.schema, 'Airwaybill', WaybillSelection)(w, ctx),
  },
  AirEvent: {
    datetime: (e: EventRow) => iso(e.actual ?? e.estimated),
    datetimes: (e: EventRow) => pair(e.estimated, e.actual),
    location: (e: EventRow, _: unknown, ctx: Ctx) => location(ctx, e.awb, e.station),
  },
  AirportLocation: {
    iata_code: (a: AirportRow) => a.iata,
    icao_code: (a: AirportRow) => a.icao,
    airport: (a: AirportRow) => ({ iata: a.iata }),
  },
  AirlineInfo: {
    iata_code: (a: AirlineRow) => a.iata,
    icao_code: (a: AirlineRow) => a.icao,
    airline: (a: AirlineRow) => ({ prefix: a.prefix }),
  },
  AirRouteLeg: {
    from: (l: LegRow, _: unknown, ctx: Ctx) => location(ctx, l.awb, l.from_iata),
    to: (l: LegRow, _: unknown, ctx: Ctx) => location(ctx, l.awb, l.to_iata),
    departure: (l: LegRow) => pair(l.dep_estimated, l.dep_actual),
    arrival: (l: LegRow) => pair(l.arr_estimated, l.arr_actual),
  },
};
