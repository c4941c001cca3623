// A record's connector_status (docs/ocean.md, Carrier connections): what the caller is told while
// its carrier is not connected, the subscription is being retried, or polls fail.

/** No connector answers for this carrier yet. */
export const notConnected = (carrierCode: string | null, now: Date) => ({
  state: 'not_connected',
  carrier_code: carrierCode,
  message: 'No connection to this carrier yet; ask to be notified when it is live.',
  checked_at: now.toISOString(),
});

/** The carrier subscription failed; the poller registers the reference again. */
export const registering = (error: string, now: Date) => ({
  state: 'registering',
  last_error: error.slice(0, 200),
  checked_at: now.toISOString(),
});

/** Polls failing in a row, and when the carrier is asked next. */
export const pollFailing = (failures: number, error: string, nextAt: Date) => ({
  state: 'error',
  consecutive_failures: failures,
  last_error: error.slice(0, 200),
  next_attempt_at: nextAt.toISOString(),
});
