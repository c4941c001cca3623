// Tracking an air waybill for an organisation: the answer cache (decide/cache.ts), the airline
// asked when it decides so (refresh-waybill.ts), the answer or its error. Rules, in docs/air.md:
//
// Cache (per AWB, in Postgres, shared by every process and organisation):
//   - a found answer is kept 20 minutes; within that, the kept answer is served (from_cache);
//   - force_update asks the airline again, unless the kept answer is under 2 minutes old
//     (then it is served as is, from_cache true);
//   - a not-found answer keeps the airline's Retry-After: until it lapses every request, forced
//     or not, answers not_found with the remaining seconds, without asking the airline;
//   - an airline failure keeps the last held answer (from_cache true) and is remembered for
//     60 seconds, during which unforced requests do not ask again; with nothing held, 503
//     airline_unavailable with Retry-After.
// Tracking per organisation: the first track of an AWB by an organisation registers it with
// the status known at that moment (no events for the past); every later status change the
// airline reports raises, for each tracking organisation, one event per lifecycle status
// crossed (awb_accepted … awb_delivered), in the transaction that stores the answer
// (decide/answer.ts decides; the store and the outbox apply).
import { AppError } from '../../../platform/errors.js';
import type { Services } from '../../../platform/services.js';
import { parseAwb } from '../decide/awb.js';
import { cacheExpires, decideRefresh, notFoundRetrySeconds, unavailableRetrySeconds } from '../decide/cache.js';
import * as store from '../store/index.js';
import type { AirLoaders } from '../loaders.js';
import { refreshWaybill } from './refresh-waybill.js';

export interface TrackResult {
  shipment: store.ShipmentRow;
  airline: store.AirlineRow;
  fromCache: boolean;
  cacheExpires: Date;
  updatedAt: Date;
}

export async function trackWaybill(
  services: Services,
  loaders: AirLoaders,
  orgId: string,
  input: string,
  force: boolean,
): Promise<TrackResult> {
  const awb = parseAwb(input);
  const db = services.db;
  let state = await store.trackState(db, orgId, awb.digits);
  const airline = state.airline;
  if (!airline)
    throw new AppError('UNKNOWN_AIRLINE', `no airline uses the air waybill prefix ${awb.prefix}`, { status: 404 });
  loaders.airline.prime(awb.prefix, airline);
  const now = services.clock.now();
  let fromCache = true;
  if (decideRefresh(state.shipment, force, now) === 'refresh') {
    const outcome = await refreshWaybill(services, awb, state.shipment?.attempts ?? null);
    state = await store.trackState(db, orgId, awb.digits);
    fromCache = outcome === 'failed';
  }
  let waybillUpdatedAt = state.waybillUpdatedAt;
  const s = state.shipment;
  if (!state.waybillId) {
    waybillUpdatedAt = await store.registerWaybill(
      db,
      orgId,
      awb.digits,
      awb.prefix,
      s?.status ?? 'unknown',
      s?.origin ?? null,
      s?.destination ?? null,
      now,
    );
  }
  if (!s || s.outcome === 'pending') {
    const retry = unavailableRetrySeconds(s, now);
    throw new AppError(
      'AIRLINE_UNAVAILABLE',
      `${airline.name} did not answer; no earlier answer is held for ${awb.display}`,
      {
        status: 503,
        headers: { 'Retry-After': String(retry) },
        details: { retry_after_seconds: retry },
      },
    );
  }
  if (s.outcome === 'not_found') {
    const retry = notFoundRetrySeconds(s, now);
    throw new AppError('NOT_FOUND', `${airline.name} has no data for air waybill ${awb.display}`, {
      status: 404,
      headers: { 'Retry-After': String(retry) },
      details: { retry_after_seconds: retry },
    });
  }
  const updatedAt = waybillUpdatedAt && waybillUpdatedAt > s.updated_at ? waybillUpdatedAt : s.updated_at;
  return { shipment: s, airline, fromCache, cacheExpires: cacheExpires(s), updatedAt };
}
