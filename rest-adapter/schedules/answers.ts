// The schedules answers' zod shapes (the OpenAPI components), each the selection of its
// fragment in rest-adapter/operations/schedules.graphql; the REST routes and the MCP tools share them.
import { z } from 'zod';
import { answerSchema, oneOf, timestamp } from '../answers.js';
import {
  CongestionBoardFields,
  CongestionReadingFields,
  FoundPortFields,
  LaneReliabilityTableFields,
  LeagueEntryFields,
  LeagueFields,
  OceanLineFields,
  RouteSearchPageFields,
  SailingRouteFields,
  SchedulesUsageFields,
  SchedulesUsagePeriodFields,
} from '../generated/operations.js';

export const int = () => z.number().int();
const LEVEL = oneOf(['mild', 'moderate', 'severe']);
const ROUTE_TIMES = { departure_at: timestamp, arrival_at: timestamp };

export const Route = answerSchema(SailingRouteFields, {
  ...ROUTE_TIMES,
  cutoffs: { documentation_at: timestamp, vgm_at: timestamp, port_at: timestamp },
  legs: { ...ROUTE_TIMES, scheduled_departure_at: timestamp, scheduled_arrival_at: timestamp },
}).openapi('ScheduleRoute');

export const SearchPage = answerSchema(RouteSearchPageFields, {
  from: timestamp,
  to: timestamp,
  items: z.array(Route),
}).openapi('RouteSearchPage');

export const LeagueEntry = answerSchema(LeagueEntryFields).openapi('LeagueEntry');

export const League = answerSchema(LeagueFields, { carriers: z.array(LeagueEntry) }).openapi('League');

export const LaneReliability = answerSchema(LaneReliabilityTableFields, {
  window_from: timestamp,
  window_to: timestamp,
}).openapi('LaneReliability');

const CONGESTION = { level: LEVEL, observed_at: timestamp };
export const Congestion = answerSchema(CongestionReadingFields, CONGESTION).openapi('Congestion');

// A row's rank comes first in the answer; its schema lists it after the reading's fields.
const [boardRows, { rank, ...reading }] = CongestionBoardFields.items;
export const CongestionBoard = answerSchema(
  { ...CongestionBoardFields, items: [boardRows, { ...reading, rank }] },
  { level: LEVEL, items: CONGESTION },
).openapi('CongestionBoard');

const UsagePeriod = answerSchema(SchedulesUsagePeriodFields, { resets_at: timestamp }).openapi('UsagePeriod');
export const UsageAnswer = answerSchema(SchedulesUsageFields, { month: UsagePeriod, day: UsagePeriod }).openapi(
  'SchedulesUsage',
);

export const Carriers = z
  .object({ items: z.array(answerSchema(OceanLineFields, { upcoming_sailings: int() })), total: int() })
  .openapi('Carriers');

export const PortsFound = z
  .object({ q: z.string(), items: z.array(answerSchema(FoundPortFields)), total: int() })
  .openapi('PortsFound');
