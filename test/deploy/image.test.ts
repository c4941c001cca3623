// The container deployment, checked without a Docker engine (docs/operations.md): the
// Dockerfile's shape (multi-stage, production dependencies only, non-root, a health check) and
// that what it copies and runs exists; docker-compose.yml parses, builds that image instead of
// mounting the checkout, probes every long-running service, sets only variables the
// configuration reads, and runs only roles that exist; everything the image runs imports only
// production dependencies; the operations console builds from the files the image holds; the
// health-check script and the first-key script work.
import { describe, it, expect } from 'vitest';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { openDb } from '../../platform/db.js';
import { listKeys } from '../../subgraphs/accounts/store/index.js';

const run = promisify(execFile);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const dockerfile = readFileSync('Dockerfile', 'utf8');
/** Instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => ({ op: l.split(/\s+/)[0]!.toUpperCase(), args: l.slice(l.indexOf(' ') + 1).trim() }));
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, any>;
};
/** The data layer: Redis and PostgreSQL's failover layout (etcd, two Patroni nodes, HAProxy, PgBouncer). */
const DATA_SERVICES = new Set(['redis', 'etcd', 'postgres-1', 'postgres-2', 'haproxy', 'pgbouncer']);
const appServices = Object.entries(compose.services).filter(([name]) => !DATA_SERVICES.has(name));
/** The folders the image copies its sources from (COPY without --from). */
const copied = instructions
  .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
  .flatMap((i) => i.args.split(/\s+/).slice(0, -1));

const dockerignored = new Set(readFileSync('.dockerignore', 'utf8').split('\n'));

