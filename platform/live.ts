// Live events (docs/live.md): the kernel's view of one organisation's event stream. The webhook
// engine owns the events (its outbox) and implements LiveEvents; wiring/ hands it to the REST
// hosts and the gateway, which serve it as SSE and as GraphQL subscriptions.
import { Counter, Gauge } from 'prom-client';
import { AppError } from './errors.js';
import type { Scope } from './access.js';
import { processMetrics } from './metrics.js';

/** One event as a webhook delivers it (`id`, `type`, `occurred_at`, `data`), with its product and stream position. */
export interface LiveEvent {
  /** Opaque, ordered within the stream: resume after it with Last-Event-ID or `after`. */
  position: string;
  id: string;
  product: string;
  type: string;
  occurred_at: string;
  data: Record<string, unknown>;
}

export interface LiveRequest {
  orgId: string;
  /** The products whose events the caller may see (and asked for). */
  products: readonly string[];
  /** Only these event types; null for every type. */
  types: readonly string[] | null;
  /** Resume after this position (what the client saw last); null: from now on. */
  after: string | null;
}

/** An open subscription: its events in stream order until closed; a consumer too far behind ends with LiveClosed. */
export interface LiveStream extends AsyncIterableIterator<LiveEvent> {
  close(): void;
  /** Ends it from the server's side: queued events go, and the consumer's next read throws the reason. */
  end(reason: LiveClosed): void;
}

export interface LiveEvents {
  /** Refuses a malformed `after` with VALIDATION_ERROR naming the field. */
  open(request: LiveRequest): Promise<LiveStream>;
}

/** Why a stream ended on the server's side; the client resumes from the last position it saw (with a valid key). */
export type LiveCloseReason = 'slow_consumer' | 'shutdown' | 'revoked' | 'idle' | 'entitlement_ended';

const CLOSE_MESSAGES: Record<LiveCloseReason, string> = {
  slow_consumer: 'the consumer fell behind; reconnect with the last position received',
  shutdown: 'the server is shutting down; reconnect with the last position received',
  revoked: 'the API key this stream was opened with (or its token was issued for) is revoked',
  idle: 'the connection carried no subscription for a minute; open one when you need it',
  entitlement_ended: "the entitlement this stream's product rests on ended",
};

export class LiveClosed extends Error {
  constructor(
    readonly reason: LiveCloseReason,
    /** The refusal a new stream would get now (entitlement_ended: ACCESS_EXPIRED or FORBIDDEN). */
    readonly refusal: AppError | null = null,
  ) {
    super(refusal ? `${CLOSE_MESSAGES[reason]}: ${refusal.message}` : CLOSE_MESSAGES[reason]);
  }
}

export const liveStreamsOpen = new Gauge({
  name: 'live_streams_open',
  help: 'Live event streams open in this process (SSE and GraphQL subscriptions)',
  registers: [processMetrics],
});
export const liveStreamsOpened = new Counter({
  name: 'live_streams_opened_total',
  help: 'Live event streams opened in this process since it started',
  registers: [processMetrics],
});
export const liveEventsSent = new Counter({
  name: 'live_events_sent_total',
  help: 'Events handed to live streams in this process',
  registers: [processMetrics],
});
export const liveConsumersDropped = new Counter({
  name: 'live_consumers_dropped_total',
  help: 'Live streams closed because their consumer fell behind',
  registers: [processMetrics],
});

export const liveRecordReads = new Counter({
  name: 'live_record_reads_total',
  help: 'Records read for record subscriptions (container, plan) in this process: one per event naming the record and selection, shared by its subscribers',
  registers: [processMetrics],
});

/** The products with events, and the scope that reads each: what a key may read, it may watch. */
export const LIVE_PRODUCTS = {
  ocean: 'ocean:read',
  air: 'air:read',
  schedules: 'schedules:read',
  rates: 'rates:read',
  loading: 'loading:read',
} as const satisfies Record<string, Scope>;
export type LiveProduct = keyof typeof LIVE_PRODUCTS;

const POSITION = /^(\d{1,20})-(\d{1,20})$/;

/** A position's parts, or VALIDATION_ERROR naming the field it came from. */
export function parsePosition(text: string, field: string): { xid: string; seq: string } {
  const m = POSITION.exec(text.trim());
  if (!m) throw new AppError('VALIDATION_ERROR', `${field} is not a stream position (an event's id: field)`);
  return { xid: m[1]!, seq: m[2]! };
}

export const formatPosition = (p: { xid: string; seq: string }): string => `${p.xid}-${p.seq}`;

/** Compares two positions in stream order. */
export function comparePositions(a: { xid: string; seq: string }, b: { xid: string; seq: string }): number {
  const x = BigInt(a.xid) - BigInt(b.xid);
  if (x !== 0n) return x < 0n ? -1 : 1;
  const s = BigInt(a.seq) - BigInt(b.seq);
  return s === 0n ? 0 : s < 0n ? -1 : 1;
}
