// PostgreSQL clusters of the test's own, on free ports, from Debian's PostgreSQL 15 binaries:
// `initdb` makes a primary (trust, replication allowed from 127.0.0.1), `pg_basebackup` copies a
// running cluster into another data directory (as its streaming replica with `-R`, or as a
// restored cluster of its own without), `pg_ctl` starts each. Its own clusters, so the machine's
// server keeps its configuration. A test that needs them skips without them.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

export const BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(join(BIN, b)));
export const NO_POSTGRES_BINARIES = `${BIN}/{initdb,pg_ctl,pg_basebackup} are missing (apt-get install postgresql-15)`;

const run = promisify(execFile);

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

/** Clusters in one temporary directory, each named; `stop` stops them all and removes it. */
export interface Clusters {
  /** A new cluster from `initdb`, started: its URL. */
  init(name: string): Promise<string>;
  /** A `pg_basebackup -X stream` copy of the cluster at `fromUrl`, started: its URL. */
  copy(fromUrl: string, name: string, opts?: { replica?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

export async function startClusters(): Promise<Clusters> {
  // PostgreSQL refuses to run as root: as root, its programs run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const pgRun = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args]) : run(join(BIN, bin), args);
  const dir = mkdtempSync(join(tmpdir(), 'fg-clusters-'));
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_wal_senders = 4',
      'wal_level = replica',
      // A test cluster: its data is thrown away, so nothing need reach the disk.
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      '',
    ].join('\n');
  const started: string[] = [];
  const start = async (name: string) => {
    const port = await freePort();
    appendFileSync(join(dir, name, 'postgresql.conf'), settings(port));
    await pgRun('pg_ctl', ['-D', join(dir, name), '-l', join(dir, `${name}.log`), '-w', 'start']);
    started.push(join(dir, name));
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  };
  return {
    async init(name) {
      await pgRun('initdb', ['-D', join(dir, name), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
      return start(name);
    },
    async copy(fromUrl, name, opts = {}) {
      mkdirSync(join(dir, name), { mode: 0o700 });
      if (asRoot) await run('chown', ['postgres:postgres', join(dir, name)]);
      const from = new URL(fromUrl);
      const args = ['-h', from.hostname, '-p', from.port, '-U', 'postgres', '-D', join(dir, name)];
      await pgRun('pg_basebackup', [...args, ...(opts.replica ? ['-R'] : []), '-X', 'stream', '-c', 'fast']);
      return start(name);
    },
    async stop() {
      for (const d of started.reverse())
        await pgRun('pg_ctl', ['-D', d, '-m', 'immediate', '-w', 'stop']).catch(() => 0);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const clusters = await startClusters();
  try {
    const primaryUrl = await clusters.init('primary');
    const replicaUrl = await clusters.copy(primaryUrl, 'replica', { replica: true });
    return { primaryUrl, replicaUrl, stop: () => clusters.stop() };
  } catch (err) {
    await clusters.stop();
    throw err;
  }
}
