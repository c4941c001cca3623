// Real clients of the live surfaces for tests: an EventSource (the `eventsource` package, the
// WHATWG API) on a product host's GET /v1/events/stream, collecting what it receives, and the
// gateway's subscription clients (graphql-sse and graphql-ws) with a key.
import { EventSource } from 'eventsource';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * How long count() waits before it fails: a hang guard, not a speed check. The stream waits for
 * every write transaction on the server to end (docs/live.md), and in CI the other pass's
 * processes seed demo data on the same PostgreSQL server: 10 s was seen to run out (0 of 5).
 */
const HANG_GUARD_MS = 40_000;

/** A subscription's results as the graphql-sse and graphql-ws clients iterate them. */
export type Results = AsyncIterableIterator<{ data?: Record<string, any> | null; errors?: readonly unknown[] }>;

/** A graphql-sse client on the gateway (`gatewayUrl` ends in /graphql), with the key if given; no retries. */
export const gatewaySseClient = (gatewayUrl: string, key?: string) =>
  createSseClient({
    url: gatewayUrl.replace(/\/graphql$/, '/graphql/stream'),
    headers: key ? { authorization: `Bearer ${key}` } : {},
    retryAttempts: 0,
  });

/** A graphql-ws client on the gateway with the key; no retries. */
export const gatewayWsClient = (gatewayUrl: string, key: string) =>
  createWsClient({
    url: gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });

/** The next result of a subscription, its errors thrown. */
export async function nextResult(results: Results) {
  const r = await results.next();
  if (r.done) throw new Error('the subscription ended');
  if (r.value.errors) throw new Error(JSON.stringify(r.value.errors));
  return r.value.data!;
}

interface Received {
  /** The SSE id: the stream position. */
  position: string;
  type: string;
  body: { id: string; type: string; occurred_at: string; data: Record<string, unknown> };
}

export interface SseClient {
  received: Received[];
  /** Resolves once `n` events in all have arrived (fails after 10 s). */
  count(n: number): Promise<Received[]>;
  /** Resolves when the server closes the stream with a `closed` event (its data). */
  closedWith(): Promise<{ reason: string; message: string }>;
  close(): void;
}

/** Opens an EventSource with a key, listening for the given event types; `lastEventId` resumes. */
export async function openEventSource(
  url: string,
  key: string,
  types: readonly string[],
  lastEventId?: string,
): Promise<SseClient> {
  const received: Received[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let serverError: ((d: { reason: string; message: string }) => void) | null = null;
  const serverErrorSeen = new Promise<{ reason: string; message: string }>((r) => (serverError = r));
  const es = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init?.headers,
          authorization: `Bearer ${key}`,
          ...(lastEventId && !(init?.headers as Record<string, string>)?.['Last-Event-ID']
            ? { 'Last-Event-ID': lastEventId }
            : {}),
        },
      }),
  });
  for (const type of types)
    es.addEventListener(type, (m) => {
      received.push({ position: m.lastEventId, type: m.type, body: JSON.parse(m.data) });
      for (const w of waiters.filter((x) => received.length >= x.n)) w.resolve();
    });
  es.addEventListener('closed', (m) => serverError!(JSON.parse(m.data)));
  await new Promise<void>((resolve, reject) => {
    es.onopen = () => resolve();
    es.onerror = (e) => {
      if (es.readyState === EventSource.CLOSED) reject(new Error(`EventSource refused: ${e.code} ${e.message}`));
    };
  });
  return {
    received,
    count(n) {
      if (received.length >= n) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`${received.length} of ${n} events arrived`)), HANG_GUARD_MS);
        waiters.push({ n, resolve: () => (clearTimeout(t), resolve(received)) });
      });
    },
    closedWith: () => serverErrorSeen,
    close: () => es.close(),
  };
}
