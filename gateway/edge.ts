// The gateway's HTTP face, held to the same rules as every REST host: the caller is an API key
// or a token this platform signed (never an internal header), counted in the same rate-limit
// buckets as REST, under the configured body limit and the query limits below; every answer is
// JSON in GraphQL's error shape. It also issues tokens (POST /auth/token), publishes their
// verification keys (GET /.well-known/jwks.json) and serves GraphiQL from npm (GET /graphql).
import express, { type Request, type Response, type NextFunction } from 'express';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Services } from '../platform/services.js';
import type { SubgraphModule } from '../platform/subgraph.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { readCredential, type Authenticator, type KeyRecord } from '../platform/auth.js';
import { OPEN_ROUTE_LIMITS, type RateLimiter } from '../platform/ratelimit.js';
import { isScope, refusal, type Scope } from '../platform/access.js';
import { looksLikeJwt, MAX_TOKEN_SECONDS, type TokenClient, type TokenService } from '../platform/token.js';
import { cacheControl, instrument, mountHealth, serveBrowsers } from '../platform/http.js';
import type { GatewayContext } from './datasources.js';
import { TrustedDocuments, type GraphQLRequestFields } from './trusted-documents.js';

/** What every edge (gateway, REST adapter, MCP server) checks callers with. */
export interface EdgeDeps {
  auth: Authenticator;
  limiter: RateLimiter;
  tokens: TokenService;
}

/**
 * Root fields answering open reference data (the same as the REST hosts' cacheable routes): an
 * anonymous operation selecting only these is answered Cache-Control public.
 */
const REFERENCE_FIELDS = new Set(['carriers', 'ports_search', 'airline_by_prefix', '__typename']);

/** Cache-Control of a GraphQL answer: a caller's own (keyed), public reference data, or neither. */
export function graphqlCacheControl(
  operation: OperationDefinitionNode | undefined,
  principal: Principal | null,
  failed: boolean,
): string {
  if (failed) return cacheControl('refusal');
  if (principal) return cacheControl('keyed');
  const reference =
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && REFERENCE_FIELDS.has(s.name.value));
  return cacheControl(reference ? 'reference' : 'open');
}

/** GraphiQL's first query, saying where the key goes. */
const GRAPHIQL_QUERY = `# Put your API key (or a token from POST /auth/token) in the Headers tab below, once:
#   {"Authorization": "Bearer tmcp_…"}
# GraphiQL keeps it in this browser. Then run this query (the ▶ button, or Ctrl-Enter).
query ReadmeFederated {
  containers(limit: 3) {
    identifier
    status
    carrier { scac name upcoming_sailings }
    destination_port { name country_code timezone }
  }
}
`;

/** Canonical codes as GraphQL callers read them. */
const graphqlCode = (err: AppError) => (err.code === 'OVER_RATE_LIMIT' ? 'RATE_LIMITED' : err.code);

