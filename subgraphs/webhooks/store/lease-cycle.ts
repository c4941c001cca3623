// The delivery engine's lease cycle (docs/webhooks.md part 3): attempt results recorded, each
// endpoint's failure streak decided (decide-streak.ts), leases renewed, released and acquired,
// due deliveries read ahead.
import type { Db, Queryable } from '../../../platform/db.js';
import { decideStreak, type RecordedAttempt, type Streak, type StreakDecision } from '../decide/streak.js';

/** What an endpoint signs with: its sealed key, or an unsealed legacy digest (secret_hash). */
export interface EndpointKeys {
  signing_key: string | null;
  secret_hash: string | null;
  previous_signing_key: string | null;
  /** ISO instant; the previous key is signed with until then. */
  previous_key_until: string | null;
}

/** A due delivery read under an endpoint lease; its event comes once per cycle (DueEvent). */
export interface DueDelivery {
  seq: number;
  id: string;
  endpoint_id: string;
  attempt_count: number;
  event_id: string;
  /** Exactly as the database has it (microseconds): the read cursor. */
  next_attempt_at: string;
}

/** The event of one or more due deliveries: type, time and payload, sent once per cycle. */
export interface DueEvent {
  id: string;
  event_type: string;
  occurred_at: string;
  data: unknown;
}

