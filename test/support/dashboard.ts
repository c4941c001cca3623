// The dashboard scenario of issue 16, shared by its test (test/gateway/dashboard.test.ts) and its
// bench (bench/dashboard.ts): a page of containers over these 15 carriers.
export const DASHBOARD_CARRIERS = [
  'MAEU',
  'MSCU',
  'CMDU',
  'HLCU',
  'ONEY',
  'EGLV',
  'COSU',
  'ZIMU',
  'YMLU',
  'HDMU',
  'PABV',
  'WHLC',
  'SMLM',
  'OOLU',
  'MATS',
];

/** The dashboard query: 100 containers, each carrier's reliability and league, each port's congestion. */
export const DASHBOARD_QUERY = `{ containers(limit: 100) { identifier status
  carrier { scac name reliability { on_time_pct observations provisional computed_at } league { rank on_time_pct computed_at } }
  destination_port { unlocode name congestion { level wait_hours at_anchor computed_at } } } }`;
