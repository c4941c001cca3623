// The DCSA Track & Trace 2.2 style feed, GET /v2/events (docs/ocean.md): the events as the feed
// sends them (the DCSA event schema's fields, codes and nesting; the three local-time fields are
// ours, absent when the port has no zone), every query parameter of T&T 2.2 (three refused by
// name), its refusals in the DCSA error shape, its paging links, and its route.
import { z } from 'zod';
import { publicUrl, type ProductRouter } from './app.js';
import { isoDateTime, query } from './contract.js';
import { rootAnswer } from './answers.js';
import { EventFeedDocument } from './generated/operations.js';
import { dcsaEnvelope, refuseParameter } from './ocean-feed-errors.js';

/** Nullable text (the DCSA feed's fields). */
const text = z.string().nullable();

/** DCSA shipment event codes (shipmentEventTypeCode). */
export const SHIPMENT_EVENT_CODES = [
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
] as const;

const Vessel = z
  .object({ vesselIMONumber: text, vesselName: text })
  .describe('The vessel of the transport call, as the carrier named it')
  .openapi('DcsaVessel');

/** The facility's code as the carrier gave it (SMDG terminal code or BIC facility code). */
const facility = {
  facilityCode: z.string().max(6).optional().describe("The carrier's SMDG or BIC code of the facility"),
  facilityCodeListProvider: z.enum(['SMDG', 'BIC']).optional(),
};

const TransportCall = z
  .object({
    transportCallID: z
      .string()
      .describe('Vessel IMO, voyage and port of the call (NOIMO / NOVOY / NOLOC when unknown)'),
    carrierVoyageNumber: text,
    UNLocationCode: z.string().optional(),
    ...facility,
    modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']),
    otherFacility: z.string().optional().describe("The facility's name where it has no code"),
    vessel: Vessel.optional(),
  })
  .openapi('DcsaTransportCall');

const EventLocation = z
  .object({ locationName: z.string().optional(), UNLocationCode: z.string().optional(), ...facility })
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
  delayReasonCode: z.string().max(3).optional().describe("The carrier's SMDG delay reason code"),
  documentReferences: z
    .array(DocumentReference)
    .optional()
    .describe("The carrier's, then the record's B/L and booking"),
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
    shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES),
    documentID: z.string().describe('The document the carrier named, else the B/L, else the booking'),
    documentTypeCode: z.enum(['CBR', 'BKG', 'SHI', 'SRM', 'TRD', 'ARN', 'VGM', 'CAS', 'CUS', 'DGD', 'OOG']),
    reason: z.string().optional(),
    equipmentReference: z.string().optional(),
  })
  .openapi('DcsaShipmentEvent');

/** DCSA Track & Trace 2.2 event, told apart by eventType (docs/ocean.md lists its fields). */
const DcsaEvent = z
  .discriminatedUnion('eventType', [EquipmentEvent, TransportEvent, ShipmentEvent])
  .openapi('DcsaEvent');

const refused = (why: string) => query.text().optional().describe(`Refused (400, naming it): ${why}`);

/** Every query parameter of DCSA Track & Trace 2.2 GET /v2/events (docs/ocean.md says what each does). */
const FeedQuery = z.strictObject({
  eventType: query.list().optional(),
  shipmentEventTypeCode: query.list().optional(),
  documentTypeCode: query.list().optional().describe('Shipment events about one of these documents'),
  carrierBookingReference: query.text().optional(),
  bookingReference: query.text().optional().describe('Deprecated by DCSA: carrierBookingReference'),
  transportDocumentID: refused('transport documents have no id here; use transportDocumentReference'),
  transportDocumentReference: query.text().optional(),
  transportEventTypeCode: query.list().optional(),
  scheduleID: refused('deprecated by DCSA (added by mistake); schedules have no id here'),
  transportCallID: query.text().optional().describe("The feed's transportCallID"),
  vesselIMONumber: query.text().optional(),
  carrierVoyageNumber: query.text().optional(),
  exportVoyageNumber: query.text().optional().describe('The voyage the feed states (carrierVoyageNumber)'),
  carrierServiceCode: refused("carriers' service codes are not kept, so no event could be said to match"),
  UNLocationCode: query.text().optional(),
  equipmentEventTypeCode: query.list().optional(),
  equipmentReference: query.text().optional(),
  eventCreatedDateTime: query.text().optional(),
  'eventCreatedDateTime:gte': query.text().optional(),
  'eventCreatedDateTime:gt': query.text().optional(),
  'eventCreatedDateTime:lte': query.text().optional(),
  'eventCreatedDateTime:lt': query.text().optional(),
  'eventCreatedDateTime:eq': query.text().optional(),
  limit: query.int(1, 1000).optional().describe('Default 100'),
  cursor: query.text().optional(),
  sort: query
    .text()
    .optional()
    .describe('eventDateTime and/or eventCreatedDateTime, each :ASC (default) or :DESC, comma-separated'),
});

