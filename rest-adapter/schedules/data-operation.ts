// A schedules data route's or tool's one operation through the gateway (keyed, or keyless on the
// transition routes), the caller's usage after its count as X-Usage-* headers, and the route's reply.
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { AdapterDeps } from '../deps.js';
import type { Operation } from '../answers.js';
import type { SchedulesCountersFragment } from '../generated/operations.js';

/** The caller's counters after a data operation's count: `counted` says whether it counted a call. */
export type Usage = SchedulesCountersFragment;

/** A data operation's variables: its field's arguments and the label the field counts the call under. */
export type DataVariables = { kind: string };

/**
 * The one operation of a data route or tool (rest-adapter/operations/schedules.graphql). With a
 * caller: the field and, after its count, the caller's usage. Keyless (principal null, the
 * transition routes): the field only, which the subgraph answers free through the transition's
 * last day and refuses after it.
 */
export async function runData<R, V>(
  deps: AdapterDeps,
  principal: Principal | null,
  operations: { keyed: Operation<{ usage: Usage; result: R }, V>; keyless?: Operation<{ result: R }, V> },
  variables: V & DataVariables,
): Promise<{ result: R; usage: Usage | null }> {
  const vars = variables as Record<string, unknown>;
  if (principal) return deps.gateway.execute(operations.keyed.toString(), vars, principal);
  if (!operations.keyless) throw new AppError('UNAUTHORIZED', 'an API key is required');
  const { result } = await deps.gateway.execute<{ result: R }>(operations.keyless.toString(), vars, null);
  return { result, usage: null };
}

/** The usage as response headers (X-Usage-*), on every keyed data answer. */
export function usageHeaders(u: Usage | null): Record<string, string> {
  if (!u) return {};
  return {
    'X-Usage-Month': String(u.month.used),
    'X-Usage-Month-Limit': u.month.limit === null ? 'unlimited' : String(u.month.limit),
    'X-Usage-Day': String(u.day.used),
    'X-Usage-Day-Limit': u.day.limit === null ? 'unlimited' : String(u.day.limit),
    'X-Usage-Counted': u.counted ? '1' : '0',
  };
}

/** A data route's reply: the field's answer as `data`, the usage as headers; a null answer is 404 with `missing`. */
export function answer<T>(
  x: { result: T | null; usage: Usage | null },
  missing = 'not found',
): { data: T; headers: Record<string, string> } {
  const headers = usageHeaders(x.usage);
  if (x.result === null) throw new AppError('NOT_FOUND', missing, { headers });
  return { data: x.result, headers };
}
