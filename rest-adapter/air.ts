// Air product host (docs/air.md): {data, metadata} or {error}; codes and statuses in docs/air.md.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';
import { iataAirport, icaoAirport, isoDateTime, query } from './contract.js';

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

const TimePair = z.object({ estimated: isoDateTime.nullable(), actual: isoDateTime.nullable() }).openapi('TimePair');

/** Spec 2.8: the airport object. */
const Airport = z
  .object({
    iata_code: iataAirport,
    icao_code: icaoAirport.nullable(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    country_code: z.string().length(2).nullable(),
    lat: z.number(),
    lng: z.number(),
    timezone: z.string().nullable(),
  })
  .openapi('Airport');

const Airline = z
  .object({
    name: z.string(),
    prefix: z.string().regex(/^\d{3}$/),
    iata_code: z.string().nullable(),
    icao_code: z.string().nullable(),
    url: z.string().nullable(),
  })
  .openapi('Airline');

/** Spec 2.8: waybill, events and route legs. */
const Waybill = z
  .object({
    awb: z.string(),
    airline_prefix: z.string().regex(/^\d{3}$/),
    airline_iata: z.string().nullable(),
    airline_name: z.string().nullable(),
    status: z.string(),
    origin: iataAirport.nullable(),
    destination: iataAirport.nullable(),
    origin_name: z.string().nullable(),
    destination_name: z.string().nullable(),
    origin_location: Airport.nullable(),
    destination_location: Airport.nullable(),
    pieces: z.number().int().nullable(),
    weight_kg: z.number().nullable(),
    flight_number: z.string().nullable(),
    departure: TimePair,
    arrival: TimePair,
    eta: isoDateTime.nullable(),
    eta_is_actual: z.boolean(),
    events: z.array(
      z.object({
        status_code: z.string(),
        event_family: z.enum(['ACCEPTANCE', 'FLIGHT', 'CUSTOMS', 'DELIVERY']),
        is_actual: z.boolean(),
        datetime: isoDateTime.nullable(),
        datetimes: TimePair,
        station: iataAirport.nullable(),
        station_name: z.string().nullable(),
        location: Airport.nullable(),
        flight_number: z.string().nullable(),
        pieces: z.number().int().nullable(),
        weight_kg: z.number().nullable(),
        description: z.string(),
      }),
    ),
    routes: z.array(
      z.object({
        order_id: z.number().int().min(1),
        status: z.string(),
        transport_type: z.enum(['PLANE', 'TRUCK']).nullable(),
        from: Airport.nullable(),
        to: Airport.nullable(),
        departure: TimePair,
        arrival: TimePair,
        flight_number: z.string().nullable(),
        pieces: z.number().int().nullable(),
        weight_kg: z.number().nullable(),
        path: z.array(z.array(z.number())),
      }),
    ),
  })
  .openapi('Waybill');

const Tracked = z
  .object({
    data: Waybill,
    metadata: z.object({
      status_code: z.string(),
      airline: Airline,
      updated_at: isoDateTime,
      last_updated_at: isoDateTime.nullable(),
      from_cache: z.boolean(),
      cache_expires: isoDateTime,
    }),
  })
  .openapi('TrackedWaybill');

/** Spec 2.9. */
const AircraftPosition = z
  .object({
    callsign: z.string().nullable(),
    registration: z.string().nullable(),
    icao24_hex: z.string(),
    aircraft_type: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
    alt_ft: z.number().int().nullable(),
    ground_speed_kt: z.number().int().nullable(),
    heading: z.number().int().nullable(),
    vertical_rate_fpm: z.number().int().nullable(),
    operator_iata: z.string(),
    seen_at: isoDateTime,
  })
  .openapi('AircraftPosition');

const UNKNOWN_AIRLINE = { code: 'UNKNOWN_AIRLINE', status: 404, when: 'no airline uses the prefix' } as const;
const INVALID_CHECK_DIGIT = {
  code: 'INVALID_CHECK_DIGIT',
  status: 404,
  when: 'the last digit is not the serial mod 7 (the body carries expected_check_digit); keeps failing until corrected',
} as const;

export function airRoutes(r: ProductRouter): void {
  r.route({
    method: 'get',
    path: '/track/:awb',
    operationId: 'trackWaybill',
    summary: 'Track an air waybill',
    description:
      'Any spelling of the 11 digits (176-12345675, 17612345675, 176 1234 5675). force_update=true asks the airline again unless the kept ' +
      'answer is younger than 2 minutes; refresh=1 is the same flag.',
    tags: ['tracking'],
    access: { scopes: ['air:read'] },
    request: {
      params: z.object({ awb: z.string() }),
      query: z.object({ force_update: query.flag().optional(), refresh: query.flag().optional() }),
    },
    answer: { description: 'The waybill and where the answer came from', bare: true, schema: Tracked },
    refusals: [
      { code: 'INVALID_AWB', status: 400, when: 'not an air waybill number (11 digits: 3-digit prefix and 8 digits)' },
      INVALID_CHECK_DIGIT,
      UNKNOWN_AIRLINE,
      { code: 'NOT_FOUND', when: 'the airline has no data for this waybill (not that it is invalid); see Retry-After' },
      { code: 'QUOTA_EXCEEDED', when: 'plan allowance spent' },
      { code: 'AIRLINE_UNAVAILABLE', status: 503, when: 'the airline did not answer and no earlier answer is held' },
    ],
    examples: [
      {
        name: 'unknownAirline',
        summary: 'A prefix no airline uses',
        params: { awb: '997-12345675' },
        status: 404,
        answer: { error: { code: 'unknown_airline', message: 'no airline uses the air waybill prefix 997' } },
      },
      {
        name: 'mistyped',
        summary: 'A wrong check digit names the expected one',
        params: { awb: '176-12345676' },
        status: 404,
        answer: {
          error: {
            code: 'invalid_check_digit',
            message: 'check digit of 176-12345676 is 6, but serial 1234567 mod 7 is 5: the number is mistyped',
            expected_check_digit: 5,
          },
        },
      },
    ],
    handler: async ({ params, query, principal, deps }) => {
      const force = !!(query.force_update || query.refresh);
      const d = await deps.gateway.execute<{ track_waybill: z.infer<typeof Tracked> }>(
        TRACK,
        { awb: params.awb, force },
        principal,
      );
      return { data: { data: d.track_waybill.data, metadata: d.track_waybill.metadata } };
    },
  });

  r.route({
    method: 'get',
    path: '/aircraft/flight/:flightNumber',
    operationId: 'aircraftPositions',
    summary: 'Positions of the aircraft flying a flight',
    description: 'Airborne only: a parked or out-of-coverage aircraft answers 404.',
    tags: ['aircraft'],
    access: { scopes: ['air:read'] },
    request: { params: z.object({ flightNumber: z.string() }) },
    answer: { description: 'The aircraft airborne on that flight number', schema: z.array(AircraftPosition) },
    refusals: [
      { code: 'INVALID_FLIGHT_NUMBER', status: 400, when: 'not a 2-character IATA airline code and 1 to 4 digits' },
      { code: 'NOT_FOUND', when: 'no aircraft flying that number is airborne within coverage' },
      { code: 'POSITION_FEED_UNAVAILABLE', status: 503, when: 'the position feed did not answer; see Retry-After' },
    ],
    handler: async ({ params, principal, deps }) => {
      const d = await deps.gateway.execute<{ aircraft_positions: z.infer<typeof AircraftPosition>[] }>(
        POSITIONS,
        { flight: params.flightNumber },
        principal,
      );
      if (d.aircraft_positions.length === 0) {
        throw new AppError(
          'NOT_FOUND',
          `no aircraft flying ${params.flightNumber.toUpperCase()} is airborne within coverage`,
        );
      }
      return { data: d.aircraft_positions };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/airlines/:prefix',
    operationId: 'airlineByPrefix',
    summary: 'The airline of an air waybill prefix (or of a full waybill number)',
    tags: ['reference'],
    access: 'open',
    cacheable: true,
    request: { params: z.object({ prefix: z.string() }) },
    answer: { description: 'The airline', schema: Airline },
    refusals: [
      { code: 'INVALID_PREFIX', status: 400, when: 'not 3 digits (or a full air waybill number)' },
      { ...INVALID_CHECK_DIGIT, when: 'a full waybill number whose check digit is wrong' },
      UNKNOWN_AIRLINE,
    ],
    examples: [
      {
        name: 'lufthansaCargo',
        summary: 'Prefix 020',
        params: { prefix: '020' },
        status: 200,
        answer: { data: { name: 'Lufthansa Cargo', prefix: '020', iata_code: 'LH', icao_code: 'GEC', url: null } },
      },
    ],
    handler: async ({ params, deps }) => {
      const d = await deps.gateway.execute<{ airline_by_prefix: z.infer<typeof Airline> }>(
        PREFIX,
        { prefix: params.prefix },
        null,
      );
      return { data: d.airline_by_prefix };
    },
  });
}
