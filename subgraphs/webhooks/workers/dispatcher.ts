// The delivery engine (docs/webhooks.md part 3). Two loops per dispatcher:
// - fan-out: outbox events → one delivery per active, subscribed endpoint (woken by NOTIFY from
//   the outbox trigger, and by the sweep);
// - delivery: one statement per cycle records finished attempts, renews this dispatcher's
//   endpoint leases, acquires more (FOR UPDATE SKIP LOCKED, so several dispatcher processes
//   share the endpoints) and reads due deliveries of leased endpoints ahead. They wait in
//   per-endpoint queues and start as slots free (maxInFlight per process, perEndpoint per
//   endpoint, perOrganisation per organisation, round-robin), each POSTed signed. An
//   organisation's endpoints are leased only up to its share too, so one customer's dead or
//   slow receivers hold its own slots and leases, never everyone's.
//
// Why leases on endpoints, not claims on deliveries: only the lease holder sends an endpoint's
// deliveries, so reading them ahead costs no write per delivery, and per-endpoint concurrency
// is bounded across all processes, not per process.
//
// Crash safety: a dispatcher killed mid-attempt leaves its leases until they run out
// (settings.leaseMs); then any dispatcher takes the endpoints over and sends the unrecorded
// deliveries again with the same id and body. Each acquisition has a new fencing token and a
// result is recorded only under the token it was read under, so a dispatcher that stalled past
// its lease cannot overwrite its successor's outcome; no attempt is started that could outlive
// its lease. Delivery is therefore at least once: receivers deduplicate on the id (docs/webhooks.md part 1).
import type { Services } from '../../../platform/services.js';
import { eventBodyTail, type AttemptOutcome, type DeliveryJob } from '../connectors/delivery-client.js';
import { DeliveryWorker } from './delivery-worker.js';
import { maxAttempts, resolveSettings, retryDelay, type WebhookSettings } from '../settings.js';
import type { Product } from '../decide/products.js';
import { openKey } from '../decide/signing.js';
import { Signal } from './signal.js';
import {
  WAKE_CHANNEL,
  fanOut,
  leaseCycle,
  prune,
  type AttemptResult,
  type DueDelivery,
  type EndpointKeys,
  type HeldLease,
  type LeaseCycleResult,
} from '../store/index.js';

export interface PassStats {
  /** Outbox events fanned out. */
  events: number;
  /** Deliveries created by fan-out. */
  queued: number;
  attempted: number;
  delivered: number;
  failed: number;
  dead: number;
  /** Endpoints the engine disabled. */
  disabled: string[];
}

const emptyStats = (): PassStats => ({
  events: 0,
  queued: 0,
  attempted: 0,
  delivered: 0,
  failed: 0,
  dead: 0,
  disabled: [],
});

/** Cycles are at least this far apart unless a queue is about to run dry (bigger batches). */
const CYCLE_MS = 20;

/** Lets every I/O callback already due run first (setImmediate follows the poll phase). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An event's part of its deliveries' jobs, built once per event per cycle. */
type EventPart = Pick<DeliveryJob, 'event_type' | 'bodyTail'>;

/** A delivery read ahead, with its event's part. */
interface Queued {
  row: DueDelivery;
  event: EventPart;
}

/** What an endpoint signs with, opened once per change of its stored keys. */
interface OpenKeys {
  /** The stored values they were opened from. */
  from: string;
  /** HMAC keys, hex: the current one, and the one before a rotation while its overlap lasts. */
  current: string | null;
  previous: string | null;
  previousUntil: number;
  /** Why the keys cannot be used (attempts fail with it, visibly in last_error). */
  error: string | null;
}

/** An endpoint this dispatcher holds the lease of, with the deliveries it read ahead. */
interface Lease {
  endpointId: string;
  token: string;
  url: string;
  keys: OpenKeys;
  product: Product;
  orgId: string;
  /** Local view of the lease end (ms); attempts that could outlive it are not started. */
  until: number;
  /** When the lease was acquired: after settings.turnMs the endpoint is handed back. */
  since: number;
  queue: Queued[];
  running: number;
  /** Deliveries held: queued, in flight, or finished and not yet recorded (by seq). */
  held: Set<number>;
  /** Where the next read starts: (next_attempt_at, seq) of the last delivery read. */
  after: { at: string; seq: number } | null;
  /** The last read got fewer than it asked: nothing more is due until something changes. */
  exhausted: boolean;
}

