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
import { WAKE_CHANNEL, claimDue, fanOut, prune, recordResults, type AttemptResult, type ClaimedDelivery } from './store.js';

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

export class Dispatcher {
  readonly settings: WebhookSettings;
  private client: DeliveryClient;
  private inFlight = new Set<Promise<void>>();
  private results: AttemptResult[] = [];
  private seq = 0;
  private stats: PassStats = emptyStats();
  private running = false;
  private loopDone: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private wakeRequested = false;
  private outboxDirty = true;
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
   * One full pass, for tests and one-shot runs: fans out every waiting event, attempts every
   * delivery due now (once each), waits for the attempts and records them.
   */
  async runOnce(): Promise<PassStats> {
    if (this.running) throw new Error('runOnce: the dispatcher is running continuously');
    const stats = (this.stats = emptyStats());
    while ((await this.fanOutBatch()) === this.settings.fanOutBatch);
    for (;;) {
      const more = await this.claimAndLaunch();
      if (more && this.inFlight.size < this.settings.maxInFlight) continue;
      if (this.results.length > 0) continue; // attempts finished meanwhile: record, claim again
      if (this.inFlight.size > 0) await this.someFinished();
      else break; // nothing due, nothing in flight, nothing unrecorded
    }
    await this.flush();
    this.stats = emptyStats();
    return stats;
  }

  /** Runs until stop(): wakes on NOTIFY from the outbox trigger and at least every sweepMs. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.outboxDirty = true;
    try {
      this.unlisten = await this.services.db.listen(WAKE_CHANNEL, () => {
        this.outboxDirty = true;
        this.poke();
      });
    } catch (err) {
      this.services.log.warn({ err: (err as Error).message }, 'webhooks: LISTEN failed; relying on the sweep interval');
    }
    this.loopDone = this.loop();
  }

  /** Stops claiming, lets attempts in flight finish (bounded by the time-out) and records them. */
  async stop(): Promise<void> {
    if (!this.running) {
      this.client.close();
      return;
    }
    this.running = false;
    this.poke();
    await this.loopDone;
    await Promise.allSettled([...this.inFlight]);
    await this.flush().catch((err) => this.services.log.error({ err }, 'webhooks: final flush failed'));
    await this.unlisten?.().catch(() => undefined);
    this.client.close();
  }

  private poke(): void {
    this.wakeRequested = true;
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.wake = null;
        this.outboxDirty = true; // the sweep: also catch events whose NOTIFY was missed
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(t);
        resolve();
      };
    }).then(() => {
      this.wakeRequested = false;
    });
  }

  private async loop(): Promise<void> {
    let lastSweep = Date.now();
    while (this.running) {
      try {
        if (this.outboxDirty) {
          this.outboxDirty = false;
          if ((await this.fanOutBatch()) === this.settings.fanOutBatch) this.outboxDirty = true;
        }
        await this.maybePrune();
        const more = this.inFlight.size < this.settings.maxInFlight ? await this.claimAndLaunch() : false;
        if (!this.running) break;
        if (more && this.inFlight.size < this.settings.maxInFlight) continue; // more may be due
        if (this.outboxDirty || this.results.length > 0) continue;
        // Wait for an attempt to finish (its result frees per-endpoint capacity), a NOTIFY,
        // or the sweep interval.
        const sinceSweep = Date.now() - lastSweep;
        const wait = Math.max(0, this.settings.sweepMs - sinceSweep);
        if (wait === 0) {
          lastSweep = Date.now();
          this.outboxDirty = true;
          continue;
        }
        if (this.inFlight.size) await Promise.race([this.someFinished(), this.sleep(wait)]);
        else {
          await this.sleep(wait);
          if (Date.now() - lastSweep >= this.settings.sweepMs) lastSweep = Date.now();
        }
      } catch (err) {
        this.services.log.error({ err }, 'webhooks: dispatcher pass failed');
        await this.sleep(Math.min(this.settings.sweepMs, 1000));
      }
    }
  }

  /**
   * Resolves when an attempt has finished, after every other answer already received has been
   * handled too (setImmediate runs after the poll phase), so results are recorded in batches.
   */
  private async someFinished(): Promise<void> {
    await Promise.race(this.inFlight);
    await new Promise<void>((resolve) => setImmediate(resolve));
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
    return r.events;
  }

  /**
   * Records finished attempts, then claims as many due deliveries as capacity allows; true
   * when it got all it asked for (more may be due).
   */
  private async claimAndLaunch(): Promise<boolean> {
    await this.flush();
    const room = this.settings.maxInFlight - this.inFlight.size;
    if (room <= 0) return false;
    const now = this.now();
    const token = randomUUID();
    const rows = await claimDue(this.services.db, {
      now,
      total: room,
      perEndpoint: this.settings.perEndpoint,
      token,
      leaseUntil: new Date(now.getTime() + this.settings.leaseMs),
    });
    for (const row of rows) this.launch(row, token);
    return rows.length === room;
  }

  private launch(row: ClaimedDelivery, token: string): void {
    const p: Promise<void> = this.attempt(row)
      .catch((err): AttemptOutcome => {
        this.services.log.error({ err, delivery: row.id }, 'webhooks: attempt crashed');
        return { ok: false, statusCode: null, error: 'internal error during delivery' };
      })
      .then((outcome) => this.collect(row, token, outcome))
      .finally(() => this.inFlight.delete(p));
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

  private async flush(): Promise<void> {
    if (!this.results.length) return;
    const batch = this.results;
    this.results = [];
    const now = this.now();
    try {
      const r = await recordResults(this.services.db, batch, {
        now,
        disableAfter: this.settings.disableAfterFailures,
        disableCutoff: new Date(now.getTime() - this.settings.disableAfterMs),
      });
      if (r.disabled.length) {
        this.stats.disabled.push(...r.disabled);
        this.services.log.warn({ endpoints: r.disabled }, 'webhooks: endpoints disabled after sustained delivery failures');
      }
    } catch (err) {
      // Not recorded: the rows stay claimed until their lease ends, then are attempted again.
      this.services.log.error({ err, results: batch.length }, 'webhooks: recording results failed');
      throw err;
    }
  }
}

/** A dispatcher with the environment's settings, overridden by the given ones (tests, bench). */
export function createDispatcher(services: Services, overrides: Partial<WebhookSettings> = {}, opts: { random?: () => number } = {}): Dispatcher {
  return new Dispatcher(services, resolveSettings({ ...webhookEnv(), ...overrides }), opts);
}
