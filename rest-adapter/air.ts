// Air product host (docs/air.md): {data, metadata} or {error}; codes and statuses in docs/air.md.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';
import { iataAirport, icaoAirport, query } from './contract.js';
import { answerSchema, as, oneOf, rootAnswer, timestamp } from './answers.js';
import {
  AircraftPositionFields,
  AircraftPositionsDocument,
  AirlineByPrefixDocument,
  AirlineFields,
  AirportFields,
  TimePairFields,
  TrackedWaybillFields,
  TrackWaybillDocument,
  WaybillFields,
  type WaybillFragment,
} from './generated/operations.js';

const TimePair = answerSchema(TimePairFields, { estimated: timestamp, actual: timestamp }).openapi('TimePair');

/** The airport object (docs/air.md). */
const Airport = answerSchema(AirportFields, {
  iata_code: iataAirport,
  icao_code: as(icaoAirport),
  country_code: as(z.string().length(2)),
}).openapi('Airport');

const airlinePrefix = z.string().regex(/^\d{3}$/);
const Airline = answerSchema(AirlineFields, { prefix: airlinePrefix }).openapi('Airline');

const airport = as(iataAirport);
const place = Airport.nullable();

/** The waybill, its events and route legs (docs/air.md). */
const Waybill = answerSchema(WaybillFields, {
  airline_prefix: airlinePrefix,
  origin: airport,
  destination: airport,
  origin_location: place,
  destination_location: place,
  departure: TimePair,
  arrival: TimePair,
  eta: timestamp,
  events: {
    event_family: oneOf(['ACCEPTANCE', 'FLIGHT', 'CUSTOMS', 'DELIVERY']),
    datetime: timestamp,
    datetimes: TimePair,
    station: airport,
    location: place,
  },
  routes: {
    order_id: (given) => (given as z.ZodNumber).min(1),
    transport_type: oneOf(['PLANE', 'TRUCK']),
    from: place,
    to: place,
    departure: TimePair,
    arrival: TimePair,
  },
}).openapi('Waybill');

const Tracked = answerSchema(TrackedWaybillFields, {
  data: Waybill,
  metadata: { airline: Airline, updated_at: timestamp, last_updated_at: timestamp, cache_expires: timestamp },
}).openapi('TrackedWaybill');

/** An aircraft position (docs/air.md). */
const AircraftPosition = answerSchema(AircraftPositionFields, { seen_at: timestamp }).openapi('AircraftPosition');

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
      const d = await rootAnswer(deps, principal, TrackWaybillDocument, { awb: params.awb, force });
      return { data: { data: d.data.waybill_json as WaybillFragment, metadata: d.metadata } };
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
      const positions = await rootAnswer(deps, principal, AircraftPositionsDocument, { flight: params.flightNumber });
      if (positions.length === 0) {
        throw new AppError(
          'NOT_FOUND',
          `no aircraft flying ${params.flightNumber.toUpperCase()} is airborne within coverage`,
        );
      }
      return { data: positions };
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
      return { data: await rootAnswer(deps, null, AirlineByPrefixDocument, { prefix: params.prefix }) };
    },
  });
}
