// The one logger. Tests set LOG_LEVEL=silent. LOG_LEVEL is read here, not through
// platform/config.ts, because the logger exists before (and for errors of) loading the config.
// Every line written while a request is served carries its trace (trace.ts): trace_id, which is
// also the answer's X-Request-Id, and span_id, this service's part of it.
import { pino } from 'pino';
import { currentTrace } from './trace.js';

/** The fields every line gets: the trace of the request being served, if any. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const t = currentTrace();
  return t ? { trace_id: t.traceId, span_id: t.spanId } : {};
}

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { svc: 'freightgraph' },
  mixin: traceFields,
});
export type Logger = typeof logger;
