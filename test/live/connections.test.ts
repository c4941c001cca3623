// Live connections (docs/live.md, Limits): a revoked key's close within a second (its SSE stream,
// its graphql-sse and graphql-ws subscriptions, and those of a token minted from it, each with
// the reason) while another key's stream goes on; connections per key and per organisation are
// limited with a refusal naming the limit; a socket without a subscription is closed as idle;
// the open connections are in the process's metrics.
import { describe, it, expect, beforeAll } from 'vitest';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { useSystem, http } from '../support/harness.js';
import { openEventSource } from '../support/live-clients.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { grantEntitlement, hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';

let orgId: string;
let revoked: string;
let kept: string;
const LIMITS = { perOrganisation: 6, perKey: 4 };

const sys = useSystem({ configOverrides: { liveConnections: LIMITS } });
beforeAll(async () => {
  const org = await sys.org();
  orgId = org.id;
  [revoked, kept] = [await org.key(), await org.key()];
});

const EVENTS = 'subscription { events(products: ["ocean"]) { position type data } }';
const gatewayBase = () => sys.urls.gateway.replace(/\/graphql$/, '');

const keyId = async (key: string): Promise<string> =>
  (await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [hashKey(key)]))
    .rows[0]!.id;

async function mint(key: string): Promise<string> {
  const r = await http(gatewayBase(), '/auth/token', { key, method: 'POST', body: {} });
  expect(r.status, r.text).toBe(200);
  return r.body.access_token as string;
}

/** Resolves once the process holds `n` live connections of the organisation (each transport registers as it opens). */
async function connected(n: number, org = orgId): Promise<void> {
  while (sys.connections.count(org) < n) await new Promise((r) => setImmediate(r));
}

