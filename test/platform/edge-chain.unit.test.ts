// The edge chain's plugins (platform/edge/), one table per concern and one for the chains a
// route's declared access picks: what each establishes about the caller, which headers it sets,
// and which refusal it answers. The key directory is a table; the rate limiter counts in memory.
import { describe, it, expect, vi } from 'vitest';
import type { Authenticator, Credential } from '../../platform/auth.js';
import type { Principal } from '../../platform/context.js';
import type { TokenService } from '../../platform/token.js';
import { AppError } from '../../platform/errors.js';
import { MemoryRateBuckets, RateLimiter } from '../../platform/ratelimit.js';
import type { Logger } from '../../platform/logger.js';
import { edgeCall, runChain, type EdgeCall } from '../../platform/edge/chain.js';
import { useCredential } from '../../platform/edge/credential.js';
import { useAnonymous, useIdentify } from '../../platform/edge/identify.js';
import { keyPrefix, useEntitlement, useKeyPrefix } from '../../platform/edge/entitlement.js';
import { countCall } from '../../platform/edge/rate-limit.js';
import { sunsetOf, useKeylessTransition } from '../../platform/edge/keyless.js';
import { pluginsFor, type RouteAccess } from '../../platform/edge/route-access.js';

const NOW = new Date('2026-11-21T12:00:00Z');

const principal = (keyPrefix: string, entitlements: Principal['entitlements'] = {}): Principal => ({
  orgId: `org-${keyPrefix}`,
  plan: 'paid',
  keyId: `key-${keyPrefix}`,
  keyPrefix,
  entitlements,
  limits: { window: 2, minute: 10 },
});

/** The keys the fake directory knows; `smcp_down` stands for a lookup whose database does not answer. */
const KEYS: Record<string, Principal> = {
  smcp_live: principal('smcp', { schedules: null }),
  smcp_lapsed: principal('smcp', { schedules: '2026-01-01T00:00:00Z' }),
  smcp_plain: principal('smcp'),
  tmcp_family: principal('tmcp'),
};
const auth = {
  identify: vi.fn(async (cred: Credential) => {
    if (cred.key === 'smcp_down') throw new Error('connection refused');
    const p = KEYS[cred.key ?? ''];
    if (!p) throw new AppError('UNAUTHORIZED', 'API key unknown');
    return { principal: p, client: 'key' as const };
  }),
} as unknown as Authenticator;
const tokens = {} as TokenService;
const log = { error: vi.fn() } as unknown as Logger;

