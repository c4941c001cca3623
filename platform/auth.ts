// API-key authentication (spec part 5). Principals are cached per process and dropped on
// every accounts change (Postgres NOTIFY), so a revoked key stops working everywhere at once
// while an unchanged key costs no database round trip.
import type { Db } from './db.js';
import type { Clock } from './clock.js';
import type { Entitlement, Principal } from './context.js';
import { AppError } from './errors.js';
import { ACCOUNTS_CHANNEL, KEY_PATTERN, findKeyByHash, hashKey, type KeyPrefix, type KeyRecord } from '../subgraphs/accounts/store.js';

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

  constructor(private db: Db, private clock: Clock) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(ACCOUNTS_CHANNEL, () => this.cache.clear());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }

  /** Drop cached principals now (the in-process path of a change; other processes get NOTIFY). */
  invalidate(): void {
    this.cache.clear();
  }

  /** Resolves a key to its principal or throws 401 UNAUTHORIZED with a specific message. */
  async authenticate(cred: Credential, accepted: readonly KeyPrefix[]): Promise<Principal> {
    if (cred.key === null) throw new AppError('UNAUTHORIZED', 'API key missing: send Authorization: Bearer <API_KEY>');
    if (!KEY_PATTERN.test(cred.key)) throw new AppError('UNAUTHORIZED', 'API key malformed');
    const prefix = cred.key.slice(0, cred.key.indexOf('_')) as KeyPrefix;
    if (!accepted.includes(prefix)) {
      throw new AppError('UNAUTHORIZED', `API key prefix ${prefix}_ is not valid on this product (use ${accepted.map((p) => p + '_').join(' or ')})`);
    }
    const hash = hashKey(cred.key);
    const now = this.clock.now().getTime();
    let hit = this.cache.get(hash);
    if (!hit || now - hit.at > CACHE_TTL_MS || now < hit.at) {
      const record = await findKeyByHash(this.db, hash);
      if (!record) throw new AppError('UNAUTHORIZED', 'API key unknown');
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      hit = { record, at: now };
      this.cache.set(hash, hit);
    }
    const { record } = hit;
    if (record.revokedAt) throw new AppError('UNAUTHORIZED', 'API key revoked');
    if (record.expiresAt && record.expiresAt.getTime() <= now) throw new AppError('UNAUTHORIZED', 'API key expired');
    return record.principal;
  }
}

export type EntitlementState = 'active' | 'missing' | 'expired';

export function entitlementState(p: Principal, e: Entitlement, now: Date): EntitlementState {
  if (!(e in p.entitlements)) return 'missing';
  const exp = p.entitlements[e];
  return exp && new Date(exp).getTime() <= now.getTime() ? 'expired' : 'active';
}

const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  air_cargo: 'air cargo',
  schedules: 'schedules',
  freight_rates: 'freight rates',
};

/** 403 when the entitlement is missing or expired; code ACCESS_EXPIRED for the latter. */
export function requireEntitlement(p: Principal, e: Entitlement, now: Date): void {
  const state = entitlementState(p, e, now);
  if (state === 'missing') throw new AppError('FORBIDDEN', `${ENTITLEMENT_NAMES[e]} is not enabled on this account`);
  if (state === 'expired') throw new AppError('ACCESS_EXPIRED', `${ENTITLEMENT_NAMES[e]} access period ended`);
}

