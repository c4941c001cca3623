// Tracked records: the enriched read (with the vessel's fix and the lane's on-time history),
// paging, registration, archive and patch.
import type { Queryable } from '../../../platform/db.js';
import type { ContainerRow, EnrichedContainerRow, RedeliveryColumns } from './rows.js';
import { POSITION_COLUMNS } from './positions.js';

export const ENRICHED = `
  c.*, ${POSITION_COLUMNS},
  lh.arrivals AS lane_arrivals, lh.on_time AS lane_on_time`;

export const ENRICHED_JOINS = `
  LEFT JOIN ocean.vessel_positions vp ON vp.imo = c.current_vessel_imo
  LEFT JOIN ocean.lane_history lh ON lh.carrier_scac = c.carrier_scac AND lh.origin = c.origin_unlocode AND lh.destination = c.destination_unlocode
`;

/** Records by id, scoped to the organisation. */
export async function containersByIds(
  db: Queryable,
  orgId: string,
  ids: readonly string[],
): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM ocean.containers c ${ENRICHED_JOINS} WHERE c.org_id = $1 AND c.id = ANY($2::uuid[]) AND c.add_state = 'active'`,
    [orgId, ids],
  );
  return r.rows;
}

/** Records by identifier, scoped to the organisation. */
export async function containersByIdentifiers(
  db: Queryable,
  orgId: string,
  identifiers: readonly string[],
): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM ocean.containers c ${ENRICHED_JOINS} WHERE c.org_id = $1 AND c.identifier = ANY($2::text[]) AND c.add_state = 'active'`,
    [orgId, identifiers],
  );
  return r.rows;
}

/** Kept for the original `containers` query: the newest active records, unpaged. */
export async function listContainers(db: Queryable, orgId: string, limit: number): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM (SELECT * FROM ocean.containers WHERE org_id = $1 AND archived_at IS NULL AND add_state = 'active' ORDER BY update_seq DESC LIMIT $2) c
       ${ENRICHED_JOINS} ORDER BY c.update_seq DESC`,
    [orgId, limit],
  );
  return r.rows;
}

export interface PageFilter {
  archived: boolean;
  status: string | null;
  tags: string[];
  /** Part of the reference, SCAC, origin or destination UN/LOCODE, vessel IMO or name (any case). */
  search: string | null;
}

/** Highest update number handed out so far: the snapshot bound of a new traversal. */
export async function currentUpdateSeq(db: Queryable): Promise<number> {
  const r = await db.query<{ s: number }>('SELECT last_value AS s FROM ocean.container_update_seq');
  return Number(r.rows[0]!.s);
}

/**
 * One page of a traversal, newest first, as of snapshot `snap`: a record updated after the
 * snapshot is placed where it stood at the snapshot (its order history), records created after
 * it are left out. `before` is the last sort key returned (null on the first page).
 * Returns limit + 1 rows at most (the extra one tells has_more).
 */
export async function pageContainers(
  db: Queryable,
  orgId: string,
  f: PageFilter,
  snap: number,
  before: number | null,
  limit: number,
): Promise<(EnrichedContainerRow & { sort_seq: number })[]> {
  const params: unknown[] = [orgId, snap, before ?? Number.MAX_SAFE_INTEGER, limit + 1];
  const cond: string[] = [f.archived ? 'x.archived_at IS NOT NULL' : 'x.archived_at IS NULL', "x.add_state = 'active'"];
  if (f.status) {
    params.push(f.status);
    cond.push(`x.status = $${params.length}`);
  }
  if (f.tags.length) {
    params.push(f.tags);
    cond.push(`x.tags @> $${params.length}::text[]`);
  }
  if (f.search) {
    params.push(`%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
    const p = `$${params.length}`;
    cond.push(
      `(x.identifier ILIKE ${p} OR x.carrier_scac ILIKE ${p} OR x.origin_unlocode ILIKE ${p} OR x.destination_unlocode ILIKE ${p}
        OR x.current_vessel_imo ILIKE ${p}
        OR x.current_vessel_imo IN (SELECT v.imo FROM ocean.vessel_positions v WHERE v.name ILIKE ${p}))`,
    );
  }
  const where = cond.join(' AND ');
  const r = await db.query<EnrichedContainerRow & { sort_seq: number }>(
    `WITH page AS (
       SELECT id, sort_seq FROM (
         (SELECT x.id, x.update_seq AS sort_seq FROM ocean.containers x
           WHERE x.org_id = $1 AND ${where} AND x.update_seq <= $2 AND x.update_seq < $3
           ORDER BY x.update_seq DESC LIMIT $4)
         UNION ALL
         (SELECT x.id, h.from_seq AS sort_seq FROM ocean.containers x
            JOIN ocean.container_order_history h ON h.container_id = x.id AND h.from_seq <= $2 AND h.to_seq > $2
           WHERE x.org_id = $1 AND ${where} AND x.update_seq > $2 AND h.from_seq < $3)
       ) u ORDER BY sort_seq DESC LIMIT $4
     )
     SELECT ${ENRICHED}, page.sort_seq FROM page JOIN ocean.containers c ON c.id = page.id ${ENRICHED_JOINS}
     ORDER BY page.sort_seq DESC`,
    params,
  );
  return r.rows;
}