/** A graphql-ws client and how its socket closed. */
function wsClient(credential: string, opts: { lazy?: boolean } = {}) {
  let wsClosed!: (e: { code: number; reason: string; at: number }) => void;
  const closed = new Promise<{ code: number; reason: string; at: number }>((r) => (wsClosed = r));
  const client = createWsClient({
    url: gatewayBase().replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${credential}` },
    retryAttempts: 0,
    ...opts,
    on: {
      closed: (e) => {
        const { code, reason } = e as { code: number; reason: string };
        wsClosed({ code, reason, at: Date.now() });
      },
    },
  });
  return { client, closed };
}

/** The process's live_connections_open readings by transport. */
async function openByTransport(): Promise<Record<string, number>> {
  const text = await (await fetch(`${sys.urls.metrics}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^live_connections_open\{transport="([^"]+)"\} (\d+)$/gm)) out[m[1]!] = Number(m[2]);
  return out;
}

/** A graphql-sse subscription's results: resolves with the first error result, or when it completes. */
function sseSubscription(credential: string) {
  const client = createSseClient({
    url: `${gatewayBase()}/graphql/stream`,
    headers: { authorization: `Bearer ${credential}` },
    retryAttempts: 0,
  });
  const results = client.iterate({ query: EVENTS });
  const ended = (async () => {
    const errors: unknown[] = [];
    for await (const r of results) if (r.errors) errors.push(...r.errors);
    return { errors, at: Date.now() };
  })();
  return { ended, dispose: () => client.dispose() };
}

describe("a revoked key's live connections", () => {
  it('close within a second, each with the reason: SSE, graphql-sse, graphql-ws and a token minted from the key', async () => {
    const token = await mint(revoked);
    const es = await openEventSource(`${sys.urls.ocean}/v1/events/stream`, revoked, ['container_arrived']);
    const other = await openEventSource(`${sys.urls.ocean}/v1/events/stream`, kept, ['container_arrived']);
    const sse = sseSubscription(revoked);
    const tokenSse = sseSubscription(token);
    const { client: ws, closed: wsEnded } = wsClient(revoked);
    const wsResults = ws.iterate({ query: EVENTS });
    void wsResults.next().catch(() => undefined);
    await connected(5);

    const at = Date.now();
    await revokeKey(sys.services.db, await keyId(revoked), sys.clock.now());
    const [sseEnd, tokenEnd, wsEnd, esEnd] = await Promise.all([
      sse.ended,
      tokenSse.ended,
      wsEnded,
      es.closedWith().then((d) => ({ ...d, at: Date.now() })),
    ]);
    es.close();
    for (const end of [sseEnd, tokenEnd]) {
      expect(end.errors).toMatchObject([{ extensions: { code: 'UNAUTHORIZED', reason: 'revoked' } }]);
      expect(end.at - at).toBeLessThan(1_000);
    }
    expect(wsEnd.code).toBe(4403);
    expect(wsEnd.reason).toMatch(/^revoked: /);
    expect(esEnd.reason).toBe('revoked');
    expect(esEnd.message).toMatch(/revoked/);
    expect(Math.max(wsEnd.at, esEnd.at) - at).toBeLessThan(1_000);
    expect(sys.connections.count(orgId)).toBe(1);

    // The other key's stream goes on; the revoked key opens nothing more.
    const data = { container_number: 'MSCU7654321' };
    await sys.services.db.tx((tx) =>
      raiseEvent(tx, { product: 'ocean', orgId, type: 'container_arrived', data, occurredAt: sys.clock.now() }),
    );
    expect((await other.count(1)).map((e) => e.body.data)).toEqual([data]);
    other.close();
    expect((await http(sys.urls.ocean, '/v1/events/stream', { key: revoked })).status).toBe(401);
    sse.dispose();
    tokenSse.dispose();
    await ws.dispose();
  });
});

describe("an ended entitlement's live streams", () => {
  const RATES = 'subscription ($after: String) { events(products: ["rates"], after: $after) { type data } }';
  const OCEAN = 'subscription ($after: String) { events(products: ["ocean"], after: $after) { type data } }';
  const raise = (org: string, product: 'ocean' | 'rates', type: string, data: Record<string, unknown>) =>
    sys.services.db.tx((tx) => raiseEvent(tx, { product, orgId: org, type, data, occurredAt: sys.clock.now() }));

  it("close at once when it is ended, with the refusal; the connection's other product goes on", async () => {
    const org = await sys.org({ entitlements: { freight_rates: null } });
    const [rates, ocean] = [await org.key('frm'), await org.key()];
    const joined = await http(gatewayBase(), '/auth/token', {
      key: rates,
      method: 'POST',
      body: { with_keys: [ocean] },
    });
    expect(joined.status, joined.text).toBe(200);
    const es = await openEventSource(`${sys.urls.rates}/v1/events/stream`, rates, ['index_refreshed']);
    const oceanEs = await openEventSource(`${sys.urls.ocean}/v1/events/stream`, ocean, ['container_arrived']);
    await raise(org.id, 'rates', 'index_refreshed', { n: 0 });
    // The subscriptions resume after it: each gets what follows, whenever it is set up.
    const after = (await es.count(1))[0]!.position;
    const sse = createSseClient({
      url: `${gatewayBase()}/graphql/stream`,
      headers: { authorization: `Bearer ${rates}` },
      retryAttempts: 0,
    });
    const sseRates = sse.iterate({ query: RATES, variables: { after } });
    // One socket, two products: its rates subscription ends, its ocean one and the socket go on.
    const { client: ws } = wsClient(joined.body.access_token as string);
    const wsRates = ws.iterate({ query: RATES, variables: { after } });
    const wsOcean = ws.iterate({ query: OCEAN, variables: { after } });
    await raise(org.id, 'rates', 'index_refreshed', { n: 1 });
    await raise(org.id, 'ocean', 'container_arrived', { n: 1 });
    for (const sub of [sseRates, wsRates, wsOcean])
      expect((await sub.next()).value).toMatchObject({ data: { events: { data: { n: 1 } } } });
    await es.count(2);

    const at = Date.now();
    await grantEntitlement(sys.services.db, org.id, 'freight_rates', sys.clock.now()); // ends now
    const [sseEnd, wsEnd, esEnd] = await Promise.all([sseRates.next(), wsRates.next(), es.closedWith()]);
    const ended = { code: 'ACCESS_EXPIRED', reason: 'entitlement_ended' };
    for (const end of [sseEnd, wsEnd]) expect(end.value).toMatchObject({ errors: [{ extensions: ended }] });
    expect(esEnd).toMatchObject({ reason: 'entitlement_ended', message: expect.stringMatching(/freight rates/) });
    expect(Date.now() - at).toBeLessThan(1_000);
    expect((await wsRates.next()).done).toBe(true);
    es.close();

    await raise(org.id, 'ocean', 'container_arrived', { n: 2 });
    expect((await wsOcean.next()).value).toMatchObject({ data: { events: { data: { n: 2 } } } });
    expect((await oceanEs.count(2)).map((e) => e.body.data)).toEqual([{ n: 1 }, { n: 2 }]);
    // A new rates subscription on the open socket is refused as a query would be.
    const again = await ws.iterate({ query: RATES, variables: { after } }).next();
    expect(again.value).toMatchObject({ errors: [{ extensions: { code: 'ACCESS_EXPIRED' } }] });
    expect(sys.connections.count(org.id)).toBe(2); // the socket and the ocean stream
    oceanEs.close();
    sse.dispose();
    await ws.dispose();
  });

  it('close when its expiry time passes, at the next sweep', async () => {
    const org = await sys.org({ entitlements: { freight_rates: new Date(sys.clock.now().getTime() + 60_000) } });
    const es = await openEventSource(`${sys.urls.rates}/v1/events/stream`, await org.key('frm'), ['index_refreshed']);
    await connected(1, org.id);
    expect(sys.connections.sweep()).toBe(0);
    sys.clock.advance(60_000);
    expect(sys.connections.sweep()).toBe(1);
    expect(await es.closedWith()).toMatchObject({ reason: 'entitlement_ended' });
    es.close();
  });
});

describe('live connection limits', () => {
  it('refuses a connection past the per-key and per-organisation limits, naming the limit, in every transport', async () => {
    const org = await sys.org();
    const [k1, k2] = [await org.key(), await org.key()];
    const stream = `${sys.urls.ocean}/v1/events/stream`;
    const before = await openByTransport();
    const held = [
      await openEventSource(stream, k1, ['container_arrived']),
      await openEventSource(stream, k1, ['container_arrived']),
    ];
    const sse = sseSubscription(k1);
    const ws = wsClient(k1);
    void ws.client
      .iterate({ query: EVENTS })
      .next()
      .catch(() => undefined);
    await connected(4, org.id);
    const after = await openByTransport();
    for (const [transport, n] of Object.entries({ sse: 2, 'graphql-sse': 1, 'graphql-ws': 1 }))
      expect((after[transport] ?? 0) - (before[transport] ?? 0), transport).toBe(n);

    const perKey = await http(sys.urls.ocean, '/v1/events/stream', { key: k1 });
    expect(perKey.status).toBe(429);
    expect(perKey.body.error).toMatchObject({ code: 'TOO_MANY_STREAMS' });
    expect(perKey.body.error.message).toContain('live_connections_per_key is 4');
    held.push(await openEventSource(stream, k2, ['container_arrived']));
    held.push(await openEventSource(stream, k2, ['container_arrived']));
    const perOrg = await http(sys.urls.ocean, '/v1/events/stream', { key: k2 });
    expect(perOrg.status).toBe(429);
    expect(JSON.stringify(perOrg.body)).toContain('live_connections_per_organisation');
    const refusedSse = await fetch(`${gatewayBase()}/graphql/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${k2}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: EVENTS }),
    });
    expect(refusedSse.status).toBe(429);
    expect(await refusedSse.text()).toContain('TOO_MANY_STREAMS');
    const refusedWs = wsClient(k2);
    void refusedWs.client
      .iterate({ query: EVENTS })
      .next()
      .catch(() => undefined);
    expect(await refusedWs.closed).toMatchObject({
      code: 4029,
      reason: 'TOO_MANY_STREAMS: live_connections_per_organisation 6',
    });

    // One closes: the next one is let in.
    held.shift()!.close();
    while (sys.connections.count(org.id) > 5) await new Promise((r) => setImmediate(r));
    held.push(await openEventSource(stream, k2, ['container_arrived']));
    for (const es of held) es.close();
    sse.dispose();
    await ws.client.dispose();
    await refusedWs.client.dispose();
  });

  it('closes a graphql-ws socket that carries no subscription for a minute, as idle', async () => {
    const org = await sys.org();
    const idle = wsClient(await org.key(), { lazy: false });
    await connected(1, org.id);
    sys.connections.sweep(); // seen idle from now
    sys.clock.advance(59_000);
    sys.connections.sweep();
    expect(sys.connections.count(org.id)).toBe(1);
    sys.clock.advance(1_000);
    sys.connections.sweep();
    expect(await idle.closed).toMatchObject({ code: 1000, reason: expect.stringMatching(/^idle: /) });
    expect(sys.connections.count(org.id)).toBe(0);
    await idle.client.dispose();
  });
});
