// The poller's leases and writes, and the shared carrier answers (warm_db).
import type { Queryable } from '../../../platform/db.js';
import type { TrackingSnapshot } from '../connectors/types.js';
import type { BoxRow, ContainerRow } from './rows.js';
import type { OceanEvent } from '../events.js';
import { raiseEvent } from '../../webhooks/outbox.js';
import { boxesOf, recordLaneArrivals, upsertBoxes, type BoxWrite, type LaneArrival } from './boxes.js';
import { existingEventKeys, upsertEvents, type EventKey, type EventWrite } from './events.js';
import { markDemurrageRaised } from './demurrage.js';
import { setBoxesActive } from './records.js';

export interface ClaimedRow {
  id: string;
  org_id: string;
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  registered_at: Date | null;
  added_at: Date;
  lease_token: string;
}

/** Leases up to `limit` due records to this worker; other workers skip rows being claimed. */
export async function claimDue(
  q: Queryable,
  now: Date,
  limit: number,
  token: string,
  leaseUntil: Date,
): Promise<ClaimedRow[]> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $3, lease_until = $4
      WHERE c.id IN (
        SELECT id FROM ocean.containers
         WHERE archived_at IS NULL AND next_poll_at IS NOT NULL AND next_poll_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
         ORDER BY next_poll_at LIMIT $2
         FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [now, limit, token, leaseUntil],
  );
  return r.rows;
}

/** Leases one record (manual recheck); null when another worker holds it. */
export async function claimOne(
  q: Queryable,
  orgId: string,
  id: string,
  now: Date,
  token: string,
  leaseUntil: Date,
): Promise<ClaimedRow | null> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $4, lease_until = $5, manual_recheck_at = $3
      WHERE c.id = (SELECT id FROM ocean.containers WHERE org_id = $1 AND id = $2 AND (lease_until IS NULL OR lease_until < $3) FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [orgId, id, now, token, leaseUntil],
  );
  return r.rows[0] ?? null;
}

/** What a poll decides from: the leased record (locked to the end of the transaction), its boxes and event keys. */
export interface PollState {
  record: ContainerRow;
  boxes: BoxRow[];
  events: EventKey[];
}

/** The state of a record this worker still leases; null when the lease ran out and another worker took it. */
export async function lockPollState(q: Queryable, id: string, token: string): Promise<PollState | null> {
  const r = await q.query<ContainerRow>(
    'SELECT * FROM ocean.containers WHERE id = $1 AND lease_token = $2 FOR UPDATE',
    [id, token],
  );
  const record = r.rows[0];
  if (!record) return null;
  return { record, boxes: await boxesOf(q, id), events: await existingEventKeys(q, id) };
}

/** Consecutive failed polls of a record so far. */
export async function pollFailures(q: Queryable, id: string): Promise<number> {
  const r = await q.query<{ poll_failures: number }>('SELECT poll_failures FROM ocean.containers WHERE id = $1', [id]);
  return r.rows[0]?.poll_failures ?? 0;
}

export async function recordPollFailure(
  q: Queryable,
  id: string,
  token: string,
  fields: { failures: number; error: string; nextPollAt: Date; connectorStatus: unknown; registeredAt: Date | null },
): Promise<void> {
  await q.query(
    `UPDATE ocean.containers SET poll_failures = $3, last_poll_error = $4, next_poll_at = $5, connector_status = $6::jsonb,
       registered_at = COALESCE(registered_at, $7), lease_token = NULL, lease_until = NULL
     WHERE id = $1 AND lease_token = $2`,
    [
      id,
      token,
      fields.failures,
      fields.error,
      fields.nextPollAt,
      fields.connectorStatus === null ? null : JSON.stringify(fields.connectorStatus),
      fields.registeredAt,
    ],
  );
}

/**
 * The columns of ocean.containers a poll sets, each typed as the row reads it: a key is a column
 * name, so a misspelt or unknown one does not compile. The record's identity, lease and list
 * order are the store's to write.
 */
export type RecordWrite = Partial<
  Omit<ContainerRow, 'id' | 'org_id' | 'identifier' | 'identifier_type' | 'update_seq' | 'lease_token' | 'lease_until'>
>;

const JSON_COLUMNS = new Set<keyof RecordWrite>([
  'route_alert',
  'delay_bars',
  'connector_status',
  'carrier_answer_warnings',
]);

