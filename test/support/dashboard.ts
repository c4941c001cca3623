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
