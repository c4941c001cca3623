// Stream tickets (docs/live.md): saved as hashes, each taken once, in one statement, by
// whichever process the connection reaches.
import type { Queryable } from '../../../platform/db.js';
import type { StreamTicket } from '../../../platform/auth.js';
import { KEY_COLUMNS, KEY_JOINS, keyRecordOf } from './standing.js';

/** Saves a ticket, and drops the tickets that expired before `now` (nobody can take them). */
export async function saveStreamTicket(
  db: Queryable,
  t: { ticketHash: string; keyId: string; scopes: readonly string[]; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(`DELETE FROM accounts.stream_tickets WHERE expires_at <= $1`, [t.now]);
  await db.query(
    `INSERT INTO accounts.stream_tickets (ticket_hash, key_id, scopes, expires_at) VALUES ($1, $2, $3, $4)`,
    [t.ticketHash, t.keyId, [...t.scopes], t.expiresAt],
  );
}

/** Takes a ticket (it is gone after this, whoever asks next), with its key as it stands now. */
export async function takeStreamTicket(db: Queryable, ticketHash: string): Promise<StreamTicket | null> {
  const r = await db.query<any>(
    `WITH t AS (DELETE FROM accounts.stream_tickets WHERE ticket_hash = $1 RETURNING key_id, scopes, expires_at)
     SELECT ${KEY_COLUMNS}, t.scopes AS ticket_scopes, t.expires_at AS ticket_expires_at
       FROM ${KEY_JOINS} JOIN t ON t.key_id = k.id`,
    [ticketHash],
  );
  const row = r.rows[0];
  return row ? { key: keyRecordOf(row), scopes: row.ticket_scopes, expiresAt: row.ticket_expires_at } : null;
}