/** An AppError as thrown from an Apollo Server plugin: its status and headers become the HTTP answer's. */
export function refusalError(err: AppError): GraphQLError {
  const headers = new Map(Object.entries(err.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return new GraphQLError(err.message, {
    extensions: { code: graphqlCode(err), status: err.status, http: { status: err.status, headers } as any },
  });
}

function sendError(res: Response, e: unknown, services: Services): void {
  const err = e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error');
  if (!(e instanceof AppError)) services.log.error({ err: e }, 'gateway request failed');
  res.setHeader('Cache-Control', cacheControl('refusal'));
  for (const [k, v] of Object.entries(err.headers ?? {})) res.setHeader(k, v);
  res
    .status(err.status)
    .json({ errors: [{ message: err.message, extensions: { code: graphqlCode(err), status: err.status } }] });
}

/** A GET's parameters as trusted documents admit them (extensions is JSON in a query string). */
function admittedSearch(trusted: TrustedDocuments, search: string): string {
  const fields: GraphQLRequestFields = Object.fromEntries(new URLSearchParams(search));
  if (typeof fields.extensions === 'string') {
    try {
      fields.extensions = JSON.parse(fields.extensions);
    } catch {
      throw new AppError('VALIDATION_ERROR', 'extensions must be JSON');
    }
  }
  const admitted = trusted.admit(fields);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(admitted))
    if (v !== undefined) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return `?${params}`;
}

const TOKEN_BODY_FIELDS = ['scope', 'expires_in', 'with_keys'];
const MAX_JOINED_KEYS = 4;

/**
 * One token from several keys of one organisation (docs/access.md): an analyst's query may need
 * scopes that no single key prefix holds (rates:read is frm_'s, ocean:read tmcp_'s). Each key
 * must be valid and the organisation's; the token holds what any of them holds and expires
 * with the first of them.
 */
async function joinKeys(
  auth: Authenticator,
  first: KeyRecord,
  withKeys: unknown,
  from: string | undefined,
): Promise<{ principal: Principal; expiresAt: Date | null }> {
  if (withKeys === undefined) return { principal: first.principal, expiresAt: first.expiresAt };
  if (
    !Array.isArray(withKeys) ||
    withKeys.length < 1 ||
    withKeys.length > MAX_JOINED_KEYS ||
    withKeys.some((k) => typeof k !== 'string')
  )
    throw new AppError('VALIDATION_ERROR', `with_keys must be a list of 1 to ${MAX_JOINED_KEYS} API keys`);
  let expiresAt = first.expiresAt;
  const prefixes = new Set<string>();
  const keyIds = new Set<string>();
  for (const [i, key] of (withKeys as string[]).entries()) {
    if (looksLikeJwt(key)) throw new AppError('VALIDATION_ERROR', `with_keys[${i}] is a token, not an API key`);
    // Counted per address like any other lookup: with_keys is no way round the unknown-key throttle.
    const other = await auth.keyRecord({ key, source: 'bearer', from }).catch((e: unknown) => {
      throw e instanceof AppError
        ? new AppError(e.code, `with_keys[${i}]: ${e.message}`, { status: e.status, headers: e.headers })
        : e;
    });
    if (other.principal.orgId !== first.principal.orgId)
      throw new AppError('VALIDATION_ERROR', `with_keys[${i}] is a key of another organisation`);
    if (other.principal.keyPrefix && other.principal.keyPrefix !== first.principal.keyPrefix)
      prefixes.add(other.principal.keyPrefix);
    if (other.principal.keyId && other.principal.keyId !== first.principal.keyId) keyIds.add(other.principal.keyId);
    if (other.expiresAt && (!expiresAt || other.expiresAt < expiresAt)) expiresAt = other.expiresAt;
  }
  return { principal: { ...first.principal, alsoPrefixes: [...prefixes], alsoKeyIds: [...keyIds] }, expiresAt };
}

interface Caller extends GatewayContext {
  client: 'key' | TokenClient | 'anonymous';
}

export interface EdgeOptions {
  services: Services;
  subgraphs: SubgraphModule[];
  server: ApolloServer<GatewayContext>;
  /** The prepared-operation path (the REST adapter's own fixed operations). */
  run(query: string, variables: Record<string, unknown> | undefined, caller: GatewayContext): Promise<unknown>;
  edge: EdgeDeps;
  /** Subgraphs are separate processes: they need the caller's token. */
  tokensForSubgraphs: boolean;
}

export function mountEdge(o: EdgeOptions): express.Express {
  const { services, edge } = o;
  const { auth, limiter, tokens } = edge;
  const now = () => services.clock.now();
  const trusted = services.config.trustedDocuments ? TrustedDocuments.load(services.config.trustedDocuments) : null;
  const app = express();
  app.disable('x-powered-by');
  instrument(app, 'gateway');
  serveBrowsers(app, services.config);
  app.set('trust proxy', services.config.trustedProxies.length ? services.config.trustedProxies : false);
  const json = express.json({ limit: services.config.jsonBodyLimit, type: ['application/json', 'application/*+json'] });
  mountHealth(
    app,
    services,
    o.subgraphs.map((s) => ({ name: s.name, dir: s.migrationsDir })),
  );

  const limit = async (
    req: Request,
    setHeader: (k: string, v: string) => void,
    principal: Principal | null,
    refuse = true,
  ) => {
    try {
      if (principal) await limiter.admit(principal.orgId, principal.limits, now(), setHeader, refuse);
      else await limiter.admit(`ip:${req.ip}`, OPEN_ROUTE_LIMITS, now(), setHeader, refuse);
    } catch (e) {
      if (e instanceof AppError) throw e;
      services.log.error({ err: e }, 'rate limit check failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'access could not be checked; retry shortly', {
        headers: { 'Retry-After': '5' },
      });
    }
  };

  /** The caller, and the token subgraphs over HTTP will verify for it. */
  const identify = async (req: Request): Promise<Caller> => {
    const cred = readCredential(req.headers, {}, { xApiKey: true, queryParam: false, from: req.ip });
    if (cred.key === null) return { principal: null, token: null, client: 'anonymous' };
    const { principal, client } = await auth.identify(cred, tokens);
    let token: string | null = null;
    if (o.tokensForSubgraphs) token = client === 'key' ? await tokens.edgeToken(principal!, now()) : cred.key;
    return { principal, token, client };
  };

  const graphql = async (req: Request, res: Response) => {
    try {
      const caller = await identify(req);
      // The REST adapter's hop: already limited at its own edge, and its operations are its own.
      if (caller.client === 'edge' && req.method === 'POST') {
        if (typeof req.body?.query !== 'string') throw new AppError('VALIDATION_ERROR', 'query must be a string');
        return void res.json(await o.run(req.body.query, req.body.variables ?? undefined, caller));
      }
      let counted = false;
      const countRequest = async (h: Map<string, string>, mode: 'refuse' | 'count' | 'skip') => {
        if (counted) return;
        counted = true;
        if (mode !== 'skip') await limit(req, (k, v) => h.set(k.toLowerCase(), v), caller.principal, mode === 'refuse');
      };
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      let search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      let body = req.body;
      if (trusted && req.method === 'POST') body = trusted.admit(req.body ?? {});
      else if (trusted) search = admittedSearch(trusted, search);
      const out = await o.server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method, headers, search, body },
        context: async () => ({ principal: caller.principal, token: caller.token, countRequest }),
      });
      for (const [k, v] of out.headers) res.setHeader(k, v);
      res.status(out.status ?? 200);
      if (out.body.kind === 'complete') res.send(out.body.string);
      else {
        for await (const chunk of out.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (e) {
      sendError(res, e, services);
    }
  };

  let graphiql: string | null = null;
  app.get('/graphql', (req, res) => {
    // A browser (preferring HTML, no query) gets GraphiQL; everyone else a GraphQL GET.
    if (req.query.query !== undefined || req.accepts(['application/json', 'text/html']) !== 'text/html')
      return void graphql(req, res);
    // No placeholder header: the schema loads anonymously (introspection is open), and the key,
    // typed once into the headers editor, is kept in this browser's storage.
    graphiql ??= renderGraphiQL({
      endpoint: '/graphql',
      title: 'freightgraph GraphiQL',
      headers: '{}',
      shouldPersistHeaders: true,
      defaultEditorToolsVisibility: 'headers',
      defaultQuery: GRAPHIQL_QUERY,
    });
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(graphiql);
  });
  app.post('/graphql', json, graphql);
  app.all('/graphql', (_req, res) => {
    res.setHeader('Allow', 'GET, POST');
    sendError(res, new AppError('METHOD_NOT_ALLOWED', 'use POST (or GET for queries) on /graphql'), services);
  });

  // Verification keys of every token this platform signs (RFC 7517).
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(tokens.jwks);
  });

  // API key in, short-lived token out (docs/access.md): for routers that check JWTs themselves.
  app.post('/auth/token', json, async (req, res) => {
    try {
      const cred = readCredential(req.headers, {}, { xApiKey: true, queryParam: false, from: req.ip });
      if (cred.key !== null && looksLikeJwt(cred.key))
        throw new AppError('UNAUTHORIZED', 'present the API key, not a token, to get a token');
      const record = await auth.keyRecord(cred);
      await limit(req, (k, v) => res.setHeader(k, v), record.principal);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body !== 'object' || Array.isArray(body))
        throw new AppError('VALIDATION_ERROR', 'the body must be a JSON object');
      const unknown = Object.keys(body).filter((k) => !TOKEN_BODY_FIELDS.includes(k));
      if (unknown.length)
        throw new AppError(
          'VALIDATION_ERROR',
          `unknown body field(s): ${unknown.join(', ')}; allowed: ${TOKEN_BODY_FIELDS.join(', ')}`,
        );
      const joined = await joinKeys(auth, record, body.with_keys, cred.from);
      const principal = joined.principal;
      let seconds = services.config.auth.tokenSeconds;
      if (body.expires_in !== undefined) {
        if (
          !Number.isInteger(body.expires_in) ||
          (body.expires_in as number) < 60 ||
          (body.expires_in as number) > MAX_TOKEN_SECONDS
        ) {
          throw new AppError(
            'VALIDATION_ERROR',
            `expires_in must be an integer from 60 to ${MAX_TOKEN_SECONDS} (seconds)`,
          );
        }
        seconds = body.expires_in as number;
      }
      let scopes: Scope[] | undefined;
      if (body.scope !== undefined) {
        if (typeof body.scope !== 'string' || body.scope.trim() === '')
          throw new AppError('VALIDATION_ERROR', 'scope must be a space-separated list of scopes');
        const asked = body.scope.trim().split(/\s+/);
        const bad = asked.filter((s) => !isScope(s));
        if (bad.length) throw new AppError('VALIDATION_ERROR', `scope: unknown scope(s) ${bad.join(', ')}`);
        for (const s of asked) {
          const refused = refusal(principal, s, now());
          if (refused) throw refused;
        }
        scopes = asked as Scope[];
      }
      const t = await tokens.issue(principal, now(), {
        seconds,
        client: 'token',
        scopes,
        keyExpiresAt: joined.expiresAt,
      });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        access_token: t.token,
        token_type: 'Bearer',
        expires_in: Math.max(0, Math.round((t.expiresAt.getTime() - now().getTime()) / 1000)),
        expires_at: t.expiresAt.toISOString(),
        scope: t.scopes.join(' '),
      });
    } catch (e) {
      const err = e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error');
      if (!(e instanceof AppError)) services.log.error({ err: e }, 'token route failed');
      for (const [k, v] of Object.entries(err.headers ?? {})) res.setHeader(k, v);
      res.status(err.status).json({ error: { code: graphqlCode(err), message: err.message } });
    }
  });

  app.use((req: Request, res: Response) => {
    sendError(res, new AppError('NOT_FOUND', `no route ${req.method} ${req.path}; GraphQL is at /graphql`), services);
  });
  app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    if (err?.type === 'entity.parse.failed')
      return sendError(res, new AppError('VALIDATION_ERROR', 'malformed JSON body'), services);
    if (err?.type === 'entity.too.large') {
      return sendError(
        res,
        new AppError('VALIDATION_ERROR', `JSON body larger than ${services.config.jsonBodyLimit}`, { status: 413 }),
        services,
      );
    }
    if (err?.status >= 400 && err?.status < 500)
      return sendError(res, new AppError('VALIDATION_ERROR', 'malformed request', { status: err.status }), services);
    sendError(res, err, services);
  });
  return app;
}
