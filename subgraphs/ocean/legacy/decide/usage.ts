// Per-key usage of the legacy-compatible surface (X-Usage-Day / -Week / -Month / -Lifetime) and
// the organisation's compat call allowance (metadata.api_calls, 429 when spent), kept in
// ocean.legacy_usage (its SQL: store/usage.ts). What counts: every request the legacy
// route answers with HTTP 200 — success, NO_TRACKING_INFO, WRONG_NUMBER — including answers
// served from the cache. Transport errors (400, 401, 403, 429, 5xx) do not count: they are
// refused before counting, or the count is taken back (uncount). Days are UTC calendar days,
// weeks ISO weeks from Monday, months calendar months (UTC). docs/legacy.md.
export interface Periods {
  day: string;
  weekStart: string;
  monthStart: string;
  /** First instant of next month (UTC): when the allowance resets. */
  nextMonth: Date;
}

export function periods(now: Date): Periods {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = d.toISOString().slice(0, 10);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  return {
    day,
    weekStart: monday.toISOString().slice(0, 10),
    monthStart: day.slice(0, 8) + '01',
    nextMonth: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
