// Reads a streaming replica may serve (docs/scaling.md, Read replicas): dashboard reads, lists,
// exports, the lane query. A replica is some milliseconds behind its primary, and a caller that
// has just written must read its write back, whichever process it asks. So each read first takes
// the primary's WAL position (one trivial statement there), and runs on the replica only once the
// replica has replayed up to it: every write committed before the read began, the caller's own
// included, is visible. A replica that does not get there within the bound (REPLICA_MAX_LAG_MS),
// or cannot be reached, leaves the read to the primary, and the next bound's reads go straight
// there before the replica is tried again.
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { Counter, Gauge } from 'prom-client';
import { logger } from './logger.js';
import { processMetrics } from './metrics.js';
import { pgQuery, type QueryOptions } from './pg-query.js';

const replicaLag = new Gauge({
  name: 'db_replica_lag_seconds',
  help: "How long the last replica read waited for the replica to replay the primary's position (the bound when it gave up)",
  registers: [processMetrics],
});

const replicaLagBytes = new Gauge({
  name: 'db_replica_lag_bytes',
  help: 'WAL the replica had still to replay when the last replica read began',
  registers: [processMetrics],
});

const replicaReads = new Counter({
  name: 'db_replica_reads_total',
  help: 'Replica-eligible reads by where they ran (replica, primary) and why (caught_up, lag, error)',
  labelNames: ['target', 'reason'] as const,
  registers: [processMetrics],
});

/**
 * The end of the primary's last inserted record: pg_current_wal_insert_lsn() is where the next
 * one will start, past the next WAL page's header (24 bytes; a segment's first page 40) when the
 * last one ended at a page boundary. A replica that has replayed everything never reaches that
 * while nothing more is written (seen here: one read in about 250 waited out the bound), so the
 * header is taken off.
 */
const PRIMARY_POSITION = `SELECT (l - CASE WHEN (l - '0/0'::pg_lsn) % s = 40 THEN 40 WHEN (l - '0/0'::pg_lsn) % b = 24 THEN 24 ELSE 0 END)::text AS lsn
  FROM (SELECT pg_current_wal_insert_lsn() AS l, current_setting('wal_block_size')::numeric AS b,
               pg_size_bytes(current_setting('wal_segment_size')) AS s) p`;

/** Whether the replica has replayed `$1` (a primary is always there), and how much WAL it has yet to. */
const GATE = `SELECT NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up,
  CASE WHEN pg_is_in_recovery() THEN greatest(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0) ELSE 0 END::float8 AS behind`;

/**
 * The replica's trouble rather than the read's: a lost connection (no SQLSTATE), the server going
 * away (class 08, 57P0x), or a read cancelled by a conflict with replay (40001): the primary answers it.
 */
const replicaTrouble = (err: unknown): boolean => {
  const code = (err as { code?: unknown }).code;
  return typeof code !== 'string' || /^(08|57P0|40001)/.test(code);
};

/** The primary's side of a read (the Db: platform/db.ts). */
interface Primary {
  query<T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<{ rows: T[]; rowCount: number }>;
}

export class ReplicaReads implements Primary {
  private pool: pg.Pool;
  /** Until when reads go straight to the primary (the replica was too far behind or down). */
  private primaryUntil = 0;

  constructor(
    private primary: Primary,
    url: string,
    private maxLagMs: number,
    max: number,
  ) {
    this.pool = new pg.Pool({ connectionString: url, max });
    this.pool.on('error', (err) => logger.warn({ err: err.message }, 'pg replica pool client error'));
  }

  async query<T = Record<string, any>>(sql: string, params?: unknown[], opts?: QueryOptions) {
    if (performance.now() < this.primaryUntil) return this.onPrimary<T>('lag', sql, params, opts);
    const { rows } = await this.primary.query<{ lsn: string }>(PRIMARY_POSITION);
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      return this.giveUp<T>('error', err as Error, sql, params, opts);
    }
    try {
      // One transaction: behind a pooler the gate and the read reach the same server.
      await client.query('BEGIN READ ONLY');
      if (!(await this.caughtUp(client, rows[0]!.lsn))) {
        await client.query('ROLLBACK');
        return await this.giveUp<T>('lag', null, sql, params, opts);
      }
      const r = await client.query(pgQuery(sql, params, opts));
      await client.query('COMMIT');
      replicaReads.inc({ target: 'replica', reason: 'caught_up' });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!replicaTrouble(err)) throw err; // the read's own error: the primary would raise it too
      return this.giveUp<T>('error', err as Error, sql, params, opts);
    } finally {
      client.release();
    }
  }

  /** Waits (at most the bound) for the replica to replay `lsn`; records how long it took. */
  private async caughtUp(client: pg.PoolClient, lsn: string): Promise<boolean> {
    const from = performance.now();
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      const { rows } = await client.query<{ caught_up: boolean; behind: number }>(GATE, [lsn]);
      const waited = performance.now() - from;
      if (pause === 1) replicaLagBytes.set(rows[0]!.behind);
      if (rows[0]!.caught_up) {
        replicaLag.set(waited / 1000);
        return true;
      }
      if (waited + pause > this.maxLagMs) {
        replicaLag.set(this.maxLagMs / 1000);
        return false;
      }
      await wait(pause);
    }
  }

  private giveUp<T>(reason: 'lag' | 'error', err: Error | null, sql: string, params?: unknown[], opts?: QueryOptions) {
    this.primaryUntil = performance.now() + this.maxLagMs;
    if (err) logger.warn({ err: err.message }, 'replica read failed; reading the primary');
    return this.onPrimary<T>(reason, sql, params, opts);
  }

  private onPrimary<T>(reason: 'lag' | 'error', sql: string, params?: unknown[], opts?: QueryOptions) {
    replicaReads.inc({ target: 'primary', reason });
    return this.primary.query<T>(sql, params, opts);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
