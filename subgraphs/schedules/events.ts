// Schedules' webhook event catalogue (spec 6.1).
export const SCHEDULES_EVENTS = ['blank_sailing', 'cutoff_approaching', 'sailing_slipped', 'reliability_drop'] as const;
export type SchedulesEvent = (typeof SCHEDULES_EVENTS)[number];
