// A sandbox trip's timeline (sandbox.ts): when each move of its legs and boxes happens, as known
// at a moment (Infinity: what actually happens). Pure; the rules in docs/ocean-connectors.md.
import { Rng } from './hash.js';
import type { SandboxRefData } from './sandbox-data.js';
import type { SandboxNetwork } from './sandbox-network.js';
import {
  DAY,
  HOUR,
  customsHold,
  destinationMoves,
  type BoxTimes,
  type LegChoice,
  type LegTimes,
  type Timeline,
  type TripPlan,
} from './sandbox-trip.js';

/** What a timeline reads: the liner network and the reference ports. */
export interface SandboxWorld {
  network: SandboxNetwork;
  ref: SandboxRefData;
}

/** A trip's timeline as known at `knownAt` (Infinity = what actually happens). */
export function tripTimeline(
  { network, ref }: SandboxWorld,
  identifier: string,
  trip: TripPlan,
  knownAt: number,
): Timeline {
  const key = `${identifier}|${trip.carrier.scac}|${trip.cycle}`;
  const rng = new Rng(`timeline|${key}`);
  const boxRngs = trip.boxes.map((_, b) => new Rng(`box|${key}|${b}`));
  const emptyOut = boxRngs.map((r, b) => trip.start + (b === 0 ? 0 : Math.round(r.float(0, 30)) * HOUR));
  const gateIn = emptyOut.map((t, b) => t + Math.round(boxRngs[b]!.float(20, 70)) * HOUR);
  const loadOffset = boxRngs.map((r) => Math.round(r.float(4, 14)) * HOUR);
  const discFrac = boxRngs.map((r) => r.float(0.1, 0.6));
  const legs: LegTimes[] = [];
  const load: number[][] = trip.boxes.map(() => []);
  const disc: number[][] = trip.boxes.map(() => []);
  let ready = Math.max(...gateIn) + DAY; // cargo cut-off before the first sailing
  for (let i = 0; i < trip.legs.length; i++) {
    const leg = trip.legs[i]!;
    const svc = leg.svc;
    let s = svc.firstSailingFrom(leg.from, ready);
    if (i > 0) {
      // Rolled to the next sailing at the hub, learnt when the box is discharged there.
      const rolled = new Rng(`rollover|${key}|${i}`).chance(0.1);
      const prev = trip.legs[i - 1]!;
      const discActual = discAt(prev, legs[i - 1]!.s, discFrac[0]!, Infinity);
      if (rolled && knownAt >= discActual) s += 1;
    }
    const dep = svc.call(s, leg.from, knownAt);
    const arr = svc.callU(s, leg.to, knownAt);
    const vessel = svc.vesselOf(s);
    const fromPort = svc.portAt(leg.from),
      toPort = svc.portAt(leg.to);
    legs.push({
      s,
      dep: dep.dep,
      arr: arr.arr,
      depReason: dep.reason,
      arrReason: arr.reason,
      voyage: svc.voyage(s, network.portPoint(fromPort), network.portPoint(toPort)),
      vesselImo: vessel.imo,
      vesselName: vessel.name,
    });
    trip.boxes.forEach((_, b) => {
      load[b]!.push(dep.dep - loadOffset[b]!);
      disc[b]!.push(discAt(leg, s, discFrac[b]!, knownAt));
    });
    ready = Math.max(...disc.map((d) => d[i]!)) + DAY; // minimum connection time at a hub
  }
  // Destination: customs, consignee pick-up, empty return. Only ever reported once they happen.
  const podCode = trip.ports[trip.ports.length - 1]!;
  const pod = ref.portByCode.get(podCode);
  const country = pod?.country_code ?? '';
  const lastDisc = Math.max(...disc.map((d) => d[d.length - 1]!));
  const hold = customsHold(rng, country, lastDisc);
  const boxes: BoxTimes[] = trip.boxes.map((_, b) =>
    destinationMoves(
      boxRngs[b]!,
      { emptyOut: emptyOut[b]!, gateIn: gateIn[b]!, load: load[b]!, disc: disc[b]! },
      hold,
      podCode,
      pod?.name,
    ),
  );
  return {
    legs,
    boxes,
    hold,
    issuedAt: legs[0]!.dep + Math.round(rng.float(12, 60)) * HOUR,
    end: Math.max(...boxes.map((b) => b.emptyReturn)),
  };
}

function discAt(leg: LegChoice, s: number, frac: number, knownAt: number): number {
  const c = leg.svc.callU(s, leg.to, knownAt);
  return c.arr + Math.max(2 * HOUR, Math.round(((c.dep - c.arr) * frac) / HOUR) * HOUR);
}
