// Every ocean carrier the reference data knows, by SCAC.
import type { Services } from '../../../platform/services.js';
import { allCarriers } from '../store/index.js';

export const listCarriers = (services: Services) => allCarriers(services.db);
