// The schedules product's external feeds. Implementations: dcsa.ts (DCSA Commercial
// Schedules 1.0.3 point-to-point routes over HTTP, real carriers) and sandbox.ts (the
// deterministic network of all 65 lines with its disruption, arrival and congestion feeds,
// the embedded default and the tests).

/** GET /v1/point-to-point-routes query (DCSA CS 1.0.3). */
export interface PointToPointQuery {
  placeOfReceipt: string;
  placeOfDelivery: string;
  /** YYYY-MM-DD, inclusive. */
  departureStartDate?: string;
  departureEndDate?: string;
  /** 0 = direct routings only. */
  maxTranshipment?: number;
  /** Page size asked of the provider. */
  limit?: number;
}

export interface RoutingCall {
  unlocode: string;
  /** UTC instants; null where the routing does not give one. */
  arrival: Date | null;
  departure: Date | null;
}

/** One vessel leg of a routing: a voyage of a vessel between two calls. */
export interface RoutingLeg {
  carrierScac: string;
  serviceCode: string | null;
  serviceName: string | null;
  vesselImo: string | null;
  vesselName: string | null;
  /** Carrier export voyage number. */
  voyage: string | null;
  /** Departure, intermediate calls, arrival, in order. */
  calls: RoutingCall[];
  cutoffs: { code: string; at: Date }[];
}

/**
 * A DCSA `Location` in any of its forms (UN/LOCODE, facility, structured address, address
 * lines), with the time given there. `unlocode` is null where the place is only a facility
 * that could not be resolved or an address.
 */
export interface RoutingPlace {
  unlocode: string | null;
  /** DCSA facility code and its code list (`SMDG` terminal code, `BIC` facility code). */
  facility: { code: string; codeListProvider: string } | null;
  address: {
    street: string | null;
    streetNumber: string | null;
    postCode: string | null;
    city: string | null;
    stateRegion: string | null;
    countryCode: string | null;
  } | null;
  addressLines: string[];
  /** locationName, else facilityName. */
  name: string | null;
  facilityTypeCode: string | null;
  at: Date | null;
}

export interface Routing {
  transitDays: number | null;
  /** Vessel legs only, at least one. */
  legs: RoutingLeg[];
  /** Routing-level cut-offs (at the place of receipt). */
  cutoffs: { code: string; at: Date }[];
  placeOfReceipt: RoutingPlace | null;
  placeOfDelivery: RoutingPlace | null;
  solutionNumber: number | null;
}

/**
 * A part of a provider's answer that was dropped (or a field left out) because it could not be
 * read; the rest of the answer is kept.
 */
export interface FeedWarning {
  /** Answer page, from 1. */
  page: number;
  /** The routing's index in its page (from 0); null for the page itself. */
  routing: number | null;
  /** JSON path inside the routing (`legs[1].cutOffTimes[0].cutOffDateTime`), '' for the routing or page. */
  field: string;
  /** What was left out: the field, an intermediate call, a leg, the routing, the pages from this one on. */
  dropped: 'field' | 'call' | 'leg' | 'routing' | 'pages';
  message: string;
}

export interface PointToPointAnswer {
  routings: Routing[];
  warnings: FeedWarning[];
}

export interface ScheduleSource {
  readonly name: string;
  /** Throws ConnectorError only when the first page could not be read at all. */
  pointToPoint(q: PointToPointQuery): Promise<PointToPointAnswer>;
}

export interface CongestionReading {
  unlocode: string;
  /** ISO 8601 UTC. */
  observed_at: string;
  wait_hours: number;
  at_anchor: number;
  at_berth: number;
}

export interface CongestionSource {
  readonly name: string;
  /** Readings for the ports taken in [from, to]. */
  readings(ports: readonly string[], from: Date, to: Date): Promise<CongestionReading[]>;
}

/** Transport or protocol failure (time-out, 5xx, bad payload): the sync backs off. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}
