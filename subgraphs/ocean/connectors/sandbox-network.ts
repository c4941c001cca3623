// The sandbox liner network: ~35 services (sandbox-rotations.ts), each sailing on a fixed headway
// from a fixed epoch (sandbox-service.ts). Every call time, delay, reveal time and vessel position
// is a pure function of (service, sailing, time): the sandbox carrier connector builds each
// reference's voyage from these sailings, and the sandbox AIS feed places the same vessels along
// the same legs, so the two agree.
import { Rng } from './hash.js';
import { distanceNm, offsetNm, type LatLng } from '../../../platform/geo.js';
import { SeaRouter } from '../decide/sea-routes.js';
import type { SandboxRefData, SandboxVessel } from './sandbox-data.js';
import { SERVICES } from './sandbox-rotations.js';
import { HOUR, SandboxService } from './sandbox-service.js';

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

let shared: { ref: SandboxRefData; net: SandboxNetwork } | null = null;
/** One network per reference-data set (building the router and schedules takes a few ms). */
export function sandboxNetworkFor(ref: SandboxRefData): SandboxNetwork {
  if (shared?.ref !== ref) shared = { ref, net: new SandboxNetwork(ref) };
  return shared.net;
}
