// Loading's webhook event catalogue (spec 6.1).
export const LOADING_EVENTS = ['plan_created', 'plan_updated'] as const;
export type LoadingEvent = (typeof LOADING_EVENTS)[number];
