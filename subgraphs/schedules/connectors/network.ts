// The sandbox's service network: realistic loops on the main trades, assigned to all 65
// lines (global carriers run several, regional and niche lines one or two). Rotations give
// the arrival day of each call after the departure from the first port; the return
// direction runs the same ports backwards with the same leg times. Pure data and a
// deterministic builder: the same catalogue on every start and in every process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CARRIERS, PORTS } from '../catalogue.js';
import { DEMO_LANE_ASSIGN, DEMO_LANE_TEMPLATES, type Rotation, type Template } from './network-demo-lanes.js';

const T: Record<string, Template> = {
  AEU1: {
    name: 'Asia - North Europe Express 1',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['CNNGB', 2],
      ['SGSIN', 9],
      ['NLRTM', 37],
      ['DEHAM', 40],
      ['BEANR', 43],
    ],
  },
  AEU2: {
    name: 'Asia - North Europe Express 2',
    dirs: ['W', 'E'],
    rot: [
      ['KRPUS', 0],
      ['CNTAO', 2],
      ['CNSHA', 4],
      ['MYTPP', 11],
      ['NLRTM', 38],
      ['DEBRV', 40],
    ],
  },
  AMD1: {
    name: 'Asia - Mediterranean Service',
    dirs: ['W', 'E'],
    rot: [
      ['CNNGB', 0],
      ['CNSHA', 2],
      ['SGSIN', 9],
      ['EGPSD', 22],
      ['ITGIT', 25],
      ['ESVLC', 28],
    ],
  },
  TPW1: {
    name: 'Transpacific Pacific Southwest',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['CNNGB', 2],
      ['KRPUS', 5],
      ['USLAX', 17],
    ],
  },
  TPW2: {
    name: 'South China - US West Coast',
    dirs: ['E', 'W'],
    rot: [
      ['CNYTN', 0],
      ['HKHKG', 1],
      ['CNXMN', 3],
      ['TWKHH', 4],
      ['USLGB', 18],
    ],
  },
  TPN1: {
    name: 'Transpacific Pacific Northwest',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['KRPUS', 3],
      ['CAVAN', 14],
      ['USSEA', 16],
    ],
  },
  TPE1: {
    name: 'Asia - US East Coast via Panama',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['KRPUS', 3],
      ['PABLB', 24],
      ['USSAV', 29],
      ['USNYC', 32],
    ],
  },
  TAX1: {
    name: 'Transatlantic Express',
    dirs: ['W', 'E'],
    rot: [
      ['DEHAM', 0],
      ['NLRTM', 2],
      ['BEANR', 3],
      ['USNYC', 13],
      ['USSAV', 17],
    ],
  },
  TAX2: {
    name: 'North Europe - Canada',
    dirs: ['W', 'E'],
    rot: [
      ['BEANR', 0],
      ['NLRTM', 2],
      ['GBLGP', 4],
      ['CAHAL', 11],
      ['CAMTR', 14],
    ],
  },
  GMX1: {
    name: 'North Europe - US Gulf',
    dirs: ['W', 'E'],
    rot: [
      ['BEANR', 0],
      ['NLRTM', 2],
      ['USHOU', 18],
      ['MXVER', 21],
    ],
  },
  AME1: {
    name: 'Asia - Middle East Gulf',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['CNNGB', 2],
      ['SGSIN', 8],
      ['AEJEA', 16],
      ['SADMM', 19],
    ],
  },
  AIN1: {
    name: 'Asia - Indian Subcontinent',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['SGSIN', 6],
      ['LKCMB', 10],
      ['INNSA', 14],
      ['PKKHI', 16],
    ],
  },
  AOC1: {
    name: 'Asia - Oceania',
    dirs: ['S', 'N'],
    rot: [
      ['CNSHA', 0],
      ['HKHKG', 3],
      ['AUBNE', 14],
      ['AUSYD', 16],
      ['AUMEL', 18],
    ],
  },
  ESA1: {
    name: 'North Europe - South America East Coast',
    dirs: ['S', 'N'],
    rot: [
      ['DEHAM', 0],
      ['NLRTM', 2],
      ['BEANR', 3],
      ['BRSSZ', 17],
      ['ARBUE', 21],
    ],
  },
  WSA1: {
    name: 'Asia - West Coast South America',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['KRPUS', 3],
      ['MXZLO', 17],
      ['PECLL', 24],
      ['CLSAI', 28],
    ],
  },
  EWA1: {
    name: 'North Europe - West Africa',
    dirs: ['S', 'N'],
    rot: [
      ['NLRTM', 0],
      ['BEANR', 1],
      ['MAPTM', 6],
      ['SNDKR', 9],
      ['CIABJ', 13],
      ['NGAPP', 17],
    ],
  },
  AAF1: {
    name: 'Asia - South Africa',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['SGSIN', 6],
      ['MUPLU', 16],
      ['ZADUR', 20],
      ['ZACPT', 23],
    ],
  },
  AEA1: {
    name: 'Asia - East Africa',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['SGSIN', 7],
      ['LKCMB', 11],
      ['KEMBA', 20],
      ['TZDAR', 22],
    ],
  },
  IAN1: {
    name: 'China - Korea - Japan Shuttle',
    dirs: ['N', 'S'],
    rot: [
      ['CNSHA', 0],
      ['KRPUS', 2],
      ['JPTYO', 4],
      ['JPNGO', 5],
      ['JPOSA', 6],
    ],
  },
  IAS1: {
    name: 'South China - Southeast Asia',
    dirs: ['S', 'N'],
    rot: [
      ['CNYTN', 0],
      ['HKHKG', 1],
      ['VNSGN', 4],
      ['THLCH', 6],
      ['SGSIN', 9],
      ['IDJKT', 11],
    ],
  },
  IAP1: {
    name: 'Hong Kong - Taiwan - Philippines',
    dirs: ['S', 'N'],
    rot: [
      ['HKHKG', 0],
      ['TWKHH', 2],
      ['PHMNL', 4],
    ],
  },
  IEB1: {
    name: 'North Sea - Baltic Feeder',
    dirs: ['E', 'W'],
    rot: [
      ['DEHAM', 0],
      ['PLGDN', 2],
      ['FIHEL', 4],
      ['SEGOT', 6],
    ],
  },
  IEN1: {
    name: 'North Sea - Scandinavia',
    dirs: ['N', 'S'],
    rot: [
      ['NLRTM', 0],
      ['DEHAM', 2],
      ['DKAAR', 4],
      ['NOOSL', 5],
      ['SEGOT', 6],
    ],
  },
  MED1: {
    name: 'West - East Mediterranean',
    dirs: ['E', 'W'],
    rot: [
      ['ESALG', 0],
      ['ESVLC', 2],
      ['ITGIT', 4],
      ['GRPIR', 6],
      ['TRAMB', 8],
      ['EGALY', 10],
    ],
  },
  TRU1: {
    name: 'Turkey - US East Coast',
    dirs: ['W', 'E'],
    rot: [
      ['TRAMB', 0],
      ['TRMER', 3],
      ['ITSPE', 7],
      ['USNYC', 20],
      ['USBAL', 22],
    ],
  },
  CAR1: {
    name: 'Florida - Caribbean',
    dirs: ['S', 'N'],
    rot: [
      ['USMIA', 0],
      ['BSFPO', 2],
      ['JMKIN', 4],
      ['DOCAU', 6],
      ['PRSJU', 7],
    ],
  },
  CAM1: {
    name: 'Florida - Central America',
    dirs: ['S', 'N'],
    rot: [
      ['USPEF', 0],
      ['HNPCR', 3],
      ['GTPRQ', 4],
      ['CRMOB', 6],
      ['COCTG', 8],
    ],
  },
  HAW1: {
    name: 'US West Coast - Hawaii - Guam',
    dirs: ['W', 'E'],
    rot: [
      ['USOAK', 0],
      ['USLAX', 2],
      ['USHNL', 8],
      ['GUGUM', 16],
    ],
  },
  JPR1: {
    name: 'Jacksonville - San Juan',
    dirs: ['S', 'N'],
    rot: [
      ['USJAX', 0],
      ['PRSJU', 3],
    ],
  },
  BDA1: {
    name: 'New York - Bermuda',
    dirs: ['S', 'N'],
    rot: [
      ['USEWR', 0],
      ['BMBDA', 3],
    ],
  },
  ICE1: {
    name: 'Continent - Faroes - Iceland',
    dirs: ['N', 'S'],
    rot: [
      ['NLRTM', 0],
      ['DEHAM', 2],
      ['FOTHO', 5],
      ['ISREY', 7],
    ],
  },
  SSE1: {
    name: 'Rotterdam - Dublin Short Sea',
    dirs: ['W', 'E'],
    rot: [
      ['NLRTM', 0],
      ['GBHUL', 1],
      ['IEDUB', 3],
    ],
  },
  PAC1: {
    name: 'New Zealand - South Pacific Islands',
    dirs: ['N', 'S'],
    rot: [
      ['NZAKL', 0],
      ['FJSUV', 3],
      ['WSAPW', 5],
      ['TOTBU', 7],
    ],
  },
  MIC1: {
    name: 'Hong Kong - Micronesia',
    dirs: ['E', 'W'],
    rot: [
      ['HKHKG', 0],
      ['GUGUM', 7],
      ['MPSPN', 8],
    ],
  },
  PNG1: {
    name: 'Australia - Papua New Guinea - Fiji',
    dirs: ['N', 'S'],
    rot: [
      ['AUSYD', 0],
      ['AUBNE', 2],
      ['PGPOM', 7],
      ['FJSUV', 12],
    ],
  },
  GIN1: {
    name: 'Gulf - India - Pakistan',
    dirs: ['E', 'W'],
    rot: [
      ['AEJEA', 0],
      ['OMSLL', 2],
      ['INNSA', 4],
      ['INMUN', 5],
      ['PKKHI', 6],
    ],
  },
  GRS1: {
    name: 'Arabian Gulf - Red Sea',
    dirs: ['W', 'E'],
    rot: [
      ['SADMM', 0],
      ['AEJEA', 2],
      ['SAJED', 9],
    ],
  },
  FER1: {
    name: 'Vladivostok - Korea - China',
    dirs: ['S', 'N'],
    rot: [
      ['RUVVO', 0],
      ['KRPUS', 2],
      ['CNSHA', 4],
    ],
  },
  IDN1: {
    name: 'Java - Sulawesi - Kalimantan',
    dirs: ['E', 'W'],
    rot: [
      ['IDJKT', 0],
      ['IDSUB', 2],
      ['IDMAK', 4],
      ['IDBPN', 6],
    ],
  },
  IBD1: {
    name: 'India - Sri Lanka - Bangladesh',
    dirs: ['E', 'W'],
    rot: [
      ['INCOK', 0],
      ['LKCMB', 2],
      ['INMAA', 4],
      ['BDCGP', 8],
    ],
  },
  WAF2: {
    name: 'North Europe - Central West Africa',
    dirs: ['S', 'N'],
    rot: [
      ['DEHAM', 0],
      ['NLRTM', 2],
      ['CMDLA', 20],
      ['AOLAD', 24],
    ],
  },
  NAF1: {
    name: 'Tyrrhenian - North Africa',
    dirs: ['S', 'N'],
    rot: [
      ['ITSPE', 0],
      ['ITGOA', 1],
      ['TNRAD', 3],
      ['DZALG', 5],
      ['LYTIP', 7],
    ],
  },
  EMD1: {
    name: 'Aegean - Levant',
    dirs: ['E', 'W'],
    rot: [
      ['TRIZM', 0],
      ['TRMER', 3],
      ['LBBEY', 4],
      ['EGALY', 6],
    ],
  },
  RORO: {
    name: 'Europe - West Africa Ro-Ro',
    dirs: ['S', 'N'],
    rot: [
      ['BEANR', 0],
      ['GBTIL', 2],
      ['SNDKR', 10],
      ['NGLOS', 17],
    ],
  },
  ATL1: {
    name: 'Liverpool - North America',
    dirs: ['W', 'E'],
    rot: [
      ['GBLIV', 0],
      ['SEGOT', 3],
      ['USNYC', 12],
      ['USBAL', 14],
      ['CAHAL', 17],
    ],
  },
  CAS1: {
    name: 'Miami - Haiti - Guatemala',
    dirs: ['S', 'N'],
    rot: [
      ['USMIA', 0],
      ['JMKIN', 3],
      ['HTPAP', 4],
      ['GTSTC', 7],
    ],
  },
  KOS1: {
    name: 'Port Everglades - Colombia',
    dirs: ['S', 'N'],
    rot: [
      ['USPEF', 0],
      ['COCTG', 4],
      ['COBAQ', 5],
    ],
  },
  WWS1: {
    name: 'Pacific Northwest - Japan - Korea',
    dirs: ['W', 'E'],
    rot: [
      ['USSEA', 0],
      ['CAVAN', 1],
      ['JPTYO', 12],
      ['KRPUS', 14],
    ],
  },
  WEC1: {
    name: 'North Europe - Iberia',
    dirs: ['S', 'N'],
    rot: [
      ['NLRTM', 0],
      ['GBTIL', 1],
      ['ESVGO', 4],
      ['PTLEI', 5],
    ],
  },
  BLT2: {
    name: 'UK - Baltic - Finland',
    dirs: ['E', 'W'],
    rot: [
      ['GBTIL', 0],
      ['NLRTM', 1],
      ['FIKTK', 5],
    ],
  },
  BOR1: {
    name: 'UK - Eastern Mediterranean',
    dirs: ['E', 'W'],
    rot: [
      ['GBFXT', 0],
      ['NLRTM', 2],
      ['TRMER', 14],
      ['ILHFA', 16],
    ],
  },
  KJS1: {
    name: 'Korea - Japan Shuttle',
    dirs: ['E', 'W'],
    rot: [
      ['KRPUS', 0],
      ['JPHKT', 1],
      ['JPOSA', 2],
      ['JPTYO', 4],
    ],
  },
  KCV1: {
    name: 'Korea - North China - Vietnam',
    dirs: ['S', 'N'],
    rot: [
      ['KRPUS', 0],
      ['CNTAO', 1],
      ['VNHPH', 5],
    ],
  },
  SEB1: {
    name: 'Shanghai - Busan',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['KRPUS', 2],
    ],
  },
  KIQ1: {
    name: 'Incheon - Qingdao',
    dirs: ['W', 'E'],
    rot: [
      ['KRINC', 0],
      ['CNTAO', 1],
    ],
  },
  CJP1: {
    name: 'Shanghai - Osaka',
    dirs: ['E', 'W'],
    rot: [
      ['CNSHA', 0],
      ['JPOSA', 3],
    ],
  },
  TWV1: {
    name: 'Taiwan - Vietnam',
    dirs: ['S', 'N'],
    rot: [
      ['TWKHH', 0],
      ['CNSHA', 2],
      ['VNSGN', 6],
    ],
  },
  SIN1: {
    name: 'Singapore - West India',
    dirs: ['W', 'E'],
    rot: [
      ['SGSIN', 0],
      ['MYPKG', 1],
      ['INNSA', 6],
    ],
  },
  RCL1: {
    name: 'Thailand - Singapore - Hong Kong',
    dirs: ['N', 'S'],
    rot: [
      ['THLCH', 0],
      ['SGSIN', 3],
      ['HKHKG', 6],
    ],
  },
  TSL1: {
    name: 'Taiwan - Hong Kong - Malaysia',
    dirs: ['S', 'N'],
    rot: [
      ['TWKHH', 0],
      ['HKHKG', 1],
      ['MYPKG', 5],
      ['SGSIN', 6],
    ],
  },
  EMI1: {
    name: 'Jebel Ali - Mundra - Colombo',
    dirs: ['E', 'W'],
    rot: [
      ['AEJEA', 0],
      ['INMUN', 3],
      ['LKCMB', 6],
    ],
  },
  GSL1: {
    name: 'China - East Africa Direct',
    dirs: ['W', 'E'],
    rot: [
      ['CNSHA', 0],
      ['HKHKG', 3],
      ['KEMBA', 18],
      ['TZDAR', 20],
    ],
  },
  MYA1: {
    name: 'Singapore - Myanmar',
    dirs: ['N', 'S'],
    rot: [
      ['SGSIN', 0],
      ['MYPKG', 1],
      ['MMRGN', 5],
    ],
  },
  SKR1: {
    name: 'Korea - Russia Far East',
    dirs: ['N', 'S'],
    rot: [
      ['KRPUS', 0],
      ['RUVVO', 2],
    ],
  },
  ...DEMO_LANE_TEMPLATES,
};

