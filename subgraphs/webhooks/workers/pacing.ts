// When the dispatcher's next cycle runs: a cycle is a database round trip, so it runs at most
// every CYCLE_MS, doing all that is due at once, unless a queue is about to run dry or nothing
// is in flight. Pure: the times are given.
import { leaseOp, type Lease, type LeaseLimits } from './lease.js';

/** Cycles are at least this far apart unless a queue is about to run dry (bigger batches). */
export const CYCLE_MS = 20;

/** Lets every I/O callback already due run first (setImmediate follows the poll phase). */
export const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface CycleState {
  /** The clock's time (leases, turns). */
  now: number;
  /** The wall clock's time and that of the last cycle (pacing). */
  wall: number;
  lastCycle: number;
  /** Results waiting to be recorded. */
  unrecorded: number;
  /** Attempts in flight. */
  running: number;
  stopping: boolean;
  /** No unleased endpoint had due deliveries at the last look. */
  drained: boolean;
}

/** How long to wait before the next cycle (0: now; Infinity: until something happens). */
export function cycleDelay(leases: Iterable<Lease>, leaseCount: number, s: CycleState, limits: LeaseLimits): number {
  const none = new Set<number>();
  let due = s.unrecorded > 0 || (!s.stopping && !s.drained && leaseCount < limits.maxLeases);
  let urgent = s.running === 0 && due;
  for (const l of leases) {
    const op = leaseOp(l, s.now, none, limits, s.stopping);
    if (!op) continue;
    due = true;
    if (
      (op === 'read' && l.queue.length < limits.perEndpoint) ||
      (op === 'keep' && l.until - s.now < limits.leaseMs / 4)
    )
      urgent = true;
    if (s.running === 0) urgent = true;
  }
  if (!due) return Infinity;
  return urgent ? 0 : Math.max(0, s.lastCycle + CYCLE_MS - s.wall);
}
