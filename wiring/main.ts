// `npm start`: everything in one process on embedded Postgres (or DATABASE_URL), with a demo
// organisation, its keys and every URL printed. It answers as soon as the keys exist; the demo
// data (the sandboxes' sailings and market rates, the demo containers and waybills) follows in
// the background, and the banner says what is still being seeded (issue 30: first answer soon).
import { kernelConfig } from '../platform/config.js';
import { dbOptions, openDb } from '../platform/db.js';

const started = Date.now();
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6).toFixed(1);
};
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s (${cpuSeconds()} CPU seconds)`;
console.log(
  'freightgraph: starting: the database, its migrations and reference data, then the demo keys (about 10 CPU seconds: some 7 s on an idle machine, a minute or more on a busy one)…',
);
// The embedded database's start (its WebAssembly compiled, a data directory made) overlaps the
// import of the rest of the system.
const kernel = kernelConfig();
const opening = openDb(dbOptions(kernel));
opening.catch(() => undefined); // reported where it is awaited
const { startOneProcess } = await import('./runtime.js');
const { demoKeys, demoSeedSteps, seedInBackground } = await import('./demo.js');
const { loadConfig } = await import('./config.js');
const { serveOperatorCommands } = await import('./operator.js');
const { keysCommand } = await import('./commands/keys.js');
const { oceanCommand } = await import('./commands/ocean.js');
const { ratesCommand } = await import('./commands/rates.js');
const { SUBGRAPHS } = await import('../subgraphs/index.js');
const { LOCAL_RECEIVER_DEFAULT_PORT, makeLocalReceiverIdentity } =
  await import('../subgraphs/webhooks/connectors/local-receiver.js');

// `npm run webhooks -- listen`: unless configured otherwise, a certificate for the local
// receiver of this run, trusted for that receiver's origin only (docs/webhooks.md).
const config = loadConfig();
let listenNote = '';
if (!config.webhooks.localReceiver) {
  try {
    const { certPem } = makeLocalReceiverIdentity(LOCAL_RECEIVER_DEFAULT_PORT);
    config.webhooks = { ...config.webhooks, localReceiver: { port: LOCAL_RECEIVER_DEFAULT_PORT, certPem } };
  } catch (err) {
    listenNote = `note: \`npm run webhooks -- listen\` is unavailable in this run: its certificate could not be made with openssl (${(err as Error).message.split('\n')[0]})\n`;
  }
}

// The schedules sandbox's year of sailings is demo data too: seeded after the start answers.
const DEFERRED_SEEDS = ['schedules'];
const rt = await opening
  .then((db) => startOneProcess({ config, db, deferSeeds: DEFERRED_SEEDS }))
  .catch((err) => {
    console.error(`freightgraph failed to start: ${err.message}`);
    process.exit(1);
  });
const { keys, orgId } = await demoKeys(rt.services);
const seedSteps = demoSeedSteps(rt.services, SUBGRAPHS, DEFERRED_SEEDS, orgId);
const operator = await serveOperatorCommands(rt.services, [keysCommand, oceanCommand, ratesCommand], {
  products: {
    ocean: rt.urls.ocean,
    air: rt.urls.air,
    schedules: rt.urls.schedules,
    rates: rt.urls.rates,
    loading: rt.urls.loading,
  },
  localReceiverPort: config.webhooks.localReceiver?.port ?? null,
});
const db = rt.services.config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite (${rt.services.config.pgliteDataDir ?? 'in memory'})`;
const mcp = `${rt.urls.mcp}/mcp`;
const consoleUrl = new URL('/console/', rt.urls.gateway).href;
// The Inspector that takes a header needs Node 22.19 or later; on an older Node npx fetches Node 24 for it (docs/mcp.md).
const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const inspector =
  major > 22 || (major === 22 && minor >= 19)
    ? 'npx -y @modelcontextprotocol/inspector@2.12.0'
    : 'npx -y -p node@24 -p @modelcontextprotocol/inspector@2.12.0 -- mcp-inspector';
console.log(`
freightgraph is running (answering after ${since()}) — database: ${db}

  gateway (GraphQL)    ${rt.urls.gateway}
  console (web app)    ${consoleUrl}  (sign in with the keys below; docs/console.md)
  ocean  + legacy      ${rt.urls.ocean}
  air                  ${rt.urls.air}
  schedules            ${rt.urls.schedules}
  rates                ${rt.urls.rates}
  loading              ${rt.urls.loading}
  MCP tool server      ${mcp}
  metrics, probes      ${rt.urls.metrics}/metrics  (/health, /ready; docs/operations.md)

demo organisation ${orgId} keys (shown once; stored only as hashes; an earlier start's are revoked):
  family  (ocean, air, schedules, legacy)  ${keys.tmcp}
  schedules                                ${keys.smcp}
  loading                                  ${keys.lmcp}
  rates                                    ${keys.frm}

try:
  curl -H 'Authorization: Bearer ${keys.tmcp}' ${rt.urls.ocean}/v1/containers
  npm run webhooks -- listen --key ${keys.tmcp}    # watch signed webhook deliveries arrive
  npm run keys -- list --org ${orgId}    # operator commands (keys, ocean, rates) act on this running system

MCP clients (docs/mcp.md: Claude Desktop, Cursor, the SDK), with the schedules key:
  ${inspector} --transport http --server-url ${mcp} --header "Authorization: Bearer ${keys.smcp}"
  claude mcp add --transport http freightgraph ${mcp} --header "Authorization: Bearer ${keys.smcp}"

still being seeded in the background (requests answer meanwhile; a line below says when it is done):
  ${seedSteps.map((s) => s.name).join(', ')}
`);
if (listenNote) console.log(listenNote);
// The console is built on its first request; asking for it now means the first visitor waits for no build.
void fetch(consoleUrl).catch(() => undefined);
// Started once the keys are on screen: until then nothing competes with the start.
const seeding = seedInBackground(rt.services, seedSteps);
void seeding.done.then(({ failed }) =>
  console.log(
    failed.length
      ? `freightgraph: demo data seeded after ${since()}, except: ${failed.join(', ')} (see the log)`
      : `freightgraph: demo data seeded after ${since()}: the demo containers and waybills, a year of sailings, this year's market rates (earlier years follow in the background)`,
  ),
);
const webhookSettings = rt.services.config.webhooks;
if (webhookSettings.secretKeyOfRun && (rt.services.config.databaseUrl || rt.services.config.pgliteDataDir))
  console.log(`note: WEBHOOK_SECRET_KEY is not set: webhook signing keys registered in this run are sealed with a key of
  this run only and cannot sign after a restart (rotate their secrets then). \`npm run webhooks -- secret-key\` makes one.
`);
const shutdown = () =>
  void operator
    .stop()
    .then(() => rt.stop())
    .finally(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
