// Vessel-position feeds: latest AIS fix per IMO.
//  - HttpAisFeed: a real HTTP client for a provider answering MarineTraffic-style "jsono"
//    position records (MMSI, IMO, LAT, LON, SPEED in knots×10, HEADING, COURSE, STATUS = AIS
//    navigational status code, TIMESTAMP in UTC). Written against the provider's published
//    record format and tested only against a local server speaking it: we have no provider
//    account, so it has never talked to the real service.
//  - SandboxAisFeed: the sandbox vessels placed along their current sandbox voyage leg
//    (sandbox-network.ts), deterministic from the clock, with coverage gaps (stale fixes),
//    vessels that never report, and crews that leave "moored" set after sailing.
//  - UnconfiguredAisFeed: no provider configured: no fixes (honestly empty, not invented).
import type { Clock } from '../../../platform/clock.js';
import { ConnectorError, type NavStatus, type VesselFix, type VesselPositionFeed } from './types.js';
import { hash32, Rng } from './hash.js';
import { describeFetchError } from './http-util.js';
import { loadSandboxRefData, type SandboxRefData } from './sandbox-data.js';
import { sandboxNetworkFor, type SandboxNetwork } from './sandbox-network.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// ---------------------------------------------------------------------------------------------
// HTTP provider

export interface AisHttpConfig {
  /**
   * URL template of the provider's latest-position endpoint. `{imo}` is replaced by one IMO
   * (one request per vessel), `{imos}` by a comma-separated batch, `{key}` by the API key.
   * Example: https://services.marinetraffic.com/api/exportvessel/v:5/{key}/timespan:2880/protocol:jsono/imo:{imo}
   */
  urlTemplate: string;
  apiKey?: string;
  /** Sent as `Authorization: Bearer …` when set (providers that authenticate by header). */
  bearerToken?: string;
  timeoutMs: number;
  /** Largest batch for a `{imos}` template. */
  batchSize?: number;
}

