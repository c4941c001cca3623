// /metrics (docs/operations.md): scraped from the operations listener and read with a Prometheus
// text-format parser (prom2javascript, which also refuses a histogram whose +Inf bucket and count
// disagree), not prom-client's own reader; each series must move with what the system did
// between two scrapes.
import { describe, it, expect, beforeAll } from 'vitest';
import { Readable } from 'node:stream';
import { getMetricsFromStream, type PromMetrics, type PromLabels } from 'prom2javascript';
import { http, useSystem } from '../support/harness.js';
import { recordAdded } from '../support/factories.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { fanOut } from '../../subgraphs/webhooks/store/index.js';
import { registerEndpoint } from '../../subgraphs/webhooks/use-cases/register-endpoint.js';

let key: string;
let orgId: string;

const sys = useSystem({ key: 'tmcp' });
beforeAll(() => void ({ orgId, key } = sys));

async function scrape(): Promise<PromMetrics> {
  const res = await fetch(`${sys.urls.metrics}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  // prom-client writes NaN as `Nan` for the event-loop lag figures while their histogram has no
  // sample yet (it is reset at each scrape); Prometheus reads it (Go's ParseFloat), the parser
  // here reads no NaN at all. Those lines only are left out.
  const lines = (await res.text()).split('\n');
  const nan = lines.filter((l) => / Nan$/.test(l));
  expect(nan.every((l) => l.startsWith('nodejs_eventloop_lag_'))).toBe(true);
  return getMetricsFromStream(Readable.from([lines.filter((l) => !nan.includes(l)).join('\n')]));
}

const sameLabels = (a: PromLabels, b: PromLabels) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** The value of the series with exactly these labels (a histogram: its count); 0 when absent. */
function value(m: PromMetrics, name: string, labels: PromLabels = {}): number {
  const s = (m[name]?.data as { labels: PromLabels; value?: number; count?: number }[] | undefined)?.find((d) =>
    sameLabels(d.labels, labels),
  );
  return s ? (m[name]!.type === 'histogram' ? s.count! : s.value!) : 0;
}

/** Every label set a family has. */
const labelSets = (m: PromMetrics, name: string): PromLabels[] =>
  ((m[name]?.data ?? []) as { labels: PromLabels }[]).map((d) => d.labels);

const req = (service: string, method: string, route: string, status: number) => ({
  service,
  method,
  route,
  status: String(status),
});

describe('/metrics', () => {
  it('counts requests per declared route and status on the REST hosts and the gateway, with their latency', async () => {
    const before = await scrape();
    const list = await http(sys.urls.ocean, '/v1/containers', { key });
    expect(list.status).toBe(200);
    const missing = await http(sys.urls.ocean, '/v1/containers/00000000-0000-4000-8000-000000000000', { key });
    expect(missing.status).toBe(404);
    const unknown = await fetch(`${sys.urls.ocean}/no/such/path/1234`);
    expect(unknown.status).toBe(404);
    const g = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query: '{ containers { id } }' } });
    expect(g.status).toBe(200);
    const after = await scrape();

    const moved = (labels: Record<string, string>) =>
      value(after, 'http_requests_total', labels) - value(before, 'http_requests_total', labels);
    expect(moved(req('ocean', 'GET', '/v1/containers', 200))).toBe(1);
    // The declared pattern, not the URL: the id does not become a label.
    expect(moved(req('ocean', 'GET', '/v1/containers/:id', 404))).toBe(1);
    expect(moved(req('ocean', 'GET', 'unmatched', 404))).toBe(1);
    expect(moved(req('gateway', 'POST', '/graphql', 200))).toBe(1);
    const hist = (l: Record<string, string>) =>
      value(after, 'http_request_duration_seconds', l) - value(before, 'http_request_duration_seconds', l);
    expect(hist(req('ocean', 'GET', '/v1/containers', 200))).toBe(1);
    expect(hist(req('gateway', 'POST', '/graphql', 200))).toBe(1);
    expect(after.http_request_duration_seconds!.type).toBe('histogram');

    // Bounded labels: no raw path, no organisation anywhere.
    const routes = labelSets(after, 'http_requests_total').map((l) => l.route);
    expect(routes.some((r) => r!.includes('00000000') || r!.includes('/no/such'))).toBe(false);
    const text = await (await fetch(`${sys.urls.metrics}/metrics`)).text();
    expect(text).not.toContain(orgId);
  });

  it('counts rate-limit decisions by subject kind: admitted, and refused over the limit', async () => {
    const before = await scrape();
    const answers: number[] = [];
    // Open routes: 30 per 20 s per address; the clock stands still, so the 31st is refused.
    for (let i = 0; i < 31; i++) answers.push((await http(sys.urls.air, '/v1/airlines/176')).status);
    expect(answers.filter((s) => s === 429)).toHaveLength(1);
    await http(sys.urls.ocean, '/v1/containers', { key });
    const after = await scrape();
    const moved = (subject: string, decision: string) =>
      value(after, 'rate_limit_decisions_total', { subject, decision }) -
      value(before, 'rate_limit_decisions_total', { subject, decision });
    expect(moved('address', 'admitted')).toBe(30);
    expect(moved('address', 'refused')).toBe(1);
    expect(moved('organisation', 'admitted')).toBe(1);
    expect(moved('organisation', 'refused')).toBe(0);
  });

  it('reads the webhook backlog and its oldest pending age at scrape time', async () => {
    await registerEndpoint(sys.services, orgId, 'ocean', { url: 'https://example.com/h' });
    const empty = await scrape();
    expect(value(empty, 'webhook_deliveries_pending')).toBe(0);
    expect(value(empty, 'webhook_oldest_pending_seconds')).toBe(0);

    await sys.services.db.tx((tx) =>
      raiseEvent(tx, {
        product: 'ocean',
        orgId,
        type: 'container_updated',
        data: { id: 'x' },
        occurredAt: sys.clock.now(),
      }),
    );
    expect(value(await scrape(), 'webhook_outbox_pending')).toBe(1);
    await fanOut(sys.services.db, sys.clock.now(), 10);
    sys.clock.advance(90_000);
    const later = await scrape();
    expect(value(later, 'webhook_outbox_pending')).toBe(0);
    expect(value(later, 'webhook_deliveries_pending')).toBe(1);
    expect(value(later, 'webhook_oldest_pending_seconds')).toBe(90);
  });

  it('reads the ocean poller lag: how long the most overdue record has waited', async () => {
    const before = await scrape();
    expect(value(before, 'ocean_poll_due')).toBe(0);
    await recordAdded(sys.services.db, orgId, 'CSQU3054383', new Date(sys.clock.now().getTime() - 30_000));
    sys.clock.advance(15_000);
    const after = await scrape();
    expect(value(after, 'ocean_poll_due')).toBe(1);
    expect(value(after, 'ocean_poll_lag_seconds')).toBe(45);
  });

  it('counts load plans by outcome with their duration', async () => {
    const lkey = await (await sys.org()).key('lmcp');
    const before = await scrape();
    const r = await http(sys.urls.loading, '/v1/plans', {
      key: lkey,
      method: 'POST',
      body: {
        cargo: [{ id: 'BOX', length: 600, width: 400, height: 400, weight: 18, quantity: 4 }],
        equipment: [{ code: '22G1' }],
      },
    });
    expect(r.status).toBe(201);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('loading_plans_total', { outcome: 'planned' })).toBe(1);
    expect(moved('loading_plan_duration_seconds')).toBe(1);
    expect(value(after, 'loading_planner_queued')).toBe(0);
    expect(value(after, 'loading_planner_running')).toBe(0);
  });

  it('is served on the operations listener only, with /health and /ready beside it', async () => {
    expect((await fetch(`${sys.urls.metrics}/health`)).status).toBe(200);
    const ready = await fetch(`${sys.urls.metrics}/ready`);
    expect(await ready.json()).toEqual({ ok: true, database: 'reachable', migrations: 'applied' });
    // Not on the public hosts.
    const onHost = await http(sys.urls.ocean, '/metrics');
    expect(onHost.status).toBe(404);
    // Node's own figures come with it.
    expect((await scrape()).process_cpu_user_seconds_total?.type).toBe('counter');
  });
});
