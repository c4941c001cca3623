// Live resolve of the legacy-compatible surface (docs/legacy.md, Live resolve): an unseen reference
// is registered (a shipment slot, exactly as the keyed lookup's first call) and the request is
// held while the carrier connector answers, up to the ceiling (LEGACY_HOLD_CEILING_MS, 25 s).
//
// One resolve per reference:
//  - in this process, concurrent requests of one organisation for one reference share one
//    promise (registration + first poll);
//  - across processes, registration is idempotent (ocean's registerReference: the `adding` state
//    and the unique (org, identifier) key) and the first poll takes the record's lease
//    (FOR UPDATE SKIP LOCKED): whoever does not get it re-reads the record until it is polled
//    or the ceiling passes. The background poller competes for the same lease.
// A poll still running when the ceiling passes goes on in the background and writes its answer;
// the next request finds the record resolved.
import { randomUUID } from 'node:crypto';
import type { Services } from '../../../../platform/services.js';
import type { Principal } from '../../../../platform/context.js';
import { AppError } from '../../../../platform/errors.js';
import * as oceanStore from '../../store/index.js';
import { registerReference } from '../../use-cases/register-reference.js';
import type { CheckedIdentifier } from '../../decide/identifier.js';
import { LEASE_SECONDS, pollClaimed } from '../../use-cases/poll-record.js';
import { refreshPositions } from '../../use-cases/refresh-positions.js';
import type { HoldOutcome } from '../decide/hold-outcome.js';
import { legacySettings } from '../settings.js';
import { claimFirstPoll } from '../store/index.js';

/** What the shared first resolve did. */
type ResolveResult = 'polled' | 'poll_failed' | 'elsewhere';

const inflight = new Map<string, Promise<ResolveResult>>();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)).unref?.());

const isResolved = (row: oceanStore.ContainerRow | null): boolean =>
  !!row && row.add_state === 'active' && row.last_polled_at !== null;

const QUOTA_CODES = new Set(['UNIQUE_QUOTA_EXCEEDED', 'CONTAINER_QUOTA_EXCEEDED', 'PAYG_SPEND_CAP_REACHED']);

/** Registration + first poll, shared by every concurrent request of this process. */
async function resolveOnce(
  services: Services,
  principal: Principal,
  checked: CheckedIdentifier,
): Promise<ResolveResult> {
  const { db, clock } = services;
  let row = await oceanStore.findByIdentifier(db, principal.orgId, checked.identifier);
  if (!row || row.add_state === 'adding') {
    try {
      await registerReference(
        services,
        principal,
        { identifier: checked.identifier, identifierType: checked.type },
        'track',
      );
    } catch (e) {
      if (e instanceof AppError && QUOTA_CODES.has(e.code)) {
        // The plan allowance of shipments is spent: a transport error on this surface (docs/legacy.md, Answers).
        throw new AppError('QUOTA_EXCEEDED', `plan allowance spent: ${e.message}`, { status: 429, headers: e.headers });
      }
      if (!(e instanceof AppError && e.code === 'CONTAINER_ADD_IN_PROGRESS')) throw e;
    }
    row = await oceanStore.findByIdentifier(db, principal.orgId, checked.identifier);
  }
  if (!row || row.add_state !== 'active' || row.last_polled_at || row.archived_at) return 'elsewhere';
  const now = clock.now();
  const token = randomUUID();
  const claimed = await db.tx((tx) =>
    claimFirstPoll(tx, principal.orgId, row!.id, now, token, new Date(now.getTime() + LEASE_SECONDS * 1000)),
  );
  if (!claimed) return 'elsewhere'; // the poller or another process is asking the carrier right now
  const ok = await pollClaimed(services, claimed, now);
  if (!ok) return 'poll_failed';
  // Live AIS for the first answer: positions of the vessels now carrying tracked boxes.
  const after = await oceanStore.findByIdentifier(db, principal.orgId, checked.identifier);
  if (after?.current_vessel_imo) await refreshPositions(services, clock.now()).catch(() => 0);
  return 'polled';
}

/**
 * Makes sure the caller's record for the reference exists and waits, up to the ceiling, until the
 * carrier has answered it. Throws QUOTA_EXCEEDED (429) when registering would exceed the plan.
 */
export async function holdUntilResolved(
  services: Services,
  principal: Principal,
  checked: CheckedIdentifier,
): Promise<HoldOutcome> {
  const { db, clock } = services;
  const { holdCeilingMs, holdPollMs } = legacySettings(services);
  // The ceiling is on the services clock (tests drive it), checked every holdPollMs.
  const deadline = clock.now().getTime() + holdCeilingMs;
  const left = () => deadline - clock.now().getTime();
  let row = await oceanStore.findByIdentifier(db, principal.orgId, checked.identifier);
  if (isResolved(row)) return { kind: 'resolved', row: row! };

  const key = `${principal.orgId}|${checked.identifier}`;
  let shared = inflight.get(key);
  if (!shared) {
    // A connector call that never returns must not pin the entry forever: the lease ends too.
    const bounded = Promise.race([
      resolveOnce(services, principal, checked),
      sleep(LEASE_SECONDS * 1000).then(() => 'elsewhere' as const),
    ]);
    shared = bounded.finally(() => inflight.delete(key));
    inflight.set(key, shared);
  }
  const settled = shared.then(
    (r) => ({ r }),
    (err: unknown) => ({ err }),
  );
  let first: Awaited<typeof settled> | null = null;
  while (!first && left() > 0)
    first = await Promise.race([settled, sleep(Math.min(holdPollMs, left())).then(() => null)]);
  if (first && 'err' in first) throw first.err;

  // Re-read until the record is polled (here or elsewhere), the first poll failed, or the ceiling.
  for (;;) {
    row = await oceanStore.findByIdentifier(db, principal.orgId, checked.identifier);
    if (isResolved(row)) return { kind: 'resolved', row: row! };
    const state = (row?.connector_status as { state?: string } | null)?.state;
    if (row && state === 'not_connected') return { kind: 'not_connected', row };
    if (row && row.archived_at) return { kind: 'archived', row };
    // The first poll failed here, or earlier and the poller is backing off: do not hold for it.
    const backingOff =
      !!row &&
      row.poll_failures > 0 &&
      !!row.next_poll_at &&
      row.next_poll_at.getTime() > services.clock.now().getTime();
    if (row && (first?.r === 'poll_failed' || backingOff)) return { kind: 'carrier_error', row };
    if (left() <= 0) return { kind: 'pending', row };
    await sleep(Math.min(holdPollMs, left()));
  }
}
