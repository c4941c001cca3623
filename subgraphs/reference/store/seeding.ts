// Seeding the reference schema: subgraphs/reference/seed.ts decides when; these statements do it.
import type { Queryable } from '../../../platform/db.js';

export interface ReferenceTable {
  table: string;
  file: string;
  key: string;
  /** Column name → Postgres type, in table order. */
  columns: [string, string][];
}

/** Any constant: serialises concurrent seeders (several processes starting at once). */
const SEED_LOCK_KEY = 727_202;

/** Waits for any other seeder; held until the transaction ends. */
export async function lockSeeding(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
}

/** Checksum of the data last seeded, null before the first seed. */
export async function seededChecksum(tx: Queryable): Promise<string | null> {
  return (
    (await tx.query<{ checksum: string }>('SELECT checksum FROM reference.seed_version WHERE id = 1')).rows[0]
      ?.checksum ?? null
  );
}

/** One upsert per table from the file's JSON text; rows whose values did not change are not rewritten. */
export async function upsertTable(tx: Queryable, spec: ReferenceTable, json: string): Promise<void> {
  const cols = spec.columns.map(([c]) => c);
  const target = `reference.${spec.table}`;
  const nonKey = cols.filter((c) => c !== spec.key);
  await tx.query(
    `INSERT INTO ${target} (${cols.join(', ')})
    SELECT ${cols.join(', ')}
      FROM jsonb_to_recordset($1::jsonb) AS x(${spec.columns.map(([c, t]) => `${c} ${t}`).join(', ')})
    ON CONFLICT (${spec.key}) DO UPDATE SET ${nonKey.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
    WHERE (${nonKey.map((c) => `${target}.${c}`).join(', ')}) IS DISTINCT FROM (${nonKey.map((c) => `EXCLUDED.${c}`).join(', ')})`,
    [json],
  );
}

export async function recordSeed(tx: Queryable, checksum: string): Promise<void> {
  await tx.query(
    `INSERT INTO reference.seed_version (id, checksum, seeded_at) VALUES (1, $1, now())
     ON CONFLICT (id) DO UPDATE SET checksum = EXCLUDED.checksum, seeded_at = EXCLUDED.seeded_at`,
    [checksum],
  );
}
