// Rates' webhook event catalogue (spec 6.1).
export const RATES_EVENTS = ['lane_rate_updated', 'index_refreshed'] as const;
export type RatesEvent = (typeof RATES_EVENTS)[number];
