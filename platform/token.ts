// Signed identity between processes and for routers in front (docs/access.md): the edge checks
// the API key once and hands on a short-lived JWT (ES256, `jose`) carrying organisation, key,
// plan, entitlements and scopes; subgraphs verify signature, issuer, audience and expiry
// against the published JWKS. ES256 because every router's JWT support has it (EdDSA is not in
// every one).
import {
  SignJWT,
  jwtVerify,
  generateKeyPair,
  exportJWK,
  importJWK,
  importPKCS8,
  calculateJwkThumbprint,
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  type JWK,
  type JWTPayload,
  type CryptoKey,
} from 'jose';
import type { Entitlement, Principal } from './context.js';
import { AppError } from './errors.js';
import { isScope, scopesOf, scopesValidUntil, type Scope } from './access.js';

const TOKEN_ALG = 'ES256';
const TOKEN_ISSUER = 'freightgraph';
const TOKEN_AUDIENCE = 'freightgraph';
/** Tokens the token route issues live at most this long (and 15 minutes by default). */
export const MAX_TOKEN_SECONDS = 900;
/** Tokens the edge mints for its own hops: reused until a minute before they expire. */
const EDGE_TOKEN_SECONDS = 300;
const EDGE_TOKEN_REUSE_MARGIN_MS = 60_000;
const VERIFIED_CACHE_MAX = 10_000;

export interface AuthKeyConfig {
  /** Private signing key (a JWK as JSON, or PKCS#8 PEM); edge processes. */
  signingKey: string | null;
  /** Extra public keys to accept (a JWKS as JSON), e.g. the previous key during a rotation. */
  jwks: string | null;
  /** Where to fetch the public keys instead (the gateway's /.well-known/jwks.json). */
  jwksUrl: string | null;
}

/** Who minted a token: the edge for its own hop (already rate-limited), or the token route. */
export type TokenClient = 'edge' | 'token';

export interface VerifiedToken {
  /** Null only on the edge's token for an open route's hop (no organisation). */
  principal: Principal | null;
  client: TokenClient;
  expiresAt: Date;
}

interface Claims extends JWTPayload {
  org: string | null;
  plan: string;
  key_prefix: string | null;
  /** The other keys' prefixes of a token minted from several keys (Principal.alsoPrefixes). */
  also_prefixes?: string[];
  /** Their key ids (Principal.alsoKeyIds). */
  also_keys?: string[];
  ent: Partial<Record<Entitlement, string | null>>;
  lim: [number, number];
  scope: string;
  client: TokenClient;
}

const SIGNING_KEY_HELP =
  'make one with `npm run keys -- signing-key` and set AUTH_SIGNING_KEY on the gateway and adapter processes, AUTH_JWKS (or AUTH_JWKS_URL) on the subgraphs';

