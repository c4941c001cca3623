// The sandbox's service network: realistic loops on the main trades, assigned to all 65
// lines (global carriers run several, regional and niche lines one or two). Rotations give
// the arrival day of each call after the departure from the first port; the return
// direction runs the same ports backwards with the same leg times. Pure data and a
// deterministic builder: the same catalogue on every start and in every process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shippedRows } from '../../reference/store/index.js';
import { CARRIERS, PORTS } from '../store/reference-lists.js';
import { DEMO_LANE_ASSIGN, DEMO_LANE_TEMPLATES, type Rotation, type Template } from './sandbox-demo-lanes.js';

/**
 * The loops (name, directions, rotation: port and arrival day after the first departure), the
 * services each line runs on them ([SCAC, loop, departures every N days], grouped by kind of
 * line; the order is the stable service numbering) and the published on-time shares (sandbox
 * delay profiles; other lines derive theirs from the SCAC): data/network.json.
 */
const NETWORK: {
  templates: Record<string, Template>;
  services: Record<string, [string, string, number][]>;
  on_time_share: Record<string, number>;
} = JSON.parse(readFileSync(fileURLToPath(new URL('../data/network.json', import.meta.url)), 'utf8'));
const T: Record<string, Template> = { ...NETWORK.templates, ...DEMO_LANE_TEMPLATES };
const ASSIGN: [string, string, number][] = [...Object.values(NETWORK.services).flat(), ...DEMO_LANE_ASSIGN];
const ON_TIME = NETWORK.on_time_share;

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

interface ServiceCallDef {
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
const VESSELS = shippedRows<VesselRow>('vessels.json');

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
