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

export interface Routing {
  transitDays: number | null;
  legs: RoutingLeg[];
  /** Routing-level cut-offs (at the place of receipt). */
  cutoffs: { code: string; at: Date }[];
}

export interface ScheduleSource {
  readonly name: string;
  pointToPoint(q: PointToPointQuery): Promise<Routing[]>;
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
