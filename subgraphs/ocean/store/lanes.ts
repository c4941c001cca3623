// The organisation's records on port pairs (the supergraph's Lane entity): one statement for
// every lane asked.
import type { Queryable } from '../../../platform/db.js';
import type { EnrichedContainerRow } from './rows.js';
import { ENRICHED, ENRICHED_JOINS } from './records.js';

/** A port pair by UN/LOCODE. */
export interface LaneKey {
  origin: string;
  destination: string;
}

/** Active, not archived records of the organisation whose origin and destination are a lane's, newest first. */
export async function containersOnLanes(
  db: Queryable,
  orgId: string,
  lanes: readonly LaneKey[],
): Promise<EnrichedContainerRow[]> {
  const r = await db.query<EnrichedContainerRow>(
    `SELECT ${ENRICHED} FROM ocean.containers c ${ENRICHED_JOINS}
      WHERE c.org_id = $1 AND c.archived_at IS NULL AND c.add_state = 'active'
        AND (c.origin_unlocode, c.destination_unlocode) IN (SELECT * FROM unnest($2::text[], $3::text[]))
      ORDER BY c.update_seq DESC`,
    [orgId, lanes.map((l) => l.origin), lanes.map((l) => l.destination)],
  );
  return r.rows;
}

/** A lane the organisation ships on, with when its earliest active record on it was added (ISO 8601). */
export interface ShippingLaneRow extends LaneKey {
  tracked_since: string;
}

/** The port pairs of the organisation's active, not archived records, in origin then destination order. */
export async function lanesOfOrg(db: Queryable, orgId: string): Promise<ShippingLaneRow[]> {
  const r = await db.query<ShippingLaneRow>(
    `SELECT origin_unlocode AS origin, destination_unlocode AS destination,
            to_char(min(added_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tracked_since
       FROM ocean.containers
      WHERE org_id = $1 AND archived_at IS NULL AND add_state = 'active'
        AND origin_unlocode IS NOT NULL AND destination_unlocode IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [orgId],
  );
  return r.rows;
}
