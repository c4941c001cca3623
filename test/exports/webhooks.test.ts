// Analyst exports of webhook deliveries (docs/exports.md): on a product host, the deliveries of
// the caller's endpoints on that product, as the endpoint's recent deliveries show them; another
// product's and another organisation's never appear; an attempt brings the delivery again.
import { describe, it, expect, beforeAll } from 'vitest';
import { http, type TestSystem, type TestOrg } from '../support/harness.js';
import { type Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite, KEY_PREFIX, ALL } from '../support/webhooks-suite.js';
import { exportOf, ndjsonRows } from '../support/exports.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, detail, freshPath } = suite;
let sys: TestSystem;
let rx: Receiver;
let keys: Record<Product, string>;
beforeAll(
  () =>
    void ({ sys, rx, keys } = suite.running() as {
      sys: TestSystem;
      rx: Receiver;
      org: TestOrg;
      keys: Record<Product, string>;
    }),
);

const ping = async (p: Product, id: string) =>
  expect((await http(sys.urls[p], `/v1/webhooks/${id}/test`, { key: keys[p], method: 'POST' })).status).toBe(200);

describe('GET /v1/exports/webhook_deliveries', () => {
  it('the deliveries of the caller’s endpoints on the host’s product, as the endpoint shows them; queued, then attempted', async () => {
    const hook = await register('loading', keys.loading, { url: rx.url(freshPath('export')) });
    const elsewhere = await register('ocean', keys.ocean, { url: rx.url(freshPath('export-ocean')) });
    const other = await (await sys.org({ entitlements: ALL })).key(KEY_PREFIX.loading);
    const theirs = await register('loading', other, { url: rx.url(freshPath('export-theirs')) });
    await ping('loading', hook.id);
    await ping('ocean', elsewhere.id);
    expect(
      (await http(sys.urls.loading, `/v1/webhooks/${theirs.id}/test`, { key: other, method: 'POST' })).status,
    ).toBe(200);

    const queued = await exportOf(sys, sys.urls.loading, keys.loading, '/v1/exports/webhook_deliveries?format=ndjson');
    expect(queued.status).toBe(200);
    const rows = ndjsonRows(queued.bytes);
    expect(rows.map((x) => [x.endpoint_id, x.event_type, x.status, x.attempt_count])).toEqual([
      [hook.id, 'ping', 'pending', 0],
    ]);
    const since = queued.headers.get('x-export-next-since')!;

    expect(await dispatcher().runOnce()).toMatchObject({ delivered: 3 });
    const next = ndjsonRows(
      (
        await exportOf(
          sys,
          sys.urls.loading,
          keys.loading,
          `/v1/exports/webhook_deliveries?format=ndjson&since=${since}`,
        )
      ).bytes,
    );
    const [shown] = (await detail('loading', keys.loading, hook.id)).recent_deliveries;
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      id: shown.id,
      endpoint_url: hook.url,
      event_type: shown.event_type,
      status: shown.status,
      attempt_count: shown.attempt_count,
      last_status_code: shown.last_status_code,
      last_error: shown.last_error,
      created_at: shown.created_at,
      delivered_at: shown.delivered_at,
      next_attempt_at: shown.next_attempt_at,
    });
    expect(next[0]!.updated_at).toBe(shown.delivered_at);
  });
});
