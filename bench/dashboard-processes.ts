// The dashboard bench's processes (bench/dashboard.ts): autocannon, a counting proxy in front of a
// subgraph, our gateway and Hive Gateway, each in its own process.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, DURATION, type LoadResult } from './lib.js';
import type { Body } from './dashboard-clients.js';

/** autocannon in its own process, POSTing each body in turn. */
export function loadGraphQL(url: string, bodies: Body[], auth: string, seconds = DURATION): Promise<LoadResult> {
  const script = `
    const autocannon = require('autocannon');
    const [url, bodies, auth, seconds, connections] = JSON.parse(process.argv[1]);
    let i = 0;
    autocannon({ url, method: 'POST', connections, duration: seconds,
      headers: { authorization: auth, 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }] },
      (err, r) => { if (err) { console.error(err); process.exit(1); }
        process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx })); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, JSON.stringify([url, bodies.map((b) => JSON.stringify(b)), auth, seconds, CONNECTIONS])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

/** A pass-through proxy in front of one subgraph that counts the requests it forwards. */
export async function countingProxy(target: string): Promise<{ url: string; count: () => number; server: Server }> {
  const t = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let n = 0;
  const server = createServer((req, res) => {
    n++;
    const up = httpRequest(
      { host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers, agent },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, count: () => n, server };
}

/** Our gateway (wiring/serve.ts gateway) in its own process, with the given environment. */
export function forkGateway(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork('wiring/serve.ts', ['gateway'], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('message', (m: { ports?: Record<string, number> }) =>
      resolve({ child, url: `http://127.0.0.1:${m.ports!.gateway}` }),
    );
    child.once('exit', (code) => reject(new Error(`gateway exited ${code}: ${stderr}`)));
  });
}

/** Hive Gateway (its bin, deploy/hive-gateway.config.ts) over the given supergraph, ready to answer. */
export async function startHive(supergraphSdl: string, jwksUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fg-hive-'));
  const file = join(dir, 'supergraph.graphql');
  writeFileSync(file, supergraphSdl);
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const child = spawn(
    process.execPath,
    [
      'node_modules/@graphql-hive/gateway/dist/bin.js',
      'supergraph',
      file,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-c',
      'deploy/hive-gateway.config.ts',
    ],
    {
      env: { ...process.env, FREIGHTGRAPH_JWKS_URL: jwksUrl, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  // Ready when its supergraph is loaded; each wait is on an answer.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`hive-gateway exited ${child.exitCode}: ${stderr}`);
    if (
      await fetch(`${url}/readiness`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    if (i > 600) throw new Error(`hive-gateway not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
