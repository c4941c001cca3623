// The live stream's SQL (docs/live.md): outbox events in stream order, from a position on, taken
// only below the oldest running transaction (migration 007), so the order never changes behind a reader.
import type { Queryable } from '../../../platform/db.js';

/** Where an event sits in the stream: its transaction and its row sequence, compared as a pair. */
export interface StreamPosition {
  xid: string;
  seq: string;
}

export interface StreamRow {
  id: string;
  org_id: string;
  product: string;
  event_type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
  xid: string;
  seq: string;
}

const COLS = 'id, org_id, product, event_type, data, occurred_at, xid::text AS xid, seq::text AS seq';
// Pings are an endpoint's own test deliveries, not events of the organisation.
const SETTLED = `o.event_type <> 'ping' AND o.xid < pg_snapshot_xmin(pg_current_snapshot())`;
// Queries name the table's columns as o.* : ORDER BY a bare name would sort by the text alias.

/** The newest settled position (the stream's head), or the origin when nothing was ever raised. */
export async function streamHead(db: Queryable): Promise<StreamPosition> {
  const r = await db.query<StreamPosition>(
    `SELECT xid::text AS xid, seq::text AS seq FROM webhooks.outbox o WHERE ${SETTLED} ORDER BY o.xid DESC, o.seq DESC LIMIT 1`,
  );
  return r.rows[0] ?? { xid: '0', seq: '0' };
}

/** Every organisation's settled events after `after`, in stream order (a process's one tail reader). */
export async function readTail(db: Queryable, after: StreamPosition, limit: number): Promise<StreamRow[]> {
  const r = await db.query<StreamRow>(
    `SELECT ${COLS} FROM webhooks.outbox o
      WHERE (o.xid, o.seq) > ($1::xid8, $2::bigint) AND ${SETTLED}
      ORDER BY o.xid, o.seq LIMIT $3`,
    [after.xid, after.seq, limit],
  );
  return r.rows;
}

/** One organisation's settled events of the given products after `after` (a subscriber catching up). */
export async function readOrganisationSince(
  db: Queryable,
  orgId: string,
  products: readonly string[],
  after: StreamPosition,
  limit: number,
): Promise<StreamRow[]> {
  const r = await db.query<StreamRow>(
    `SELECT ${COLS} FROM webhooks.outbox o
      WHERE o.org_id = $1 AND o.product = ANY ($2::text[]) AND (o.xid, o.seq) > ($3::xid8, $4::bigint) AND ${SETTLED}
      ORDER BY o.xid, o.seq LIMIT $5`,
    [orgId, products, after.xid, after.seq, limit],
  );
  return r.rows;
}
