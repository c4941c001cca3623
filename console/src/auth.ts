// Sign-in (docs/console.md): the API key (and optionally further keys of the same organisation,
// POST /auth/token's with_keys) is exchanged for a short-lived token. The token lives in
// sessionStorage only (gone with the tab); the keys live in this page's memory only, to renew
// the token a minute before it expires. After a reload the token still works until it expires;
// then the console asks for the key again.

export interface Session {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  scopes: string[];
}

const STORAGE = 'freightgraph.console.session';
/** Renew this long before expiry. */
const RENEW_BEFORE_MS = 60_000;
/** The token's lifetime asked for (POST /auth/token allows 60 to 900 s). */
const TOKEN_SECONDS = 900;

let keys: { key: string; more: string[] } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<(s: Session | null) => void>();

export function currentSession(): Session | null {
  const raw = sessionStorage.getItem(STORAGE);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Session;
    return s.expiresAt > Date.now() ? s : null;
  } catch {
    return null;
  }
}

export function onSession(listener: (s: Session | null) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function publish(s: Session | null): void {
  if (s) sessionStorage.setItem(STORAGE, JSON.stringify(s));
  else sessionStorage.removeItem(STORAGE);
  for (const l of listeners) l(s);
}

/** The refusal's message from /auth/token's error envelope, or the HTTP status. */
async function refusal(r: Response): Promise<string> {
  try {
    const body = (await r.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // not JSON: the status says it
  }
  return `the gateway answered HTTP ${r.status}`;
}

async function exchange(key: string, more: string[]): Promise<Session> {
  const body: Record<string, unknown> = { expires_in: TOKEN_SECONDS };
  if (more.length) body.with_keys = more;
  const r = await fetch('/auth/token', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(await refusal(r));
  const t = (await r.json()) as { access_token: string; expires_in: number; scope: string };
  // expires_in, not expires_at: this browser's clock need not agree with the gateway's.
  const expiresAt = Date.now() + t.expires_in * 1000;
  return { token: t.access_token, expiresAt, scopes: t.scope.split(' ').filter(Boolean) };
}

function scheduleRenewal(s: Session): void {
  if (timer) clearTimeout(timer);
  const due = Math.max(5_000, s.expiresAt - Date.now() - RENEW_BEFORE_MS);
  timer = setTimeout(() => void renew(), due);
}

async function renew(): Promise<void> {
  if (!keys) return;
  try {
    const s = await exchange(keys.key, keys.more);
    publish(s);
    scheduleRenewal(s);
  } catch {
    // A revoked key or an ended entitlement: sign out, the sign-in form says what happened.
    signOut('Your session could not be renewed: sign in again.');
  }
}

export async function signIn(key: string, more: string[]): Promise<Session> {
  const s = await exchange(key.trim(), more.map((k) => k.trim()).filter(Boolean));
  keys = { key: key.trim(), more };
  publish(s);
  scheduleRenewal(s);
  return s;
}

export let signOutReason: string | null = null;

export function signOut(reason: string | null = null): void {
  keys = null;
  if (timer) clearTimeout(timer);
  timer = null;
  signOutReason = reason;
  publish(null);
}

/** A token restored from sessionStorage without its key: it signs out when it expires. */
export function watchExpiry(s: Session): void {
  if (keys) return;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => signOut('Your session expired: sign in again.'), Math.max(0, s.expiresAt - Date.now()));
}