/** [SCAC, template, departures every N days]; order is the stable service numbering. */
const ASSIGN: [string, string, number][] = [
  // global carriers: three trades each, as often as their share of the market (MSC, Maersk most)
  ['MAEU', 'AEU1', 7],
  ['MAEU', 'TPW1', 7],
  ['MAEU', 'TAX1', 7],
  ['MSCU', 'AEU2', 7],
  ['MSCU', 'AMD1', 7],
  ['MSCU', 'EWA1', 7],
  ['CMDU', 'AMD1', 7],
  ['CMDU', 'TPW2', 7],
  ['CMDU', 'GMX1', 10],
  ['COSU', 'AEU1', 7],
  ['COSU', 'TPW1', 7],
  ['COSU', 'AIN1', 10],
  ['HLCU', 'AEU2', 7],
  ['HLCU', 'TAX1', 7],
  ['HLCU', 'TPE1', 14],
  ['EGLV', 'AEU1', 7],
  ['EGLV', 'TPW2', 10],
  ['EGLV', 'AME1', 14],
  ['ONEY', 'AEU2', 7],
  ['ONEY', 'TPN1', 7],
  ['ONEY', 'AIN1', 14],
  ['HDMU', 'AEU1', 10],
  ['HDMU', 'TPN1', 7],
  ['HDMU', 'AME1', 14],
  ['YMLU', 'AMD1', 14],
  ['YMLU', 'TPW2', 10],
  ['YMLU', 'IAS1', 7],
  ['ZIMU', 'TPE1', 10],
  ['ZIMU', 'MED1', 14],
  ['ZIMU', 'IAS1', 14],
  // regional carriers
  ['WHLC', 'IAS1', 7],
  ['WHLC', 'TPW2', 14],
  ['PABV', 'AAF1', 7],
  ['PABV', 'AEA1', 14],
  ['SITU', 'IAN1', 7],
  ['SITU', 'IAP1', 14],
  ['KMTU', 'IAN1', 7],
  ['KMTU', 'AIN1', 14],
  ['OOLU', 'TPW1', 7],
  ['OOLU', 'AEU2', 14],
  ['APLU', 'TPE1', 7],
  ['APLU', 'AOC1', 14],
  ['ANLC', 'AOC1', 7],
  ['SUDU', 'ESA1', 7],
  ['SUDU', 'WSA1', 14],
  ['SEAU', 'CAR1', 7],
  ['SEAU', 'IAS1', 14],
  ['UFEE', 'IEB1', 7],
  ['UFEE', 'IEN1', 14],
  ['SKLU', 'KCV1', 7],
  // niche and short-sea lines
  ['13DF', 'TSL1', 7],
  ['ESPU', 'EMI1', 14],
  ['CHVW', 'PNG1', 14],
  ['SMLM', 'TPW1', 7],
  ['REGU', 'RCL1', 7],
  ['MATS', 'HAW1', 7],
  ['ARKU', 'EMD1', 7],
  ['GRIU', 'RORO', 14],
  ['IAAU', 'TWV1', 7],
  ['12IH', 'CJP1', 21],
  ['CULU', 'SEB1', 7],
  ['NSRU', 'KJS1', 7],
  ['CKCO', 'KJS1', 7],
  ['DJSC', 'SKR1', 21],
  ['PCLU', 'KIQ1', 21],
  ['GSLU', 'GSL1', 14],
  ['SIKU', 'SIN1', 14],
  ['SPNU', 'IDN1', 7],
  ['MRTU', 'IDN1', 7],
  ['TRKU', 'TRU1', 14],
  ['LMCU', 'NAF1', 14],
  ['MFTU', 'MED1', 14],
  ['GETU', 'NAF1', 14],
  ['ACLU', 'ATL1', 7],
  ['CAMN', 'CAM1', 7],
  ['SMLU', 'CAS1', 7],
  ['TOTE', 'JPR1', 7],
  ['KOSL', 'KOS1', 14],
  ['BCLU', 'BDA1', 21],
  ['WWSU', 'WWS1', 14],
  ['EIMU', 'ICE1', 7],
  ['SKII', 'SSE1', 7],
  ['WECU', 'WEC1', 7],
  ['CSFU', 'BLT2', 7],
  ['DALU', 'WAF2', 14],
  ['NSAU', 'GRS1', 14],
  ['QNLU', 'GIN1', 7],
  ['SCIU', 'GIN1', 14],
  ['FESO', 'FER1', 7],
  ['MELL', 'MIC1', 14],
  ['PDLU', 'PAC1', 14],
  ['BORU', 'BOR1', 14],
  ['SJKU', 'GIN1', 14],
  ['TLXU', 'IBD1', 14],
  ...DEMO_LANE_ASSIGN,
];

