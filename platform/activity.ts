// Requests in flight in this process, so that background work can wait for a quiet moment:
// `npm start` seeds its demo data after it starts answering (wiring/demo.ts), and on embedded
// PGlite (one connection) each of a request's statements would otherwise queue behind a
// seeding transaction, so a first request could wait for all of them.
import type { Db } from './db.js';

/** A safety cap: a request counts until its answer's headers are written (platform/http.ts). */
const MAX_COUNTED_MS = 120_000;

let inFlight = 0;
let waiters: (() => void)[] = [];

/** Counts one request until the caller ends it (or MAX_COUNTED_MS); answers its end, idempotent. */
export function requestStarted(): () => void {
  inFlight++;
  let ended = false;
  const timer = setTimeout(() => end(), MAX_COUNTED_MS);
  timer.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    if (--inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    for (const w of ready) w();
  };
  return end;
}

/** Settles at once when no request is in flight, else when the last one ends. */
const quiet = (): Promise<void> =>
  inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));

/**
 * Lets waiting I/O in first (a new request, then counted): embedded PGlite settles a statement's
 * promise without any, so a chain of background statements would otherwise never let one in.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The database for background work: each statement and transaction starts only when no request
 * is in flight, so a request waits at most for the one already running.
 */
export function yieldingDb(db: Db): Db {
  const idle = async () => (await turn(), await quiet());
  return {
    kind: db.kind,
    reads: { query: async (sql, params) => (await idle(), db.reads.query(sql, params)) },
    stats: db.stats,
    listenerEvents: db.listenerEvents,
    query: async (sql, params) => (await idle(), db.query(sql, params)),
    tx: async (fn) => (await idle(), db.tx(fn)),
    exec: async (sql) => (await idle(), db.exec(sql)),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}
