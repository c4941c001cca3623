// Reference data for the sandbox connectors, read straight from the shipped JSON files in
// subgraphs/reference/data (the sandbox must work without the database). Loaded once, cached.
import { readFileSync } from 'node:fs';
import type { CarrierRow, IsoSizeTypeRow, LessorRow, PortRow, VesselRow } from '../../reference/store.js';

// The JSON files hold exactly the reference tables' rows.
export type SandboxCarrier = CarrierRow;
export type SandboxPort = PortRow;
export type SandboxVessel = VesselRow;
export type SandboxIsoType = IsoSizeTypeRow;
export type SandboxLessor = LessorRow;

export interface SandboxRefData {
  carriers: readonly SandboxCarrier[];
  ports: readonly SandboxPort[];
  vessels: readonly SandboxVessel[];
  isoTypes: readonly SandboxIsoType[];
  lessors: readonly SandboxLessor[];
  carrierByScac: ReadonlyMap<string, SandboxCarrier>;
  portByCode: ReadonlyMap<string, SandboxPort>;
  vesselByImo: ReadonlyMap<string, SandboxVessel>;
}

const DATA_DIR = new URL('../../reference/data/', import.meta.url);

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')) as T;
}

/** Indexes a set of reference rows (tests may pass a reduced or altered set). */
export function buildSandboxRefData(rows: {
  carriers: readonly SandboxCarrier[];
  ports: readonly SandboxPort[];
  vessels: readonly SandboxVessel[];
  isoTypes?: readonly SandboxIsoType[];
  lessors?: readonly SandboxLessor[];
}): SandboxRefData {
  return {
    carriers: rows.carriers,
    ports: rows.ports,
    vessels: rows.vessels,
    isoTypes: rows.isoTypes ?? [],
    lessors: rows.lessors ?? [],
    carrierByScac: new Map(rows.carriers.map((c) => [c.scac, c])),
    portByCode: new Map(rows.ports.map((p) => [p.unlocode, p])),
    vesselByImo: new Map(rows.vessels.map((v) => [v.imo, v])),
  };
}

let cached: SandboxRefData | null = null;

/** The shipped carriers (65), ports, vessels, ISO size-types and lessor prefixes. */
export function loadSandboxRefData(): SandboxRefData {
  cached ??= buildSandboxRefData({
    carriers: readJson<SandboxCarrier[]>('carriers.json'),
    ports: readJson<SandboxPort[]>('ports.json'),
    vessels: readJson<SandboxVessel[]>('vessels.json'),
    isoTypes: readJson<SandboxIsoType[]>('iso-size-types.json'),
    lessors: readJson<SandboxLessor[]>('lessors.json'),
  });
  return cached;
}
