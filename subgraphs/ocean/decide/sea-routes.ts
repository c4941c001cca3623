// Sea distances and paths for the sandbox: a hand-made graph of ~180 sea waypoints (straits,
// canals, capes, approaches) joined by great-circle segments, each port hooked to its nearest
// waypoint. Good enough for realistic transit days (Shanghai–Rotterdam ≈ 10,500 nm via Suez,
// Shanghai–Los Angeles ≈ 5,700 nm) and for placing sandbox vessels at sea rather than inland.
// Not a navigation product: coastlines are approximated and some short hops cut corners.
import { distanceNm, Polyline, type LatLng } from '../../../platform/geo.js';

type Wp = readonly [name: string, lat: number, lng: number];

// prettier-ignore
const WAYPOINTS: readonly Wp[] = [
  // East Asia
  ['YELLOW_SEA', 35.5, 123.0], ['ECS', 30.8, 123.5], ['TAIWAN_STRAIT', 24.0, 119.3], ['HK_S', 21.9, 114.5],
  ['HAINAN_S', 17.2, 109.8], ['TONKIN', 19.8, 107.6], ['SCS_MID', 12.5, 111.5], ['VUNG_TAU_OFF', 10.0, 107.6],
  ['SCS_S', 5.5, 106.5], ['GULF_THAILAND', 11.5, 101.0], ['LUZON_STRAIT', 20.5, 120.8], ['MANILA_OFF', 14.3, 120.3],
  ['KOREA_STRAIT', 34.3, 129.0], ['GOTO_S', 32.0, 128.9], ['OSUMI', 30.8, 131.0], ['SHIKOKU_S', 32.3, 133.5],
  ['SHIONO', 33.2, 135.8], ['ENSHU', 34.2, 137.8], ['URAGA', 35.0, 139.8], ['PAC_JP_SE', 33.0, 142.0],
  ['SEA_OF_JAPAN', 39.0, 133.0], ['VLADIVOSTOK_OFF', 42.5, 132.2], ['PHIL_SEA', 12.0, 130.0], ['GUAM_OFF', 13.3, 144.4],
  // South-East Asia
  ['SG_STRAIT', 1.15, 104.0], ['MALACCA_MID', 2.8, 100.8], ['MALACCA_N', 6.0, 97.5], ['GASPAR', -2.0, 107.5],
  ['JAVA_SEA', -5.5, 107.0], ['JAVA_E', -6.0, 112.8], ['MAKASSAR_S', -5.3, 118.9], ['LOMBOK', -8.9, 115.7],
  // Australasia and Pacific islands
  ['WA_W', -25.0, 111.5], ['FREMANTLE_OFF', -32.1, 115.2], ['LEEUWIN', -35.5, 114.5], ['BIGHT', -37.0, 132.0],
  ['BASS', -39.7, 146.8], ['SYDNEY_OFF', -33.9, 151.6], ['BRISBANE_OFF', -27.2, 153.6], ['PORT_PHILLIP_OFF', -38.5, 144.5],
  ['CORAL_S', -24.0, 157.0], ['SOLOMON_E', -9.0, 163.5], ['MICRONESIA_S', 0.0, 150.0], ['VITIAZ', -5.9, 147.6],
  ['NZ_N', -36.3, 175.5], ['FIJI_OFF', -18.6, 178.5], ['NOUMEA_OFF', -22.6, 166.3],
  // North Pacific and the Americas' Pacific side
  ['NPAC_W', 40.0, 155.0], ['NPAC_E', 42.0, -140.0], ['HAWAII_OFF', 21.0, -157.9], ['JDF', 48.45, -124.9],
  ['ADMIRALTY', 48.15, -122.75], ['SF_OFF', 37.7, -122.8], ['PT_CONCEPTION', 34.3, -120.8], ['LA_OFF', 33.5, -118.6],
  ['BAJA_W', 27.5, -116.0], ['BAJA_S', 22.3, -110.3], ['MX_OFF', 18.7, -104.6], ['PAC_CA', 9.5, -88.5],
  ['PANAMA_GULF_S', 7.0, -79.8], ['BALBOA_OFF', 8.7, -79.5], ['ECUADOR_OFF', -2.0, -82.5], ['PERU_N', -5.5, -82.0],
  ['CALLAO_OFF', -12.1, -77.5], ['CHILE_OFF', -33.6, -72.2],
  // Caribbean, Gulf of Mexico, US East Coast
  ['COLON_OFF', 9.6, -79.9], ['CARTAGENA_OFF', 10.5, -76.0], ['CARIB_C', 15.0, -75.0], ['JAMAICA_S', 17.5, -76.8],
  ['WINDWARD', 20.1, -73.8], ['TURKS_W', 22.0, -72.8], ['PR_N', 18.9, -66.1], ['MONA', 18.2, -67.8],
  ['CAUCEDO_OFF', 18.2, -69.6], ['HONDURAS_OFF', 16.3, -87.5], ['YUCATAN_CH', 21.8, -85.5], ['GULF_MID', 25.5, -90.0],
  ['GALVESTON_OFF', 29.0, -94.5], ['FLORIDA_STRAITS', 23.9, -81.0], ['FLORIDA_SE', 25.5, -79.8], ['FLORIDA_E', 27.5, -79.7],
  ['BAHAMAS_E', 25.0, -74.0], ['CHARLESTON_OFF', 32.4, -79.5], ['HATTERAS', 35.0, -74.8], ['CHESAPEAKE_OFF', 36.9, -75.5],
  ['NY_OFF', 40.3, -73.6], ['NANTUCKET', 40.5, -69.0], ['HALIFAX_OFF', 44.3, -63.3], ['BERMUDA_OFF', 32.1, -64.9],
  ['ATL_W', 42.0, -55.0], ['ATL_E', 48.5, -12.0],
  // South America's Atlantic side
  ['TRINIDAD_E', 11.0, -59.0], ['NATAL_OFF', -5.3, -34.7], ['BRAZIL_E', -13.0, -37.5], ['CABO_FRIO', -23.3, -41.5],
  ['SANTOS_OFF', -24.3, -46.0], ['SANTA_CATARINA_OFF', -28.5, -47.5], ['RIO_PLATA', -35.3, -55.0],
  // Europe
  ['GIBRALTAR', 35.95, -5.5], ['CAPE_ST_VINCENT', 36.8, -9.8], ['FINISTERRE', 43.3, -10.0], ['USHANT', 48.6, -5.8],
  ['CHANNEL_MID', 50.2, -0.5], ['DOVER', 51.0, 1.8], ['NORTH_SEA_S', 52.0, 2.8], ['SCHELDT_OFF', 51.5, 3.3],
  ['HUMBER_OFF', 53.7, 0.8], ['GERMAN_BIGHT', 54.0, 7.5], ['JUTLAND_NW', 57.4, 7.6], ['SKAGEN', 58.0, 10.5],
  ['KATTEGAT', 56.8, 11.6], ['ORESUND', 55.6, 12.75], ['BALTIC_W', 54.8, 14.0], ['BALTIC_SE', 54.8, 18.3],
  ['GOTLAND_E', 57.5, 20.0], ['FINLAND_G', 59.6, 23.5], ['NORTH_SEA_N', 58.5, 1.5], ['FAIR_ISLE', 59.4, -1.0],
  ['FAROE_S', 61.6, -6.5], ['ICELAND_SW', 63.8, -23.0], ['NORWAY_W', 62.3, 4.5], ['IRISH_SEA', 53.6, -5.0],
  ['ST_GEORGES', 52.0, -5.9], ['CELTIC', 50.3, -6.8],
  // Mediterranean
  ['ALBORAN', 36.0, -2.5], ['BALEARIC_W', 39.0, 0.8], ['BARCELONA_OFF', 41.0, 2.8], ['MED_WEST', 38.0, 5.0],
  ['LIGURIAN', 43.6, 8.8], ['GULF_LION', 42.8, 4.8], ['TYRRHENIAN', 39.8, 12.3], ['SICILY_CH', 37.2, 11.7],
  ['MED_IONIAN', 36.0, 19.5], ['KYTHERA', 36.1, 23.0], ['AEGEAN_SW', 37.2, 23.8], ['MED_EAST', 33.9, 26.0],
  ['LEVANT_S', 33.8, 34.5], ['LEVANT_N', 36.0, 35.2], ['PORT_SAID_N', 31.6, 32.35],
  // Red Sea, Arabian Sea, Gulf, Indian Ocean
  ['SUEZ_S', 29.7, 32.6], ['RED_SEA_N', 27.0, 34.5], ['RED_SEA_MID', 21.0, 38.5], ['BAB_EL_MANDEB', 12.55, 43.35],
  ['GULF_ADEN', 12.5, 46.5], ['SOCOTRA_N', 13.2, 52.5], ['HORN_E', 11.5, 52.2], ['SALALAH_OFF', 16.6, 54.2],
  ['ARABIAN_SEA_W', 17.5, 59.0], ['RAS_AL_HADD', 22.7, 60.3], ['GULF_OF_OMAN', 24.5, 58.5], ['HORMUZ', 26.4, 56.6],
  ['UAE_OFF', 25.6, 55.0], ['GULF_C', 26.5, 53.0], ['MUMBAI_OFF', 18.7, 72.3], ['KUTCH_OFF', 22.3, 68.8],
  ['KARACHI_OFF', 24.5, 66.5], ['LACCADIVE', 10.0, 74.5], ['SRI_LANKA_S', 5.4, 80.0], ['BAY_N', 20.5, 90.0],
  ['IO_C', -5.0, 70.0], ['MAD_S', -27.5, 46.5],
  // Africa
  ['SOMALIA_E', 2.0, 48.5], ['KENYA_OFF', -4.3, 40.2], ['TANZANIA_OFF', -6.6, 39.8], ['MOZ_CH', -17.0, 41.5],
  ['MOZ_S', -25.5, 36.0], ['DURBAN_OFF', -30.0, 31.5], ['PE_OFF', -34.5, 26.0], ['AGULHAS', -35.5, 20.0],
  ['CAPE_TOWN_OFF', -34.3, 18.0], ['GULF_GUINEA', 5.3, 2.0], ['GG_W', 4.3, -4.0], ['CAPE_PALMAS', 3.8, -7.7],
  ['SIERRA_LEONE_OFF', 6.5, -14.0], ['GUINEA_OFF', 10.0, -17.5], ['DAKAR_OFF', 14.5, -17.9], ['CAPE_VERDE_E', 15.0, -21.5],
  ['CANARIES', 28.0, -16.0],
];

