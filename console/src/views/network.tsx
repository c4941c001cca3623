// Carriers and ports: the carrier league (on-time share with a bar per carrier and its monthly
// trend) and the ports by current congestion.
import { useQuery } from '@apollo/client/react';
import { ConsoleNetworkDocument, type ConsoleNetworkQuery } from '../../generated/graphql.js';
import { Empty, ErrorNote, Loading, num, percent, when } from '../ui.js';

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  const width = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <svg className="bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <rect x={0} y={0} width={100} height={8} fill="#e7edf3" />
      <rect x={0} y={0} width={width} height={8} fill="#2f6fae" />
    </svg>
  );
}

type Network = NonNullable<ConsoleNetworkQuery>;
type Month = NonNullable<Network['carrier_league']>['carriers'][number]['monthly'][number];

/** One bar per month, its height the on-time share; a month without arrivals is a gap. */
function Trend({ months, carrier }: { months: Month[]; carrier: string }) {
  const label = months
    .map((m) => `${m.month} ${typeof m.on_time_pct === 'number' ? percent(m.on_time_pct) : 'no arrivals'}`)
    .join(', ');
  const w = 100 / Math.max(1, months.length);
  return (
    <svg
      className="trend"
      viewBox="0 0 100 24"
      preserveAspectRatio="none"
      role="img"
      aria-label={`${carrier} on time by month: ${label}`}
    >
      <rect x={0} y={0} width={100} height={24} fill="#f3f6f9" />
      {months.map((m, i) => {
        const share = m.on_time_pct;
        if (typeof share !== 'number') return null;
        return (
          <rect
            key={m.month}
            x={i * w + w * 0.15}
            y={24 - (24 * share) / 100}
            width={w * 0.7}
            height={(24 * share) / 100}
            fill="#2f6fae"
          >
            <title>{`${m.month}: ${percent(share)} of ${num(m.observations)} arrivals`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

function League({ league }: { league: Network['carrier_league'] }) {
  return (
    <>
      {!league ? (
        <Empty>The schedules service did not answer: refresh in a moment.</Empty>
      ) : league.carriers.length === 0 ? (
        <Empty>No carrier has observed arrivals yet.</Empty>
      ) : (
        <table>
          <caption className="muted">
            {league.ranked_total} of {league.total} carriers ranked (at least {league.min_obs} arrivals); by month: the
            on-time share of each calendar month of the window
          </caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Carrier</th>
              <th scope="col">On time</th>
              <th scope="col">By month</th>
              <th scope="col">Arrivals</th>
            </tr>
          </thead>
          <tbody>
            {league.carriers.map((c) => (
              <tr key={c.carrier_code}>
                <td>{c.rank ?? '—'}</td>
                <th scope="row">
                  {c.carrier_name} <span className="muted">{c.carrier_code}</span>
                  {c.provisional && <span className="muted"> (provisional)</span>}
                </th>
                <td>
                  {percent(c.on_time_pct)}
                  <Bar value={c.on_time_pct} max={100} label={`${c.carrier_name} on time ${percent(c.on_time_pct)}`} />
                </td>
                <td>
                  <Trend months={c.monthly} carrier={c.carrier_name} />
                </td>
                <td>{num(c.observations)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function Congestion({ ports }: { ports: Network['congestion_leaderboard']['items'] }) {
  const maxWait = Math.max(0, ...ports.map((p) => p.wait_hours));
  return (
    <>
      {ports.length === 0 ? (
        <Empty>No port has a recent congestion reading.</Empty>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Port</th>
              <th scope="col">Level</th>
              <th scope="col">Wait</th>
              <th scope="col">Anchor / berth</th>
              <th scope="col">Observed</th>
            </tr>
          </thead>
          <tbody>
            {ports.map((p) => (
              <tr key={p.port}>
                <th scope="row">
                  {p.port_name} <span className="muted">{p.port}</span>
                </th>
                <td>
                  <span className={`badge level-${p.level}`}>{p.level}</span>
                </td>
                <td>
                  {num(p.wait_hours, 1)} h
                  <Bar value={p.wait_hours} max={maxWait} label={`${p.port_name} wait ${num(p.wait_hours, 1)} hours`} />
                </td>
                <td>
                  {p.at_anchor} / {p.at_berth}
                </td>
                <td>{when(p.observed_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function NetworkView() {
  const { data, loading, error, refetch } = useQuery(ConsoleNetworkDocument, { variables: { limit: 25 } });
  if (error && !data) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="carriers and ports" />;
  return (
    <section aria-labelledby="network-title">
      <h2 id="network-title">Carriers and ports</h2>
      {error && <ErrorNote error={error} retry={() => void refetch()} />}
      <div className="split stacked">
        <div>
          <h3>Carrier league</h3>
          <League league={data?.carrier_league ?? null} />
        </div>
        <div>
          <h3>Port congestion</h3>
          <Congestion ports={data?.congestion_leaderboard.items ?? []} />
        </div>
      </div>
    </section>
  );
}
