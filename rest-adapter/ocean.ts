// Ocean product host (docs/ocean.md): keyed routes in the ocean envelope, the keyless public lookup
// in the open envelope, and the DCSA-style /v2/events feed (bare array, paging in headers).
// HTTP shape only: the rules live in the ocean subgraph (docs/ocean.md). Each route is declared
// once (contract.ts): its request and answer schemas validate, type and document it.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import type { Principal } from '../platform/context.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { isoDateTime, list, optional, page, query, type Refusal } from './contract.js';
import { answerSchema, described, oneOf, rootAnswer, timestamp, type Operation } from './answers.js';
import {
  AddContainerDocument,
  ArchiveContainerDocument,
  ContainerPatchFields,
  ContainerRecordFields,
  DemurrageReportDocument,
  DemurrageReportFields,
  DemurrageTermsFields,
  EventFeedDocument,
  FileDemurrageTermsDocument,
  GetContainerDocument,
  GetUsageDocument,
  ListContainersDocument,
  ListDemurrageTermsDocument,
  LookupRecordFields,
  PublicTrackDocument,
  PublicTrackingFields,
  QuotaFields,
  RecheckContainerDocument,
  SetSpendCapDocument,
  TermsFilingFields,
  TimelineEventFields,
  TrackContainerDocument,
  UpdateContainerDocument,
  UsageFields,
  VesselPositionFields,
  LookupTrackedDocument,
  type ContainerPatch,
  type ContainerRecordFragment,
  type LookupRecordFragment,
} from './generated/operations.js';
import { ENVELOPES } from './envelopes.js';
import { legacyRoutes } from './legacy.js';

/** A record selected as its JSON value (record_json): the fragment of the same name says its fields. */
type AsJson = { record_json: unknown };

const IDENTIFIER_TYPES = ['container_id', 'bill_of_lading', 'booking'] as const;
/** Nullable text (the DCSA feed's fields). */
const text = z.string().nullable();
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
const ContainerRecord = answerSchema(ContainerRecordFields, {
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
  state: z.enum(['resolved', 'contract_required', 'not_published', 'not_applicable', 'awaiting_carrier']),
  action: z.enum(['none', 'supply_terms', 'wait', 'do_not_expect']),
  source: z.string(),
  confidence: z.string(),
  evidence: z.string(),
});

const portName = described("Falls back to the UN/LOCODE; '' until the line names the port");

