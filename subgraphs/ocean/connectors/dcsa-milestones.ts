// A reference's DCSA events → the snapshot's pieces. The same milestone is published several
// times (PLN, then EST updates, then ACT), and not always with the same optional fields: one
// publication names the call by transportCallSequenceNumber, the next only by its voyage. So a
// milestone is what the event is (type, code, place, box; a shipment event's document), and
// publications of it are told apart only when they disagree on something both of them give
// (voyage numbers, vessel, call sequence, empty/laden). Each milestone keeps its best
// publication: ACT over EST over PLN, newest eventCreatedDateTime first. Its eventId is derived
// from the milestone, so it stays the same as the classifier moves on.
import type { CarrierEvent, Reference } from './types.js';
import { stableUuid } from './hash.js';
import { normaliseIdentifier } from '../decide/reference-numbers.js';
import { CLASSIFIER_RANK, mapDcsaEvent, type MapContext, type MappedEvent } from './dcsa-event.js';
import { text } from './dcsa-values.js';

export interface DcsaSnapshotParts {
  events: CarrierEvent[];
  containers: { number: string; isoTypeCode: string | null }[];
  billOfLading: string | null;
  booking: string | null;
  routePorts: string[];
}

/** What tells two publications of the same kind of milestone apart, when both give it. */
interface Marks {
  voyages: Set<string>;
  imo: string | null;
  sequence: string | null;
  empty: string | null;
}

function marksOf(m: MappedEvent): Marks {
  const tc = m.raw.transportCall;
  const voyages = [tc?.exportVoyageNumber, tc?.importVoyageNumber, tc?.carrierVoyageNumber]
    .map((v) => text(v)?.toUpperCase())
    .filter((v): v is string => !!v);
  return {
    voyages: new Set(voyages),
    imo: m.event.vesselImo,
    sequence: text(tc?.transportCallSequenceNumber),
    empty: m.event.emptyIndicator,
  };
}

const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;

function disagree(a: Marks, b: Marks): boolean {
  if (a.voyages.size && b.voyages.size && ![...a.voyages].some((v) => b.voyages.has(v))) return true;
  return differ(a.imo, b.imo) || differ(a.sequence, b.sequence) || differ(a.empty, b.empty);
}

function absorb(into: Marks, m: Marks): void {
  for (const v of m.voyages) into.voyages.add(v);
  into.imo ??= m.imo;
  into.sequence ??= m.sequence;
  into.empty ??= m.empty;
}

/** The kind of milestone: what every publication of it carries. */
function kindOf(e: Omit<CarrierEvent, 'eventId'>): string {
  const place = e.unlocode ?? (e.facilityCode ? `fac:${e.facilityCode}` : `name:${e.facilityName ?? ''}`);
  const what = e.eventType === 'SHIPMENT' ? `${e.documentTypeCode ?? ''}:${e.documentId ?? ''}` : place;
  return [e.eventType, e.code, what, e.equipmentReference ?? ''].join('|');
}

interface Milestone {
  marks: Marks;
  best: MappedEvent;
  firstAt: string;
  /** Every publication's event: what the best one leaves out (voyage, vessel) is taken from them. */
  others: Omit<CarrierEvent, 'eventId'>[];
}

const FILLED = ['voyage', 'vesselImo', 'vesselName', 'facilityCode', 'facilityCodeListProvider'] as const;

/** The best publication, with the call's voyage and vessel from the others when it omits them. */
function filled(x: Milestone): Omit<CarrierEvent, 'eventId'> {
  const e = { ...x.best.event };
  for (const k of FILLED) {
    if (e[k] !== null && e[k] !== undefined) continue;
    const from = x.others.find((o) => o[k] !== null && o[k] !== undefined);
    if (from) (e as Record<string, unknown>)[k] = from[k];
  }
  return e;
}

