// Feeding the schedules store: the sandbox seed (a year of sailings around today), the
// periodic tick (sandbox disruption, arrival and congestion feeds; cut-off warnings; daily
// reliability snapshots); the DCSA point-to-point sync is in workers/lane-sync.ts. Every change and the events it
// raises commit together; every step is safe when several processes run it at once.
import { createHash } from 'node:crypto';
import type { Services } from '../../../platform/services.js';
import { buildNetwork, networkPorts } from '../connectors/sandbox-network.js';
import { SandboxCongestion } from '../connectors/sandbox.js';
import type { CongestionReading, CongestionSource } from '../connectors/types.js';
import type { Queryable } from '../../../platform/db.js';
import { buildLeague } from '../decide/reliability.js';
import * as store from '../store/index.js';
import { iso, raise } from '../events.js';
import {
  CONGESTION_MAX_AGE_HOURS,
  CUTOFF_WARNING_HOURS,
  INTEREST_DAYS,
  MIN_OBS,
  ON_TIME_TOLERANCE_HOURS,
  RELIABILITY_DROP_POINTS,
  RELIABILITY_WINDOW_DAYS,
  SANDBOX_HORIZON_DAYS,
  pct,
} from '../decide/rules.js';
import { carrierName } from '../store/reference-lists.js';
import { flushAllowance } from './allowance.js';

const DAY_MS = 86_400_000;
/** Bump when generation logic changes so a persisted database regenerates its catalogue. */
const SEED_LOGIC_VERSION = '1';
const CONGESTION_HISTORY_DAYS = 7;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

function networkChecksum(): string {
  return createHash('sha256').update(SEED_LOGIC_VERSION).update(JSON.stringify(buildNetwork())).digest('hex');
}

/**
 * Sandbox: the network catalogue and the sailings of [today − 182 d, today + 182 d), then a
 * catch-up tick. Idempotent: a restart generates only the days past the stored horizon.
 */
export async function seedSchedules(services: Services): Promise<void> {
  if (!services.sandbox) return;
  const started = Date.now();
  const now = services.clock.now();
  const checksum = networkChecksum();
  const { generated, first } = await services.db.tx(async (tx) => {
    await store.lockGeneration(tx);
    const state = await store.seedState(tx);
    const same = state?.checksum === checksum;
    if (!same) await store.upsertNetwork(tx, buildNetwork());
    const low = daysAgo(now, SANDBOX_HORIZON_DAYS);
    const from = same && state!.horizon_to > low ? state!.horizon_to : low;
    const to = new Date(now.getTime() + SANDBOX_HORIZON_DAYS * DAY_MS);
    const n = from < to ? await store.generateSailings(tx, from, to, now) : 0;
    await store.setSeedState(tx, checksum, same && state!.horizon_to > to ? state!.horizon_to : to, now);
    return { generated: n, first: !state };
  });
  if (first) {
    const congestion = new SandboxCongestion();
    await store.insertCongestion(
      services.db,
      await congestion.readings(networkPorts(), daysAgo(now, CONGESTION_HISTORY_DAYS), now),
      congestion.name,
    );
  }
  await schedulesTick(services);
  services.log.info({ ms: Date.now() - started, sailings: generated }, 'schedules sandbox seeded');
}

export interface TickResult {
  generated: number;
  changes: number;
  arrivals: number;
  congestion: number;
  events: number;
}

/** One pass of the background work at services.clock.now(). */
export async function schedulesTick(
  services: Services,
  opts: { congestion?: CongestionSource } = {},
): Promise<TickResult> {
  const now = services.clock.now();
  const since = daysAgo(now, INTEREST_DAYS);
  // The lanes this process's calls marked watched since its last usage write are watchers too.
  await flushAllowance(services);
  const out: TickResult = { generated: 0, changes: 0, arrivals: 0, congestion: 0, events: 0 };
  if (services.sandbox) {
    out.generated = await extendSandboxHorizon(services, now);
    const announced = await announceDueChanges(services, now, since);
    out.changes = announced.changes;
    out.events += announced.events;
  }
  const congestion = opts.congestion ?? (services.sandbox ? new SandboxCongestion() : null);
  // Readings since the last one stored (at most a day back), asked before the transaction opens.
  let readings: CongestionReading[] = [];
  if (congestion) {
    const last = await store.lastCongestionReading(services.db);
    const from = last && last.getTime() >= now.getTime() - DAY_MS ? new Date(last.getTime() + 1) : daysAgo(now, 1);
    if (from <= now) readings = await congestion.readings(networkPorts(), from, now);
  }
  // The observations and the read models computed from them commit together.
  await services.db.tx(async (tx) => {
    if (services.sandbox) out.arrivals = await store.observeDueArrivals(tx, now);
    if (congestion) out.congestion = await store.insertCongestion(tx, readings, congestion.name);
    await refreshReadModels(tx, now);
  });
  out.events += await raiseCutoffWarnings(services, now, since);
  out.events += await snapshotAndCheckReliability(services, now, since);
  return out;
}

/** Sandbox generation keeps a year ahead as time passes: the sailings generated. */
function extendSandboxHorizon(services: Services, now: Date): Promise<number> {
  return services.db.tx(async (tx) => {
    // One generator at a time; another process holding the lock is doing the same work.
    if (!(await store.tryLockGeneration(tx))) return 0;
    const state = await store.seedState(tx);
    const to = new Date(now.getTime() + SANDBOX_HORIZON_DAYS * DAY_MS);
    if (!state || state.horizon_to.getTime() >= to.getTime() - DAY_MS) return 0;
    const n = await store.generateSailings(tx, state.horizon_to, to, now);
    await store.setSeedState(tx, state.checksum, to, now);
    return n;
  });
}