/** Order history older than the cursor lifetime is of no use. */
export async function pruneOrderHistory(db: Queryable, olderThan: Date): Promise<void> {
  await db.query('DELETE FROM ocean.container_order_history WHERE moved_at < $1', [olderThan]);
}

export async function findByIdentifier(q: Queryable, orgId: string, identifier: string): Promise<ContainerRow | null> {
  const r = await q.query<ContainerRow>('SELECT * FROM ocean.containers WHERE org_id = $1 AND identifier = $2', [
    orgId,
    identifier,
  ]);
  return r.rows[0] ?? null;
}

/** The organisation's record of an identifier, locked for this transaction (an add in progress or a re-add). */
export async function lockByIdentifier(
  q: Queryable,
  orgId: string,
  identifier: string,
): Promise<Pick<ContainerRow, 'id' | 'add_state' | 'add_started_at' | 'archived_at'> | null> {
  const r = await q.query<Pick<ContainerRow, 'id' | 'add_state' | 'add_started_at' | 'archived_at'>>(
    'SELECT id, add_state, add_started_at, archived_at FROM ocean.containers WHERE org_id = $1 AND identifier = $2 FOR UPDATE',
    [orgId, identifier],
  );
  return r.rows[0] ?? null;
}

/** What archive and recheck need of an active record of the organisation; null when there is none. */
export async function activeRecordState(
  q: Queryable,
  orgId: string,
  id: string,
): Promise<Pick<ContainerRow, 'archived_at' | 'manual_recheck_at'> | null> {
  const r = await q.query<Pick<ContainerRow, 'archived_at' | 'manual_recheck_at'>>(
    "SELECT archived_at, manual_recheck_at FROM ocean.containers WHERE org_id = $1 AND id = $2 AND add_state = 'active'",
    [orgId, id],
  );
  return r.rows[0] ?? null;
}

export interface NewRecord {
  orgId: string;
  identifier: string;
  identifierType: string;
  carrierScac: string | null;
  carrierHint: string | null;
  containerNumber: string | null;
  blNumber: string | null;
  bookingNumber: string | null;
  tags: string[];
  isDemo: boolean;
  lessor: LessorFields;
  now: Date;
}

interface LessorFields {
  equipment_owner: string | null;
  equipment_lessor: string | null;
  lessee_name: string | null;
  lessor_status: string | null;
  lessor_checked_at: Date | null;
}

