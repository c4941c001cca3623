// A page of observations, newest first, with the next page's cursor.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { observationCursor } from '../decide/inputs.js';

export async function listObservations(services: Services, filter: store.ObservationFilter) {
  const rows = await store.listObservations(services.db.reads, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  return {
    observations: page,
    next_cursor:
      rows.length > filter.limit
        ? observationCursor.seal(services.config.cursorSecret, { p: page[page.length - 1]!.id })
        : null,
  };
}