/**
 * Sandbox blanks and slips whose announcement is due, with their events to the organisations
 * watching the lanes they sail (in one transaction): the changes applied and the events raised.
 */
function announceDueChanges(services: Services, now: Date, since: Date): Promise<{ changes: number; events: number }> {
  return services.db.tx(async (tx) => {
    const changes = await store.applyDueChanges(tx, now);
    const watchers = await store.watchersOfSailings(
      tx,
      changes.map((c) => c.id),
      since,
    );
    const byId = new Map(changes.map((c) => [c.id, c]));
    let events = 0;
    for (const w of watchers) {
      const c = byId.get(w.sailing_id)!;
      const base = {
        sailing_id: c.id,
        carrier_code: c.carrier_scac,
        carrier_name: carrierName(c.carrier_scac),
        service_code: c.service_code,
        vessel_imo: c.vessel_imo,
        vessel_name: c.vessel_name,
        voyage: c.voyage,
        origin: w.origin,
        destination: w.destination,
      };
      if (c.status === 'blanked') {
        await raise(
          tx,
          w.org_id,
          'blank_sailing',
          { ...base, scheduled_departure_at: iso(w.scheduled_departure) },
          now,
        );
      } else if (w.scheduled_departure && w.estimated_departure && w.estimated_departure > now) {
        await raise(
          tx,
          w.org_id,
          'sailing_slipped',
          {
            ...base,
            port: w.origin,
            previous_departure_at: iso(w.scheduled_departure),
            new_departure_at: iso(w.estimated_departure),
            slip_hours: c.slip_hours,
          },
          now,
        );
      } else continue;
      events++;
    }
    return { changes: changes.length, events };
  });
}

/**
 * Rewrites the read models as of `now` (migrations 004 and 006): the carriers' figures and league ranks
 * over the reliability window, the ports' latest congestion, the carriers' arrival delay quantiles
 * (what a predicted arrival reads). Five statements, in the caller's transaction.
 */
export async function refreshReadModels(tx: Queryable, now: Date): Promise<void> {
  const stats = await store.carrierStats(
    tx,
    null,
    daysAgo(now, RELIABILITY_WINDOW_DAYS),
    now,
    ON_TIME_TOLERANCE_HOURS * 60,
  );
  const league = buildLeague(stats, carrierName).byScac;
  await store.replaceCarrierReliability(
    tx,
    stats.map((s) => ({ ...s, league_rank: league.get(s.carrier_scac)?.rank ?? null })),
    now,
  );
  await store.refreshPortCongestion(tx, now, CONGESTION_MAX_AGE_HOURS);
  await store.refreshArrivalDelays(tx, now);
}

/** cutoff_approaching: documentation cut-off of a watched lane's sailing within 48 h, once. */
async function raiseCutoffWarnings(services: Services, now: Date, since: Date): Promise<number> {
  return services.db.tx(async (tx) => {
    const due = await store.claimDueCutoffs(tx, now, CUTOFF_WARNING_HOURS, since);
    for (const d of due) {
      await raise(
        tx,
        d.org_id,
        'cutoff_approaching',
        {
          sailing_id: d.sailing_id,
          carrier_code: d.carrier_scac,
          carrier_name: carrierName(d.carrier_scac),
          vessel_imo: d.vessel_imo,
          vessel_name: d.vessel_name,
          voyage: d.voyage,
          origin: d.origin,
          destination: d.destination,
          port: d.origin,
          cutoff_type: 'documentation',
          cutoff_at: iso(d.doc_cutoff),
          departure_at: iso(d.departure),
          hours_left: Math.round(((d.doc_cutoff.getTime() - now.getTime()) / 3_600_000) * 10) / 10,
        },
        now,
      );
    }
    return due.length;
  });
}

/** Once per UTC day: each carrier's on-time share; a drop of ≥ 5 points raises reliability_drop. */
async function snapshotAndCheckReliability(services: Services, now: Date, since: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  if (await store.hasReliabilitySnapshot(services.db, day)) return 0;
  const stats = await store.carrierStats(
    services.db,
    null,
    daysAgo(now, RELIABILITY_WINDOW_DAYS),
    now,
    ON_TIME_TOLERANCE_HOURS * 60,
  );
  const rows = stats.map((s) => ({
    carrier_scac: s.carrier_scac,
    on_time_pct: pct(s.on_time, s.observations),
    observations: s.observations,
  }));
  return services.db.tx(async (tx) => {
    const compared = await store.snapshotReliability(tx, day, rows);
    let n = 0;
    for (const c of compared) {
      if (c.observations < MIN_OBS || c.previous_pct - c.on_time_pct < RELIABILITY_DROP_POINTS) continue;
      for (const org of await store.watchersOfCarrier(tx, c.carrier_scac, now, since)) {
        await raise(
          tx,
          org,
          'reliability_drop',
          {
            carrier_code: c.carrier_scac,
            carrier_name: carrierName(c.carrier_scac),
            previous_on_time_pct: c.previous_pct,
            previous_day: c.previous_day,
            on_time_pct: c.on_time_pct,
            drop_points: Math.round((c.previous_pct - c.on_time_pct) * 10) / 10,
            observations: c.observations,
            window_days: RELIABILITY_WINDOW_DAYS,
            tolerance_hours: ON_TIME_TOLERANCE_HOURS,
          },
          now,
        );
        n++;
      }
    }
    return n;
  });
}
