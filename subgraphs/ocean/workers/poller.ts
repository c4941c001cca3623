// The carrier poller (docs/ocean.md, Polling). Each pass leases the records due (FOR UPDATE SKIP LOCKED, so
// several worker processes never poll one record at once), asks the carrier (or reuses a fresh
// shared answer: source warm_db), and writes what changed — record, boxes, events, lane
// history and the webhook outbox — in one transaction per record (what an answer changes is
// decided in decide-poll.ts). Connector errors back off exponentially. Vessel positions of
// the boxes on board are refreshed after each pass.
import { randomUUID } from 'node:crypto';
import type { Services } from '../../../platform/services.js';
import type { Queryable, Tx } from '../../../platform/db.js';
import { ConnectorError, type Reference, type TrackingSnapshot } from '../connectors/types.js';
import { nearestPort, reconcileNavStatus } from '../connectors/positions.js';
import { feeds } from '../connectors/feeds.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { backoffSeconds } from '../decide/tracking.js';
import { decidePoll } from '../decide/poll.js';
import { boxesOnAnswer, termsScopes } from '../decide/boxes.js';
import type { PollInput } from '../decide/poll-input.js';
import { newsDue } from '../decide/poll-again.js';

/** How long a worker holds a lease; a crashed worker's records are polled again after it. */
export const LEASE_SECONDS = 120;
/** A shared carrier answer younger than this is reused instead of asking the carrier again. */
export const WARM_WINDOW_SECONDS = 10 * 60;
/** Records polled per pass, and carrier calls in flight at once. */
export const BATCH = 50;
export const CONCURRENCY = 8;
/** Positions older than this are asked for again. */
export const POSITION_REFRESH_SECONDS = 15 * 60;

export interface PollSummary {
  claimed: number;
  polled: number;
  failed: number;
  positions: number;
}

/** One pass: every record due at `now` (up to BATCH), then vessel positions. */
export async function pollDue(
  services: Services,
  now: Date = services.clock.now(),
  opts: { batch?: number } = {},
): Promise<PollSummary> {
  const token = randomUUID();
  const claimed = await services.db.tx((tx) =>
    store.claimDue(tx, now, opts.batch ?? BATCH, token, new Date(now.getTime() + LEASE_SECONDS * 1000)),
  );
  let polled = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const row = claimed[next++]!;
      const ok = await pollClaimed(services, row, now);
      if (ok) polled++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  const positions = await refreshPositions(services, now);
  return { claimed: claimed.length, polled, failed, positions };
}

/** Polls one leased record and writes the outcome; false when the carrier call failed. */
export async function pollClaimed(services: Services, row: store.ClaimedRow, now: Date): Promise<boolean> {
  const ref: Reference = {
    identifier: row.identifier,
    identifierType: row.identifier_type as Reference['identifierType'],
    carrierScac: row.carrier_scac,
  };
  const connector = feeds(services).connectorFor(ref);
  let snapshot: TrackingSnapshot;
  let source: 'direct_carrier' | 'warm_db' = 'direct_carrier';
  let registeredAt = row.registered_at;
  try {
    const warm = await store.getSnapshot(services.db, row.identifier);
    // A shared answer is reused while fresh: young, and not past the moment its source said it
    // would have news (then the carrier is asked).
    if (
      warm &&
      warm.found &&
      now.getTime() - warm.fetched_at.getTime() < WARM_WINDOW_SECONDS * 1000 &&
      !newsDue(warm.snapshot as TrackingSnapshot, now) &&
      warm.identifier_type === row.identifier_type
    ) {
      snapshot = warm.snapshot as TrackingSnapshot;
      source = 'warm_db';
    } else {
      if (!connector) {
        await writeNotConnected(services, row, now);
        return false;
      }
      if (!registeredAt) {
        await connector.register(ref);
        registeredAt = now;
      }
      snapshot = await connector.poll(ref);
    }
  } catch (err) {
    await writeFailure(services, row, err, now, registeredAt);
    return false;
  }
  const input = { snapshot, source, now, registeredAt, ref: await refData(services.db) };
  await services.db.tx((tx) => applySnapshot(tx, row, input));
  return true;
}

async function writeNotConnected(services: Services, row: store.ClaimedRow, now: Date): Promise<void> {
  await store.recordPollFailure(services.db, row.id, row.lease_token, {
    failures: 0,
    error: 'carrier not connected',
    nextPollAt: new Date(now.getTime() + 24 * 3600_000),
    connectorStatus: {
      state: 'not_connected',
      carrier_code: row.carrier_scac,
      message: 'No connection to this carrier yet; ask to be notified when it is live.',
      checked_at: now.toISOString(),
    },
    registeredAt: null,
  });
}

async function writeFailure(
  services: Services,
  row: store.ClaimedRow,
  err: unknown,
  now: Date,
  registeredAt: Date | null,
): Promise<void> {
  const failures = (await store.pollFailures(services.db, row.id)) + 1;
  const retryable = !(err instanceof ConnectorError) || err.retryable;
  const wait = retryable ? backoffSeconds(failures) : 24 * 3600;
  const message = err instanceof Error ? err.message : String(err);
  if (!(err instanceof ConnectorError)) services.log.error({ err, id: row.id }, 'ocean poll failed unexpectedly');
  const nextAt = new Date(now.getTime() + wait * 1000);
  await store.recordPollFailure(services.db, row.id, row.lease_token, {
    failures,
    error: message.slice(0, 500),
    nextPollAt: nextAt,
    connectorStatus: {
      state: 'error',
      consecutive_failures: failures,
      last_error: message.slice(0, 200),
      next_attempt_at: nextAt.toISOString(),
    },
    registeredAt,
  });
}

// ---------------------------------------------------------------------------------------------
// Applying a carrier answer

/**
 * Writes one carrier answer onto a leased record, inside the record's transaction: reads the
 * record's state and the terms in force for the answer's boxes, decides (./decide-poll.ts),
 * and applies the decision (store.applyPoll). Statements stay constant per poll.
 */
export async function applySnapshot(tx: Tx, claimed: store.ClaimedRow, input: PollInput): Promise<void> {
  const state = await store.lockPollState(tx, claimed.id, claimed.lease_token);
  if (!state) return; // the lease ran out and another worker took the record
  const boxes = boxesOnAnswer(state.record, input);
  const terms = await store.termsInForce(tx, state.record.org_id, termsScopes(boxes));
  await store.applyPoll(tx, decidePoll(state, input, boxes, terms));
}

// ---------------------------------------------------------------------------------------------
// Vessel positions

export async function refreshPositions(services: Services, now: Date, db: Queryable = services.db): Promise<number> {
  const imos = await store.imosToRefresh(db, new Date(now.getTime() - POSITION_REFRESH_SECONDS * 1000), 500);
  if (!imos.length) return 0;
  let fixes;
  try {
    fixes = await feeds(services).vessels.latest(imos);
  } catch (err) {
    services.log.warn({ err: (err as Error).message }, 'vessel position feed failed');
    return 0;
  }
  const ref = await refData(db);
  const kind = feeds(services).vessels.kind;
  const rows: store.PositionWrite[] = fixes.map((f) => {
    const verdict = reconcileNavStatus(f, nearestPort(f, ref.placedPorts));
    return {
      imo: f.imo,
      name: f.name,
      lat: f.lat,
      lng: f.lng,
      speed_knots: f.speedKnots,
      heading_deg: f.headingDeg,
      nav_status: verdict.navStatus,
      nav_status_claimed: verdict.claimed,
      source: kind,
      fix_at: f.fixAt,
    };
  });
  await store.upsertPositions(db, rows, now);
  return rows.length;
}