// prettier-ignore
const EDGES = `
YELLOW_SEA ECS; YELLOW_SEA KOREA_STRAIT; ECS KOREA_STRAIT; ECS TAIWAN_STRAIT; ECS GOTO_S; ECS OSUMI; ECS LUZON_STRAIT; ECS PHIL_SEA;
TAIWAN_STRAIT HK_S; TAIWAN_STRAIT LUZON_STRAIT; HK_S HAINAN_S; HK_S SCS_MID; HK_S LUZON_STRAIT; HAINAN_S TONKIN; HAINAN_S SCS_MID;
SCS_MID VUNG_TAU_OFF; SCS_MID SCS_S; SCS_MID MANILA_OFF; VUNG_TAU_OFF SCS_S; SCS_S GULF_THAILAND; SCS_S SG_STRAIT; VUNG_TAU_OFF GULF_THAILAND;
LUZON_STRAIT MANILA_OFF; LUZON_STRAIT PHIL_SEA; KOREA_STRAIT GOTO_S; KOREA_STRAIT SEA_OF_JAPAN; SEA_OF_JAPAN VLADIVOSTOK_OFF; GOTO_S OSUMI;
OSUMI SHIKOKU_S; SHIKOKU_S SHIONO; SHIONO ENSHU; ENSHU URAGA; URAGA PAC_JP_SE; SHIONO PAC_JP_SE; OSUMI PHIL_SEA; PAC_JP_SE NPAC_W;
PAC_JP_SE GUAM_OFF; PHIL_SEA GUAM_OFF; GUAM_OFF MICRONESIA_S; PHIL_SEA MICRONESIA_S; GUAM_OFF HAWAII_OFF;
SG_STRAIT MALACCA_MID; MALACCA_MID MALACCA_N; SG_STRAIT GASPAR; GASPAR JAVA_SEA; JAVA_SEA JAVA_E; JAVA_E MAKASSAR_S; JAVA_E LOMBOK; MAKASSAR_S LOMBOK;
MAKASSAR_S PHIL_SEA; LOMBOK WA_W; WA_W FREMANTLE_OFF; FREMANTLE_OFF LEEUWIN; LEEUWIN BIGHT; BIGHT BASS; BASS PORT_PHILLIP_OFF; BASS SYDNEY_OFF;
SYDNEY_OFF BRISBANE_OFF; SYDNEY_OFF CORAL_S; BRISBANE_OFF CORAL_S; CORAL_S SOLOMON_E; SOLOMON_E MICRONESIA_S; MICRONESIA_S VITIAZ; VITIAZ CORAL_S;
SYDNEY_OFF NZ_N; NZ_N FIJI_OFF; FIJI_OFF NOUMEA_OFF; NOUMEA_OFF BRISBANE_OFF; NOUMEA_OFF SYDNEY_OFF; FIJI_OFF SOLOMON_E; FIJI_OFF HAWAII_OFF;
NPAC_W NPAC_E; NPAC_W HAWAII_OFF; NPAC_E JDF; NPAC_E SF_OFF; NPAC_E LA_OFF; JDF ADMIRALTY; HAWAII_OFF LA_OFF; HAWAII_OFF SF_OFF; HAWAII_OFF PAC_CA;
SF_OFF PT_CONCEPTION; PT_CONCEPTION LA_OFF; LA_OFF BAJA_W; BAJA_W BAJA_S; BAJA_S MX_OFF; MX_OFF PAC_CA; PAC_CA PANAMA_GULF_S; PANAMA_GULF_S BALBOA_OFF;
PANAMA_GULF_S ECUADOR_OFF; ECUADOR_OFF PERU_N; PERU_N CALLAO_OFF; CALLAO_OFF CHILE_OFF; BALBOA_OFF COLON_OFF;
COLON_OFF CARIB_C; COLON_OFF CARTAGENA_OFF; CARTAGENA_OFF CARIB_C; CARIB_C JAMAICA_S; CARIB_C MONA; CARIB_C TRINIDAD_E; JAMAICA_S WINDWARD; JAMAICA_S HONDURAS_OFF;
JAMAICA_S YUCATAN_CH; HONDURAS_OFF YUCATAN_CH; COLON_OFF HONDURAS_OFF; WINDWARD TURKS_W; TURKS_W BAHAMAS_E; MONA CAUCEDO_OFF; MONA PR_N; CAUCEDO_OFF CARIB_C;
PR_N BAHAMAS_E; PR_N TURKS_W; PR_N HATTERAS; PR_N TRINIDAD_E; YUCATAN_CH GULF_MID; YUCATAN_CH FLORIDA_STRAITS; FLORIDA_STRAITS GULF_MID; GULF_MID GALVESTON_OFF;
FLORIDA_STRAITS FLORIDA_SE; FLORIDA_SE FLORIDA_E; FLORIDA_E CHARLESTON_OFF; CHARLESTON_OFF HATTERAS; CHARLESTON_OFF BAHAMAS_E; BAHAMAS_E HATTERAS;
HATTERAS CHESAPEAKE_OFF; CHESAPEAKE_OFF NY_OFF; HATTERAS NY_OFF; NY_OFF NANTUCKET; NANTUCKET HALIFAX_OFF; NANTUCKET ATL_W; HALIFAX_OFF ATL_W; NY_OFF BERMUDA_OFF;
BERMUDA_OFF HATTERAS; BERMUDA_OFF ATL_W; BERMUDA_OFF PR_N; ATL_W ATL_E; ATL_E USHANT; ATL_E CELTIC; ATL_E FINISTERRE; ATL_W FAROE_S;
TRINIDAD_E NATAL_OFF; NATAL_OFF BRAZIL_E; BRAZIL_E CABO_FRIO; CABO_FRIO SANTOS_OFF; SANTOS_OFF SANTA_CATARINA_OFF; SANTA_CATARINA_OFF RIO_PLATA;
NATAL_OFF CAPE_VERDE_E; SANTOS_OFF CAPE_TOWN_OFF; RIO_PLATA CAPE_TOWN_OFF; CABO_FRIO CAPE_TOWN_OFF;
GIBRALTAR CAPE_ST_VINCENT; GIBRALTAR ALBORAN; CAPE_ST_VINCENT FINISTERRE; CAPE_ST_VINCENT CANARIES; FINISTERRE USHANT; USHANT CHANNEL_MID; USHANT CELTIC;
CHANNEL_MID DOVER; DOVER NORTH_SEA_S; DOVER SCHELDT_OFF; SCHELDT_OFF NORTH_SEA_S; NORTH_SEA_S GERMAN_BIGHT; NORTH_SEA_S HUMBER_OFF; HUMBER_OFF NORTH_SEA_N;
NORTH_SEA_S NORTH_SEA_N; GERMAN_BIGHT JUTLAND_NW; JUTLAND_NW SKAGEN; JUTLAND_NW NORTH_SEA_N; SKAGEN KATTEGAT; KATTEGAT ORESUND; ORESUND BALTIC_W; BALTIC_W BALTIC_SE;
BALTIC_SE GOTLAND_E; BALTIC_W GOTLAND_E; GOTLAND_E FINLAND_G; NORTH_SEA_N FAIR_ISLE; FAIR_ISLE FAROE_S; FAROE_S ICELAND_SW; NORTH_SEA_N NORWAY_W; NORWAY_W FAROE_S;
CELTIC ST_GEORGES; ST_GEORGES IRISH_SEA;
ALBORAN BALEARIC_W; ALBORAN MED_WEST; BALEARIC_W BARCELONA_OFF; BALEARIC_W MED_WEST; BARCELONA_OFF GULF_LION; BARCELONA_OFF MED_WEST; GULF_LION LIGURIAN;
GULF_LION MED_WEST; LIGURIAN TYRRHENIAN; MED_WEST SICILY_CH; TYRRHENIAN SICILY_CH; SICILY_CH MED_IONIAN; MED_IONIAN KYTHERA; MED_IONIAN MED_EAST; KYTHERA AEGEAN_SW;
KYTHERA MED_EAST; MED_EAST PORT_SAID_N; MED_EAST LEVANT_S; LEVANT_S LEVANT_N; LEVANT_S PORT_SAID_N;
PORT_SAID_N SUEZ_S; SUEZ_S RED_SEA_N; RED_SEA_N RED_SEA_MID; RED_SEA_MID BAB_EL_MANDEB; BAB_EL_MANDEB GULF_ADEN; GULF_ADEN SOCOTRA_N; GULF_ADEN HORN_E;
SOCOTRA_N SALALAH_OFF; SOCOTRA_N ARABIAN_SEA_W; SALALAH_OFF ARABIAN_SEA_W; ARABIAN_SEA_W RAS_AL_HADD; RAS_AL_HADD GULF_OF_OMAN; GULF_OF_OMAN HORMUZ;
HORMUZ UAE_OFF; UAE_OFF GULF_C; RAS_AL_HADD MUMBAI_OFF; RAS_AL_HADD KARACHI_OFF; KARACHI_OFF KUTCH_OFF; KUTCH_OFF MUMBAI_OFF; MUMBAI_OFF LACCADIVE;
MUMBAI_OFF SOCOTRA_N; LACCADIVE SOCOTRA_N; LACCADIVE SRI_LANKA_S; SRI_LANKA_S SOCOTRA_N; SRI_LANKA_S MALACCA_N; SRI_LANKA_S BAY_N; BAY_N MALACCA_N;
SRI_LANKA_S IO_C; MALACCA_N IO_C; IO_C MAD_S; MAD_S DURBAN_OFF; HORN_E SOMALIA_E; SOMALIA_E KENYA_OFF; KENYA_OFF TANZANIA_OFF; TANZANIA_OFF MOZ_CH;
MOZ_CH MOZ_S; MOZ_S DURBAN_OFF; DURBAN_OFF PE_OFF; PE_OFF AGULHAS; AGULHAS CAPE_TOWN_OFF; CAPE_TOWN_OFF GULF_GUINEA; GULF_GUINEA GG_W; GG_W CAPE_PALMAS;
CAPE_PALMAS SIERRA_LEONE_OFF; SIERRA_LEONE_OFF GUINEA_OFF; GUINEA_OFF DAKAR_OFF; DAKAR_OFF CANARIES; DAKAR_OFF CAPE_VERDE_E; CAPE_VERDE_E CANARIES;
CAPE_PALMAS NATAL_OFF; SOMALIA_E IO_C
`;

