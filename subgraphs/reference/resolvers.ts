// Reference lookups: arguments normalised, a loader or a use case out.
import type { AirlineRow, AirportRow } from './store/index.js';
import type { ReferenceContext } from './context.js';
import type { QueryResolvers } from './generated/resolvers.js';
import { listCarriers } from './use-cases/list-carriers.js';
import { searchPorts } from './use-cases/search-ports.js';

type Ctx = ReferenceContext;
const up = (s: string) => s.trim().toUpperCase();

// Reference data is public knowledge: no organisation scoping here.
export const resolvers = {
  Query: {
    carrier: (_, a, ctx) => ctx.loaders.carrier.load(up(a.scac)),
    carriers: (_, __, ctx) => listCarriers(ctx.services),
    carrier_by_bic: (_, a, ctx) => ctx.loaders.carrierByBic.load(up(a.prefix)),
    port: (_, a, ctx) => ctx.loaders.port.load(up(a.unlocode)),
    ports_search: (_, a, ctx) => searchPorts(ctx.services, a.q, a.limit),
    vessel: (_, a, ctx) => ctx.loaders.vessel.load(a.imo.trim()),
    airport: (_, a, ctx) => ctx.loaders.airport.load(up(a.iata)),
    airline: (_, a, ctx) => ctx.loaders.airline.load(a.prefix.trim()),
    lessor: (_, a, ctx) => ctx.loaders.lessor.load(up(a.bic_prefix)),
    iso_size_type: (_, a, ctx) => ctx.loaders.isoSizeType.load(up(a.code)),
  } satisfies QueryResolvers,
  Carrier: {
    __resolveReference: (r: { scac: string }, ctx: Ctx) => ctx.loaders.carrier.load(r.scac),
    id: (c: { scac: string }) => c.scac,
  },
  Port: {
    __resolveReference: (r: { unlocode: string }, ctx: Ctx) => ctx.loaders.port.load(r.unlocode),
    id: (p: { unlocode: string }) => p.unlocode,
  },
  Vessel: {
    __resolveReference: (r: { imo: string }, ctx: Ctx) => ctx.loaders.vessel.load(r.imo),
    id: (v: { imo: string }) => v.imo,
  },
  Airport: {
    __resolveReference: (r: { iata: string }, ctx: Ctx) => ctx.loaders.airport.load(r.iata),
    iata_code: (a: AirportRow) => a.iata,
    icao_code: (a: AirportRow) => a.icao,
  },
  Airline: {
    __resolveReference: (r: { prefix: string }, ctx: Ctx) => ctx.loaders.airline.load(r.prefix),
    iata_code: (a: AirlineRow) => a.iata,
    icao_code: (a: AirlineRow) => a.icao,
  },
};
