// Real clients of the live event stream for tests: an EventSource (the `eventsource` package,
// the WHATWG API) on a product host's GET /v1/events/stream, collecting what it receives.
import { EventSource } from 'eventsource';

export interface Received {
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
        const t = setTimeout(() => reject(new Error(`${received.length} of ${n} events arrived`)), 10_000);
        waiters.push({ n, resolve: () => (clearTimeout(t), resolve(received)) });
      });
    },
    closedWith: () => serverErrorSeen,
    close: () => es.close(),
  };
}
