// Boxes of a record (one per container number) and the lanes' on-time history.
import type { Queryable } from '../../../platform/db.js';
import type { AsWritten, BoxRow } from './rows.js';
import type { BoxTerms } from './demurrage.js';

export async function boxesByContainerIds(db: Queryable, containerIds: readonly string[]): Promise<BoxRow[]> {
  const r = await db.query<BoxRow>(
    'SELECT * FROM ocean.boxes WHERE container_id = ANY($1::uuid[]) ORDER BY container_id, position, container_number',
    [containerIds],
  );
  return r.rows;
}

/** What the carrier's answer says of a box (with the port's zone and lane, the size type's size). */
export type BoxFacts = Omit<BoxWrite, keyof BoxTerms | 'dem_last_free_day'>;

/** A box as the poller writes it: the carrier's view and the terms in force copied onto it. */
export type BoxWrite = AsWritten<
  Omit<BoxRow, 'id' | 'org_id' | 'container_id' | 'active' | 'first_eta' | 'updated_at' | 'pod_zone_id' | RaisedAt>
>;
/** When a box's demurrage events were raised: the events' own bookkeeping, not the carrier's view. */
type RaisedAt = 'demurrage_warning_raised_at' | 'demurrage_started_raised_at';

const BOX_COLUMNS: [keyof BoxWrite, string][] = [
  ['container_number', 'text'],
  ['position', 'int'],
  ['iso_type_code', 'text'],
  ['container_size', 'text'],
  ['equipment_type', 'text'],
  ['status', 'text'],
  ['carrier_scac', 'text'],
  ['pol_unlocode', 'text'],
  ['pod_unlocode', 'text'],
  ['pod_timezone', 'text'],
  ['lane', 'text'],
  ['eta', 'timestamptz'],
  ['eta_is_estimated', 'boolean'],
  ['planned_departure_at', 'timestamptz'],
  ['departed_at', 'timestamptz'],
  ['arrived_at', 'timestamptz'],
  ['current_vessel_imo', 'text'],
  ['current_vessel_name', 'text'],
  ['discharge_at', 'timestamptz'],
  ['discharge_local_date', 'date'],
  ['available_at', 'timestamptz'],
  ['gate_out_at', 'timestamptz'],
  ['gate_out_local_date', 'date'],
  ['empty_return_at', 'timestamptz'],
  ['customs_hold_reason', 'text'],
  ['customs_hold_since', 'timestamptz'],
  ['delay_bars', 'jsonb'],
  ['terms_id', 'uuid'],
  ['tariff_id', 'int'],
  ['dem_source', 'smallint'],
  ['dem_free_days', 'int'],
  ['dem_last_free_day', 'date'],
  ['dem_rate_1', 'float8'],
  ['dem_from_2', 'int'],
  ['dem_rate_2', 'float8'],
  ['dem_from_3', 'int'],
  ['dem_rate_3', 'float8'],
  ['dem_from_4', 'int'],
  ['dem_rate_4', 'float8'],
];

export async function upsertBoxes(
  q: Queryable,
  orgId: string,
  containerId: string,
  boxes: BoxWrite[],
  active: boolean,
  now: Date,
): Promise<void> {
  if (!boxes.length) return;
  const cols = BOX_COLUMNS.map(([c]) => c);
  await q.query(
    `INSERT INTO ocean.boxes AS b (org_id, container_id, active, updated_at, first_eta, pod_zone_id, ${cols.join(', ')})
     SELECT $1, $2, $4, $5, x.eta, (SELECT id FROM ocean.zones WHERE name = COALESCE(x.pod_timezone, 'UTC')), ${cols.map((c) => `x.${c}`).join(', ')}
       FROM jsonb_to_recordset($3::jsonb) AS x(${BOX_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
     ON CONFLICT (container_id, container_number) DO UPDATE SET
       ${cols
         .filter((c) => c !== 'container_number')
         .map((c) => `${c} = EXCLUDED.${c}`)
         .join(', ')},
       pod_zone_id = EXCLUDED.pod_zone_id, first_eta = COALESCE(b.first_eta, EXCLUDED.eta), updated_at = EXCLUDED.updated_at`,
    [orgId, containerId, JSON.stringify(boxes), active, now],
  );
}

export async function boxesOf(q: Queryable, containerId: string): Promise<BoxRow[]> {
  return (
    await q.query<BoxRow>('SELECT * FROM ocean.boxes WHERE container_id = $1 ORDER BY position, container_number', [
      containerId,
    ])
  ).rows;
}

/** A box that arrived, for its lane's on-time history (on time: within a day of the first ETA seen). */
export interface LaneArrival {
  carrier: string;
  origin: string;
  destination: string;
  onTime: boolean;
}

export async function recordLaneArrivals(q: Queryable, rows: LaneArrival[]): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `INSERT INTO ocean.lane_history AS h (carrier_scac, origin, destination, arrivals, on_time)
     SELECT carrier, origin, destination, count(*), count(*) FILTER (WHERE on_time)
       FROM jsonb_to_recordset($1::jsonb) AS k(carrier text, origin text, destination text, on_time boolean)
      GROUP BY carrier, origin, destination
     ON CONFLICT (carrier_scac, origin, destination) DO UPDATE
       SET arrivals = h.arrivals + EXCLUDED.arrivals, on_time = h.on_time + EXCLUDED.on_time`,
    [
      JSON.stringify(
        rows.map((r) => ({ carrier: r.carrier, origin: r.origin, destination: r.destination, on_time: r.onTime })),
      ),
    ],
  );
}
