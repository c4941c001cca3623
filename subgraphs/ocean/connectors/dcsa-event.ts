// One DCSA Track & Trace 2.2 event → CarrierEvent, checking what the carrier sent: the event's
// codes, its date-time (dcsa-values.ts: an offset, or the location's zone; a real date), its
// UN/LOCODE (normalised; the first well-formed one of the event location, the transport call
// and the call's location, so an empty or malformed code never masks the next; checked against
// the reference ports), and the document, delay-reason and facility fields, kept as given.
// An event that cannot be read is dropped alone with a warning; never the answer.
import type { CarrierEvent } from './types.js';
import type { DcsaEvent, DcsaLocation } from './dcsa-wire.js';
import { normaliseIdentifier } from '../decide/reference-numbers.js';
import { checkUnlocode, readDateTime, text, type PortLookup } from './dcsa-values.js';

export const CLASSIFIER_RANK = { ACT: 3, EST: 2, PLN: 1 } as const;

export interface MapContext {
  ports: PortLookup;
  /** Where the mapping says what it dropped or doubted. */
  warn(message: string): void;
}

/** A mapped event and what ranks it among republications of its milestone. */
export interface MappedEvent {
  event: Omit<CarrierEvent, 'eventId'>;
  /** eventCreatedDateTime in UTC ('' when absent or unreadable). */
  created: string;
  raw: DcsaEvent;
}

const EVENT_TYPES = new Set(['EQUIPMENT', 'TRANSPORT', 'SHIPMENT']);
const MODES = new Set(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']);

const obj = <T>(v: unknown): T | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as T) : undefined;

/** Where the event happened: each place the spec lets a carrier name it, most specific first. */
function places(e: DcsaEvent): (DcsaLocation | undefined)[] {
  const tc = obj<NonNullable<DcsaEvent['transportCall']>>(e.transportCall);
  return [obj<DcsaLocation>(e.eventLocation), tc, obj<DcsaLocation>(tc?.location)];
}

function locate(e: DcsaEvent, who: string, ctx: MapContext): string | null {
  for (const p of places(e)) {
    const c = checkUnlocode(p?.UNLocationCode, ctx.ports);
    if ('malformed' in c) {
      if (c.malformed !== null) ctx.warn(`${who}: "${c.malformed}" is not a UN/LOCODE (ignored)`);
      continue;
    }
    if (!c.known) ctx.warn(`UN/LOCODE ${c.code} is not in the reference ports (kept)`);
    return c.code;
  }
  return null;
}

function facility(e: DcsaEvent): Pick<CarrierEvent, 'facilityName' | 'facilityCode' | 'facilityCodeListProvider'> {
  const ps = places(e);
  const tc = ps[1] as DcsaEvent['transportCall'];
  const name = ps.map((p) => text(p?.locationName)).find(Boolean) ?? text(tc?.otherFacility);
  const at = ps.find((p) => text(p?.facilityCode));
  const code = at ? text(at.facilityCode)!.toUpperCase() : null;
  const listed = text(at?.facilityCodeListProvider)?.toUpperCase();
  const provider = listed === 'SMDG' || listed === 'BIC' ? listed : null;
  return {
    facilityName: name ?? (code ? `${provider ? `${provider} ` : ''}${code}` : null),
    facilityCode: code,
    facilityCodeListProvider: code ? provider : null,
  };
}

/** documentReferences as {type, value}; the spec's enum spells types "BKG (Booking)". */
function documentReferences(e: DcsaEvent): { type: string; value: string }[] {
  const list = Array.isArray(e.documentReferences) ? e.documentReferences : [];
  return list.flatMap((d) => {
    const type = text(obj<typeof d>(d)?.documentReferenceType)
      ?.match(/^[A-Za-z]+/)?.[0]
      .toUpperCase();
    const value = text(obj<typeof d>(d)?.documentReferenceValue);
    return type && value ? [{ type, value }] : [];
  });
}

function code(e: DcsaEvent): string | null {
  const specific =
    e.eventType === 'EQUIPMENT'
      ? e.equipmentEventTypeCode
      : e.eventType === 'TRANSPORT'
        ? e.transportEventTypeCode
        : e.shipmentEventTypeCode;
  return (text(specific) ?? text(e.eventTypeCode))?.toUpperCase() ?? null;
}