function request(headers: Record<string, string> = {}, query: Record<string, string> = {}) {
  const set: Record<string, string> = {};
  const call = edgeCall({ headers, query, ip: '203.0.113.7', now: NOW, setHeader: (k, v) => void (set[k] = v) });
  return { call, set };
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('credential', () => {
  it.each<{
    what: string;
    headers: Record<string, string>;
    query: Record<string, string>;
    x: boolean;
    q: boolean;
    key: string | null;
  }>([
    { what: 'Bearer', headers: bearer('tmcp_a'), query: {}, x: true, q: false, key: 'tmcp_a' },
    {
      what: 'x-api-key where the host takes it',
      headers: { 'x-api-key': 'tmcp_a' },
      query: {},
      x: true,
      q: false,
      key: 'tmcp_a',
    },
    {
      what: 'x-api-key where it does not',
      headers: { 'x-api-key': 'tmcp_a' },
      query: {},
      x: false,
      q: false,
      key: null,
    },
    {
      what: 'api_key on the legacy surface',
      headers: {},
      query: { api_key: 'tmcp_a' },
      x: false,
      q: true,
      key: 'tmcp_a',
    },
    { what: 'api_key elsewhere', headers: {}, query: { api_key: 'tmcp_a' }, x: true, q: false, key: null },
    { what: 'nothing', headers: {}, query: {}, x: true, q: false, key: null },
  ])('$what → $key', ({ headers, query, x, q, key }) => {
    const { call } = request(headers, query);
    useCredential({ xApiKey: x, queryParam: q }).onRequest!(call);
    expect(call.credential).toMatchObject({ key, from: '203.0.113.7' });
  });
});

describe('identify', () => {
  it.each([
    { what: 'a known key', key: 'smcp_live', anonymous: false, principal: KEYS.smcp_live, error: null },
    { what: 'an unknown key', key: 'smcp_nope', anonymous: true, principal: null, error: 'UNAUTHORIZED' },
    { what: 'no key', key: null, anonymous: false, principal: null, error: 'UNAUTHORIZED' },
    { what: 'no key, anonymous allowed', key: null, anonymous: true, principal: null, error: null },
  ])('$what → $error', async ({ key, anonymous, principal: expected, error }) => {
    const { call } = request(key ? bearer(key) : {});
    const plugins = [useCredential({ xApiKey: true, queryParam: false }), ...(anonymous ? [useAnonymous()] : [])];
    for (const p of [...plugins, useIdentify(auth, tokens)]) {
      const run = Promise.resolve().then(() => p.onRequest!(call));
      if (p.name !== 'identify' || !error) await run;
      else await expect(run).rejects.toMatchObject({ code: error });
    }
    if (!error) expect(call.principal).toBe(expected);
  });
});

describe('entitlement', () => {
  it.each([
    { key: 'smcp_x', prefix: 'smcp' },
    { key: 'eyJhbGciOi.x.y', prefix: null },
    { key: null, prefix: null },
  ])('the prefix of $key is $prefix', ({ key, prefix }) => expect(keyPrefix(key)).toBe(prefix));

  it.each([
    { what: 'a prefix that can hold the scope', key: 'smcp_live', thrown: null },
    { what: 'a prefix that never can, before any lookup', key: 'frm_x', thrown: 'UNAUTHORIZED' },
  ])('key prefix: $what → $thrown', ({ key, thrown }) => {
    const { call } = request(bearer(key));
    useCredential({ xApiKey: true, queryParam: false }).onRequest!(call);
    const run = () => useKeyPrefix(['schedules:read']).onRequest!(call);
    if (thrown) expect(run).toThrow(expect.objectContaining({ code: thrown }));
    else expect(run).not.toThrow();
  });

  it.each([
    { what: 'holds it', p: KEYS.smcp_live!, thrown: null, deferred: null },
    { what: 'lacks the entitlement', p: KEYS.smcp_plain!, thrown: null, deferred: 'FORBIDDEN' },
    { what: 'entitlement ended', p: KEYS.smcp_lapsed!, thrown: null, deferred: 'ACCESS_EXPIRED' },
    { what: 'a prefix that cannot hold it', p: principal('frm'), thrown: 'UNAUTHORIZED', deferred: null },
    { what: 'anonymous (let through)', p: null, thrown: null, deferred: null },
  ])('scopes: $what → thrown $thrown, after counting $deferred', ({ p, thrown, deferred }) => {
    const { call } = request();
    call.principal = p;
    const run = () => useEntitlement(['schedules:read']).onRequest!(call);
    if (thrown) return expect(run).toThrow(expect.objectContaining({ code: thrown }));
    run();
    expect(call.refusal?.code ?? null).toBe(deferred);
  });
});

describe('rate limit', () => {
  it.each([
    { what: 'an organisation', p: KEYS.smcp_live!, limit: '2' },
    { what: 'an anonymous address', p: null, limit: '30' },
  ])('counts $what against its limits, and refuses over them', async ({ p, limit }) => {
    const limiter = new RateLimiter(new MemoryRateBuckets());
    const { call, set } = request();
    call.principal = p;
    for (let i = 0; i < Number(limit); i++) await countCall(limiter, call);
    expect(set['X-RateLimit-Limit']).toBe(limit);
    expect(set['X-RateLimit-Remaining']).toBe('0');
    await expect(countCall(limiter, call)).rejects.toMatchObject({ code: 'OVER_RATE_LIMIT' });
    await expect(countCall(limiter, call, false)).resolves.toBeUndefined();
  });
});

describe('keyless transition', () => {
  it('ends at midnight after the last day', () => expect(sunsetOf('2026-10-21')).toBe('Thu, 22 Oct 2026 00:00:00 GMT'));

  it.each<{ what: string; headers: Record<string, string>; anonymous: string; deprecation?: string }>([
    { what: 'no key', headers: {}, anonymous: 'allow', deprecation: 'true' },
    { what: 'a key', headers: bearer('smcp_live'), anonymous: 'refuse', deprecation: undefined },
  ])('$what → $anonymous, Deprecation $deprecation', async ({ headers, anonymous, deprecation }) => {
    const { call, set } = request(headers);
    const plugins = [useCredential({ xApiKey: true, queryParam: false }), useKeylessTransition('2026-10-21')];
    for (const p of plugins) p.onRequest?.(call);
    expect(call.anonymous).toBe(anonymous);
    if (headers.authorization) call.principal = KEYS.smcp_live!;
    for (const p of plugins) p.onAdmitted?.(call);
    expect(set.Deprecation).toBe(deprecation);
    expect(set.Sunset).toBe(deprecation && 'Thu, 22 Oct 2026 00:00:00 GMT');
  });
});

describe('the chain a route declares', () => {
  const READ = { scopes: ['schedules:read'] } as const;
  it.each<{ what: string; access: RouteAccess; headers?: Record<string, string>; code: string | null }>([
    { what: 'open, no key', access: 'open', code: null },
    { what: 'keyed, no key', access: READ, code: 'UNAUTHORIZED' },
    { what: 'keyed, held', access: READ, headers: bearer('smcp_live'), code: null },
    { what: 'keyed, entitlement missing', access: READ, headers: bearer('smcp_plain'), code: 'FORBIDDEN' },
    { what: 'keyed, wrong prefix', access: READ, headers: bearer('frm_x'), code: 'UNAUTHORIZED' },
    { what: 'keyed, the check fails', access: READ, headers: bearer('smcp_down'), code: 'SERVICE_UNAVAILABLE' },
    { what: 'transition, no key', access: { ...READ, keylessUntil: '2026-10-21' }, code: null },
    {
      what: 'transition, held',
      access: { ...READ, keylessUntil: '2026-10-21' },
      headers: bearer('smcp_live'),
      code: null,
    },
  ])('$what → $code', async ({ access, headers, code }) => {
    const limiter = new RateLimiter(new MemoryRateBuckets());
    const { call, set } = request(headers);
    const run = runChain(pluginsFor(access, { auth, limiter, tokens }, { xApiKey: true }), call, log);
    if (code) {
      const refused = await run.catch((e: AppError) => e);
      expect(refused).toMatchObject({ code });
      if (code === 'SERVICE_UNAVAILABLE') expect((refused as AppError).headers).toEqual({ 'Retry-After': '5' });
    } else {
      const admitted: EdgeCall = await run;
      expect(admitted.principal).toBe(headers ? KEYS.smcp_live : null);
    }
    // Counted unless refused before the count (no key, a wrong prefix, a failed check).
    const counted = code === null || code === 'FORBIDDEN';
    expect(set['X-RateLimit-Limit'] !== undefined).toBe(counted);
  });
});
