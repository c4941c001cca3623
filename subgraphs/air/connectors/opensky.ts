// OpenSky Network REST client (https://openskynetwork.github.io/opensky-api/rest.html):
//   GET {base}/states/all                        → { time, states: [[icao24, callsign, …], …] }
//   GET {base}/metadata/aircraft/icao/{icao24}   → { registration, typecode, … }
// states/all has no callsign filter, so one snapshot is fetched and kept for `snapshotTtlMs`
// (the anonymous feed refreshes every 10 s) and searched for the callsigns asked. Metadata is
// best effort and cached per aircraft. An optional bearer token (OAuth2 client-credentials
// token from OpenSky) is sent when configured.
//
// Written against the public documentation; exercised in tests against a local server that
// speaks the documented format, not against the live service.
import { ConnectorError, type AircraftMeta, type PositionFeed, type StateVector } from './types.js';

export interface OpenSkyOptions {
  baseUrl: string;
  token?: string | null;
  timeoutMs?: number;
  snapshotTtlMs?: number;
}

export class OpenSkyClient implements PositionFeed {
  readonly kind = 'opensky' as const;
  private snapshot: { at: number; states: StateVector[] } | null = null;
  private loading: Promise<StateVector[]> | null = null;
  private meta = new Map<string, AircraftMeta | null>();

  constructor(private opts: OpenSkyOptions) {}

  private headers(): Record<string, string> {
    const h: Record<string, string> = { accept: 'application/json' };
    if (this.opts.token) h.authorization = `Bearer ${this.opts.token}`;
    return h;
  }

  private async allStates(): Promise<StateVector[]> {
    // Transport caching only: a monotonic clock, not business time.
    const t = performance.now();
    if (this.snapshot && t - this.snapshot.at < (this.opts.snapshotTtlMs ?? 10_000)) return this.snapshot.states;
    this.loading ??= (async () => {
      let res: Response;
      try {
        res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/states/all`, {
          headers: this.headers(),
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
        });
      } catch (e) {
        throw new ConnectorError(`OpenSky unreachable: ${(e as Error).message}`);
      }
      if (!res.ok) throw new ConnectorError(`OpenSky answered HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { states?: unknown } | null;
      if (!body || !(body.states === null || Array.isArray(body.states)))
        throw new ConnectorError('OpenSky answer is not a state-vector list');
      const states = ((body.states as unknown[] | null) ?? [])
        .map((a) => stateFromArray(a as unknown[]))
        .filter((s): s is StateVector => !!s);
      this.snapshot = { at: performance.now(), states };
      return states;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  async statesFor(callsigns: readonly string[], _now: Date): Promise<StateVector[]> {
    const wanted = new Set(callsigns);
    return (await this.allStates()).filter((s) => s.callsign !== null && wanted.has(s.callsign));
  }

  async metadata(icao24s: readonly string[]): Promise<Map<string, AircraftMeta>> {
    const out = new Map<string, AircraftMeta>();
    await Promise.all(
      icao24s.map(async (id) => {
        if (!this.meta.has(id)) {
          try {
            const res = await fetch(
              `${this.opts.baseUrl.replace(/\/$/, '')}/metadata/aircraft/icao/${encodeURIComponent(id)}`,
              {
                headers: this.headers(),
                signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
              },
            );
            const b = res.ok ? ((await res.json().catch(() => null)) as Record<string, unknown> | null) : null;
            const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
            this.meta.set(id, b ? { registration: str(b.registration), typecode: str(b.typecode) } : null);
          } catch {
            return; // best effort: no registration or type this time
          }
          if (this.meta.size > 10_000) this.meta.delete(this.meta.keys().next().value!);
        }
        const m = this.meta.get(id);
        if (m) out.set(id, m);
      }),
    );
    return out;
  }
}

/** An aircraft position (docs/air.md). */
export interface AircraftPosition {
  callsign: string | null;
  registration: string | null;
  icao24_hex: string;
  aircraft_type: string | null;
  lat: number;
  lon: number;
  alt_ft: number | null;
  ground_speed_kt: number | null;
  heading: number | null;
  vertical_rate_fpm: number | null;
  operator_iata: string;
  seen_at: string;
}

/** Airborne: not on the ground, a position, and heard from within the last 5 minutes. */
export function isAirborne(s: StateVector, now: Date): boolean {
  return !s.on_ground && s.latitude !== null && s.longitude !== null && now.getTime() / 1000 - s.last_contact <= 300;
}

const r0 = (n: number | null, k: number) => (n === null ? null : Math.round(n * k));

export function toAircraftPosition(
  s: StateVector,
  meta: AircraftMeta | undefined,
  operatorIata: string,
): AircraftPosition {
  return {
    callsign: s.callsign,
    registration: meta?.registration ?? null,
    icao24_hex: s.icao24,
    aircraft_type: meta?.typecode ?? null,
    lat: s.latitude!,
    lon: s.longitude!,
    alt_ft: r0(s.baro_altitude ?? s.geo_altitude, 3.28084),
    ground_speed_kt: r0(s.velocity, 1.943844),
    heading: s.true_track === null ? null : Math.round(s.true_track) % 360,
    vertical_rate_fpm: r0(s.vertical_rate, 196.850394),
    operator_iata: operatorIata,
    seen_at: new Date((s.time_position ?? s.last_contact) * 1000).toISOString(),
  };
}

/** The OpenSky array form → StateVector (positions 0..16 of the documented layout). */
function stateFromArray(a: unknown[]): StateVector | null {
  if (!Array.isArray(a) || typeof a[0] !== 'string') return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    icao24: a[0].toLowerCase(),
    callsign: typeof a[1] === 'string' ? a[1].trim() || null : null,
    origin_country: typeof a[2] === 'string' ? a[2] : '',
    time_position: num(a[3]),
    last_contact: num(a[4]) ?? 0,
    longitude: num(a[5]),
    latitude: num(a[6]),
    baro_altitude: num(a[7]),
    on_ground: a[8] === true,
    velocity: num(a[9]),
    true_track: num(a[10]),
    vertical_rate: num(a[11]),
    geo_altitude: num(a[13]),
    squawk: typeof a[14] === 'string' ? a[14] : null,
  };
}
