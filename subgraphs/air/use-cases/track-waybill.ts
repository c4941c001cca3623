// Air waybill tracking: the answer cache, single-flight airline calls, normalisation and the
// webhook events of status changes. Rules, documented in docs/air.md:
//
// Cache (per AWB, in Postgres, shared by every process and organisation):
//   - a found answer is kept 20 minutes; within that, the kept answer is served (from_cache);
//   - force_update asks the airline again, unless the kept answer is under 2 minutes old
//     (then it is served as is, from_cache true);
//   - a not-found answer keeps the airline's Retry-After: until it lapses every request, forced
//     or not, answers not_found with the remaining seconds, without asking the airline;
//   - an airline failure keeps the last held answer (from_cache true) and is remembered for
//     60 seconds, during which unforced requests do not ask again; with nothing held, 503
//     airline_unavailable with Retry-After.
// Single-flight: in a process, concurrent requests for one AWB share one promise; across
// processes, a lease row (air.refresh_leases) names the process asking the airline, the others
// poll the shipment row until its answer lands (no database connection is held during the
// airline call, which matters for PGlite's single connection and for the pg pool).
// Tracking per organisation: the first track of an AWB by an organisation registers it with
// the status known at that moment (no events for the past); every later status change the
// airline reports raises, for each tracking organisation, one event per lifecycle status
// crossed (awb_accepted … awb_delivered), in the transaction that stores the answer
// (decide-answer.ts decides; the store and the outbox apply).
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../platform/services.js';
import { raiseEvent } from '../webhooks/outbox.js';
import { airportsByIata } from '../reference/store.js';
import { parseAwb, type Awb } from './awb.js';
import { normalise, parseAnswer, type AirportInfo } from './normalise.js';
import { decideFound, decideRefresh, failedRecently, FAILURE_BACKOFF_MS, KEEP_MS } from './decide-answer.js';
import { airRuntime } from './runtime.js';
import * as store from './store.js';
import type { AirLoaders } from './loaders.js';

const LEASE_MS = 30_000;
const POLL_MS = 25;

export interface TrackResult {
  shipment: store.ShipmentRow;
  airline: store.AirlineRow;
  fromCache: boolean;
  cacheExpires: Date;
  updatedAt: Date;
}

