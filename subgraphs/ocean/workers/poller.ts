// The carrier poller (docs/ocean.md, Polling): each pass leases the records due (FOR UPDATE SKIP
// LOCKED, so several worker processes never poll one record at once) and polls each
// (use-cases/poll-record.ts), then refreshes the vessel positions of the boxes on board; the
// loop runs a pass every OCEAN_POLL_INTERVAL_MS; hourly it prunes the list cursors' order history
// and creates the events' coming months (housekeep).
import { randomUUID } from 'node:crypto';
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { CURSOR_TTL_HOURS } from '../decide/list-filter.js';
import { LEASE_SECONDS, pollClaimed } from '../use-cases/poll-record.js';
import { refreshPositions } from '../use-cases/refresh-positions.js';

/** Records polled per pass, and carrier calls in flight at once. */
const BATCH = 50;
const CONCURRENCY = 8;

export interface PollSummary {
  claimed: number;
  polled: number;
  failed: number;
  positions: number;
}

/** One pass: every record due at `now` (up to BATCH), then vessel positions. */
export async function pollDue(
  services: Services,
  now: Date = services.clock.now(),
  opts: { batch?: number } = {},
): Promise<PollSummary> {
  const token = randomUUID();
  const claimed = await services.db.tx((tx) =>
    store.claimDue(tx, now, opts.batch ?? BATCH, token, new Date(now.getTime() + LEASE_SECONDS * 1000)),
  );
  let polled = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const row = claimed[next++]!;
      const ok = await pollClaimed(services, row, now);
      if (ok) polled++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  const positions = await refreshPositions(services, now);
  return { claimed: claimed.length, polled, failed, positions };
}

/** The poller's hourly step: the list cursors' order history pruned, the events' coming months created. */
export async function housekeep(services: Services, now: Date): Promise<{ months: string[] }> {
  await store.pruneOrderHistory(services.db, new Date(now.getTime() - CURSOR_TTL_HOURS * 3600_000));
  return { months: await store.prepareEventMonths(services.db, now) };
}

/**
 * The poller loop: a pass every OCEAN_POLL_INTERVAL_MS (default 15 s), never two passes of one
 * process at once; several processes may run it (records are leased with SKIP LOCKED).
 */
export function startPoller(
  services: Services,
  intervalMs = services.config.ocean.pollIntervalMs,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let lastPrune = 0;
  const tick = () => {
    if (stopped || running) return;
    running = (async () => {
      const now = services.clock.now();
      await pollDue(services, now);
      if (now.getTime() - lastPrune > 3600_000) {
        lastPrune = now.getTime();
        await housekeep(services, now);
      }
    })()
      .catch((err) => services.log.error({ err }, 'ocean poller pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
