import type { SubgraphContext } from '../../platform/subgraph.js';
import { allCarriers, searchPorts, type AirlineRow, type AirportRow } from './store.js';
import type { ReferenceLoaders } from './loaders.js';
import { AppError } from '../../platform/errors.js';

type Ctx = SubgraphContext & { loaders: ReferenceLoaders };
const up = (s: string) => s.trim().toUpperCase();

/** Port search answers at most 50 rows (as the open REST route documents). */
function portLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    throw new AppError('VALIDATION_ERROR', 'limit must be an integer from 1 to 50');
  return limit;
}

// Reference data is public knowledge: no organisation scoping here.
export const resolvers = {
  Query: {
    carrier: (_: unknown, a: { scac: string }, ctx: Ctx) => ctx.loaders.carrier.load(up(a.scac)),
    carriers: (_: unknown, __: unknown, ctx: Ctx) => allCarriers(ctx.services.db),
    carrier_by_bic: (_: unknown, a: { prefix: string }, ctx: Ctx) => ctx.loaders.carrierByBic.load(up(a.prefix)),
    port: (_: unknown, a: { unlocode: string }, ctx: Ctx) => ctx.loaders.port.load(up(a.unlocode)),
    ports_search: (_: unknown, a: { q: string; limit: number }, ctx: Ctx) => {
      const q = a.q.trim();
      if (q.length < 2 || q.length > 64) throw new AppError('VALIDATION_ERROR', 'q must be 2 to 64 characters');
      return searchPorts(ctx.services.db, q, portLimit(a.limit));
    },
    vessel: (_: unknown, a: { imo: string }, ctx: Ctx) => ctx.loaders.vessel.load(a.imo.trim()),
    airport: (_: unknown, a: { iata: string }, ctx: Ctx) => ctx.loaders.airport.load(up(a.iata)),
    airline: (_: unknown, a: { prefix: string }, ctx: Ctx) => ctx.loaders.airline.load(a.prefix.trim()),
    lessor: (_: unknown, a: { bic_prefix: string }, ctx: Ctx) => ctx.loaders.lessor.load(up(a.bic_prefix)),
    iso_size_type: (_: unknown, a: { code: string }, ctx: Ctx) => ctx.loaders.isoSizeType.load(up(a.code)),
  },
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
