// One small query interface, two drivers: a pg Pool (DATABASE_URL) or embedded PGlite.
// SQL is identical for both; type parsing is aligned so rows look the same.
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { logger } from './logger.js';
import type { KernelConfig } from './config.js';
import { ReplicaReads } from './replica.js';
import { lockDataDir, refuseIfHeld } from './data-dir-lock.js';
import { pgQuery, type QueryOptions } from './pg-query.js';

interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
}

/** Inside a transaction: queries plus multi-statement scripts. */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /**
   * Reads that may be served by the read replica (DATABASE_REPLICA_URL; docs/scaling.md, Read
   * replicas): never stale for a writer, since each waits for the replica to replay the primary's
   * position at its start, or goes to the primary. Without a replica: the Db itself.
   */
  readonly reads: Queryable;
  /** Runs fn in one transaction; inside it use only the given Tx (PGlite has one connection). */
  tx<T>(fn: (q: Tx) => Promise<T>): Promise<T>;
  /** Multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Statements sent since start: benchmarks read it to prove no N+1. */
  readonly stats: { statements: number };
  /** 'up' each time the notification connection is (re)established (tests and health gate on it). */
  readonly listenerEvents: EventEmitter;
}

/**
 * A transaction's callback may reach the database only through the Tx it is given: on PGlite (one
 * connection) a query on the Db while a transaction is open waits for that transaction, which waits
 * for the query, so the process hangs; on PostgreSQL it would run outside the transaction. Each
 * callback runs in this scope, and the Db refuses queries made from inside it while it is open.
 */
const openTx = new AsyncLocalStorage<{ open: boolean }>();

/** Runs a transaction's callback in its scope; the scope closes when the callback settles. */
async function inTxScope<T>(fn: () => Promise<T>): Promise<T> {
  const scope = { open: true };
  try {
    return await openTx.run(scope, fn);
  } finally {
    scope.open = false; // work the callback left running (timers, promises) may use the Db again
  }
}