export interface SeaPort {
  unlocode: string;
  lat: number | null;
  lng: number | null;
}

/** Ports closer than this are joined directly (neighbouring terminals, river ports). */
const DIRECT_HOP_NM = 60;

export interface SeaRoute {
  distanceNm: number;
  /** Port, waypoints…, port. */
  path: LatLng[];
}

/** Sea routes between the ports it was built with; results cached per pair. */
export class SeaRouter {
  private readonly nodes: LatLng[] = [];
  private readonly names: string[] = [];
  private readonly adj: { to: number; w: number }[][] = [];
  private readonly portNode = new Map<string, number>();
  private readonly cache = new Map<string, SeaRoute>();
  private readonly treeCache = new Map<number, { dist: Float64Array; prev: Int32Array }>();

  constructor(ports: readonly SeaPort[]) {
    for (const [name, lat, lng] of WAYPOINTS) this.addNode(name, { lat, lng });
    const wpIndex = new Map(this.names.map((n, i) => [n, i]));
    for (const pair of EDGES.split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [a, b] = pair.split(/\s+/);
      const ia = wpIndex.get(a!),
        ib = wpIndex.get(b!);
      if (ia === undefined || ib === undefined) throw new Error(`sea-routes: unknown waypoint in edge "${pair}"`);
      this.link(ia, ib);
    }
    const wpCount = this.nodes.length;
    const placed = ports.filter((p): p is SeaPort & { lat: number; lng: number } => p.lat !== null && p.lng !== null);
    for (const p of placed) {
      const i = this.addNode(p.unlocode, { lat: p.lat, lng: p.lng });
      this.portNode.set(p.unlocode, i);
      let best = -1,
        bestD = Infinity;
      for (let w = 0; w < wpCount; w++) {
        const d = distanceNm(this.nodes[i]!, this.nodes[w]!);
        if (d < bestD) {
          bestD = d;
          best = w;
        }
      }
      this.link(i, best);
    }
    // Direct hops between neighbouring ports (O(n²) over a few hundred service ports at most).
    const portIdx = [...this.portNode.values()];
    for (let x = 0; x < portIdx.length; x++) {
      for (let y = x + 1; y < portIdx.length; y++) {
        const d = distanceNm(this.nodes[portIdx[x]!]!, this.nodes[portIdx[y]!]!);
        if (d < DIRECT_HOP_NM) this.link(portIdx[x]!, portIdx[y]!);
      }
    }
  }

