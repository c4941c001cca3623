// The loops that serve the lanes the demo organisation ships on (platform/sandbox-lanes.ts)
// where the main trades in sandbox-network.ts do not: so every demo lane has sailings, direct or with
// one transshipment of the same carrier (Salalah → Algeciras → Tema).

export type Rotation = [unlocode: string, day: number][];
export interface Template {
  name: string;
  dirs: [string, string];
  rot: Rotation;
}

export const DEMO_LANE_TEMPLATES: Record<string, Template> = {
  IMD1: {
    name: 'India - Mediterranean',
    dirs: ['W', 'E'],
    rot: [
      ['INMUN', 0],
      ['INNSA', 2],
      ['OMSLL', 5],
      ['SAJED', 10],
      ['ESALG', 17],
      ['ITGIT', 20],
    ],
  },
  MWA1: {
    name: 'Mediterranean - West Africa',
    dirs: ['S', 'N'],
    rot: [
      ['ESALG', 0],
      ['MAPTM', 1],
      ['GHTEM', 9],
      ['CIABJ', 11],
    ],
  },
  ETW1: {
    name: 'North Europe - Taiwan',
    dirs: ['E', 'W'],
    rot: [
      ['NLRTM', 0],
      ['DEHAM', 2],
      ['MYTPP', 26],
      ['HKHKG', 31],
      ['TWKHH', 33],
    ],
  },
  TAS1: {
    name: 'Trans-Tasman',
    dirs: ['W', 'E'],
    rot: [
      ['NZAKL', 0],
      ['AUBNE', 4],
      ['AUSYD', 6],
      ['AUMEL', 8],
    ],
  },
  SJV1: {
    name: 'Singapore - Java',
    dirs: ['S', 'N'],
    rot: [
      ['SGSIN', 0],
      ['IDJKT', 2],
      ['IDSUB', 4],
    ],
  },
  GME1: {
    name: 'US Gulf - North Europe',
    dirs: ['E', 'W'],
    rot: [
      ['USHOU', 0],
      ['USSAV', 5],
      ['NLRTM', 16],
      ['DEHAM', 18],
    ],
  },
};

/** [SCAC, template, departures every N days], numbered after the main trades' services. */
export const DEMO_LANE_ASSIGN: [string, string, number][] = [
  ['SCIU', 'IMD1', 14],
  ['SCIU', 'MWA1', 7],
  ['WHLC', 'ETW1', 14],
  ['ANLC', 'TAS1', 7],
  ['MRTU', 'SJV1', 7],
  ['ACLU', 'GME1', 14],
];
