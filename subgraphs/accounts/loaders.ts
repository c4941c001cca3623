import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import { organisationsByIds, type Organisation } from './store.js';

export function createLoaders(services: Services) {
  return {
    organisation: new DataLoader<string, Organisation | null>(async (ids) => {
      const rows = await organisationsByIds(services.db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
export type AccountsLoaders = ReturnType<typeof createLoaders>;