/** Published on-time shares (sandbox delay profiles); others derive from the SCAC. */
const ON_TIME: Record<string, number> = {
  MAEU: 0.62,
  MSCU: 0.52,
  CMDU: 0.5,
  COSU: 0.54,
  HLCU: 0.66,
  EGLV: 0.55,
  ONEY: 0.47,
  HDMU: 0.45,
  YMLU: 0.44,
  ZIMU: 0.41,
  WHLC: 0.37,
  MATS: 0.88,
  SEAU: 0.6,
  ANLC: 0.58,
};

const SHIP_WORDS = [
  'Pioneer',
  'Horizon',
  'Spirit',
  'Star',
  'Express',
  'Pride',
  'Venture',
  'Endeavour',
  'Navigator',
  'Harmony',
  'Voyager',
  'Trader',
];

export interface ServiceCallDef {
  seq: number;
  unlocode: string;
  arrival_hours: number;
  departure_hours: number;
}
export interface ServiceDef {
  service_no: number;
  carrier_scac: string;
  service_code: string;
  service_name: string;
  direction: string;
  frequency_days: number;
  phase_hours: number;
  on_time_share: number;
  vessels: { imo: string | null; name: string }[];
  calls: ServiceCallDef[];
}

const h01 = (s: string): number => createHash('sha256').update(s).digest().readUInt32BE(0) / 2 ** 32;

