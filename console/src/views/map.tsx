// Map: the vessels carrying the caller's containers, at their last reported positions, on a
// world map drawn from Natural Earth's land (world-atlas, an npm package: no tile server). A
// dot's colour says how fresh its position is. Each vessel moves at its next AIS fix
// (Subscription.vessel_positions) without Refresh.
import { useMemo, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { geoNaturalEarth1, geoPath, geoGraticule10 } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json';
import {
  ConsoleMapDocument,
  ConsoleVesselsLiveDocument,
  type ConsoleVesselFixFragment as Fix,
} from '../../generated/graphql.js';
import { Empty, ErrorNote, Gate, Loading, num, when } from '../ui.js';

const W = 960;
const H = 500;

const FRESHNESS: Record<string, string> = { fresh: '#1b7f3b', stale: '#b26b00' };

interface Ship {
  imo: string;
  name: string;
  lat: number;
  lng: number;
  fix: string;
  freshness: string;
  ageHours: number;
  speed: number;
  containers: string[];
}

function World({ ships }: { ships: Ship[] }) {
  const { land, graticule, projection } = useMemo(() => {
    const projection = geoNaturalEarth1().fitSize([W, H], { type: 'Sphere' });
    const path = geoPath(projection);
    const topology = land110m as unknown as Topology<{ land: GeometryCollection }>;
    return {
      projection,
      land: path(feature(topology, topology.objects.land)) ?? '',
      graticule: path(geoGraticule10()) ?? '',
    };
  }, []);
  return (
    <svg className="map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`World map with ${ships.length} vessels`}>
      <rect width={W} height={H} fill="#eaf2fa" />
      <path d={graticule} fill="none" stroke="#d0dcea" strokeWidth={0.5} />
      <path d={land} fill="#cfd8c8" stroke="#9aa88f" strokeWidth={0.5} />
      {ships.map((s) => {
        const [x, y] = projection([s.lng, s.lat]) ?? [0, 0];
        return (
          <g key={s.imo} transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}>
            <title>{`${s.name}: ${s.containers.join(', ')}; fix ${when(s.fix)} (${s.freshness})`}</title>
            <circle r={6} fill={FRESHNESS[s.freshness] ?? '#8a2be2'} stroke="#fff" strokeWidth={1.5} />
            <text x={9} y={4} fontSize={12}>
              {s.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The subscription takes at most this many vessels: the first ones listed follow live. */
const LIVE_VESSELS = 100;

/** Each vessel's fix as received since the page loaded, by IMO: newer than the query's. */
function useLiveFixes(imos: string[]): Map<string, Fix> {
  const [fixes, setFixes] = useState(() => new Map<string, Fix>());
  useSubscription(ConsoleVesselsLiveDocument, {
    variables: { imos },
    skip: imos.length === 0,
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const fix = data.data?.vessel_positions;
      if (fix) setFixes((m) => new Map(m).set(fix.imo, fix));
    },
  });
  return fixes;
}

function MapPage() {
  const { data, loading, error, refetch } = useQuery(ConsoleMapDocument, { variables: { limit: 200 } });
  const imos = [...new Set((data?.containers ?? []).flatMap((c) => c.vessel_position?.imo ?? []))];
  const live = useLiveFixes(imos.slice(0, LIVE_VESSELS));
  if (error && !data) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="vessel positions" />;
  const ships = new Map<string, Ship>();
  for (const c of data?.containers ?? []) {
    const queried = c.vessel_position;
    if (!queried) continue;
    const received = live.get(queried.imo);
    const p = received && received.position_fix_at > queried.position_fix_at ? received : queried;
    const ship = ships.get(p.imo) ?? {
      imo: p.imo,
      name: p.name || c.vessel?.name || p.imo,
      lat: p.lat,
      lng: p.lng,
      fix: p.position_fix_at,
      freshness: p.position_freshness,
      ageHours: p.position_age_hours,
      speed: p.speed_knots,
      containers: [],
    };
    ship.containers.push(c.identifier);
    ships.set(p.imo, ship);
  }
  const list = [...ships.values()];
  const unplaced = (data?.containers ?? []).filter((c) => !c.vessel_position).length;
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title">Map</h2>
      {error && <ErrorNote error={error} retry={() => void refetch()} />}
      <World ships={list} />
      {list.length === 0 ? (
        <Empty>None of your containers is on a vessel with a reported position yet.</Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="muted">
              {list.length} vessels; {unplaced} containers without a vessel position
            </caption>
            <thead>
              <tr>
                <th scope="col">Vessel</th>
                <th scope="col">Position</th>
                <th scope="col">Speed</th>
                <th scope="col">Fix</th>
                <th scope="col">Containers</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.imo}>
                  <th scope="row">
                    {s.name} <span className="muted">IMO {s.imo}</span>
                  </th>
                  <td>
                    {num(s.lat, 2)}, {num(s.lng, 2)}
                  </td>
                  <td>{num(s.speed, 1)} kn</td>
                  <td>
                    {when(s.fix)} <span className={`badge fresh-${s.freshness}`}>{s.freshness}</span>{' '}
                    <span className="muted">{num(s.ageHours, 1)} h old</span>
                  </td>
                  <td>{s.containers.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function MapView() {
  return (
    <Gate scope="ocean:read" what="vessel positions">
      <MapPage />
    </Gate>
  );
}
