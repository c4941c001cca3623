// A plan deleted: true when there was one to delete.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';

export const deletePlan = async (services: Services, orgId: string, id: string) =>
  (await store.deletePlan(services.db, orgId, id)) !== null;
