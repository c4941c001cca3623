// W3C Trace Context (traceparent) for every request: continued from a valid incoming header,
// started otherwise; held in an AsyncLocalStorage for the request's whole async path, so every
// log line (logger.ts) and every internal call (http.ts postInternal) carries it, through the
// in-process gateway and subgraphs as through HTTP hops.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export interface Trace {
  /** 32 lowercase hex digits: the whole request across services; also its X-Request-Id. */
  traceId: string;
  /** 16 hex digits: this service's part of it. */
  spanId: string;
  /** The caller's span, when the request came with a valid traceparent. */
  parentId: string | null;
  /** trace-flags (01 = sampled), passed on as received. */
  flags: string;
}

// version-traceid-parentid-flags; version ff is forbidden, and a later version may append fields.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/** The trace a request continues (a valid `traceparent`) or starts (absent or invalid). */
export function traceOf(header: string | string[] | undefined): Trace {
  const spanId = randomHex(8);
  const m = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  const valid =
    m && m[1] !== 'ff' && (m[1] !== '00' || m[5] === undefined) && !/^0+$/.test(m[2]!) && !/^0+$/.test(m[3]!);
  if (!valid) return { traceId: randomHex(16), spanId, parentId: null, flags: '01' };
  return { traceId: m[2]!, spanId, parentId: m[3]!, flags: m[4]! };
}

/** The traceparent naming this service's span: on the answer, and as the parent of calls it makes. */
export const traceparent = (t: Trace): string => `00-${t.traceId}-${t.spanId}-${t.flags}`;

function randomHex(bytes: number): string {
  let hex = randomBytes(bytes).toString('hex');
  // All zeros is invalid in both fields (1 in 2^64 at worst, but cheap to rule out).
  while (/^0+$/.test(hex)) hex = randomBytes(bytes).toString('hex');
  return hex;
}

const current = new AsyncLocalStorage<Trace>();

/** Runs `fn` (and everything it starts) inside the request's trace. */
export const withTrace = <T>(trace: Trace, fn: () => T): T => current.run(trace, fn);

/** The trace of the request being served, or null outside one (workers, start-up). */
export const currentTrace = (): Trace | null => current.getStore() ?? null;
