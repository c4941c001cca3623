// Who is calling (docs/access.md): an API key, or a token issued for one (token.ts). Key
// principals, and what stands behind each organisation's tokens (its revoked keys and current
// entitlements), are cached per process and dropped on every accounts change (Postgres NOTIFY),
// so a revoked key or an ended entitlement stops its keys and tokens everywhere at once while an
// unchanged one costs no database round trip. What a caller may do is decided by access.ts, not here. The keys themselves live
// in the accounts subgraph; the composition root hands its store in as a KeyDirectory.
import { randomBytes } from 'node:crypto';
import type { Clock } from './clock.js';
import type { Entitlement, Principal } from './context.js';
import { AppError } from './errors.js';
import { missingCredential } from './access.js';
import { looksLikeJwt, type TokenService, type TokenClient, type VerifiedToken } from './token.js';

/** What authentication needs to know of a key. */
export interface KeyRecord {
  principal: Principal;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** What an organisation's tokens rest on now: checked on every token, from memory. */
export interface Standing {
  entitlements: Principal['entitlements'];
  /** Keys revoked since the `since` it was asked with (older ones have no live token). */
  revokedKeys: ReadonlySet<string>;
}

/** A stream ticket as taken: the key it was issued for, as that key stands now. */
export interface StreamTicket {
  key: KeyRecord;
  /** What it may open: the scopes of the stream it was issued for. */
  scopes: readonly string[];
  expiresAt: Date;
}

/** How long a stream ticket may wait for its connection. */
export const STREAM_TICKET_SECONDS = 60;
/** A stream ticket: never the shape of a key (keyPrefix) or a token (looksLikeJwt). */
const STREAM_TICKET = /^st-[0-9a-f]{64}$/;

/** Where API keys are looked up (the accounts store, wired in by the composition root). */
export interface KeyDirectory {
  /** Whether a string has the shape of a key at all (a malformed one is refused without a lookup). */
  wellFormed(key: string): boolean;
  /** The key's stored form (keys are kept only as hashes); also what the cache is keyed by. */
  hash(key: string): string;
  find(keyHash: string): Promise<KeyRecord | null>;
  /** The organisation's standing (null when there is no such organisation). */
  standing(orgId: string, since: Date): Promise<Standing | null>;
  /** Saves a stream ticket's hash for the key (and forgets expired ones). */
  saveTicket(t: {
    ticketHash: string;
    keyId: string;
    scopes: readonly string[];
    expiresAt: Date;
    now: Date;
  }): Promise<void>;
  /** Takes a stream ticket by its hash: null when there is none (never issued, or taken already). */
  takeTicket(ticketHash: string): Promise<StreamTicket | null>;
  /** Calls `changed` whenever keys, organisations or entitlements change in any process; resolves to an unsubscribe. */
  watch(changed: () => void): Promise<() => Promise<void>>;
}

/** What is wrong with an Authorization header that is not `Bearer <one key or token>`, in words. */
function bearerProblem(auth: string): string {
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(auth);
  if (!bearer) return 'Authorization header must use the Bearer scheme: send Authorization: Bearer <API_KEY>';
  const value = bearer[1] ?? '';
  if (value === '') return 'Authorization header has no key: send Authorization: Bearer <API_KEY>';
  if (/[<>]/.test(value))
    return `Authorization header holds the placeholder "${value}", not a key: put your API key or token after Bearer`;
  return 'Authorization header has more than one word after Bearer: send one API key or token, without spaces';
}

export interface Credential {
  key: string | null;
  /** Where the key came from, for messages. */
  source: 'bearer' | 'x-api-key' | 'api_key' | 'ticket' | null;
  /** What is wrong with how it was sent (an Authorization header without the Bearer scheme). */
  problem?: string;
  /** The client's address, where the caller knows it: failed checks are limited per address. */
  from?: string;
}

/**
 * Bearer first (preferred), then x-api-key where the product accepts it, then the api_key query
 * parameter where allowed (the legacy surface), or the ticket one (the event stream).
 */
export function readCredential(
  headers: Record<string, string | string[] | undefined>,
  query: Record<string, unknown>,
  opts: { xApiKey: boolean; queryParam: boolean; ticket?: boolean; from?: string },
): Credential {
  const from = opts.from ? { from: opts.from } : {};
  const auth = headers['authorization'];
  const t = query['ticket'];
  if (opts.ticket && t !== undefined) {
    // One credential a request (RFC 6750 §2): a ticket beside a key would leave which one holds unclear.
    if ((typeof auth === 'string' && auth.trim() !== '') || (opts.xApiKey && headers['x-api-key']))
      return { ...from, key: '', source: 'ticket', problem: 'a stream ticket and a key were both given: send one' };
    if (typeof t !== 'string' || t === '')
      return { ...from, key: '', source: 'ticket', problem: 'ticket must be one stream ticket (st-…)' };
    return { key: t.trim(), source: 'ticket', ...from };
  }
  if (typeof auth === 'string' && auth.trim() !== '') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return { key: m[1]!, source: 'bearer', ...from };
    return { ...from, key: '', source: 'bearer', problem: bearerProblem(auth.trim()) };
  }
  const x = headers['x-api-key'];
  if (opts.xApiKey && typeof x === 'string' && x !== '') return { key: x.trim(), source: 'x-api-key', ...from };
  const q = query['api_key'];
  if (opts.queryParam && typeof q === 'string' && q !== '') return { key: q.trim(), source: 'api_key', ...from };
  return { key: null, source: null, ...from };
}

