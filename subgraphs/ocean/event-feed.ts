// The /v2/events feed (DCSA Track & Trace 2.2 shape): the caller's stored carrier events in
// the order we learnt them (a re-timed estimate is fed again), keyset-paged by an opaque cursor.
import { AppError } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/cursor.js';
import type { Services } from '../../platform/services.js';
import { refData, type RefData } from './refdata.js';
import { portZone } from './record-shapes.js';
import { localTime } from '../../platform/time-zones.js';
import * as store from './store/index.js';

export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 1000;

export interface FeedInput {
  event_types?: string[] | null;
  shipment_event_type_codes?: string[] | null;
  transport_event_type_codes?: string[] | null;
  equipment_event_type_codes?: string[] | null;
  equipment_reference?: string | null;
  unlocode?: string | null;
  vessel_imo?: string | null;
  carrier_booking_reference?: string | null;
  transport_document_reference?: string | null;
  created_gte?: string | null;
  created_gt?: string | null;
  created_lte?: string | null;
  created_lt?: string | null;
}

const TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'];

function when(v: string | null | undefined, name: string): Date | null {
  if (v === null || v === undefined) return null;
  const t = Date.parse(v);
  if (!Number.isFinite(t)) throw new AppError('VALIDATION_ERROR', `${name} must be an ISO 8601 date-time`);
  return new Date(t);
}

function toFilter(f: FeedInput): store.FeedFilter {
  const types = f.event_types?.map((t) => t.toUpperCase()) ?? null;
  if (types?.some((t) => !TYPES.includes(t)))
    throw new AppError('VALIDATION_ERROR', `eventType must be among ${TYPES.join(', ')}`);
  const gte = when(f.created_gte, 'eventCreatedDateTime:gte');
  const gt = when(f.created_gt, 'eventCreatedDateTime:gt');
  const lte = when(f.created_lte, 'eventCreatedDateTime:lte');
  const lt = when(f.created_lt, 'eventCreatedDateTime:lt');
  return {
    eventTypes: types,
    codeFilters: (
      [
        ['SHIPMENT', f.shipment_event_type_codes],
        ['TRANSPORT', f.transport_event_type_codes],
        ['EQUIPMENT', f.equipment_event_type_codes],
      ] as const
    )
      .filter(([, codes]) => codes && codes.length)
      .map(([type, codes]) => ({ type, codes: codes!.map((c) => c.toUpperCase()) })),
    equipmentReference: f.equipment_reference?.toUpperCase() ?? null,
    unlocode: f.unlocode?.toUpperCase() ?? null,
    vesselImo: f.vessel_imo ?? null,
    booking: f.carrier_booking_reference?.toUpperCase() ?? null,
    transportDocument: f.transport_document_reference?.toUpperCase() ?? null,
    createdFrom: gt ?? gte,
    createdFromInclusive: !gt,
    createdTo: lt ?? lte,
    createdToInclusive: !lt,
  };
}

const fingerprint = (f: FeedInput) =>
  JSON.stringify(
    Object.entries(f)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(),
  );

/** The feed position (feed_seq) and the filters it was issued for, sealed (platform/cursor.ts). */
const feedCursor = new CursorCodec('ocean.event_feed', { a: 'int', f: 'text' });

const encode = (services: Services, after: number, f: FeedInput): string =>
  feedCursor.seal(services.config.cursorSecret, { a: after, f: fingerprint(f) });

function decode(services: Services, cursor: string, f: FeedInput): number {
  const c = feedCursor.open(services.config.cursorSecret, cursor);
  if (c.f !== fingerprint(f))
    throw new AppError('VALIDATION_ERROR', 'cursor is not one this feed issued for these filters');
  return c.a;
}

/** One DCSA-shaped event; the zone fields are absent (not null) when the port has no zone. */
export function dcsaEvent(e: store.FeedRow, ref: RefData): Record<string, unknown> {
  const port = e.unlocode ? ref.portByCode.get(e.unlocode) : undefined;
  const lt = localTime(e.event_at, portZone(port));
  const docs: { documentReferenceType: string; documentReferenceValue: string }[] = [];
  const booking = e.booking_number ?? (e.identifier_type === 'booking' ? e.identifier : null);
  const bl = e.bl_number ?? (e.identifier_type === 'bill_of_lading' ? e.identifier : null);
  if (booking) docs.push({ documentReferenceType: 'BKG', documentReferenceValue: booking });
  if (bl) docs.push({ documentReferenceType: 'TRD', documentReferenceValue: bl });
  const location =
    e.unlocode || e.facility_name
      ? {
          locationName: e.facility_name ?? port?.name ?? e.unlocode,
          // DCSA's schema has no null here: an unknown code is left out.
          ...(e.unlocode ? { UNLocationCode: e.unlocode } : {}),
        }
      : null;
  const transportCall = {
    transportCallID: `${e.vessel_imo ?? 'NOIMO'}-${e.voyage ?? 'NOVOY'}-${e.unlocode ?? 'NOLOC'}`,
    carrierVoyageNumber: e.voyage,
    ...(e.unlocode ? { UNLocationCode: e.unlocode } : {}),
    modeOfTransport: e.mode_of_transport ?? 'VESSEL',
    ...(e.facility_name ? { otherFacility: e.facility_name } : {}),
    ...(e.vessel_imo || e.vessel_name ? { vessel: { vesselIMONumber: e.vessel_imo, vesselName: e.vessel_name } } : {}),
  };
  const out: Record<string, unknown> = {
    eventID: e.id,
    eventCreatedDateTime: e.created_at.toISOString(),
    eventType: e.event_type,
    eventClassifierCode: e.classifier,
    eventDateTime: e.event_at.toISOString(),
  };
  if (lt.local) {
    out.event_local_datetime = lt.local;
    out.utc_offset_minutes = lt.offsetMinutes;
    out.event_timezone = lt.timezone;
  }
  if (e.event_type === 'EQUIPMENT') {
    out.equipmentEventTypeCode = e.code;
    out.equipmentReference = e.equipment_reference;
    out.emptyIndicatorCode = e.empty_indicator ?? 'LADEN';
    if (location) out.eventLocation = location;
    if (e.vessel_imo || e.voyage) out.transportCall = transportCall;
  } else if (e.event_type === 'TRANSPORT') {
    out.transportEventTypeCode = e.code;
    out.transportCall = transportCall;
    if (e.remark) out.changeRemark = e.remark;
  } else {
    out.shipmentEventTypeCode = e.code;
    out.documentID = bl ?? booking ?? e.identifier;
    out.documentTypeCode = bl ? 'TRD' : 'CBR';
    if (e.remark) out.reason = e.remark;
    if (e.equipment_reference) out.equipmentReference = e.equipment_reference;
  }
  if (docs.length) out.documentReferences = docs;
  out.references = [{ referenceType: 'FF', referenceValue: e.identifier }];
  if (e.carrier_scac) out.carrierSCAC = e.carrier_scac;
  return out;
}

export async function eventFeed(
  services: Services,
  orgId: string,
  input: FeedInput,
  limit: number,
  cursor: string | null,
) {
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX_LIMIT)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${FEED_MAX_LIMIT}`);
  const filter = toFilter(input);
  const after = cursor ? decode(services, cursor, input) : 0;
  const rows = await store.feedPage(services.db, orgId, filter, after, limit);
  const page = rows.slice(0, limit);
  const ref = await refData(services.db);
  return {
    items: page.map((e) => dcsaEvent(e, ref)),
    cursor: encode(services, after, input),
    next_cursor: rows.length > limit ? encode(services, page[page.length - 1]!.feed_seq, input) : null,
  };
}
