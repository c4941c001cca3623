// The lease cycle's one statement (steps 2 to 4 of store/lease-cycle.ts): streak decisions applied,
// held leases renewed or let go, endpoints acquired, due deliveries read ahead; named parameters
// and the typed answer. Reviewed beside test/webhooks/lease-cycle.test.ts.
import type { Queryable } from '../../../../platform/db.js';
import type { StreakDecision } from '../../decide/streak.js';

/** What an endpoint signs with: its sealed key, or an unsealed legacy digest (secret_hash). */
export interface EndpointKeys {
  signing_key: string | null;
  secret_hash: string | null;
  previous_signing_key: string | null;
  /** ISO instant; the previous key is signed with until then. */
  previous_key_until: string | null;
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

/** A due delivery read under an endpoint lease; its event comes once per cycle (DueEvent). */
export interface DueDelivery {
  seq: number;
  id: string;
  endpoint_id: string;
  attempt_count: number;
  event_id: string;
  /** Exactly as the database has it (microseconds): the read cursor. */
  next_attempt_at: string;
  /** Exactly as the database has it: its month's partition, where its result is recorded. */
  created_at: string;
}

/** The event of one or more due deliveries: type, time and payload, sent once per cycle. */
interface DueEvent {
  id: string;
  event_type: string;
  occurred_at: string;
  data: unknown;
}

/** The statement's parameters, by name. */
export interface LeaseAndReadParams {
  /** Each recorded-for endpoint's failure streak as decided (decide/streak.ts). */
  decided: (StreakDecision & { endpoint_id: string })[];
  held: HeldLease[];
  now: Date;
  /** The end of every lease renewed or acquired now. */
  leaseUntil: Date;
  /** Endpoints to acquire at most (0: none). */
  acquire: number;
  /** Deliveries read per newly acquired lease. */
  readAhead: number;
  /** What each organisation holding leases here may still acquire … */
  orgRooms: { org_id: string; room: number }[];
  /** … and what one holding none may (endpoints of one organisation leased at once). */
  leasesPerOrganisation: number;
}

/** The statement's answer (one JSON object, as its sets differ in shape). */
export interface LeaseAndReadResult {
  /** Held leases that still hold after this cycle (renewed), with the endpoint's current URL and keys (they may have been updated). */
  kept: ({ endpoint_id: string; url: string } & EndpointKeys)[];
  acquired: ({ endpoint_id: string; lease: string; url: string; product: string; org_id: string } & EndpointKeys)[];
  /** Endpoints that could have been acquired, before each organisation's room: acquiring was cut short when it reached acquire × 4. */
  candidates: number;
  due: DueDelivery[];
  /** The events of `due`, each once however many endpoints it goes to. */
  events: DueEvent[];
  /** Endpoints this cycle switched off. */
  disabled: string[];
}

/** The one place a parameter's name becomes its position ($1 …). */
const ORDER = [
  'decided',
  'held',
  'now',
  'leaseUntil',
  'acquire',
  'readAhead',
  'orgRooms',
  'leasesPerOrganisation',
] as const satisfies readonly (keyof LeaseAndReadParams)[];
const $ = Object.fromEntries(ORDER.map((name, i) => [name, `$${i + 1}`])) as Record<(typeof ORDER)[number], string>;

// Committed as durably as any write (synchronous_commit as configured: with synchronous
// replication, on the standby before it is acknowledged). What the dispatcher heard acknowledged
// it acts on: a recording lost in a failover sends its delivery again, a lease acquired or renewed
// and lost has the endpoint taken (or held back) under another token while this one still sends.
const TEXT = `WITH RECURSIVE decided AS MATERIALIZED (
       -- The streak decisions, one row per endpoint recorded for.
       SELECT * FROM jsonb_to_recordset(${$.decided}::jsonb)
         AS x(endpoint_id uuid, failure_count int, failing_since timestamptz, last_delivery_at timestamptz, disable boolean)
     ), h AS MATERIALIZED (
       -- The held leases and what is asked of each.
       SELECT * FROM jsonb_to_recordset(${$.held}::jsonb) AS h(endpoint_id uuid, lease uuid, op text, room int, after_at timestamptz, after_seq bigint)
     ), hx AS (
       -- Each held lease with its endpoint's decision, if any.
       SELECT h.*, x.endpoint_id IS NOT NULL AS decided, x.failure_count, x.failing_since, x.last_delivery_at,
              coalesce(x.disable, false) AS disable
         FROM h LEFT JOIN decided x ON x.endpoint_id = h.endpoint_id
     ), ep AS (
       -- Step 2, under the lease token only (fencing): the decision applied, the lease renewed, or
       -- let go when released, paused or switched off now. A lease taken over (or an endpoint
       -- deleted) returns no row: the dispatcher forgets it.
       UPDATE webhooks.endpoints e SET
              failure_count = CASE WHEN hx.decided THEN hx.failure_count ELSE e.failure_count END,
              failing_since = CASE WHEN hx.decided THEN hx.failing_since ELSE e.failing_since END,
              last_delivery_at = CASE WHEN hx.decided THEN hx.last_delivery_at ELSE e.last_delivery_at END,
              active = e.active AND NOT hx.disable,
              disabled_at = CASE WHEN e.active AND hx.disable THEN ${$.now}::timestamptz ELSE e.disabled_at END,
              lease_token = CASE WHEN hx.op = 'release' OR NOT e.active OR hx.disable THEN NULL ELSE e.lease_token END,
              lease_until = CASE WHEN hx.op = 'release' OR NOT e.active OR hx.disable THEN NULL ELSE ${$.leaseUntil}::timestamptz END
         FROM hx
        WHERE e.id = hx.endpoint_id AND e.lease_token = hx.lease
       RETURNING e.id, hx.lease, hx.op, hx.room, hx.after_at, hx.after_seq,
                 e.active AND e.lease_token IS NOT NULL AS readable, hx.disable AND e.disabled_at = ${$.now}::timestamptz AS disabled_now,
                 e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until
     ), pend(endpoint_id) AS (
       -- Step 3: the endpoints with pending deliveries, by a loose index scan (one probe per
       -- endpoint, however long its backlog); none when nothing is to be acquired.
       (SELECT endpoint_id FROM webhooks.deliveries WHERE status = 'pending' AND ${$.acquire}::int > 0 ORDER BY endpoint_id LIMIT 1)
       UNION ALL
       SELECT (SELECT d.endpoint_id FROM webhooks.deliveries d
                WHERE d.status = 'pending' AND d.endpoint_id > p.endpoint_id ORDER BY d.endpoint_id LIMIT 1)
         FROM pend p WHERE p.endpoint_id IS NOT NULL
     ), org_room AS MATERIALIZED (
       -- What each organisation holding leases here may still acquire.
       SELECT * FROM jsonb_to_recordset(${$.orgRooms}::jsonb) AS r(org_id uuid, room int)
     ), cand AS MATERIALIZED (
       -- Unleased (or expired) active endpoints not held here, of organisations with room, with a
       -- delivery due now; least recently leased first, locked or skipped.
       -- More candidates than wanted: one organisation's may be more than its room.
       SELECT c.id, c.org_id, c.leased_at, c.seq FROM pend p JOIN webhooks.endpoints c ON c.id = p.endpoint_id
        WHERE c.active AND (c.lease_until IS NULL OR c.lease_until <= ${$.now}::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM h WHERE h.endpoint_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM org_room r WHERE r.org_id = c.org_id AND r.room <= 0)
          AND EXISTS (SELECT 1 FROM webhooks.deliveries d
                       WHERE d.endpoint_id = c.id AND d.status = 'pending' AND d.next_attempt_at <= ${$.now}::timestamptz)
        ORDER BY c.leased_at NULLS FIRST, c.seq LIMIT ${$.acquire} * 4
          FOR UPDATE OF c SKIP LOCKED
     ), pick AS (
       -- At most each organisation's room of its candidates, then the first ones up to acquire.
       SELECT x.id FROM (
         SELECT c.*, row_number() OVER (PARTITION BY c.org_id ORDER BY c.leased_at NULLS FIRST, c.seq) AS nth,
                coalesce((SELECT r.room FROM org_room r WHERE r.org_id = c.org_id), ${$.leasesPerOrganisation}::int) AS room
           FROM cand c) x
        WHERE x.nth <= x.room
        ORDER BY x.leased_at NULLS FIRST, x.seq LIMIT ${$.acquire}
     ), acq AS (
       -- The picked endpoints leased, each with a new fencing token.
       UPDATE webhooks.endpoints e SET lease_token = gen_random_uuid(), lease_until = ${$.leaseUntil}::timestamptz, leased_at = ${$.now}::timestamptz
         FROM pick
        WHERE e.id = pick.id
       RETURNING e.id, e.lease_token, e.url, e.signing_key, e.secret_hash, e.previous_signing_key, e.previous_key_until, e.product, e.org_id
     ), readers AS (
       -- Step 4: the leases that read: renewed ones asked to (from their cursor), new ones (from the start).
       SELECT ep.id, ep.lease, ep.room, ep.after_at, ep.after_seq FROM ep WHERE ep.readable AND ep.op = 'read'
       UNION ALL
       SELECT acq.id, acq.lease_token, ${$.readAhead}::int, NULL::timestamptz, NULL::bigint FROM acq
     ), due AS MATERIALIZED (
       -- Up to each reader's room of its deliveries due now, oldest first, after its cursor.
       SELECT x.* FROM readers m CROSS JOIN LATERAL (
         SELECT d.seq, d.id, d.endpoint_id, d.attempt_count, d.event_id, d.next_attempt_at::text, d.created_at::text
           FROM webhooks.deliveries d
          WHERE d.endpoint_id = m.id AND d.status = 'pending' AND d.next_attempt_at <= ${$.now}::timestamptz
            AND (d.next_attempt_at, d.seq) > (coalesce(m.after_at, '-infinity'), coalesce(m.after_seq, 0))
          ORDER BY d.next_attempt_at, d.seq
          LIMIT m.room
       ) x
     )
     -- The answer (LeaseAndReadResult).
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
       'disabled', coalesce((SELECT json_agg(id) FROM ep WHERE disabled_now), '[]'::json)
     ) AS out`;

/** Runs the statement; the sets go in as JSON. */
export async function leaseAndRead(db: Queryable, p: LeaseAndReadParams): Promise<LeaseAndReadResult> {
  const values = ORDER.map((name) => {
    const v = p[name];
    return Array.isArray(v) ? JSON.stringify(v) : v;
  });
  const r = await db.query<{ out: LeaseAndReadResult }>(TEXT, values);
  return r.rows[0]!.out;
}
