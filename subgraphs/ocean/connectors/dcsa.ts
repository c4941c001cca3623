// A client of the DCSA Track & Trace 2.2 events API (GET {baseUrl}/events), one per carrier.
// Reference: shared/reference/dcsa/tnt_v2.2.0.yaml. `baseUrl` is the API root including the
// version segment, e.g. https://api.carrier.example/track-and-trace/v2 (the spec's path is
// /v2/events under server "/").
//  - the reference selects the filter: equipmentReference (container), transportDocumentReference
//    (bill of lading) or carrierBookingReference (booking); `limit` per page;
//  - pagination: the response header `Next-Page` holds the next page, either as a cursor token
//    (sent back as the `cursor` query parameter, the spec's example) or as a link (followed);
//    absent on the last page; pages are capped (maxPages) against a server that loops;
//  - credentials from the carrier's config: an API key in a header (name configurable, carriers
//    differ) and/or an OAuth bearer token;
//  - time-outs, network errors, non-2xx answers and bodies that are not an event array become
//    ConnectorError (retryable unless the carrier refused our credentials or our request);
//    404 means the carrier does not know the reference (found = false);
//  - the same milestone published several times (PLN, then EST updates, then ACT) is collapsed
//    to the best one: ACT over EST over PLN, newest eventCreatedDateTime first; its eventId is
//    derived from the milestone, so it stays the same as the classifier moves on.
import {
  ConnectorError,
  type CarrierConnector,
  type CarrierEvent,
  type Classifier,
  type Reference,
  type TrackingSnapshot,
} from './types.js';
import { describeFetchError } from './http-util.js';
import { stableUuid } from './hash.js';
import { normalizeIdentifier } from './identifiers.js';

export interface DcsaCarrierConfig {
  /** The carrier this endpoint answers for. */
  scac: string;
  /** API root including the version segment; the client calls `${baseUrl}/events`. */
  baseUrl: string;
  apiKey?: string;
  /** Header carrying the API key (default `API-Key`; e.g. Maersk `Consumer-Key`). */
  apiKeyHeader?: string;
  /** OAuth 2 access token, sent as `Authorization: Bearer …`. */
  bearerToken?: string;
  /** Per-request time-out. */
  timeoutMs: number;
  /** `limit` per page (default 100). */
  pageSize?: number;
  /** Stop after this many pages (default 20). */
  maxPages?: number;
}

// ---------------------------------------------------------------------------------------------
// DCSA wire types (the subset we read)

export interface DcsaLocation {
  locationName?: string;
  UNLocationCode?: string;
  facilityCode?: string;
  facilityCodeListProvider?: 'BIC' | 'SMDG';
  latitude?: string;
  longitude?: string;
}

export interface DcsaTransportCall {
  transportCallID?: string;
  carrierServiceCode?: string;
  exportVoyageNumber?: string;
  importVoyageNumber?: string;
  carrierVoyageNumber?: string;
  transportCallSequenceNumber?: number;
  UNLocationCode?: string;
  facilityCode?: string;
  facilityCodeListProvider?: 'BIC' | 'SMDG';
  facilityTypeCode?: string;
  otherFacility?: string;
  modeOfTransport?: 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE';
  location?: DcsaLocation | null;
  vessel?: {
    vesselIMONumber: string;
    vesselName?: string;
    vesselFlag?: string;
    vesselCallSignNumber?: string;
    vesselOperatorCarrierCode?: string;
  };
}

export interface DcsaEvent {
  eventID?: string;
  eventCreatedDateTime: string;
  eventType: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  eventClassifierCode: Classifier;
  eventDateTime: string;
  // equipment
  equipmentEventTypeCode?: string;
  equipmentReference?: string;
  ISOEquipmentCode?: string;
  emptyIndicatorCode?: 'EMPTY' | 'LADEN';
  eventLocation?: DcsaLocation;
  // transport
  transportEventTypeCode?: string;
  delayReasonCode?: string;
  changeRemark?: string;
  vesselScheduleChangeRemark?: string;
  transportCall?: DcsaTransportCall;
  // shipment
  shipmentEventTypeCode?: string;
  documentID?: string;
  documentTypeCode?: string;
  reason?: string;
  // common
  documentReferences?: { documentReferenceType: string; documentReferenceValue: string }[];
  references?: { referenceType: string; referenceValue: string }[];
  /** Deprecated code field some carriers still send instead of the specialised ones. */
  eventTypeCode?: string;
}

