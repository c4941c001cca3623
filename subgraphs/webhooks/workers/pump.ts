// Starts queued deliveries while slots are free (maxInFlight per process, perEndpoint per
// endpoint, perOrganisation per organisation), sends each, and turns each outcome into the
// result the next cycle records (delivered, a retry on the ladder, or dead).
import type { Logger } from '../../../platform/logger.js';
import type { AttemptOutcome, DeliveryJob } from '../connectors/types.js';
import { maxAttempts, retryDelay, type WebhookSettings } from '../settings.js';
import type { AttemptResult, DueDelivery } from '../store/index.js';
import { signingKeysAt } from './endpoint-keys.js';
import type { Lease, Queued } from './lease.js';
import type { Leases } from './leases.js';

export interface PumpDeps {
  now: () => Date;
  send: (job: DeliveryJob) => Promise<AttemptOutcome>;
  log: Logger;
  random: () => number;
  /** An attempt's result is decided (counted in the pass's figures). */
  onOutcome: (status: AttemptResult['status']) => void;
  /** An attempt finished: the delivery loop has work. */
  onSettled: () => void;
}

/** What an attempt's outcome makes of its delivery: delivered, pending until its retry, or dead past the ladder. */
export function attemptStatus(
  o: AttemptOutcome,
  attempt: number,
  settings: WebhookSettings,
  at: Date,
  random: () => number,
): Pick<AttemptResult, 'status' | 'next_at'> {
  if (o.ok) return { status: 'delivered', next_at: null };
  const delay = attempt >= maxAttempts(settings) ? null : retryDelay(settings, attempt, random);
  if (delay === null) return { status: 'dead', next_at: null };
  return { status: 'pending', next_at: new Date(at.getTime() + delay).toISOString() };
}

export class Pump {
  running = 0;
  /** Attempts in flight per organisation. */
  private runningBy = new Map<string, number>();
  private attempts = new Set<Promise<void>>();
  private finished: AttemptResult[] = [];
  private ord = 0;

  constructor(
    private leases: Leases,
    private settings: WebhookSettings,
    private deps: PumpDeps,
  ) {}

  /** Results not yet recorded. */
  get results(): readonly AttemptResult[] {
    return this.finished;
  }

  /** Hands the results over for recording. */
  takeResults(): AttemptResult[] {
    const batch = this.finished;
    this.finished = [];
    return batch;
  }

  /** Results a cycle could not record (the database went away): recorded by the next one. */
  giveBack(batch: AttemptResult[]): void {
    this.finished = [...batch, ...this.finished];
  }

  /** Resolves when every attempt in flight has finished. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.attempts]);
  }

  /** Starts queued deliveries while slots are free, each endpoint and organisation within its share. */
  pump(): void {
    const fits = (l: Lease) =>
      l.running < this.settings.perEndpoint && (this.runningBy.get(l.orgId) ?? 0) < this.settings.perOrganisation;
    while (this.running < this.settings.maxInFlight) {
      const next = this.leases.next(fits);
      if (!next) return;
      this.begin(next.lease, next.queued);
    }
  }

  private begin(l: Lease, q: Queued): void {
    const row = q.row;
    // Never start an attempt that could outlive the lease: once it ends another dispatcher may
    // take the endpoint over. Left pending, the delivery goes to whoever holds the endpoint next.
    if (this.deps.now().getTime() + this.settings.timeoutMs + 1000 >= l.until) {
      l.held.delete(row.seq);
      return;
    }
    this.running++;
    l.running++;
    this.runningBy.set(l.orgId, (this.runningBy.get(l.orgId) ?? 0) + 1);
    const p: Promise<void> = this.attempt(l, q)
      .catch((err): AttemptOutcome => {
        this.deps.log.error({ err, delivery: row.id }, 'webhooks: attempt crashed');
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
        this.deps.onSettled();
      });
    this.attempts.add(p);
  }

  private attempt(l: Lease, q: Queued): Promise<AttemptOutcome> {
    const { current, error } = l.keys;
    if (!current) return Promise.resolve({ ok: false, statusCode: null, error });
    return this.deps.send({
      product: l.product,
      id: q.row.id,
      event_type: q.event.event_type,
      bodyTail: q.event.bodyTail,
      url: l.url,
      signingKeys: signingKeysAt(l.keys, this.deps.now().getTime()),
    });
  }

  private collect(l: Lease, row: DueDelivery, o: AttemptOutcome): void {
    const at = this.deps.now();
    const { status, next_at } = attemptStatus(o, row.attempt_count + 1, this.settings, at, this.deps.random);
    this.deps.onOutcome(status);
    // A lease lost meanwhile: the result would be fenced out anyway.
    if (this.leases.get(l.endpointId) !== l) return;
    this.finished.push({
      seq: row.seq,
      endpoint_id: l.endpointId,
      created_at: row.created_at,
      lease: l.token,
      ok: o.ok,
      status,
      code: o.statusCode,
      error: o.error,
      at: at.toISOString(),
      next_at,
      ord: this.ord++,
    });
  }
}