/** AIS navigational status code (ITU-R M.1371) → our nav status. */
function navStatusFromAisCode(code: unknown): NavStatus {
  switch (Number(code)) {
    case 0:
    case 8:
    case 7:
      return 'under_way';
    case 1:
      return 'at_anchor';
    case 2:
      return 'not_under_command';
    case 3:
    case 4:
      return 'restricted';
    case 5:
      return 'moored';
    default:
      return 'unknown';
  }
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** One provider record → VesselFix; null when it lacks an IMO, a position or a time. */
export function parseAisRecord(r: Record<string, unknown>): VesselFix | null {
  const imo = r.IMO === null || r.IMO === undefined ? null : String(r.IMO).trim();
  const lat = num(r.LAT),
    lng = num(r.LON);
  const ts = typeof r.TIMESTAMP === 'string' ? r.TIMESTAMP.trim() : null;
  if (!imo || imo === '0' || lat === null || lng === null || !ts) return null;
  const t = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(ts) ? ts : `${ts.replace(' ', 'T')}Z`);
  if (!Number.isFinite(t) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const speedTenths = num(r.SPEED);
  const heading = num(r.HEADING);
  const course = num(r.COURSE);
  return {
    imo,
    name: typeof r.SHIPNAME === 'string' ? r.SHIPNAME : '',
    lat,
    lng,
    speedKnots: speedTenths === null ? 0 : speedTenths / 10,
    // 511 = no heading: fall back to course over ground.
    headingDeg: heading !== null && heading !== 511 ? heading : (course ?? 0),
    navStatus: navStatusFromAisCode(r.STATUS),
    fixAt: new Date(t).toISOString(),
  };
}

export class HttpAisFeed implements VesselPositionFeed {
  readonly kind = 'ais' as const;
  constructor(
    private readonly config: AisHttpConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async latest(imos: readonly string[]): Promise<VesselFix[]> {
    const wanted = [...new Set(imos.filter((i) => /^\d{7}$/.test(i)))];
    if (!wanted.length) return [];
    const batches: string[][] = this.config.urlTemplate.includes('{imos}')
      ? chunk(wanted, this.config.batchSize ?? 50)
      : wanted.map((i) => [i]);
    const out = new Map<string, VesselFix>();
    for (const batch of batches) {
      for (const fix of await this.fetchBatch(batch)) {
        const prev = out.get(fix.imo);
        if (!prev || prev.fixAt < fix.fixAt) out.set(fix.imo, fix);
      }
    }
    return wanted.map((i) => out.get(i)).filter((f): f is VesselFix => !!f);
  }

  private async fetchBatch(imos: string[]): Promise<VesselFix[]> {
    const url = this.config.urlTemplate
      .replaceAll('{imo}', encodeURIComponent(imos[0]!))
      .replaceAll('{imos}', imos.map(encodeURIComponent).join(','))
      .replaceAll('{key}', encodeURIComponent(this.config.apiKey ?? ''));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.bearerToken) headers.authorization = `Bearer ${this.config.bearerToken}`;
    let res: Response;
    try {
      res = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
    } catch (e) {
      throw new ConnectorError(`AIS provider unreachable: ${describeFetchError(e, this.config.timeoutMs)}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      throw new ConnectorError(`AIS provider answered ${res.status}`, res.status >= 500 || res.status === 429);
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : [];
    } catch {
      throw new ConnectorError('AIS provider sent a body that is not JSON');
    }
    // Providers answer an array of records, or {errors:[…]} on a bad key / empty result.
    if (!Array.isArray(body)) {
      if (body && typeof body === 'object' && 'errors' in body) return [];
      throw new ConnectorError('AIS provider sent an unexpected payload');
    }
    return body
      .map((r) => (r && typeof r === 'object' ? parseAisRecord(r as Record<string, unknown>) : null))
      .filter((f): f is VesselFix => !!f && imos.includes(f.imo));
  }
}

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** No provider configured: never any fix (vessel_position stays null, freshness unknown). */
export class UnconfiguredAisFeed implements VesselPositionFeed {
  readonly kind = 'ais' as const;
  async latest(_imos: readonly string[]): Promise<VesselFix[]> {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Sandbox

/** Coverage buckets: a vessel is either heard or dark for each 3-hour slot. */
const BUCKET_MS = 3 * HOUR;
/** Reports within a heard slot land on this grid (plus a per-vessel offset). */
const REPORT_EVERY_MS = 2 * MINUTE;
/** How far back the sandbox looks for the last heard slot before giving up (no fix). */
const LOOKBACK_BUCKETS = 80; // 10 days

/**
 * Sandbox AIS: for each sandbox vessel, the fix a provider would hold at clock.now():
 *  - ~3% of vessels never have a fix (no AIS data at all);
 *  - the rest report every 2 minutes when heard; each 3-hour slot is heard or dark depending on
 *    the vessel's coverage class (good / patchy / terrestrial-only) and on being in port or
 *    near a coast versus mid-ocean, so fixes range from minutes to days old;
 *  - position, speed and heading come from the vessel's sandbox voyage at the fix time: moored
 *    at a berth during port stays, at anchor off the port while waiting for a delayed berth,
 *    under way along the sea lane otherwise;
 *  - ~15% of crews leave "moored" set for the first hours after sailing (the claim the
 *    nav-status rule then drops).
 */
export class SandboxAisFeed implements VesselPositionFeed {
  readonly kind = 'sandbox' as const;
  private readonly network: SandboxNetwork;

  constructor(
    private readonly clock: Clock,
    readonly ref: SandboxRefData = loadSandboxRefData(),
  ) {
    this.network = sandboxNetworkFor(ref);
  }

  async latest(imos: readonly string[]): Promise<VesselFix[]> {
    const now = this.clock.now();
    return [...new Set(imos)].map((imo) => this.fixAt(imo, now)).filter((f): f is VesselFix => !!f);
  }

  /** The latest fix a provider would hold for this vessel at `at`; null when none. */
  fixAt(imo: string, at: Date): VesselFix | null {
    const vessel = this.ref.vesselByImo.get(imo);
    if (!vessel || !this.network.serviceOfVessel(imo)) return null;
    const profile = coverage(imo);
    if (profile.silent) return null;
    const now = at.getTime();
    const current = Math.floor(now / BUCKET_MS);
    for (let b = current; b > current - LOOKBACK_BUCKETS; b--) {
      const end = Math.min(now, (b + 1) * BUCKET_MS - 1);
      const fixAt = Math.floor((end - profile.offsetMs) / REPORT_EVERY_MS) * REPORT_EVERY_MS + profile.offsetMs;
      if (fixAt < b * BUCKET_MS || fixAt > now) continue;
      const state = this.network.vesselState(imo, fixAt);
      if (!state) return null;
      const offshore = state.phase === 'sea' && state.offshoreNm > 60;
      const pDark = offshore ? profile.pDarkOffshore : profile.pDarkCoastal;
      if (unitOf(`dark|${imo}|${b}`) < pDark) continue;
      let navStatus: NavStatus =
        state.phase === 'berth' ? 'moored' : state.phase === 'anchor' ? 'at_anchor' : 'under_way';
      if (profile.stickyMoored && state.phase === 'sea' && state.sinceDepartureMs < profile.stickyHours * HOUR)
        navStatus = 'moored';
      return {
        imo,
        name: vessel.name,
        lat: round5(state.lat),
        lng: round5(state.lng),
        speedKnots: state.speedKnots,
        headingDeg: state.headingDeg,
        navStatus,
        fixAt: new Date(fixAt).toISOString(),
      };
    }
    return null;
  }
}

interface Coverage {
  silent: boolean;
  pDarkOffshore: number;
  pDarkCoastal: number;
  offsetMs: number;
  stickyMoored: boolean;
  stickyHours: number;
}

function coverage(imo: string): Coverage {
  const rng = new Rng(`coverage|${imo}`);
  const silent = rng.chance(0.03);
  const cls = rng.weighted([
    ['good', 60],
    ['patchy', 27],
    ['terrestrial', 13],
  ] as const);
  return {
    silent,
    pDarkOffshore: cls === 'good' ? 0.05 : cls === 'patchy' ? 0.45 : 0.92,
    pDarkCoastal: cls === 'good' ? 0.01 : cls === 'patchy' ? 0.1 : 0.2,
    offsetMs: Math.floor(rng.float(0, REPORT_EVERY_MS / 1000)) * 1000,
    stickyMoored: rng.chance(0.15),
    stickyHours: rng.float(2, 6),
  };
}

function unitOf(key: string): number {
  return hash32(key) / 4294967296;
}

function round5(x: number): number {
  return Math.round(x * 1e5) / 1e5;
}
