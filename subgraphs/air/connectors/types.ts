// The air connector contracts: how the air subgraph learns about a waybill and about aircraft,
// whatever the source.
//
// Airline connectors answer with status messages as text, exactly as the airline delivers them:
// Cargo-IMP FSU / FSA text, Cargo-XML XFSU documents, or a ONE Record JSON-LD bundle; parsing
// and normalisation happen once, in ../decide/normalise.ts (the format told by content in
// message-formats.ts), whatever the connector. Implementations:
//   sandbox.ts     deterministic simulated airline network (the embedded default and tests;
//                  its timetables in sandbox-network.ts)
//   fsu-http.ts    a generic "status messages by AWB" HTTP endpoint (per airline or an aggregator):
//                  Cargo-IMP text, or Cargo-XML XFSU (application/xml) from an XFSU feed
//   one-record.ts  an airline's ONE Record server (OAuth 2.0 client credentials, polling)
//
// Position feeds answer with OpenSky-style state vectors. Implementations:
//   opensky.ts            the OpenSky Network REST API (states/all + aircraft metadata)
//   sandbox-positions.ts  aircraft moving along the sandbox network's flights

export interface AwbRef {
  /** 11 digits. */
  digits: string;
  prefix: string;
  /** ppp-ssssssss */
  display: string;
}

export type AirlineAnswer =
  /** The airline knows the waybill: every status message it holds, oldest first (text: FSU, XFSU or ONE Record JSON). */
  | { found: true; messages: string[] }
  /** The airline has no data for it; ask again after retryAfterSeconds. */
  | { found: false; retryAfterSeconds: number };

/** Transport or protocol failure (time-out, 5xx, unreadable payload): the caller falls back. */
export class ConnectorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorError';
  }
}

export interface AirlineConnector {
  readonly kind: 'sandbox' | 'fsu-http' | 'one-record' | 'routing' | 'unconfigured';
  /** Airline calls made by this connector since it was created (metrics, tests). */
  readonly calls: number;
  /** Current knowledge of the waybill; throws ConnectorError on failure. */
  fetch(awb: AwbRef, now: Date): Promise<AirlineAnswer>;
}

/**
 * One OpenSky state vector (https://openskynetwork.github.io/opensky-api/rest.html), keyed by
 * the documented array positions; units are the feed's (metres, m/s, degrees, Unix seconds).
 */
export interface StateVector {
  icao24: string;
  callsign: string | null;
  origin_country: string;
  time_position: number | null;
  last_contact: number;
  longitude: number | null;
  latitude: number | null;
  baro_altitude: number | null;
  on_ground: boolean;
  velocity: number | null;
  true_track: number | null;
  vertical_rate: number | null;
  geo_altitude: number | null;
  squawk: string | null;
}

export interface AircraftMeta {
  registration: string | null;
  typecode: string | null;
}

export interface PositionFeed {
  readonly kind: 'opensky' | 'sandbox';
  /** State vectors whose (trimmed) callsign is one of the given ICAO callsigns. */
  statesFor(callsigns: readonly string[], now: Date): Promise<StateVector[]>;
  /** Registration and type per ICAO 24-bit address; unknown aircraft are absent. */
  metadata(icao24s: readonly string[]): Promise<Map<string, AircraftMeta>>;
}
