// `npm start`: everything in one process on embedded Postgres (or DATABASE_URL), with a demo
// organisation, its keys and every URL printed.
import { startOneProcess } from './runtime.js';
import { seedDemo } from './demo.js';
import { loadConfig } from './config.js';
import { serveOperatorCommands } from './operator.js';
import { keysCommand } from './commands/keys.js';
import { oceanCommand } from './commands/ocean.js';
import { ratesCommand } from './commands/rates.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { LOCAL_RECEIVER_DEFAULT_PORT, makeLocalReceiverIdentity } from '../subgraphs/webhooks/local-receiver.js';

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

console.log(
  'freightgraph: starting: database migrations, reference data, the sandboxes (about 25 CPU seconds: half a minute on an idle machine, minutes on a busy one)…',
);
const rt = await startOneProcess({ config }).catch((err) => {
  console.error(`freightgraph failed to start: ${err.message}`);
  process.exit(1);
});
const { keys, orgId } = await seedDemo(rt.services, SUBGRAPHS);
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
freightgraph is running — database: ${db}

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
`);
if (listenNote) console.log(listenNote);
// The console is built on its first request; asking for it now means the first visitor waits for no build.
void fetch(consoleUrl).catch(() => undefined);
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
