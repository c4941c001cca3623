// The built-in equipment catalogue: ISO containers by ISO 6346 size-type code and European
// road trailers, inner dimensions, door opening (mm) and maximum payload (kg). Typical published
// figures; README.md beside this file names the sources. Each box's own CSC plate rules.
import type { UnitType } from './planner/types.js';

export interface Equipment extends Omit<UnitType, 'max_units'> {
  name: string;
  kind: 'container' | 'trailer';
}

export const CATALOGUE: readonly Equipment[] = [
  {
    code: '22G1',
    name: "20' general purpose",
    kind: 'container',
    l: 5898,
    w: 2352,
    h: 2393,
    door_w: 2340,
    door_h: 2280,
    max_payload: 28_230,
  },
  {
    code: '42G1',
    name: "40' general purpose",
    kind: 'container',
    l: 12_032,
    w: 2352,
    h: 2393,
    door_w: 2340,
    door_h: 2280,
    max_payload: 26_700,
  },
  {
    code: '45G1',
    name: "40' high cube",
    kind: 'container',
    l: 12_032,
    w: 2352,
    h: 2698,
    door_w: 2340,
    door_h: 2585,
    max_payload: 26_460,
  },
  {
    code: 'L5G1',
    name: "45' high cube",
    kind: 'container',
    l: 13_556,
    w: 2352,
    h: 2698,
    door_w: 2340,
    door_h: 2585,
    max_payload: 27_700,
  },
  {
    code: '22R1',
    name: "20' reefer",
    kind: 'container',
    l: 5444,
    w: 2268,
    h: 2272,
    door_w: 2276,
    door_h: 2261,
    max_payload: 27_400,
  },
  {
    code: '45R1',
    name: "40' high cube reefer",
    kind: 'container',
    l: 11_584,
    w: 2290,
    h: 2545,
    door_w: 2290,
    door_h: 2545,
    max_payload: 29_250,
  },
  {
    code: 'TRAILER_13_6',
    name: '13.6 m curtainsider semi-trailer',
    kind: 'trailer',
    l: 13_600,
    w: 2480,
    h: 2700,
    door_w: 2480,
    door_h: 2700,
    max_payload: 24_000,
  },
  {
    code: 'MEGA_13_6',
    name: '13.6 m mega trailer',
    kind: 'trailer',
    l: 13_620,
    w: 2480,
    h: 3000,
    door_w: 2480,
    door_h: 3000,
    max_payload: 24_000,
  },
];

export const equipmentByCode = (code: string): Equipment | undefined => CATALOGUE.find((e) => e.code === code);
