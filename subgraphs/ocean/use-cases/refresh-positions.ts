// Vessel positions of the boxes on board (docs/ocean.md, Vessel positions): fixes older than
// POSITION_REFRESH_SECONDS asked of the position feed, each fix's navigation status checked
// against the nearest port, and stored. The poller runs it after each pass.
import type { Services } from '../../../platform/services.js';
import type { Queryable } from '../../../platform/db.js';
import { nearestPort, reconcileNavStatus } from '../decide/positions.js';
import { feeds } from '../connectors/feeds.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';

/** Positions older than this are asked for again. */
const POSITION_REFRESH_SECONDS = 15 * 60;

/** The number of fixes stored (0 when the feed failed: the next pass asks again). */
export async function refreshPositions(services: Services, now: Date, db: Queryable = services.db): Promise<number> {
  const imos = await store.imosToRefresh(db, new Date(now.getTime() - POSITION_REFRESH_SECONDS * 1000), 500);
  if (!imos.length) return 0;
  let fixes;
  try {
    fixes = await feeds(services).vessels.latest(imos);
  } catch (err) {
    services.log.warn({ err: (err as Error).message }, 'vessel position feed failed');
    return 0;
  }
  const ref = await refData(db);
  const kind = feeds(services).vessels.kind;
  const rows: store.PositionWrite[] = fixes.map((f) => {
    const verdict = reconcileNavStatus(f, nearestPort(f, ref.placedPorts));
    return {
      imo: f.imo,
      name: f.name,
      lat: f.lat,
      lng: f.lng,
      speed_knots: f.speedKnots,
      heading_deg: f.headingDeg,
      nav_status: verdict.navStatus,
      nav_status_claimed: verdict.claimed,
      source: kind,
      fix_at: f.fixAt,
    };
  });
  await store.upsertPositions(db, rows, now);
  return rows.length;
}
