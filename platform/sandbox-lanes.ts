// The sandboxes are one world: the lanes the ocean sandbox carries the demo organisation's
// references on (SANDBOX_DEMO_REFERENCES in subgraphs/ocean/connectors/sandbox-demo.ts) are
// also priced by the rates sandbox and sailed by the schedules sandbox, so the analysts' lane
// query ranks every demo lane. test/platform/demo-lanes.test.ts checks the three agree.

/** [origin, destination] UN/LOCODEs: the lanes of the seeded demo records. */
export const SANDBOX_DEMO_LANES: readonly (readonly [origin: string, destination: string])[] = [
  ['ITGIT', 'INNSA'],
  ['LKCMB', 'INMUN'],
  ['NLRTM', 'TWKHH'],
  ['NLRTM', 'USHOU'],
  ['NZAKL', 'AUSYD'],
  ['OMSLL', 'GHTEM'],
  ['SGSIN', 'IDSUB'],
  ['USHOU', 'DEHAM'],
];
