// Asking the airline for an AWB's answer and storing it. Single-flight: in a process, concurrent
// requests for one AWB share one promise; across processes, a lease row (air.refresh_leases)
// names the process asking the airline, the others poll the shipment row until its answer lands
// (no database connection is held during the airline call, which matters for PGlite's single
// connection and for the pg pool).
// The found answer is decided by decide/answer.ts and applied with its events in one transaction.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import type { Services } from '../../../platform/services.js';
import { raiseEvent } from '../../webhooks/outbox.js';
import { airportsByIata } from '../../reference/store/index.js';
import type { Awb } from '../decide/awb.js';
import { normalise, type AirportInfo } from '../decide/normalise.js';
import { decideFound } from '../decide/answer.js';
import { parseAnswer } from '../connectors/message-formats.js';
import { airConnectors } from '../connectors/index.js';
import * as store from '../store/index.js';

const LEASE_MS = 30_000;
const POLL_MS = 25;

export type RefreshOutcome = 'fresh' | 'failed';

/** Per Services object (one per process): AWB → the refresh under way. */
const inflightOf = new WeakMap<Services, Map<string, Promise<RefreshOutcome>>>();

/** One airline call per AWB at a time in this process; the lease covers other processes. */
export function refreshWaybill(services: Services, awb: Awb, seenAttempts: number | null): Promise<RefreshOutcome> {
  let inflight = inflightOf.get(services);
  if (!inflight) inflightOf.set(services, (inflight = new Map()));
  let p = inflight.get(awb.digits);
  if (!p) {
    p = refresh(services, awb, seenAttempts).finally(() => inflight.delete(awb.digits));
    inflight.set(awb.digits, p);
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
  const { airline } = airConnectors(services);
  const now = clock.now();
  let answer;
  try {
    answer = await airline.fetch({ digits: awb.digits, prefix: awb.prefix, display: awb.display }, now);
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
