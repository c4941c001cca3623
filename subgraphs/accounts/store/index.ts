// SQL of the accounts subgraph: organisations, entitlements, API keys, rate buckets.
import { createHash, randomBytes } from 'node:crypto';
import { isUuid, type Db, type Queryable } from '../../platform/db.js';
import type { Entitlement, Principal } from '../../platform/context.js';
import { KEY_PREFIXES, type KeyPrefix } from '../../platform/access.js';

export { KEY_PREFIXES, type KeyPrefix };
export const KEY_PATTERN = /^(tmcp|smcp|lmcp|frm)_[A-Za-z0-9]{32}$/;
/** Accounts changes are broadcast so every process drops cached principals at once. */
export const ACCOUNTS_CHANNEL = 'fg_accounts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function mintKey(prefix: KeyPrefix): string {
  // Rejection sampling keeps every character uniform over base62.
  let body = '';
  while (body.length < 32) {
    for (const b of randomBytes(48)) if (b < 248 && body.length < 32) body += BASE62[b % 62];
  }
  return `${prefix}_${body}`;
}

export interface Organisation {
  id: string;
  name: string;
  plan: string;
  created_at: Date;
}

export interface ApiKeyRow {
  id: string;
  org_id: string;
  prefix: KeyPrefix;
  last4: string;
  label: string | null;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
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

export async function setPlan(db: Db, orgId: string, plan: string): Promise<void> {
  await db.tx(async (tx) => {
    await tx.query('UPDATE accounts.organisations SET plan = $2 WHERE id = $1', [orgId, plan]);
    await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, orgId]);
  });
}

export async function grantEntitlement(
  db: Db,
  orgId: string,
  entitlement: Entitlement,
  expiresAt: Date | null = null,
): Promise<void> {
  await db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO accounts.entitlements (org_id, entitlement, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (org_id, entitlement) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [orgId, entitlement, expiresAt],
    );
    await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, orgId]);
  });
}

export async function createKey(
  db: Queryable,
  orgId: string,
  prefix: KeyPrefix,
  opts: { label?: string; expiresAt?: Date | null } = {},
): Promise<{ key: string; row: ApiKeyRow }> {
  const key = mintKey(prefix);
  const r = await db.query<ApiKeyRow>(
    `INSERT INTO accounts.api_keys (org_id, prefix, key_hash, last4, label, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, org_id, prefix, last4, label, created_at, expires_at, revoked_at`,
    [orgId, prefix, hashKey(key), key.slice(-4), opts.label ?? null, opts.expiresAt ?? null],
  );
  return { key, row: r.rows[0]! };
}

export async function listKeys(db: Queryable, orgId?: string): Promise<ApiKeyRow[]> {
  const r = await db.query<ApiKeyRow>(
    `SELECT id, org_id, prefix, last4, label, created_at, expires_at, revoked_at
       FROM accounts.api_keys WHERE ($1::uuid IS NULL OR org_id = $1) ORDER BY created_at DESC, id`,
    [orgId ?? null],
  );
  return r.rows;
}

/** Revokes an organisation's active keys carrying a label (the demo keys of an earlier start); answers how many. */
export async function revokeLabelledKeys(db: Db, orgId: string, label: string, at: Date): Promise<number> {
  return db.tx(async (tx) => {
    const r = await tx.query<{ id: string }>(
      'UPDATE accounts.api_keys SET revoked_at = $3 WHERE org_id = $1 AND label = $2 AND revoked_at IS NULL RETURNING id',
      [orgId, label, at],
    );
    for (const row of r.rows) await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, row.id]);
    return r.rows.length;
  });
}

export async function revokeKey(db: Db, keyId: string, at: Date): Promise<boolean> {
  return db.tx(async (tx) => {
    const r = await tx.query(
      'UPDATE accounts.api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING org_id',
      [keyId, at],
    );
    if (r.rowCount) await tx.query('SELECT pg_notify($1, $2)', [ACCOUNTS_CHANNEL, keyId]);
    return r.rowCount > 0;
  });
}

/** Organisation `o`'s entitlements as one JSON object (entitlement → expiry), in the one form tokens carry. */
const ENTITLEMENTS_OF_O = `coalesce((SELECT jsonb_object_agg(e.entitlement, e.expires_at)
              FROM accounts.entitlements e WHERE e.org_id = o.id), '{}'::jsonb)`;