function refuseInsideTx(): void {
  if (openTx.getStore()?.open)
    throw new Error('a query on the Db inside a transaction callback: use the Tx the callback was given');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a caller's id can be compared with a uuid column (a malformed one would raise). */
export const isUuid = (id: string): boolean => UUID.test(id);

// Same JS shapes from both drivers: int8 and numeric as numbers (our money and counts fit
// in a double), DATE as the plain 'YYYY-MM-DD' string (a Date would invent a time zone).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const toNumber = (v: string) => (v === null ? null : Number(v));
const asIs = (v: string) => v;

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(DATE, asIs);

class PgDb implements Db {
  readonly kind = 'pg' as const;
  readonly stats = { statements: 0 };
  private pool: pg.Pool;
  private listener: pg.Client | null = null;
  private handlers = new Map<string, Set<(p: string) => void>>();
  private listenerReady: Promise<void> | null = null;
  private closed = false;
  readonly listenerEvents = new EventEmitter();
  readonly reads: Queryable;
  private replica: ReplicaReads | null = null;

  /**
   * `url` may be a pooler in transaction mode (nothing sent on the pool needs a session: no named
   * statements, no session settings, advisory locks only per transaction); `listenUrl` is where
   * the LISTEN session goes (the server, or a pooler in session mode).
   */
  constructor(
    url: string,
    private listenUrl: string,
    max: number,
    replica: KernelConfig['databaseReplica'],
  ) {
    this.pool = new pg.Pool({ connectionString: url, max });
    if (replica) this.replica = new ReplicaReads(this, replica.url, replica.maxLagMs, max);
    this.reads = this.replica ?? this;
    // An idle client dying (server restart) must not crash the process.
    this.pool.on('error', (err) => logger.warn({ err: err.message }, 'pg pool client error'));
    // The pool listens to a client only while it is idle or running pool.query. A backend
    // terminated while its client is checked out between statements (a transaction), or in the
    // instant the pool hands a client over (the FATAL in the same packet as the last answer),
    // emitted 'error' with no listener and ended the process. The client is dropped on release
    // (no longer queryable) and its next statement fails.
    this.pool.on('connect', (client) =>
      client.on('error', (err) => logger.warn({ err: err.message }, 'pg client lost its connection')),
    );
  }

  async query<T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>> {
    refuseInsideTx();
    this.stats.statements++;
    const r = await this.pool.query(pgQuery(sql, params, opts));
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }

  async tx<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    refuseInsideTx();
    const client = await this.pool.connect();
    const q: Tx = {
      query: async <R>(sql: string, params?: unknown[], opts?: QueryOptions) => {
        this.stats.statements++;
        const r = await client.query(pgQuery(sql, params, opts));
        return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
      },
      exec: async (sql: string) => {
        this.stats.statements++;
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      const out = await inTxScope(() => fn(q));
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    refuseInsideTx();
    this.stats.statements++;
    await this.pool.query(sql);
  }

  /**
   * One notification connection, kept up: when its backend goes away (failover, restart,
   * pg_terminate_backend) it reconnects with capped backoff, LISTENs again on every channel, and
   * calls every handler once with an empty payload, because notifications sent while it was down
   * are lost and each subscriber must resynchronise (drop caches, rescan).
   */
  async listen(channel: string, onPayload: (payload: string) => void) {
    let set = this.handlers.get(channel);
    const added = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    const unsubscribe = async () => {
      set!.delete(onPayload);
    };
    if (!this.listenerReady) {
      this.listenerReady = this.connectListener().catch((err) => {
        this.listenerReady = this.reconnectListener();
        throw err;
      });
      await this.listenerReady; // connects with every channel known, this one included
    } else if (added) {
      await this.listenerReady;
      // If the connection is lost meanwhile, the reconnect LISTENs on this channel too.
      await this.listener?.query(`LISTEN "${channel}"`).catch(() => undefined);
    }
    return unsubscribe;
  }

  /** Connects and LISTENs on every known channel; only a fully set-up client becomes the listener. */
  private async connectListener(): Promise<void> {
    // A connect or LISTEN that never answers (an overloaded or half-dead server) must fail and be
    // retried, not leave the process deaf to notifications.
    const client = new pg.Client({
      connectionString: this.listenUrl,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
      keepAlive: true,
    });
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      if (this.listener !== client || this.closed) return;
      logger.warn({ err: err?.message }, 'pg listener lost; reconnecting');
      this.listener = null;
      this.listenerReady = this.reconnectListener();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
    this.listener = client;
    this.listenerEvents.emit('up');
  }

  private async reconnectListener(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        await this.connectListener();
        for (const set of this.handlers.values()) for (const h of set) h('');
        logger.info({ attempt }, 'pg listener reconnected');
        return;
      } catch (err) {
        logger.warn({ err: (err as Error).message, attempt }, 'pg listener reconnect failed');
        await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 2_000)));
      }
    }
  }

  async close() {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.replica?.close();
    await this.pool.end();
  }
}

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  readonly stats = { statements: 0 };
  /** In-process: notifications cannot be lost, so it never emits. */
  readonly listenerEvents = new EventEmitter();
  readonly reads: Queryable = this;
  constructor(
    private lite: PGlite,
    private unlock: () => void = () => undefined,
  ) {}

  async query<T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>> {
    refuseInsideTx();
    this.stats.statements++;
    const r = await this.lite.query<T>(sql, params as any[], opts);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  }

  async tx<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    refuseInsideTx();
    return this.lite.transaction(async (t) =>
      inTxScope(() =>
        fn({
          query: async <R>(sql: string, params?: unknown[], opts?: QueryOptions) => {
            this.stats.statements++;
            const r = await t.query<R>(sql, params as any[], opts);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          exec: async (sql: string) => {
            this.stats.statements++;
            await t.exec(sql);
          },
        }),
      ),
    );
  }

  async exec(sql: string): Promise<void> {
    refuseInsideTx();
    this.stats.statements++;
    await this.lite.exec(sql);
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    const unsub = await this.lite.listen(channel, onPayload);
    return async () => unsub();
  }

  async close() {
    await this.lite.close();
    this.unlock();
  }

  /** The whole data directory as a tarball (the test template). */
  dump(): Promise<Blob> {
    return this.lite.dumpDataDir('none');
  }
}

/** What openDb takes from the kernel's configuration. */
export const dbOptions = (c: KernelConfig) => ({
  databaseUrl: c.databaseUrl,
  listenUrl: c.databaseListenUrl,
  replica: c.databaseReplica,
  pgliteDataDir: c.pgliteDataDir,
  poolMax: c.pgPoolMax,
});

export async function openDb(opts: {
  databaseUrl: string | null;
  /** The LISTEN session's server (default databaseUrl). */
  listenUrl?: string | null;
  replica?: KernelConfig['databaseReplica'];
  pgliteDataDir?: string | null;
  poolMax?: number;
  /** PGlite only: start from a dumped data directory (tests: a migrated, seeded template). */
  pgliteTemplate?: Blob;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const db = new PgDb(opts.databaseUrl, opts.listenUrl || opts.databaseUrl, opts.poolMax ?? 10, opts.replica ?? null);
    await db.query('SELECT 1'); // fail fast with a readable error if the server is unreachable
    return db;
  }
  const dir = opts.pgliteDataDir ?? null;
  if (dir) refuseIfHeld(dir); // before PGlite reads the directory
  const lite = await PGlite.create({
    dataDir: dir ?? undefined,
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: asIs },
    loadDataDir: opts.pgliteTemplate,
  });
  // Taken once PGlite has made the directory: a fresh one must be empty for it.
  let unlock: (() => void) | undefined;
  try {
    unlock = dir ? lockDataDir(dir) : undefined;
  } catch (e) {
    await lite.close();
    throw e;
  }
  return new PgliteDb(lite, unlock);
}

export async function dumpPglite(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error('only an embedded database can be dumped');
  return db.dump();
}
