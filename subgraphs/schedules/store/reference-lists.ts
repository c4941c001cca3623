// The reference lists the schedules product checks codes against and names things from: the
// ocean carriers and the ports with their coordinates, read once through the reference store's
// shipped lists and kept in memory, so validation and names need no database round trip.
import { shippedCarriers, shippedPortByCode, type PortRow } from '../../reference/store/index.js';
import type { KnownCodes } from '../decide/arguments.js';

export interface CarrierInfo {
  scac: string;
  name: string;
}
export type PortInfo = Pick<PortRow, 'unlocode' | 'name' | 'country_code' | 'lat' | 'lng' | 'timezone'>;

export const CARRIERS: readonly CarrierInfo[] = shippedCarriers().map((c) => ({ scac: c.scac, name: c.name }));
const CARRIER_BY_SCAC: ReadonlyMap<string, CarrierInfo> = new Map(CARRIERS.map((c) => [c.scac, c]));
export const PORTS: ReadonlyMap<string, PortInfo> = shippedPortByCode();

export const carrierName = (scac: string): string => CARRIER_BY_SCAC.get(scac)?.name ?? scac;
export const portName = (unlocode: string): string => PORTS.get(unlocode)?.name ?? unlocode;

/** The codes the argument checks accept (decide/arguments.ts): the shipped ports and carriers. */
export const KNOWN_CODES: KnownCodes = { ports: PORTS, carriers: CARRIER_BY_SCAC };
