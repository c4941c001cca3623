-- Stream tickets (docs/live.md): what a browser's EventSource presents in the URL instead of a
-- header. Kept only as a hash, taken (deleted) by the one connection that uses it, bound to the
-- key that asked for it: the key's standing is read when it is taken, so revoking the key
-- refuses its unused tickets.
CREATE TABLE accounts.stream_tickets (
  ticket_hash text PRIMARY KEY,
  key_id      uuid NOT NULL REFERENCES accounts.api_keys(id) ON DELETE CASCADE,
  scopes      text[] NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX stream_tickets_expires_idx ON accounts.stream_tickets (expires_at);
