// The generated data of bench/scale.ts (issue 28 item 3, issue 43 item 4), in SQL on one
// connection, into the tables as the migrations leave them, history partitioned by month: the
// containers added over the last 200 days, so their events (20 each, a day apart, learnt as a real
// feed learns them) fill seven months of ocean.events; each month's events are inserted straight
// into its partition, in the order they were learnt (the feed order), the months created first
// (prepareEventMonths) so none lands in the default partition. The big tables' primary and unique
// keys nothing references and their secondary indexes are dropped before the load and built after
// it, as a restore does.
import { loadavg } from 'node:os';
import type { BenchSystem } from './lib.js';
import { prepareEventMonths } from '../subgraphs/ocean/store/index.js';
import { prepareHistoryMonths } from '../subgraphs/webhooks/store/index.js';
import { monthStart } from '../platform/partitions.js';

/** A database size: the big organisation holds a tenth of the containers. */
export const size = (name: string, containers: number) => ({
  name,
  containers,
  big: containers / 10,
  organisations: Math.min(1000, containers / 10),
  eventsPerContainer: 20,
  deliveries: containers * 5,
});
export type Size = ReturnType<typeof size>;

const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6;
export const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
export const eventMonth = (at: Date) =>
  `events_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

const CHECK_DIGIT = `CREATE FUNCTION pg_temp.iso6346(head text) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT head || ((sum((CASE WHEN c ~ '[0-9]' THEN c::int
      ELSE (ARRAY[10,12,13,14,15,16,17,18,19,20,21,23,24,25,26,27,28,29,30,31,32,34,35,36,37,38])[ascii(c) - 64] END)
      * (1 << (i - 1))) % 11) % 10)::text
    FROM (SELECT i, substr(head, i, 1) AS c FROM generate_series(1, 10) i) x $$`;

/** The generated rows, table by table: [what, SQL, its parameters]. $now is the clock's now. */
type Step = [string, string, (orgId: string, s: Size, now: Date) => unknown[]];
const STEPS: Step[] = [
  [
    'organisations',
    `INSERT INTO accounts.organisations (name, plan) SELECT 'Scale ' || g, 'bench' FROM generate_series(2, $1) g`,
    (_, s) => [s.organisations],
  ],
  [
    'containers (the big organisation first; 1 % due for a poll now, the rest within six hours)',
    `WITH o AS (SELECT array_agg(id ORDER BY created_at, id) AS ids FROM accounts.organisations WHERE id <> $1 AND plan = 'bench')
     INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, carrier_confirmed, status,
         origin_unlocode, destination_unlocode, eta, eta_is_estimated, added_at, updated_at, last_polled_at, next_poll_at,
         registered_at, iso_type_code, container_size, equipment_type, poll_priority, container_number)
     SELECT CASE WHEN g <= $3 THEN $1 ELSE o.ids[1 + g % cardinality(o.ids)] END, n, 'container_id',
            (ARRAY['MAEU','MSCU','CMDU','COSU','HLCU','EGLV','ONEY','ZIMU'])[1 + g % 8], true,
            (ARRAY['in_transit','in_transit','in_transit','discharged','delivered'])[1 + g % 5],
            (ARRAY['CNSHA','CNNGB','SGSIN','KRPUS'])[1 + g % 4],
            (ARRAY['USLAX','USLGB','NLRTM','DEHAM','SGSIN','CNSHA','BRSSZ','ZADUR'])[1 + (g / 10) % 8],
            $4::timestamptz + ((g % 40) - 10) * interval '1 day', g % 5 < 3,
            $4::timestamptz - (20 + g % 180) * interval '1 day', $4::timestamptz - (g % 1000) * interval '1 minute',
            $4::timestamptz - (g % 360) * interval '1 minute',
            CASE WHEN g % 100 = 0 THEN $4::timestamptz - interval '1 minute' ELSE $4::timestamptz + (g % 360) * interval '1 minute' END,
            $4::timestamptz - (20 + g % 180) * interval '1 day', '45G1', '40', 'GP', 'transit', n
       FROM generate_series(1, $2) g, o,
            LATERAL (SELECT pg_temp.iso6346((ARRAY['SCAU','SCBU'])[1 + (g - 1) / 1000000] || lpad(((g - 1) % 1000000)::text, 6, '0')) AS n) x`,
    (orgId, s, now) => [orgId, s.containers, s.big, now],
  ],
  [
    'boxes',
    `INSERT INTO ocean.boxes (org_id, container_id, container_number, status, carrier_scac, pol_unlocode, pod_unlocode,
        pod_timezone, pod_zone_id, lane, eta, eta_is_estimated, first_eta, discharge_at, discharge_local_date, gate_out_at,
        gate_out_local_date, iso_type_code, container_size, equipment_type, updated_at)
     SELECT c.org_id, c.id, c.identifier, c.status, c.carrier_scac, c.origin_unlocode, c.destination_unlocode, p.timezone,
            (SELECT id FROM ocean.zones WHERE name = p.timezone),
            CASE WHEN p.country_code = 'US' THEN 'us_import' WHEN p.country_code IN ('NL','DE') THEN 'eu_import'
                 WHEN p.country_code IN ('SG','CN') THEN 'asia_import' END,
            c.eta, c.eta_is_estimated, c.eta,
            CASE WHEN c.status <> 'in_transit' THEN c.eta END,
            CASE WHEN c.status <> 'in_transit' THEN (c.eta AT TIME ZONE p.timezone)::date END,
            CASE WHEN c.status = 'delivered' THEN c.eta + interval '2 days' END,
            CASE WHEN c.status = 'delivered' THEN ((c.eta + interval '2 days') AT TIME ZONE p.timezone)::date END,
            '45G1', '40', 'GP', $1
       FROM ocean.containers c JOIN reference.ports p ON p.unlocode = c.destination_unlocode`,
    (_, __, now) => [now],
  ],
];

/** After the events. */
const HISTORY_STEPS: Step[] = [
  [
    'webhook endpoints (two per organisation)',
    `INSERT INTO webhooks.endpoints (org_id, product, url, secret_hash, created_at)
     SELECT id, 'ocean', 'https://hooks.example.com/' || id || '/' || n, md5(id::text || n), $1
       FROM accounts.organisations CROSS JOIN generate_series(1, 2) n`,
    (_, __, now) => [now],
  ],
  [
    'webhook deliveries (the last 30 days, the retention; 0.2 % pending, due now)',
    `WITH e AS (SELECT array_agg(id ORDER BY id) AS ids FROM webhooks.endpoints)
     INSERT INTO webhooks.deliveries (endpoint_id, event_id, status, attempt_count, next_attempt_at, last_attempt_at,
         last_status_code, created_at, delivered_at)
     SELECT e.ids[1 + g % cardinality(e.ids)], md5(((g + 1) / 2)::text)::uuid, CASE WHEN p THEN 'pending' ELSE 'delivered' END,
            CASE WHEN p THEN 0 ELSE 1 END, t, CASE WHEN p THEN NULL ELSE t END, CASE WHEN p THEN NULL ELSE 200 END, t,
            CASE WHEN p THEN NULL ELSE t END
       FROM e, generate_series(1, $1) g,
            LATERAL (SELECT $2::timestamptz - (($1 - g)::float8 / $1) * interval '30 days' AS t, g % 500 = 0 AS p) x`,
    (_, s, now) => [s.deliveries, now],
  ],
  [
    'outbox (the events of those deliveries, each to two endpoints)',
    `WITH o AS (SELECT array_agg(id ORDER BY id) AS ids FROM accounts.organisations)
     INSERT INTO webhooks.outbox (id, org_id, product, event_type, data, occurred_at, fanned_out_at)
     SELECT md5(k::text)::uuid, o.ids[1 + k % cardinality(o.ids)], 'ocean', 'container.updated', jsonb_build_object('n', k), t, t
       FROM o, generate_series(1, ($1 + 1) / 2) k,
            LATERAL (SELECT $2::timestamptz - (($1 - 2 * k)::float8 / $1) * interval '30 days' AS t) x`,
    (_, s, now) => [s.deliveries, now],
  ],
];

/** One month's events, straight into its partition, in the order they were learnt. */
const MONTH_EVENTS = (partition: string) => `
  INSERT INTO ocean.${partition} (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode,
      facility_name, vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, created_at)
  SELECT c.org_id, c.id, 'ev-' || k, CASE WHEN k % 3 = 0 THEN 'TRANSPORT' ELSE 'EQUIPMENT' END,
         (ARRAY['GTIN','LOAD','DEPA','ARRI','DISC','GTOT'])[1 + k % 6], CASE WHEN k < 15 THEN 'ACT' ELSE 'EST' END,
         t, CASE WHEN k < 10 THEN c.origin_unlocode ELSE c.destination_unlocode END,
         'Terminal ' || (k % 4), '9778791', 'MADRID MAERSK', 'V' || (k % 9), 'VESSEL', c.identifier, t
    FROM ocean.containers c CROSS JOIN generate_series(0, $1::int - 1) k,
         LATERAL (SELECT c.added_at + k * interval '1 day' AS t) x
   WHERE c.added_at >= $2::timestamptz - $1::int * interval '1 day' AND c.added_at < $3::timestamptz
     AND t >= $2::timestamptz AND t < $3::timestamptz
   ORDER BY t, c.id`;

/** The events month by month, oldest first, each month's partition created before (and the two after it). */
async function events(
  sys: BenchSystem,
  s: Size,
  q: (sql: string, params?: unknown[]) => Promise<{ rowCount: number | null; rows: any[] }>,
  log: (m: string) => void,
) {
  const first = (await q('SELECT min(added_at) AS t FROM ocean.containers')).rows[0].t as Date;
  const now = sys.rt.services.clock.now();
  for (let m = monthStart(first); m <= now; m = monthStart(m, 1)) {
    await prepareEventMonths(sys.rt.services.db, m);
    const t = process.hrtime.bigint();
    const r = await q(MONTH_EVENTS(eventMonth(m)), [s.eventsPerContainer, m, monthStart(m, 1)]);
    log(`  events of ${eventMonth(m)}: ${r.rowCount} rows, ${(ms(t) / 1000).toFixed(1)} s (load ${load()})`);
  }
  const inDefault = (await q('SELECT count(*)::int AS n FROM ocean.events_default')).rows[0].n as number;
  if (inDefault) throw new Error(`${inDefault} events in the default partition`);
}

/** The tables loaded in bulk: their keys and indexes are built after the load, as a restore does. */
const BULK = ['ocean.containers', 'ocean.boxes', 'ocean.events', 'webhooks.outbox', 'webhooks.deliveries'];

/** Their primary and unique keys no foreign key references, and their secondary indexes. */
const DEFERRED = `
  SELECT format('ALTER TABLE %s DROP CONSTRAINT %I', c.conrelid::regclass, c.conname) AS "drop",
         format('ALTER TABLE %s ADD CONSTRAINT %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) AS "create"
    FROM pg_constraint c
   WHERE c.conrelid = ANY($1::regclass[]) AND c.contype IN ('p', 'u')
     AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid)
  UNION ALL
  -- A partitioned table's index is defined ON ONLY its parent; rebuilt, it goes on every partition.
  SELECT format('DROP INDEX %s', i.indexrelid::regclass), replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ')
    FROM pg_index i
   WHERE i.indrelid = ANY($1::regclass[]) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`;

/** Every generated row, in SQL, on one connection (no foreign-key triggers during the load). */
export async function generate(sys: BenchSystem, s: Size, log: (m: string) => void): Promise<void> {
  const client = await sys.pool.connect();
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  const timedStep = async (what: string, run: () => Promise<{ rowCount: number | null } | void>) => {
    const t = process.hrtime.bigint();
    const r = await run();
    log(`  ${what}: ${r ? `${r.rowCount ?? 0} rows, ` : ''}${(ms(t) / 1000).toFixed(1)} s (load ${load()})`);
  };
  try {
    await q("SET synchronous_commit = off; SET maintenance_work_mem = '1GB'; SET work_mem = '1GB'");
    await q('SET session_replication_role = replica');
    await q(CHECK_DIGIT);
    const deferred = (await q(DEFERRED, [BULK])).rows as { drop: string; create: string }[];
    for (const d of deferred) await q(d.drop);
    const now = sys.rt.services.clock.now();
    await prepareHistoryMonths(sys.rt.services.db, monthStart(now, -1));
    for (const [what, sql, params] of STEPS) await timedStep(what, () => q(sql, params(sys.orgId, s, now)));
    await events(sys, s, q, log);
    for (const [what, sql, params] of HISTORY_STEPS) await timedStep(what, () => q(sql, params(sys.orgId, s, now)));
    await q('SET session_replication_role = DEFAULT');
    await timedStep('keys and secondary indexes built', async () => {
      for (const d of deferred) await q(d.create);
    });
    await timedStep('VACUUM ANALYZE', async () => void (await q('VACUUM ANALYZE')));
  } finally {
    client.release();
  }
}
