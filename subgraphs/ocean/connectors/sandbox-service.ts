// The sandbox liner network: ~35 services (port rotations run by the shipped vessels, with
// partner carriers buying slots), each sailing on a fixed headway from a fixed epoch. Every call
// time, delay, reveal time and vessel position is a pure function of (service, sailing, time):
// the sandbox carrier connector builds each reference's voyage from these sailings, and the
// sandbox AIS feed places the same vessels along the same legs, so the two agree.
import { hash32, Rng, unit } from './hash.js';
import { distanceNm, bearingDeg, offsetNm, Polyline, type LatLng } from '../../../platform/geo.js';
import { SeaRouter } from './sea-routes.js';
import type { SandboxRefData, SandboxVessel } from './sandbox-data.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Schedules are laid from this instant; any date before or after works the same. */
export const NETWORK_EPOCH = Date.UTC(2024, 0, 1);

interface ServiceDef {
  code: string;
  name: string;
  operator: string;
  partners: string[];
  vessels: string[];
  ports: string[];
  /** Feeder / short-sea loops steam slower. */
  shortSea?: boolean;
}

// Rotations are simplified but follow real trades. `vessels` are names from vessels.json.
// prettier-ignore
const SERVICES: readonly ServiceDef[] = [
  // Asia – North Europe
  { code: 'AE7', name: 'Asia–North Europe AE7', operator: 'MAEU', partners: ['HLCU', 'SUDU', 'SEAU'],
    vessels: ['EMMA MAERSK', 'MAERSK MC-KINNEY MOLLER', 'MADRID MAERSK', 'MARIE MAERSK', 'MARY MAERSK'],
    ports: ['CNTAO', 'CNNGB', 'CNSHA', 'CNYTN', 'MYTPP', 'NLRTM', 'DEBRV', 'PLGDN', 'SEGOT', 'DEBRV', 'NLRTM', 'MYTPP'] },
  { code: 'FE4', name: 'Far East Loop 4', operator: 'HLCU', partners: ['MAEU', 'SEAU'],
    vessels: ['BERLIN EXPRESS', 'HAMBURG EXPRESS', 'SOFIA EXPRESS', 'FRANKFURT EXPRESS', 'BRUSSELS EXPRESS'],
    ports: ['KRPUS', 'CNNGB', 'CNSHA', 'CNYTN', 'SGSIN', 'DEHAM', 'NLRTM', 'BEANR', 'GBSOU', 'SGSIN'] },
  { code: 'SWAN', name: 'Swan Asia–North Europe', operator: 'MSCU', partners: ['ZIMU'],
    vessels: ['MSC GULSUN', 'MSC OSCAR', 'MSC ZOE', 'MSC IRINA', 'MSC LORETO'],
    ports: ['KRPUS', 'CNNGB', 'CNSHA', 'CNYTN', 'SGSIN', 'GBFXT', 'BEANR', 'NLRTM', 'DEBRV', 'DEHAM', 'LKCMB', 'SGSIN'] },
  { code: 'FAL1', name: 'French Asia Line 1', operator: 'CMDU', partners: ['APLU', 'COSU', 'EGLV', 'OOLU', 'WECU'],
    vessels: ['CMA CGM JACQUES SAADE', 'CMA CGM CHAMPS ELYSEES', 'CMA CGM PALAIS ROYAL', 'CMA CGM ANTOINE DE SAINT EXUPERY'],
    ports: ['CNTAO', 'CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'GBSOU', 'DEHAM', 'NLRTM', 'BEANR', 'FRLEH', 'MAPTM', 'SGSIN'] },
  { code: 'AEU3', name: 'Asia–Europe 3', operator: 'COSU', partners: ['OOLU', 'EGLV', 'CMDU'],
    vessels: ['COSCO SHIPPING UNIVERSE', 'CSCL GLOBE', 'COSCO SHIPPING TAURUS', 'COSCO SHIPPING GEMINI'],
    ports: ['CNSHA', 'CNNGB', 'CNXMN', 'CNYTN', 'MYPKG', 'NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'SGSIN'] },
  { code: 'FE2', name: 'Premier Far East 2', operator: 'ONEY', partners: ['HDMU', 'YMLU'],
    vessels: ['MOL TRIUMPH', 'ONE INNOVATION', 'ONE STORK', 'ONE APUS'],
    ports: ['JPUKB', 'CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'NLRTM', 'DEHAM', 'GBSOU', 'SGSIN'] },
  { code: 'FP1', name: 'Premier Far East 1', operator: 'HDMU', partners: ['ONEY', 'YMLU'],
    vessels: ['HMM ALGECIRAS', 'HMM OSLO', 'HMM COPENHAGEN'],
    ports: ['KRPUS', 'CNTAO', 'CNSHA', 'CNNGB', 'SGSIN', 'NLRTM', 'DEHAM', 'PLGDN', 'BEANR', 'SGSIN'] },
  { code: 'CES', name: 'China Europe Service', operator: 'EGLV', partners: ['COSU', 'OOLU', 'CMDU'],
    vessels: ['EVER GIVEN', 'EVER ACE', 'EVER GOLDEN', 'EVER ALOT'],
    ports: ['TWKHH', 'HKHKG', 'CNYTN', 'MYTPP', 'GBFXT', 'NLRTM', 'DEHAM', 'BEANR', 'MYTPP'] },
  // Asia – Mediterranean
  { code: 'DRGN', name: 'Dragon Asia–Med', operator: 'MSCU', partners: ['GETU'],
    vessels: ['MSC TESSA', 'MSC MIA', 'MSC ISABELLA'],
    ports: ['CNTAO', 'CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'ITGIT', 'ITGOA', 'ESBCN', 'ESVLC', 'SAJED', 'SGSIN'] },
  { code: 'MEX2', name: 'Mediterranean Express 2', operator: 'COSU', partners: ['CMDU', 'OOLU', 'EGLV', 'ARKU', 'LMCU', 'GETU', 'BORU'],
    vessels: ['COSCO SHIPPING ARIES', 'COSCO SHIPPING LIBRA'],
    ports: ['CNSHA', 'CNNGB', 'CNXMN', 'SGSIN', 'GRPIR', 'TRMER', 'ITGOA', 'ESVLC', 'GRPIR', 'SGSIN'] },
  { code: 'MEX', name: 'Med Express', operator: 'CMDU', partners: ['APLU', 'GETU', 'MFTU'],
    vessels: ['CMA CGM MARCO POLO', 'CMA CGM BOUGAINVILLE'],
    ports: ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'MTMAR', 'FRFOS', 'ITGOA', 'ESBCN', 'MTMAR', 'SGSIN'] },
  { code: 'ZEM', name: 'ZIM East Med', operator: 'ZIMU', partners: ['TRKU', 'BORU', 'ARKU'],
    vessels: ['ZIM WILMINGTON', 'ZIM SHANGHAI', 'ZIM CHICAGO'],
    ports: ['KRPUS', 'CNSHA', 'CNNGB', 'HKHKG', 'SGSIN', 'ILHFA', 'TRMER', 'ILASH', 'LBBEY', 'SGSIN'] },
  // Transpacific
  { code: 'TP6', name: 'Transpacific 6', operator: 'MAEU', partners: ['SEAU', 'HLCU'],
    vessels: ['MAERSK ESSEN', 'MAERSK EDINBURGH'],
    ports: ['CNNGB', 'CNSHA', 'CNXMN', 'USLAX', 'USOAK'] },
  { code: 'AAC', name: 'Asia–America Express', operator: 'COSU', partners: ['OOLU', 'EGLV', 'CMDU'],
    vessels: ['COSCO SHIPPING VIRGO', 'CSCL JUPITER'],
    ports: ['CNSHA', 'CNNGB', 'CNXMN', 'USLGB', 'USOAK'] },
  { code: 'PRX', name: 'Pearl River Express', operator: 'CMDU', partners: ['APLU'],
    vessels: ['CMA CGM TROCADERO', 'CMA CGM LOUVRE'],
    ports: ['CNSHK', 'HKHKG', 'CNXMN', 'USLAX', 'USOAK'] },
  { code: 'EX1', name: 'Eagle Express 1', operator: 'APLU', partners: ['CMDU', 'MATS'],
    vessels: ['APL RAFFLES', 'APL TEMASEK', 'APL CHANGI'],
    ports: ['HKHKG', 'CNYTN', 'CNXMN', 'USLAX', 'USOAK', 'JPYOK'] },
  { code: 'TPS', name: 'Transpacific South', operator: 'EGLV', partners: ['COSU', 'OOLU', 'CMDU'],
    vessels: ['EVER APEX', 'EVER GREET', 'EVER FORWARD'],
    ports: ['TWKHH', 'CNXMN', 'HKHKG', 'CNYTN', 'USLAX', 'USOAK'] },
  { code: 'PVS', name: 'Pacific Vietnam Service', operator: 'OOLU', partners: ['COSU', 'EGLV', 'CMDU'],
    vessels: ['OOCL HONG KONG', 'OOCL GERMANY', 'OOCL JAPAN'],
    ports: ['HKHKG', 'CNYTN', 'CNNGB', 'CNSHA', 'USLGB', 'USOAK'] },
  { code: 'FP2', name: 'Far East Pacific 2', operator: 'HDMU', partners: ['ONEY', 'YMLU'],
    vessels: ['HMM DUBLIN', 'HMM GDANSK', 'HMM HAMBURG', 'HMM ROTTERDAM'],
    ports: ['CNNGB', 'CNSHA', 'KRPUS', 'USLAX', 'USOAK'] },
  { code: 'PS3', name: 'Pacific South 3', operator: 'YMLU', partners: ['ONEY', 'HDMU'],
    vessels: ['YM WELLNESS', 'YM WINDOW', 'YM TRUTH'],
    ports: ['TWKHH', 'CNXMN', 'CNYTN', 'USLGB', 'USOAK'] },
  { code: 'JPX', name: 'Japan Pacific Express', operator: 'ONEY', partners: ['HDMU', 'YMLU'],
    vessels: ['ONE HARMONY', 'ONE CONTINUITY', 'ONE MANHATTAN'],
    ports: ['CNSHA', 'JPUKB', 'JPNGO', 'JPTYO', 'USLAX', 'USOAK'] },
  { code: 'PNW', name: 'Pacific Northwest', operator: 'ONEY', partners: ['HDMU', 'YMLU', 'WWSU'],
    vessels: ['ONE OLYMPUS', 'ONE TRUST'],
    ports: ['CNYTN', 'HKHKG', 'CNSHA', 'KRPUS', 'CAVAN', 'USSEA'] },
  { code: 'CPX', name: 'China Pacific Express', operator: 'SMLM', partners: ['CKCO', 'DJSC', 'NSRU'],
    vessels: ['SM LONG BEACH', 'SM TIANJIN'],
    ports: ['CNNGB', 'CNSHA', 'KRPUS', 'USLGB', 'USOAK'] },
  { code: 'CLX', name: 'China–Long Beach Express', operator: 'MATS', partners: ['APLU', 'MELL'],
    vessels: ['DANIEL K. INOUYE', 'KAIMANA HILA'],
    ports: ['USLGB', 'USHNL', 'GUGUM', 'CNXMN', 'CNNGB', 'CNSHA'] },
  { code: 'HWI', name: 'Hawaii Service', operator: 'MATS', partners: [],
    vessels: ['MATSONIA', 'LURLINE'], ports: ['USLAX', 'USOAK', 'USHNL'] },
  // Asia – US East Coast via Panama
  { code: 'ZMP', name: 'ZIM Pacific–East Coast', operator: 'ZIMU', partners: ['GSLU'],
    vessels: ['ZIM KINGSTON', 'ZIM SAMMY OFER', 'ZIM MOUNT EVEREST'],
    ports: ['CNNGB', 'CNSHA', 'KRPUS', 'PAMIT', 'JMKIN', 'USSAV', 'USNYC', 'USCHS', 'PAMIT'] },
  // Transatlantic
  { code: 'TA2', name: 'Transatlantic 2', operator: 'MSCU', partners: ['TRKU'],
    vessels: ['MSC AMBRA', 'MSC ANNA'],
    ports: ['DEBRV', 'BEANR', 'NLRTM', 'FRLEH', 'USNYC', 'USORF', 'USCHS', 'USSAV'] },
  { code: 'AL1', name: 'Atlantic Loop 1', operator: 'HLCU', partners: ['NSAU'],
    vessels: ['ESSEN EXPRESS', 'DUBLIN EXPRESS'],
    ports: ['DEHAM', 'BEANR', 'GBSOU', 'USNYC', 'USORF', 'USSAV', 'USHOU'] },
  { code: 'G4', name: 'ACL G4', operator: 'ACLU', partners: [],
    vessels: ['ATLANTIC STAR', 'ATLANTIC SAIL'],
    ports: ['GBLIV', 'DEHAM', 'SEGOT', 'BEANR', 'CAHAL', 'USNYC', 'USBAL', 'USORF'] },
  // Middle East, Indian subcontinent, Africa
  { code: 'GUX', name: 'Gulf Express', operator: 'HLCU', partners: ['NSAU', 'QNLU', 'ESPU'],
    vessels: ['AL MURAYKH', 'AL ZUBARA'],
    ports: ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'AEJEA', 'QAHMD', 'SADMM', 'AEJEA', 'SGSIN'] },
  { code: 'ME11', name: 'India–Med ME11', operator: 'MAEU', partners: ['SCIU', 'LMCU', 'SJKU'],
    vessels: ['MUMBAI MAERSK', 'MANCHESTER MAERSK'],
    ports: ['PKKHI', 'INMUN', 'INNSA', 'OMSLL', 'SAJED', 'ESALG', 'ITGIT', 'SAJED', 'OMSLL'] },
  { code: 'HML', name: 'Himalaya Express', operator: 'MSCU', partners: ['SCIU', 'SJKU', 'TLXU'],
    vessels: ['MSC NELLA', 'MSC ELOANE'],
    ports: ['CNSHA', 'CNNGB', 'SGSIN', 'LKCMB', 'INNSA', 'INMUN', 'PKKHI', 'LKCMB'] },
  { code: 'SAF', name: 'Africa Express', operator: 'MSCU', partners: ['DALU'],
    vessels: ['MSC MAYA', 'MSC SAMAR'],
    ports: ['CNNGB', 'CNSHA', 'CNYTN', 'SGSIN', 'ZADUR', 'ZACPT', 'ZADUR', 'SGSIN'] },
  { code: 'EAF', name: 'East Africa Service', operator: 'MSCU', partners: ['ESPU', 'LMCU', 'DALU'],
    vessels: ['MSC AURORA'], ports: ['AEJEA', 'OMSLL', 'DJJIB', 'KEMBA', 'TZDAR'], shortSea: true },
  { code: 'IA8', name: 'Asia–India IA8', operator: 'YMLU', partners: ['SCIU', 'TLXU', 'SJKU', '13DF'],
    vessels: ['YM TOTALITY', 'YM WARRANTY', 'YM WELLHEAD'],
    ports: ['TWKHH', 'HKHKG', 'SGSIN', 'MYPKG', 'LKCMB', 'INNSA', 'INMUN', 'MYPKG'] },
  { code: 'WAF', name: 'Europe–West Africa', operator: 'MAEU', partners: ['GRIU', 'WECU', 'LMCU', 'MFTU', 'DALU'],
    vessels: ['MAERSK ELBA', 'MAJESTIC MAERSK'],
    ports: ['ESALG', 'MAPTM', 'CIABJ', 'GHTEM', 'TGLFW', 'NGAPP'] },
  { code: 'AWA', name: 'Asia–West Africa', operator: 'PABV', partners: ['GRIU', 'LMCU'],
    vessels: ['KOTA PEMIMPIN', 'KOTA PUSAKA'],
    ports: ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'TGLFW', 'NGAPP', 'GHTEM', 'SGSIN'] },
  // Latin America
  { code: 'ASAS', name: 'Asia–South America East Coast', operator: 'SUDU', partners: ['MAEU', 'GRIU', 'CMDU'],
    vessels: ['CAP SAN NICOLAS', 'CAP SAN LORENZO'],
    ports: ['CNSHA', 'CNNGB', 'CNYTN', 'SGSIN', 'BRSSZ', 'BRPNG', 'UYMVD', 'ARBUE', 'BRSSZ', 'SGSIN'] },
  { code: 'AND', name: 'Andes Express', operator: 'MAEU', partners: ['SEAU', 'KOSL', 'SUDU'],
    vessels: ['MONACO MAERSK', 'ANE MAERSK'],
    ports: ['COCTG', 'PAMIT', 'PABLB', 'ECGYE', 'PECLL', 'CLSAI', 'PECLL', 'PABLB'] },
  { code: 'NCX', name: 'North Europe–Caribbean', operator: 'CMDU', partners: ['MFTU', 'CSFU'],
    vessels: ['CMA CGM RIVOLI', 'CMA CGM MONTMARTRE'],
    ports: ['NLRTM', 'BEANR', 'FRLEH', 'DOCAU', 'JMKIN', 'COCTG', 'PAMIT'] },
  { code: 'CAM', name: 'Central America Express', operator: 'CAMN', partners: ['SMLU', 'KOSL', 'SEAU'],
    vessels: ['COPAN'], ports: ['USPEF', 'HNPCR', 'GTSTC'], shortSea: true },
  { code: 'PRX2', name: 'Puerto Rico–Caribbean', operator: 'CAMN', partners: ['TOTE', 'SEAU', 'SMLU'],
    vessels: ['TALAMANCA'], ports: ['USJAX', 'PRSJU', 'DOCAU', 'USPEF'], shortSea: true },
  { code: 'BDA', name: 'New York–Bermuda', operator: 'BCLU', partners: [],
    vessels: ['SANTA CLARA'], ports: ['USEWR', 'BMBDA'], shortSea: true },
  // Oceania and the Pacific islands
  { code: 'AUX', name: 'Asia–Australia–PNG', operator: 'PABV', partners: ['ANLC', 'MELL', 'CHVW'],
    vessels: ['KOTA RAJIN', 'KOTA LAYANG'],
    ports: ['CNSHA', 'HKHKG', 'GUGUM', 'PGLAE', 'AUBNE', 'AUSYD', 'AUMEL', 'SGSIN'] },
  { code: 'PIX', name: 'Pacific Islands Express', operator: 'CMDU', partners: ['PDLU', 'ANLC', 'CHVW', 'MFTU'],
    vessels: ['CMA CGM TENERE'],
    ports: ['AUSYD', 'AUBNE', 'NCNOU', 'FJSUV', 'TOTBU', 'WSAPW', 'NZAKL'], shortSea: true },
  // Intra-Asia
  { code: 'KTX', name: 'Korea–Thailand Express', operator: 'KMTU', partners: ['SKLU', 'NSRU', 'CKCO', 'DJSC', 'PCLU', 'SITU'],
    vessels: ['KMTC SHANGHAI', 'KMTC NINGBO'],
    ports: ['KRINC', 'KRPUS', 'CNSHA', 'HKHKG', 'VNHPH', 'VNSGN', 'THLCH'], shortSea: true },
  { code: 'RVX', name: 'Russia Far East Express', operator: 'KMTU', partners: ['FESO', 'SKLU'],
    vessels: ['KMTC MUMBAI'], ports: ['CNSHA', 'CNNGB', 'KRPUS', 'RUVVO'], shortSea: true },
  { code: 'JTV', name: 'Japan–Thailand–Vietnam', operator: 'SITU', partners: ['CULU', '12IH', 'IAAU', 'DJSC', 'PCLU'],
    vessels: ['SITC HAKATA', 'SITC KOBE', 'SITC SHANGHAI'],
    ports: ['JPTYO', 'JPNGO', 'JPUKB', 'CNSHA', 'HKHKG', 'VNHPH', 'THLCH', 'HKHKG'], shortSea: true },
  { code: 'JTP', name: 'Japan–Taiwan–Philippines', operator: 'EGLV', partners: ['IAAU', 'WHLC'],
    vessels: ['EVER LUCENT', 'EVER GENTLE'],
    ports: ['JPTYO', 'JPNGO', 'JPUKB', 'TWKHH', 'PHMNL', 'HKHKG'], shortSea: true },
  { code: 'SEA1', name: 'South-East Asia 1', operator: 'WHLC', partners: ['REGU', '13DF', 'IAAU', '12IH', 'GSLU', 'SIKU', 'OOLU'],
    vessels: ['WAN HAI 801', 'WAN HAI 805', 'WAN HAI 625'],
    ports: ['TWKHH', 'HKHKG', 'VNSGN', 'THLCH', 'SGSIN', 'IDJKT', 'MYPKG'], shortSea: true },
  { code: 'CIX', name: 'China–India Express', operator: 'WHLC', partners: ['REGU', 'TLXU', 'GSLU', 'SCIU'],
    vessels: ['WAN HAI 351', 'WAN HAI 512'],
    ports: ['CNSHA', 'CNNGB', 'TWKHH', 'HKHKG', 'SGSIN', 'MYPKG', 'INNSA', 'INMUN', 'SGSIN'] },
  { code: 'ISX', name: 'Intra-Asia Straits', operator: 'OOLU', partners: ['COSU', 'REGU', 'SIKU'],
    vessels: ['OOCL UNITED KINGDOM', 'OOCL SPAIN'],
    ports: ['CNSHA', 'CNNGB', 'HKHKG', 'VNCMT', 'THLCH', 'SGSIN', 'IDJKT'], shortSea: true },
  // Feeders
  { code: 'BLT', name: 'Baltic Feeder', operator: 'MAEU', partners: ['UFEE', 'SKII', 'CSFU'],
    vessels: ['LAURA MAERSK'], ports: ['DEBRV', 'DEHAM', 'PLGDN', 'FIHEL', 'EETLL'], shortSea: true },
  { code: 'NAX', name: 'North Atlantic Feeder', operator: 'MAEU', partners: ['EIMU', 'SKII', 'UFEE'],
    vessels: ['MAERSK EINDHOVEN'], ports: ['NLRTM', 'GBIMM', 'FOTHO', 'ISREY', 'NOAES'], shortSea: true },
  { code: 'IDX', name: 'Indonesia Feeder', operator: 'MAEU', partners: ['SIKU', 'SPNU', 'MRTU', 'SEAU'],
    vessels: ['GUNHILDE MAERSK'], ports: ['SGSIN', 'IDJKT', 'IDSUB', 'IDMAK'], shortSea: true },
  { code: 'GFX', name: 'Gulf Feeder', operator: 'MAEU', partners: ['ESPU', 'QNLU', 'SJKU', 'NSAU'],
    vessels: ['SOFIE MAERSK'], ports: ['AEJEA', 'QAHMD', 'SADMM', 'KWSWK', 'OMSLL'], shortSea: true },
];

export interface CallTime {
  /** Berth arrival and departure, ms since epoch. */
  arr: number;
  dep: number;
}

interface DelayProfile {
  /** Delay added at each call (ms), cumulative sums capped. */
  inc: number[];
  /** When each increment becomes known to the carrier. */
  reveal: number[];
  /** Reason attached to each non-zero increment. */
  reason: (string | null)[];
}

const DELAY_REASONS: readonly (readonly [code: string, text: string])[] = [
  ['WEA', 'Bad weather'],
  ['CON', 'Port congestion'],
  ['BER', 'Berth not available'],
  ['LAB', 'Terminal labour shortage'],
  ['MEC', 'Vessel mechanical issue'],
  ['CAN', 'Canal transit delay'],
];

/** One liner service: a rotation of calls sailed on a fixed headway by its vessels. */
export class SandboxService {
  readonly code: string;
  readonly name: string;
  readonly operator: string;
  readonly partners: readonly string[];
  readonly ports: readonly string[];
  readonly vessels: readonly SandboxVessel[];
  /** Nominal sea hours of leg j (call j → call j+1, the last leg back to call 0). */
  readonly seaMs: number[] = [];
  readonly stayMs: number[] = [];
  readonly offArr: number[] = [];
  readonly offDep: number[] = [];
  readonly legNm: number[] = [];
  readonly headwayMs: number;
  readonly loopMs: number;
  readonly t0: number;
  readonly delayCapMs: number;
  private readonly legLines: Polyline[] = [];
  private readonly delayCache = new Map<number, DelayProfile>();

  constructor(def: ServiceDef, ports: string[], vessels: SandboxVessel[], router: SeaRouter) {
    this.code = def.code;
    this.name = def.name;
    this.operator = def.operator;
    this.partners = def.partners;
    this.ports = ports;
    this.vessels = vessels;
    const rng = new Rng(`service|${def.code}`);
    const speed = def.shortSea ? rng.float(13.5, 16) : rng.float(16, 19);
    const n = ports.length;
    let sea = 0,
      stay = 0;
    for (let j = 0; j < n; j++) {
      const a = ports[j]!,
        b = ports[(j + 1) % n]!;
      const nm = router.distance(a, b);
      this.legNm.push(nm);
      this.legLines.push(router.polyline(a, b));
      const ms = Math.max(4 * HOUR, (nm / speed) * HOUR);
      this.seaMs.push(ms);
      sea += ms;
      const st = Math.round(rng.float(def.shortSea ? 12 : 18, def.shortSea ? 24 : 34)) * HOUR;
      this.stayMs.push(st);
      stay += st;
    }
    const nominal = sea + stay;
    const N = vessels.length;
    // Headway in whole days (the shipped fleet is far smaller than real loops need, so most
    // services sail every 1–3 weeks rather than weekly).
    this.headwayMs = Math.max(7, Math.ceil((nominal + 2 * DAY) / N / DAY)) * DAY;
    this.loopMs = N * this.headwayMs;
    // Spread the slack: slow steaming down to 12 kn, the rest waiting at the first port.
    let extra = this.loopMs - nominal;
    const totalNm = this.legNm.reduce((s, x) => s + x, 0);
    const maxSea = (totalNm / 12) * HOUR;
    const extraSea = Math.max(0, Math.min(extra, maxSea - sea));
    for (let j = 0; j < n; j++) this.seaMs[j] = this.seaMs[j]! + (sea > 0 ? (extraSea * this.seaMs[j]!) / sea : 0);
    extra -= extraSea;
    this.stayMs[0] = this.stayMs[0]! + extra;
    // Offsets from the planned departure of call 0.
    let t = 0;
    for (let j = 0; j < n; j++) {
      if (j === 0) {
        this.offArr.push(-this.stayMs[0]!);
        this.offDep.push(0);
      } else {
        t += this.seaMs[j - 1]!;
        this.offArr.push(t);
        t += this.stayMs[j]!;
        this.offDep.push(t);
      }
    }
    // A late vessel must still make its next rotation: keep delays under half the last leg.
    this.delayCapMs = Math.max(0, Math.min(4 * DAY, this.seaMs[n - 1]! / 2, 0.8 * (this.loopMs - nominal) + 2 * DAY));
    this.t0 = NETWORK_EPOCH + Math.floor(unit(`t0|${def.code}`) * (this.headwayMs / HOUR)) * HOUR;
  }

  get callCount(): number {
    return this.ports.length;
  }

  /** The vessel sailing rotation s (sailings are numbered from the epoch, negative before it). */
  vesselOf(s: number): SandboxVessel {
    const N = this.vessels.length;
    return this.vessels[((s % N) + N) % N]!;
  }

  /** Planned departure of call 0 of rotation s. */
  base(s: number): number {
    return this.t0 + s * this.headwayMs;
  }

  /** Normalises an unrolled call index u (may run past the end of the rotation) to (sailing, call). */
  unroll(s: number, u: number): { s: number; j: number } {
    const n = this.ports.length;
    const r = Math.floor(u / n);
    return { s: s + r * this.vessels.length, j: u - r * n };
  }

  portAt(u: number): string {
    const n = this.ports.length;
    return this.ports[((u % n) + n) % n]!;
  }

  planned(s: number, j: number): CallTime {
    const b = this.base(s);
    return { arr: b + this.offArr[j]!, dep: b + this.offDep[j]! };
  }

  private delays(s: number): DelayProfile {
    const hit = this.delayCache.get(s);
    if (hit) return hit;
    const rng = new Rng(`delays|${this.code}|${s}`);
    const n = this.ports.length;
    const inc: number[] = [],
      reveal: number[] = [],
      reason: (string | null)[] = [];
    let cum = 0;
    for (let j = 0; j < n; j++) {
      const p = this.planned(s, j);
      let d = 0;
      if (this.delayCapMs > 0 && rng.chance(j === 0 ? 0.22 : 0.16)) {
        d = Math.round(rng.float(j === 0 ? 12 : 6, j === 0 ? 60 : 36)) * HOUR;
      }
      const why = d > 0 ? rng.pick(DELAY_REASONS)[1] : null;
      if (j === 0) reveal.push(p.arr - Math.round(rng.float(24, 96)) * HOUR);
      else {
        const prevDep = this.planned(s, j - 1).dep + Math.min(this.delayCapMs, cum);
        reveal.push(prevDep + rng.float(0.2, 0.8) * this.seaMs[j - 1]!);
      }
      inc.push(d);
      reason.push(why);
      cum += d;
    }
    const out = { inc, reveal, reason };
    if (this.delayCache.size > 20_000) this.delayCache.clear();
    this.delayCache.set(s, out);
    return out;
  }

  /**
   * Call j of rotation s as known at instant `knownAt` (Infinity = what actually happens):
   * planned times plus the delays revealed by then (capped, never negative).
   */
  call(s: number, j: number, knownAt = Infinity): CallTime & { delayMs: number; reason: string | null } {
    const p = this.planned(s, j);
    const { inc, reveal, reason } = this.delays(s);
    let sum = 0;
    let why: string | null = null;
    for (let i = 0; i <= j; i++) {
      if (reveal[i]! <= knownAt && inc[i]! > 0) {
        sum += inc[i]!;
        why = reason[i]!;
      }
    }
    const d = Math.min(this.delayCapMs, sum);
    return { arr: p.arr + d, dep: p.dep + d, delayMs: d, reason: d > 0 ? why : null };
  }

  /** Same, for an unrolled call index. */
  callU(s: number, u: number, knownAt = Infinity) {
    const { s: s2, j } = this.unroll(s, u);
    return this.call(s2, j, knownAt);
  }

  /** First rotation whose planned departure from call j is at or after t. */
  firstSailingFrom(j: number, t: number): number {
    return Math.ceil((t - this.t0 - this.offDep[j]!) / this.headwayMs);
  }

  /** Sea distance (nm) sailed from unrolled call u to unrolled call v > u. */
  sailedNm(u: number, v: number): number {
    const n = this.ports.length;
    let nm = 0;
    for (let k = u; k < v; k++) nm += this.legNm[((k % n) + n) % n]!;
    return nm;
  }

  /** Voyage number of a leg: 2-digit year + week of the rotation's start + heading letter. */
  voyage(s: number, fromPort: LatLng, toPort: LatLng): string {
    const d = new Date(this.base(s));
    const start = Date.UTC(d.getUTCFullYear(), 0, 1);
    const week = Math.floor((d.getTime() - start) / (7 * DAY)) + 1;
    const b = bearingDeg(fromPort, toPort);
    const dir = b >= 45 && b < 135 ? 'E' : b >= 135 && b < 225 ? 'S' : b >= 225 && b < 315 ? 'W' : 'N';
    return `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(week).padStart(2, '0')}${dir}`;
  }

  legLine(j: number): Polyline {
    return this.legLines[j]!;
  }
}

export interface VesselState extends LatLng {
  phase: 'berth' | 'anchor' | 'sea';
  speedKnots: number;
  headingDeg: number;
  /** Port of the berth / anchorage, or the next port at sea. */
  portCode: string;
  /** Miles from the nearer end of the sea leg (0 in port). */
  offshoreNm: number;
  /** Ms since the vessel left its last berth (sea phase), else 0. */
  sinceDepartureMs: number;
}

/** All services, the router, and lookups by carrier and by vessel. */
export class SandboxNetwork {
  readonly services: readonly SandboxService[];
  readonly router: SeaRouter;
  private readonly byVessel = new Map<string, { service: SandboxService; index: number }>();
  private readonly byCarrier = new Map<string, SandboxService[]>();
  private readonly byPort = new Map<string, SandboxService[]>();

  constructor(readonly ref: SandboxRefData) {
    const servicePorts = new Set(SERVICES.flatMap((s) => s.ports));
    const placed = ref.ports.filter((p) => servicePorts.has(p.unlocode) && p.lat !== null && p.lng !== null);
    this.router = new SeaRouter(placed);
    const vesselByName = new Map(ref.vessels.map((v) => [v.name, v]));
    const services: SandboxService[] = [];
    for (const def of SERVICES) {
      const ports = def.ports.filter((p) => this.router.has(p));
      const vessels = def.vessels.map((n) => vesselByName.get(n)).filter((v): v is SandboxVessel => !!v);
      if (new Set(ports).size < 2 || vessels.length === 0) continue;
      services.push(new SandboxService(def, ports, vessels, this.router));
    }
    this.services = services;
    for (const svc of services) {
      svc.vessels.forEach((v, index) => this.byVessel.set(v.imo, { service: svc, index }));
      for (const scac of [svc.operator, ...svc.partners]) {
        const list = this.byCarrier.get(scac) ?? [];
        list.push(svc);
        this.byCarrier.set(scac, list);
      }
      for (const p of new Set(svc.ports)) {
        const list = this.byPort.get(p) ?? [];
        list.push(svc);
        this.byPort.set(p, list);
      }
    }
  }

  /** Services a carrier operates or buys slots on; every carrier of the shipped list has some. */
  servicesFor(scac: string): readonly SandboxService[] {
    return this.byCarrier.get(scac) ?? [];
  }

  servicesAt(unlocode: string): readonly SandboxService[] {
    return this.byPort.get(unlocode) ?? [];
  }

  /** Ports on two services or more: where boxes can change ships. */
  isHub(unlocode: string): boolean {
    return (this.byPort.get(unlocode)?.length ?? 0) >= 2;
  }

  serviceOfVessel(imo: string): { service: SandboxService; index: number } | null {
    return this.byVessel.get(imo) ?? null;
  }

  portPoint(unlocode: string): LatLng {
    const p = this.ref.portByCode.get(unlocode);
    if (!p || p.lat === null || p.lng === null) throw new Error(`sandbox: unplaced port ${unlocode}`);
    return { lat: p.lat, lng: p.lng };
  }

  /** Where a vessel is at instant t (actual schedule, delays included); null for a vessel on no service. */
  vesselState(imo: string, t: number): VesselState | null {
    const hit = this.byVessel.get(imo);
    if (!hit) return null;
    const { service: svc, index } = hit;
    const N = svc.vessels.length;
    const n = svc.callCount;
    // Rotation of this vessel whose window (arrival at call 0 → next arrival at call 0) holds t.
    let m = Math.floor((t - svc.base(index) - svc.offArr[0]!) / svc.loopMs);
    let s = index + m * N;
    for (let guard = 0; guard < 4; guard++) {
      if (t < svc.call(s, 0).arr) {
        m--;
        s -= N;
        continue;
      }
      if (t >= svc.call(s + N, 0).arr) {
        m++;
        s += N;
        continue;
      }
      break;
    }
    for (let j = 0; j < n; j++) {
      const c = svc.call(s, j);
      const port = svc.ports[j]!;
      if (t < c.arr) continue; // handled by the previous leg
      if (t <= c.dep) return this.atBerth(imo, port, t - c.arr);
      const next = j + 1 < n ? svc.call(s, j + 1) : svc.call(s + N, 0);
      if (t < next.arr) {
        const line = svc.legLine(j);
        const nominal = svc.seaMs[j]!;
        const span = next.arr - c.dep;
        const nextPort = svc.ports[(j + 1) % n]!;
        const anchorNm = Math.min(8, line.lengthNm * 0.2);
        const anchorF = line.lengthNm > 0 ? 1 - anchorNm / line.lengthNm : 1;
        const sinceDep = t - c.dep;
        if (span > nominal + HOUR && sinceDep >= nominal) {
          // Early at the anchorage, waiting for the delayed berth window.
          const p = line.at(anchorF);
          const jitter = new Rng(`anchor|${imo}|${c.dep}`);
          return {
            ...offsetNm(p, jitter.float(0, 360), jitter.float(0.2, 1.5)),
            phase: 'anchor',
            speedKnots: round1(jitter.float(0, 0.4)),
            headingDeg: Math.round(jitter.float(0, 359)),
            portCode: nextPort,
            offshoreNm: anchorNm,
            sinceDepartureMs: sinceDep,
          };
        }
        const duration = Math.min(span, nominal);
        const f = Math.min(1, sinceDep / duration) * (span > nominal + HOUR ? anchorF : 1);
        const p = line.at(f);
        const noise = new Rng(`sog|${imo}|${Math.floor(t / (30 * 60_000))}`);
        const sog = (line.lengthNm * (span > nominal + HOUR ? anchorF : 1)) / (duration / HOUR);
        const offshore = Math.min(f * line.lengthNm, (1 - f) * line.lengthNm);
        return {
          lat: p.lat,
          lng: p.lng,
          phase: 'sea',
          speedKnots: round1(Math.max(4, sog + noise.float(-0.6, 0.6))),
          headingDeg: Math.round(p.headingDeg),
          portCode: nextPort,
          offshoreNm: offshore,
          sinceDepartureMs: sinceDep,
        };
      }
    }
    // Unreachable with consistent call times; fall back to the last call's berth.
    return this.atBerth(imo, svc.ports[n - 1]!, 0);
  }

  private atBerth(imo: string, port: string, _sinceArrivalMs: number): VesselState {
    const rng = new Rng(`berth|${imo}|${port}`);
    const p = offsetNm(this.portPoint(port), rng.float(0, 360), rng.float(0.2, 1.2));
    return {
      ...p,
      phase: 'berth',
      speedKnots: 0,
      headingDeg: Math.round(rng.float(0, 359)),
      portCode: port,
      offshoreNm: 0,
      sinceDepartureMs: 0,
    };
  }

  /** Sea distance between two ports (nm). */
  seaNm(a: string, b: string): number {
    return this.router.distance(a, b);
  }

  /** Great-circle distance between two ports (nm). */
  gcNm(a: string, b: string): number {
    return distanceNm(this.portPoint(a), this.portPoint(b));
  }
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Stable 32-bit key for a vessel, exported for the AIS feed's coverage classes. */
export function vesselKey(imo: string): number {
  return hash32(`vessel|${imo}`);
}

let shared: { ref: SandboxRefData; net: SandboxNetwork } | null = null;
/** One network per reference-data set (building the router and schedules takes a few ms). */
export function sandboxNetworkFor(ref: SandboxRefData): SandboxNetwork {
  if (shared?.ref !== ref) shared = { ref, net: new SandboxNetwork(ref) };
  return shared.net;
}
