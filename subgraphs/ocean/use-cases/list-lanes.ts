// The port pairs the organisation ships on (Query.shipping_lanes).
import type { Services } from '../../../platform/services.js';
import * as store from '../store/index.js';

export const shippingLanes = (services: Services, orgId: string) => store.lanesOfOrg(services.db.reads, orgId);