export async function insertRecord(q: Queryable, r: NewRecord): Promise<string> {
  const res = await q.query<{ id: string }>(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, carrier_hint_code, container_number, bl_number,
       booking_number, tags, is_demo, equipment_owner, equipment_lessor, lessee_name, lessor_status, lessor_checked_at,
       status, poll_priority, added_at, updated_at, add_state, add_started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'pending', 'pre_departure', $16, $16, 'adding', $16)
     RETURNING id`,
    [
      r.orgId,
      r.identifier,
      r.identifierType,
      r.carrierScac,
      r.carrierHint,
      r.containerNumber,
      r.blNumber,
      r.bookingNumber,
      r.tags,
      r.isDemo,
      r.lessor.equipment_owner,
      r.lessor.equipment_lessor,
      r.lessor.lessee_name,
      r.lessor.lessor_status,
      r.lessor.lessor_checked_at,
      r.now,
    ],
  );
  return res.rows[0]!.id;
}

export async function archiveRecord(
  q: Queryable,
  orgId: string,
  id: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const r = await q.query(
    `UPDATE ocean.containers SET archived_at = $3, archived_reason = $4, next_poll_at = NULL, updated_at = $3,
       update_seq = nextval('ocean.container_update_seq')
     WHERE org_id = $1 AND id = $2 AND archived_at IS NULL`,
    [orgId, id, now, reason],
  );
  if (r.rowCount) await setBoxesActive(q, id, false);
  return r.rowCount > 0;
}

/** A record's boxes count in the demurrage report only while the record is tracked (not archived). */
export async function setBoxesActive(q: Queryable, containerId: string, active: boolean): Promise<void> {
  await q.query('UPDATE ocean.boxes SET active = $2 WHERE container_id = $1', [containerId, active]);
}

/** An archived (or crashed) add taken up again: back to `adding`, its boxes active again. */
export async function reopenRecord(
  q: Queryable,
  id: string,
  r: { tags: string[] | null; carrierScac: string | null; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE ocean.containers SET add_state = 'adding', add_started_at = $2, archived_at = NULL, archived_reason = NULL,
       tags = COALESCE($3::text[], tags), next_poll_at = NULL,
       carrier_scac = COALESCE($4, carrier_scac), updated_at = $2, update_seq = nextval('ocean.container_update_seq')
     WHERE id = $1`,
    [id, r.now, r.tags, r.carrierScac],
  );
  await setBoxesActive(q, id, true);
}

/** The add finished: the record is active and due now, with the carrier subscription's outcome. */
export async function activateRecord(
  q: Queryable,
  id: string,
  a: { now: Date; registeredAt: Date | null; connectorStatus: unknown },
): Promise<void> {
  await q.query(
    `UPDATE ocean.containers SET add_state = 'active', add_started_at = NULL, next_poll_at = $2, registered_at = $3,
       connector_status = $4::jsonb, updated_at = $2, update_seq = nextval('ocean.container_update_seq') WHERE id = $1`,
    [id, a.now, a.registeredAt, a.connectorStatus === null ? null : JSON.stringify(a.connectorStatus)],
  );
}

/** A change to a record: each key is a column of ocean.containers. */
export type RecordPatch = Partial<RedeliveryColumns> & {
  tags?: string[];
  connector_notify_requested_at?: Date | null;
};

export async function patchRecord(
  q: Queryable,
  orgId: string,
  id: string,
  patch: RecordPatch,
  now: Date,
): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [orgId, id, now];
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    params.push(v);
    sets.push(`${k} = $${params.length}`);
  }
  if (!sets.length) {
    const r = await q.query('SELECT 1 FROM ocean.containers WHERE org_id = $1 AND id = $2', [orgId, id]);
    return r.rowCount > 0;
  }
  const r = await q.query(
    `UPDATE ocean.containers SET ${sets.join(', ')}, updated_at = $3, update_seq = nextval('ocean.container_update_seq')
      WHERE org_id = $1 AND id = $2`,
    params,
  );
  return r.rowCount > 0;
}

export async function orgsWithContainers(q: Queryable): Promise<string[]> {
  return (
    await q.query<{ org_id: string }>('SELECT DISTINCT org_id FROM ocean.containers WHERE archived_at IS NULL')
  ).rows.map((r) => r.org_id);
}
