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

/** The port pairs of the organisation's active, not archived records, in origin then destination order. */
export async function lanesOfOrg(db: Queryable, orgId: string): Promise<LaneKey[]> {
  const r = await db.query<LaneKey>(
    `SELECT DISTINCT origin_unlocode AS origin, destination_unlocode AS destination FROM ocean.containers
      WHERE org_id = $1 AND archived_at IS NULL AND add_state = 'active'
        AND origin_unlocode IS NOT NULL AND destination_unlocode IS NOT NULL
      ORDER BY 1, 2`,
    [orgId],
  );
  return r.rows;
}