// ---------------------------------------------------------------------------------------------
// Mapping

const CLASSIFIER_RANK: Record<Classifier, number> = { ACT: 3, EST: 2, PLN: 1 };

function utc(s: string | undefined): string | null {
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isFinite(t) ? new Date(t).toISOString().replace(/\.000Z$/, 'Z') : null;
}

function facilityName(e: DcsaEvent): string | null {
  const tc = e.transportCall;
  const name = e.eventLocation?.locationName ?? tc?.location?.locationName ?? tc?.otherFacility;
  if (name) return name;
  const code = e.eventLocation?.facilityCode ?? tc?.facilityCode ?? tc?.location?.facilityCode;
  const provider =
    e.eventLocation?.facilityCodeListProvider ?? tc?.facilityCodeListProvider ?? tc?.location?.facilityCodeListProvider;
  return code ? `${provider ? `${provider} ` : ''}${code}` : null;
}

/** One DCSA event → CarrierEvent (eventId to be assigned by the caller); null when unusable. */
export function mapDcsaEvent(e: DcsaEvent): Omit<CarrierEvent, 'eventId'> | null {
  const eventType = e.eventType;
  if (eventType !== 'EQUIPMENT' && eventType !== 'TRANSPORT' && eventType !== 'SHIPMENT') return null;
  const code =
    (eventType === 'EQUIPMENT'
      ? e.equipmentEventTypeCode
      : eventType === 'TRANSPORT'
        ? e.transportEventTypeCode
        : e.shipmentEventTypeCode) ?? e.eventTypeCode;
  const classifier = e.eventClassifierCode;
  // Shipment events carry eventDateTime = eventCreatedDateTime by the spec; fall back to it.
  const when = utc(e.eventDateTime) ?? utc(e.eventCreatedDateTime);
  if (!code || !when || !(classifier in CLASSIFIER_RANK)) return null;
  const tc = e.transportCall;
  const unlocode = e.eventLocation?.UNLocationCode ?? tc?.UNLocationCode ?? tc?.location?.UNLocationCode ?? null;
  const importSide = code === 'ARRI' || code === 'DISC';
  const voyage =
    (importSide
      ? (tc?.importVoyageNumber ?? tc?.exportVoyageNumber)
      : (tc?.exportVoyageNumber ?? tc?.importVoyageNumber)) ??
    tc?.carrierVoyageNumber ??
    null;
  const remark =
    eventType === 'SHIPMENT'
      ? (e.reason ?? null)
      : (e.changeRemark ??
        e.vesselScheduleChangeRemark ??
        (e.delayReasonCode ? `Delay reason ${e.delayReasonCode}` : null));
  return {
    eventType,
    code,
    classifier,
    eventDateTime: when,
    unlocode,
    facilityName: eventType === 'SHIPMENT' ? null : facilityName(e),
    vesselImo: tc?.vessel?.vesselIMONumber ?? null,
    vesselName: tc?.vessel?.vesselName ?? null,
    voyage,
    modeOfTransport: tc?.modeOfTransport ?? null,
    equipmentReference: e.equipmentReference ? normalizeIdentifier(e.equipmentReference) : null,
    emptyIndicator: e.emptyIndicatorCode ?? null,
    remark,
  };
}