export interface AttemptResult {
  seq: number;
  endpoint_id: string;
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

/** What the dispatcher asks of a lease it holds in this cycle. */
export interface HeldLease {
  endpoint_id: string;
  lease: string;
  /** read: renew and read up to `room` due deliveries after the cursor; keep: renew; release: let go. */
  op: 'read' | 'keep' | 'release';
  room: number;
  /** Read cursor: (next_attempt_at, seq) of the last delivery read under this lease. */
  after_at: string | null;
  after_seq: number | null;
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

export interface LeaseCycleResult {
  /** Held leases that still hold after this cycle (renewed), with the endpoint's current URL and keys (they may have been updated). */
  kept: ({ endpoint_id: string; url: string } & EndpointKeys)[];
  acquired: ({ endpoint_id: string; lease: string; url: string; product: string; org_id: string } & EndpointKeys)[];
  /** Endpoints that could have been acquired, before each organisation's room: acquiring was cut short when it reached acquire × 4. */
  candidates: number;
  due: DueDelivery[];
  /** The events of `due`, each once however many endpoints it goes to. */
  events: DueEvent[];
  disabled: string[];
}

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
         AS v(seq bigint, endpoint_id uuid, lease uuid, ok boolean, status text, code int, error text, at timestamptz, next_at timestamptz, ord int)
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
        WHERE d.endpoint_id = v.endpoint_id AND d.seq = v.seq AND e.id = v.endpoint_id AND e.lease_token = v.lease
          AND d.seq = ANY ($2::bigint[]) -- lets the planner see the batch size: key probes, not a scan
       RETURNING d.endpoint_id, v.ok, v.at, v.ord
     )
     SELECT e.id AS endpoint_id, e.failure_count, to_json(e.failing_since) AS failing_since,
            to_json(e.last_delivery_at) AS last_delivery_at,
            (SELECT json_agg(json_build_object('ok', u.ok, 'at', u.at, 'ord', u.ord)) FROM upd u WHERE u.endpoint_id = e.id) AS attempts
       FROM webhooks.endpoints e
      WHERE e.id IN (SELECT endpoint_id FROM upd)
        FOR NO KEY UPDATE OF e`,
    [JSON.stringify(results), results.map((x) => x.seq)],
  );
  return r.rows;
}

/**
 * The engine's cycle: one round trip, or, when attempts finished, one short transaction of two.
 *
 * 1. Records attempt results (recordAttempts), and decides each endpoint's failure streak
 *    (decide-streak.ts): a success resets failure_count to the failures after it and moves
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
  if (!results.length) return leaseAndRead(db, [], p);
  const rule = { after: p.disableAfter, cutoff: p.disableCutoff.toISOString() };
  // Given a transaction already (a Queryable without tx), both statements run in it.
  const inTx = <T>(fn: (q: Queryable) => Promise<T>) => ('tx' in db ? db.tx(fn) : fn(db));
  return inTx(async (tx) => {
    const streaks = await recordAttempts(tx, results);
    const decided = streaks.map(({ endpoint_id, attempts, ...before }) => ({
      endpoint_id,
      ...decideStreak(before, attempts, rule),
    }));
    return leaseAndRead(tx, decided, p);
  });
}

/**
 * Steps 2 to 4 of leaseCycle as one statement. $1 the streak decisions, $2 the held leases, $3
 * now, $4 the new lease's end, $5 endpoints to acquire, $6 deliveries to read per new lease,
 * $7 each organisation's room, $8 leases per organisation.
 */
const LEASE_AND_READ = `WITH RECURSIVE relaxed AS (
       -- This transaction's commit need not wait for the WAL flush: if the database crashes, the
       -- results of its last moments are lost, so those deliveries are sent again with the same
       -- id and bytes (at least once, as always). Fan-out stays synchronous.
       SELECT set_config('synchronous_commit', 'off', true)
     ), decided AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS x(endpoint_id uuid, failure_count int, failing_since timestamptz, last_delivery_at timestamptz, disable boolean)
     ), h AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS h(endpoint_id uuid, lease uuid, op text, room int, after_at timestamptz, after_seq bigint)
     ), hx AS (
       SELECT h.*, x.endpoint_id IS NOT NULL AS decided, x.failure_count, x.failing_since, x.last_delivery_at,
              coalesce(x.disable, false) AS disable
         FROM h LEFT JOIN decided x ON x.endpoint_id = h.endpoint_id
     ), ep AS (
       UPDATE webhooks.endpoints e SET
              failure_count = CASE WHEN hx.decided THEN hx.failure_count ELSE e.failure_count END,
              failing_since = CASE WHEN hx.decided THEN hx.failing_since ELSE e.failing_since END,
              last_delivery_at = CASE WHEN hx.decided THEN hx.last_delivery_at ELSE e.last_delivery_at END,
              active = e.active AND NOT hx.disable,
              disabled_at = CASE WHEN e.active AND hx.disable THEN $3::timestamptz ELSE e.disabled_at END,
              lease_token = CASE WHEN hx.op = 'release' OR NOT e.active OR hx.disable THEN NULL ELSE e.lease_token END,
              lease_until = CASE WHEN hx.op = 'release' OR NOT e.active OR hx.disable THEN NULL ELSE $4::timestamptz END
         FROM hx
        WHERE e.id = hx.endpoint_id AND e.lease_token = hx.lease
       RETURNING e.id, hx.lease, hx.op, hx.room, hx.after_at, hx.after_seq,
                 e.active AND e.lease_token IS NOT NULL AS readable, hx.disable AND e.disabled_at = $3::timestamptz AS disabled_now,
                 e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until
     ), pend(endpoint_id) AS (
       (SELECT endpoint_id FROM webhooks.deliveries WHERE status = 'pending' AND $5::int > 0 ORDER BY endpoint_id LIMIT 1)
       UNION ALL
       SELECT (SELECT d.endpoint_id FROM webhooks.deliveries d
                WHERE d.status = 'pending' AND d.endpoint_id > p.endpoint_id ORDER BY d.endpoint_id LIMIT 1)
         FROM pend p WHERE p.endpoint_id IS NOT NULL
     ), org_room AS MATERIALIZED (
       SELECT * FROM jsonb_to_recordset($7::jsonb) AS r(org_id uuid, room int)
     ), cand AS MATERIALIZED (
       -- More candidates than wanted: one organisation's may be more than its room.
       SELECT c.id, c.org_id, c.leased_at, c.seq FROM pend p JOIN webhooks.endpoints c ON c.id = p.endpoint_id
        WHERE c.active AND (c.lease_until IS NULL OR c.lease_until <= $3::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM h WHERE h.endpoint_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM org_room r WHERE r.org_id = c.org_id AND r.room <= 0)
          AND EXISTS (SELECT 1 FROM webhooks.deliveries d
                       WHERE d.endpoint_id = c.id AND d.status = 'pending' AND d.next_attempt_at <= $3::timestamptz)
        ORDER BY c.leased_at NULLS FIRST, c.seq LIMIT $5 * 4
          FOR UPDATE OF c SKIP LOCKED
     ), pick AS (
       SELECT x.id FROM (
         SELECT c.*, row_number() OVER (PARTITION BY c.org_id ORDER BY c.leased_at NULLS FIRST, c.seq) AS nth,
                coalesce((SELECT r.room FROM org_room r WHERE r.org_id = c.org_id), $8::int) AS room
           FROM cand c) x
        WHERE x.nth <= x.room
        ORDER BY x.leased_at NULLS FIRST, x.seq LIMIT $5
     ), acq AS (
       UPDATE webhooks.endpoints e SET lease_token = gen_random_uuid(), lease_until = $4::timestamptz, leased_at = $3::timestamptz
         FROM pick
        WHERE e.id = pick.id
       RETURNING e.id, e.lease_token, e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until, e.product, e.org_id
     ), readers AS (
       SELECT ep.id, ep.lease, ep.room, ep.after_at, ep.after_seq FROM ep WHERE ep.readable AND ep.op = 'read'
       UNION ALL
       SELECT acq.id, acq.lease_token, $6::int, NULL::timestamptz, NULL::bigint FROM acq
     ), due AS MATERIALIZED (
       SELECT x.* FROM readers m CROSS JOIN LATERAL (
         SELECT d.seq, d.id, d.endpoint_id, d.attempt_count, d.event_id, d.next_attempt_at::text
           FROM webhooks.deliveries d
          WHERE d.endpoint_id = m.id AND d.status = 'pending' AND d.next_attempt_at <= $3::timestamptz
            AND (d.next_attempt_at, d.seq) > (coalesce(m.after_at, '-infinity'), coalesce(m.after_seq, 0))
          ORDER BY d.next_attempt_at, d.seq
          LIMIT m.room
       ) x
     )
     SELECT json_build_object(
       'kept', coalesce((SELECT json_agg(json_build_object('endpoint_id', id, 'url', url, 'signing_key', signing_key, 'secret_hash', secret_hash,
                                                           'previous_signing_key', previous_signing_key, 'previous_key_until', previous_key_until)) FROM ep WHERE readable), '[]'::json),
       'acquired', coalesce((SELECT json_agg(json_build_object('endpoint_id', id, 'lease', lease_token, 'url', url, 'signing_key', signing_key, 'secret_hash', secret_hash,
                                                               'previous_signing_key', previous_signing_key, 'previous_key_until', previous_key_until, 'product', product,
                                                               'org_id', org_id)) FROM acq), '[]'::json),
       'candidates', (SELECT count(*) FROM cand),
       'due', coalesce((SELECT json_agg(due) FROM due), '[]'::json),
       -- By key, as an array: as a join the planner may hash the whole outbox instead.
       'events', coalesce((SELECT json_agg(json_build_object('id', o.id, 'event_type', o.event_type, 'occurred_at', o.occurred_at, 'data', o.data))
                             FROM webhooks.outbox o WHERE o.id = ANY (ARRAY(SELECT DISTINCT event_id FROM due))), '[]'::json),
       'disabled', coalesce((SELECT json_agg(id) FROM ep WHERE disabled_now), '[]'::json),
       'relaxed', (SELECT count(*) FROM relaxed)
     ) AS out`;

/** Steps 2 to 4 of leaseCycle, in one statement. */
async function leaseAndRead(
  db: Queryable,
  decided: (StreakDecision & { endpoint_id: string })[],
  p: LeaseCycle,
): Promise<LeaseCycleResult> {
  const r = await db.query<{ out: LeaseCycleResult }>(LEASE_AND_READ, [
    JSON.stringify(decided),
    JSON.stringify(p.held),
    p.now,
    p.leaseUntil,
    p.acquire,
    p.room,
    JSON.stringify(p.orgRooms),
    p.leasesPerOrganisation,
  ]);
  return r.rows[0]!.out;
}
