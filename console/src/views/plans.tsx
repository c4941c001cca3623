// Load plans: the list (newest first, cursor paging), a plan's figures and its units in 3D, and
// a form that creates one.
import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { ConsolePlanDocument, ConsolePlanLiveDocument, ConsolePlansDocument } from '../../generated/graphql.js';
import { useRefetchOnEvents } from '../live.js';
import { Empty, ErrorNote, Gate, hasScope, Loading, num, pct, when } from '../ui.js';
import { Plan3D } from './plan-3d.js';
import { PlanForm } from './plan-form.js';

function PlanDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ConsolePlanDocument, { variables: { id } });
  useSubscription(ConsolePlanLiveDocument, { variables: { id } });
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="the plan" />;
  const plan = data?.plan;
  if (!plan) return <Empty>No plan {id} in your organisation: it may have been deleted.</Empty>;
  return (
    <article className="detail" aria-labelledby="plan-title">
      <h3 id="plan-title">{plan.name || plan.id}</h3>
      <dl className="facts">
        <dt>Units</dt>
        <dd>{plan.summary.units}</dd>
        <dt>Pieces placed</dt>
        <dd>{plan.summary.pieces_placed}</dd>
        <dt>Pieces unplaced</dt>
        <dd>{plan.summary.pieces_unplaced}</dd>
        <dt>Volume used</dt>
        <dd>{pct(plan.summary.volume_utilisation)}</dd>
        <dt>Planned in</dt>
        <dd>{plan.elapsed_ms} ms</dd>
      </dl>
      {plan.units.map((u) => (
        <section key={u.number} className="unit" aria-label={`Unit ${u.number}`}>
          <h4>
            Unit {u.number}: {u.code} ({u.length} × {u.width} × {u.height} mm)
          </h4>
          <p>
            {u.pieces} pieces, volume {pct(u.volume_utilisation)}, weight {num(u.weight)} of {num(u.max_payload)} kg (
            {pct(u.weight_utilisation)}), centre of gravity at {num(u.centre_of_gravity.x)},{' '}
            {num(u.centre_of_gravity.y)}, {num(u.centre_of_gravity.z)} mm
          </p>
          {u.warnings.map((w) => (
            <p key={w.code} className="badge warn">
              {w.message}
            </p>
          ))}
          <Plan3D unit={u} label={`Unit ${u.number} in 3D`} />
        </section>
      ))}
      {plan.unplaced.length > 0 && (
        <>
          <h4>Unplaced</h4>
          <ul>
            {plan.unplaced.map((u) => (
              <li key={u.item_id}>
                {u.quantity} × {u.item_id}: {u.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

function PlanList({ selected }: { selected: string | undefined }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const { data, loading, error, refetch } = useQuery(ConsolePlansDocument, {
    variables: { cursor: cursors[cursors.length - 1] ?? null, limit: 20 },
  });
  useRefetchOnEvents('loading');
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="load plans" />;
  const page = data!.plan_page;
  if (page.items.length === 0) return <Empty>No load plans yet: create one with the form.</Empty>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Load plans</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Created</th>
              <th scope="col">Units</th>
              <th scope="col">Placed</th>
              <th scope="col">Unplaced</th>
              <th scope="col">Volume used</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((p) => (
              <tr key={p.id} aria-selected={p.id === selected}>
                <th scope="row">
                  <a href={`#/plans/${p.id}`}>{p.name || p.id}</a>
                </th>
                <td>{when(p.created_at)}</td>
                <td>{p.summary.units}</td>
                <td>{p.summary.pieces_placed}</td>
                <td>{p.summary.pieces_unplaced}</td>
                <td>{pct(p.summary.volume_utilisation)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="pager">
        <button type="button" disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </button>
        <button type="button" disabled={!page.next_cursor} onClick={() => setCursors([...cursors, page.next_cursor!])}>
          Next page
        </button>
      </div>
    </>
  );
}

export function PlansView() {
  const selected = /^#\/plans\/(.+)$/.exec(location.hash)?.[1];
  return (
    <Gate scope="loading:read" what="load plans">
      <section aria-labelledby="plans-title">
        <h2 id="plans-title">Load plans</h2>
        <div className="split">
          <div>
            <PlanList selected={selected} />
          </div>
          {hasScope('loading:write') && <PlanForm />}
        </div>
        {selected && <PlanDetail id={decodeURIComponent(selected)} />}
      </section>
    </Gate>
  );
}
