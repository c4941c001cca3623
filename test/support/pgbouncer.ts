// Debian's PgBouncer as a plain process in front of the PostgreSQL server, in transaction mode
// (what docs/scaling.md tells operators to run): a generated ini, trust with a userlist, a free
// port. Tests that need it skip, saying why, when it is not installed (.ci/run installs it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

const PGBOUNCER = '/usr/sbin/pgbouncer';
export const hasPgBouncer = existsSync(PGBOUNCER);
export const NO_PGBOUNCER = `${PGBOUNCER} is missing (apt-get install pgbouncer; .ci/run installs it)`;

export interface PgBouncer {
  /** `serverUrl` with the pooler's host and port: the same database, user and options. */
  url(serverUrl: string): string;
  /** Rows of an admin console command (SHOW STATS, SHOW POOLS, …). */
  show(what: string): Promise<Record<string, string>[]>;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in transaction mode in front of the server `serverUrl` names (any database on
 * it); `settings` add to or override the [pgbouncer] section's.
 */
export async function startPgBouncer(serverUrl: string, settings: Record<string, string> = {}): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const dir = mkdtempSync(join(tmpdir(), 'fg-pgbouncer-'));
  // PgBouncer refuses to run as root: it switches to the postgres user, who must read the files.
  const asRoot = process.getuid?.() === 0;
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'pool_mode = transaction',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      'max_client_conn = 500',
      'default_pool_size = 20',
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      // Later lines win: PgBouncer keeps the last value of a setting.
      ...Object.entries(settings).map(([k, v]) => `${k} = ${v}`),
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o755);
  }
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Up once it says so (after binding its port), or failed once it exits.
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (d) => {
      stderr += d;
      if (/process up/.test(stderr)) resolve();
    });
    child.once('exit', () => reject(new Error(`pgbouncer did not start: ${stderr}`)));
  });
  const url = (u: string) => {
    const x = new URL(u);
    x.hostname = '127.0.0.1';
    x.port = String(port);
    return x.toString();
  };
  return {
    url,
    async show(what) {
      const admin = new pg.Client({ connectionString: url(`postgres://${user}@127.0.0.1/pgbouncer`) });
      await admin.connect();
      try {
        // The admin console speaks only the simple protocol.
        const r = await admin.query({ text: `SHOW ${what}`, queryMode: 'simple' } as any);
        return r.rows;
      } finally {
        await admin.end();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
