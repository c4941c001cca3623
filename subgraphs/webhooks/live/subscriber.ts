// One open live stream: events queued in stream order for an async iterator, bounded so a
// consumer that stops reading is closed (it resumes from its last position) instead of holding
// the process's memory.
import {
  LiveClosed,
  comparePositions,
  formatPosition,
  liveConsumersDropped,
  liveEventsSent,
  liveStreamsOpen,
  liveStreamsOpened,
  type LiveEvent,
  type LiveRequest,
  type LiveStream,
} from '../../../platform/live.js';
import type { StreamPosition, StreamRow } from '../store/index.js';

const toLiveEvent = (r: StreamRow): LiveEvent => ({
  position: formatPosition(r),
  id: r.id,
  product: r.product,
  type: r.event_type,
  occurred_at: new Date(r.occurred_at).toISOString(),
  data: r.data,
});

export class Subscriber implements LiveStream {
  private queue: LiveEvent[] = [];
  private waiting: ((r: IteratorResult<LiveEvent>) => void) | null = null;
  private failWaiting: ((e: Error) => void) | null = null;
  private ended: LiveClosed | 'closed' | null = null;
  /**
   * While catching up: live rows wait here, then those past the catch-up are queued. Past the
   * bound they are let go: the catch-up reads them from the database anyway.
   */
  private held: StreamRow[] | null = [];
  /** Where the next catch-up page starts (the last row read, wanted or not). */
  private readFrom: StreamPosition;

  constructor(
    readonly request: LiveRequest,
    /** The last position queued: rows at or before it are never queued again. */
    private last: StreamPosition,
    private readonly bound: number,
    private readonly onClose: (s: Subscriber) => void,
    /** Reads the next page of the stream after a position (catch-up); null: the stream starts live. */
    private readonly page: ((after: StreamPosition) => Promise<{ rows: StreamRow[]; full: boolean }>) | null,
  ) {
    liveStreamsOpen.inc();
    liveStreamsOpened.inc();
    this.readFrom = last;
    if (!page) this.live();
  }

  /** Whether the row is one this stream shows (organisation, product, type). */
  wants(r: StreamRow): boolean {
    return (
      r.org_id === this.request.orgId &&
      this.request.products.includes(r.product) &&
      (!this.request.types || this.request.types.includes(r.event_type))
    );
  }

  /** A row from the process's tail reader (already filtered with wants). */
  offer(r: StreamRow): void {
    if (!this.held) return this.push(r);
    this.held.push(r);
    if (this.held.length > this.bound) this.held = [];
  }

  /** One page of catch-up, read when the consumer has taken everything queued: it sets the pace. */
  private async catchUp(): Promise<void> {
    const { rows, full } = await this.page!(this.readFrom);
    for (const r of rows) if (this.wants(r)) this.push(r);
    if (rows.length) this.readFrom = { xid: rows.at(-1)!.xid, seq: rows.at(-1)!.seq };
    if (!full) this.live();
  }

  /** A row of the subscriber's own catch-up read. */
  push(r: StreamRow): void {
    if (this.ended || comparePositions(r, this.last) <= 0) return;
    this.last = { xid: r.xid, seq: r.seq };
    const event = toLiveEvent(r);
    liveEventsSent.inc();
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = this.failWaiting = null;
      resolve({ value: event, done: false });
      return;
    }
    this.queue.push(event);
    if (this.queue.length > this.bound) {
      liveConsumersDropped.inc();
      this.end(new LiveClosed('slow_consumer'));
    }
  }

  /** Catch-up done: what the tail reader delivered meanwhile follows, without repeats. */
  private live(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const r of held) this.push(r);
  }

  end(reason: LiveClosed | 'closed'): void {
    if (this.ended) return;
    this.ended = reason;
    if (reason !== 'closed') this.queue = []; // the client resumes from what it received; the memory goes now
    liveStreamsOpen.dec();
    this.onClose(this);
    if (this.waiting) {
      const [resolve, fail] = [this.waiting, this.failWaiting!];
      this.waiting = this.failWaiting = null;
      if (reason === 'closed') resolve({ value: undefined, done: true });
      else fail(reason);
    }
  }

  close(): void {
    this.end('closed');
  }

  async next(): Promise<IteratorResult<LiveEvent>> {
    while (!this.queue.length && this.held && !this.ended) await this.catchUp();
    const value = this.queue.shift();
    if (value) return Promise.resolve({ value, done: false });
    if (this.ended === 'closed') return Promise.resolve({ value: undefined, done: true });
    if (this.ended) throw this.ended;
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failWaiting = reject;
    });
  }

  return(): Promise<IteratorResult<LiveEvent>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
