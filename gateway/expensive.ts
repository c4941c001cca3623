// Expensive GraphQL operations per organisation (docs/access.md): an operation whose answer can
// hold EXPENSIVE.fields fields or more (platform/query-limits.ts's estimate, lists counted at
// their size) runs at most EXPENSIVE.perOrganisation at once per organisation on a gateway
// process; the next is refused 429 with Retry-After. One customer's largest queries then take
// only their share of the gateway and the subgraphs behind it, whatever their rate limit allows.
import { EventEmitter } from 'node:events';
import { AppError } from '../platform/errors.js';

export const EXPENSIVE = {
  /** Answer fields from which an operation counts as expensive (the limit is 25,000). */
  fields: 10_000,
  perOrganisation: 2,
  retryAfterSeconds: 1,
};

export class ExpensiveOperations extends EventEmitter {
  /** Organisation → its expensive operations running now. */
  private running = new Map<string, number>();

  /**
   * A slot for one of the organisation's expensive operations, given back by the function
   * returned; 429 OVER_RATE_LIMIT when its slots are taken. Emits 'entered' (organisation id)
   * when a slot is taken (tests gate on it).
   */
  enter(orgId: string): () => void {
    const n = this.running.get(orgId) ?? 0;
    if (n >= EXPENSIVE.perOrganisation)
      throw new AppError(
        'OVER_RATE_LIMIT',
        `this organisation already runs ${n} expensive operations (answers of ${EXPENSIVE.fields} fields or more) on this gateway; retry in ${EXPENSIVE.retryAfterSeconds} s, or ask for fewer items or fields`,
        { status: 429, headers: { 'Retry-After': String(EXPENSIVE.retryAfterSeconds) } },
      );
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
