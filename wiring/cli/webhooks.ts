// npm run webhooks -- listen --key <key> [--product ocean] [--host <url>] [--port 4700] [--events a,b]
//   A local HTTPS receiver that the running `npm start` trusts: registers it for the key's
//   organisation, sends it a ping, and prints every delivery with its verified signature, until
//   Ctrl-C (which deletes the endpoint again). Like `stripe listen`.
// npm run webhooks -- secret-key
//   A WEBHOOK_SECRET_KEY for distributed mode (no database).
import https from 'node:https';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { runningHosts } from '../operator.js';
import { newSecretKey } from '../../subgraphs/webhooks/decide/signing.js';
import { TAGS, type Product } from '../../subgraphs/webhooks/decide/products.js';
import {
  LOCAL_RECEIVER_DEFAULT_PORT,
  readLocalReceiverIdentity,
} from '../../subgraphs/webhooks/connectors/local-receiver.js';

const USAGE = `usage:
  npm run webhooks -- listen --key <key> [--product ocean|air|schedules|rates|loading] [--host <base URL>]
                             [--port ${LOCAL_RECEIVER_DEFAULT_PORT}] [--events <type,type>]
      (the key may also come from FREIGHTGRAPH_KEY; the host and port default to those of the running npm start)
  npm run webhooks -- secret-key     (a WEBHOOK_SECRET_KEY: seals endpoints' signing keys; no database)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    key: { type: 'string' },
    product: { type: 'string', default: 'ocean' },
    host: { type: 'string' },
    port: { type: 'string' },
    events: { type: 'string' },
  },
});
const [cmd] = positionals;

if (cmd === 'secret-key') {
  console.log(
    `# the migrate, webhooks subgraph and workers processes (keep it secret; the same value on each):\nWEBHOOK_SECRET_KEY=${newSecretKey()}`,
  );
  process.exit(0);
}
if (cmd !== 'listen') {
  console.error(USAGE);
  process.exit(cmd ? 1 : 0);
}

const product = values.product as Product;
if (!(product in TAGS)) fail(`--product must be one of ${Object.keys(TAGS).join(', ')}`);
const key = values.key ?? process.env.FREIGHTGRAPH_KEY;
if (!key) fail('a key is needed: --key <key> (one of those `npm start` printed) or FREIGHTGRAPH_KEY');
// The running `npm start`'s own host and receiver port, whatever ports it was given; else the
// ones the same settings give the server.
const config = loadConfig();
const running = runningHosts();
const port =
  values.port === undefined ? (running?.localReceiverPort ?? LOCAL_RECEIVER_DEFAULT_PORT) : Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number');
const host = (values.host ?? running?.products[product] ?? `http://${config.host}:${config.ports[product]}`).replace(
  /\/$/,
  '',
);
const tag = TAGS[product].toLowerCase();

const identity = (() => {
  try {
    return readLocalReceiverIdentity(port);
  } catch (err) {
    fail((err as Error).message);
  }
})();

async function api(method: string, path: string, body?: unknown): Promise<any> {
  let res: Response;
  try {
    res = await fetch(host + path, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    fail(`cannot reach ${host} (${(err as Error).message}): is \`npm start\` running?`);
  }
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (!res.ok)
    fail(`${method} ${host}${path} answered ${res.status}: ${json?.error?.message ?? json?.message ?? text}`);
  return json?.data;
}

/** Which of the header's signatures (one, or two during a rotation's overlap) the secret makes, if any. */
function verifiedSignature(secret: string, body: Buffer, header: string | undefined): string | null {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  for (const sig of (header ?? '').split(',').map((s) => s.trim())) {
    const got = Buffer.from(sig);
    if (got.length === expected.length && timingSafeEqual(got, expected)) return sig;
  }
  return null;
}

let secret = '';
const server = https.createServer({ key: identity.keyPem, cert: identity.certPem }, (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const sig = verifiedSignature(secret, body, req.headers[`x-${tag}-signature`] as string | undefined);
    const event = req.headers[`x-${tag}-event`] ?? '?';
    const delivery = req.headers[`x-${tag}-delivery`] ?? '?';
    console.log(
      `${new Date().toISOString()}  ${event}  ${delivery}  ${sig ? `signature verified (${sig.slice(0, 19)}…)` : 'signature NOT verified'}`,
    );
    console.log(`  ${body.toString('utf8')}`);
    res.writeHead(sig ? 204 : 401).end();
  });
});
await new Promise<void>((resolve) => {
  server.once('error', (err: NodeJS.ErrnoException) =>
    fail(
      err.code === 'EADDRINUSE'
        ? `port ${port} is in use: is another listener running? (--port picks another; the server must trust it: WEBHOOK_LOCAL_RECEIVER_PORT)`
        : err.message,
    ),
  );
  server.listen(port, '127.0.0.1', () => resolve());
});

const url = `https://localhost:${port}/`;
const registered = await api('POST', '/v1/webhooks', {
  url,
  description: 'npm run webhooks -- listen',
  ...(values.events ? { event_types: values.events.split(',').map((s) => s.trim()) } : {}),
});
secret = registered.secret;
const endpointId: string = registered.id;

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await api('DELETE', `/v1/webhooks/${endpointId}`).catch(() => undefined);
  server.closeAllConnections();
  server.close();
  console.log(`stopped; endpoint ${endpointId} deleted`);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

console.log(
  `listening on ${url} for ${product} events (${registered.event_types.length ? registered.event_types.join(', ') : 'all types'}); endpoint ${endpointId}; Ctrl-C stops and deletes it`,
);
await api('POST', `/v1/webhooks/${endpointId}/test`);
console.log('ping sent; deliveries appear below as they arrive');