export class Dispatcher {
  readonly settings: WebhookSettings;
  private client: DeliveryWorker;
  private leases = new Map<string, Lease>();
  /** Round-robin order of endpoints with queued deliveries. */
  private turn: string[] = [];
  private running = 0;
  /** Attempts in flight per organisation. */
  private runningBy = new Map<string, number>();
  private attempts = new Set<Promise<void>>();
  private results: AttemptResult[] = [];
  private ord = 0;
  private stats: PassStats = emptyStats();
  private active = false;
  private stopping = false;
  private loops: Promise<void>[] = [];
  /** Work for the delivery loop: an attempt finished, deliveries were fanned out, stop. */
  private work = new Signal();
  /** Work for the fan-out loop: NOTIFY from the outbox trigger, stop. */
  private outbox = new Signal();
  /** No unleased endpoint had due deliveries at the last look. */
  private drained = false;
  /**
   * Counts rescans. A cycle whose statement may have started before deliveries were committed
   * (a rescan came while it ran) must not conclude from its answer that nothing is due.
   */
  private rescans = 0;
  private lastCycle = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private lastPrune = 0;
  private random: () => number;

  constructor(
    private services: Services,
    settings: WebhookSettings,
    opts: { random?: () => number } = {},
  ) {
    this.settings = settings;
    this.client = new DeliveryWorker(settings);
    this.random = opts.random ?? Math.random;
  }

  private now(): Date {
    return this.services.clock.now();
  }

  /** Deliveries read ahead per endpoint at most (queued, running or unrecorded). */
  private get perLease(): number {
    return this.settings.perEndpoint * this.settings.claimAhead;
  }

  /** Endpoints leased at once: enough to fill every slot twice over. */
  private get maxLeases(): number {
    return Math.ceil(this.settings.maxInFlight / this.settings.perEndpoint) * 2;
  }

  /** Endpoints of one organisation leased at once: enough to fill its slots twice over. */
  private get leasesPerOrganisation(): number {
    return (
      Math.ceil(Math.min(this.settings.perOrganisation, this.settings.maxInFlight) / this.settings.perEndpoint) * 2
    );
  }

  /** What each organisation holding leases may still acquire. */
  private orgRooms(): { org_id: string; room: number }[] {
    const held = new Map<string, number>();
    for (const l of this.leases.values()) held.set(l.orgId, (held.get(l.orgId) ?? 0) + 1);
    return [...held].map(([org_id, n]) => ({ org_id, room: this.leasesPerOrganisation - n }));
  }

  /** Something changed (deliveries fanned out, a NOTIFY, the sweep): look again everywhere. */
  private rescan(): void {
    this.rescans++;
    this.drained = false;
    for (const l of this.leases.values()) l.exhausted = false;
    this.work.notify();
  }

  /** What a cycle would ask of a lease now (null: nothing). */
  private leaseOp(l: Lease, now: number, recording: Set<number>): HeldLease['op'] | null {
    const unrecorded = l.held.size - countIn(l.held, recording);
    const idle = l.running === 0 && l.queue.length === 0 && unrecorded === 0;
    const turnOver = now - l.since >= this.settings.turnMs;
    if (idle && (this.stopping || l.exhausted || turnOver)) return 'release';
    if (!this.stopping && !l.exhausted && !turnOver && this.perLease - unrecorded >= this.perLease / 2) return 'read';
    if (l.until - now < this.settings.leaseMs / 2) return 'keep';
    return null;
  }

  /**
   * How long to wait before the next cycle (0: now; Infinity: until something happens). A cycle
   * is a database round trip, so it runs at most every CYCLE_MS, doing all that is due at once
   * (recording, reading ahead, acquiring, releasing), unless a queue is about to run dry or the
   * dispatcher is idle; attempts keep starting from the queues meanwhile.
   */
  private cycleDelay(): number {
    const now = this.now().getTime();
    const none = new Set<number>();
    let due = this.results.length > 0 || (!this.stopping && !this.drained && this.leases.size < this.maxLeases);
    let urgent = this.running === 0 && due;
    for (const l of this.leases.values()) {
      const op = this.leaseOp(l, now, none);
      if (!op) continue;
      due = true;
      if (
        (op === 'read' && l.queue.length < this.settings.perEndpoint) ||
        (op === 'keep' && l.until - now < this.settings.leaseMs / 4)
      )
        urgent = true;
      if (this.running === 0) urgent = true;
    }
    if (!due) return Infinity;
    return urgent ? 0 : Math.max(0, this.lastCycle + CYCLE_MS - Date.now());
  }

