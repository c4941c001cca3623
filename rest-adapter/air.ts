// Air product host (spec 4.2): {data, metadata} or {error}; codes and statuses in docs/air.md.
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';

const AIRPORT = 'iata_code icao_code name city state country country_code lat lng timezone';
const PAIR = 'estimated actual';
const AIRLINE = 'name prefix iata_code icao_code url';
// Airport and airline objects come with the waybill from the air subgraph: one gateway fetch.

const TRACK = `mutation Track($awb: String!, $force: Boolean!) {
  track_waybill(awb: $awb, force_update: $force) {
    data {
      awb airline_prefix airline_iata airline_name status origin destination origin_name destination_name
      origin_location { ${AIRPORT} } destination_location { ${AIRPORT} }
      pieces weight_kg flight_number departure { ${PAIR} } arrival { ${PAIR} } eta eta_is_actual
      events { status_code event_family is_actual datetime datetimes { ${PAIR} } station station_name location { ${AIRPORT} }
        flight_number pieces weight_kg description }
      routes { order_id status transport_type from { ${AIRPORT} } to { ${AIRPORT} } departure { ${PAIR} } arrival { ${PAIR} }
        flight_number pieces weight_kg path }
    }
    metadata { status_code airline { ${AIRLINE} } updated_at last_updated_at from_cache cache_expires }
  }
}`;

const POSITIONS = `query Aircraft($flight: String!) {
  aircraft_positions(flight_number: $flight) {
    callsign registration icao24_hex aircraft_type lat lon alt_ft ground_speed_kt heading vertical_rate_fpm operator_iata seen_at
  }
}`;

const PREFIX = `query Prefix($prefix: String!) { airline_by_prefix(prefix: $prefix) { ${AIRLINE} } }`;

/** force_update=true|1|yes (or refresh=1); false|0|no or absent = not forced. */
function forceFlag(query: Record<string, unknown>): boolean {
  let force = false;
  for (const name of ['force_update', 'refresh']) {
    const v = query[name];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !/^(true|false|1|0|yes|no)$/i.test(v)) {
      throw new AppError('VALIDATION_ERROR', `${name} must be true or false (or 1 / 0)`);
    }
    force ||= /^(true|1|yes)$/i.test(v);
  }
  return force;
}

export function airRoutes(r: ProductRouter): void {
  r.keyed('get', '/track/:awb', ['air:read'], async ({ req, principal, deps }) => {
    const force = forceFlag(req.query as Record<string, unknown>);
    const d = await deps.gateway.execute<{ track_waybill: { data: unknown; metadata: unknown } }>(TRACK, { awb: req.params.awb, force }, principal);
    return { body: { data: d.track_waybill.data, metadata: d.track_waybill.metadata } };
  });

  r.keyed('get', '/aircraft/flight/:flightNumber', ['air:read'], async ({ req, principal, deps }) => {
    const d = await deps.gateway.execute<{ aircraft_positions: unknown[] }>(POSITIONS, { flight: req.params.flightNumber }, principal);
    if (d.aircraft_positions.length === 0) {
      throw new AppError('NOT_FOUND', `no aircraft flying ${req.params.flightNumber.toUpperCase()} is airborne within coverage`);
    }
    return { data: d.aircraft_positions };
  });

  // AWB prefix resolution: open (no key), limited per IP (spec 5.5).
  r.open('get', '/v1/airlines/:prefix', async ({ req, deps }) => {
    const d = await deps.gateway.execute<{ airline_by_prefix: unknown }>(PREFIX, { prefix: req.params.prefix }, null);
    return { data: d.airline_by_prefix };
  });
}
