// The live stream's fan-in (docs/live.md): one tail reader per process, woken by the outbox's
// NOTIFY (the dispatchers' channel, on the process's one notification connection) and a poll,
// reads every organisation's new events once and hands each to the subscribers it concerns.
// No query per subscriber per event: a subscriber reads the database only to catch up when it
// resumes from an earlier position.
import type { Services } from '../../../platform/services.js';
import {
  LiveClosed,
  comparePositions,
  parsePosition,
  type LiveEvents,
  type LiveRequest,
} from '../../../platform/live.js';
import { WAKE_CHANNEL, readOrganisationSince, readTail, streamHead, type StreamPosition } from '../store/index.js';
import { Subscriber } from './subscriber.js';

export interface HubSettings {
  /** Also read this often: a transaction running long holds later events back without a NOTIFY when it ends. */
  pollMs: number;
  /** Rows per read. */
  batch: number;
  /** Events queued for one consumer before it is closed as too slow. */
  queueBound: number;
}

export const HUB_DEFAULTS: HubSettings = { pollMs: 1_000, batch: 500, queueBound: 1_000 };

export class EventHub implements LiveEvents {
  /** Open streams by organisation: a row is offered only to its organisation's. */
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private tail: StreamPosition | null = null;
  private starting: Promise<void> | null = null;
  private reading = false;
  private again = false;
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly services: Services,
    private readonly settings: HubSettings = HUB_DEFAULTS,
  ) {}

  async open(request: LiveRequest): Promise<Subscriber> {
    const after = request.after === null ? null : parsePosition(request.after, 'after');
    await (this.starting ??= this.start().catch((err) => {
      this.starting = null; // the next subscriber tries again
      throw err;
    }));
    const tail = this.tail!;
    // Resuming from before the tail: pages from the database until caught up, then live.
    const resumes = after !== null && comparePositions(after, tail) < 0;
    const page = resumes ? (from: StreamPosition) => this.page(request, from) : null;
    const s = new Subscriber(
      request,
      after ?? (await this.now(tail)),
      this.settings.queueBound,
      (x) => this.remove(x),
      page,
    );
    let mine = this.subscribers.get(request.orgId);
    if (!mine) this.subscribers.set(request.orgId, (mine = new Set()));
    mine.add(s);
    return s;
  }

  /**
   * Where "from now on" starts: the stream's head as of this open, not the tail this process last
   * read. An event settled before the open but not read here yet is not news to the subscriber
   * (a record subscription would answer it with a second copy of its first result).
   */
  private async now(tail: StreamPosition): Promise<StreamPosition> {
    const head = await streamHead(this.services.db);
    return comparePositions(head, tail) > 0 ? head : tail;
  }

  private async page(request: LiveRequest, from: StreamPosition) {
    const { batch } = this.settings;
    const rows = await readOrganisationSince(this.services.db, request.orgId, request.products, from, batch);
    return { rows, full: rows.length === batch };
  }

  private remove(s: Subscriber): void {
    const mine = this.subscribers.get(s.request.orgId);
    mine?.delete(s);
    if (mine?.size === 0) this.subscribers.delete(s.request.orgId);
  }

  private async start(): Promise<void> {
    this.tail = await streamHead(this.services.db);
    this.unlisten = await this.services.db.listen(WAKE_CHANNEL, () => void this.read());
    this.timer = setInterval(() => void this.read(), this.settings.pollMs);
    this.timer.unref();
  }

  /** Reads the tail until it is empty; a wake during a read reads again after it. */
  private async read(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        let rows;
        do {
          rows = await readTail(this.services.db, this.tail!, this.settings.batch);
          for (const r of rows) {
            this.tail = { xid: r.xid, seq: r.seq };
            for (const s of this.subscribers.get(r.org_id) ?? []) if (s.wants(r)) s.offer(r);
          }
        } while (rows.length === this.settings.batch);
      } while (this.again);
    } catch (err) {
      this.services.log.warn(
        { err: (err as Error).message },
        'live: reading the event stream failed; retrying at the next wake',
      );
    } finally {
      this.reading = false;
    }
  }

  /** Subscribers are told to reconnect (they resume from their last position elsewhere). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    for (const mine of [...this.subscribers.values()]) for (const s of [...mine]) s.end(new LiveClosed('shutdown'));
  }
}
