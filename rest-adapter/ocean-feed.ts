// The DCSA Track & Trace 2.2 style feed, GET /v2/events (docs/ocean.md): the events as the feed
// sends them (the DCSA event schema's fields, codes and nesting; the three local-time fields are
// ours, absent when the port has no zone), its filters, and its route.
import { z } from 'zod';
import type { ProductRouter } from './app.js';
import { isoDateTime, query } from './contract.js';
import { rootAnswer } from './answers.js';
import { EventFeedDocument } from './generated/operations.js';

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
    shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES),
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

/** The feed: a bare array of DCSA events; Current-Page / Next-Page / First-Page headers. */
export function oceanFeedRoute(r: ProductRouter): void {
  r.route({
    method: 'get',
    path: '/v2/events',
    operationId: 'eventFeed',
    summary: 'DCSA Track & Trace 2.2 events of your tracked references, in the order learnt',
    tags: ['events'],
    access: { scopes: ['ocean:read'] },
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
}
