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
//
// This class runs the loops and the cycle; its parts: leases.ts (the leases held, their queues and
// turn; lease.ts what a cycle asks of one), pump.ts (slots, attempts, outcomes), pacing.ts (when
// the next cycle runs), endpoint-keys.ts (what a lease signs with).
import type { Services } from '../../../platform/services.js';
import { resolveSettings, type WebhookSettings } from '../settings.js';
import {
  WAKE_CHANNEL,
  dropExpiredHistoryMonths,
  fanOut,
  leaseCycle,
  prepareHistoryMonths,
  prune,
  type LeaseCycleResult,
} from '../store/index.js';
import { DeliveryWorker } from './delivery-worker.js';
import { openKeys } from './endpoint-keys.js';
import { leaseLimits, type LeaseLimits } from './lease.js';
import { Leases } from './leases.js';
import { afterPendingIo, cycleDelay } from './pacing.js';
import { Pump } from './pump.js';
import { Signal } from './signal.js';

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

export class Dispatcher {
  readonly settings: WebhookSettings;
  private client: DeliveryWorker;
  private limits: LeaseLimits;
  private leases: Leases;
  private pump: Pump;
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

  constructor(
    private services: Services,
    settings: WebhookSettings,
    opts: { random?: () => number } = {},
  ) {
    this.settings = settings;
    this.client = new DeliveryWorker(settings);
    this.limits = leaseLimits(settings);
    this.leases = new Leases(this.limits);
    this.pump = new Pump(this.leases, settings, {
      now: () => this.now(),
      send: (job) => this.client.send(job),
      log: services.log,
      random: opts.random ?? Math.random,
      onOutcome: (status) => {
        this.stats.attempted++;
        if (status === 'delivered') this.stats.delivered++;
        else this.stats.failed++;
        if (status === 'dead') this.stats.dead++;
      },
      onSettled: () => this.work.notify(),
    });
  }

  private now(): Date {
    return this.services.clock.now();
  }

  /** Something changed (deliveries fanned out, a NOTIFY, the sweep): look again everywhere. */
  private rescan(): void {
    this.rescans++;
    this.drained = false;
    this.leases.unexhaust();
    this.work.notify();
  }

  /** How long to wait before the next cycle (pacing.ts); attempts keep starting from the queues meanwhile. */
  private cycleDelay(): number {
    return cycleDelay(
      this.leases.values(),
      this.leases.size,
      {
        now: this.now().getTime(),
        wall: Date.now(),
        lastCycle: this.lastCycle,
        unrecorded: this.pump.results.length,
        running: this.pump.running,
        stopping: this.stopping,
        drained: this.drained,
      },
      this.limits,
    );
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
        if (this.leases.size === 0 && this.pump.results.length === 0 && this.drained && fanDone) break;
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
    this.leases.dropQueued();
    await this.pump.settled();
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
    await this.housekeep();
  }

  /**
   * Hourly (and in tests): the deliveries' months ahead are created (this one and the next two),
   * months wholly past retention are detached and dropped, and what is left past it (the
   * boundary month, the default partition) is pruned by row, as are fanned-out events.
   */
  async housekeep(): Promise<{ created: string[]; dropped: string[]; pruned: number }> {
    const now = this.now();
    const before = new Date(now.getTime() - this.settings.retentionMs);
    const created = await prepareHistoryMonths(this.services.db, now);
    const dropped = await dropExpiredHistoryMonths(this.services.db, before);
    const pruned = await prune(this.services.db, before);
    if (created.length || dropped.length || pruned)
      this.services.log.info({ created, dropped, pruned }, 'webhooks: housekeeping');
    return { created, dropped, pruned };
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
    const batch = this.pump.results;
    const held = this.leases.heldLeases(batch, nowMs, this.stopping);
    // Endpoints let go now make room in this round trip: their successors are acquired with it.
    const releasing = new Set(held.filter((h) => h.op === 'release').map((h) => h.endpoint_id));
    const acquire =
      this.stopping || this.drained ? 0 : Math.max(0, this.limits.maxLeases - this.leases.size + releasing.size);
    if (!held.length && !acquire && !batch.length) return;
    const results = this.pump.takeResults();
    this.lastCycle = Date.now();
    const rescans = this.rescans;
    const leaseUntil = nowMs + this.settings.leaseMs;
    let r: LeaseCycleResult;
    try {
      r = await leaseCycle(this.services.db, results, {
        now,
        leaseUntil: new Date(leaseUntil),
        held,
        acquire,
        room: this.limits.perLease,
        leasesPerOrganisation: this.limits.leasesPerOrganisation,
        orgRooms: acquire ? this.leases.orgRooms(releasing) : [],
        disableAfter: this.settings.disableAfterFailures,
        disableCutoff: new Date(nowMs - this.settings.disableAfterMs),
      });
    } catch (err) {
      // Kept for the next cycle, under the same leases: a lease outlives a database failover
      // (60 s against Patroni's 30 s ttl), so what a receiver got is recorded, not sent again.
      // Past the lease the recording is fenced out and whoever holds the endpoint sends them
      // again (at least once).
      this.pump.giveBack(results);
      this.services.log.error({ err, results: results.length }, 'webhooks: recording results and leasing failed');
      throw err;
    }
    this.leases.recorded(results);
    this.noteDisabled(r.disabled);
    const { kept, lost } = this.leases.apply(r, held, leaseUntil, nowMs, (id, k, known) =>
      openKeys(this.settings.secretKey, id, k, known),
    );
    // Only an answer that saw every rescan's deliveries may say nothing more is due (and only
    // one that saw every candidate: organisations over their room may have hidden others).
    const current = this.rescans === rescans;
    if (current && acquire > 0 && r.acquired.length < acquire && r.candidates < acquire * 4) this.drained = true;
    // A lease gone (released, taken over) frees room an organisation's candidates were held back
    // by, and a release may have raced a fan-out: look again, whatever this answer said.
    if (lost) this.drained = false;
    const got = this.leases.queueDue(r);
    if (current) this.leases.markExhausted(r, held, kept, got);
    this.pump.pump();
  }

  private noteDisabled(disabled: string[]): void {
    if (!disabled.length) return;
    this.stats.disabled.push(...disabled);
    this.services.log.warn({ endpoints: disabled }, 'webhooks: endpoints disabled after sustained delivery failures');
  }
}

/** A dispatcher with the configured settings (the environment's), overridden by the given ones (tests, bench). */
export function createDispatcher(
  services: Services,
  overrides: Partial<WebhookSettings> = {},
  opts: { random?: () => number } = {},
): Dispatcher {
  return new Dispatcher(services, resolveSettings({ ...services.config.webhooks, ...overrides }), opts);
}
