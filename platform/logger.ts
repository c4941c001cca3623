// The one logger. Tests set LOG_LEVEL=silent.
import { pino } from 'pino';

export const logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { svc: 'freightgraph' } });
export type Logger = typeof logger;
