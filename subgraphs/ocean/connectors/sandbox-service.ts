// One sandbox liner service (sandbox-rotations.ts lists them): its calls sailed on a fixed headway
// from a fixed epoch, each call time, delay and reveal time a pure function of (sailing, call).
import { Rng, unit } from './hash.js';
import { bearingDeg, Polyline, type LatLng } from '../../../platform/geo.js';
import type { SeaRouter } from '../decide/sea-routes.js';
import type { SandboxVessel } from './sandbox-data.js';
import type { ServiceDef } from './sandbox-rotations.js';

export const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Schedules are laid from this instant; any date before or after works the same. */
export const NETWORK_EPOCH = Date.UTC(2024, 0, 1);

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
