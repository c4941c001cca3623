// The organisation's tracking of an AWB (air.waybills).
import type { Queryable } from '../../../platform/db.js';

/** Starts tracking for the organisation (idempotent); returns the row's updated_at. */
export async function registerWaybill(
  db: Queryable,
  orgId: string,
  awb: string,
  prefix: string,
  status: string,
  origin: string | null,
  destination: string | null,
  now: Date,
): Promise<Date> {
  // DO UPDATE (a no-op) rather than DO NOTHING: it returns the row a concurrent request just
  // committed, which a separate SELECT in the same statement would not see.
  const r = await db.query<{ updated_at: Date }>(
    `INSERT INTO air.waybills (org_id, awb, airline_prefix, status, origin, destination, added_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (org_id, awb) DO UPDATE SET updated_at = air.waybills.updated_at
     RETURNING updated_at`,
    [orgId, awb, prefix, status, origin, destination, now],
  );
  return r.rows[0]!.updated_at;
}
