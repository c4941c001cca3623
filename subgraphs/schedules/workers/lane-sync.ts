// The DCSA point-to-point sync: each lane's routings from a ScheduleSource stored as sailings
// (one per vessel voyage), sailing_slipped raised when a departure moves later by a day or more,
// and the parts of an answer the connector left out reported with their lane.
import type { Services } from '../../../platform/services.js';
import type { FeedWarning, Routing, ScheduleSource } from '../connectors/types.js';
import * as store from '../store/index.js';
import { iso, raise } from '../events.js';
import { INTEREST_DAYS, SLIP_EVENT_HOURS } from '../decide/rules.js';
import { carrierName } from '../store/reference-lists.js';
import { flushAllowance } from './allowance.js';

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const CUTOFF_CODES: Record<string, 'doc' | 'vgm' | 'fcl'> = { DCO: 'doc', VCO: 'vgm', FCO: 'fcl' };

/** Routings → one sailing per vessel voyage; cut-offs attach to the leg's departure call. */
function routingsToLegs(routings: Routing[]): store.FeedLeg[] {
  const legs = new Map<string, store.FeedLeg>();
  for (const r of routings) {
    r.legs.forEach((leg, i) => {
      const voyageKey = leg.voyage ?? leg.vesselImo ?? leg.calls[0]!.departure?.toISOString().slice(0, 10) ?? 'X';
      const id = `${leg.carrierScac}-${leg.serviceCode ?? 'NOSVC'}-${voyageKey}`;
      const cut = { doc: null as Date | null, vgm: null as Date | null, fcl: null as Date | null };
      for (const c of [...(i === 0 ? r.cutoffs : []), ...leg.cutoffs]) {
        const k = CUTOFF_CODES[c.code];
        if (k) cut[k] = c.at;
      }
      const calls: store.LegCall[] = leg.calls.map((c, j) => ({
        unlocode: c.unlocode,
        arrival: c.arrival,
        departure: c.departure,
        ...(j === 0 ? { cutoffs: cut } : {}),
      }));
      const known = legs.get(id);
      if (!known) {
        legs.set(id, {
          id,
          carrier_scac: leg.carrierScac,
          service_code: leg.serviceCode,
          service_name: leg.serviceName,
          vessel_imo: leg.vesselImo,
          vessel_name: leg.vesselName,
          voyage: leg.voyage,
          calls,
        });
        return;
      }
      for (const c of calls) if (!known.calls.some((k) => k.unlocode === c.unlocode)) known.calls.push(c);
    });
  }
  return [...legs.values()];
}

/** What a sync did: lanes stored, legs and slips, the lanes whose feed failed, the parts of answers left out. */
export interface LaneSyncResult {
  lanes: number;
  legs: number;
  slips: number;
  failed: { lane: string; error: string }[];
  /** Each part of a lane's answer the connector could not read and left out (the rest was stored). */
  warnings: ({ lane: string } & FeedWarning)[];
}

/** One lane's legs stored with the sailing_slipped events they raise, in one transaction; answers the slips. */
async function storeLane(
  services: Services,
  source: ScheduleSource,
  legs: store.FeedLeg[],
  now: Date,
): Promise<number> {
  return services.db.tx(async (tx) => {
    const slips = (await store.upsertFeedLegs(tx, legs, source.name, now)).filter(
      (s) => s.new_departure.getTime() - s.previous_departure.getTime() >= SLIP_EVENT_HOURS * 3_600_000,
    );
    const watchers = await store.watchersOfSailings(
      tx,
      [...new Set(slips.map((s) => s.id))],
      daysAgo(now, INTEREST_DAYS),
    );
    const byLeg = new Map(legs.map((l) => [l.id, l]));
    for (const s of slips) {
      const l = byLeg.get(s.id)!;
      for (const w of watchers.filter((x) => x.sailing_id === s.id && x.origin === s.unlocode)) {
        await raise(
          tx,
          w.org_id,
          'sailing_slipped',
          {
            sailing_id: s.id,
            carrier_code: l.carrier_scac,
            carrier_name: carrierName(l.carrier_scac),
            service_code: l.service_code,
            vessel_imo: l.vessel_imo,
            vessel_name: l.vessel_name,
            voyage: l.voyage,
            origin: w.origin,
            destination: w.destination,
            port: s.unlocode,
            previous_departure_at: iso(s.previous_departure),
            new_departure_at: iso(s.new_departure),
            slip_hours: Math.round((s.new_departure.getTime() - s.previous_departure.getTime()) / 3_600_000),
          },
          now,
        );
      }
    }
    return slips.length;
  });
}

/**
 * Pulls point-to-point routings for each lane over the next weeks and stores them; a
 * departure that moved later by ≥ 24 h raises sailing_slipped to the lane's watchers. A lane
 * whose feed fails is skipped (reported) and the others go on; a part of a lane's answer that
 * could not be read is left out, logged and reported in `warnings`, and the rest is stored.
 */
export async function syncScheduleLanes(
  services: Services,
  source: ScheduleSource,
  lanes: { origin: string; destination: string }[],
  weeks = 8,
): Promise<LaneSyncResult> {
  const now = services.clock.now();
  // The lanes this process's calls marked watched since its last usage write are watchers too
  // (the sync runs before the tick, which writes them as well).
  await flushAllowance(services);
  const out: LaneSyncResult = { lanes: 0, legs: 0, slips: 0, failed: [], warnings: [] };
  for (const lane of lanes) {
    let routings: Routing[];
    try {
      const answer = await source.pointToPoint({
        placeOfReceipt: lane.origin,
        placeOfDelivery: lane.destination,
        departureStartDate: now.toISOString().slice(0, 10),
        departureEndDate: new Date(now.getTime() + weeks * 7 * DAY_MS).toISOString().slice(0, 10),
        limit: 100,
      });
      routings = answer.routings;
      const name = `${lane.origin}-${lane.destination}`;
      for (const w of answer.warnings) out.warnings.push({ lane: name, ...w });
      if (answer.warnings.length)
        services.log.warn({ lane, warnings: answer.warnings }, 'schedules feed answer read in part');
    } catch (e) {
      out.failed.push({ lane: `${lane.origin}-${lane.destination}`, error: (e as Error).message });
      services.log.warn({ lane, err: (e as Error).message }, 'schedules feed failed for lane');
      continue;
    }
    const legs = routingsToLegs(routings);
    try {
      out.slips += await storeLane(services, source, legs, now);
    } catch (e) {
      // One lane the store cannot take (its transaction rolled back) does not stop the others.
      out.failed.push({ lane: `${lane.origin}-${lane.destination}`, error: (e as Error).message });
      services.log.warn({ lane, err: (e as Error).message }, 'schedules feed lane could not be stored');
      continue;
    }
    out.lanes++;
    out.legs += legs.length;
  }
  return out;
}
