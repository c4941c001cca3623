// Reference data the ocean subgraph reads (carriers with BIC prefixes, lessor prefixes, ISO
// size-types, ports with their IANA zones) through the reference subgraph's store: shared,
// read-only, seeded at start and small, so each process loads it with one statement per table
// and keeps it for ten minutes. Timeline local times, lanes, lessor fields and nearest-port
// checks then cost no statement at all.
import type { Queryable } from '../../../platform/db.js';
import { allCarriers, allIsoSizeTypes, allLessors, allPorts, type PortRow } from '../../reference/store/index.js';
import type { CarrierRefRow } from './index.js';

export interface RefData {
  carriers: CarrierRefRow[];
  carrierByScac: Map<string, CarrierRefRow>;
  lessorByPrefix: Map<string, string>;
  isoByCode: Map<string, { size: string; equipment_type: string }>;
  /** The legacy surface's size-type labels ("40' High Cube"). */
  isoLabelByCode: Map<string, string>;
  portByCode: Map<string, PortRow>;
  placedPorts: PortRow[];
  /** Every IANA zone of the ports, and UTC. */
  zones: string[];
}

const TTL_MS = 10 * 60_000;
const cache = new WeakMap<object, { at: number; data: Promise<RefData> }>();

async function load(db: Queryable): Promise<RefData> {
  const [carriers, lessors, iso, ports] = await Promise.all([
    allCarriers(db),
    allLessors(db),
    allIsoSizeTypes(db),
    allPorts(db),
  ]);
  return {
    carriers,
    carrierByScac: new Map(carriers.map((c) => [c.scac, c])),
    lessorByPrefix: new Map(lessors.map((l) => [l.bic_prefix, l.lessor_name])),
    isoByCode: new Map(iso.map((i) => [i.code, { size: i.size, equipment_type: i.equipment_type }])),
    isoLabelByCode: new Map(iso.map((i) => [i.code, i.label])),
    portByCode: new Map(ports.map((p) => [p.unlocode, p])),
    placedPorts: ports.filter((p) => p.lat !== null && p.lng !== null),
    zones: [...new Set([...ports.map((p) => p.timezone).filter((z): z is string => !!z), 'UTC'])].sort(),
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
