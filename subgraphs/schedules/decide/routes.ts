// A searched route as the answers show it: its legs in order, its transshipment hub, transit
// days, whether a leg slipped, and the cut-offs of its first leg.
import type { RouteRow } from '../store/index.js';
import type { CarrierNames } from './reliability.js';
import { iso, transitDays } from './figures.js';

type Lane = { origin: string; destination: string };

export function toRoute(r: RouteRow, lane: Lane, carrierName: CarrierNames) {
  const { origin, destination } = lane;
  const legs = r.legs.map((l, i) => ({
    sequence: i + 1,
    sailing_id: l.sailing_id,
    carrier_code: l.carrier_scac,
    service_code: l.service_code,
    service_name: l.service_name,
    vessel_imo: l.vessel_imo,
    vessel_name: l.vessel_name,
    voyage: l.voyage,
    origin: l.from_port,
    destination: l.to_port,
    departure_at: iso(l.departure),
    arrival_at: iso(l.arrival),
    scheduled_departure_at: iso(l.scheduled_departure),
    scheduled_arrival_at: iso(l.scheduled_arrival),
    slip_hours: l.slip_hours,
  }));
  return {
    id: `${r.legs.map((l) => l.sailing_id).join('+')}:${[origin, ...(r.hub ? [r.hub] : []), destination].join('-')}`,
    carrier_code: r.carrier_scac,
    carrier_name: carrierName(r.carrier_scac),
    carrier: { scac: r.carrier_scac },
    direct: !r.hub,
    transshipments: r.hub ? 1 : 0,
    transshipment_ports: r.hub ? [r.hub] : [],
    origin,
    destination,
    departure_at: iso(r.departure),
    arrival_at: iso(r.arrival),
    transit_days: transitDays(r.departure, r.arrival),
    slipped: r.legs.some((l) => l.slip_hours > 0),
    cutoffs: { documentation_at: iso(r.doc_cutoff), vgm_at: iso(r.vgm_cutoff), port_at: iso(r.fcl_cutoff) },
    legs,
  };
}
export type Route = ReturnType<typeof toRoute>;
