// The carrier-connector contract: how the ocean subgraph learns about a reference, whatever
// the source. Implementations: dcsa.ts (DCSA Track & Trace 2.2 over HTTP, real carriers) and
// sandbox.ts (deterministic simulated network of all 65 lines, the embedded default).
// Vessel positions come from a separate AIS feed (ais.ts).

export type IdentifierType = 'container_id' | 'bill_of_lading' | 'booking';
export type Classifier = 'ACT' | 'EST' | 'PLN';

export interface Reference {
  identifier: string;
  identifierType: IdentifierType;
  /** SCAC if known (from the request, or the container's BIC prefix); null = let the connector find it. */
  carrierScac: string | null;
}

/** One event in DCSA Track & Trace terms. */
export interface CarrierEvent {
  /** Stable id from the source: the same event polled twice has the same id. */
  eventId: string;
  eventType: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  /**
   * DCSA code: equipment LOAD, DISC, GTIN, GTOT, STUF, STRP, PICK, DROP, INSP, RSEA, RMVD;
   * transport ARRI, DEPA; shipment RECE, DRFT, PENA, PENU, REJE, APPR, ISSU, SURR, SUBM, VOID,
   * CONF, REQS, CMPL, HOLD, RELS.
   */
  code: string;
  classifier: Classifier;
  /** UTC instant, ISO 8601 with Z. */
  eventDateTime: string;
  unlocode: string | null;
  /** Terminal / depot name when the source gives one (may have no UN/LOCODE). */
  facilityName: string | null;
  vesselImo: string | null;
  vesselName: string | null;
  voyage: string | null;
  modeOfTransport: 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE' | null;
  /** Container number the event is about (null for shipment-level events). */
  equipmentReference: string | null;
  emptyIndicator: 'EMPTY' | 'LADEN' | null;
  /** Free-text reason on HOLD events (customs holds). */
  remark: string | null;
  /** Shipment events: the document the event is about, as the carrier named it (DCSA documentTypeCode: CBR, BKG, SHI, VGM, SRM, TRD, ARN, CAS, CUS, DGD, OOG) and documentID. */
  documentTypeCode?: string | null;
  documentId?: string | null;
  /** Every document the carrier related the event to (DCSA documentReferences: BKG booking, TRD transport document). */
  documentReferences?: { type: string; value: string }[];
  /** DCSA delayReasonCode (SMDG delay reason codes), when the carrier gave one. */
  delayReasonCode?: string | null;
  /** The facility's code and its code list (SMDG terminal code or BIC facility code), when given. */
  facilityCode?: string | null;
  facilityCodeListProvider?: 'SMDG' | 'BIC' | null;
}

export interface TrackingSnapshot {
  carrierScac: string;
  /** false = the carrier does not know the reference (yet). */
  found: boolean;
  /** Boxes on the reference: one for a container, every box for a B/L or booking. */
  containers: { number: string; isoTypeCode: string | null }[];
  billOfLading: string | null;
  booking: string | null;
  originUnlocode: string | null;
  destinationUnlocode: string | null;
  /** Ordered ports on the route (origin, transshipments, destination). */
  routePorts: string[];
  events: CarrierEvent[];
  /**
   * When the source next expects news of the reference (UTC ISO), if it can know: the sandbox
   * does for the references it moves on its own (sandbox.ts, "trips that follow tracking"); real
   * carriers never say. The poller asks again then when that is sooner than the cadence.
   */
  nextUpdateAt?: string | null;
  /**
   * What the connector could not read or had to doubt in the carrier's answer (an event dropped,
   * an unknown UN/LOCODE kept, a page that failed): shown in the record's provenance; the rest of
   * the answer is used.
   */
  warnings?: string[];
}

/** Transport or protocol failure (time-out, 5xx, bad payload): the poller backs off. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

export interface CarrierConnector {
  readonly kind: 'dcsa' | 'sandbox';
  /** Some carriers need a subscription before events flow; idempotent. */
  register(ref: Reference): Promise<void>;
  /** Current knowledge of the reference; throws ConnectorError on failure. */
  poll(ref: Reference): Promise<TrackingSnapshot>;
}

export type NavStatus = 'under_way' | 'at_anchor' | 'moored' | 'not_under_command' | 'restricted' | 'unknown';

export interface VesselFix {
  imo: string;
  name: string;
  lat: number;
  lng: number;
  speedKnots: number;
  headingDeg: number;
  navStatus: NavStatus;
  /** When the hull was observed (UTC ISO). */
  fixAt: string;
}

export interface VesselPositionFeed {
  readonly kind: 'ais' | 'sandbox';
  /** Latest fix per IMO; vessels without a fix are absent. */
  latest(imos: readonly string[]): Promise<VesselFix[]>;
}