const better = (a: MappedEvent, b: MappedEvent) =>
  CLASSIFIER_RANK[a.event.classifier] > CLASSIFIER_RANK[b.event.classifier] ||
  (CLASSIFIER_RANK[a.event.classifier] === CLASSIFIER_RANK[b.event.classifier] && a.created > b.created);

/** The milestones of the mapped events, each with its id. */
function milestones(scac: string, mapped: MappedEvent[]): CarrierEvent[] {
  const byKind = new Map<string, Milestone[]>();
  const ordered = [...mapped].sort((a, b) => a.created.localeCompare(b.created));
  for (const m of ordered) {
    const kind = kindOf(m.event);
    const marks = marksOf(m);
    const list = byKind.get(kind) ?? [];
    byKind.set(kind, list);
    const same = list.find((x) => !disagree(x.marks, marks));
    if (!same) {
      list.push({ marks, best: m, firstAt: m.event.eventDateTime, others: [m.event] });
      continue;
    }
    absorb(same.marks, marks);
    if (better(m, same.best)) same.best = m;
    same.others.push(m.event);
    if (m.event.eventDateTime < same.firstAt) same.firstAt = m.event.eventDateTime;
  }
  const out: CarrierEvent[] = [];
  for (const [kind, list] of byKind) {
    list.sort((a, b) => a.firstAt.localeCompare(b.firstAt));
    list.forEach((x, i) =>
      out.push({ eventId: stableUuid(`dcsa|${scac}|${kind}${i ? `#${i + 1}` : ''}`), ...filled(x) }),
    );
  }
  return out.sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime) || a.eventId.localeCompare(b.eventId));
}

function documents(ref: Reference, mapped: MappedEvent[]): { billOfLading: string | null; booking: string | null } {
  let billOfLading = ref.identifierType === 'bill_of_lading' ? normaliseIdentifier(ref.identifier) : null;
  let booking = ref.identifierType === 'booking' ? normaliseIdentifier(ref.identifier) : null;
  for (const { event: e } of mapped) {
    for (const d of e.documentReferences ?? []) {
      if (d.type === 'TRD') billOfLading ??= d.value;
      if (d.type === 'BKG') booking ??= d.value;
    }
    if (e.eventType === 'SHIPMENT' && e.documentId) {
      if (e.documentTypeCode === 'TRD') billOfLading ??= e.documentId;
      if (e.documentTypeCode === 'BKG' || e.documentTypeCode === 'CBR') booking ??= e.documentId;
    }
  }
  return { billOfLading, booking };
}

/** Collapses a reference's DCSA events into the snapshot pieces; what was dropped is warned. */
export function buildSnapshotParts(scac: string, ref: Reference, raw: unknown[], ctx: MapContext): DcsaSnapshotParts {
  const mapped = raw.map((r, i) => mapDcsaEvent(r, i, ctx)).filter((m): m is MappedEvent => m !== null);
  const containers = new Map<string, string | null>();
  for (const m of mapped) {
    const box = m.event.equipmentReference;
    if (box) containers.set(box, containers.get(box) ?? text(m.raw.ISOEquipmentCode));
  }
  const events = milestones(scac, mapped);
  // Route: the ports where the boxes were (or will be) loaded and discharged, in time order;
  // transport events when the carrier publishes no equipment events.
  const moves = events.filter((e) => e.unlocode && (e.code === 'LOAD' || e.code === 'DISC'));
  const calls = moves.length ? moves : events.filter((e) => e.unlocode && (e.code === 'DEPA' || e.code === 'ARRI'));
  const routePorts: string[] = [];
  for (const e of calls) if (routePorts[routePorts.length - 1] !== e.unlocode) routePorts.push(e.unlocode!);
  if (ref.identifierType === 'container_id' && containers.size === 0) {
    containers.set(normaliseIdentifier(ref.identifier), null);
  }
  return {
    events,
    containers: [...containers].map(([number, isoTypeCode]) => ({ number, isoTypeCode })),
    ...documents(ref, mapped),
    routePorts,
  };
}