type Query = z.output<typeof FeedQuery>;

/** The parameters DCSA defines that the feed refuses by name (docs/ocean.md). */
const REFUSED = ['transportDocumentID', 'scheduleID', 'carrierServiceCode'] as const;

function feedFilter(query: Query) {
  const created = query.eventCreatedDateTime ?? query['eventCreatedDateTime:eq'];
  return {
    event_types: query.eventType ?? null,
    shipment_event_type_codes: query.shipmentEventTypeCode ?? null,
    transport_event_type_codes: query.transportEventTypeCode ?? null,
    equipment_event_type_codes: query.equipmentEventTypeCode ?? null,
    document_type_codes: query.documentTypeCode ?? null,
    equipment_reference: query.equipmentReference ?? null,
    unlocode: query.UNLocationCode ?? null,
    vessel_imo: query.vesselIMONumber ?? null,
    carrier_voyage_number: query.carrierVoyageNumber ?? null,
    export_voyage_number: query.exportVoyageNumber ?? null,
    transport_call_id: query.transportCallID ?? null,
    carrier_booking_reference: query.carrierBookingReference ?? query.bookingReference ?? null,
    transport_document_reference: query.transportDocumentReference ?? null,
    created_gte: query['eventCreatedDateTime:gte'] ?? created ?? null,
    created_gt: query['eventCreatedDateTime:gt'] ?? null,
    created_lte: query['eventCreatedDateTime:lte'] ?? created ?? null,
    created_lt: query['eventCreatedDateTime:lt'] ?? null,
  };
}

/** The feed: a bare array of DCSA events; Current-Page / Next-Page / First-Page headers. */
export function oceanFeedRoute(r: ProductRouter): void {
  // Absolute links where PUBLIC_BASE_URL says where clients reach the host (a path prefix kept).
  const base = r.deps.services.config.publicBaseUrl ? publicUrl(r.deps.services.config, 'ocean') : '';
  const envelope = dcsaEnvelope(r.envelope, r.deps.services, `${base}/v2/events`);
  r.route({
    method: 'get',
    path: '/v2/events',
    operationId: 'eventFeed',
    summary: 'DCSA Track & Trace 2.2 events of your tracked references, in the order learnt',
    tags: ['events'],
    access: { scopes: ['ocean:read'] },
    request: { query: FeedQuery },
    envelope,
    refusals: [
      { code: 'VALIDATION_ERROR', when: `${REFUSED.join(', ')}: refused by name`, status: 400 },
      { code: 'VALIDATION_ERROR', when: 'sort names a field other than eventDateTime, eventCreatedDateTime' },
    ],
    answer: { description: 'A bare array of DCSA events', bare: true, schema: z.array(DcsaEvent) },
    headers: {
      'API-Version': 'DCSA Track & Trace version: 2.2.0',
      'Current-Page': 'This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative',
      'Next-Page': 'The next page, as Current-Page; absent on the last',
      'First-Page': 'The first page, as Current-Page; on later pages',
    },
    handler: async ({ query, principal, deps }) => {
      for (const name of REFUSED) if (query[name] !== undefined) refuseParameter(name);
      const f = await rootAnswer(deps, principal, EventFeedDocument, {
        filter: feedFilter(query),
        limit: query.limit ?? 100,
        cursor: query.cursor ?? null,
        sort: query.sort ?? null,
      });
      const link = (cursor: string | null) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) {
          if (k !== 'cursor' && v !== undefined) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
        }
        if (cursor) params.set('cursor', cursor);
        const s = params.toString();
        return `${base}/v2/events${s ? `?${s}` : ''}`;
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
}
