// The leases a dispatcher holds and their per-endpoint queues, in round-robin turn: what each
// cycle asks of them, and what its answer changes (kept, lost, acquired, deliveries queued).
// No I/O: the dispatcher runs the cycle, the pump starts the queued deliveries.
import { eventBodyTail } from '../connectors/delivery-client.js';
import type { Product } from '../decide/products.js';
import type { AttemptResult, EndpointKeys, HeldLease, LeaseCycleResult } from '../store/index.js';
import type { OpenKeys } from './endpoint-keys.js';
import { countIn, leaseOp, type EventPart, type Lease, type LeaseLimits, type Queued } from './lease.js';

/** Opens an endpoint's keys, reusing `known` while they are unchanged (endpoint-keys.ts). */
type KeyOpener = (endpointId: string, k: EndpointKeys, known: OpenKeys | null) => OpenKeys;

export class Leases {
  private leases = new Map<string, Lease>();
  /** Round-robin order of endpoints with queued deliveries. */
  private turn: string[] = [];

  constructor(private limits: LeaseLimits) {}

  get size(): number {
    return this.leases.size;
  }

  get(endpointId: string): Lease | undefined {
    return this.leases.get(endpointId);
  }

  values(): IterableIterator<Lease> {
    return this.leases.values();
  }

  /**
   * What each organisation holding leases may still acquire. Leases let go by the same cycle
   * (`releasing`) are not counted: their successors are acquired in that round trip, not the next.
   */
  orgRooms(releasing: ReadonlySet<string> = new Set()): { org_id: string; room: number }[] {
    const held = new Map<string, number>();
    for (const l of this.leases.values())
      if (!releasing.has(l.endpointId)) held.set(l.orgId, (held.get(l.orgId) ?? 0) + 1);
    return [...held].map(([org_id, n]) => ({ org_id, room: this.limits.leasesPerOrganisation - n }));
  }

  /** Something changed: every lease may have due deliveries again. */
  unexhaust(): void {
    for (const l of this.leases.values()) l.exhausted = false;
  }

  /** What this cycle asks of each held lease: read ahead, keep, release (or nothing this time). */
  heldLeases(batch: readonly AttemptResult[], nowMs: number, stopping: boolean): HeldLease[] {
    const recording = new Set(batch.map((r) => r.seq));
    const withResults = new Set(batch.map((r) => r.endpoint_id));
    const held: HeldLease[] = [];
    for (const l of this.leases.values()) {
      const op = leaseOp(l, nowMs, recording, this.limits, stopping) ?? (withResults.has(l.endpointId) ? 'keep' : null);
      if (!op) continue;
      const room = op === 'read' ? this.limits.perLease - (l.held.size - countIn(l.held, recording)) : 0;
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

  /** Recorded (or given up on): no longer held. */
  recorded(batch: AttemptResult[]): void {
    for (const res of batch) this.leases.get(res.endpoint_id)?.held.delete(res.seq);
  }

  /**
   * The leases after the cycle: held leases that did not come back are gone (released, expired
   * and taken over, paused, disabled or deleted): their queued deliveries are dropped, attempts
   * in flight finish and their results are fenced out. Kept ones are renewed with the endpoint's
   * current URL and keys; acquired ones join. `lost`: some did not come back (a release may have
   * raced a fan-out: look again).
   */
  apply(
    r: LeaseCycleResult,
    held: HeldLease[],
    leaseUntil: number,
    nowMs: number,
    open: KeyOpener,
  ): { kept: Set<string>; lost: boolean } {
    const kept = new Set(r.kept.map((k) => k.endpoint_id));
    let lost = false;
    for (const h of held) {
      if (kept.has(h.endpoint_id)) continue;
      this.drop(h.endpoint_id);
      lost = true;
    }
    for (const k of r.kept) {
      const l = this.leases.get(k.endpoint_id)!;
      l.until = leaseUntil;
      l.url = k.url;
      l.keys = open(k.endpoint_id, k, l.keys);
    }
    for (const a of r.acquired) {
      this.leases.set(a.endpoint_id, {
        endpointId: a.endpoint_id,
        token: a.lease,
        url: a.url,
        keys: open(a.endpoint_id, a, null),
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
    return { kept, lost };
  }

  /** Queues the due deliveries read, each with its event read once; how many each endpoint got. */
  queueDue(r: LeaseCycleResult): Map<string, number> {
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
  markExhausted(r: LeaseCycleResult, held: HeldLease[], kept: Set<string>, got: Map<string, number>): void {
    for (const h of held) {
      if (h.op === 'read' && kept.has(h.endpoint_id) && (got.get(h.endpoint_id) ?? 0) < h.room)
        this.leases.get(h.endpoint_id)!.exhausted = true;
    }
    for (const a of r.acquired) {
      if ((got.get(a.endpoint_id) ?? 0) < this.limits.perLease) this.leases.get(a.endpoint_id)!.exhausted = true;
    }
  }

  /**
   * The next delivery to start: round-robin over endpoints, FIFO within one, skipping endpoints
   * that `fits` refuses (their share of the slots is taken); null when none may start.
   */
  next(fits: (l: Lease) => boolean): { lease: Lease; queued: Queued } | null {
    let skipped = 0;
    while (this.turn.length > 0 && skipped < this.turn.length) {
      const ep = this.turn.shift()!;
      const l = this.leases.get(ep);
      if (!l || !l.queue.length) continue;
      if (!fits(l)) {
        this.turn.push(ep);
        skipped++;
        continue;
      }
      const queued = l.queue.shift()!;
      if (l.queue.length) this.turn.push(ep);
      return { lease: l, queued };
    }
    return null;
  }

  /** Stopping: queued deliveries are dropped (still pending, for whoever leases their endpoint next). */
  dropQueued(): void {
    for (const l of this.leases.values()) {
      for (const q of l.queue) l.held.delete(q.row.seq);
      l.queue = [];
    }
    this.turn = [];
  }

  /** Forgets a lease: its queued deliveries stay pending in the database for the next holder. */
  private drop(endpointId: string): void {
    if (!this.leases.delete(endpointId)) return;
    this.turn = this.turn.filter((id) => id !== endpointId);
  }
}
