// The delivery engine (spec 3.4, 6.2; docs/webhooks.md part 3). Two loops per dispatcher:
// - fan-out: outbox events → one delivery per active, subscribed endpoint (woken by NOTIFY from
//   the outbox trigger, and by the sweep);
// - delivery: one statement per cycle records finished attempts and claims due deliveries ahead
//   (FOR UPDATE SKIP LOCKED, so several dispatcher processes share the work); claimed rows wait
//   in per-endpoint queues and start as slots free (maxInFlight per process, perEndpoint per
//   endpoint, round-robin), each POSTed signed, once per claim.
//
// Crash safety: a claim is a lease. A dispatcher killed mid-attempt leaves its rows claimed
// until the lease (settings.leaseMs) runs out; then any dispatcher takes them over with the
// same delivery id and body. A result is recorded only under the claim token it was taken
// with, so a dispatcher that stalled past its lease cannot overwrite its successor's outcome,
// and no attempt is started that could outlive its lease. Delivery is therefore at least
// once: receivers deduplicate on the delivery id (spec 6.3).
import { randomUUID } from 'node:crypto';
import type { Services } from '../../platform/services.js';
import { DeliveryClient, type AttemptOutcome } from './delivery-client.js';
import { maxAttempts, resolveSettings, retryDelay, webhookEnv, type WebhookSettings } from './settings.js';
import { sign, signingKey } from './signing.js';
import { TAGS, type Product } from './catalogue.js';
import { WAKE_CHANNEL, fanOut, prune, settleAndClaim, type AttemptResult, type ClaimedDelivery } from './store.js';

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

const emptyStats = (): PassStats => ({ events: 0, queued: 0, attempted: 0, delivered: 0, failed: 0, dead: 0, disabled: [] });

/** The exact bytes POSTed: the four body keys of spec 6.2, in order, no wrapper. */
export function deliveryBody(d: { id: string; event_type: string; occurred_at: Date; data: unknown }): Buffer {
  return Buffer.from(JSON.stringify({ id: d.id, type: d.event_type, occurred_at: d.occurred_at.toISOString(), data: d.data ?? {} }));
}

/** The five headers of spec 6.2 (the HTTP client adds only Host, Content-Length and Connection). */
export function deliveryHeaders(product: Product, d: { id: string; event_type: string }, signature: string): Record<string, string> {
  const tag = TAGS[product];
  return {
    'Content-Type': 'application/json',
    'User-Agent': `${tag}-Webhooks/1`,
    [`X-${tag}-Event`]: d.event_type,
    [`X-${tag}-Delivery`]: d.id,
    [`X-${tag}-Signature`]: signature,
  };
}

/** A one-shot latch: wait() resolves at the next notify(), or at once if one came meanwhile. */
class Signal {
  private waiters: (() => void)[] = [];
  private raised = false;
  notify(): void {
    if (!this.waiters.length) {
      this.raised = true;
      return;
    }
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
  wait(timeoutMs?: number): Promise<void> {
    if (this.raised) {
      this.raised = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      this.waiters.push(done);
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== done);
          resolve();
        }, timeoutMs);
      }
    });
  }
}

/** Results wait at most this long for a bigger batch while attempts keep running. */
const RECORD_BATCH_MS = 20;

