// Reference data for the sandbox connectors: the shipped lists, read through the reference store
// (shippedRows, shippedPorts) without the database, which the sandbox must work without. Indexed
// once, cached.
import {
  shippedPorts,
  shippedRows,
  type CarrierRow,
  type IsoSizeTypeRow,
  type LessorRow,
  type PortRow,
  type VesselRow,
} from '../../reference/store/index.js';

// The JSON files hold exactly the reference tables' rows.
export type SandboxCarrier = CarrierRow;
type SandboxPort = PortRow;
export type SandboxVessel = VesselRow;
type SandboxIsoType = IsoSizeTypeRow;
type SandboxLessor = LessorRow;

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

/** Indexes the reference rows. */
function buildSandboxRefData(rows: {
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
    carriers: shippedRows<SandboxCarrier>('carriers.json'),
    ports: shippedPorts(),
    vessels: shippedRows<SandboxVessel>('vessels.json'),
    isoTypes: shippedRows<SandboxIsoType>('iso-size-types.json'),
    lessors: shippedRows<SandboxLessor>('lessors.json'),
  });
  return cached;
}

// The sandbox network's fixed choices (sandbox.ts).

// Terminal names at the main ports; elsewhere "<port> Container Terminal".
// prettier-ignore
export const TERMINALS: Record<string, string> = {
  CNSHA: 'Yangshan Deep Water Port Phase IV', CNNGB: 'Beilun Container Terminal', CNYTN: 'Yantian International Container Terminals',
  CNTAO: 'Qingdao Qianwan Container Terminal', CNXMN: 'Xiamen Songyu Container Terminal', HKHKG: 'Kwai Tsing Container Terminal 9',
  SGSIN: 'PSA Pasir Panjang Terminal', MYTPP: 'Port of Tanjung Pelepas', MYPKG: 'Westports Malaysia', NLRTM: 'ECT Delta Terminal',
  DEHAM: 'HHLA Container Terminal Altenwerder', DEBRV: 'North Sea Terminal Bremerhaven', BEANR: 'MPET Deurganck Dock',
  GBFXT: 'Felixstowe Trinity Terminal', GBSOU: 'DP World Southampton', FRLEH: 'Terminal de France', USLAX: 'Fenix Marine Services Pier 300',
  USLGB: 'Long Beach Container Terminal', USOAK: 'Oakland International Container Terminal', USNYC: 'APM Terminals Elizabeth',
  USSAV: 'Garden City Terminal', USCHS: 'Wando Welch Terminal', USORF: 'Norfolk International Terminals', KRPUS: 'Busan New Port PNIT',
  JPTYO: 'Oi Container Terminal', JPUKB: 'Port Island Container Terminal', TWKHH: 'Kaohsiung Terminal 6', AEJEA: 'Jebel Ali Terminal 3',
  LKCMB: 'Colombo International Container Terminal', INNSA: 'Jawaharlal Nehru Port Container Terminal', ESALG: 'APM Terminals Algeciras',
  MAPTM: 'Tanger Med 2 Eurogate', ESVLC: 'MSC Terminal Valencia', GRPIR: 'Piraeus Container Terminal Pier II', ITGOA: 'PSA Genova Pra',
  SAJED: 'Red Sea Gateway Terminal', PAMIT: 'Manzanillo International Terminal', PABLB: 'Balboa Container Terminal',
  JMKIN: 'Kingston Freeport Terminal', BRSSZ: 'Santos Brasil Tecon', ZADUR: 'Durban Container Terminal Pier 2', NGAPP: 'APM Terminals Apapa',
  TGLFW: 'Lome Container Terminal', AUSYD: 'Patrick Terminals Port Botany', AUMEL: 'Victoria International Container Terminal',
  USHNL: 'Sand Island Container Terminal', CAVAN: 'Centerm Vancouver', USSEA: 'Seattle Terminal 18', PLGDN: 'Baltic Hub Gdansk',
};

export const HOLD_REASONS: Record<string, readonly string[]> = {
  US: ['CBP exam: VACIS X-ray', 'CBP hold: manifest discrepancy', 'USDA agriculture hold', 'FDA hold pending review'],
  EU: ['Customs documentary check', 'Customs physical inspection', 'Phytosanitary inspection'],
  OTHER: ['Customs inspection', 'Customs hold: documents missing', 'Duty payment pending'],
};
export const EU = new Set(['NL', 'DE', 'BE', 'FR', 'ES', 'IT', 'GR', 'PL', 'SE', 'FI', 'EE', 'MT', 'PT', 'IE', 'DK']);

/** Market weight when the sandbox has to pick a carrier for a reference nobody attributed. */
export const CARRIER_WEIGHTS: Record<string, number> = {
  MSCU: 20,
  MAEU: 15,
  CMDU: 13,
  COSU: 11,
  HLCU: 7,
  ONEY: 6,
  EGLV: 6,
  HDMU: 3,
  YMLU: 2,
  ZIMU: 2,
  OOLU: 3,
};
