// The answer's route_data (docs/legacy.md, Route data): the plotted legs (land to the port of
// loading, sea between the route's ports, land from the port of discharge), the pin where the
// box is now, and the carrying vessel's AIS block.
import type { EventRow, PortRow } from '../../store/index.js';
import { eventLabel } from '../../decide/tracking.js';
import { SeaRouter } from '../../decide/sea-routes.js';
import type { LegacyAisPort, LegacyRoute, LegacyRouteData } from './answer.js';
import type { MapperInput } from './input.js';
import type { Places } from './places.js';
import { localStamp, utcStamp } from './stamps.js';
import { intOf } from './vessels.js';
import { isActual } from './vocabulary.js';

const round = (x: number) => Math.round(x * 1e4) / 1e4;

export function routeData(
  input: MapperInput,
  places: Places,
  route: LegacyRoute,
  routePorts: string[],
  timeline: EventRow[],
  pre: EventRow | null,
  post: EventRow | null,
): LegacyRouteData | null {
  const { record: c, ref } = input;
  const placed = (code: string): PortRow | null => {
    const p = ref.portByCode.get(code);
    return p && p.lat !== null && p.lng !== null ? p : null;
  };
  const legs: LegacyRouteData['route'] = [];
  const land = (from: number | null, to: number | null, mode: string | null) => {
    const a = places.coords(from);
    const b = places.coords(to);
    if (a && b && from !== to) legs.push({ path: [a.map(round), b.map(round)], type: 'LAND', transport_type: mode });
  };
  land(route.prepol.location, route.pol.location, pre?.mode_of_transport ?? null);
  const seaPorts = routePorts.map(placed).filter((p): p is PortRow => !!p);
  if (seaPorts.length >= 2) {
    const router = new SeaRouter(seaPorts);
    for (let i = 0; i + 1 < routePorts.length; i++) {
      const a = placed(routePorts[i]!);
      const b = placed(routePorts[i + 1]!);
      if (!a || !b) continue;
      const path = router.route(a.unlocode, b.unlocode).path.map((p) => [round(p.lat), round(p.lng)]);
      if (path.length >= 2) legs.push({ path, type: 'SEA', transport_type: 'VESSEL' });
    }
  }
  land(route.pod.location, route.postpod.location, post?.mode_of_transport ?? null);
  if (!legs.length) return null;

  const onBoard = !!c.current_vessel_imo && c.vp_lat !== null && c.vp_lng !== null && c.vp_fix_at !== null;
  let pin: number[] | null = onBoard ? [round(c.vp_lat!), round(c.vp_lng!)] : null;
  const actual = timeline.filter(isActual);
  if (!pin) {
    for (let i = actual.length - 1; i >= 0 && !pin; i--) {
      const xy = places.coords(places.location(actual[i]!.unlocode));
      if (xy) pin = xy.map(round);
    }
  }
  return { route: legs, pin, ais: onBoard ? ais(input, route, timeline) : null };
}

function ais(input: MapperInput, route: LegacyRoute, timeline: EventRow[]): NonNullable<LegacyRouteData['ais']> {
  const { record: c, ref } = input;
  const imo = c.current_vessel_imo!;
  const info = input.vesselInfo.get(imo);
  const port = (code: string | null, e: EventRow | null, labels: [string, string]): LegacyAisPort | null => {
    if (!code) return null;
    const p = ref.portByCode.get(code);
    return {
      name: p?.name ?? code,
      country_code: p?.country_code ?? null,
      code,
      date: e ? localStamp(e.event_at, code, ref) : null,
      date_label: e ? (isActual(e) ? labels[0] : labels[1]) : null,
    };
  };
  const lastActual = [...timeline].reverse().find(isActual) ?? null;
  const ofVessel = timeline.filter((e) => e.event_type === 'TRANSPORT' && e.vessel_imo === imo);
  const departed = [...ofVessel].reverse().find((e) => e.code === 'DEPA' && isActual(e)) ?? null;
  const arriving = departed
    ? (ofVessel.find((e) => e.code === 'ARRI' && e.event_at.getTime() >= departed.event_at.getTime()) ?? null)
    : null;
  const pod = c.destination_unlocode;
  const podPoint = route.pod;
  return {
    status: 'OK',
    data: {
      last_event: lastActual
        ? {
            description: eventLabel(lastActual),
            date: localStamp(lastActual.event_at, lastActual.unlocode, ref),
            voyage: lastActual.voyage,
          }
        : null,
      discharge_port: pod
        ? {
            name: ref.portByCode.get(pod)?.name ?? pod,
            country_code: ref.portByCode.get(pod)?.country_code ?? null,
            code: pod,
            date: podPoint.date,
            date_label: podPoint.date === null ? null : podPoint.actual ? 'ATA' : 'ETA',
          }
        : null,
      vessel: {
        name: c.current_vessel_name ?? c.vp_name ?? info?.name ?? imo,
        imo: intOf(imo, 7),
        call_sign: info?.call_sign ?? null,
        mmsi: intOf(info?.mmsi, 9),
        flag: info?.flag ?? null,
      },
      last_vessel_position: { lat: round(c.vp_lat!), lng: round(c.vp_lng!), updated_at: utcStamp(c.vp_fix_at)! },
      departure_port: departed ? port(departed.unlocode, departed, ['ATD', 'ETD']) : null,
      arrival_port: arriving ? port(arriving.unlocode, arriving, ['ATA', 'ETA']) : null,
    },
  };
}
