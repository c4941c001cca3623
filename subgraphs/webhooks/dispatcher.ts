// The delivery engine (spec 3.4, 6.2): fans outbox events out to endpoints, claims due
// deliveries (FOR UPDATE SKIP LOCKED, so several dispatcher processes share the work), POSTs
// each signed body once per claim, and records results in batches.
//
// Crash safety: a claim is a lease. A dispatcher killed mid-attempt leaves its rows claimed
// until the lease (settings.leaseMs) runs out; then any dispatcher takes them over with the
// same delivery id and body. A result is recorded only under the claim token it was taken
// with, so a dispatcher that stalled past its lease cannot overwrite its successor's outcome.
// Delivery is therefore at least once: receivers deduplicate on the delivery id (spec 6.3).
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

/** Lets every I/O callback already due run first (setImmediate follows the poll phase). */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Dispatcher {
  readonly settings: WebhookSettings;
  private client: DeliveryClient;
  private inFlight = new Set<Promise<void>>();
  private results: AttemptResult[] = [];
  private seq = 0;
  private stats: PassStats = emptyStats();
  private running = false;
  private loops: Promise<void>[] = [];
  /** Work for the delivery loop: an attempt finished, deliveries were fanned out, a sweep, stop. */
  private work = new Signal();
  /** Work for the fan-out loop: NOTIFY from the outbox trigger, a sweep, stop. */
  private outbox = new Signal();
  private fanGen = 0;
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

  /**
   * One full pass, for tests and one-shot runs: fans out every waiting event (alongside the
   * deliveries), attempts every delivery due now once, waits for the attempts and records them.
   */
  async runOnce(): Promise<PassStats> {
    if (this.running) throw new Error('runOnce: the dispatcher is running continuously');
    const stats = (this.stats = emptyStats());
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
        const gen = this.fanGen;
        const more = await this.cycle();
        if (more && this.inFlight.size < this.settings.maxInFlight) continue;
        if (this.results.length > 0) continue; // attempts finished meanwhile: record, claim again
        if (this.fanGen !== gen) continue; // deliveries were fanned out since the claim
        if (this.inFlight.size === 0 && fanDone) break; // nothing due, in flight, unrecorded or to fan out
        await this.work.wait();
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
    if (this.running) return;
    this.running = true;
    try {
      this.unlisten = await this.services.db.listen(WAKE_CHANNEL, () => this.outbox.notify());
    } catch (err) {
      this.services.log.warn({ err: (err as Error).message }, 'webhooks: LISTEN failed; relying on the sweep interval');
    }
    this.outbox.notify();
    this.loops = [this.fanOutLoop(), this.deliveryLoop()];
  }

  /** Stops claiming, lets attempts in flight finish (bounded by the time-out) and records them. */
  async stop(): Promise<void> {
    if (!this.running) {
      this.client.close();
      return;
    }
    this.running = false;
    this.work.notify();
    this.outbox.notify();
    await Promise.all(this.loops);
    await Promise.allSettled([...this.inFlight]);
    await this.cycle(false).catch((err) => this.services.log.error({ err }, 'webhooks: final recording failed'));
    await this.unlisten?.().catch(() => undefined);
    this.client.close();
  }

  private async fanOutLoop(): Promise<void> {
    while (this.running) {
      await this.outbox.wait(this.settings.sweepMs); // NOTIFY, or the sweep for anything missed
      if (!this.running) break;
      try {
        while (this.running && (await this.fanOutBatch()) === this.settings.fanOutBatch);
        await this.maybePrune();
      } catch (err) {
        this.services.log.error({ err }, 'webhooks: fan-out failed');
        await new Promise((r) => setTimeout(r, Math.min(this.settings.sweepMs, 1000)));
      }
    }
  }

  private async deliveryLoop(): Promise<void> {
    let lastSweep = Date.now();
    while (this.running) {
      try {
        const more = await this.cycle();
        if (!this.running) break;
        if (more && this.inFlight.size < this.settings.maxInFlight) continue;
        if (this.results.length > 0) continue;
        // Wait for an attempt to finish, deliveries to be fanned out, or the sweep (retries due).
        const wait = lastSweep + this.settings.sweepMs - Date.now();
        if (wait > 0) {
          await this.work.wait(wait);
          await afterPendingIo();
        }
        if (Date.now() - lastSweep >= this.settings.sweepMs) lastSweep = Date.now();
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
      this.work.notify();
    }
    return r.events;
  }

  /**
   * One round trip: records the finished attempts and claims as many due deliveries as there
   * is room for, then launches them. True when it got all it asked for (more may be due).
   */
  private async cycle(claim = true): Promise<boolean> {
    const room = claim ? this.settings.maxInFlight - this.inFlight.size : 0;
    if (room <= 0 && this.results.length === 0) return false;
    const batch = this.results;
    this.results = [];
    const now = this.now();
    const token = randomUUID();
    let r: Awaited<ReturnType<typeof settleAndClaim>>;
    try {
      r = await settleAndClaim(this.services.db, batch, {
        now,
        total: Math.max(0, room),
        perEndpoint: this.settings.perEndpoint,
        token,
        leaseUntil: new Date(now.getTime() + this.settings.leaseMs),
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
    for (const row of r.claimed) this.launch(row, token);
    return room > 0 && r.claimed.length === room;
  }

  private launch(row: ClaimedDelivery, token: string): void {
    const p: Promise<void> = this.attempt(row)
      .catch((err): AttemptOutcome => {
        this.services.log.error({ err, delivery: row.id }, 'webhooks: attempt crashed');
        return { ok: false, statusCode: null, error: 'internal error during delivery' };
      })
      .then((outcome) => this.collect(row, token, outcome))
      .finally(() => {
        this.inFlight.delete(p);
        this.work.notify();
      });
    this.inFlight.add(p);
  }

  private attempt(row: ClaimedDelivery): Promise<AttemptOutcome> {
    const body = deliveryBody(row);
    const headers = deliveryHeaders(row.product as Product, row, sign(signingKey(row.secret_hash), body));
    return this.client.post(row.url, headers, body);
  }

  private collect(row: ClaimedDelivery, token: string, o: AttemptOutcome): void {
    const at = this.now();
    let status: AttemptResult['status'];
    let nextAt: string | null = null;
    if (o.ok) status = 'delivered';
    else {
      const delay = row.attempt_count >= maxAttempts(this.settings) ? null : retryDelay(this.settings, row.attempt_count, this.random);
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
    this.results.push({ id: row.id, token, ok: o.ok, status, code: o.statusCode, error: o.error, at: at.toISOString(), next_at: nextAt, seq: this.seq++ });
  }
}

/** A dispatcher with the environment's settings, overridden by the given ones (tests, bench). */
export function createDispatcher(services: Services, overrides: Partial<WebhookSettings> = {}, opts: { random?: () => number } = {}): Dispatcher {
  return new Dispatcher(services, resolveSettings({ ...webhookEnv(), ...overrides }), opts);
}
