// lane_storm_exposure: the lane's next direct sailing's ports read, its exposure to the
// tropical-cyclone basins computed (decide/storm.ts) from the shipped basins and port coordinates.
import { readFileSync } from 'node:fs';
import type * as T from '../generated/types.js';
import type { SchedulesContext } from '../context.js';
import { laneRoutePorts } from '../store/index.js';
import { KNOWN_CODES, PORTS } from '../store/reference-lists.js';
import * as input from '../decide/arguments.js';
import { stormExposure, type StormBasins } from '../decide/storm.js';
import { checkAccess, checkAllowance } from './check-access.js';

const BASINS = JSON.parse(readFileSync(new URL('../data/storm-basins.json', import.meta.url), 'utf8')) as StormBasins;
const placeOf = (unlocode: string) => PORTS.get(unlocode);

export async function assessStormExposure(a: T.QueryLane_Storm_ExposureArgs, ctx: SchedulesContext) {
  const snap = await checkAccess(ctx);
  const lane = input.lane(KNOWN_CODES, a.origin, a.destination);
  const month = a.month === null || a.month === undefined ? null : input.intIn(a.month, 'month', 1, 12, 1);
  checkAllowance(ctx, snap);
  const ports = await laneRoutePorts(ctx.services.db, lane.origin, lane.destination, ctx.loaders.now);
  const e = stormExposure(lane, ports, BASINS, placeOf);
  return { ...e, month: month ? e.monthly[month - 1] : null };
}
