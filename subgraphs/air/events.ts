// Air's webhook event catalogue. awb_departed is accepted at subscription but
// nothing emits it yet.
export const AIR_EVENTS = [
  'awb_accepted',
  'awb_in_transit',
  'awb_arrived',
  'awb_available',
  'awb_delivered',
  'awb_departed',
] as const;
