// Organisations: created, found by id or name, and moved between plans.
import type { Db, Queryable } from '../../../platform/db.js';
import { ACCOUNTS_CHANNEL } from './channel.js';

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

/** The plans an organisation can be on (accounts.plans: each with its rate limits). */
export async function planNames(db: Queryable): Promise<string[]> {
  const r = await db.query<{ name: string }>('SELECT name FROM accounts.plans ORDER BY window_limit, name');
  return r.rows.map((p) => p.name);
}

/** Moves an organisation to another plan (its rate limits with it); every process hears of it. */
export async function setOrganisationPlan(db: Db, id: string, plan: string): Promise<Organisation | null> {
  return db.tx(async (tx) => {
    const r = await tx.query<Organisation>(
      'UPDATE accounts.organisations SET plan = $2 WHERE id = $1 RETURNING id, name, plan, created_at',
      [id, plan],
    );
    if (r.rowCount) await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, id]);
    return r.rows[0] ?? null;
  });
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
