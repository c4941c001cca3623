// Rates: every index's latest value and changes, one index's history as a chart, and a lane's
// market-rate percentiles (p10 to p90, the median drawn) over time.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  ConsoleLaneHistoryDocument,
  ConsoleRateIndexDocument,
  ConsoleRateIndicesDocument,
  ConsoleRateLanesDocument,
} from '../../generated/graphql.js';
import { Chart } from '../chart.js';
import { Empty, ErrorNote, Gate, Loading, percent, usd } from '../ui.js';

/** A year of history. */
const since = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

function IndexHistory({ code }: { code: string }) {
  const { data, loading, error, refetch } = useQuery(ConsoleRateIndexDocument, { variables: { code, from: since() } });
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what={`${code} history`} />;
  const index = data?.rate_index;
  if (!index) return <Empty>No index {code}.</Empty>;
  const points = (index.history ?? []).map((p) => ({ date: p.date, value: p.value_usd }));
  return (
    <Chart
      title={`${index.name} (${index.code})`}
      unit="USD"
      series={[{ name: index.code, colour: '#2f6fae', points }]}
    />
  );
}

function LaneChart() {
  const lanes = useQuery(ConsoleRateLanesDocument, { variables: { limit: 50 } });
  const [choice, setChoice] = useState('');
  const options = (lanes.data?.rate_lanes.lanes ?? []).flatMap((l) =>
    (l.equipment ?? []).map((e) => `${l.origin} ${l.destination} ${e}`),
  );
  const lane = choice || options[0] || '';
  const [origin = '', destination = '', equipment = ''] = lane.split(' ');
  const history = useQuery(ConsoleLaneHistoryDocument, {
    variables: { origin, destination, equipment, from: since() },
    skip: !lane,
  });
  if (lanes.error) return <ErrorNote error={lanes.error} retry={() => void lanes.refetch()} />;
  if (!lanes.data && lanes.loading) return <Loading what="lanes" />;
  if (options.length === 0) return <Empty>No lane has market rates yet.</Empty>;
  const h = history.data?.rate_lane_history;
  const pts = h?.points ?? [];
  return (
    <div>
      <label>
        Lane{' '}
        <select value={lane} onChange={(e) => setChoice(e.target.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {o.replace(' ', ' → ')}
            </option>
          ))}
        </select>
      </label>
      {history.error && <ErrorNote error={history.error} retry={() => void history.refetch()} />}
      {!h && history.loading && <Loading what="the lane's history" />}
      {history.data && !h && <Empty>No history on this lane.</Empty>}
      {h && (
        <Chart
          title={`${origin} → ${destination} ${h.equipment}, by ${h.bucket}`}
          unit={h.currency}
          bands={[
            {
              name: 'p10–p90',
              colour: 'rgba(47,111,174,0.15)',
              points: pts.map((p) => ({ date: p.date, low: p.p10, high: p.p90 })),
            },
            {
              name: 'p25–p75',
              colour: 'rgba(47,111,174,0.3)',
              points: pts.map((p) => ({ date: p.date, low: p.p25, high: p.p75 })),
            },
          ]}
          series={[
            { name: 'median (p50)', colour: '#173f66', points: pts.map((p) => ({ date: p.date, value: p.p50 })) },
          ]}
        />
      )}
    </div>
  );
}

function Indices() {
  const { data, loading, error, refetch } = useQuery(ConsoleRateIndicesDocument);
  const [code, setCode] = useState<string | null>(null);
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="rate indices" />;
  const indices = data?.rate_indices ?? [];
  if (indices.length === 0) return <Empty>No rate index has a value yet.</Empty>;
  const chosen = code ?? indices[0]!.code;
  return (
    <>
      <div className="table-wrap">
        <table className="fit">
          <caption className="sr-only">Rate indices</caption>
          <thead>
            <tr>
              <th scope="col">Index</th>
              <th scope="col">Equipment</th>
              <th scope="col">Value</th>
              <th scope="col">Week on week</th>
              <th scope="col">Year on year</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {indices.map((i) => (
              <tr key={i.code} aria-selected={i.code === chosen}>
                <th scope="row">
                  <button type="button" className="link" onClick={() => setCode(i.code)}>
                    {i.name} <span className="muted">{i.code}</span>
                  </button>
                </th>
                <td>{i.equipment}</td>
                <td>{usd(i.value_usd)}</td>
                <td>{percent(i.week_over_week_pct)}</td>
                <td>{percent(i.year_over_year_pct)}</td>
                <td className="nowrap">{i.date ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <IndexHistory code={chosen} />
    </>
  );
}

export function RatesView() {
  return (
    <Gate scope="rates:read" what="freight rates">
      <section aria-labelledby="rates-title">
        <h2 id="rates-title">Rates</h2>
        <div className="split">
          <div>
            <h3>Indices</h3>
            <Indices />
          </div>
          <div>
            <h3>Lane percentiles</h3>
            <LaneChart />
          </div>
        </div>
      </section>
    </Gate>
  );
}
