// SQL of the rates subgraph.
import type { Queryable } from '../../platform/db.js';

export interface LaneRateRow { id: string; origin_unlocode: string; destination_unlocode: string; container_size: string; rate_usd: number; valid_from: string }

export async function laneRates(db: Queryable, origin: string, destination: string): Promise<LaneRateRow[]> {
  const r = await db.query<LaneRateRow>(
    `SELECT * FROM rates.lane_rates WHERE origin_unlocode = $1 AND destination_unlocode = $2
      ORDER BY valid_from DESC, container_size`,
    [origin, destination],
  );
  return r.rows;
}
