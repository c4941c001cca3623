// The ocean host's answer schemas (docs/ocean.md): each is the fields of its GraphQL fragment
// (rest-adapter/operations/ocean.graphql) with what the fragment's types cannot say (formats,
// descriptions, closed sets), so the OpenAPI document says what the operation selects.
import { z } from 'zod';
import { answerSchema, described, oneOf, timestamp } from './answers.js';
import { isoDateTime } from './contract.js';
import {
  ContainerRecordFields,
  DemurrageReportFields,
  DemurrageTermsFields,
  LookupRecordFields,
  PublicTrackingFields,
  QuotaFields,
  TermsFilingFields,
  TimelineEventFields,
  UsageFields,
  VesselPositionFields,
} from './generated/operations.js';

/** A record selected as its JSON value (record_json): the fragment of the same name says its fields. */
export type AsJson = { record_json: unknown };

const IDENTIFIER_TYPES = ['container_id', 'bill_of_lading', 'booking'] as const;
const timestampDescribed = (text: string) => (given: z.ZodType) => timestamp(given).describe(text);

/** A vessel position (docs/ocean.md). */
const VesselPosition = answerSchema(VesselPositionFields, {
  position_updated_at: timestamp,
  position_fix_at: timestamp,
  position_freshness: oneOf(['live', 'recent', 'stale', 'outdated', 'unknown']),
}).openapi('VesselPosition');

/** A lookup record's timeline event (docs/ocean.md); local time fields are null when the port is unplaced. */
const timelineEvent = {
  type: described('DCSA event code (DEPA, LOAD, GTIN, GTOT, …)'),
  classifier: oneOf(['ACT', 'EST', 'PLN']),
  timestamp,
  event_local_datetime: described('Naive port wall-clock time, no offset'),
  location: described('UN/LOCODE'),
};
const TimelineEvent = answerSchema(TimelineEventFields, timelineEvent).openapi('TimelineEvent');

/** The container record (docs/ocean.md). */
export const ContainerRecord = answerSchema(ContainerRecordFields, {
  identifier_type: oneOf(IDENTIFIER_TYPES),
  carrier_code: described(
    "SCAC: the line's answer or the one given on add, else the reference's own (carrier_hint_code); '' when neither",
  ),
  carrier_name: described("The carrier's name, falling back to carrier_code; '' without one"),
  eta: timestamp,
  planned_departure_at: timestamp,
  poll_priority: oneOf(['pre_departure', 'transit', 'arrival', 'dwell']),
  demurrage_accrued_usd: described('null: no rate applies (not zero owed)'),
  customs_hold_since: timestamp,
  destination_name: described("The port's name, falling back to the UN/LOCODE; '' until the line names it"),
  lessor_checked_at: timestamp,
  connector_notify_requested_at: timestamp,
  last_polled_at: timestampDescribed('The last carrier poll; before the first, when tracking started (added_at)'),
  added_at: timestamp,
  archived_at: timestamp,
  unresolvable_since: timestamp,
  vessel_position: VesselPosition.nullable(),
}).openapi('Container');

const Provenance = z.object({
  state: z.enum(['resolved', 'contract_required', 'not_published', 'not_applicable', 'awaiting_carrier', 'partial']),
  action: z.enum(['none', 'supply_terms', 'wait', 'do_not_expect']),
  source: z.string(),
  confidence: z.string(),
  evidence: z.string(),
  warnings: z
    .array(z.string())
    .optional()
    .describe("carrier_answer only: what the carrier's last answer dropped or doubted"),
  reason: z
    .enum(['delivered', 'arrived', 'no_vessel', 'no_fix'])
    .optional()
    .describe('predicted_arrival only, when there is none: why'),
  basis: z
    .enum(['ais_fix', 'carrier_eta_history', 'carrier_eta'])
    .optional()
    .describe('predicted_arrival only: what the prediction rests on'),
  inputs: z
    .object({
      fix_age_hours: z.number().nullable(),
      remaining_nm: z.number().nullable(),
      congestion_wait_hours: z.number().nullable(),
      history_scope: z.enum(['lane', 'carrier']).nullable(),
      history_depth: z.number().int(),
    })
    .optional()
    .describe('predicted_arrival only: the inputs used (null: not used)'),
});

const portName = described("Falls back to the UN/LOCODE; '' until the line names the port");

/** The lookup record (docs/ocean.md). */
export const LookupRecord = answerSchema(LookupRecordFields, {
  identifier_type: oneOf(IDENTIFIER_TYPES),
  child_containers: { eta: timestamp, events: z.array(TimelineEvent) },
  carrier: described("The carrier's name, falling back to the SCAC; '' without one"),
  vessel_position: VesselPosition.nullable(),
  origin_name: portName,
  destination_name: portName,
  eta: timestamp,
  last_updated_at: timestamp,
  last_updated_source: oneOf(['carrier_poll', 'ais_vessel_position']),
  last_polled_at: timestamp,
  last_ais_fix_at: timestamp,
  field_provenance: z.record(z.string(), Provenance),
  ai_narrative: z.null().describe('Reserved; always null'),
  events: z.array(TimelineEvent).describe('Oldest to newest'),
}).openapi('ContainerLookup');

/** The demurrage report, docs/ocean.md (the report's rows are one JSON leaf of the operation, typed here). */
export const DemurrageReport = answerSchema(DemurrageReportFields, {
  items: z.array(
    z.object({
      container_id: z.string(),
      record_id: z.string(),
      port: z.string().nullable(),
      free_days_left: z.number().int().nullable(),
      daily_rate_usd: z.number().nullable(),
      projected_usd: z.number().nullable(),
      status: z.string(),
      discharge_datetime: isoDateTime.nullable(),
      free_days: z.number().int().nullable(),
      last_free_day: z.string().nullable(),
      days_overdue: z.number().int(),
      terms_source: z.enum(['your_contract_terms', 'carrier_published_tariff']),
      terms_lane: z.string().nullable().optional().describe('Absent under your own terms'),
      confidence: z.enum(['high', 'medium', 'low']),
      costed: z.boolean(),
    }),
  ),
}).openapi('DemurrageReport');

const termsTimes = { created_at: timestamp, updated_at: timestamp };
export const DemurrageTerms = answerSchema(DemurrageTermsFields, termsTimes).openapi('DemurrageTerms');

export const TermsFiling = answerSchema(TermsFilingFields, {
  ...termsTimes,
  replaced: described('Terms of the same scope were replaced (answered 200, not 201)'),
  boxes_covered: described('Boxes whose terms in force are now these'),
}).openapi('DemurrageTermsFiling');

const Quota = answerSchema(QuotaFields, { total: described('null: no cap') }).openapi('Quota');
export const Usage = answerSchema(UsageFields, { unique_shipments: Quota, container_slots: Quota }).openapi(
  'OceanUsage',
);

export const PublicTracking = answerSchema(PublicTrackingFields, {
  identifier_type: oneOf(['container_id', 'bill_of_lading', 'booking_number']),
  carrier: described("The carrier's name, falling back to the SCAC"),
  eta: timestamp,
  as_of: timestampDescribed('When the carrier answered'),
  events: z.array(TimelineEvent.omit({ vessel_name: true, vessel_imo: true })),
}).openapi('PublicTracking');
