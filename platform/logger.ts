// The one logger. Tests set LOG_LEVEL=silent. LOG_LEVEL is read here, not through
// platform/config.ts, because the logger exists before (and for errors of) loading the config.
import { pino } from 'pino';

export const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { svc: 'freightgraph' } });
export type Logger = typeof logger;
