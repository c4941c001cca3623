// Reads on a streaming replica (docs/scaling.md, Read replicas): a primary and a replica made with
// pg_basebackup, of the test's own (test/support/replica-pair.ts), and the system on them with
// DATABASE_REPLICA_URL. A writer reads each write back at once and is never stale, whether the
// replica has caught up (the read runs there) or is held behind (the read waits at most the bound
// and goes to the primary, while the replica itself still lacks the write).
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import pg from 'pg';
import {
  hasPostgresBinaries,
  NO_POSTGRES_BINARIES,
  startReplicaPair,
  type ReplicaPair,
} from '../support/replica-pair.js';
import { http, testConfig, TEST_CLOCK_START } from '../support/harness.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { startOneProcess, type Runtime } from '../../wiring/runtime.js';
import { DrivenClock } from '../../platform/clock.js';
import { processMetrics } from '../../platform/metrics.js';
import { createKey, createOrganisation } from '../../subgraphs/accounts/store/index.js';

/** A loaded machine can hold replay back for a moment: the bound leaves room for that. */
const MAX_LAG_MS = 2000;

/** db_replica_reads_total by `target/reason`. */
async function replicaReads(): Promise<Record<string, number>> {
  const metric = await processMetrics.getSingleMetric('db_replica_reads_total')!.get();
  return Object.fromEntries(metric.values.map((v) => [`${v.labels.target}/${v.labels.reason}`, v.value]));
}

async function gauge(name: string): Promise<number> {
  return (await processMetrics.getSingleMetric(name)!.get()).values[0]!.value;
}

describe.skipIf(!hasPostgresBinaries)(
  `reads on a streaming replica (skipped only when ${NO_POSTGRES_BINARIES})`,
  () => {
    let pair: ReplicaPair;
    let rt: Runtime;
    let replica: pg.Client;
    let key: string;
    let serial = 510_000;

    beforeAll(async () => {
      pair = await startReplicaPair();
      rt = await startOneProcess({
        workers: false,
        clock: new DrivenClock(TEST_CLOCK_START),
        config: testConfig({ databaseReplica: { url: pair.replicaUrl, maxLagMs: MAX_LAG_MS } }, pair.primaryUrl),
      });
      const org = await createOrganisation(rt.services.db, 'Replica Org', 'paid');
      key = (await createKey(rt.services.db, org.id, 'tmcp')).key;
      replica = new pg.Client({ connectionString: pair.replicaUrl });
      await replica.connect();
    }, 300_000);

    afterAll(async () => {
      await replica?.end();
      await rt?.stop();
      await pair?.stop();
    });

    /** Adds a container and lists the organisation's at once: what the list holds. */
    async function addThenList(): Promise<{ added: string; listed: string[] }> {
      const added = boxNumber('TCNU', serial++);
      const r = await http(rt.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: added } });
      expect(r.status, r.text).toBe(201);
      const list = await http(rt.urls.ocean, '/v1/containers', { key });
      expect(list.status, list.text).toBe(200);
      return { added, listed: list.body.data.items.map((c: { identifier: string }) => c.identifier) };
    }

    const onReplica = async (identifier: string) =>
      (await replica.query('SELECT count(*)::int AS n FROM ocean.containers WHERE identifier = $1', [identifier]))
        .rows[0].n;

    it('lists each write back at once, reading the replica once it has replayed the write', async () => {
      const before = await replicaReads();
      const added: string[] = [];
      for (let i = 0; i < 10; i++) {
        const got = await addThenList();
        added.push(got.added);
        expect(got.listed, `write ${i + 1}`).toEqual(expect.arrayContaining(added));
      }
      const after = await replicaReads();
      // The lists ran on the replica (a read that found it too far behind went to the primary instead).
      expect((after['replica/caught_up'] ?? 0) - (before['replica/caught_up'] ?? 0)).toBeGreaterThan(0);
      expect(await onReplica(added[9]!)).toBe(1);
    });

    it('reads the primary when the replica is held behind, never the stale replica', async () => {
      await replica.query('SELECT pg_wal_replay_pause()');
      try {
        const before = await replicaReads();
        const got = await addThenList();
        expect(got.listed).toContain(got.added);
        expect(await onReplica(got.added)).toBe(0); // the replica itself has not got the write
        const after = await replicaReads();
        expect((after['primary/lag'] ?? 0) - (before['primary/lag'] ?? 0)).toBeGreaterThan(0);
        expect(after['replica/caught_up'] ?? 0).toBe(before['replica/caught_up'] ?? 0);
        expect(await gauge('db_replica_lag_seconds')).toBe(MAX_LAG_MS / 1000);
      } finally {
        await replica.query('SELECT pg_wal_replay_resume()');
      }
      // Replay resumed: once the bound's back-off is over, lists run on the replica again.
      const resumed = (await replicaReads())['replica/caught_up'] ?? 0;
      await vi.waitFor(
        async () => {
          const got = await addThenList();
          expect(got.listed).toContain(got.added);
          expect((await replicaReads())['replica/caught_up']).toBeGreaterThan(resumed);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(await gauge('db_replica_lag_seconds')).toBeLessThan(MAX_LAG_MS / 1000);
    });
  },
);