/** The files under a path the build context holds (.dockerignore's exact paths left out). */
function filesUnder(path: string): string[] {
  if (dockerignored.has(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((f) => (f === 'node_modules' ? [] : filesUnder(join(path, f))));
}

describe('Dockerfile', () => {
  it('builds in two stages: production dependencies from the lock file, then the sources, run as a non-root user with a health check', () => {
    const froms = instructions.filter((i) => i.op === 'FROM');
    expect(froms.length).toBe(2);
    expect(froms[0]!.args).toMatch(/^node:24\S* AS deps$/);
    // Both stages on one image: the dependencies are installed by the Node that runs them.
    expect(froms[1]!.args).toBe(froms[0]!.args.replace(/ AS deps$/, ''));
    const install = instructions.filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args));
    expect(install).toHaveLength(1);
    expect(install[0]!.args).toMatch(/^npm ci --omit=dev\b/);
    expect(instructions).toContainEqual({ op: 'COPY', args: '--from=deps /app/node_modules ./node_modules' });
    const user = instructions.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(user).toEqual(['node']);
    // USER comes before what runs (CMD, HEALTHCHECK) and after everything copied.
    const at = (op: string) => instructions.findIndex((i) => i.op === op);
    expect(instructions.length - 1 - [...instructions].reverse().findIndex((i) => i.op === 'COPY')).toBeLessThan(
      at('USER'),
    );
    expect(at('USER')).toBeLessThan(at('CMD'));
    expect(instructions.find((i) => i.op === 'HEALTHCHECK')!.args).toMatch(
      /CMD \["node", "deploy\/healthcheck\.mjs"\]/,
    );
  });

  it('runs on a Node that CI runs the suite on and the README supports', () => {
    const major = /^node:(\d+)/.exec(instructions.find((i) => i.op === 'FROM')!.args)![1];
    expect(readFileSync('.ci/run', 'utf8')).toMatch(new RegExp(`"node": *"${major}\\.\\d+\\.\\d+"`));
    expect(readFileSync('README.md', 'utf8')).toMatch(new RegExp(`Supported: [^\\n]*Node ${major}\\b`));
  });

  it('copies files that exist, leaves out what .dockerignore lists, and runs scripts it copied', () => {
    for (const src of copied) expect(existsSync(src), src).toBe(true);
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const never of ['node_modules', '.git', 'test', 'bench', '.env']) expect(ignored).toContain(never);
    // tsx runs the TypeScript: it must be a production dependency.
    expect(pkg.dependencies.tsx).toBeDefined();
    const cmd = JSON.parse(instructions.find((i) => i.op === 'CMD')!.args) as string[];
    expect(cmd[0]).toBe('tsx');
    expect(copied.some((c) => cmd[1]!.startsWith(c.replace(/^\.\//, '')))).toBe(true);
  });

  it('runs only code whose packages are production dependencies', () => {
    const runtime = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    const missing: string[] = [];
    for (const file of copied.flatMap(filesUnder).filter((f) => /\.(tsx?|mjs)$/.test(f))) {
      const source = readFileSync(file, 'utf8');
      // Type-only imports are erased: they need no package at run time.
      for (const [, spec] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/g)) {
        if (spec!.startsWith('.') || spec!.startsWith('node:')) continue;
        const name = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
        if (!runtime.has(name)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it(
    'holds what the operations console is built from: the build runs on only the files the image copies',
    { timeout: 120_000 },
    async () => {
      const app = mkdtempSync(join(tmpdir(), 'fg-image-console-'));
      try {
        for (const i of instructions.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))) {
          const parts = i.args.split(/\s+/);
          const target = parts.at(-1)!;
          for (const src of parts.slice(0, -1).filter((p) => p.startsWith('console') || p.endsWith('.json')))
            cpSync(src, join(app, target.endsWith('/') ? join(target, basename(src)) : target), { recursive: true });
        }
        symlinkSync(join(process.cwd(), 'node_modules'), join(app, 'node_modules'));
        writeFileSync(
          join(app, 'probe.ts'),
          "import { buildConsole } from './console/build.ts';\nconsole.log(JSON.stringify([...(await buildConsole()).files.keys()]));\n",
        );
        const { stdout } = await run(join(process.cwd(), 'node_modules/.bin/tsx'), ['probe.ts'], { cwd: app });
        const files = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
        expect(files).toContain('');
        expect(files.some((f) => f.endsWith('.js'))).toBe(true);
      } finally {
        rmSync(app, { recursive: true, force: true });
      }
    },
  );
});

describe('docker-compose.yml', () => {
  it('builds every application service from the Dockerfile instead of mounting the checkout', () => {
    for (const [name, s] of appServices) {
      expect(s.build, name).toBe('.');
      expect(s.volumes ?? [], name).toEqual([]);
      expect(JSON.stringify(s.command ?? ''), name).not.toMatch(/npm (ci|install)/);
    }
  });

  it('probes every long-running service; the one-shot ones say they are not probed', () => {
    for (const [name, s] of Object.entries(compose.services)) {
      const oneShot = s.restart === 'no';
      if (oneShot) expect(s.healthcheck, name).toEqual({ disable: true });
      else expect(s.healthcheck?.test?.[0], name).toBe('CMD');
    }
    const oneShots = appServices.filter(([, s]) => s.restart === 'no').map(([n]) => n);
    expect(oneShots.sort()).toEqual(['migrate', 'tools']);
    // The probes run the image's script on the service's own port.
    for (const [name, s] of appServices.filter(([, s]) => s.restart !== 'no'))
      expect(s.healthcheck.test.slice(0, 3), name).toEqual(['CMD', 'node', 'deploy/healthcheck.mjs']);
  });

  it('runs roles that exist, one per subgraph, and commands the image has', () => {
    const roles = appServices.flatMap(([, s]) => (s.command[1] === 'wiring/serve.ts' ? [s.command[2]] : []));
    expect(roles.sort()).toEqual(
      ['adapter', 'edge', 'gateway', 'migrate', 'workers', ...SUBGRAPHS.map((m) => `subgraph:${m.name}`)].sort(),
    );
    // By default the edge serves the gateway and the REST hosts; the separate gateway and adapter
    // are the `split` profile, started only by naming them, the gateway answering as the edge.
    const byDefault = appServices.filter(([, s]) => !s.profiles).map(([, s]) => s.command[2]);
    expect(byDefault).toContain('edge');
    expect(byDefault).not.toContain('gateway');
    expect(byDefault).not.toContain('adapter');
    expect(compose.services.edge.ports).toEqual([4000, 4100, 4200, 4300, 4400, 4500, 4600].map((p) => `${p}:${p}`));
    for (const name of ['gateway', 'adapter']) expect(compose.services[name].profiles, name).toEqual(['split']);
    expect(new URL(compose.services.edge.environment.AUTH_JWKS_URL).host).toBe('edge:4000');
    expect(compose.services.gateway.networks.default.aliases).toEqual(['edge']);
    expect(compose.services.adapter.environment.GATEWAY_URL).toBe('http://gateway:4000/graphql');
    const urls = String(compose.services.edge.environment.SUBGRAPH_URLS).split(',');
    expect(urls.map((u) => u.split('=')[0]!.trim()).sort()).toEqual(SUBGRAPHS.map((m) => m.name).sort());
    const tools = compose.services.tools.command as string[];
    expect(tools.slice(0, 4)).toEqual(['npm', 'run', '-s', 'keys']);
    expect(pkg.scripts.keys).toBe('tsx wiring/cli/keys.ts');
  });

  it('runs PostgreSQL as the failover layout: Patroni nodes behind HAProxy, PgBouncer in front, LISTEN past the pooler', () => {
    const env = compose.services.edge.environment;
    expect(new URL(env.DATABASE_URL).host).toBe('pgbouncer:6432');
    expect(new URL(env.DATABASE_LISTEN_URL).host).toBe('haproxy:5000');
    const nodes = ['postgres-1', 'postgres-2'].map((n) => compose.services[n]);
    for (const n of nodes) expect(n.command).toEqual(['patroni', '/etc/freightgraph/patroni.yml']);
    const patroni = parse(readFileSync('deploy/postgres-ha/patroni.yml', 'utf8'));
    expect(patroni.bootstrap.dcs).toMatchObject({ synchronous_mode: true, synchronous_mode_strict: false });
    const haproxy = readFileSync('deploy/postgres-ha/haproxy.cfg', 'utf8');
    const primary = haproxy.slice(haproxy.indexOf('listen primary'), haproxy.indexOf('listen replicas'));
    expect(primary).toMatch(/option httpchk GET \/primary/);
    for (const n of ['postgres-1', 'postgres-2']) expect(primary).toContain(`server ${n} ${n}:5432 check port 8008`);
    expect(readFileSync('deploy/postgres-ha/pgbouncer.ini', 'utf8')).toMatch(
      /host=haproxy port=5000[\s\S]*pool_mode = transaction/,
    );
  });

  it('sets only variables the configuration reads', () => {
    const readers = ['platform', 'subgraphs', 'wiring']
      .flatMap(filesUnder)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const names = new Set(appServices.flatMap(([, s]) => Object.keys(s.environment ?? {})));
    expect(names.size).toBeGreaterThan(5);
    for (const name of names) expect(readers, name).toMatch(new RegExp(`env\\.${name}\\b|'${name}'`));
  });
});

describe('the scripts the image runs', () => {
  it('healthcheck.mjs: healthy on 2xx, unhealthy otherwise and when nothing answers', async () => {
    const server = createServer((req, res) => res.writeHead(req.url === '/ready' ? 200 : 503).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    const check = (url?: string) =>
      run('node', ['deploy/healthcheck.mjs', ...(url ? [url] : [])], {
        env: { ...process.env, METRICS_PORT: String(port) },
      }).then(
        () => 0,
        (e: { code: number }) => e.code,
      );
    try {
      expect(await check()).toBe(0); // the default: /ready on METRICS_PORT
      expect(await check(`${base}/ready`)).toBe(0);
      expect(await check(`${base}/other`)).toBe(1);
    } finally {
      server.close();
    }
    expect(await check(`${base}/ready`)).toBe(1);
  });

  it('first-key.sh makes the first organisation and its key in one step', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fg-first-key-'));
    try {
      const { stdout } = await run('sh', ['deploy/first-key.sh', 'Acme Freight'], {
        env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dir, LOG_LEVEL: 'silent' },
      });
      const m = /^organisation ([0-9a-f-]{36})\nkey id ([0-9a-f-]{36})\n(tmcp_\S+)\n/.exec(stdout);
      expect(m, stdout).not.toBeNull();
      const db = await openDb({ databaseUrl: null, pgliteDataDir: dir });
      try {
        const keys = await listKeys(db, m![1]!);
        expect(keys.map((k) => [k.id, k.prefix, k.revoked_at])).toEqual([[m![2], 'tmcp', null]]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