  private addNode(name: string, p: LatLng): number {
    this.nodes.push(p);
    this.names.push(name);
    this.adj.push([]);
    return this.nodes.length - 1;
  }

  private link(a: number, b: number): void {
    const w = distanceNm(this.nodes[a]!, this.nodes[b]!);
    this.adj[a]!.push({ to: b, w });
    this.adj[b]!.push({ to: a, w });
  }

  has(unlocode: string): boolean {
    return this.portNode.has(unlocode);
  }

  /** Shortest sea route between two ports; throws for a port the router was not built with. */
  route(from: string, to: string): SeaRoute {
    const key = `${from}>${to}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const a = this.portNode.get(from),
      b = this.portNode.get(to);
    if (a === undefined || b === undefined) throw new Error(`sea-routes: unplaced port ${a === undefined ? from : to}`);
    let result: SeaRoute;
    if (a === b) result = { distanceNm: 0, path: [this.nodes[a]!] };
    else {
      const { dist, prev } = this.tree(a);
      const path: LatLng[] = [];
      for (let n = b; n !== -1; n = prev[n]!) {
        // A route may not pass through a third port (ports are leaves except for direct hops).
        path.push(this.nodes[n]!);
      }
      path.reverse();
      result = { distanceNm: dist[b]!, path };
    }
    this.cache.set(key, result);
    return result;
  }

  distance(from: string, to: string): number {
    return this.route(from, to).distanceNm;
  }

  polyline(from: string, to: string): Polyline {
    return new Polyline(this.route(from, to).path);
  }

  private tree(src: number): { dist: Float64Array; prev: Int32Array } {
    const hit = this.treeCache.get(src);
    if (hit) return hit;
    const n = this.nodes.length;
    const dist = new Float64Array(n).fill(Infinity);
    const prev = new Int32Array(n).fill(-1);
    const done = new Uint8Array(n);
    dist[src] = 0;
    const isPort = (i: number) => i >= WAYPOINTS.length;
    // Dense Dijkstra: a few hundred nodes, no heap needed.
    for (;;) {
      let u = -1,
        best = Infinity;
      for (let i = 0; i < n; i++)
        if (!done[i] && dist[i]! < best) {
          best = dist[i]!;
          u = i;
        }
      if (u === -1) break;
      done[u] = 1;
      // Do not route through a port other than the source (except direct port-to-port hops).
      if (u !== src && isPort(u) && !isPort(prev[u]!)) continue;
      for (const { to, w } of this.adj[u]!) {
        const nd = best + w;
        if (nd < dist[to]!) {
          dist[to] = nd;
          prev[to] = u;
        }
      }
    }
    const out = { dist, prev };
    this.treeCache.set(src, out);
    return out;
  }
}
