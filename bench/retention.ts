// A month of webhook deliveries past retention (issue 43 item 4): dropped as a partition
// (DETACH + DROP, store/partitions.ts) against the DELETE the retention was before, on the same
// rows. A fresh PostgreSQL database gets the webhooks migrations; RETENTION_ROWS deliveries
// (default 2,000,000, finished) are generated with one INSERT … SELECT generate_series into the
// month before last, RETENTION_LIVE (default 500,000, 0.2 % pending) into the last 30 days. The
// same rows are copied into an unpartitioned table shaped as migration 008 left deliveries
// (primary key, pending and changed indexes, the endpoint's foreign key), where the old
// statement deletes them. Run: npm run bench -- retention
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { freshPostgresDatabase } from '../test/support/harness.js';
import { openDb } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { dropExpiredHistoryMonths, prepareHistoryMonths } from '../subgraphs/webhooks/store/index.js';
import { SERVER_URL } from './lib.js';

const ROWS = Number(process.env.RETENTION_ROWS ?? 2_000_000);
const LIVE = Number(process.env.RETENTION_LIVE ?? 500_000);
const RETENTION_DAYS = 30;
const DAY = 86_400_000;

const seconds = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const t = process.hrtime.bigint();
  const r = await run();
  return [Number(process.hrtime.bigint() - t) / 1e9, r];
};
const load = () => loadavg()[0]!.toFixed(1);

const fresh = await freshPostgresDatabase(SERVER_URL);
const db = await openDb({ databaseUrl: fresh.url });
try {
  await migrate(db, [
    { name: 'webhooks', dir: fileURLToPath(new URL('../subgraphs/webhooks/migrations', import.meta.url)) },
  ]);
  const today = new Date();
  const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 15, 12));
  const expiredMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const before = new Date(now.getTime() - RETENTION_DAYS * DAY);
  await prepareHistoryMonths(db, expiredMonth, 4); // the month before last through two months ahead
  await db.exec(`INSERT INTO webhooks.endpoints (org_id, product, url, secret_hash)
    SELECT gen_random_uuid(), 'ocean', 'https://hooks.example.com/' || g, md5(g::text) FROM generate_series(1, 1000) g`);
  const [gen] = await seconds(() =>
    db.query(
      `WITH e AS (SELECT array_agg(id ORDER BY id) AS ids FROM webhooks.endpoints)
       INSERT INTO webhooks.deliveries (endpoint_id, event_id, status, attempt_count, next_attempt_at, last_attempt_at,
           last_status_code, created_at, delivered_at, updated_at)
       SELECT e.ids[1 + g % 1000], gen_random_uuid(), CASE WHEN p THEN 'pending' ELSE 'delivered' END, 1, t, t, 200, t,
              CASE WHEN p THEN NULL ELSE t END, t
         FROM e, generate_series(1, $1::int + $2::int) g,
              LATERAL (SELECT CASE WHEN g <= $1 THEN $3::timestamptz + ((g - 1)::float8 / $1) * ($4::timestamptz - $3::timestamptz)
                                   ELSE $5::timestamptz - ((g - $1)::float8 / $2) * interval '30 days' END AS t,
                              g > $1 AND g % 500 = 0 AS p) x`,
      [ROWS, LIVE, expiredMonth, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)), now],
    ),
  );
  const [copy] = await seconds(() =>
    db
      .exec(
        `CREATE TABLE webhooks.deliveries_flat (LIKE webhooks.deliveries INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
      INSERT INTO webhooks.deliveries_flat SELECT * FROM webhooks.deliveries;
      ALTER TABLE webhooks.deliveries_flat ADD PRIMARY KEY (endpoint_id, seq),
        ADD FOREIGN KEY (endpoint_id) REFERENCES webhooks.endpoints (id) ON DELETE CASCADE;
      CREATE INDEX ON webhooks.deliveries_flat (endpoint_id, next_attempt_at, seq) WHERE status = 'pending';
      CREATE INDEX ON webhooks.deliveries_flat (endpoint_id, updated_at, id)`,
      )
      .then(() => db.query('VACUUM ANALYZE webhooks.deliveries_flat, webhooks.deliveries')),
  );
  console.log(
    `retention: ${ROWS} expired + ${LIVE} live deliveries generated in ${gen.toFixed(1)} s, copied unpartitioned in ${copy.toFixed(1)} s (load ${load()})`,
  );

  // Before: the retention's statement, one DELETE of everything finished past retention, then the VACUUM it leaves.
  const [del, deleted] = await seconds(() =>
    db.query(`DELETE FROM webhooks.deliveries_flat WHERE status <> 'pending' AND created_at < $1`, [before]),
  );
  const [vac] = await seconds(() => db.query('VACUUM webhooks.deliveries_flat'));
  console.log(
    `  DELETE (unpartitioned): ${deleted.rowCount} rows in ${del.toFixed(2)} s, then VACUUM ${vac.toFixed(2)} s (load ${load()})`,
  );

  // After: the month wholly past retention detached and dropped.
  const [drop, dropped] = await seconds(() => dropExpiredHistoryMonths(db, before));
  const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhooks.deliveries');
  console.log(
    `  DETACH + DROP (by month): ${dropped.join(', ')} in ${drop.toFixed(3)} s; ${left.rows[0]!.n} deliveries left (load ${load()})`,
  );
  console.log(
    `  ratio: DELETE ${(del / drop).toFixed(0)}× (with its VACUUM ${((del + vac) / drop).toFixed(0)}×) the partition drop`,
  );
} finally {
  await db.close();
  await fresh.drop();
}