/** Lets every I/O callback already due run first (setImmediate follows the poll phase). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Held extends ClaimedDelivery {
  token: string;
  leaseUntil: number;
}

export class Dispatcher {
  readonly settings: WebhookSettings;
  private client: DeliveryClient;
  /** Claimed deliveries waiting for a slot, per endpoint (FIFO), and the round-robin order. */
  private queues = new Map<string, Held[]>();
  private turn: string[] = [];
  private queued = 0;
  /** Attempts in flight, in total and per endpoint. */
  private running = 0;
  private runningPer = new Map<string, number>();
  private attempts = new Set<Promise<void>>();
  private results: AttemptResult[] = [];
  private seq = 0;
  private stats: PassStats = emptyStats();
  private active = false;
  private loops: Promise<void>[] = [];
  /** Work for the delivery loop: an attempt finished, deliveries were fanned out, stop. */
  private work = new Signal();
  /** Work for the fan-out loop: NOTIFY from the outbox trigger, stop. */
  private outbox = new Signal();
  private fanGen = 0;
  /** The last claim got fewer than it asked for. */
  private drained = false;
  private lastCycle = 0;
  private unlisten: (() => Promise<void>) | null = null;
  private lastPrune = 0;
  private random: () => number;

  constructor(private services: Services, settings: WebhookSettings, opts: { random?: () => number } = {}) {
    this.settings = settings;
    this.client = new DeliveryClient(settings);
    this.random = opts.random ?? Math.random;
  }

  private now(): Date {
    return this.services.clock.now();
  }

  /** Claimed deliveries waiting or running in this process, at most. */
  private get maxHeld(): number {
    return this.settings.maxInFlight * this.settings.claimAhead;
  }

  /**
   * How long to wait before the next cycle (0: now; Infinity: until something happens). A cycle
   * is a database round trip, so it runs when worth one: when idle, when the local queue runs
   * low, when a batch of results is ready, and otherwise every RECORD_BATCH_MS while results
   * wait — attempts keep starting from the queue meanwhile.
   */
  private cycleDelay(): number {
    const canClaim = this.maxHeld - this.running - this.queued > 0 && !this.drained;
    const results = this.results.length;
    if (results === 0 && !canClaim) return Infinity;
    const low = this.queued < this.settings.maxInFlight * 2;
    if (this.running === 0 && this.queued === 0) return 0;
    if (low || results >= this.settings.maxInFlight / 2) return 0;
    return Math.max(0, this.lastCycle + RECORD_BATCH_MS - Date.now());
  }

  /**
   * One full pass, for tests and one-shot runs: fans out every waiting event (alongside the
   * deliveries), attempts every delivery due now once, waits for the attempts and records them.
   */
  async runOnce(): Promise<PassStats> {
    if (this.active) throw new Error('runOnce: the dispatcher is running continuously');
    const stats = (this.stats = emptyStats());
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
        // Nothing due, held, unrecorded or left to fan out: done.
        if (this.running === 0 && this.queued === 0 && this.results.length === 0 && this.drained && fanDone) break;
        await this.work.wait(Number.isFinite(delay) ? delay : undefined);
        await afterPendingIo();
      }
    } finally {
      await fan; // surfaces a fan-out failure
    }
    this.stats = emptyStats();
    return stats;
  }

  /** Runs until stop(): wakes on NOTIFY from the outbox trigger and at least every sweepMs. */
  async start(): Promise<void> {
    if (this.active) return;
    this.active = true;
    this.drained = false;
    try {
      this.unlisten = await this.services.db.listen(WAKE_CHANNEL, () => this.outbox.notify());
    } catch (err) {
      this.services.log.warn({ err: (err as Error).message }, 'webhooks: LISTEN failed; relying on the sweep interval');
    }
    this.outbox.notify();
    this.loops = [this.fanOutLoop(), this.deliveryLoop()];
  }

  /**
   * Stops claiming, hands queued deliveries back (due again at once, for any dispatcher), lets
   * attempts in flight finish (bounded by the time-out) and records them.
   */
  async stop(): Promise<void> {
    if (!this.active) {
      this.client.close();
      return;
    }
    this.active = false;
    this.work.notify();
    this.outbox.notify();
    await Promise.all(this.loops);
    const at = this.now().toISOString();
    for (const q of this.queues.values()) {
      for (const row of q) {
        this.results.push({ id: row.id, token: row.token, released: true, ok: false, status: 'pending', code: null, error: null, at, next_at: null, seq: this.seq++ });
      }
    }
    this.queues.clear();
    this.turn = [];
    this.queued = 0;
    await Promise.allSettled([...this.attempts]);
    await this.cycle(false).catch((err) => this.services.log.error({ err }, 'webhooks: final recording failed'));
    await this.unlisten?.().catch(() => undefined);
    this.client.close();
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
        const sweepIn = lastSweep + this.settings.sweepMs - Date.now();
        if (sweepIn <= 0) {
          lastSweep = Date.now();
          this.drained = false; // retries may have fallen due
        }
        const delay = this.cycleDelay();
        if (delay === 0) {
          await this.cycle();
          continue;
        }
        // Wait for an attempt to finish, deliveries to be fanned out, or the sweep.
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
    if (r.deliveries > 0) {
      this.fanGen++;
      this.drained = false;
      this.work.notify();
    }
    return r.events;
  }

  /**
   * One round trip: records the finished attempts and, when there is room worth a round trip
   * (or nothing left to start), claims due deliveries ahead.
   */
  private async cycle(claim = true): Promise<void> {
    // Finished attempts no longer count: their results are recorded by this or the next cycle.
    const room = this.maxHeld - this.running - this.queued;
    // Recording frees per-endpoint capacity, so a cycle with results may claim although drained.
    const ask = claim && room > 0 && (!this.drained || this.results.length > 0) ? room : 0;
    if (ask === 0 && this.results.length === 0) return;
    this.lastCycle = Date.now();
    const gen = this.fanGen;
    const batch = this.results;
    this.results = [];
    const now = this.now();
    const token = randomUUID();
    const leaseUntil = now.getTime() + this.settings.leaseMs;
    let r: Awaited<ReturnType<typeof settleAndClaim>>;
    try {
      r = await settleAndClaim(this.services.db, batch, {
        now,
        total: ask,
        // claimed per endpoint in the database: waiting, running, or finished and not yet recorded
        perEndpoint: this.settings.perEndpoint * this.settings.claimAhead * 2,
        token,
        leaseUntil: new Date(leaseUntil),
        disableAfter: this.settings.disableAfterFailures,
        disableCutoff: new Date(now.getTime() - this.settings.disableAfterMs),
      });
    } catch (err) {
      // Not recorded: those rows stay claimed until their lease ends, then are attempted again.
      this.services.log.error({ err, results: batch.length }, 'webhooks: recording results and claiming failed');
      throw err;
    }
    if (r.disabled.length) {
      this.stats.disabled.push(...r.disabled);
      this.services.log.warn({ endpoints: r.disabled }, 'webhooks: endpoints disabled after sustained delivery failures');
    }
    // Fewer than asked: nothing more is claimable now (until deliveries are fanned out,
    // results free capacity, or the sweep finds retries due).
    if (ask > 0) this.drained = r.claimed.length < ask && this.fanGen === gen;
    for (const row of r.claimed) this.enqueue({ ...row, token, leaseUntil });
    this.pump();
  }

  private enqueue(row: Held): void {
    this.queued++;
    let q = this.queues.get(row.endpoint_id);
    if (!q) {
      this.queues.set(row.endpoint_id, (q = []));
      this.turn.push(row.endpoint_id);
    }
    q.push(row);
  }

  /** Starts queued deliveries while slots are free: round-robin over endpoints, FIFO within one. */
  private pump(): void {
    let skipped = 0;
    while (this.running < this.settings.maxInFlight && this.turn.length > 0 && skipped < this.turn.length) {
      const ep = this.turn.shift()!;
      if ((this.runningPer.get(ep) ?? 0) >= this.settings.perEndpoint) {
        this.turn.push(ep);
        skipped++;
        continue;
      }
      skipped = 0;
      const q = this.queues.get(ep)!;
      const row = q.shift()!;
      if (q.length) this.turn.push(ep);
      else this.queues.delete(ep);
      this.queued--;
      this.begin(row);
    }
  }

  private begin(row: Held): void {
    // Never start an attempt that could outlive the claim: once the lease ends another
    // dispatcher may take the delivery over. Left claimed, it is due again at the lease end.
    if (this.now().getTime() + this.settings.timeoutMs + 1000 >= row.leaseUntil) return;
    this.running++;
    this.runningPer.set(row.endpoint_id, (this.runningPer.get(row.endpoint_id) ?? 0) + 1);
    const p: Promise<void> = this.attempt(row)
      .catch((err): AttemptOutcome => {
        this.services.log.error({ err, delivery: row.id }, 'webhooks: attempt crashed');
        return { ok: false, statusCode: null, error: 'internal error during delivery' };
      })
      .then((outcome) => this.collect(row, outcome))
      .finally(() => {
        this.attempts.delete(p);
        this.running--;
        const n = (this.runningPer.get(row.endpoint_id) ?? 1) - 1;
        if (n > 0) this.runningPer.set(row.endpoint_id, n);
        else this.runningPer.delete(row.endpoint_id);
        this.pump();
        this.work.notify();
      });
    this.attempts.add(p);
  }

  private attempt(row: ClaimedDelivery): Promise<AttemptOutcome> {
    const body = deliveryBody(row);
    const headers = deliveryHeaders(row.product as Product, row, sign(signingKey(row.secret_hash), body));
    return this.client.post(row.url, headers, body);
  }

  private collect(row: Held, o: AttemptOutcome): void {
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
    this.results.push({
      id: row.id,
      token: row.token,
      released: false,
      ok: o.ok,
      status,
      code: o.statusCode,
      error: o.error,
      at: at.toISOString(),
      next_at: nextAt,
      seq: this.seq++,
    });
  }
}

/** A dispatcher with the environment's settings, overridden by the given ones (tests, bench). */
export function createDispatcher(services: Services, overrides: Partial<WebhookSettings> = {}, opts: { random?: () => number } = {}): Dispatcher {
  return new Dispatcher(services, resolveSettings({ ...webhookEnv(), ...overrides }), opts);
}
