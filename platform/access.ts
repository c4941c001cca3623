// The one access model (docs/access.md) behind REST, MCP and GraphQL alike. A scope is what a
// field or route needs (declared in subgraph SDL with @authenticated / @requiresScopes, and on
// each REST route); whether a caller holds it follows from the key's prefix and the
// organisation's entitlements, by the rules below and nowhere else. A signed token may narrow a
// caller to fewer scopes, never widen it. Table and rationale: docs/access.md.
import type { Entitlement, Principal } from './context.js';
import { AppError } from './errors.js';

export const KEY_PREFIXES = ['tmcp', 'smcp', 'lmcp', 'frm'] as const;
export type KeyPrefix = (typeof KEY_PREFIXES)[number];

interface ScopeRule {
  /** Key prefixes that can hold the scope (the key table of docs/access.md). */
  prefixes: readonly KeyPrefix[];
  /** The entitlement it also needs, active (not expired); none on unmetered products. */
  entitlement?: Entitlement;
  /** What it opens, for docs and messages. */
  title: string;
}

const FAMILY = ['tmcp'] as const;
const SCHEDULES = ['smcp', 'tmcp'] as const;

/** Every scope there is. Webhook scopes are per product host (docs/webhooks.md). */
const SCOPES = {
  'ocean:read': {
    prefixes: FAMILY,
    title:
      'ocean tracking: read the book, look up (an unseen reference is registered), demurrage, event feed, legacy surface',
  },
  'ocean:write': {
    prefixes: FAMILY,
    title: 'ocean tracking: add, update, archive, recheck containers; file demurrage terms; spend cap',
  },
  'air:read': { prefixes: FAMILY, entitlement: 'air_cargo', title: 'air waybill tracking and aircraft positions' },
  'schedules:read': {
    prefixes: SCHEDULES,
    entitlement: 'schedules',
    title: 'sailings, reliability, league, congestion, tools',
  },
  'rates:read': { prefixes: ['frm'], entitlement: 'freight_rates', title: 'freight rates' },
  'loading:read': { prefixes: ['lmcp'], title: 'load plans: read' },
  'loading:write': { prefixes: ['lmcp'], title: 'load plans: create, change, delete' },
  'account:read': { prefixes: KEY_PREFIXES, title: "the caller's organisation, entitlements and keys" },
  'ocean:webhooks': { prefixes: FAMILY, title: 'ocean webhook endpoints: list, inspect, update, delete' },
  'ocean:webhooks:write': { prefixes: FAMILY, title: 'ocean webhook endpoints: register, test' },
  'air:webhooks': { prefixes: FAMILY, title: 'air webhook endpoints: list, inspect, update, delete' },
  'air:webhooks:write': { prefixes: FAMILY, entitlement: 'air_cargo', title: 'air webhook endpoints: register, test' },
  'schedules:webhooks': { prefixes: SCHEDULES, title: 'schedules webhook endpoints: list, inspect, delete' },
  'schedules:webhooks:write': {
    prefixes: SCHEDULES,
    entitlement: 'schedules',
    title: 'schedules webhook endpoints: register, update, test',
  },
  // docs/access.md: rates webhook samples use the family key.
  'rates:webhooks': { prefixes: ['frm', 'tmcp'], title: 'rates webhook endpoints: list, inspect, update, delete' },
  'rates:webhooks:write': {
    prefixes: ['frm', 'tmcp'],
    entitlement: 'freight_rates',
    title: 'rates webhook endpoints: register, test',
  },
  'loading:webhooks': { prefixes: ['lmcp'], title: 'loading webhook endpoints: list, inspect, update, delete' },
  'loading:webhooks:write': { prefixes: ['lmcp'], title: 'loading webhook endpoints: register, test' },
} as const satisfies Record<string, ScopeRule>;

export type Scope = keyof typeof SCOPES;

export type WebhookOperation = 'list' | 'detail' | 'update' | 'delete' | 'register' | 'test';

/**
 * docs/webhooks.md: listing, inspecting, updating and deleting need a key valid on the product; register
 * and test also the product's entitlement, and on schedules update too.
 */
export function webhookScope(
  product: 'ocean' | 'air' | 'schedules' | 'rates' | 'loading',
  op: WebhookOperation,
): Scope {
  const write = op === 'register' || op === 'test' || (op === 'update' && product === 'schedules');
  return `${product}:webhooks${write ? ':write' : ''}` as Scope;
}
const ALL_SCOPES = Object.keys(SCOPES) as Scope[];