/** The milestone an event reports on, whatever its classifier (see file header). */
function milestoneKey(e: Omit<CarrierEvent, 'eventId'>, raw: DcsaEvent): string {
  const tc = raw.transportCall;
  return [
    e.eventType,
    e.code,
    e.unlocode ?? '',
    e.equipmentReference ?? '',
    e.emptyIndicator ?? '',
    // Vessel events: the call (sequence, else voyage). Shipment events: the document.
    e.eventType === 'SHIPMENT'
      ? `${raw.documentTypeCode ?? ''}:${raw.documentID ?? ''}`
      : (tc?.transportCallSequenceNumber ?? e.voyage ?? ''),
  ].join('|');
}

export interface DcsaSnapshotParts {
  events: CarrierEvent[];
  containers: { number: string; isoTypeCode: string | null }[];
  billOfLading: string | null;
  booking: string | null;
  routePorts: string[];
}

/** Collapses a reference's DCSA events into the snapshot pieces. */
export function buildSnapshotParts(scac: string, ref: Reference, raw: DcsaEvent[]): DcsaSnapshotParts {
  const best = new Map<string, { e: Omit<CarrierEvent, 'eventId'>; raw: DcsaEvent; key: string }>();
  const containers = new Map<string, string | null>();
  let billOfLading: string | null =
    ref.identifierType === 'bill_of_lading' ? normalizeIdentifier(ref.identifier) : null;
  let booking: string | null = ref.identifierType === 'booking' ? normalizeIdentifier(ref.identifier) : null;
  for (const r of raw) {
    for (const d of r.documentReferences ?? []) {
      if (d.documentReferenceType?.startsWith('TRD') && !billOfLading) billOfLading = d.documentReferenceValue;
      if (d.documentReferenceType?.startsWith('BKG') && !booking) booking = d.documentReferenceValue;
    }
    if (r.eventType === 'SHIPMENT' && r.documentID) {
      if (r.documentTypeCode === 'TRD' && !billOfLading) billOfLading = r.documentID;
      if ((r.documentTypeCode === 'BKG' || r.documentTypeCode === 'CBR') && !booking) booking = r.documentID;
    }
    const e = mapDcsaEvent(r);
    if (!e) continue;
    if (e.equipmentReference) {
      const prev = containers.get(e.equipmentReference);
      containers.set(e.equipmentReference, prev ?? r.ISOEquipmentCode ?? null);
    }
    const key = milestoneKey(e, r);
    const cur = best.get(key);
    const better =
      !cur ||
      CLASSIFIER_RANK[e.classifier] > CLASSIFIER_RANK[cur.e.classifier] ||
      (CLASSIFIER_RANK[e.classifier] === CLASSIFIER_RANK[cur.e.classifier] &&
        (utc(r.eventCreatedDateTime) ?? '') > (utc(cur.raw.eventCreatedDateTime) ?? ''));
    if (better) best.set(key, { e, raw: r, key });
  }
  const events = [...best.values()]
    .map(({ e, key }) => ({ eventId: stableUuid(`dcsa|${scac}|${key}`), ...e }))
    .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime) || a.eventId.localeCompare(b.eventId));
  // Route: the ports where the boxes were (or will be) loaded and discharged, in time order;
  // transport events when the carrier publishes no equipment events.
  const moves = events.filter((e) => e.unlocode && (e.code === 'LOAD' || e.code === 'DISC'));
  const calls = moves.length ? moves : events.filter((e) => e.unlocode && (e.code === 'DEPA' || e.code === 'ARRI'));
  const routePorts: string[] = [];
  for (const e of calls) if (routePorts[routePorts.length - 1] !== e.unlocode) routePorts.push(e.unlocode!);
  if (ref.identifierType === 'container_id' && containers.size === 0) {
    containers.set(normalizeIdentifier(ref.identifier), null);
  }
  return {
    events,
    containers: [...containers].map(([number, isoTypeCode]) => ({ number, isoTypeCode })),
    billOfLading,
    booking,
    routePorts,
  };
}

// ---------------------------------------------------------------------------------------------
// Client

const FILTER: Record<Reference['identifierType'], string> = {
  container_id: 'equipmentReference',
  bill_of_lading: 'transportDocumentReference',
  booking: 'carrierBookingReference',
};

