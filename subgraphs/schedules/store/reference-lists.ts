// The shipped reference lists the schedules product reads (the same files the reference
// subgraph loads): the 65 ocean carriers and the ports with their coordinates. Read once,
// kept in memory: validation and names need no database round trip.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface CarrierInfo {
  scac: string;
  name: string;
}
export interface PortInfo {
  unlocode: string;
  name: string;
  country_code: string;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

const dir = fileURLToPath(new URL('../reference/data/', import.meta.url));
const read = <T>(file: string): T => JSON.parse(readFileSync(dir + file, 'utf8')) as T;

export const CARRIERS: readonly CarrierInfo[] = read<CarrierInfo[]>('carriers.json').map((c) => ({
  scac: c.scac,
  name: c.name,
}));
export const CARRIER_BY_SCAC = new Map(CARRIERS.map((c) => [c.scac, c]));
export const PORTS = new Map(read<PortInfo[]>('ports.json').map((p) => [p.unlocode, p]));

export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const SCAC_PATTERN = /^[A-Z0-9]{2,4}$/;

export const carrierName = (scac: string): string => CARRIER_BY_SCAC.get(scac)?.name ?? scac;
export const portName = (unlocode: string): string => PORTS.get(unlocode)?.name ?? unlocode;
