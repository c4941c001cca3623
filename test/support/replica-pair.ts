// A PostgreSQL primary and its streaming replica of the test's own, on free ports, from Debian's
// PostgreSQL 15 binaries: `initdb` makes the primary (trust, replication allowed from 127.0.0.1),
// `pg_basebackup -R` copies it into the replica's data directory, `pg_ctl` starts both. Its own
// pair, so the machine's server keeps its configuration. A test that needs it skips without them.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, appendFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(join(BIN, b)));
export const NO_POSTGRES_BINARIES = `${BIN}/{initdb,pg_ctl,pg_basebackup} are missing (apt-get install postgresql-15)`;

const run = promisify(execFile);

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): Promise<void>;
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  // PostgreSQL refuses to run as root: as root, its programs run as the postgres user.
  const asRoot = process.getuid?.() === 0;
  const pgRun = (bin: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(BIN, bin), ...args]) : run(join(BIN, bin), args);
  const dir = mkdtempSync(join(tmpdir(), 'fg-replica-'));
  const [primary, replica] = [join(dir, 'primary'), join(dir, 'replica')];
  if (asRoot) {
    const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    chownSync(dir, await id('-u'), await id('-g'));
  }
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
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
  const stop = async () => {
    for (const d of started.reverse()) await pgRun('pg_ctl', ['-D', d, '-m', 'immediate', '-w', 'stop']).catch(() => 0);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pgRun('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    appendFileSync(join(primary, 'postgresql.conf'), settings(primaryPort));
    await pgRun('pg_ctl', ['-D', primary, '-l', join(dir, 'primary.log'), '-w', 'start']);
    started.push(primary);
    mkdirSync(replica, { mode: 0o700 });
    if (asRoot) await run('chown', ['postgres:postgres', replica]);
    const from = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'];
    await pgRun('pg_basebackup', [...from, '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
    appendFileSync(join(replica, 'postgresql.conf'), settings(replicaPort));
    await pgRun('pg_ctl', ['-D', replica, '-l', join(dir, 'replica.log'), '-w', 'start']);
    started.push(replica);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    stop,
  };
}
