// Webhooks: a product's endpoints, each with its recent deliveries (status, attempts, the next
// attempt), and resending one.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConsoleResendDeliveryDocument, ConsoleWebhooksDocument } from '../../generated/graphql.js';
import { Empty, ErrorNote, Gate, Loading, when } from '../ui.js';

const PRODUCTS = ['ocean', 'air', 'schedules', 'rates', 'loading'];

function Resend({ product, endpoint, delivery }: { product: string; endpoint: string; delivery: string }) {
  const [resend, r] = useMutation(ConsoleResendDeliveryDocument, { refetchQueries: ['ConsoleWebhooks'] });
  if (r.data?.resend_webhook_delivery?.resend_queued) return <span role="status">queued</span>;
  return (
    <>
      <button
        type="button"
        disabled={r.loading}
        onClick={() => void resend({ variables: { product, id: endpoint, delivery } }).catch(() => undefined)}
        aria-label={`Resend delivery ${delivery}`}
      >
        Resend
      </button>
      {r.error && <span className="error"> {r.error.message}</span>}
      {r.data && !r.data.resend_webhook_delivery && <span className="error"> not found</span>}
    </>
  );
}

function Endpoints({ product }: { product: string }) {
  const { data, loading, error, refetch } = useQuery(ConsoleWebhooksDocument, { variables: { product } });
  if (error) return <ErrorNote error={error} retry={() => void refetch()} />;
  if (!data && loading) return <Loading what="webhook endpoints" />;
  const endpoints = data?.webhook_endpoints ?? [];
  if (endpoints.length === 0)
    return (
      <Empty>
        No {product} webhook endpoints. Register one with POST /v1/webhooks (docs/webhooks.md), or watch deliveries
        arrive with <code>npm run webhooks -- listen</code>.
      </Empty>
    );
  return (
    <>
      {endpoints.map((e) => (
        <article key={e.id} className="endpoint" aria-label={`Endpoint ${e.url}`}>
          <h3>
            {e.url}{' '}
            <span className={`badge ${e.active ? 's-delivered' : 'warn'}`}>{e.active ? 'active' : 'paused'}</span>
          </h3>
          <p className="muted">
            {e.description || 'no description'}; events: {e.event_types.join(', ') || 'all'}; failures in a row:{' '}
            {e.failure_count}; last delivery {when(e.last_delivery_at)}
          </p>
          {e.recent_deliveries.length === 0 ? (
            <Empty>No deliveries yet.</Empty>
          ) : (
            <div className="table-wrap">
              <table>
                <caption className="sr-only">Recent deliveries to {e.url}</caption>
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last answer</th>
                    <th scope="col">Created</th>
                    <th scope="col">Next attempt</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {e.recent_deliveries.map((d) => (
                    <tr key={d.id}>
                      <th scope="row">{d.event_type}</th>
                      <td>
                        <span className={`badge s-${d.status}`}>{d.status}</span>
                      </td>
                      <td>{d.attempt_count}</td>
                      <td>{d.last_status_code ?? d.last_error ?? '—'}</td>
                      <td>{when(d.created_at)}</td>
                      <td>{when(d.next_attempt_at)}</td>
                      <td>
                        <Resend product={product} endpoint={e.id} delivery={d.id} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      ))}
    </>
  );
}

export function WebhooksView() {
  const [product, setProduct] = useState('ocean');
  return (
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <div className="filters">
        <label>
          Product{' '}
          <select value={product} onChange={(e) => setProduct(e.target.value)}>
            {PRODUCTS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
      </div>
      <Gate scope={`${product}:webhooks`} what={`${product} webhook endpoints`}>
        <Endpoints product={product} />
      </Gate>
    </section>
  );
}
