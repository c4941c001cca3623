// Loading product host (spec 4.5): plans in {ok:true, plan}, webhooks in {ok:true, data}.
import type { ProductRouter } from './app.js';

export function loadingRoutes(_r: ProductRouter): void {}