/** Why a key admits nobody at `now` any more, or null while it stands. */
const lapse = (k: KeyRecord, now: number): 'revoked' | 'expired' | null =>
  k.revokedAt ? 'revoked' : k.expiresAt && k.expiresAt.getTime() <= now ? 'expired' : null;

const CACHE_TTL_MS = 60_000; // a safety net only: NOTIFY drops entries on change
const CACHE_MAX = 10_000;
/** Revocations older than this cannot concern a live token (tokens live 15 minutes at most). */
const REVOCATION_HORIZON_MS = 3_600_000;
/** Unknown keys looked up per client address and window before 429 without a lookup. */
export const FAILED_CHECKS = { limit: 20, windowMs: 60_000 };

export class Authenticator {
  private cache = new Map<string, { record: KeyRecord; at: number }>();
  /** Hashes no key has (until keys change): a repeated unknown key costs no lookup. */
  private unknown = new Map<string, number>();
  /** Client address → unknown keys it had looked up in its current window. */
  private failures = new Map<string, { count: number; since: number }>();
  private unlisten: (() => Promise<void>) | null = null;
  /** Organisation → its standing (what its tokens rest on). */
  private standings = new Map<string, { standing: Standing | null; at: number }>();
  /** A token's principal as its organisation's standing leaves it (the same object while nothing changed). */
  private standingPrincipals = new WeakMap<Principal, { standing: Standing; principal: Principal }>();
  /** Counts changes heard: a standing read while one arrived is not kept (it may predate the change). */
  private changes = 0;

