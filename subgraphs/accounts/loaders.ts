// Per-request loaders: organisations batched by id; an organisation's API keys, one statement each.
import DataLoader from 'dataloader';
import type { Services } from '../../platform/services.js';
import { listKeys, organisationsByIds, type ApiKeyRow, type Organisation } from './store/index.js';

export function createLoaders(services: Services) {
  return {
    organisation: new DataLoader<string, Organisation | null>(async (ids) => {
      const rows = await organisationsByIds(services.db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The organisation's keys, newest first. */
    apiKeys: new DataLoader<string, ApiKeyRow[]>((orgIds) =>
      Promise.all(orgIds.map((id) => listKeys(services.db, id))),
    ),
  };
}
export type AccountsLoaders = ReturnType<typeof createLoaders>;
