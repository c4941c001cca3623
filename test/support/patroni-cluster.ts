// The recommended production layout for PostgreSQL (docs/operations.md, Automatic failover) on
// this machine, of the test's own: one etcd member, two PostgreSQL 15 nodes each run by Patroni
// (synchronous replication on: synchronous_mode, not strict), and HAProxy in front sending
// connections to whichever node answers 200 on Patroni's REST /primary. Debian's packages, plain
// processes, free ports, one temporary directory; the machine's server keeps its configuration.
// A killed node can be started again, and rejoins as the standby (pg_rewind) as in production.
// A test that needs them skips, saying why, without them (.ci/run installs them).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';
import { BIN } from './replica-pair.js';

const PROGRAMS = ['/usr/bin/patroni', '/usr/bin/etcd', '/usr/sbin/haproxy', join(BIN, 'initdb')];
export const hasFailoverCluster = PROGRAMS.every((p) => existsSync(p));
export const NO_FAILOVER_CLUSTER = `${PROGRAMS.join(', ')} are not all installed (apt-get install patroni etcd-server haproxy postgresql-15; .ci/run installs them)`;

/**
 * Patroni's timing (ttl ≥ loop_wait + 2 × retry_timeout): a dead primary's leader key runs out
 * after `ttl` seconds and the synchronous standby takes over. Production keeps Patroni's defaults
 * (30, 10, 10); the test shortens the wait, not what happens.
 */
const DCS = { ttl: 10, loop_wait: 1, retry_timeout: 4 };

interface Node {
  name: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
  /** Its Patroni configuration file. */
  file: string;
  child: ChildProcess | null;
}

export interface FailoverCluster {
  /** Through HAProxy: always the current primary (the database `postgres`). */
  url: string;
  /** A node's own server, bypassing HAProxy. */
  nodeUrl(name: string): string;
  /** Patroni's answer for the cluster (GET /cluster): members with name, role, state. */
  members(): Promise<{ name: string; role: string; state: string }[]>;
  /** The leader's name, once there is one. */
  leader(): Promise<string | null>;
  /** The synchronous standby's name, once Patroni has one. */
  syncStandby(): Promise<string | null>;
  /** Resolves once the leader runs and the other node is its synchronous standby. */
  untilSynchronous(timeoutMs: number): Promise<void>;
  /** SIGKILLs the node's Patroni, its postmaster and every backend at once: the machine gone. */
  kill(name: string): Promise<void>;
  /** Starts a killed node's Patroni again (the machine back): it rejoins, rewound if it must be. */
  restart(name: string): void;
  /** What a node's Patroni said since it was last started (how it rejoined): its loop's lines left out. */
  rejoinLines(name: string): string[];
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function restJson(port: number, path: string): Promise<any> {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) });
  return r.json();
}

/** Polls `ready` until it answers true; fails naming `what` after `timeoutMs`. */
async function until(what: string, ready: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await pause(100);
  }
}

/** Each program's output by name, kept to explain a start that fails. */
type Logs = Map<string, string>;
/** Lines of a Patroni's output on rewinding or copying data (its loop's lines drown them in the tail). */
const NOTABLE = /^(?!.*(no action|in progress|Lock owner)).*( INFO: |pg_rewind: )/;