interface VesselRow {
  imo: string;
  name: string;
  operator_scac: string | null;
}
const VESSELS: VesselRow[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../reference/data/vessels.json', import.meta.url)), 'utf8'),
);

function calls(rot: Rotation, reverse: boolean): ServiceCallDef[] {
  const total = rot[rot.length - 1]![1];
  const seq = reverse ? rot.map(([p, d]) => [p, total - d] as const).reverse() : rot;
  return seq.map(([unlocode, day], i) => {
    const arrival = i === 0 ? -20 : day * 24;
    return { seq: i, unlocode, arrival_hours: arrival, departure_hours: i === 0 ? 0 : arrival + 20 };
  });
}

let built: ServiceDef[] | null = null;

/** Both directions of every assigned service, numbered in catalogue order. */
export function buildNetwork(): ServiceDef[] {
  if (built) return built;
  const out: ServiceDef[] = [];
  const realVessels = new Map<string, VesselRow[]>();
  for (const v of VESSELS)
    if (v.operator_scac) realVessels.set(v.operator_scac, [...(realVessels.get(v.operator_scac) ?? []), v]);
  const used = new Map<string, number>();
  for (const [scac, code, freq] of ASSIGN) {
    const t = T[code]!;
    const carrier = CARRIERS.find((c) => c.scac === scac)!;
    const roundTripDays = 2 * (t.rot[t.rot.length - 1]![1] + 2);
    const fleet: { imo: string | null; name: string }[] = [];
    const own = realVessels.get(scac) ?? [];
    const shortName = carrier.name.split(/[\s(-]/)[0]!.toUpperCase();
    for (let i = 0; fleet.length < Math.max(1, Math.ceil(roundTripDays / freq)); i++) {
      const n = used.get(scac) ?? 0;
      used.set(scac, n + 1);
      const real = own[n];
      fleet.push(
        real
          ? { imo: real.imo, name: real.name }
          : {
              imo: null,
              name: `${shortName} ${SHIP_WORDS[n % SHIP_WORDS.length]}${n >= SHIP_WORDS.length ? ' ' + (1 + Math.floor(n / SHIP_WORDS.length)) : ''}`,
            },
      );
    }
    const onTime = ON_TIME[scac] ?? 0.4 + 0.45 * h01(`ontime:${scac}`);
    t.dirs.forEach((dir, d) => {
      out.push({
        service_no: out.length + 1,
        carrier_scac: scac,
        service_code: code,
        service_name: t.name,
        direction: dir,
        frequency_days: freq,
        phase_hours: 6 * Math.floor(h01(`phase:${scac}:${code}:${dir}`) * 4 * freq),
        on_time_share: Math.round(onTime * 100) / 100,
        // the return voyage starts half a fleet later in the rotation
        vessels:
          d === 0
            ? fleet
            : [...fleet.slice(Math.floor(fleet.length / 2)), ...fleet.slice(0, Math.floor(fleet.length / 2))],
        calls: calls(t.rot, d === 1),
      });
    });
  }
  for (const s of out)
    for (const c of s.calls)
      if (!PORTS.has(c.unlocode)) throw new Error(`sandbox network: ${c.unlocode} is not a shipped port`);
  built = out;
  return out;
}

/** Ports the network calls at (the congestion feed covers these). */
export function networkPorts(): string[] {
  return [...new Set(buildNetwork().flatMap((s) => s.calls.map((c) => c.unlocode)))].sort();
}
