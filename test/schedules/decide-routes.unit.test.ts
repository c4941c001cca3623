// A searched route as answered (id from its sailings and ports, hub, transit days, slipped,
// first-leg cut-offs) and a lane's summary for compare_lanes and Lane.sailings.
import { describe, it, expect } from 'vitest';
import { toRoute } from '../../subgraphs/schedules/decide/routes.js';
import { laneSummary } from '../../subgraphs/schedules/decide/lane-summary.js';

const at = (s: string) => new Date(`2026-05-${s}:00Z`);
const leg = (sailing_id: string, from_port: string, to_port: string, dep: string, arr: string, slip_hours = 0) => ({
  sailing_id,
  carrier_scac: 'MAEU',
  service_code: 'AE1',
  service_name: null,
  vessel_imo: null,
  vessel_name: null,
  voyage: null,
  from_port,
  to_port,
  scheduled_departure: null,
  departure: at(dep),
  scheduled_arrival: null,
  arrival: at(arr),
  slip_hours,
});
const lane = { origin: 'CNSHA', destination: 'NLRTM' };

describe('toRoute', () => {
  it.each([
    {
      case: 'direct',
      hub: null,
      legs: [leg('S1', 'CNSHA', 'NLRTM', '01T00:00', '31T12:00')],
      want: { id: 'S1:CNSHA-NLRTM', direct: true, transshipments: 0, transit_days: 30.5, slipped: false },
    },
    {
      case: 'one transshipment, a leg slipped',
      hub: 'SGSIN',
      legs: [
        leg('S1', 'CNSHA', 'SGSIN', '01T00:00', '06T00:00'),
        leg('S2', 'SGSIN', 'NLRTM', '08T00:00', '31T00:00', 30),
      ],
      want: { id: 'S1+S2:CNSHA-SGSIN-NLRTM', direct: false, transshipments: 1, transit_days: 30, slipped: true },
    },
  ])('$case', ({ hub, legs, want }) => {
    const r = toRoute(
      {
        carrier_scac: 'MAEU',
        hub,
        departure: legs[0]!.departure,
        arrival: legs.at(-1)!.arrival,
        doc_cutoff: at('01T00:00'),
        vgm_cutoff: null,
        fcl_cutoff: null,
        legs,
        total: 1,
      },
      lane,
      (s) => `Line ${s}`,
    );
    expect(r).toMatchObject({ ...want, carrier_name: 'Line MAEU', transshipment_ports: hub ? [hub] : [] });
    expect(r.legs.map((l) => l.sequence)).toEqual(legs.map((_, i) => i + 1));
    expect(r.cutoffs).toEqual({ documentation_at: '2026-05-01T00:00:00.000Z', vgm_at: null, port_at: null });
  });
});

describe('laneSummary', () => {
  const route = (carrier_scac: string, hub: string | null, dep: string, arr: string) => ({
    ...lane,
    carrier_scac,
    hub,
    departure: at(dep),
    arrival: at(arr),
  });
  const stats = (carrier_scac: string, observations: number, on_time: number) => ({
    carrier_scac,
    observations,
    on_time,
    avg_delay_minutes: 0,
  });

  it('counts sailings and carriers, the next departure, transit days and the on-time share', () => {
    const s = laneSummary(
      lane,
      [
        route('MSCU', null, '02T00:00', '30T00:00'),
        route('MAEU', 'SGSIN', '03T00:00', '31T00:00'),
        route('MAEU', null, '05T00:00', '30T00:00'),
      ],
      [stats('MAEU', 30, 24), stats('MSCU', 10, 6)],
      { unlocode: 'NLRTM', observed_at: at('01T00:00'), wait_hours: 80, at_anchor: 2, at_berth: 1 },
      (u) => `Port ${u}`,
    );
    expect(s).toMatchObject({
      sailings: 3,
      direct_sailings: 2,
      carriers: ['MAEU', 'MSCU'],
      next_departure_at: '2026-05-02T00:00:00.000Z',
      fastest_transit_days: 25,
      median_transit_days: 28,
      on_time_pct: 75,
      observations: 40,
    });
    expect(s.destination_congestion).toMatchObject({ port_name: 'Port NLRTM', level: 'severe' });
  });

  it('answers nulls for a lane without sailings or observations', () => {
    const s = laneSummary(lane, [], [], null, (u) => u);
    expect([
      s.next_departure_at,
      s.fastest_transit_days,
      s.median_transit_days,
      s.on_time_pct,
      s.destination_congestion,
    ]).toEqual([null, null, null, null, null]);
  });
});
