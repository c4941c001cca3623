// Subscription.events at the gateway (docs/live.md) with the official clients: graphql-sse over
// HTTP and graphql-ws over a WebSocket. The organisation's events as raised, resumed with `after`
// without repeats, never another organisation's, and each product refused as its query would be.
import { describe, it, expect, beforeAll } from 'vitest';
import { gatewaySseClient, gatewayWsClient } from '../support/live-clients.js';
import { useSystem } from '../support/harness.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { liveStreamsOpened } from '../../platform/live.js';

let orgA: string;
let orgB: string;
let keyA: string;
let keyB: string;
let loadingKeyA: string;

const sys = useSystem();
beforeAll(async () => {
  const a = await sys.org();
  const b = await sys.org();
  [orgA, orgB] = [a.id, b.id];
  [keyA, keyB, loadingKeyA] = [await a.key(), await b.key(), await a.key('lmcp')];
});

let n = 0;
async function raise(orgId: string, type = 'container_arrived') {
  const data = { container_number: `MSCU${String(++n).padStart(7, '0')}` };
  await sys.services.db.tx((tx) =>
    raiseEvent(tx, { product: 'ocean', orgId, type, data, occurredAt: sys.clock.now() }),
  );
  return data;
}

const EVENTS = `subscription Live($after: String, $products: [String!]) {
  events(products: $products, after: $after) { position id product type occurred_at data }
}`;

interface Event {
  position: string;
  id: string;
  product: string;
  type: string;
  data: Record<string, unknown>;
}

const sseClient = (key?: string) => gatewaySseClient(sys.urls.gateway, key);

const wsClient = (key: string) => gatewayWsClient(sys.urls.gateway, key);

type Results = AsyncIterableIterator<{ data?: unknown; errors?: unknown }>;

/** Takes `count` events from a subscription (the first result possibly already asked for), then ends it. */
async function take(results: Results, count: number, first = results.next()) {
  const got: Event[] = [];
  for (let r = await first; !r.done; r = await results.next()) {
    if (r.value.errors) throw new Error(JSON.stringify(r.value.errors));
    got.push((r.value.data as { events: Event }).events);
    if (got.length === count) break;
  }
  await results.return?.();
  return got;
}

const streamsOpened = async () => (await liveStreamsOpened.get()).values[0]?.value ?? 0;

/** Starts a subscription and waits until the gateway holds it open: an event raised after this is seen. */
async function subscribe(iterate: () => Results) {
  const before = await streamsOpened();
  const results = iterate();
  const first = results.next(); // sends the subscription
  let settled = false;
  void first.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled && (await streamsOpened()) <= before) await new Promise((r) => setImmediate(r));
  return { take: (count: number) => take(results, count, first) };
}

describe('Subscription.events', () => {
  it('over graphql-sse: the events as raised, then resumed after a position with nothing twice', async () => {
    const client = sseClient(keyA);
    const live = await subscribe(() => client.iterate({ query: EVENTS, variables: { products: ['ocean'] } }));
    const sent = [await raise(orgA), await raise(orgA, 'eta_changed')];
    const got = await live.take(2);
    expect(got.map((e) => e.data)).toEqual(sent);
    expect(got.map((e) => [e.product, e.type])).toEqual([
      ['ocean', 'container_arrived'],
      ['ocean', 'eta_changed'],
    ]);
    const missed = [await raise(orgA), await raise(orgA)];
    const resumed = await take(client.iterate({ query: EVENTS, variables: { after: got[1]!.position } }), 2);
    expect(resumed.map((e) => e.data)).toEqual(missed);
    await new Promise((r) => setImmediate(r));
    client.dispose();
  });

  it("over graphql-ws: never another organisation's events", async () => {
    const a = wsClient(keyA);
    const b = wsClient(keyB);
    const liveB = await subscribe(() => b.iterate({ query: EVENTS }));
    await raise(orgA);
    const mine = await raise(orgB); // raised last: anything of A's would have come first
    const got = await liveB.take(1);
    expect(got.map((e) => e.data)).toEqual([mine]);
    const liveA = await subscribe(() => a.iterate({ query: EVENTS, variables: { products: ['ocean'] } }));
    const ours = await raise(orgA);
    expect((await liveA.take(1)).map((e) => e.data)).toEqual([ours]);
    await a.dispose();
    await b.dispose();
  });

  it('refuses a product the key may not read, a malformed position and a missing key, as a query would be', async () => {
    const loading = sseClient(loadingKeyA);
    await expect(take(loading.iterate({ query: EVENTS, variables: { products: ['ocean'] } }), 1)).rejects.toThrow(
      /UNAUTHORIZED|FORBIDDEN/,
    );
    await expect(take(loading.iterate({ query: EVENTS, variables: { after: 'soon' } }), 1)).rejects.toThrow(
      /VALIDATION_ERROR.*after|after.*VALIDATION_ERROR/,
    );
    loading.dispose();
    const anonymous = sseClient();
    await expect(take(anonymous.iterate({ query: EVENTS }), 1)).rejects.toThrow();
    anonymous.dispose();
    const res = await fetch(sys.urls.gateway.replace(/\/graphql$/, '/graphql/stream'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: EVENTS }),
    });
    expect(res.status).toBe(401);
  });
});