function voyageOf(e: DcsaEvent, importSide: boolean): string | null {
  const tc = obj<NonNullable<DcsaEvent['transportCall']>>(e.transportCall);
  const exp = text(tc?.exportVoyageNumber);
  const imp = text(tc?.importVoyageNumber);
  return (importSide ? (imp ?? exp) : (exp ?? imp)) ?? text(tc?.carrierVoyageNumber);
}

/** One DCSA event → a CarrierEvent without its id (see dcsa-milestones.ts); null = dropped, with a warning. */
export function mapDcsaEvent(input: unknown, index: number, ctx: MapContext): MappedEvent | null {
  const e = obj<DcsaEvent>(input);
  const who = `event ${text(e?.eventID) ?? `#${index + 1}`}`;
  if (!e || !EVENT_TYPES.has(e.eventType)) {
    ctx.warn(`${who}: not an EQUIPMENT, TRANSPORT or SHIPMENT event (dropped)`);
    return null;
  }
  const eventType = e.eventType;
  const c = code(e);
  const classifier = text(e.eventClassifierCode)?.toUpperCase() as keyof typeof CLASSIFIER_RANK | undefined;
  if (!c || !classifier || !(classifier in CLASSIFIER_RANK)) {
    ctx.warn(`${who}: no event type code or classifier (dropped)`);
    return null;
  }
  const unlocode = eventType === 'SHIPMENT' ? null : locate(e, who, ctx);
  const zone = unlocode ? (ctx.ports(unlocode)?.timezone ?? null) : null;
  // Shipment events carry eventDateTime = eventCreatedDateTime by the spec; fall back to it.
  const when = readDateTime(text(e.eventDateTime) ?? e.eventCreatedDateTime, zone);
  if ('error' in when) {
    ctx.warn(`${who}: eventDateTime ${when.error} (dropped)`);
    return null;
  }
  const created = readDateTime(e.eventCreatedDateTime, zone);
  if ('error' in created && text(e.eventCreatedDateTime) !== null)
    ctx.warn(`${who}: eventCreatedDateTime ${created.error} (ranked oldest of its milestone)`);
  const tc = obj<NonNullable<DcsaEvent['transportCall']>>(e.transportCall);
  const vessel = obj<NonNullable<NonNullable<DcsaEvent['transportCall']>['vessel']>>(tc?.vessel);
  const delayReasonCode = text(e.delayReasonCode)?.toUpperCase() ?? null;
  const remark =
    eventType === 'SHIPMENT'
      ? text(e.reason)
      : (text(e.changeRemark) ??
        text(e.vesselScheduleChangeRemark) ??
        (delayReasonCode ? `Delay reason ${delayReasonCode}` : null));
  const mode = text(tc?.modeOfTransport)?.toUpperCase();
  const empty = text(e.emptyIndicatorCode)?.toUpperCase();
  const box = text(e.equipmentReference);
  const fac =
    eventType === 'SHIPMENT' ? { facilityName: null, facilityCode: null, facilityCodeListProvider: null } : facility(e);
  const event: Omit<CarrierEvent, 'eventId'> = {
    eventType,
    code: c,
    classifier,
    eventDateTime: when.utc,
    unlocode,
    facilityName: fac.facilityName,
    vesselImo: text(vessel?.vesselIMONumber),
    vesselName: text(vessel?.vesselName),
    voyage: voyageOf(e, c === 'ARRI' || c === 'DISC'),
    modeOfTransport: mode && MODES.has(mode) ? (mode as CarrierEvent['modeOfTransport']) : null,
    equipmentReference: box ? normaliseIdentifier(box) : null,
    emptyIndicator: empty === 'EMPTY' || empty === 'LADEN' ? empty : null,
    remark,
    documentTypeCode: eventType === 'SHIPMENT' ? (text(e.documentTypeCode)?.toUpperCase() ?? null) : null,
    documentId: eventType === 'SHIPMENT' ? text(e.documentID) : null,
    documentReferences: documentReferences(e),
    delayReasonCode,
    facilityCode: fac.facilityCode,
    facilityCodeListProvider: fac.facilityCodeListProvider,
  };
  return { event, created: 'utc' in created ? created.utc : '', raw: e };
}