/** The lookup record (docs/ocean.md). */
const LookupRecord = answerSchema(LookupRecordFields, {
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
const DemurrageReport = answerSchema(DemurrageReportFields, {
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
const DemurrageTerms = answerSchema(DemurrageTermsFields, termsTimes).openapi('DemurrageTerms');

const TermsFiling = answerSchema(TermsFilingFields, {
  ...termsTimes,
  replaced: described('Terms of the same scope were replaced (answered 200, not 201)'),
  boxes_covered: described('Boxes whose terms in force are now these'),
}).openapi('DemurrageTermsFiling');

const Quota = answerSchema(QuotaFields, { total: described('null: no cap') }).openapi('Quota');
const Usage = answerSchema(UsageFields, { unique_shipments: Quota, container_slots: Quota }).openapi('OceanUsage');

// DCSA Track & Trace 2.2 events as the feed sends them (the DCSA event schema's fields, codes and
// nesting; the three local-time fields are ours, absent when the port has no zone).
const Vessel = z
  .object({ vesselIMONumber: text, vesselName: text })
  .describe('The vessel of the transport call, as the carrier named it')
  .openapi('DcsaVessel');

const TransportCall = z
  .object({
    transportCallID: z
      .string()
      .describe('Vessel IMO, voyage and port of the call (NOIMO / NOVOY / NOLOC when unknown)'),
    carrierVoyageNumber: text,
    UNLocationCode: z.string().optional(),
    modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']),
    otherFacility: z.string().optional().describe("The facility's name where it has no code"),
    vessel: Vessel.optional(),
  })
  .openapi('DcsaTransportCall');

const EventLocation = z
  .object({ locationName: z.string(), UNLocationCode: z.string().optional() })
  .openapi('DcsaLocation');

const DocumentReference = z
  .object({ documentReferenceType: z.enum(['BKG', 'TRD']), documentReferenceValue: z.string() })
  .openapi('DcsaDocumentReference');

const Reference = z
  .object({
    referenceType: z.enum(['FF', 'SI', 'PO', 'CR', 'AAO', 'EQ']),
    referenceValue: z.string().describe('FF: the reference you track'),
  })
  .openapi('DcsaReference');

const eventBase = {
  eventID: z.string(),
  eventCreatedDateTime: isoDateTime.describe('When we learnt the event'),
  eventClassifierCode: z.enum(['ACT', 'EST', 'PLN']),
  eventDateTime: isoDateTime,
  event_local_datetime: z.string().optional().describe('Naive port wall-clock time, no offset'),
  utc_offset_minutes: z.number().int().optional(),
  event_timezone: z.string().optional().describe('IANA time zone of the port'),
  documentReferences: z.array(DocumentReference).optional(),
  references: z.array(Reference),
  carrierSCAC: z.string().optional(),
};

const EquipmentEvent = z
  .object({
    ...eventBase,
    eventType: z.literal('EQUIPMENT'),
    equipmentEventTypeCode: z.enum([
      'LOAD',
      'DISC',
      'GTIN',
      'GTOT',
      'STUF',
      'STRP',
      'PICK',
      'DROP',
      'INSP',
      'RSEA',
      'RMVD',
    ]),
    equipmentReference: text.describe('The container number'),
    emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']),
    eventLocation: EventLocation.optional(),
    transportCall: TransportCall.optional(),
  })
  .openapi('DcsaEquipmentEvent');

const TransportEvent = z
  .object({
    ...eventBase,
    eventType: z.literal('TRANSPORT'),
    transportEventTypeCode: z.enum(['ARRI', 'DEPA']),
    transportCall: TransportCall,
    changeRemark: z.string().optional(),
  })
  .openapi('DcsaTransportEvent');

const ShipmentEvent = z
  .object({
    ...eventBase,
    eventType: z.literal('SHIPMENT'),
    shipmentEventTypeCode: z.enum([
      'RECE',
      'DRFT',
      'PENA',
      'PENU',
      'REJE',
      'APPR',
      'ISSU',
      'SURR',
      'SUBM',
      'VOID',
      'CONF',
      'REQS',
      'CMPL',
      'HOLD',
      'RELS',
    ]),
    documentID: z.string(),
    documentTypeCode: z.enum(['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG']),
    reason: z.string().optional(),
    equipmentReference: z.string().optional(),
  })
  .openapi('DcsaShipmentEvent');

/** DCSA Track & Trace 2.2 event, told apart by eventType (docs/ocean.md lists its fields). */
const DcsaEvent = z
  .discriminatedUnion('eventType', [EquipmentEvent, TransportEvent, ShipmentEvent])
  .openapi('DcsaEvent');

const PublicTracking = answerSchema(PublicTrackingFields, {
  identifier_type: oneOf(['container_id', 'bill_of_lading', 'booking_number']),
  carrier: described("The carrier's name, falling back to the SCAC"),
  eta: timestamp,
  as_of: timestampDescribed('When the carrier answered'),
  events: z.array(TimelineEvent.omit({ vessel_name: true, vessel_imo: true })),
}).openapi('PublicTracking');

// ---- requests ------------------------------------------------------------------------------

/** A body object whose undeclared fields are refused, named, before the declared fields' values are checked. */
const closed = <S extends z.ZodRawShape>(what: string, shape: S) =>
  z.preprocess((v, ctx) => {
    const extra = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).filter((k) => !(k in shape)) : [];
    if (extra.length) {
      const message = `has unknown ${what} field(s): ${extra.join(', ')}; allowed: ${Object.keys(shape).join(', ')}`;
      ctx.issues.push({ code: 'custom', input: v, message });
    }
    return v;
  }, z.strictObject(shape));
const required = (type: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : `must be ${type}`),
});
const str = z.string({ error: 'must be a string' });

const TAGS_ERROR = 'must be an array of strings or {name} objects';
/** Tags as strings or {name} objects (the shape the record returns). */
const Tags = z
  .array(z.union([z.string(), z.object({ name: z.string() })], { error: TAGS_ERROR }), { error: TAGS_ERROR })
  .transform((tags) => tags.map((t) => (typeof t === 'string' ? t : t.name)));

const ContainerId = z.object({ id: z.string() });
const Identifier = z.object({ identifier: z.string() });

const AddBody = closed('body', {
  identifier: z.string(required('a string')),
  identifier_type: optional(str),
  carrier_code: optional(str),
  tags: optional(Tags),
});
/** The fields a patch takes (the ContainerPatch input), in the order the record lists them. */
const PATCHABLE = (Object.keys(ContainerPatchFields) as (keyof typeof ContainerPatchFields)[]).sort(
  (a, b) => recordOrder(a) - recordOrder(b),
);
function recordOrder(field: string): number {
  const at = Object.keys(ContainerRecordFields).indexOf(field);
  return at < 0 ? Infinity : at;
}
// null clears a redelivery field, or the tags.
const patchField: Record<string, z.ZodType> = {
  tags: Tags.nullable().optional(),
  redelivery_date: str.nullable().optional().describe('YYYY-MM-DD'),
  notify_when_connected: z.boolean({ error: 'must be a boolean' }).optional(),
};
const PatchBody = closed(
  'body',
  Object.fromEntries(PATCHABLE.map((f) => [f, patchField[f] ?? str.nullable().optional()])),
).refine((b) => Object.keys(b).length > 0, { error: `needs at least one of ${PATCHABLE.join(', ')}` });
const TermsBody = closed('body', {
  carrier_code: optional(str),
  port: optional(str),
  lane: optional(str),
  free_days: z.number(required('an integer from 0 to 365')).int({ error: 'must be an integer from 0 to 365' }),
  tiers: optional(
    z.array(
      closed('tier', {
        from_day: z.number({ error: 'must be a number' }),
        daily_rate_usd: z.number({ error: 'must be a number' }),
      }),
      { error: 'must be an array of {from_day, daily_rate_usd}' },
    ),
  ),
  label: optional(str),
});
const CapBody = closed('body', {
  payg_spend_cap_usd: z
    .number({
      error: (iss) =>
        iss.input === undefined
          ? 'is required (a number of USD, or null for the plan default)'
          : 'must be a number or null',
    })
    .nullable(),
});

const ListQuery = z.strictObject({
  status: query.text().optional(),
  limit: query.int(1, 500).optional().describe('Default 50'),
  cursor: query.text().optional().describe("The previous page's next_cursor"),
  tags: query.list().optional().describe('A record must carry all of them'),
  archived: query.flag().optional().describe('Default false; true lists archived boxes'),
});
const FeedQuery = z.strictObject({
  eventType: query.list().optional(),
  shipmentEventTypeCode: query.list().optional(),
  transportEventTypeCode: query.list().optional(),
  equipmentEventTypeCode: query.list().optional(),
  equipmentReference: query.text().optional(),
  UNLocationCode: query.text().optional(),
  vesselIMONumber: query.text().optional(),
  carrierBookingReference: query.text().optional(),
  transportDocumentReference: query.text().optional(),
  eventCreatedDateTime: query.text().optional(),
  'eventCreatedDateTime:gte': query.text().optional(),
  'eventCreatedDateTime:gt': query.text().optional(),
  'eventCreatedDateTime:lte': query.text().optional(),
  'eventCreatedDateTime:lt': query.text().optional(),
  'eventCreatedDateTime:eq': query.text().optional(),
  limit: query.int(1, 1000).optional().describe('Default 100'),
  cursor: query.text().optional(),
});

// ---- refusals ------------------------------------------------------------------------------

const UNKNOWN_RECORD: Refusal = {
  code: 'NOT_FOUND',
  when: "no container with that id on this account (unknown, malformed or another organisation's)",
};
const QUOTAS: Refusal[] = [
  { code: 'UNIQUE_QUOTA_EXCEEDED', status: 402, when: "the month's unique shipments are used up" },
  { code: 'CONTAINER_QUOTA_EXCEEDED', status: 402, when: 'no container slot is free' },
  {
    code: 'PAYG_SPEND_CAP_REACHED',
    status: 402,
    when: "the add would bring the month's pay-as-you-go spend over the cap",
  },
];
const CHECK_DIGIT: Refusal = {
  code: 'REFERENCE_NOT_RESOLVABLE',
  status: 404,
  when: 'wrong ISO 6346 check digit (suggested_identifier is the corrected number), or no line recognises the reference',
};

const unknownRecord = () => new AppError('NOT_FOUND', 'no container with that id on this account');
/** A reference with a wrong ISO 6346 check digit, and the error it gets (examples). */
const MISTYPED = { identifier: 'MSKU1234560', suggested: 'MSKU1234565' };
const mistyped = () =>
  new AppError(
    'REFERENCE_NOT_RESOLVABLE',
    `check digit of ${MISTYPED.identifier} is wrong (expected 5); did you mean ${MISTYPED.suggested}?`,
    {
      status: 404,
      details: { suggested_identifier: MISTYPED.suggested },
    },
  );

/** A record operation by id answers null when the id is unknown or another organisation's. */
async function recordById<V>(
  deps: AdapterDeps,
  principal: Principal,
  operation: Operation<{ [root: string]: AsJson | null }, V>,
  variables: V,
): Promise<ContainerRecordFragment> {
  const r = await rootAnswer(deps, principal, operation, variables);
  if (r === null) throw unknownRecord();
  return r.record_json as ContainerRecordFragment;
}

/** Keyless lookups: besides the generic open-route limit, at most this many per IP. */
export const PUBLIC_TRACK_LIMITS = { window: 10, minute: 20 };

export function oceanRoutes(r: ProductRouter): void {
  const read = { scopes: ['ocean:read'] } as const;
  const write = { scopes: ['ocean:write'] } as const;
  const open = ENVELOPES['ocean-open'];
  const unknownId = { id: '00000000-0000-4000-8000-000000000000' };

  r.route({
    method: 'get',
    path: '/v1/containers',
    operationId: 'listContainers',
    summary: 'One page of your tracked containers, most recently updated first',
    description: 'The cursor is bound to the filters it was issued with and lives 24 hours.',
    tags: ['containers'],
    access: read,
    request: { query: ListQuery },
    answer: { description: 'Container records', schema: page(ContainerRecord) },
    examples: [
      {
        name: 'empty',
        summary: 'An account tracking nothing yet',
        status: 200,
        answer: r.envelope.success({ items: [], has_more: false, next_cursor: null }),
      },
    ],
    handler: async ({ query, principal, deps }) => {
      const variables = {
        limit: query.limit ?? 50,
        cursor: query.cursor ?? null,
        status: query.status ?? null,
        tags: query.tags ?? null,
        archived: query.archived ?? false,
      };
      const p = await rootAnswer(deps, principal, ListContainersDocument, variables);
      const items = p.items.map((i) => i.record_json as ContainerRecordFragment);
      return { data: { items, has_more: p.has_more, next_cursor: p.next_cursor } };
    },
  });

  r.route({
    method: 'post',
    path: '/v1/containers',
    operationId: 'addContainer',
    summary: 'Start tracking a container number, bill of lading or booking',
    tags: ['containers'],
    access: write,
    request: { body: AddBody },
    bodyExample: { identifier: 'MSKU1234565', carrier_code: 'MAEU', tags: ['order-4711'] },
    answer: { status: 201, description: 'The new record', schema: ContainerRecord },
    refusals: [
      { ...CHECK_DIGIT, when: 'wrong ISO 6346 check digit; suggested_identifier is the corrected number' },
      { code: 'ALREADY_TRACKED', status: 409, when: 'the reference is tracked already (id names the record)' },
      { code: 'CONTAINER_ADD_IN_PROGRESS', status: 409, when: 'another add of the same reference is under way' },
      ...QUOTAS,
    ],
    handler: async ({ body, principal, deps }) => {
      const variables = {
        identifier: body.identifier,
        identifier_type: body.identifier_type ?? null,
        carrier_code: body.carrier_code ?? null,
        tags: body.tags ?? null,
      };
      const added = await rootAnswer(deps, principal, AddContainerDocument, variables);
      return { status: 201, data: added.record_json as ContainerRecordFragment };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/containers/demurrage',
    operationId: 'demurrageReport',
    summary: 'Free-time exposure of your boxes',
    tags: ['demurrage'],
    access: read,
    answer: { description: 'The demurrage report', schema: DemurrageReport },
    handler: async ({ principal, deps }) => ({
      data: await rootAnswer(deps, principal, DemurrageReportDocument, {}),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/containers/lookup/:identifier',
    operationId: 'lookupContainer',
    summary: 'A tracked reference by identifier; an unseen one is registered',
    tags: ['containers'],
    access: read,
    request: { params: Identifier },
    answer: { description: 'The lookup record', schema: LookupRecord },
    refusals: [
      {
        code: 'TRACKING_IN_PROGRESS',
        status: 202,
        when: 'registered and awaiting the carrier; retry after retry_after_seconds (and Retry-After)',
      },
      CHECK_DIGIT,
      ...QUOTAS,
    ],
    examples: [
      {
        name: 'mistyped',
        summary: 'A wrong check digit names the corrected number; nothing is registered',
        params: { identifier: MISTYPED.identifier },
        status: 404,
        answer: r.envelope.error(mistyped()),
      },
    ],
    handler: async ({ params, principal, deps }) => {
      // A reference already tracked and answered is read; otherwise the lookup registers it (or says why not).
      const variables = { identifier: params.identifier };
      const tracked = await rootAnswer(deps, principal, LookupTrackedDocument, variables);
      const record = tracked ?? (await rootAnswer(deps, principal, TrackContainerDocument, variables));
      return { data: record.record_json as LookupRecordFragment };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/containers/:id',
    operationId: 'getContainer',
    summary: 'One tracked container',
    tags: ['containers'],
    access: read,
    request: { params: ContainerId },
    answer: { description: 'The record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    examples: [
      {
        name: 'unknown',
        summary: 'An id not on this account',
        params: unknownId,
        status: 404,
        answer: r.envelope.error(unknownRecord()),
      },
    ],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, GetContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'patch',
    path: '/v1/containers/:id',
    operationId: 'updateContainer',
    summary: 'Replace tags, set or clear redelivery fields, ask to be told when the carrier is connected',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId, body: PatchBody },
    bodyExample: { tags: ['order-4711', 'urgent'], redelivery_date: '2026-12-15', notify_when_connected: true },
    answer: { description: 'The record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    handler: async ({ params, body, principal, deps }) => {
      // PatchBody is built from ContainerPatch's fields and has checked their types.
      const patch = { ...body, ...('tags' in body ? { tags: body.tags ?? [] } : {}) } as ContainerPatch;
      return { data: await recordById(deps, principal, UpdateContainerDocument, { id: params.id, patch }) };
    },
  });

  r.route({
    method: 'delete',
    path: '/v1/containers/:id',
    operationId: 'archiveContainer',
    summary: 'Stop tracking (archive); idempotent, re-adding restores the record',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId },
    answer: { description: 'The archived record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, ArchiveContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'post',
    path: '/v1/containers/:id/recheck',
    operationId: 'recheckContainer',
    summary: 'Ask the carrier again now',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId },
    answer: { description: 'The record, polled now', schema: ContainerRecord },
    refusals: [
      UNKNOWN_RECORD,
      { code: 'RATE_LIMITED', when: 'rechecked less than 5 minutes ago (retry_after_seconds, Retry-After)' },
      { code: 'VALIDATION_ERROR', when: 'the record is archived' },
    ],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, RecheckContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'post',
    path: '/v1/demurrage-terms',
    operationId: 'fileDemurrageTerms',
    summary: 'File your free-time terms for a scope (carrier, port, lane)',
    tags: ['demurrage'],
    access: write,
    request: { body: TermsBody },
    bodyExample: {
      carrier_code: 'MAEU',
      port: 'NLRTM',
      free_days: 5,
      tiers: [
        { from_day: 6, daily_rate_usd: 75 },
        { from_day: 11, daily_rate_usd: 150 },
      ],
      label: 'Maersk Rotterdam 2026',
    },
    answer: {
      status: 201,
      description: 'New terms on file, replaced and boxes_covered',
      schema: TermsFiling,
      also: { status: 200, when: 'Terms of the same scope were on file and are replaced (replaced: true)' },
    },
    handler: async ({ body, principal, deps }) => {
      const data = await rootAnswer(deps, principal, FileDemurrageTermsDocument, { input: body });
      return { status: data.replaced ? 200 : 201, data };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/demurrage-terms',
    operationId: 'listDemurrageTerms',
    summary: 'Your filed demurrage terms, most specific first',
    tags: ['demurrage'],
    access: read,
    answer: { description: 'The terms on file', schema: list(DemurrageTerms) },
    examples: [
      {
        name: 'none',
        summary: 'An account without terms on file',
        status: 200,
        answer: r.envelope.success({ items: [] }),
      },
    ],
    handler: async ({ principal, deps }) => ({
      data: await rootAnswer(deps, principal, ListDemurrageTermsDocument, {}),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/usage',
    operationId: 'getUsage',
    summary: 'Plan allowances and use',
    tags: ['plan'],
    access: read,
    answer: { description: 'Usage (quota objects: null total = no cap)', schema: Usage },
    handler: async ({ principal, deps }) => ({ data: await rootAnswer(deps, principal, GetUsageDocument, {}) }),
  });

  r.route({
    method: 'patch',
    path: '/v1/usage',
    operationId: 'setSpendCap',
    summary: 'Set the pay-as-you-go spend cap (null: the plan default)',
    tags: ['plan'],
    access: write,
    request: { body: CapBody },
    bodyExample: { payg_spend_cap_usd: 250 },
    answer: { description: 'Usage with the new cap', schema: Usage },
    handler: async ({ body, principal, deps }) => {
      return { data: await rootAnswer(deps, principal, SetSpendCapDocument, { usd: body.payg_spend_cap_usd }) };
    },
  });

  // DCSA Track & Trace 2.2 style feed: a bare array; Current-Page / Next-Page / First-Page headers.
  r.route({
    method: 'get',
    path: '/v2/events',
    operationId: 'eventFeed',
    summary: 'DCSA Track & Trace 2.2 events of your tracked references, in the order learnt',
    tags: ['events'],
    access: read,
    request: { query: FeedQuery },
    answer: { description: 'A bare array of DCSA events', bare: true, schema: z.array(DcsaEvent) },
    headers: {
      'API-Version': 'DCSA Track & Trace version: 2.2.0',
      'Current-Page': 'This page, as a relative link with the same filters',
      'Next-Page': 'The next page; absent on the last',
      'First-Page': 'The first page; on later pages',
    },
    handler: async ({ query, principal, deps }) => {
      const created = query.eventCreatedDateTime ?? query['eventCreatedDateTime:eq'];
      const filter = {
        event_types: query.eventType ?? null,
        shipment_event_type_codes: query.shipmentEventTypeCode ?? null,
        transport_event_type_codes: query.transportEventTypeCode ?? null,
        equipment_event_type_codes: query.equipmentEventTypeCode ?? null,
        equipment_reference: query.equipmentReference ?? null,
        unlocode: query.UNLocationCode ?? null,
        vessel_imo: query.vesselIMONumber ?? null,
        carrier_booking_reference: query.carrierBookingReference ?? null,
        transport_document_reference: query.transportDocumentReference ?? null,
        created_gte: query['eventCreatedDateTime:gte'] ?? created ?? null,
        created_gt: query['eventCreatedDateTime:gt'] ?? null,
        created_lte: query['eventCreatedDateTime:lte'] ?? created ?? null,
        created_lt: query['eventCreatedDateTime:lt'] ?? null,
      };
      const f = await rootAnswer(deps, principal, EventFeedDocument, {
        filter,
        limit: query.limit ?? 100,
        cursor: query.cursor ?? null,
      });
      const link = (cursor: string | null) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) {
          if (k !== 'cursor' && v !== undefined) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
        }
        if (cursor) params.set('cursor', cursor);
        const s = params.toString();
        return `/v2/events${s ? `?${s}` : ''}`;
      };
      const headers: Record<string, string> = {
        'API-Version': '2.2.0',
        'Current-Page': link(query.cursor ? f.cursor : null),
      };
      if (f.next_cursor) headers['Next-Page'] = link(f.next_cursor);
      if (query.cursor) headers['First-Page'] = link(null);
      // The feed's items are one JSON leaf of the operation: DCSA events, as the answer schema says.
      return { data: f.items as z.input<typeof DcsaEvent>[], headers };
    },
  });

  // Keyless public lookup (docs/ocean.md): the shared carrier answer, no account data.
  r.route({
    method: 'get',
    path: '/public/track/:identifier',
    operationId: 'publicTrack',
    summary: 'Keyless lookup: the shared carrier answer for a reference (no registration, no account data)',
    tags: ['public'],
    access: 'open',
    envelope: open,
    request: { params: Identifier },
    answer: { description: 'The carrier answer', schema: PublicTracking },
    examples: [
      {
        name: 'mistyped',
        summary: 'A wrong check digit names the corrected number',
        params: { identifier: MISTYPED.identifier },
        status: 404,
        answer: open.error(mistyped()),
      },
    ],
    refusals: [
      CHECK_DIGIT,
      {
        code: 'OVER_RATE_LIMIT',
        when: `more than ${PUBLIC_TRACK_LIMITS.window} lookups per 20 s or ${PUBLIC_TRACK_LIMITS.minute} per minute from this address`,
      },
      { code: 'SERVICE_UNAVAILABLE', when: 'the carrier did not answer; see Retry-After' },
    ],
    handler: async ({ params, ip, deps }) => {
      // X-RateLimit-* of this route's own, tighter limit on every answer past it (they replace
      // the open-route ones).
      const limit: Record<string, string> = {};
      let admitted = false;
      try {
        await deps.limiter.admit(`ip-track:${ip}`, PUBLIC_TRACK_LIMITS, deps.services.clock.now(), (k, v) => {
          limit[k] = v;
        });
        admitted = true;
        const data = await rootAnswer(deps, null, PublicTrackDocument, { identifier: params.identifier });
        return { data, headers: limit };
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const message = admitted
          ? e.message
          : `too many public lookups from this address; retry in ${e.headers?.['Retry-After']} s`;
        throw new AppError(e.code, message, {
          status: e.status,
          details: e.details,
          headers: { ...limit, ...e.headers },
        });
      }
    },
  });
  r.keepEnvelope('/public/track', open); // wrong methods, unknown paths, bad encodings: this envelope too

  legacyRoutes(r); // legacy-compatible surface, /compat/legacy/* (rest-adapter/legacy.ts)
}