function cacheExpires(s: store.ShipmentRow): Date {
  const kept = s.fetched_at!.getTime() + KEEP_MS;
  const backoff = s.failed_at && s.failed_at > s.fetched_at! ? s.failed_at.getTime() + FAILURE_BACKOFF_MS : 0;
  return new Date(Math.max(kept, backoff));
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

export async function trackWaybill(
  services: Services,
  loaders: AirLoaders,
  orgId: string,
  input: string,
  force: boolean,
): Promise<TrackResult> {
  const awb = parseAwb(input);
  const db = services.db;
  let state = await store.trackState(db, orgId, awb.digits);
  const airline = state.airline;
  if (!airline)
    throw new AppError('UNKNOWN_AIRLINE', `no airline uses the air waybill prefix ${awb.prefix}`, { status: 404 });
  loaders.airline.prime(awb.prefix, airline);
  const now = services.clock.now();
  let fromCache = true;
  if (decideRefresh(state.shipment, force, now) === 'refresh') {
    const outcome = await singleFlight(services, awb, state.shipment?.attempts ?? null);
    state = await store.trackState(db, orgId, awb.digits);
    fromCache = outcome === 'failed';
  }
  let waybillUpdatedAt = state.waybillUpdatedAt;
  const s = state.shipment;
  if (!state.waybillId) {
    waybillUpdatedAt = await store.registerWaybill(
      db,
      orgId,
      awb.digits,
      awb.prefix,
      s?.status ?? 'unknown',
      s?.origin ?? null,
      s?.destination ?? null,
      now,
    );
  }
  if (!s || s.outcome === 'pending') {
    const retry = s?.failed_at
      ? secondsUntil(s.failed_at.getTime() + FAILURE_BACKOFF_MS, now)
      : FAILURE_BACKOFF_MS / 1000;
    throw new AppError(
      'AIRLINE_UNAVAILABLE',
      `${airline.name} did not answer; no earlier answer is held for ${awb.display}`,
      {
        status: 503,
        headers: { 'Retry-After': String(retry) },
        details: { retry_after_seconds: retry },
      },
    );
  }
  if (s.outcome === 'not_found') {
    const until = Math.max(
      s.fetched_at!.getTime() + (s.retry_after_s ?? 0) * 1000,
      failedRecently(s, now) ? s.failed_at!.getTime() + FAILURE_BACKOFF_MS : 0,
    );
    const retry = secondsUntil(until, now);
    throw new AppError('NOT_FOUND', `${airline.name} has no data for air waybill ${awb.display}`, {
      status: 404,
      headers: { 'Retry-After': String(retry) },
      details: { retry_after_seconds: retry },
    });
  }
  const updatedAt = waybillUpdatedAt && waybillUpdatedAt > s.updated_at ? waybillUpdatedAt : s.updated_at;
  return { shipment: s, airline, fromCache, cacheExpires: cacheExpires(s), updatedAt };
}

type RefreshOutcome = 'fresh' | 'failed';

/** One airline call per AWB at a time in this process; the lease covers other processes. */
function singleFlight(services: Services, awb: Awb, seenAttempts: number | null): Promise<RefreshOutcome> {
  const rt = airRuntime(services);
  let p = rt.inflight.get(awb.digits) as Promise<RefreshOutcome> | undefined;
  if (!p) {
    p = refresh(services, awb, seenAttempts).finally(() => rt.inflight.delete(awb.digits));
    rt.inflight.set(awb.digits, p);
  }
  return p;
}

/**
 * Asks the airline unless another process does (or just did): `seenAttempts` is the shipment's
 * attempt count the caller decided on; if it has moved, someone else's answer has landed.
 */
async function refresh(services: Services, awb: Awb, seenAttempts: number | null): Promise<RefreshOutcome> {
  const db = services.db;
  const owner = randomUUID();
  const giveUpAt = performance.now() + 2 * LEASE_MS;
  for (;;) {
    const lease = await store.claimLease(db, awb.digits, owner, LEASE_MS);
    if (lease.attempts !== null && lease.attempts !== seenAttempts) {
      // An answer landed since the caller decided (another process, or a flight that just ended).
      if (lease.claimed) await store.releaseLease(db, awb.digits, owner);
      return lease.failed_at && (!lease.fetched_at || lease.failed_at > lease.fetched_at) ? 'failed' : 'fresh';
    }
    if (lease.claimed) break;
    // Another process is asking the airline: wait for its answer to land, or for its lease to
    // expire (then the claim succeeds).
    if (performance.now() > giveUpAt) {
      throw new AppError('AIRLINE_UNAVAILABLE', `the airline call for ${awb.display} did not finish`, {
        status: 503,
        headers: { 'Retry-After': '30' },
      });
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  let released = false;
  try {
    released = await askAirline(services, awb, owner);
    return released ? 'fresh' : 'failed';
  } finally {
    if (!released) await store.releaseLease(db, awb.digits, owner).catch(() => undefined);
  }
}

/** Asks the airline and stores what it says; true when the answer (and the lease release) committed. */
async function askAirline(services: Services, awb: Awb, owner: string): Promise<boolean> {
  const { db, clock, log } = services;
  const rt = airRuntime(services);
  const now = clock.now();
  let answer;
  try {
    answer = await rt.airline.fetch({ digits: awb.digits, prefix: awb.prefix, display: awb.display }, now);
  } catch (e) {
    log.warn({ awb: awb.display, err: (e as Error).message }, 'airline call failed; serving the held answer');
    await store.writeFailure(db, awb.digits, awb.prefix, (e as Error).message || 'airline call failed', now);
    return false;
  }
  if (!answer.found) {
    const retryAfter = Math.max(1, Math.round(answer.retryAfterSeconds));
    await db.tx(async (tx) => {
      await store.writeNotFound(tx, awb.digits, awb.prefix, retryAfter, now);
      await store.releaseLease(tx, awb.digits, owner);
    });
    return true;
  }
  const parsed = parseAnswer(awb.digits, answer.messages);
  const airports = new Map<string, AirportInfo>(
    (parsed.stations.length ? await airportsByIata(db, parsed.stations) : []).map((a) => [a.iata, a]),
  );
  const n = normalise(parsed, airports, now);
  if (n.warnings.length)
    log.info({ awb: awb.display, warnings: n.warnings.slice(0, 20) }, 'airline answer partly unreadable');
  await db.tx(async (tx) => {
    const found = decideFound(awb, n, airports, answer.messages, await store.heldAnswer(tx, awb.digits), now);
    await store.applyFound(tx, found);
    for (const event of found.raised) await raiseEvent(tx, event);
    await store.releaseLease(tx, awb.digits, owner);
  });
  return true;
}
