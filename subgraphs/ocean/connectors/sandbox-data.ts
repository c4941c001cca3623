// Reference data for the sandbox connectors, read straight from the shipped JSON files in
// subgraphs/reference/data (the sandbox must work without the database). Loaded once, cached.
import { readFileSync } from 'node:fs';

export interface SandboxCarrier {
  scac: string;
  name: string;
  bic_prefixes: string[];
  website: string | null;
}

export interface SandboxPort {
  unlocode: string;
  name: string;
  city: string | null;
  country: string | null;
  country_code: string;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

export interface SandboxVessel {
  imo: string;
  name: string;
  mmsi: string | null;
  call_sign: string | null;
  flag: string | null;
  operator_scac: string | null;
}

export interface SandboxIsoType {
  code: string;
  size: string;
  equipment_type: string;
  label: string;
}

export interface SandboxLessor {
  bic_prefix: string;
  lessor_name: string;
}

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
