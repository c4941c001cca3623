// Who is calling (spec part 5): an API key, or a token issued for one (token.ts). Key
// principals are cached per process and dropped on every accounts change (Postgres NOTIFY), so
// a revoked key stops working everywhere at once while an unchanged key costs no database
// round trip. What a caller may do is decided by access.ts, not here. The keys themselves live
// in the accounts subgraph; the composition root hands its store in as a KeyDirectory.
import type { Clock } from './clock.js';
import type { Principal } from './context.js';
import { AppError } from './errors.js';
import { missingCredential } from './access.js';
import { looksLikeJwt, type TokenService, type TokenClient } from './token.js';

/** What authentication needs to know of a key. */
export interface KeyRecord {
  principal: Principal;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Where API keys are looked up (the accounts store, wired in by the composition root). */
export interface KeyDirectory {
  /** Whether a string has the shape of a key at all (a malformed one is refused without a lookup). */
  wellFormed(key: string): boolean;
  /** The key's stored form (keys are kept only as hashes); also what the cache is keyed by. */
  hash(key: string): string;
  find(keyHash: string): Promise<KeyRecord | null>;
  /** Calls `changed` whenever keys, organisations or entitlements change in any process; resolves to an unsubscribe. */
  watch(changed: () => void): Promise<() => Promise<void>>;
}

export interface Credential {
  key: string | null;
  /** Where the key came from, for messages. */
  source: 'bearer' | 'x-api-key' | 'api_key' | null;
}

/** Bearer first (preferred), then x-api-key where the product accepts it, then api_key query where allowed. */
export function readCredential(
  headers: Record<string, string | string[] | undefined>,
  query: Record<string, unknown>,
  opts: { xApiKey: boolean; queryParam: boolean },
): Credential {
  const auth = headers['authorization'];
  if (typeof auth === 'string' && auth.trim() !== '') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    return { key: m ? m[1]! : '', source: 'bearer' };
  }
  const x = headers['x-api-key'];
  if (opts.xApiKey && typeof x === 'string' && x !== '') return { key: x.trim(), source: 'x-api-key' };
  const q = query['api_key'];
  if (opts.queryParam && typeof q === 'string' && q !== '') return { key: q.trim(), source: 'api_key' };
  return { key: null, source: null };
}

const CACHE_TTL_MS = 60_000; // a safety net only: NOTIFY drops entries on change
const CACHE_MAX = 10_000;

export class Authenticator {
  private cache = new Map<string, { record: KeyRecord; at: number }>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private keys: KeyDirectory,
    private clock: Clock,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.keys.watch(() => this.cache.clear());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Drop cached principals now (the in-process path of a change; other processes get NOTIFY). */
  invalidate(): void {
    this.cache.clear();
  }

  /** Resolves an API key to its record, or throws 401 UNAUTHORIZED with a specific message. */
  async keyRecord(cred: Credential): Promise<KeyRecord> {
    if (cred.key === null) throw missingCredential();
    if (!this.keys.wellFormed(cred.key)) throw new AppError('UNAUTHORIZED', 'API key malformed');
    const hash = this.keys.hash(cred.key);
    const now = this.clock.now().getTime();
    let hit = this.cache.get(hash);
    if (!hit || now - hit.at > CACHE_TTL_MS || now < hit.at) {
      const record = await this.keys.find(hash);
      if (!record) throw new AppError('UNAUTHORIZED', 'API key unknown');
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      hit = { record, at: now };
      this.cache.set(hash, hit);
    }
    const { record } = hit;
    if (record.revokedAt) throw new AppError('UNAUTHORIZED', 'API key revoked');
    if (record.expiresAt && record.expiresAt.getTime() <= now) throw new AppError('UNAUTHORIZED', 'API key expired');
    return record;
  }

  /**
   * The caller behind a credential: an API key, or (where `tokens` is given) a token this
   * platform signed. `client` says which: 'key', or the token's minter.
   */
  async identify(
    cred: Credential,
    tokens?: TokenService,
  ): Promise<{ principal: Principal | null; client: 'key' | TokenClient }> {
    if (tokens && cred.key !== null && looksLikeJwt(cred.key)) {
      const t = await tokens.verify(cred.key, this.clock.now());
      return { principal: t.principal, client: t.client };
    }
    return { principal: (await this.keyRecord(cred)).principal, client: 'key' };
  }
}
