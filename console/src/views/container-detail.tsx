// One container: its milestone timeline, its vessel with the latest position, and its route,
// kept current by its subscription (each answer lands in the cache the query reads).
import { useQuery, useSubscription } from '@apollo/client/react';
import { ConsoleContainerDocument, ConsoleContainerLiveDocument } from '../../generated/graphql.js';
import { Empty, ErrorNote, Loading, num, when } from '../ui.js';

export function ContainerDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ConsoleContainerDocument, { variables: { id } });
  useSubscription(ConsoleContainerLiveDocument, { variables: { id } });
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="the container" />;
  const c = data?.container;
  if (!c) return <Empty>No container {id} in your organisation: it may have been archived.</Empty>;
  const position = c.vessel_position;
  return (
    <article className="detail" aria-labelledby="detail-title">
      <h3 id="detail-title">
        {c.identifier} <span className={`badge s-${c.status}`}>{c.status.replace('_', ' ')}</span>
      </h3>
      <dl className="facts">
        <dt>Carrier</dt>
        <dd>{c.carrier_name || '—'}</dd>
        <dt>Destination</dt>
        <dd>{c.destination_name || '—'}</dd>
        <dt>ETA</dt>
        <dd>{when(c.eta)}</dd>
        <dt>Vessel</dt>
        <dd>{c.vessel ? `${c.vessel.name} (IMO ${c.vessel.imo}${c.vessel.flag ? `, ${c.vessel.flag}` : ''})` : '—'}</dd>
        <dt>Position</dt>
        <dd>
          {position
            ? `${num(position.lat, 2)}, ${num(position.lng, 2)} at ${num(position.speed_knots, 1)} kn, fix ${when(position.position_fix_at)} (${position.position_freshness})`
            : 'no position reported'}
        </dd>
        <dt>Route</dt>
        <dd>{c.route_ports?.length ? c.route_ports.map((p) => `${p.name} (${p.role})`).join(' → ') : '—'}</dd>
      </dl>
      <h4>Timeline</h4>
      {c.lookup.events.length === 0 ? (
        <Empty>No milestones yet: the carrier has not reported any event for this container.</Empty>
      ) : (
        <ol className="timeline">
          {c.lookup.events.map((e) => (
            <li key={e.id} className={e.is_actual ? 'actual' : 'planned'}>
              <time dateTime={e.timestamp}>{when(e.timestamp)}</time> <strong>{e.label}</strong>
              {e.location_name && ` at ${e.location_name}`}
              {e.vessel_name && `, ${e.vessel_name}`}
              {!e.is_actual && <span className="muted"> (planned)</span>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
