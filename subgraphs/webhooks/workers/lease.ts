// One endpoint lease this dispatcher holds, with the deliveries it read ahead, and what a cycle
// asks of it (read ahead, keep, release): pure, time given.
import type { Product } from '../decide/products.js';
import type { DeliveryJob } from '../connectors/types.js';
import type { WebhookSettings } from '../settings.js';
import type { DueDelivery, HeldLease } from '../store/index.js';
import type { OpenKeys } from './endpoint-keys.js';

/** An event's part of its deliveries' jobs, built once per event per cycle. */
export type EventPart = Pick<DeliveryJob, 'event_type' | 'bodyTail'>;

/** A delivery read ahead, with its event's part. */
export interface Queued {
  row: DueDelivery;
  event: EventPart;
}

/** An endpoint this dispatcher holds the lease of, with the deliveries it read ahead. */
export interface Lease {
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

/** The dispatcher's bounds on leases, from its settings. */
export interface LeaseLimits {
  /** Deliveries read ahead per endpoint at most (queued, running or unrecorded). */
  perLease: number;
  /** Endpoints leased at once: enough to fill every slot twice over. */
  maxLeases: number;
  /** Endpoints of one organisation leased at once: enough to fill its slots twice over. */
  leasesPerOrganisation: number;
  perEndpoint: number;
  leaseMs: number;
  turnMs: number;
}

export function leaseLimits(s: WebhookSettings): LeaseLimits {
  return {
    perLease: s.perEndpoint * s.claimAhead,
    maxLeases: Math.ceil(s.maxInFlight / s.perEndpoint) * 2,
    leasesPerOrganisation: Math.ceil(Math.min(s.perOrganisation, s.maxInFlight) / s.perEndpoint) * 2,
    perEndpoint: s.perEndpoint,
    leaseMs: s.leaseMs,
    turnMs: s.turnMs,
  };
}

/**
 * What a cycle would ask of a lease now (null: nothing): let it go when idle and run dry, turned
 * over or stopping; read ahead while at least half its room is free; renew when half its time is gone.
 */
export function leaseOp(
  l: Lease,
  now: number,
  recording: Set<number>,
  limits: LeaseLimits,
  stopping: boolean,
): HeldLease['op'] | null {
  const unrecorded = l.held.size - countIn(l.held, recording);
  const idle = l.running === 0 && l.queue.length === 0 && unrecorded === 0;
  const turnOver = now - l.since >= limits.turnMs;
  if (idle && (stopping || l.exhausted || turnOver)) return 'release';
  if (!stopping && !l.exhausted && !turnOver && limits.perLease - unrecorded >= limits.perLease / 2) return 'read';
  if (l.until - now < limits.leaseMs / 2) return 'keep';
  return null;
}

/** How many of `set` are in `of`. */
export function countIn(set: Set<number>, of: Set<number>): number {
  if (!of.size) return 0;
  let n = 0;
  for (const x of set) if (of.has(x)) n++;
  return n;
}
