// The /v2/events feed's rules (DCSA Track & Trace 2.2 shape; read by use-cases/read-event-feed.ts):
// the caller's stored carrier events in the order we learnt them (a re-timed estimate is fed
// again), or in the order DCSA `sort` asks (eventDateTime, eventCreatedDateTime), keyset-paged by
// an opaque cursor. What the carrier said of an event (its document, documentReferences, delay
// reason, facility code) is republished as sent; where it said nothing, the record's own B/L and
// booking stand in.
import { AppError } from '../../../platform/errors.js';
import { CursorCodec } from '../../../platform/cursor.js';
import type { RefData } from '../store/reference-data.js';
import { portZone } from './record-shapes.js';
import { localTime } from '../../../platform/time-zones.js';
import type * as store from '../store/index.js';
import { DOCUMENT_TYPE_CODES } from './event-write.js';

const FEED_MAX_LIMIT = 1000;

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
  document_type_codes?: string[] | null;
  carrier_voyage_number?: string | null;
  export_voyage_number?: string | null;
  transport_call_id?: string | null;
  created_gte?: string | null;
  created_gt?: string | null;
  created_lte?: string | null;
  created_lt?: string | null;
}

export interface FeedArgs {
  filter?: FeedInput | null;
  limit: number;
  cursor?: string | null;
  /** DCSA `sort`: `field[:ASC|:DESC],…` over eventDateTime and eventCreatedDateTime. */
  sort?: string | null;
}

const TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'];

/** The fields `sort` orders by, and their columns. */
const SORT_FIELDS: Record<string, store.FeedSortKey['column']> = {
  eventDateTime: 'event_at',
  eventCreatedDateTime: 'created_at',
};

/** DCSA `sort` (`eventDateTime:DESC,eventCreatedDateTime`): the keys, or a 400 naming `sort`. */
export function parseSort(sort: string | null | undefined): store.FeedSortKey[] {
  if (sort === null || sort === undefined || sort.trim() === '') return [];
  const keys: store.FeedSortKey[] = [];
  for (const part of sort.split(',')) {
    const m = /^\s*([A-Za-z]+)\s*(?::\s*(ASC|DESC)\s*)?$/i.exec(part);
    const column = m ? SORT_FIELDS[m[1]!] : undefined;
    if (!m || !column)
      throw new AppError(
        'VALIDATION_ERROR',
        `sort: "${part.trim()}" is not a sort key; sort by ${Object.keys(SORT_FIELDS).join(' or ')}, each optionally :ASC or :DESC`,
      );
    if (keys.some((k) => k.column === column)) throw new AppError('VALIDATION_ERROR', `sort: ${m[1]} is named twice`);
    keys.push({ column, descending: m[2]?.toUpperCase() === 'DESC' });
  }
  return keys;
}

const upperList = (v: string[] | null | undefined) => (v && v.length ? v.map((c) => c.toUpperCase()) : null);

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
  const documents = upperList(f.document_type_codes);
  if (documents?.some((t) => !(DOCUMENT_TYPE_CODES as readonly string[]).includes(t)))
    throw new AppError('VALIDATION_ERROR', `documentTypeCode must be among ${DOCUMENT_TYPE_CODES.join(', ')}`);
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
    documentTypeCodes: documents,
    equipmentReference: f.equipment_reference?.toUpperCase() ?? null,
    unlocode: f.unlocode?.toUpperCase() ?? null,
    vesselImo: f.vessel_imo ?? null,
    voyages: [f.carrier_voyage_number, f.export_voyage_number].filter((v): v is string => !!v),
    transportCallId: f.transport_call_id ?? null,
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

/** A feed request checked: its limit, filter and sort, and the fingerprint its cursors are bound to. */
export function feedRequest(args: FeedArgs) {
  const { limit } = args;
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX_LIMIT)
    throw new AppError('VALIDATION_ERROR', `limit must be an integer from 1 to ${FEED_MAX_LIMIT}`);
  const input = args.filter ?? {};
  const filter = toFilter(input);
  const sort = parseSort(args.sort);
  const sorted = sort.length > 0;
  const fp = sorted
    ? `${fingerprint(input)}|${sort.map((k) => `${k.column}${k.descending ? ':DESC' : ''}`).join(',')}`
    : fingerprint(input);
  return { limit, filter, sort, sorted, fp };
}

/** The feed position (feed_seq) and the filters it was issued for, sealed (platform/cursor.ts). */
const feedCursor = new CursorCodec('ocean.event_feed', { a: 'int', f: 'text' });
/** A sorted page's position: also the last row's sort keys (ISO instants, as JSON), and the sort. */
const sortedCursor = new CursorCodec('ocean.event_feed.sorted', { a: 'int', f: 'text', k: 'text' });

