// The sandbox carrier network's trip state (connectors/sandbox.ts, SandboxTripStore).
import type { Queryable } from '../../../platform/db.js';
import type { SandboxTripStore } from '../connectors/index.js';

export function sandboxTripStore(q: Queryable, freshTrips: boolean): SandboxTripStore {
  return {
    freshTrips,
    async advanceOf(identifier) {
      const r = await q.query<{ advance_ms: string | null }>(
        'SELECT advance_ms FROM ocean.sandbox_trips WHERE identifier = $1',
        [identifier],
      );
      const row = r.rows[0];
      return row === undefined ? undefined : row.advance_ms === null ? null : Number(row.advance_ms);
    },
    async setAdvance(identifier, advanceMs) {
      await q.query(
        `INSERT INTO ocean.sandbox_trips (identifier, advance_ms) VALUES ($1, $2)
         ON CONFLICT (identifier) DO UPDATE SET advance_ms = EXCLUDED.advance_ms, updated_at = now()`,
        [identifier, advanceMs],
      );
    },
    async beginFresh(identifier) {
      await q.query('INSERT INTO ocean.sandbox_trips (identifier) VALUES ($1) ON CONFLICT (identifier) DO NOTHING', [
        identifier,
      ]);
    },
  };
}

/**
 * Makes every record tracking a reference, whichever organisation's, due for a poll at `now`
 * (the sandbox moved the reference for all of them); answers how the first one names it, or
 * null when nobody tracks it.
 */
export async function pollTrackersNow(
  q: Queryable,
  identifier: string,
  now: Date,
): Promise<{ records: number; identifier_type: string; carrier_scac: string | null } | null> {
  const r = await q.query<{ identifier_type: string; carrier_scac: string | null }>(
    `UPDATE ocean.containers SET next_poll_at = $2
      WHERE identifier = $1 AND archived_at IS NULL AND add_state = 'active'
     RETURNING identifier_type, carrier_scac`,
    [identifier, now],
  );
  const first = r.rows[0];
  return first ? { records: r.rows.length, ...first } : null;
}

/** Drops the shared carrier answer of a reference (the sandbox moved it: the stored one is stale). */
export async function dropSnapshot(q: Queryable, identifier: string): Promise<void> {
  await q.query('DELETE FROM ocean.carrier_snapshots WHERE identifier = $1', [identifier]);
}
