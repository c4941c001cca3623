// A month of ocean carrier events (migration 012, by month of created_at) removed as a future
// retention would: its partition detached and dropped, against one DELETE of the same rows on an
// unpartitioned copy shaped as migration 008 left the table (its unique key, indexes and foreign
// key) plus the VACUUM that DELETE leaves. Events have no retention today (docs/operations.md,
// "Retention by partition"); this is what the months make cheap. A fresh PostgreSQL database gets
// the ocean migrations, EVENTS_RECORDS records (default 20,000) and EVENTS_ROWS events (default
// 10,000,000), half learnt in the month before last, half in the last 30 days, generated with one
// INSERT … SELECT generate_series. Also prints the plans of the reads that use the table: a
// record's timeline (no time bound: each month's index is probed) and a learnt-time window (its
// months only). Run: npm run bench -- retention-events
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { freshPostgresDatabase } from '../test/support/harness.js';
import { openDb } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { prepareEventMonths } from '../subgraphs/ocean/store/index.js';
import { SERVER_URL } from './lib.js';

const ROWS = Number(process.env.EVENTS_ROWS ?? 10_000_000);
const RECORDS = Number(process.env.EVENTS_RECORDS ?? 20_000);
const DAY = 86_400_000;

const seconds = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const t = process.hrtime.bigint();
  const r = await run();
  return [Number(process.hrtime.bigint() - t) / 1e9, r];
};
const load = () => loadavg()[0]!.toFixed(1);
const month = (at: Date, add: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + add, 1));
const part = (at: Date) => `events_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

const fresh = await freshPostgresDatabase(SERVER_URL);
const db = await openDb({ databaseUrl: fresh.url });
try {
  await migrate(db, [{ name: 'ocean', dir: fileURLToPath(new URL('../subgraphs/ocean/migrations', import.meta.url)) }]);
  const today = new Date();
  const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 15, 12));
  const expired = month(now, -2);
  await prepareEventMonths(db, expired); // the month before last, the last one and this one
  await db.query(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type)
     SELECT '00000000-0000-4000-8000-000000000001', 'MSKU' || lpad(g::text, 7, '0'), 'container_id' FROM generate_series(1, $1::int) g`,
    [RECORDS],
  );
  const half = Math.floor(ROWS / 2);
  const [gen] = await seconds(() =>
    db.query(
      `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM ocean.containers)
       INSERT INTO ocean.events (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode,
           vessel_imo, voyage, created_at)
       SELECT '00000000-0000-4000-8000-000000000001', c.ids[1 + g % $2::int], 'ev-' || g, 'TRANSPORT', 'ARRI', 'ACT',
              t - interval '2 hours', 'NLRTM', '9778791', '3E', t
         FROM c, generate_series(1, $1::int) g,
              LATERAL (SELECT CASE WHEN g <= $3 THEN $4::timestamptz + ((g - 1)::float8 / $3) * ($5::timestamptz - $4::timestamptz)
                                   ELSE $6::timestamptz - ((g - $3)::float8 / ($1::int - $3)) * interval '30 days' END AS t) x`,
      [ROWS, RECORDS, half, expired, month(now, -1), now],
    ),
  );
  const [copy] = await seconds(() =>
    db
      .exec(
        `CREATE TABLE ocean.events_flat (LIKE ocean.events INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
      INSERT INTO ocean.events_flat SELECT * FROM ocean.events;
      ALTER TABLE ocean.events_flat ADD PRIMARY KEY (id), ADD UNIQUE (container_id, source_event_id),
        ADD FOREIGN KEY (container_id) REFERENCES ocean.containers (id) ON DELETE CASCADE;
      CREATE INDEX ON ocean.events_flat (container_id, event_at);
      CREATE INDEX ON ocean.events_flat (org_id, feed_seq);
      CREATE INDEX ON ocean.events_flat (org_id, created_at, id);
      CREATE INDEX ON ocean.events_flat (org_id, event_at, feed_seq);
      CREATE INDEX ON ocean.events_flat (org_id, created_at, feed_seq)`,
      )
      .then(() => db.query('VACUUM ANALYZE ocean.events_flat, ocean.events')),
  );
  console.log(
    `retention-events: ${ROWS} events (${half} learnt in ${part(expired)}) of ${RECORDS} records generated in ${gen.toFixed(1)} s, copied unpartitioned in ${copy.toFixed(1)} s (load ${load()})`,
  );

  const plan = async (sql: string, params: unknown[]) =>
    (
      await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, params)
    ).rows
      .map((r) => `    ${r['QUERY PLAN']}`)
      .join('\n');
  const record = (await db.query<{ id: string }>('SELECT id FROM ocean.containers LIMIT 1')).rows[0]!.id;
  console.log(
    `  a record's timeline (store.eventsByContainerIds):\n${await plan('SELECT * FROM ocean.events WHERE container_id = ANY($1::uuid[]) ORDER BY container_id, event_at', [[record]])}`,
  );
  console.log(
    `  a learnt-time window of a day (the feed's eventCreatedDateTime, the exports):\n${await plan(
      'SELECT count(*) FROM ocean.events WHERE org_id = $1 AND created_at >= $2 AND created_at < $3',
      ['00000000-0000-4000-8000-000000000001', new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY)],
    )}`,
  );

  const [del, deleted] = await seconds(() =>
    db.query(`DELETE FROM ocean.events_flat WHERE created_at >= $1 AND created_at < $2`, [expired, month(now, -1)]),
  );
  const [vac] = await seconds(() => db.query('VACUUM ocean.events_flat'));
  console.log(
    `  DELETE (unpartitioned): ${deleted.rowCount} rows in ${del.toFixed(2)} s, then VACUUM ${vac.toFixed(2)} s (load ${load()})`,
  );
  const [drop] = await seconds(() =>
    db.exec(`ALTER TABLE ocean.events DETACH PARTITION ocean.${part(expired)}; DROP TABLE ocean.${part(expired)}`),
  );
  const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ocean.events');
  console.log(
    `  DETACH + DROP (by month): ${part(expired)} in ${drop.toFixed(3)} s; ${left.rows[0]!.n} events left (load ${load()})`,
  );
  console.log(
    `  ratio: DELETE ${(del / drop).toFixed(0)}× (with its VACUUM ${((del + vac) / drop).toFixed(0)}×) the partition drop`,
  );
} finally {
  await db.close();
  await fresh.drop();
}
