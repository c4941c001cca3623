// A carrier event as the events table stores it (store/events.ts), with what /v2/events
// republishes as the carrier sent it: the document a shipment event is about, the documents it
// relates to, the delay reason, the facility's code. Those are kept only where they fit the DCSA
// Track & Trace 2.2 code lists the feed answers in (a document type among its eleven, a reference
// typed BKG or TRD, an SMDG delay reason of up to 3 characters, a facility code of up to 6 with
// its list SMDG or BIC); anything else is left out of the row, not written as it came.
import type { CarrierEvent } from '../connectors/types.js';
import type { EventWrite } from '../store/index.js';

/** DCSA documentTypeCode values (Track & Trace 2.2). */
export const DOCUMENT_TYPE_CODES = [
  'CBR',
  'BKG',
  'SHI',
  'SRM',
  'TRD',
  'ARN',
  'VGM',
  'CAS',
  'CUS',
  'DGD',
  'OOG',
] as const;

const upper = (v: string | null | undefined): string | null => v?.trim().toUpperCase() || null;

/** The document a shipment event is about: both type and id, or neither (the feed then falls back). */
function document(e: CarrierEvent): { type: string | null; id: string | null } {
  const type = upper(e.documentTypeCode);
  const id = e.documentId?.trim() || null;
  if (e.eventType !== 'SHIPMENT' || !type || !id || !(DOCUMENT_TYPE_CODES as readonly string[]).includes(type))
    return { type: null, id: null };
  return { type, id };
}

/** The related documents typed BKG or TRD (the feed's documentReferenceType), once each. */
function references(e: CarrierEvent): { type: string; value: string }[] {
  const seen = new Set<string>();
  const out: { type: string; value: string }[] = [];
  for (const r of e.documentReferences ?? []) {
    // Carriers copy the official document's enum ("BKG (Booking)"): its first word is the code.
    const type = upper(r.type)?.split(/\s/)[0] ?? '';
    const value = r.value?.trim();
    if ((type !== 'BKG' && type !== 'TRD') || !value || seen.has(`${type}|${value}`)) continue;
    seen.add(`${type}|${value}`);
    out.push({ type, value });
  }
  return out;
}

function facility(e: CarrierEvent): { code: string | null; provider: string | null } {
  const code = upper(e.facilityCode);
  const provider = upper(e.facilityCodeListProvider);
  if (!code || code.length > 6 || (provider !== 'SMDG' && provider !== 'BIC')) return { code: null, provider: null };
  return { code, provider };
}

export function eventWrite(e: CarrierEvent): EventWrite {
  const doc = document(e);
  const fac = facility(e);
  const delay = upper(e.delayReasonCode);
  return {
    source_event_id: e.eventId,
    event_type: e.eventType,
    code: e.code,
    classifier: e.classifier,
    event_at: e.eventDateTime,
    unlocode: e.unlocode,
    facility_name: e.facilityName,
    vessel_imo: e.vesselImo,
    vessel_name: e.vesselName,
    voyage: e.voyage,
    mode_of_transport: e.modeOfTransport,
    equipment_reference: e.equipmentReference,
    empty_indicator: e.emptyIndicator,
    remark: e.remark,
    document_type_code: doc.type,
    document_id: doc.id,
    document_references: references(e),
    delay_reason_code: delay && /^[A-Z0-9]{1,3}$/.test(delay) ? delay : null,
    facility_code: fac.code,
    facility_code_list_provider: fac.provider,
  };
}
