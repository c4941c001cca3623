// The demurrage terms an organisation has on file (Query.demurrage_terms), as the API answers them.
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';
import { termsRecord } from '../decide/terms.js';

export const termsOnFile = async (services: Services, orgId: string) =>
  (await store.listTerms(services.db, orgId)).map(termsRecord);