export const isScope = (s: string): s is Scope => Object.hasOwn(SCOPES, s);

/**
 * What a field or route needs: `authenticated` (any valid caller) and, optionally, scopes as
 * Federation's @requiresScopes spells them: any one inner list, all scopes of it.
 */
export interface Requirement {
  authenticated: boolean;
  scopes: readonly (readonly string[])[] | null;
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

export const missingCredential = () =>
  new AppError(
    'UNAUTHORIZED',
    'API key missing: send Authorization: Bearer <API_KEY> (or a token from POST /auth/token)',
  );

/** 401 when a key of this prefix can never hold the scope (decidable before the key is looked up). */
export function prefixRefusal(prefix: string | null, scope: Scope): AppError | null {
  const rule: ScopeRule = SCOPES[scope];
  if (prefix && (rule.prefixes as readonly string[]).includes(prefix)) return null;
  const use = rule.prefixes.map((x) => `${x}_`).join(' or ');
  return new AppError(
    'UNAUTHORIZED',
    `API key prefix ${prefix ?? '(none)'}_ is not valid on this product (${scope} needs ${use})`,
  );
}

/**
 * Why the caller does not hold the scope, as the error REST has always answered (docs/access.md):
 * no caller or a prefix that cannot hold it 401, entitlement missing 403 FORBIDDEN, expired 403
 * ACCESS_EXPIRED; a token narrowed below it 403 FORBIDDEN. Null when held.
 */
export function refusal(p: Principal | null, scope: string, now: Date): AppError | null {
  if (!p) return missingCredential();
  if (!isScope(scope)) return new AppError('FORBIDDEN', `unknown scope ${scope}`);
  const rule: ScopeRule = SCOPES[scope];
  const wrongPrefix = prefixRefusal(p.keyPrefix, scope);
  if (wrongPrefix && !p.alsoPrefixes?.some((x) => prefixRefusal(x, scope) === null)) return wrongPrefix;
  if (rule.entitlement) {
    const state = entitlementState(p, rule.entitlement, now);
    if (state === 'missing')
      return new AppError('FORBIDDEN', `${ENTITLEMENT_NAMES[rule.entitlement]} is not enabled on this account`);
    if (state === 'expired')
      return new AppError('ACCESS_EXPIRED', `${ENTITLEMENT_NAMES[rule.entitlement]} access period ended`);
  }
  if (p.scopes && !p.scopes.includes(scope))
    return new AppError('FORBIDDEN', `this token was issued without the scope ${scope}`);
  return null;
}

export const holds = (p: Principal | null, scope: string, now: Date): boolean => refusal(p, scope, now) === null;

/** Every scope the caller holds now (what a token it asks for may carry at most). */
export function scopesOf(p: Principal, now: Date): Scope[] {
  return ALL_SCOPES.filter((s) => refusal(p, s, now) === null);
}

/** Throws the refusal of the first scope not held. */
export function requireScopes(p: Principal | null, scopes: readonly string[], now: Date): void {
  for (const s of scopes) {
    const err = refusal(p, s, now);
    if (err) throw err;
  }
}

/** The error for an unmet requirement, or null when it is met (first alternative's refusal). */
export function unmet(p: Principal | null, req: Requirement, now: Date): AppError | null {
  if (!p && (req.authenticated || req.scopes)) return missingCredential();
  if (!req.scopes || req.scopes.length === 0) return null;
  let first: AppError | null = null;
  for (const alternative of req.scopes) {
    const err = alternative.map((s) => refusal(p, s, now)).find((e) => e !== null) ?? null;
    if (!err) return null;
    first ??= err;
  }
  return first;
}

/**
 * The moment the caller's current scopes can first shrink by the clock alone: the earliest
 * expiry of an entitlement one of them rests on (a token never outlives what it grants).
 */
export function scopesValidUntil(p: Principal, scopes: readonly Scope[]): Date | null {
  let until: number | null = null;
  for (const s of scopes) {
    const e = (SCOPES[s] as ScopeRule).entitlement;
    const exp = e ? p.entitlements[e] : null;
    if (exp) until = Math.min(until ?? Infinity, new Date(exp).getTime());
  }
  return until === null ? null : new Date(until);
}
