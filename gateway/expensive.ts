// Expensive GraphQL operations per organisation (docs/access.md): an operation whose answer can
// hold EXPENSIVE.fields fields or more (platform/query-limits.ts's estimate, lists counted at
// their size) runs at most EXPENSIVE.perOrganisation at once per organisation on a gateway
// process, and an organisation's expensive operations together ask for at most
// EXPENSIVE.fieldsPerWindow answer fields per EXPENSIVE.windowMs; beyond either, 429 with
// Retry-After. Building a large answer occupies the gateway's one event loop, which every
// caller shares: one customer's largest queries then take only their share of it, whatever
// their request rate limit allows.
import { EventEmitter } from 'node:events';
import { AppError } from '../platform/errors.js';
import type { Clock } from '../platform/clock.js';

export const EXPENSIVE = {
  /** Answer fields from which an operation counts as expensive (the limit is 25,000). */
  fields: 10_000,
  perOrganisation: 2,
  /** Answer fields an organisation's expensive operations may ask for per window. */
  fieldsPerWindow: 50_000,
  windowMs: 10_000,
  /** Retry-After when its operations running are what refuses it. */
  retryAfterSeconds: 1,
};

const refuse = (message: string, seconds: number) =>
  new AppError('OVER_RATE_LIMIT', `${message}; retry in ${seconds} s, or ask for fewer items or fields`, {
    status: 429,
    headers: { 'Retry-After': String(seconds) },
  });

export class ExpensiveOperations extends EventEmitter {
  /** Organisation → its expensive operations running now. */
  private running = new Map<string, number>();
  /** Organisation → its expensive operations admitted in the current window: when, and their fields. */
  private asked = new Map<string, { at: number; fields: number }[]>();

  constructor(private clock: Clock) {
    super();
  }

  /**
   * A slot for one of the organisation's expensive operations, given back by the function
   * returned; 429 OVER_RATE_LIMIT when its slots or its window's fields are taken. Emits
   * 'entered' (organisation id) when a slot is taken (tests gate on it).
   */
  enter(orgId: string, fields: number): () => void {
    const n = this.running.get(orgId) ?? 0;
    if (n >= EXPENSIVE.perOrganisation)
      throw refuse(
        `this organisation already runs ${n} expensive operations (answers of ${EXPENSIVE.fields} fields or more) on this gateway`,
        EXPENSIVE.retryAfterSeconds,
      );
    const now = this.clock.now().getTime();
    const recent = (this.asked.get(orgId) ?? []).filter((a) => now - a.at < EXPENSIVE.windowMs && a.at <= now);
    let total = recent.reduce((sum, a) => sum + a.fields, 0);
    if (total + fields > EXPENSIVE.fieldsPerWindow) {
      // Until enough of the window's earlier operations have left it.
      const until = recent.find((a) => (total -= a.fields) + fields <= EXPENSIVE.fieldsPerWindow)?.at ?? now;
      throw refuse(
        `this organisation's expensive operations asked for more than ${EXPENSIVE.fieldsPerWindow} answer fields in ${EXPENSIVE.windowMs / 1000} s`,
        Math.max(1, Math.ceil((until + EXPENSIVE.windowMs - now) / 1000)),
      );
    }
    recent.push({ at: now, fields });
    this.asked.set(orgId, recent);
    this.running.set(orgId, n + 1);
    this.emit('entered', orgId);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = this.running.get(orgId)! - 1;
      if (left > 0) this.running.set(orgId, left);
      else this.running.delete(orgId);
    };
  }
}
