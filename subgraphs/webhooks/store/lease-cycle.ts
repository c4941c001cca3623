// The delivery engine's lease cycle (docs/webhooks.md part 3): attempt results recorded, each
// endpoint's failure streak decided (decide/streak.ts), leases renewed, released and acquired,
// due deliveries read ahead.
import type { Db, Queryable } from '../../../platform/db.js';
import { decideStreak, type RecordedAttempt, type Streak } from '../decide/streak.js';
import {
  leaseAndRead,
  type HeldLease,
  type LeaseAndReadParams,
  type LeaseAndReadResult,
} from './sql/lease-cycle.sql.js';

export type { DueDelivery, EndpointKeys, HeldLease } from './sql/lease-cycle.sql.js';

export interface AttemptResult {
  seq: number;
  endpoint_id: string;
  /** The delivery's created_at as read (DueDelivery): its month's partition, the only one probed. */
  created_at: string;
  /** The lease the delivery was read under: recorded only while it still holds. */
  lease: string;
  ok: boolean;
  status: 'pending' | 'delivered' | 'dead';
  code: number | null;
  error: string | null;
  at: string;
  /** Due time of the next attempt (pending only). */
  next_at: string | null;
  /** Completion order (failure streaks are order-sensitive). */
  ord: number;
}

export interface LeaseCycle {
  now: Date;
  leaseUntil: Date;
  held: HeldLease[];
  /** Endpoints to acquire at most (0: none), each read up to `room`. */
  acquire: number;
  room: number;
  /** Endpoints of one organisation leased at once at most … */
  leasesPerOrganisation: number;
  /** … less those this dispatcher holds already, per organisation holding any. */
  orgRooms: { org_id: string; room: number }[];
  disableAfter: number;
  disableCutoff: Date;
}

export type LeaseCycleResult = LeaseAndReadResult;

/**
 * Records attempt results, only under the lease they were read under (a dispatcher that stalled
 * past its lease cannot overwrite its successor's outcome), and reads the delivery record of each
 * endpoint recorded for, locked until the cycle commits (as its update would lock it: fan-outs
 * adding deliveries to it are not held up), what decideStreak needs.
 */
async function recordAttempts(
  tx: Queryable,
  results: AttemptResult[],
): Promise<(Streak & { endpoint_id: string; attempts: RecordedAttempt[] })[]> {
  const r = await tx.query<Streak & { endpoint_id: string; attempts: RecordedAttempt[] }>(
    `WITH v AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS v(seq bigint, endpoint_id uuid, created_at timestamptz, lease uuid, ok boolean, status text, code int, error text, at timestamptz, next_at timestamptz, ord int)
     ), upd AS (
       UPDATE webhooks.deliveries d
          SET status = v.status,
              attempt_count = d.attempt_count + 1,
              last_status_code = v.code,
              last_error = v.error,
              last_attempt_at = v.at,
              updated_at = v.at,
              delivered_at = CASE WHEN v.ok THEN v.at END,
              next_attempt_at = coalesce(v.next_at, d.next_attempt_at)
         FROM v, webhooks.endpoints e
        WHERE d.endpoint_id = v.endpoint_id AND d.seq = v.seq AND d.created_at = v.created_at
          AND e.id = v.endpoint_id AND e.lease_token = v.lease
          -- an attempt recorded by a cycle whose commit was not heard is not counted twice: the row
          -- already says it (a resend in between sets the status back to pending, so counts)
          AND (d.last_attempt_at, d.status, d.last_status_code) IS DISTINCT FROM (v.at, v.status, v.code)
          AND d.seq = ANY ($2::bigint[]) -- lets the planner see the batch size: key probes, not a scan
          AND d.created_at = ANY ($3::timestamptz[]) -- and the months: only their partitions are probed
       RETURNING d.endpoint_id, v.ok, v.at, v.ord
     )
     SELECT e.id AS endpoint_id, e.failure_count, to_json(e.failing_since) AS failing_since,
            to_json(e.last_delivery_at) AS last_delivery_at,
            (SELECT json_agg(json_build_object('ok', u.ok, 'at', u.at, 'ord', u.ord)) FROM upd u WHERE u.endpoint_id = e.id) AS attempts
       FROM webhooks.endpoints e
      WHERE e.id IN (SELECT endpoint_id FROM upd)
        FOR NO KEY UPDATE OF e`,
    [JSON.stringify(results), results.map((x) => x.seq), results.map((x) => x.created_at)],
  );
  return r.rows;
}

/**
 * The engine's cycle: one round trip, or, when attempts finished, one short transaction of two.
 *
 * 1. Records attempt results (recordAttempts), and decides each endpoint's failure streak
 *    (decide/streak.ts): a success resets failure_count to the failures after it and moves
 *    last_delivery_at; failures extend the streak; a streak long enough in count and in time
 *    switches the endpoint off.
 * 2. Applies the decisions and renews the held leases (or lets them go: released, paused,
 *    disabled or deleted endpoints).
 * 3. Acquires up to `acquire` unleased (or expired) active endpoints with due deliveries, least
 *    recently leased first, at most an organisation's room of each organisation's (fairness:
 *    docs/webhooks.md), FOR UPDATE SKIP LOCKED, each with a new fencing token. Endpoints
 *    with pending rows are enumerated by a loose index scan, so the cost follows the endpoints
 *    with work, not the backlog.
 * 4. Reads due deliveries of the leased endpoints, oldest first, after each lease's cursor:
 *    no write per delivery, and what this dispatcher holds or records now is behind the cursor.
 *    A delivery committed behind a cursor (fan-outs committing out of order) is read under the
 *    endpoint's next lease: leases end when the endpoint runs dry or its turn is over.
 *    Their events come separately, each once: an event fanned out to ten endpoints is read and
 *    sent once per cycle, not ten times.
 */
export async function leaseCycle(
  db: Db | Queryable,
  results: AttemptResult[],
  p: LeaseCycle,
): Promise<LeaseCycleResult> {
  if (!results.length) return leaseAndRead(db, statementParams([], p));
  const rule = { after: p.disableAfter, cutoff: p.disableCutoff.toISOString() };
  // Given a transaction already (a Queryable without tx), both statements run in it.
  const inTx = <T>(fn: (q: Queryable) => Promise<T>) => ('tx' in db ? db.tx(fn) : fn(db));
  return inTx(async (tx) => {
    const streaks = await recordAttempts(tx, results);
    const decided = streaks.map(({ endpoint_id, attempts, ...before }) => ({
      endpoint_id,
      ...decideStreak(before, attempts, rule),
    }));
    return leaseAndRead(tx, statementParams(decided, p));
  });
}

/** The statement's parameters (steps 2 to 4) for this cycle. */
function statementParams(decided: LeaseAndReadParams['decided'], p: LeaseCycle): LeaseAndReadParams {
  const { now, leaseUntil, held, acquire, room, orgRooms, leasesPerOrganisation } = p;
  return { decided, held, now, leaseUntil, acquire, readAhead: room, orgRooms, leasesPerOrganisation };
}
