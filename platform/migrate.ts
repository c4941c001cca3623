// Migrations per subgraph, each subgraph in its own Postgres schema. Files NNN_name.sql are
// applied in order, each in its own transaction together with its record in meta.migrations,
// so a failing file leaves nothing behind. Safe when several processes start at once
// (an advisory lock serialises them; each re-checks under the lock).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Db } from './db.js';
import { logger } from './logger.js';

export interface MigrationSet {
  /** Subgraph name, also its Postgres schema. */
  name: string;
  dir: string;
}

const LOCK_KEY = 727_201; // arbitrary, constant: "freightgraph migrations"

class MigrationError extends Error {}

export async function migrate(db: Db, sets: MigrationSet[]): Promise<{ applied: string[] }> {
  await db.exec(`
    CREATE SCHEMA IF NOT EXISTS meta;
    CREATE TABLE IF NOT EXISTS meta.migrations (
      subgraph   text NOT NULL,
      name       text NOT NULL,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (subgraph, name)
    );`);
  const applied: string[] = [];
  for (const set of sets) {
    const files = readdirSync(set.dir)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .sort();
    for (const file of files) {
      const sql = readFileSync(join(set.dir, file), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const done = await db.tx(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        const seen = await tx.query<{ checksum: string }>(
          'SELECT checksum FROM meta.migrations WHERE subgraph = $1 AND name = $2',
          [set.name, file],
        );
        if (seen.rows[0]) {
          if (seen.rows[0].checksum !== checksum) {
            logger.warn({ subgraph: set.name, file }, 'applied migration file changed since it ran');
          }
          return false;
        }
        try {
          await tx.exec(`CREATE SCHEMA IF NOT EXISTS "${set.name}";\n${sql}`);
        } catch (err) {
          throw new MigrationError(`migration ${set.name}/${file} failed: ${(err as Error).message}`);
        }
        await tx.query('INSERT INTO meta.migrations (subgraph, name, checksum) VALUES ($1, $2, $3)', [
          set.name,
          file,
          checksum,
        ]);
        return true;
      });
      if (done) applied.push(`${set.name}/${file}`);
    }
  }
  return { applied };
}

/** Ready = every migration file of every set is recorded. */
export async function migrationsApplied(db: Db, sets: MigrationSet[]): Promise<boolean> {
  const r = await db.query<{ subgraph: string; name: string }>('SELECT subgraph, name FROM meta.migrations');
  const have = new Set(r.rows.map((x) => `${x.subgraph}/${x.name}`));
  return sets.every((s) =>
    readdirSync(s.dir)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .every((f) => have.has(`${s.name}/${f}`)),
  );
}