export class DcsaCarrierConnector implements CarrierConnector {
  readonly kind = 'dcsa' as const;
  constructor(
    readonly config: DcsaCarrierConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /**
   * Polling GET /events needs no subscription. (DCSA's push subscriptions need a public
   * callback URL and a shared secret; not used here.)
   */
  async register(_ref: Reference): Promise<void> {}

  async poll(ref: Reference): Promise<TrackingSnapshot> {
    const raw = await this.fetchEvents(ref);
    const scac = this.config.scac;
    if (raw === null) {
      return {
        carrierScac: scac,
        found: false,
        containers: [],
        billOfLading: null,
        booking: null,
        originUnlocode: null,
        destinationUnlocode: null,
        routePorts: [],
        events: [],
      };
    }
    const parts = buildSnapshotParts(scac, ref, raw);
    const found = parts.events.length > 0;
    return {
      carrierScac: scac,
      found,
      containers: found ? parts.containers : [],
      billOfLading: parts.billOfLading,
      booking: parts.booking,
      originUnlocode: parts.routePorts[0] ?? null,
      destinationUnlocode: parts.routePorts.length > 1 ? parts.routePorts[parts.routePorts.length - 1]! : null,
      routePorts: parts.routePorts,
      events: parts.events,
    };
  }

  /** Every event of the reference across all pages; null when the carrier answers 404. */
  async fetchEvents(ref: Reference): Promise<DcsaEvent[] | null> {
    const base = this.config.baseUrl.replace(/\/+$/, '');
    const first = new URL(`${base}/events`);
    first.searchParams.set(FILTER[ref.identifierType], normalizeIdentifier(ref.identifier));
    first.searchParams.set('limit', String(this.config.pageSize ?? 100));
    const out: DcsaEvent[] = [];
    let url: URL | null = first;
    const maxPages = this.config.maxPages ?? 20;
    for (let page = 0; url; page++) {
      if (page >= maxPages) throw new ConnectorError(`DCSA ${this.config.scac}: more than ${maxPages} pages of events`);
      const res = await this.get(url);
      if (res.status === 404) return null;
      out.push(...res.events);
      url = res.next ? this.nextUrl(first, res.next) : null;
    }
    return out;
  }

  private nextUrl(first: URL, next: string): URL {
    const v = next.trim();
    // A link: absolute, or relative to the API root.
    if (/^https?:\/\//i.test(v)) return new URL(v);
    if (v.startsWith('/') || v.startsWith('?') || v.includes('cursor='))
      return new URL(v, `${this.config.baseUrl.replace(/\/+$/, '')}/`);
    // A cursor token: the same query plus cursor.
    const u = new URL(first);
    u.searchParams.set('cursor', v);
    return u;
  }

  private async get(url: URL): Promise<{ status: number; events: DcsaEvent[]; next: string | null }> {
    const headers: Record<string, string> = { accept: 'application/json', 'API-Version': '2' };
    if (this.config.apiKey) headers[this.config.apiKeyHeader ?? 'API-Key'] = this.config.apiKey;
    if (this.config.bearerToken) headers.authorization = `Bearer ${this.config.bearerToken}`;
    const who = `DCSA ${this.config.scac}`;
    let res: Response;
    let text: string;
    try {
      res = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
      text = await res.text();
    } catch (e) {
      throw new ConnectorError(`${who}: ${describeFetchError(e, this.config.timeoutMs)}`);
    }
    if (res.status === 404) return { status: 404, events: [], next: null };
    if (!res.ok) {
      const detail = errorDetail(text);
      const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
      throw new ConnectorError(`${who}: HTTP ${res.status}${detail ? ` (${detail})` : ''}`, retryable);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ConnectorError(`${who}: response is not JSON`);
    }
    if (!Array.isArray(body)) throw new ConnectorError(`${who}: response is not an event array`);
    return { status: res.status, events: body as DcsaEvent[], next: res.headers.get('Next-Page') };
  }
}

/** First message of a DCSA error body ({errors:[{reason,message}]}), if any. */
function errorDetail(text: string): string | null {
  try {
    const b = JSON.parse(text) as { errors?: { reason?: string; message?: string }[]; statusCodeText?: string };
    const e = b.errors?.[0];
    return e ? [e.reason, e.message].filter(Boolean).join(': ') : (b.statusCodeText ?? null);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The inverse mapping, for test servers and fixtures: CarrierEvent → DCSA JSON.

export interface DcsaEncodeContext {
  /** Created-at of the message (defaults to the event time). */
  createdAt?: string;
  eventId?: string;
  billOfLading?: string | null;
  booking?: string | null;
  isoEquipmentCode?: string | null;
  transportCallSequence?: number;
}

export function carrierEventToDcsa(e: CarrierEvent, ctx: DcsaEncodeContext = {}): DcsaEvent {
  const documentReferences = [
    ...(ctx.booking ? [{ documentReferenceType: 'BKG', documentReferenceValue: ctx.booking }] : []),
    ...(ctx.billOfLading ? [{ documentReferenceType: 'TRD', documentReferenceValue: ctx.billOfLading }] : []),
  ];
  const common = {
    eventID: ctx.eventId ?? e.eventId,
    eventCreatedDateTime: ctx.createdAt ?? e.eventDateTime,
    eventClassifierCode: e.classifier,
    eventDateTime: e.eventDateTime,
  };
  const transportCall: DcsaTransportCall | undefined =
    e.vesselImo || e.voyage || e.modeOfTransport
      ? {
          transportCallID: stableUuid(`tc|${e.unlocode}|${e.voyage}|${e.vesselImo}`),
          transportCallSequenceNumber: ctx.transportCallSequence,
          exportVoyageNumber: e.voyage ?? undefined,
          importVoyageNumber: e.voyage ?? undefined,
          UNLocationCode: e.unlocode ?? undefined,
          modeOfTransport: e.modeOfTransport ?? 'VESSEL',
          ...(e.vesselImo ? { vessel: { vesselIMONumber: e.vesselImo, vesselName: e.vesselName ?? undefined } } : {}),
        }
      : undefined;
  if (e.eventType === 'SHIPMENT') {
    const documentTypeCode = e.code === 'HOLD' || e.code === 'RELS' ? 'CUS' : e.code === 'CONF' ? 'BKG' : 'TRD';
    const documentID = documentTypeCode === 'BKG' ? ctx.booking : ctx.billOfLading;
    return {
      ...common,
      eventType: 'SHIPMENT',
      shipmentEventTypeCode: e.code,
      documentTypeCode,
      documentID: documentID ?? e.eventId,
      reason: e.remark ?? undefined,
      ...(documentReferences.length ? { documentReferences } : {}),
    };
  }
  if (e.eventType === 'TRANSPORT') {
    return {
      ...common,
      eventType: 'TRANSPORT',
      transportEventTypeCode: e.code,
      ...(e.remark ? { changeRemark: e.remark } : {}),
      transportCall: {
        ...transportCall,
        ...(e.facilityName
          ? { location: { locationName: e.facilityName, UNLocationCode: e.unlocode ?? undefined } }
          : {}),
      },
      ...(documentReferences.length ? { documentReferences } : {}),
    };
  }
  return {
    ...common,
    eventType: 'EQUIPMENT',
    equipmentEventTypeCode: e.code,
    equipmentReference: e.equipmentReference ?? undefined,
    ISOEquipmentCode: ctx.isoEquipmentCode ?? undefined,
    emptyIndicatorCode: e.emptyIndicator ?? 'LADEN',
    eventLocation: { locationName: e.facilityName ?? undefined, UNLocationCode: e.unlocode ?? undefined },
    ...(transportCall ? { transportCall } : {}),
    ...(documentReferences.length ? { documentReferences } : {}),
  };
}