  /**
   * One full pass, for tests and one-shot runs: fans out every waiting event (alongside the
   * deliveries), attempts every delivery due now once, records them and lets every lease go.
   */
  async runOnce(): Promise<PassStats> {
    if (this.active) throw new Error('runOnce: the dispatcher is running continuously');
    const stats = (this.stats = emptyStats());
    this.stopping = false;
    this.drained = false;
    let fanDone = false;
    const fan = (async () => {
      try {
        while ((await this.fanOutBatch()) === this.settings.fanOutBatch);
      } finally {
        fanDone = true;
        this.work.notify();
      }
    })();
    try {
      for (;;) {
        const delay = this.cycleDelay();
        if (delay === 0) {
          await this.cycle();
          continue;
        }
        // Nothing leased, unrecorded or left to fan out, and no endpoint left with due work: done.
        if (this.leases.size === 0 && this.results.length === 0 && this.drained && fanDone) break;
        await this.work.wait(Number.isFinite(delay) ? delay : undefined);
        await afterPendingIo();
      }
    } finally {
      await fan; // surfaces a fan-out failure
    }
    this.stats = emptyStats();
    return stats;
  }

  /** Runs until stop(): wakes on NOTIFY (outbox events, pings) and at least every sweepMs. */
  async start(): Promise<void> {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    this.drained = false;
    try {
      this.unlisten = await this.services.db.listen(WAKE_CHANNEL, () => {
        this.outbox.notify();
        this.rescan();
      });
    } catch (err) {
      this.services.log.warn({ err: (err as Error).message }, 'webhooks: LISTEN failed; relying on the sweep interval');
    }
    this.outbox.notify();
    this.loops = [this.fanOutLoop(), this.deliveryLoop()];
  }

  /**
   * Stops reading ahead, drops queued deliveries (still pending, for whoever leases their
   * endpoint next), lets attempts in flight finish (bounded by the time-out), records them and
   * lets every lease go.
   */
  async stop(): Promise<void> {
    if (!this.active) {
      await this.client.close();
      return;
    }
    this.active = false;
    this.stopping = true;
    this.work.notify();
    this.outbox.notify();
    await Promise.all(this.loops);
    for (const l of this.leases.values()) {
      for (const q of l.queue) l.held.delete(q.row.seq);
      l.queue = [];
    }
    this.turn = [];
    await Promise.allSettled([...this.attempts]);
    await this.cycle().catch((err) => this.services.log.error({ err }, 'webhooks: final recording failed'));
    await this.unlisten?.().catch(() => undefined);
    await this.client.close();
  }

  private async fanOutLoop(): Promise<void> {
    while (this.active) {
      await this.outbox.wait(this.settings.sweepMs); // NOTIFY, or the sweep for anything missed
      if (!this.active) break;
      try {
        while (this.active && (await this.fanOutBatch()) === this.settings.fanOutBatch);
        await this.maybePrune();
      } catch (err) {
        this.services.log.error({ err }, 'webhooks: fan-out failed');
        await new Promise((r) => setTimeout(r, Math.min(this.settings.sweepMs, 1000)));
      }
    }
  }

  private async deliveryLoop(): Promise<void> {
    let lastSweep = Date.now();
    while (this.active) {
      try {
        if (lastSweep + this.settings.sweepMs <= Date.now()) {
          lastSweep = Date.now();
          this.rescan(); // retries may have fallen due
        }
        const delay = this.cycleDelay();
        if (delay === 0) {
          await this.cycle();
          continue;
        }
        // Wait for an attempt to finish, deliveries to be fanned out, a NOTIFY, or the sweep.
        await this.work.wait(Math.max(1, Math.min(delay, lastSweep + this.settings.sweepMs - Date.now())));
        await afterPendingIo();
      } catch (err) {
        this.services.log.error({ err }, 'webhooks: delivery cycle failed');
        await this.work.wait(Math.min(this.settings.sweepMs, 1000));
      }
    }
  }

