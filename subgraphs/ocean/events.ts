// Ocean's webhook event catalogue. Triggers are documented in docs/ocean.md.
export const OCEAN_EVENTS = [
  'container_arrived',
  'container_available',
  'container_delivered',
  'customs_hold',
  'vessel_departed',
  'eta_changed',
  'container_misrouted',
  'demurrage_started',
  'demurrage_warning',
  'schedule_disruption',
  'shipment_updated',
  'api_change_announced',
] as const;
export type OceanEvent = (typeof OCEAN_EVENTS)[number];
