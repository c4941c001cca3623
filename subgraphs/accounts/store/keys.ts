// API keys: minted and hashed (only the hash is stored), listed and revoked.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../platform/db.js';
import { KEY_PREFIXES, type KeyPrefix } from '../../../platform/access.js';
import { ACCOUNTS_CHANNEL } from './channel.js';

export { KEY_PREFIXES, type KeyPrefix };
export const KEY_PATTERN = /^(tmcp|smcp|lmcp|frm)_[A-Za-z0-9]{32}$/;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function mintKey(prefix: KeyPrefix): string {
  // Rejection sampling keeps every character uniform over base62.
  let body = '';
  while (body.length < 32) {
    for (const b of randomBytes(48)) if (b < 248 && body.length < 32) body += BASE62[b % 62];
  }
  return `${prefix}_${body}`;
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

/** Which of these key ids no longer admit anyone: revoked, or gone (an organisation deleted). */
export async function revokedKeyIds(db: Queryable, keyIds: string[]): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `SELECT k.id FROM unnest($1::uuid[]) AS k(id) LEFT JOIN accounts.api_keys a ON a.id = k.id
      WHERE a.id IS NULL OR a.revoked_at IS NOT NULL`,
    [keyIds],
  );
  return r.rows.map((row) => row.id);
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