  private async maybePrune(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPrune < 3_600_000) return;
    this.lastPrune = now;
    const n = await prune(this.services.db, new Date(now - this.settings.retentionMs));
    if (n) this.services.log.info({ pruned: n }, 'webhooks: pruned finished deliveries');
  }

  private async fanOutBatch(): Promise<number> {
    const r = await fanOut(this.services.db, this.now(), this.settings.fanOutBatch);
    this.stats.events += r.events;
    this.stats.queued += r.deliveries;
    if (r.deliveries > 0) this.rescan();
    return r.events;
  }

  /** One round trip: records finished attempts, renews, releases and acquires leases, reads ahead. */
  private async cycle(): Promise<void> {
    const now = this.now();
    const nowMs = now.getTime();
    const batch = this.results;
    const held = this.heldLeases(batch, nowMs);
    const acquire = this.stopping || this.drained ? 0 : Math.max(0, this.maxLeases - this.leases.size);
    if (!held.length && !acquire && !batch.length) return;
    this.results = [];
    this.lastCycle = Date.now();
    const rescans = this.rescans;
    const leaseUntil = nowMs + this.settings.leaseMs;
    let r: LeaseCycleResult;
    try {
      r = await leaseCycle(this.services.db, batch, {
        now,
        leaseUntil: new Date(leaseUntil),
        held,
        acquire,
        room: this.perLease,
        leasesPerOrganisation: this.leasesPerOrganisation,
        orgRooms: acquire ? this.orgRooms() : [],
        disableAfter: this.settings.disableAfterFailures,
        disableCutoff: new Date(nowMs - this.settings.disableAfterMs),
      });
    } catch (err) {
      // Not recorded: those deliveries stay pending and are sent again by whoever holds their
      // endpoint after this lease (at least once).
      this.services.log.error({ err, results: batch.length }, 'webhooks: recording results and leasing failed');
      throw err;
    } finally {
      for (const res of batch) this.leases.get(res.endpoint_id)?.held.delete(res.seq);
    }
    this.noteDisabled(r.disabled);
    const kept = this.keepLeases(r, held, leaseUntil, nowMs);
    // Only an answer that saw every rescan's deliveries may say nothing more is due (and only
    // one that saw every candidate: organisations over their room may have hidden others).
    const current = this.rescans === rescans;
    if (current && acquire > 0 && r.acquired.length < acquire && r.candidates < acquire * 4) this.drained = true;
    const got = this.queueDue(r);
    if (current) this.markExhausted(r, held, kept, got);
    this.pump();
  }

  /** What this cycle asks of each held lease: read ahead, keep, release (or nothing this time). */
  private heldLeases(batch: AttemptResult[], nowMs: number): HeldLease[] {
    const recording = new Set(batch.map((r) => r.seq));
    const withResults = new Set(batch.map((r) => r.endpoint_id));
    const held: HeldLease[] = [];
    for (const l of this.leases.values()) {
      const op = this.leaseOp(l, nowMs, recording) ?? (withResults.has(l.endpointId) ? 'keep' : null);
      if (!op) continue;
      const room = op === 'read' ? this.perLease - (l.held.size - countIn(l.held, recording)) : 0;
      held.push({
        endpoint_id: l.endpointId,
        lease: l.token,
        op,
        room,
        after_at: l.after?.at ?? null,
        after_seq: l.after?.seq ?? null,
      });
    }
    return held;
  }

  private noteDisabled(disabled: string[]): void {
    if (!disabled.length) return;
    this.stats.disabled.push(...disabled);
    this.services.log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after sustained delivery failures');
  }

  /**
   * The leases after the cycle: held leases that did not come back are gone (released, expired
   * and taken over, paused, disabled or deleted): their queued deliveries are dropped, attempts
   * in flight finish and their results are fenced out (a release may have raced a fan-out: look
   * again). Kept ones are renewed with the endpoint's current URL and keys; acquired ones join.
   */
  private keepLeases(r: LeaseCycleResult, held: HeldLease[], leaseUntil: number, nowMs: number): Set<string> {
    const kept = new Set(r.kept.map((k) => k.endpoint_id));
    for (const h of held) {
      if (kept.has(h.endpoint_id)) continue;
      this.drop(h.endpoint_id);
      this.drained = false;
    }
    for (const k of r.kept) {
      const l = this.leases.get(k.endpoint_id)!;
      l.until = leaseUntil;
      l.url = k.url;
      l.keys = this.openKeys(k.endpoint_id, k, l.keys);
    }
    for (const a of r.acquired) {
      this.leases.set(a.endpoint_id, {
        endpointId: a.endpoint_id,
        token: a.lease,
        url: a.url,
        keys: this.openKeys(a.endpoint_id, a, null),
        product: a.product as Product,
        orgId: a.org_id,
        until: leaseUntil,
        since: nowMs,
        queue: [],
        running: 0,
        held: new Set(),
        after: null,
        exhausted: false,
      });
    }
    return kept;
  }

  /** Queues the due deliveries read, each with its event read once; how many each endpoint got. */
  private queueDue(r: LeaseCycleResult): Map<string, number> {
    const events = new Map<string, EventPart>();
    for (const e of r.events) {
      events.set(e.id, {
        event_type: e.event_type,
        bodyTail: eventBodyTail({ ...e, occurred_at: new Date(e.occurred_at).toISOString() }),
      });
    }
    const got = new Map<string, number>();
    for (const row of r.due) {
      const l = this.leases.get(row.endpoint_id);
      if (!l) continue;
      // Read in the same statement as the delivery, and kept while it is pending (prune).
      const event = events.get(row.event_id)!;
      if (!l.queue.length) this.turn.push(l.endpointId);
      l.queue.push({ row, event });
      l.held.add(row.seq);
      l.after = { at: row.next_attempt_at, seq: row.seq };
      got.set(row.endpoint_id, (got.get(row.endpoint_id) ?? 0) + 1);
    }
    return got;
  }

  /** A lease that read fewer deliveries than it had room for has run dry (for now). */
  private markExhausted(r: LeaseCycleResult, held: HeldLease[], kept: Set<string>, got: Map<string, number>): void {
    for (const h of held) {
      if (h.op === 'read' && kept.has(h.endpoint_id) && (got.get(h.endpoint_id) ?? 0) < h.room)
        this.leases.get(h.endpoint_id)!.exhausted = true;
    }
    for (const a of r.acquired) {
      if ((got.get(a.endpoint_id) ?? 0) < this.perLease) this.leases.get(a.endpoint_id)!.exhausted = true;
    }
  }

  /**
   * Opens an endpoint's sealed keys (only when they changed since `known`). A row of an earlier
   * version that was not sealed yet signs with its digest as before.
   */
  private openKeys(endpointId: string, k: EndpointKeys, known: OpenKeys | null): OpenKeys {
    const from = `${k.signing_key}|${k.secret_hash}|${k.previous_signing_key}|${k.previous_key_until}`;
    if (known?.from === from) return known;
    const previousUntil = k.previous_key_until ? Date.parse(k.previous_key_until) : 0;
    const open = (sealed: string | null): string | null => {
      if (!sealed) return null;
      if (!this.settings.secretKey) throw new Error('no WEBHOOK_SECRET_KEY');
      return openKey(this.settings.secretKey, endpointId, sealed).toString('hex');
    };
    let current: string | null;
    try {
      current = k.signing_key ? open(k.signing_key) : k.secret_hash;
    } catch {
      return {
        from,
        current: null,
        previous: null,
        previousUntil,
        error:
          "signing key cannot be opened with this WEBHOOK_SECRET_KEY (sealed under another one); rotate the endpoint's secret",
      };
    }
    let previous: string | null = null;
    try {
      previous = open(k.previous_signing_key);
    } catch {
      // A previous key sealed under another secret key: the current one signs alone.
    }
    return { from, current, previous, previousUntil, error: current ? null : 'endpoint has no signing key' };
  }

  /** Forgets a lease: its queued deliveries stay pending in the database for the next holder. */
  private drop(endpointId: string): void {
    const l = this.leases.get(endpointId);
    if (!l) return;
    this.leases.delete(endpointId);
    this.turn = this.turn.filter((id) => id !== endpointId);
  }

  /**
   * Starts queued deliveries while slots are free: round-robin over endpoints, FIFO within one,
   * each endpoint and organisation within its share of the slots.
   */
  private pump(): void {
    let skipped = 0;
    while (this.running < this.settings.maxInFlight && this.turn.length > 0 && skipped < this.turn.length) {
      const ep = this.turn.shift()!;
      const l = this.leases.get(ep);
      if (!l || !l.queue.length) continue;
      if (
        l.running >= this.settings.perEndpoint ||
        (this.runningBy.get(l.orgId) ?? 0) >= this.settings.perOrganisation
      ) {
        this.turn.push(ep);
        skipped++;
        continue;
      }
      skipped = 0;
      const q = l.queue.shift()!;
      if (l.queue.length) this.turn.push(ep);
      this.begin(l, q);
    }
  }

  private begin(l: Lease, q: Queued): void {
    const row = q.row;
    // Never start an attempt that could outlive the lease: once it ends another dispatcher may
    // take the endpoint over. Left pending, the delivery goes to whoever holds the endpoint next.
    if (this.now().getTime() + this.settings.timeoutMs + 1000 >= l.until) {
      l.held.delete(row.seq);
      return;
    }
    this.running++;
    l.running++;
    this.runningBy.set(l.orgId, (this.runningBy.get(l.orgId) ?? 0) + 1);
    const p: Promise<void> = this.attempt(l, q)
      .catch((err): AttemptOutcome => {
        this.services.log.error({ err, delivery: row.id }, 'webhooks: attempt crashed');
        return { ok: false, statusCode: null, error: 'internal error during delivery' };
      })
      .then((outcome) => this.collect(l, row, outcome))
      .finally(() => {
        this.attempts.delete(p);
        this.running--;
        l.running--;
        const n = this.runningBy.get(l.orgId)! - 1;
        if (n > 0) this.runningBy.set(l.orgId, n);
        else this.runningBy.delete(l.orgId);
        this.pump();
        this.work.notify();
      });
    this.attempts.add(p);
  }

  private attempt(l: Lease, q: Queued): Promise<AttemptOutcome> {
    const { current, previous, previousUntil, error } = l.keys;
    if (!current) return Promise.resolve({ ok: false, statusCode: null, error });
    // During a rotation's overlap both keys sign, newest first (docs/webhooks.md, rotation).
    const signingKeys = previous && this.now().getTime() < previousUntil ? [current, previous] : [current];
    return this.client.send({
      product: l.product,
      id: q.row.id,
      event_type: q.event.event_type,
      bodyTail: q.event.bodyTail,
      url: l.url,
      signingKeys,
    });
  }

  private collect(l: Lease, row: DueDelivery, o: AttemptOutcome): void {
    const at = this.now();
    const attempt = row.attempt_count + 1;
    let status: AttemptResult['status'];
    let nextAt: string | null = null;
    if (o.ok) status = 'delivered';
    else {
      const delay = attempt >= maxAttempts(this.settings) ? null : retryDelay(this.settings, attempt, this.random);
      if (delay === null) status = 'dead';
      else {
        status = 'pending';
        nextAt = new Date(at.getTime() + delay).toISOString();
      }
    }
    this.stats.attempted++;
    if (status === 'delivered') this.stats.delivered++;
    else this.stats.failed++;
    if (status === 'dead') this.stats.dead++;
    // A lease lost meanwhile: the result would be fenced out anyway.
    if (this.leases.get(l.endpointId) !== l) return;
    this.results.push({
      seq: row.seq,
      endpoint_id: l.endpointId,
      lease: l.token,
      ok: o.ok,
      status,
      code: o.statusCode,
      error: o.error,
      at: at.toISOString(),
      next_at: nextAt,
      ord: this.ord++,
    });
  }
}

function countIn(set: Set<number>, of: Set<number>): number {
  if (!of.size) return 0;
  let n = 0;
  for (const x of set) if (of.has(x)) n++;
  return n;
}

/** A dispatcher with the configured settings (the environment's), overridden by the given ones (tests, bench). */
export function createDispatcher(
  services: Services,
  overrides: Partial<WebhookSettings> = {},
  opts: { random?: () => number } = {},
): Dispatcher {
  return new Dispatcher(services, resolveSettings({ ...services.config.webhooks, ...overrides }), opts);
}
