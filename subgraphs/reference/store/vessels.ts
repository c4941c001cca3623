// Vessels by IMO number.
import { byKeys } from './by-keys.js';

export interface VesselRow {
  imo: string;
  name: string;
  mmsi: string | null;
  call_sign: string | null;
  flag: string | null;
  operator_scac: string | null;
}

export const vesselsByImo = byKeys<VesselRow>('vessels', 'imo');