/** Writes a poll's outcome on the record; `changed` moves it to the top of the list. */
async function writePollResult(q: Queryable, id: string, fields: RecordWrite, changed: boolean): Promise<void> {
  const keys = Object.keys(fields) as (keyof RecordWrite)[];
  const json = (k: keyof RecordWrite) => JSON_COLUMNS.has(k);
  const sets = keys.map((k, i) => `${k} = $${i + 2}${json(k) ? '::jsonb' : ''}`);
  if (changed) sets.push("update_seq = nextval('ocean.container_update_seq')");
  await q.query(
    `UPDATE ocean.containers SET ${sets.join(', ')}, lease_token = NULL, lease_until = NULL WHERE id = $1`,
    [id, ...keys.map((k) => (json(k) && fields[k] !== null ? JSON.stringify(fields[k]) : fields[k]))],
  );
}

export interface SnapshotRow {
  identifier: string;
  identifier_type: string;
  carrier_scac: string | null;
  found: boolean;
  snapshot: unknown;
  fetched_at: Date;
}

export async function getSnapshot(q: Queryable, identifier: string): Promise<SnapshotRow | null> {
  const r = await q.query<SnapshotRow>('SELECT * FROM ocean.carrier_snapshots WHERE identifier = $1', [identifier]);
  return r.rows[0] ?? null;
}

/** Stores a carrier's answer for a reference (unless a newer one is already stored). */
export async function putSnapshot(
  q: Queryable,
  identifier: string,
  identifierType: string,
  snapshot: TrackingSnapshot,
  fetchedAt: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO ocean.carrier_snapshots (identifier, identifier_type, carrier_scac, found, snapshot, fetched_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (identifier) DO UPDATE SET identifier_type = EXCLUDED.identifier_type, carrier_scac = EXCLUDED.carrier_scac,
       found = EXCLUDED.found, snapshot = EXCLUDED.snapshot, fetched_at = EXCLUDED.fetched_at
     WHERE ocean.carrier_snapshots.fetched_at <= EXCLUDED.fetched_at`,
    [
      identifier,
      identifierType,
      snapshot.found ? snapshot.carrierScac : null,
      snapshot.found,
      JSON.stringify(snapshot),
      fetchedAt,
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Applying a poll's decision (decided by ../decide/poll.ts)

export interface Raise {
  type: OceanEvent;
  data: Record<string, unknown>;
}

/** Everything one carrier answer changes on a record, decided before anything is written. */
export interface PollDecision {
  orgId: string;
  recordId: string;
  now: Date;
  /** New events, and ones whose time or classifier moved. */
  events: EventWrite[];
  boxes: BoxWrite[];
  /** Boxes of an archived record are written inactive (not in the demurrage report). */
  boxesActive: boolean;
  arrivals: LaneArrival[];
  /** Container numbers whose demurrage_warning / demurrage_started is raised now. */
  demurrageRaised: { warning: string[]; started: string[] };
  /** Columns of the record to set (the lease is released with them). */
  record: RecordWrite;
  /** The record moves to the top of the list (it changed, or was closed out). */
  moved: boolean;
  /** Closed out: the record's boxes leave the demurrage report. */
  closeOut: boolean;
  /** The carrier's answer to share (warm_db); null when it was itself a shared answer. */
  share: { identifier: string; identifierType: string; snapshot: TrackingSnapshot } | null;
  raises: Raise[];
}

/** Applies a poll's decision; runs inside the record's transaction, so the webhook events commit with the change. */
export async function applyPoll(q: Queryable, d: PollDecision): Promise<void> {
  await upsertEvents(q, d.orgId, d.recordId, d.events, d.now);
  await upsertBoxes(q, d.orgId, d.recordId, d.boxes, d.boxesActive, d.now);
  await recordLaneArrivals(q, d.arrivals);
  await markDemurrageRaised(q, d.recordId, d.demurrageRaised, d.now);
  await writePollResult(q, d.recordId, d.record, d.moved);
  if (d.closeOut) await setBoxesActive(q, d.recordId, false);
  if (d.share) await putSnapshot(q, d.share.identifier, d.share.identifierType, d.share.snapshot, d.now);
  for (const r of d.raises)
    await raiseEvent(q, { product: 'ocean', orgId: d.orgId, type: r.type, data: r.data, occurredAt: d.now });
}

/** The poller's lag for /metrics: records due now, and how long the most overdue one has waited (0 when none). */
export async function pollLag(q: Queryable, now: Date): Promise<{ due: number; lagSeconds: number }> {
  const r = await q.query<{ due: number; oldest: Date | null }>(
    `SELECT count(*)::int AS due, min(next_poll_at) AS oldest FROM ocean.containers
      WHERE archived_at IS NULL AND next_poll_at IS NOT NULL AND next_poll_at <= $1`,
    [now],
  );
  const row = r.rows[0]!;
  return {
    due: row.due,
    lagSeconds: row.oldest ? Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000) : 0,
  };
}