export interface KeyRecord {
  keyId: string;
  prefix: KeyPrefix;
  expiresAt: Date | null;
  revokedAt: Date | null;
  principal: Principal;
}

/** One statement: key, its organisation, plan limits and entitlements. */
export async function findKeyByHash(db: Queryable, keyHash: string): Promise<KeyRecord | null> {
  const r = await db.query<any>(
    `SELECT k.id, k.prefix, k.expires_at, k.revoked_at, o.id AS org_id, o.plan,
            p.window_limit, p.minute_limit, ${ENTITLEMENTS_OF_O} AS entitlements
       FROM accounts.api_keys k
       JOIN accounts.organisations o ON o.id = k.org_id
       JOIN accounts.plans p ON p.name = o.plan
      WHERE k.key_hash = $1`,
    [keyHash],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    keyId: row.id,
    prefix: row.prefix,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    principal: {
      orgId: row.org_id,
      plan: row.plan,
      keyId: row.id,
      keyPrefix: row.prefix,
      entitlements: row.entitlements,
      limits: { window: row.window_limit, minute: row.minute_limit },
    },
  };
}

/** What an organisation's tokens rest on: its entitlements now, and its keys revoked since `since`. */
export async function findStanding(
  db: Queryable,
  orgId: string,
  since: Date,
): Promise<{ entitlements: Principal['entitlements']; revokedKeys: Set<string> } | null> {
  if (!isUuid(orgId)) return null;
  const r = await db.query<{ entitlements: Principal['entitlements']; revoked: string[] }>(
    `SELECT ${ENTITLEMENTS_OF_O} AS entitlements,
            array(SELECT k.id::text FROM accounts.api_keys k
                   WHERE k.org_id = o.id AND k.revoked_at > $2) AS revoked
       FROM accounts.organisations o
      WHERE o.id = $1`,
    [orgId, since],
  );
  const row = r.rows[0];
  return row ? { entitlements: row.entitlements, revokedKeys: new Set(row.revoked) } : null;
}

/**
 * Counts one hit for the subject (organisation or ip:<address>) in the current second and returns the hits in the
 * last 20 and 60 seconds, the current hit included. One statement, safe across processes:
 * the upsert serialises same-second hits; older buckets no longer change.
 */
export async function hitRateBuckets(
  db: Queryable,
  subject: string,
  nowSec: number,
): Promise<{ window: number; minute: number; oldestInWindow: number; oldestInMinute: number }> {
  const r = await db.query<any>(
    // The commit need not wait for the WAL flush: a database crash can lose the last moment's
    // increments (a few requests uncounted), while every request would otherwise wait on a
    // flush and hold the subject's bucket row locked meanwhile.
    `WITH relaxed AS (
       SELECT set_config('synchronous_commit', 'off', true)
     ), hit AS (
       INSERT INTO accounts.rate_buckets (subject, bucket, hits) VALUES ($1, $2, 1)
       ON CONFLICT (subject, bucket) DO UPDATE SET hits = accounts.rate_buckets.hits + 1
       RETURNING hits
     ), past AS (
       SELECT coalesce(sum(hits) FILTER (WHERE bucket > $2 - 20), 0) AS w,
              coalesce(sum(hits), 0) AS m,
              min(bucket) FILTER (WHERE bucket > $2 - 20) AS ow,
              min(bucket) AS om
         FROM accounts.rate_buckets
        WHERE subject = $1 AND bucket > $2 - 60 AND bucket < $2
     )
     SELECT hit.hits + past.w AS window, hit.hits + past.m AS minute,
            coalesce(past.ow, $2) AS oldest_in_window, coalesce(past.om, $2) AS oldest_in_minute
       FROM hit, past, relaxed`,
    [subject, nowSec],
  );
  const row = r.rows[0];
  return {
    window: row.window,
    minute: row.minute,
    oldestInWindow: Number(row.oldest_in_window),
    oldestInMinute: Number(row.oldest_in_minute),
  };
}

export async function unhitRateBucket(db: Queryable, subject: string, nowSec: number): Promise<void> {
  await db.query('UPDATE accounts.rate_buckets SET hits = hits - 1 WHERE subject = $1 AND bucket = $2 AND hits > 0', [
    subject,
    nowSec,
  ]);
}

export async function pruneRateBuckets(db: Queryable, nowSec: number): Promise<void> {
  await db.query('DELETE FROM accounts.rate_buckets WHERE bucket <= $1', [nowSec - 120]);
}