  constructor(
    private keys: KeyDirectory,
    private clock: Clock,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.keys.watch(() => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Drop cached principals now (the in-process path of a change; other processes get NOTIFY). */
  invalidate(): void {
    this.changes++;
    this.cache.clear();
    this.unknown.clear();
    this.standings.clear();
  }

  /** Resolves an API key to its record, or throws 401 UNAUTHORIZED with a specific message. */
  async keyRecord(cred: Credential): Promise<KeyRecord> {
    if (cred.key === null) throw missingCredential();
    if (cred.problem) throw new AppError('UNAUTHORIZED', cred.problem);
    if (!this.keys.wellFormed(cred.key)) throw new AppError('UNAUTHORIZED', 'API key malformed');
    const hash = this.keys.hash(cred.key);
    const now = this.clock.now().getTime();
    let hit = this.cache.get(hash);
    if (!hit || now - hit.at > CACHE_TTL_MS || now < hit.at) {
      const missed = this.unknown.get(hash);
      if (missed !== undefined && now - missed < CACHE_TTL_MS && now >= missed)
        throw new AppError('UNAUTHORIZED', 'API key unknown');
      // Keys already checked still pass from the cache.
      this.refuseSpent(cred.from, now, 'keys');
      const record = await this.keys.find(hash);
      if (!record) {
        if (this.unknown.size >= CACHE_MAX) this.unknown.clear();
        this.unknown.set(hash, now);
        if (cred.from) this.failed(cred.from, now);
        throw new AppError('UNAUTHORIZED', 'API key unknown');
      }
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      hit = { record, at: now };
      this.cache.set(hash, hit);
    }
    const { record } = hit;
    const lapsed = lapse(record, now);
    if (lapsed) throw new AppError('UNAUTHORIZED', `API key ${lapsed}`);
    return record;
  }

  /** An address that has tried too many unknown keys (or stream tickets) waits before it may cost another lookup. */
  private refuseSpent(from: string | undefined, now: number, what: 'keys' | 'stream tickets'): void {
    const spent = from ? this.failures.get(from) : undefined;
    if (!spent || now - spent.since >= FAILED_CHECKS.windowMs || now < spent.since) return;
    if (spent.count < FAILED_CHECKS.limit) return;
    const seconds = Math.ceil((spent.since + FAILED_CHECKS.windowMs - now) / 1000);
    throw new AppError('OVER_RATE_LIMIT', `too many unknown ${what} from this address; retry in ${seconds} s`, {
      status: 429,
      headers: { 'Retry-After': String(seconds) },
    });
  }

  private failed(from: string, now: number): void {
    const f = this.failures.get(from);
    if (f && now - f.since < FAILED_CHECKS.windowMs && now >= f.since) f.count++;
    else {
      if (this.failures.size >= CACHE_MAX) this.failures.clear();
      this.failures.set(from, { count: 1, since: now });
    }
  }

  /**
   * The caller behind a credential: an API key, or (where `tokens` is given) a token this
   * platform signed. `client` says which: 'key', or the token's minter.
   */
  async identify(
    cred: Credential,
    tokens?: TokenService,
  ): Promise<{ principal: Principal | null; client: 'key' | TokenClient }> {
    if (cred.source === 'ticket') {
      if (cred.problem) throw new AppError('UNAUTHORIZED', cred.problem);
      return { principal: await this.redeemTicket(cred.key!, cred.from), client: 'key' };
    }
    if (tokens && cred.key !== null && looksLikeJwt(cred.key)) {
      // A token in a URL ends up in access logs: only the legacy surface reads a query
      // parameter, and only for its API keys.
      if (cred.source === 'api_key')
        throw new AppError(
          'UNAUTHORIZED',
          'api_key takes an API key, not a token: send a token as Authorization: Bearer <token>',
        );
      const t = await this.verifyToken(cred.key, tokens);
      return { principal: t.principal, client: t.client };
    }
    return { principal: (await this.keyRecord(cred)).principal, client: 'key' };
  }

  /**
   * A stream ticket for the caller's key, good for one connection within STREAM_TICKET_SECONDS
   * and for `scopes` only (the stream's, which the caller was admitted with). Only its hash is kept.
   */
  async issueTicket(p: Principal, scopes: readonly string[]): Promise<{ ticket: string; expiresAt: Date }> {
    if (!p.keyId) throw new AppError('UNAUTHORIZED', 'a stream ticket is issued for an API key (or a token of one)');
    const now = this.clock.now();
    const ticket = `st-${randomBytes(32).toString('hex')}`;
    const expiresAt = new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000);
    await this.keys.saveTicket({ ticketHash: this.keys.hash(ticket), keyId: p.keyId, scopes, expiresAt, now });
    return { ticket, expiresAt };
  }

  /**
   * The caller behind a stream ticket, taken (a second use finds none): its key as it stands now
   * (revoked or expired: refused; entitlements as they are now), holding the ticket's scopes at most.
   */
  private async redeemTicket(ticket: string, from: string | undefined): Promise<Principal> {
    const again = 'get a new one from POST /v1/events/stream-tickets';
    if (!STREAM_TICKET.test(ticket)) throw new AppError('UNAUTHORIZED', `stream ticket malformed: ${again}`);
    const now = this.clock.now().getTime();
    // Guessing tickets costs what guessing keys costs: the address's unknown ones are counted.
    this.refuseSpent(from, now, 'stream tickets');
    const taken = await this.keys.takeTicket(this.keys.hash(ticket));
    if (!taken) {
      if (from) this.failed(from, now);
      throw new AppError('UNAUTHORIZED', `stream ticket unknown or already used: ${again}`);
    }
    if (taken.expiresAt.getTime() <= now) throw new AppError('UNAUTHORIZED', `stream ticket expired: ${again}`);
    const lapsed = lapse(taken.key, now);
    if (lapsed)
      throw new AppError(
        'UNAUTHORIZED',
        `stream ticket refused: its API key ${lapsed === 'revoked' ? 'is revoked' : lapsed}`,
      );
    return { ...taken.key.principal, scopes: taken.scopes };
  }

  /**
   * A token verified (signature, issuer, audience, expiry) and checked against its
   * organisation's standing: refused when a key it was issued for is revoked; an entitlement
   * ended since it was issued is ended for it too (it holds what the organisation holds now).
   */
  async verifyToken(token: string, tokens: TokenService): Promise<VerifiedToken> {
    const now = this.clock.now();
    const t = await tokens.verify(token, now);
    if (!t.principal) return t;
    const standing = await this.standing(t.principal.orgId, now);
    if (!standing) throw new AppError('UNAUTHORIZED', 'token rejected: its organisation does not exist');
    const principal = this.standingPrincipal(t.principal, standing);
    return principal === t.principal ? t : { ...t, principal };
  }

  private async standing(orgId: string, now: Date): Promise<Standing | null> {
    const at = now.getTime();
    const hit = this.standings.get(orgId);
    if (hit && at - hit.at <= CACHE_TTL_MS && at >= hit.at) return hit.standing;
    const changes = this.changes;
    const standing = await this.keys.standing(orgId, new Date(at - REVOCATION_HORIZON_MS));
    if (changes === this.changes) {
      if (this.standings.size >= CACHE_MAX) this.standings.clear();
      this.standings.set(orgId, { standing, at });
    }
    return standing;
  }

  private standingPrincipal(p: Principal, standing: Standing): Principal {
    const known = this.standingPrincipals.get(p);
    if (known?.standing === standing) return known.principal;
    if ([p.keyId, ...(p.alsoKeyIds ?? [])].some((k) => k !== null && standing.revokedKeys.has(k)))
      throw new AppError('UNAUTHORIZED', 'token rejected: an API key it was issued for is revoked');
    const held = Object.entries(p.entitlements).filter(([e]) => e in standing.entitlements);
    const unchanged =
      held.length === Object.keys(p.entitlements).length &&
      held.every(([e, exp]) => standing.entitlements[e as Entitlement] === exp);
    const principal: Principal = unchanged
      ? p
      : {
          ...p,
          entitlements: Object.fromEntries(held.map(([e]) => [e, standing.entitlements[e as Entitlement] ?? null])),
        };
    this.standingPrincipals.set(p, { standing, principal });
    return principal;
  }
}
