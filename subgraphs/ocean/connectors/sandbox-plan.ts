// A sandbox trip's plan (sandbox.ts): its route over the liner services the carrier operates or
// buys slots on (sandbox-network.ts), and its boxes. Pure functions of the trip's Rng.
import type { IdentifierType } from './types.js';
import type { Rng } from './hash.js';
import { containerCheckDigit } from '../decide/reference-numbers.js';
import type { SandboxCarrier, SandboxRefData } from './sandbox-data.js';
import type { SandboxNetwork } from './sandbox-network.js';
import type { SandboxService } from './sandbox-service.js';
import type { Box, LegChoice } from './sandbox-trip.js';

/** Shortest origin → destination sea distance of a trip (nm). */
const MIN_ROUTE_NM = 300;
/** Shortest sea leg (nm): Shanghai–Ningbo or Hong Kong–Yantian moves go by barge or truck. */
const MIN_LEG_NM = 250;

/** Origin → 0–2 transshipments → destination over the carrier's services (sandbox.ts's header). */
export function chooseRoute(rng: Rng, net: SandboxNetwork, carrier: SandboxCarrier): LegChoice[] {
  const own = net.servicesFor(carrier.scac);
  const weighted = own.map((s) => [s, s.operator === carrier.scac ? 3 : 1] as const);
  const validLeg = (svc: SandboxService, from: number, to: number) => {
    const a = svc.portAt(from),
      b = svc.portAt(to);
    if (a === b) return false;
    const sea = net.seaNm(a, b);
    return sea >= MIN_LEG_NM && svc.sailedNm(from, to) <= 1.35 * sea + 150;
  };
  const ahead = (svc: SandboxService, from: number) =>
    Array.from({ length: svc.callCount - 1 }, (_, i) => from + 1 + i);
  for (let attempt = 0; attempt < 40; attempt++) {
    const s1 = rng.weighted(weighted);
    const from = rng.int(0, s1.callCount - 1);
    const pol = s1.portAt(from);
    const target = rng.weighted([
      [0, 55],
      [1, 35],
      [2, 10],
    ] as const);
    const legs: LegChoice[] = [];
    const visited = new Set([pol]);
    let cur: LegChoice | null = null;
    let curSvc = s1,
      curFrom = from,
      ok = true;
    for (let t = 0; t <= target; t++) {
      const last = t === target;
      const options = ahead(curSvc, curFrom).filter((u) => {
        const p = curSvc.portAt(u);
        if (visited.has(p) || !validLeg(curSvc, curFrom, u)) return false;
        if (!last && !net.isHub(p)) return false;
        return true;
      });
      if (!options.length) {
        ok = false;
        break;
      }
      const to = rng.pick(options);
      cur = { svc: curSvc, from: curFrom, to };
      legs.push(cur);
      const port = curSvc.portAt(to);
      visited.add(port);
      if (last) break;
      // Change ships: a different service calling the hub, the carrier's own first.
      const atHub = net.servicesAt(port).filter((s) => s !== curSvc);
      const mine = atHub.filter((s) => own.includes(s));
      const next = mine.length ? rng.pick(mine) : atHub.length ? rng.pick(atHub) : null;
      if (!next) {
        ok = false;
        break;
      }
      const idx = next.ports.map((p, i) => (p === port ? i : -1)).filter((i) => i >= 0);
      curSvc = next;
      curFrom = rng.pick(idx);
    }
    if (!ok || !legs.length) continue;
    const pod = legs[legs.length - 1]!.svc.portAt(legs[legs.length - 1]!.to);
    if (net.seaNm(pol, pod) < MIN_ROUTE_NM) continue;
    if (legs.length > 1 && !plausible(net, legs, pol, pod)) continue;
    return legs;
  }
  // Fallback: the carrier's first service, from its first call to the next different port.
  const svc = own[0]!;
  let to = 1;
  while (svc.portAt(to) === svc.portAt(0)) to++;
  return [{ svc, from: 0, to }];
}

/**
 * No loops back and no wild detours: every hub brings the box at least 15% of the direct
 * distance nearer its destination, total distance within 1.6 × the direct sea distance.
 */
function plausible(net: SandboxNetwork, legs: LegChoice[], pol: string, pod: string): boolean {
  const direct = net.seaNm(pol, pod);
  const total = legs.reduce((sum, l) => sum + l.svc.sailedNm(l.from, l.to), 0);
  if (total > 1.6 * direct + 300) return false;
  let closer = true;
  for (let i = 1; i < legs.length; i++) {
    const prevPort = legs[i - 1]!.svc.portAt(legs[i - 1]!.from);
    const hub = legs[i]!.svc.portAt(legs[i]!.from);
    if (net.seaNm(hub, pod) > net.seaNm(prevPort, pod) - 0.15 * direct) closer = false;
  }
  return closer;
}

/** The boxes of a trip: the container itself, or 1–4 boxes on a B/L or booking. */
export function tripBoxes(
  rng: Rng,
  ref: SandboxRefData,
  identifier: string,
  type: IdentifierType,
  carrier: SandboxCarrier,
): Box[] {
  if (type === 'container_id') return [{ number: identifier, isoTypeCode: isoType(rng, ref) }];
  const count = rng.weighted([
    [1, 45],
    [2, 25],
    [3, 18],
    [4, 12],
  ] as const);
  const iso = isoType(rng, ref);
  return Array.from({ length: count }, () => ({ number: boxNumber(rng, ref, carrier), isoTypeCode: iso }));
}

function isoType(rng: Rng, ref: SandboxRefData): string {
  const known = new Set(ref.isoTypes.map((t) => t.code));
  const pick = rng.weighted([
    ['45G1', 45],
    ['22G1', 25],
    ['42G1', 16],
    ['45R1', 7],
    ['22R1', 3],
    ['42U1', 2],
    ['22T6', 1],
    ['42P1', 1],
  ] as const);
  return known.size === 0 || known.has(pick) ? pick : '45G1';
}

function boxNumber(rng: Rng, ref: SandboxRefData, carrier: SandboxCarrier): string {
  const own = carrier.bic_prefixes.filter((p) => /^[A-Z]{4}$/.test(p));
  const lessors = ref.lessors.map((l) => l.bic_prefix).filter((p) => /^[A-Z]{4}$/.test(p));
  const prefix =
    own.length && (rng.chance(0.65) || !lessors.length)
      ? rng.pick(own.slice(0, 4))
      : lessors.length
        ? rng.pick(lessors)
        : 'SNBU';
  const head = `${prefix}${rng.digits(6)}`;
  return `${head}${containerCheckDigit(head)}`;
}
