// Distributed mode as plain processes (what docker-compose.yml runs): a migrate step, every
// subgraph and the edge (the gateway and the product hosts in one process), each its own
// `wiring/serve.ts` process on one PostgreSQL database; optionally several edges, an edge as
// the separate gateway and adapter pair (`'split'`), and workers processes.
// Used by test/deploy/distributed.test.ts, test/deploy/replicas.test.ts and bench/keyed-lookup.ts.
// Every process binds port 0 and reports the port it got: picking a free port here and handing
// it over would race with anything else binding ports meanwhile (parallel test files).
import { fork, type ChildProcess } from 'node:child_process';
import type { JWK } from 'jose';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { newSigningKey } from '../../platform/token.js';
import { newSecretKey } from '../../subgraphs/webhooks/decide/signing.js';

interface Started {
  child: ChildProcess;
  ports: Record<string, number>;
}

/** SIGTERM, then the exit: at once if it has already exited (by a code or a signal). */
function stopChild(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

function start(role: string, env: NodeJS.ProcessEnv): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork('wiring/serve.ts', [role], {
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('message', (m: { ports?: Record<string, number> }) => resolve({ child, ports: m.ports ?? {} }));
    child.once('exit', (code) =>
      code === 0 && role === 'migrate'
        ? resolve({ child, ports: {} })
        : reject(new Error(`${role} exited ${code}: ${stderr}`)),
    );
  });
}

/** One edge: its gateway and its product hosts (one process, or a gateway and the adapter that calls it). */
interface Edge {
  gateway: string;
  /** The product hosts by name: ocean, air, schedules, rates, loading, mcp. */
  hosts: Record<string, string>;
}

/**
 * `edge`: the `edge` role, one process whose hosts call its gateway in process; `split`: a
 * `gateway` process and an `adapter` process calling it over HTTP.
 */
type EdgeLayout = 'edge' | 'split';

export interface DistributedShape {
  /** The edges, each in its layout (default one `edge`). */
  edges?: EdgeLayout[];
  /** `workers` processes: pollers and webhook dispatchers (default none). */
  workers?: number;
}

export interface DistributedSystem {
  /** Product hosts (the first edge's) and its MCP server, the first gateway, and each subgraph by name. */
  urls: { gateway: string; ocean: string; air: string; mcp: string; subgraphs: Record<string, string> };
  /** Every edge. */
  edges: Edge[];
  /** The key pair the processes were given (tests sign their own tokens with it). */
  signingKey: JWK;
  jwks: { keys: JWK[] };
  stop(): Promise<void>;
}

export async function startDistributed(
  databaseUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
  /** Where the gateway is told to find a subgraph (a test may put a recorder in between). */
  subgraphUrl: (name: string, url: string) => string = (_name, url) => url,
  shape: DistributedShape = {},
): Promise<DistributedSystem> {
  // As an operator would: the edge processes sign with the private key, subgraphs only verify.
  const { privateJwk, jwks } = await newSigningKey();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    GATEWAY_PORT: '0',
    OCEAN_PORT: '0',
    AIR_PORT: '0',
    SCHEDULES_PORT: '0',
    RATES_PORT: '0',
    LOADING_PORT: '0',
    MCP_PORT: '0',
    METRICS_PORT: '0',
    WEBHOOK_SECRET_KEY: newSecretKey(),
    ...extraEnv,
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  const url = (port: number | undefined) => `http://127.0.0.1:${port}`;
  const run = async (role: string, roleEnv: NodeJS.ProcessEnv) => {
    const s = await start(role, roleEnv);
    children.push(s.child);
    return s.ports;
  };
  try {
    await start('migrate', env);
    const subgraphEnv = { ...env, AUTH_JWKS: JSON.stringify(jwks) };
    const edgeEnv = { ...env, AUTH_SIGNING_KEY: JSON.stringify(privateJwk) };
    const subgraphPorts = Object.assign(
      {},
      ...(await Promise.all(SUBGRAPHS.map((s) => run(`subgraph:${s.name}`, subgraphEnv)))),
    ) as Record<string, number>;
    const subgraphs = Object.fromEntries(SUBGRAPHS.map((s) => [s.name, url(subgraphPorts[s.name])]));
    const urls = Object.entries(subgraphs)
      .map(([name, base]) => `${name}=${subgraphUrl(name, `${base}/graphql`)}`)
      .join(',');
    const hostUrls = (ports: Record<string, number>) =>
      Object.fromEntries(Object.entries(ports).map(([h, p]) => [h, url(p)]));
    const startEdge = async (layout: EdgeLayout): Promise<Edge> => {
      if (layout === 'edge') {
        const { gateway, ...hosts } = await run('edge', { ...edgeEnv, SUBGRAPH_URLS: urls });
        return { gateway: url(gateway), hosts: hostUrls(hosts) };
      }
      const { gateway } = await run('gateway', { ...edgeEnv, SUBGRAPH_URLS: urls });
      // The adapter reaches the subgraphs for the export stream (docs/exports.md), directly.
      const direct = Object.entries(subgraphs).map(([name, base]) => `${name}=${base}/graphql`);
      const hosts = await run('adapter', {
        ...edgeEnv,
        GATEWAY_URL: `${url(gateway)}/graphql`,
        SUBGRAPH_URLS: direct.join(','),
      });
      return { gateway: url(gateway), hosts: hostUrls(hosts) };
    };
    const edges = await Promise.all((shape.edges ?? ['edge']).map(startEdge));
    await Promise.all(Array.from({ length: shape.workers ?? 0 }, () => run('workers', env)));
    const { gateway, hosts } = edges[0]!;
    return {
      urls: { gateway, ocean: hosts.ocean!, air: hosts.air!, mcp: hosts.mcp!, subgraphs },
      edges,
      signingKey: privateJwk,
      jwks,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** One role's process beside a system (as startDistributed starts each): the ports it bound, and its stop. */
export async function startRole(
  role: string,
  env: NodeJS.ProcessEnv,
): Promise<{ ports: Record<string, number>; stop(): Promise<void> }> {
  const { child, ports } = await start(role, env);
  return { ports, stop: () => stopChild(child) };
}
