// A page of lanes (by ends, region, equipment), with the next page's cursor; the page's lanes
// primed into the request's lane loader.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { laneCursor } from '../decide/inputs.js';
import type { RatesLoaders } from '../loaders.js';

export async function searchLanes(services: Services, loaders: RatesLoaders, search: store.LaneSearch) {
  const rows = await store.searchLanes(services.db.reads, { ...search, limit: search.limit + 1 });
  const lanes = rows.slice(0, search.limit);
  for (const l of lanes) loaders.lane.prime(`${l.origin}-${l.destination}`, l);
  const last = lanes[lanes.length - 1];
  return {
    lanes,
    next_cursor:
      rows.length > search.limit && last
        ? laneCursor.seal(services.config.cursorSecret, { p: `${last.origin}-${last.destination}` })
        : null,
  };
}