function spawnLogged(
  logs: Logs,
  name: string,
  cmd: string,
  args: string[],
  notable?: Map<string, string[]>,
): ChildProcess {
  // Its own process group, so stopping it stops what it started in that group.
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (d: Buffer) => {
    logs.set(name, ((logs.get(name) ?? '') + d.toString()).slice(-4000));
    const lines = d
      .toString()
      .split('\n')
      .filter((l) => NOTABLE.test(l));
    if (lines.length) notable?.set(name, [...(notable.get(name) ?? []), ...lines].slice(-40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

const exited = (c: ChildProcess) =>
  new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));

function patroniConfig(dir: string, node: Node, etcdPort: number) {
  const trust = ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust'];
  return {
    scope: 'freightgraph',
    name: node.name,
    restapi: { listen: `127.0.0.1:${node.restPort}`, connect_address: `127.0.0.1:${node.restPort}` },
    etcd3: { hosts: [`127.0.0.1:${etcdPort}`] },
    bootstrap: {
      dcs: {
        ...DCS,
        maximum_lag_on_failover: 1_048_576,
        // Commits wait for the standby; with it gone, Patroni drops the wait (not strict) so the
        // primary alone keeps taking writes (docs/operations.md).
        synchronous_mode: true,
        synchronous_mode_strict: false,
        postgresql: {
          // A killed primary may have WAL its standby never got: started again, it rejoins rewound
          // onto the new primary's timeline. pg_rewind needs hint bits in the WAL (wal_log_hints or
          // data checksums: both, as deploy/postgres-ha/patroni.yml) and full page writes.
          use_pg_rewind: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_wal_senders: 5,
            max_replication_slots: 5,
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { auth: 'trust' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${node.pgPort}`,
      connect_address: `127.0.0.1:${node.pgPort}`,
      data_dir: node.dataDir,
      bin_dir: BIN,
      pgpass: join(dir, `${node.name}.pgpass`),
      authentication: { superuser: { username: 'postgres' }, replication: { username: 'postgres' } },
      pg_hba: trust,
      // A rewind that fails, or a timeline it cannot rewind, makes the node a fresh copy instead.
      remove_data_directory_on_rewind_failure: true,
      remove_data_directory_on_diverged_timelines: true,
      parameters: {
        unix_socket_directories: dir,
        max_connections: 200,
        shared_buffers: '32MB',
        // Processes are killed here, never the machine: the page cache outlives them, so fsync
        // would change nothing this test measures, only make it slower. Full pages stay on:
        // pg_rewind refuses a source without them.
        fsync: 'off',
      },
    },
  };
}

function haproxyConfig(port: number, nodes: Node[]): string {
  return [
    'global',
    '  maxconn 400',
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 1s',
    'listen primary',
    `  bind 127.0.0.1:${port}`,
    '  option httpchk GET /primary',
    '  http-check expect status 200',
    // A node that stops answering 200 has its sessions cut at once: clients reconnect to the new one.
    '  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
    ...nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.pgPort} check port ${n.restPort}`),
    '',
  ].join('\n');
}

export async function startFailoverCluster(): Promise<FailoverCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'fg-failover-'));
  // PostgreSQL refuses to run as root: as root, Patroni (and so PostgreSQL) runs as postgres.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const children: ChildProcess[] = [];
  const nodes: Node[] = [];
  const logs: Logs = new Map();
  const notable = new Map<string, string[]>();
  const stop = async () => {
    for (const c of children.filter((c) => c.exitCode === null && c.signalCode === null)) {
      try {
        process.kill(-c.pid!, 'SIGKILL');
      } catch {
        /* gone already */
      }
    }
    await Promise.all(children.map(exited));
    for (const n of nodes) killPostmaster(n);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [etcdPort, peerPort, haproxyPort] = [await freePort(), await freePort(), await freePort()];
    const etcdUrl = `http://127.0.0.1:${etcdPort}`;
    const peer = `http://127.0.0.1:${peerPort}`;
    const etcd = spawnLogged(logs, 'etcd', '/usr/bin/etcd', [
      ...['--name', 'fg', '--data-dir', join(dir, 'etcd'), '--listen-client-urls', etcdUrl],
      ...['--advertise-client-urls', etcdUrl, '--listen-peer-urls', peer, '--initial-advertise-peer-urls', peer],
      ...['--initial-cluster', `fg=${peer}`, '--log-level', 'warn'],
    ]);
    children.push(etcd);
    await until(
      'etcd healthy',
      async () => (await (await fetch(`${etcdUrl}/health`)).json()).health === 'true',
      30_000,
    );

    for (const name of ['node1', 'node2'])
      nodes.push({
        name,
        pgPort: await freePort(),
        restPort: await freePort(),
        dataDir: join(dir, name),
        file: join(dir, `${name}.yml`),
        child: null,
      });
    const startPatroni = (n: Node) => {
      const [cmd, args] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', '/usr/bin/patroni', n.file]]
        : ['/usr/bin/patroni', [n.file]];
      n.child = spawnLogged(logs, n.name, cmd, args as string[], notable);
      children.push(n.child);
    };
    for (const n of nodes) {
      writeFileSync(n.file, JSON.stringify(patroniConfig(dir, n, etcdPort), null, 2)); // JSON is YAML
      startPatroni(n);
    }
    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(haproxyPort, nodes));
    children.push(spawnLogged(logs, 'haproxy', '/usr/sbin/haproxy', ['-f', cfg, '-db']));

    const byName = (name: string) => nodes.find((n) => n.name === name)!;
    const members = async () => {
      for (const n of nodes) {
        const got = await restJson(n.restPort, '/cluster').catch(() => null);
        if (got?.members) return got.members;
      }
      return [];
    };
    const cluster: FailoverCluster = {
      url: `postgres://postgres@127.0.0.1:${haproxyPort}/postgres`,
      nodeUrl: (name) => `postgres://postgres@127.0.0.1:${byName(name).pgPort}/postgres`,
      members,
      async leader() {
        const m = (await members()).find((x: any) => x.role === 'leader' && x.state === 'running');
        return m?.name ?? null;
      },
      async syncStandby() {
        const sync = (await members()).find(
          (x: any) => x.role === 'sync_standby' && ['running', 'streaming'].includes(x.state),
        );
        return sync?.name ?? null;
      },
      async untilSynchronous(timeoutMs) {
        await until(
          'a leader with a synchronous standby',
          async () => {
            const m = await members();
            return m.some((x: any) => x.role === 'leader') && m.some((x: any) => x.role === 'sync_standby');
          },
          timeoutMs,
        );
        // And HAProxy has found the leader.
        await until('HAProxy reaching the primary', () => answers(cluster.url), timeoutMs);
      },
      async kill(name) {
        const n = byName(name);
        process.kill(-n.child!.pid!, 'SIGKILL');
        killPostmaster(n);
        await exited(n.child!);
      },
      restart(name) {
        const n = byName(name);
        if (n.child && n.child.exitCode === null && n.child.signalCode === null) throw new Error(`${name} still runs`);
        notable.delete(name);
        startPatroni(n);
      },
      rejoinLines: (name) => notable.get(name) ?? [],
      stop,
    };
    await cluster.untilSynchronous(120_000);
    return cluster;
  } catch (err) {
    await stop();
    const said = [...logs].map(([name, text]) => `${name}: ${text.slice(-1500)}`);
    throw new Error(`${(err as Error).message}\n${said.join('\n')}`);
  }
}

/** The postmaster (Patroni starts it in a session of its own) and its children, all SIGKILLed at once. */
function killPostmaster(n: Node): void {
  const pidFile = join(n.dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let backends: number[] = [];
  try {
    backends = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    /* no children */
  }
  for (const pid of [postmaster, ...backends]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
}

async function answers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return (await c.query('SELECT NOT pg_is_in_recovery() AS primary')).rows[0].primary;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
