// Polling one leased record (docs/ocean.md, Polling): the carrier asked (or a fresh shared answer
// reused: source warm_db), then what the answer changes — record, boxes, events, lane history and
// the webhook outbox — decided (decide/poll.ts) and written in one transaction. A failed call
// backs off exponentially. The poller (workers/poller.ts) and a caller's recheck run it.
import type { Services } from '../../../platform/services.js';
import type { Tx } from '../../../platform/db.js';
import { ConnectorError, type Reference, type TrackingSnapshot } from '../connectors/types.js';
import { feeds } from '../connectors/feeds.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { backoffSeconds } from '../decide/tracking.js';
import { decidePoll } from '../decide/poll.js';
import { boxesOnAnswer, termsScopes } from '../decide/boxes.js';
import type { PollInput } from '../decide/poll-input.js';
import { newsDue } from '../decide/poll-again.js';
import { notConnected, pollFailing } from '../decide/connector-status.js';
import { pollArrivalInputs } from './predict-arrival.js';

/** How long a worker holds a lease; a crashed worker's records are polled again after it. */
export const LEASE_SECONDS = 120;
/** A shared carrier answer younger than this is reused instead of asking the carrier again. */
const WARM_WINDOW_SECONDS = 10 * 60;

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
  const [refs, arrival] = await Promise.all([refData(services.db), pollArrivalInputs(services.db, row, snapshot, now)]);
  const input = { snapshot, source, now, registeredAt, ref: refs, arrival };
  await services.db.tx((tx) => applySnapshot(tx, row, input));
  return true;
}

async function writeNotConnected(services: Services, row: store.ClaimedRow, now: Date): Promise<void> {
  await store.recordPollFailure(services.db, row.id, row.lease_token, {
    failures: 0,
    error: 'carrier not connected',
    nextPollAt: new Date(now.getTime() + 24 * 3600_000),
    connectorStatus: notConnected(row.carrier_scac, now),
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
    connectorStatus: pollFailing(failures, message, nextAt),
    registeredAt,
  });
}

/**
 * Writes one carrier answer onto a leased record, inside the record's transaction: reads the
 * record's state and the terms in force for the answer's boxes, decides (decide/poll.ts),
 * and applies the decision (store.applyPoll). Statements stay constant per poll.
 */
async function applySnapshot(tx: Tx, claimed: store.ClaimedRow, input: PollInput): Promise<void> {
  const state = await store.lockPollState(tx, claimed.id, claimed.lease_token);
  if (!state) return; // the lease ran out and another worker took the record
  const boxes = boxesOnAnswer(state.record, input);
  const terms = await store.termsInForce(tx, state.record.org_id, termsScopes(boxes));
  await store.applyPoll(tx, decidePoll(state, input, boxes, terms));
}
