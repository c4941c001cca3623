// Single-flight leases on an AWB's airline call (air.refresh_leases), in wall-clock database time.
import type { Queryable } from '../../../platform/db.js';
import type { ShipmentRow } from './rows.js';

/**
 * Takes the AWB's lease unless another owner holds an unexpired one; also reports where the
 * shipment's airline calls stand, so a caller whose decision is stale can skip its call. A second
 * statement reads the shipment: a claim that waited for the holder's answer to commit (which deletes
 * the lease) must see it, and one statement would read from its snapshot taken before the wait.
 */
export async function claimLease(
  db: Queryable,
  awb: string,
  owner: string,
  ttlMs: number,
): Promise<{ claimed: boolean; attempts: number | null; fetched_at: Date | null; failed_at: Date | null }> {
  const claim = await db.query(
    `INSERT INTO air.refresh_leases (awb, owner, expires_at) VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
     ON CONFLICT (awb) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
       WHERE air.refresh_leases.expires_at < clock_timestamp()
     RETURNING owner`,
    [awb, owner, ttlMs],
  );
  const shipment = await db.query<Pick<ShipmentRow, 'attempts' | 'fetched_at' | 'failed_at'>>(
    'SELECT attempts, fetched_at, failed_at FROM air.shipments WHERE awb = $1',
    [awb],
  );
  const none = { attempts: null, fetched_at: null, failed_at: null };
  return { claimed: claim.rows.length === 1, ...(shipment.rows[0] ?? none) };
}

export async function releaseLease(db: Queryable, awb: string, owner: string): Promise<void> {
  await db.query('DELETE FROM air.refresh_leases WHERE awb = $1 AND owner = $2', [awb, owner]);
}