export function sealFeedCursor(secret: string, at: store.FeedPosition | null, fp: string, sorted: boolean): string {
  const a = at?.feedSeq ?? 0;
  if (!sorted) return feedCursor.seal(secret, { a, f: fp });
  return sortedCursor.seal(secret, { a, f: fp, k: JSON.stringify(at?.keys.map((d) => d.toISOString()) ?? null) });
}

export function openFeedCursor(
  secret: string,
  cursor: string,
  fp: string,
  sort: store.FeedSortKey[],
): store.FeedPosition | null {
  const c = sort.length ? sortedCursor.open(secret, cursor) : { ...feedCursor.open(secret, cursor), k: '[]' };
  if (c.f !== fp) throw new AppError('VALIDATION_ERROR', 'cursor is not one this feed issued for these filters');
  const keys = JSON.parse(c.k) as string[] | null;
  // A first page's own cursor (Current-Page) holds no position.
  if (keys === null || (!sort.length && c.a === 0)) return null;
  if (keys.length !== sort.length || keys.some((k) => !Number.isFinite(Date.parse(k))))
    throw new AppError('VALIDATION_ERROR', 'cursor is not one this feed issued for this sort');
  return { feedSeq: c.a, keys: keys.map((k) => new Date(k)) };
}

type Doc = { documentReferenceType: string; documentReferenceValue: string };

/** The carrier's documentReferences, then the record's B/L and booking where the carrier did not name them. */
function documentReferences(e: store.FeedRow, booking: string | null, bl: string | null): Doc[] {
  const docs: Doc[] = (e.document_references ?? []).map((r) => ({
    documentReferenceType: r.type,
    documentReferenceValue: r.value,
  }));
  const add = (type: string, value: string | null) => {
    if (value && !docs.some((d) => d.documentReferenceType === type && d.documentReferenceValue === value))
      docs.push({ documentReferenceType: type, documentReferenceValue: value });
  };
  add('BKG', booking);
  add('TRD', bl);
  return docs;
}

/** The facility's code and its code list, where the carrier gave them. */
const facilityCode = (e: store.FeedRow) =>
  e.facility_code ? { facilityCode: e.facility_code, facilityCodeListProvider: e.facility_code_list_provider } : {};

/** One DCSA-shaped event; the zone fields are absent (not null) when the port has no zone. */
export function dcsaEvent(e: store.FeedRow, ref: RefData): Record<string, unknown> {
  const port = e.unlocode ? ref.portByCode.get(e.unlocode) : undefined;
  const lt = localTime(e.event_at, portZone(port));
  const booking = e.booking_number ?? (e.identifier_type === 'booking' ? e.identifier : null);
  const bl = e.bl_number ?? (e.identifier_type === 'bill_of_lading' ? e.identifier : null);
  const docs = documentReferences(e, booking, bl);
  const name = e.facility_name ?? port?.name ?? e.unlocode;
  const location =
    e.unlocode || e.facility_name || e.facility_code
      ? {
          ...(name ? { locationName: name } : {}),
          // DCSA's schema has no null here: an unknown code is left out.
          ...(e.unlocode ? { UNLocationCode: e.unlocode } : {}),
          ...facilityCode(e),
        }
      : null;
  const transportCall = {
    // store/events.ts TRANSPORT_CALL_ID filters on this same identifier.
    transportCallID: `${e.vessel_imo ?? 'NOIMO'}-${e.voyage ?? 'NOVOY'}-${e.unlocode ?? 'NOLOC'}`,
    carrierVoyageNumber: e.voyage,
    ...(e.unlocode ? { UNLocationCode: e.unlocode } : {}),
    ...facilityCode(e),
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
    // The carrier's document as it named it (store/events.ts DOCUMENT_TYPE filters on the same rule).
    const own = e.document_type_code && e.document_id;
    out.documentID = own ? e.document_id : (bl ?? booking ?? e.identifier);
    out.documentTypeCode = own ? e.document_type_code : bl ? 'TRD' : 'BKG';
    if (e.remark) out.reason = e.remark;
    if (e.equipment_reference) out.equipmentReference = e.equipment_reference;
  }
  if (e.delay_reason_code) out.delayReasonCode = e.delay_reason_code;
  if (docs.length) out.documentReferences = docs;
  out.references = [{ referenceType: 'FF', referenceValue: e.identifier }];
  if (e.carrier_scac) out.carrierSCAC = e.carrier_scac;
  return out;
}
