// Rates product host (spec 4.4): GET-only data routes, {data} or {error}.
import type { ProductRouter } from './app.js';

export function ratesRoutes(_r: ProductRouter): void {}
