// Distributed mode as plain processes (what docker-compose.yml runs): a migrate step, every
// subgraph, the gateway and the adapter, each its own `platform/serve.ts` process on one
// PostgreSQL database. Used by test/distributed.test.ts and bench/keyed-lookup-distributed.ts.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SUBGRAPHS } from '../subgraphs/index.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function start(role: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork('platform/serve.ts', [role], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.once('message', () => resolve(child));
    child.once('exit', (code) => (code === 0 && role === 'migrate' ? resolve(child) : reject(new Error(`${role} exited ${code}: ${stderr}`))));
  });
}

export interface DistributedSystem {
  /** Product hosts (the adapter), the gateway, and each subgraph by name. */
  urls: { gateway: string; ocean: string; subgraphs: Record<string, string> };
  stop(): Promise<void>;
}

export async function startDistributed(databaseUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<DistributedSystem> {
  const ports = { gateway: await freePort(), ocean: await freePort(), air: await freePort(), schedules: await freePort(), rates: await freePort(), loading: await freePort(), mcp: await freePort() };
  const subgraphPorts = await Promise.all(SUBGRAPHS.map(() => freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    INTERNAL_SECRET: 'distributed-secret',
    GATEWAY_PORT: String(ports.gateway),
    OCEAN_PORT: String(ports.ocean),
    AIR_PORT: String(ports.air),
    SCHEDULES_PORT: String(ports.schedules),
    RATES_PORT: String(ports.rates),
    LOADING_PORT: String(ports.loading),
    MCP_PORT: String(ports.mcp),
    SUBGRAPH_URLS: SUBGRAPHS.map((s, i) => `${s.name}=http://127.0.0.1:${subgraphPorts[i]}/graphql`).join(','),
    ...extraEnv,
  };
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  };
  try {
    await start('migrate', env);
    children.push(...(await Promise.all(SUBGRAPHS.map((s, i) => start(`subgraph:${s.name}`, { ...env, PORT: String(subgraphPorts[i]) })))));
    children.push(await start('gateway', env));
    children.push(await start('adapter', env));
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    urls: {
      gateway: `http://127.0.0.1:${ports.gateway}`,
      ocean: `http://127.0.0.1:${ports.ocean}`,
      subgraphs: Object.fromEntries(SUBGRAPHS.map((s, i) => [s.name, `http://127.0.0.1:${subgraphPorts[i]}`])),
    },
    stop,
  };
}
