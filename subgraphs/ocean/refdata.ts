// Reference data the ocean subgraph reads (carriers with BIC prefixes, lessor prefixes, ISO
// size-types, ports with their IANA zones): shared, read-only, seeded at start and small, so
// each process loads it with one statement per table and keeps it for ten minutes. Timeline
// local times, lanes, lessor fields and nearest-port checks then cost no statement at all.
import type { Queryable } from '../../platform/db.js';
import type { PortRow, CarrierRefRow } from './store.js';

export interface RefData {
  carriers: CarrierRefRow[];
  carrierByScac: Map<string, CarrierRefRow>;
  lessorByPrefix: Map<string, string>;
  isoByCode: Map<string, { size: string; equipment_type: string }>;
  portByCode: Map<string, PortRow>;
  placedPorts: PortRow[];
  /** Every IANA zone of the ports, and UTC. */
  zones: string[];
}

const TTL_MS = 10 * 60_000;
const cache = new WeakMap<object, { at: number; data: Promise<RefData> }>();

async function load(db: Queryable): Promise<RefData> {
  const r = await db.query<{ carriers: CarrierRefRow[]; lessors: { bic_prefix: string; lessor_name: string }[]; iso: { code: string; size: string; equipment_type: string }[]; ports: PortRow[] }>(
    `SELECT
       (SELECT COALESCE(json_agg(json_build_object('scac', scac, 'name', name, 'bic_prefixes', bic_prefixes) ORDER BY scac), '[]') FROM reference.carriers) AS carriers,
       (SELECT COALESCE(json_agg(json_build_object('bic_prefix', bic_prefix, 'lessor_name', lessor_name)), '[]') FROM reference.lessors) AS lessors,
       (SELECT COALESCE(json_agg(json_build_object('code', code, 'size', size, 'equipment_type', equipment_type)), '[]') FROM reference.iso_size_types) AS iso,
       (SELECT COALESCE(json_agg(json_build_object('unlocode', unlocode, 'name', name, 'city', city, 'country', country,
          'country_code', country_code, 'lat', lat, 'lng', lng, 'timezone', timezone)), '[]') FROM reference.ports) AS ports`,
  );
  const row = r.rows[0]!;
  return {
    carriers: row.carriers,
    carrierByScac: new Map(row.carriers.map((c) => [c.scac, c])),
    lessorByPrefix: new Map(row.lessors.map((l) => [l.bic_prefix, l.lessor_name])),
    isoByCode: new Map(row.iso.map((i) => [i.code, { size: i.size, equipment_type: i.equipment_type }])),
    portByCode: new Map(row.ports.map((p) => [p.unlocode, p])),
    placedPorts: row.ports.filter((p) => p.lat !== null && p.lng !== null),
    zones: [...new Set([...row.ports.map((p) => p.timezone).filter((z): z is string => !!z), 'UTC'])].sort(),
  };
}

/** The cached reference data of this database (one load per ten minutes per process). */
export function refData(db: Queryable, nowMs = Date.now()): Promise<RefData> {
  const hit = cache.get(db);
  if (hit && nowMs - hit.at < TTL_MS && nowMs >= hit.at) return hit.data;
  const data = load(db);
  cache.set(db, { at: nowMs, data });
  data.catch(() => cache.delete(db));
  return data;
}
