// Organisations: created and found by id or name.
import type { Queryable } from '../../../platform/db.js';

export interface Organisation {
  id: string;
  name: string;
  plan: string;
  created_at: Date;
}

export async function createOrganisation(db: Queryable, name: string, plan = 'free'): Promise<Organisation> {
  const r = await db.query<Organisation>(
    'INSERT INTO accounts.organisations (name, plan) VALUES ($1, $2) RETURNING id, name, plan, created_at',
    [name, plan],
  );
  return r.rows[0]!;
}

export async function findOrganisation(db: Queryable, id: string): Promise<Organisation | null> {
  const r = await db.query<Organisation>(
    'SELECT id, name, plan, created_at FROM accounts.organisations WHERE id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

/** The oldest organisation of that name, or null. */
export async function findOrganisationByName(db: Queryable, name: string): Promise<Organisation | null> {
  const r = await db.query<Organisation>(
    'SELECT id, name, plan, created_at FROM accounts.organisations WHERE name = $1 ORDER BY created_at LIMIT 1',
    [name],
  );
  return r.rows[0] ?? null;
}

export async function organisationsByIds(db: Queryable, ids: readonly string[]): Promise<Organisation[]> {
  const r = await db.query<Organisation>(
    'SELECT id, name, plan, created_at FROM accounts.organisations WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return r.rows;
}