/** A fresh ES256 key pair as JWKs (private with its kid, and the public JWKS). */
export async function newSigningKey(): Promise<{ privateJwk: JWK; jwks: { keys: JWK[] } }> {
  const { privateKey } = await generateKeyPair(TOKEN_ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const { d: _d, ...pub } = privateJwk;
  const kid = await calculateJwkThumbprint(pub);
  return {
    privateJwk: { ...privateJwk, kid, alg: TOKEN_ALG, use: 'sig' },
    jwks: { keys: [{ ...pub, kid, alg: TOKEN_ALG, use: 'sig' }] },
  };
}

async function importSigningKey(raw: string): Promise<{ key: CryptoKey; publicJwk: JWK }> {
  let jwk: JWK;
  if (raw.trim().startsWith('-----BEGIN')) {
    jwk = await exportJWK(await importPKCS8(raw, TOKEN_ALG, { extractable: true }));
  } else {
    try {
      jwk = JSON.parse(raw) as JWK;
    } catch {
      throw new Error(`config: AUTH_SIGNING_KEY is neither a JWK (JSON) nor a PKCS#8 PEM key; ${SIGNING_KEY_HELP}`);
    }
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error(`config: AUTH_SIGNING_KEY must be a private P-256 (ES256) key; ${SIGNING_KEY_HELP}`);
  const { d: _d, ...pub } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
  const key = (await importJWK({ ...jwk, kid }, TOKEN_ALG)) as CryptoKey;
  return { key, publicJwk: { kty: pub.kty, crv: pub.crv, x: pub.x, y: pub.y, kid, alg: TOKEN_ALG, use: 'sig' } };
}

function parseJwks(raw: string): JWK[] {
  let parsed: { keys?: JWK[] };
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('config: AUTH_JWKS must be a JWKS as JSON ({"keys":[…]})');
  }
  if (!Array.isArray(parsed?.keys)) throw new Error('config: AUTH_JWKS must be a JWKS as JSON ({"keys":[…]})');
  return parsed.keys.map(({ d: _d, ...pub }) => pub);
}

export class TokenService {
  private verifiedCache = new Map<string, VerifiedToken>();
  private edgeTokens = new WeakMap<Principal, { token: string; expiresAt: number }>();
  private anonymousEdge: { token: string; expiresAt: number } | null = null;
  private getKey: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>;

  private constructor(
    private signing: { key: CryptoKey; kid: string } | null,
    /** Published at /.well-known/jwks.json. */
    readonly jwks: { keys: JWK[] },
    remote: URL | null,
  ) {
    this.getKey = remote ? createRemoteJWKSet(remote) : createLocalJWKSet(jwks);
  }

  /**
   * From configuration. `ephemeral`: with no key configured, make one for this run (one-process
   * mode: no other process needs to verify). `needs`: what this process must be able to do.
   */
  static async create(
    cfg: AuthKeyConfig,
    opts: { ephemeral: boolean; needs: 'sign' | 'verify' },
  ): Promise<TokenService> {
    let signingKey = cfg.signingKey;
    if (!signingKey && opts.ephemeral) signingKey = JSON.stringify((await newSigningKey()).privateJwk);
    const keys: JWK[] = [];
    let signing: { key: CryptoKey; kid: string } | null = null;
    if (signingKey) {
      const imported = await importSigningKey(signingKey);
      signing = { key: imported.key, kid: imported.publicJwk.kid! };
      keys.push(imported.publicJwk);
    }
    if (cfg.jwks) keys.push(...parseJwks(cfg.jwks).filter((k) => !keys.some((o) => o.kid && o.kid === k.kid)));
    if (opts.needs === 'sign' && !signing)
      throw new Error(`no token signing key configured (AUTH_SIGNING_KEY): ${SIGNING_KEY_HELP}`);
    if (!keys.length && !cfg.jwksUrl)
      throw new Error(
        `no token verification keys configured (AUTH_JWKS, AUTH_JWKS_URL or AUTH_SIGNING_KEY): ${SIGNING_KEY_HELP}`,
      );
    return new TokenService(signing, { keys }, !keys.length && cfg.jwksUrl ? new URL(cfg.jwksUrl) : null);
  }

  get canSign(): boolean {
    return this.signing !== null;
  }

  /**
   * A token for the principal with the given scopes (default: all it holds), expiring after
   * `seconds` or earlier when an entitlement or the key expires first.
   */
  async issue(
    p: Principal,
    now: Date,
    opts: { seconds: number; client: TokenClient; scopes?: readonly Scope[]; keyExpiresAt?: Date | null },
  ): Promise<{ token: string; expiresAt: Date; scopes: Scope[] }> {
    const held = scopesOf(p, now);
    const scopes = opts.scopes ? held.filter((s) => opts.scopes!.includes(s)) : held;
    let exp = now.getTime() + opts.seconds * 1000;
    const until = scopesValidUntil(p, scopes);
    if (until) exp = Math.min(exp, until.getTime());
    if (opts.keyExpiresAt) exp = Math.min(exp, opts.keyExpiresAt.getTime());
    const expSec = Math.floor(exp / 1000);
    const claims: Omit<Claims, keyof JWTPayload> = {
      org: p.orgId,
      plan: p.plan,
      key_prefix: p.keyPrefix,
      ...(p.alsoPrefixes?.length ? { also_prefixes: [...p.alsoPrefixes] } : {}),
      ...(p.alsoKeyIds?.length ? { also_keys: [...p.alsoKeyIds] } : {}),
      ent: p.entitlements,
      lim: [p.limits.window, p.limits.minute],
      scope: scopes.join(' '),
      client: opts.client,
    };
    const token = await this.sign(claims, p.keyId ?? p.orgId, now, expSec);
    return { token, expiresAt: new Date(expSec * 1000), scopes };
  }

  private sign(claims: Record<string, unknown>, subject: string, now: Date, expSec: number): Promise<string> {
    if (!this.signing) throw new Error(`this process cannot issue tokens: ${SIGNING_KEY_HELP}`);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALG, kid: this.signing.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(expSec)
      .sign(this.signing.key);
  }

  /** The edge's token for its own hop to the gateway and subgraphs, reused while fresh. */
  async edgeToken(p: Principal, now: Date): Promise<string> {
    const held = this.edgeTokens.get(p);
    if (held && held.expiresAt - now.getTime() > EDGE_TOKEN_REUSE_MARGIN_MS) return held.token;
    const { token, expiresAt } = await this.issue(p, now, {
      seconds: EDGE_TOKEN_SECONDS,
      client: 'edge',
      scopes: p.scopes?.filter(isScope),
    });
    this.edgeTokens.set(p, { token, expiresAt: expiresAt.getTime() });
    return token;
  }

  /** The edge's token for an open route's hop: no organisation, no scopes. */
  async anonymousEdgeToken(now: Date): Promise<string> {
    const held = this.anonymousEdge;
    if (held && held.expiresAt - now.getTime() > EDGE_TOKEN_REUSE_MARGIN_MS) return held.token;
    const exp = Math.floor(now.getTime() / 1000) + EDGE_TOKEN_SECONDS;
    const token = await this.sign({ org: null, scope: '', client: 'edge' }, 'anonymous', now, exp);
    this.anonymousEdge = { token, expiresAt: exp * 1000 };
    return token;
  }

  /**
   * Verifies a token (signature, issuer, audience, expiry against `now`) into the principal it
   * carries; 401 UNAUTHORIZED otherwise. A token once verified is remembered until it expires.
   */
  async verify(token: string, now: Date): Promise<VerifiedToken> {
    const hit = this.verifiedCache.get(token);
    if (hit) {
      if (hit.expiresAt.getTime() > now.getTime()) return hit;
      this.verifiedCache.delete(token);
      throw new AppError('UNAUTHORIZED', 'token expired: get a new one from POST /auth/token');
    }
    let payload: Claims;
    try {
      ({ payload } = (await jwtVerify(token, this.getKey as any, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [TOKEN_ALG],
        currentDate: now,
        requiredClaims: ['exp', 'sub', 'iat'],
        clockTolerance: 0,
      })) as unknown as { payload: Claims });
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired)
        throw new AppError('UNAUTHORIZED', 'token expired: get a new one from POST /auth/token');
      throw new AppError('UNAUTHORIZED', 'token rejected: signature, issuer, audience or claims not valid');
    }
    if (payload.client !== 'edge' && payload.client !== 'token')
      throw new AppError('UNAUTHORIZED', 'token rejected: claims not valid');
    const anonymous = payload.org === null && payload.client === 'edge';
    if (
      !anonymous &&
      (typeof payload.org !== 'string' || typeof payload.scope !== 'string' || !Array.isArray(payload.lim))
    ) {
      throw new AppError('UNAUTHORIZED', 'token rejected: claims not valid');
    }
    const verified: VerifiedToken = {
      principal: anonymous
        ? null
        : {
            orgId: payload.org!,
            plan: payload.plan,
            keyId: payload.sub ?? null,
            keyPrefix: payload.key_prefix ?? null,
            ...(Array.isArray(payload.also_prefixes)
              ? { alsoPrefixes: payload.also_prefixes.filter((x) => typeof x === 'string') }
              : {}),
            ...(Array.isArray(payload.also_keys)
              ? { alsoKeyIds: payload.also_keys.filter((x) => typeof x === 'string') }
              : {}),
            entitlements: payload.ent ?? {},
            limits: { window: Number(payload.lim[0]), minute: Number(payload.lim[1]) },
            scopes: payload.scope.split(' ').filter(Boolean),
          },
      client: payload.client,
      expiresAt: new Date(payload.exp! * 1000),
    };
    if (this.verifiedCache.size >= VERIFIED_CACHE_MAX) this.verifiedCache.clear();
    this.verifiedCache.set(token, verified);
    return verified;
  }
}

/** A JWT's shape (three base64url parts), as opposed to an API key. */
export const looksLikeJwt = (s: string): boolean => /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(s);
