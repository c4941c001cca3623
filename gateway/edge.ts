// The gateway's HTTP face, held to the same rules as every REST host: the caller is an API key
// or a token this platform signed (never an internal header), counted in the same rate-limit
// buckets as REST before its body is read (admission.ts), under the configured body limit and
// the query limits; every answer is
// JSON in GraphQL's error shape. It also issues tokens (POST /auth/token), publishes their
// verification keys (GET /.well-known/jwks.json) and serves GraphiQL from npm (GET /graphql).
import type { Express, Request, Response, NextFunction, RequestHandler } from 'express';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Services } from '../platform/services.js';
import type { SubgraphModule } from '../platform/subgraph.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { readCredential, type Authenticator, type KeyRecord } from '../platform/auth.js';
import { isScope, refusal, type Scope } from '../platform/access.js';
import { looksLikeJwt, MAX_TOKEN_SECONDS } from '../platform/token.js';
import { cacheControl } from '../platform/http.js';
import { asRefusal } from '../platform/edge/chain.js';
import { countCall } from '../platform/edge/rate-limit.js';
import { edgeApp, readJsonBody, requestMistake, sendRefusal } from '../platform/edge/host.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import type { GatewayContext } from './datasources.js';
import { TrustedDocuments, type GraphQLRequestFields } from './trusted-documents.js';
import { mountConsole, type ConsoleSite } from './console-host.js';
import { mountGraphiQL } from './graphiql.js';
import { admission, admittedCaller } from './admission.js';

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

/** A refusal in GraphQL's error shape. */
const graphqlErrors = (err: AppError) => ({
  errors: [{ message: err.message, extensions: { code: graphqlCode(err), status: err.status } }],
});

const sendError = (res: Response, e: unknown, services: Services) =>
  sendRefusal(res, e, graphqlErrors, services, 'gateway request failed');

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
    // Another organisation's key is refused as an unknown one is: saying more would confirm it is valid.
    if (other.principal.orgId !== first.principal.orgId)
      throw new AppError('UNAUTHORIZED', `with_keys[${i}]: API key unknown`);
    if (other.principal.keyPrefix && other.principal.keyPrefix !== first.principal.keyPrefix)
      prefixes.add(other.principal.keyPrefix);
    if (other.principal.keyId && other.principal.keyId !== first.principal.keyId) keyIds.add(other.principal.keyId);
    if (other.expiresAt && (!expiresAt || other.expiresAt < expiresAt)) expiresAt = other.expiresAt;
  }
  return { principal: { ...first.principal, alsoPrefixes: [...prefixes], alsoKeyIds: [...keyIds] }, expiresAt };
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
  /** The operations console served at /console (docs/console.md), when the composition root gives one. */
  console?: ConsoleSite;
}

/** The gateway's host: GraphQL (and GraphiQL) at /graphql, tokens at /auth/token, their keys at /.well-known/jwks.json. */
export function mountEdge(o: EdgeOptions): Express {
  const { services } = o;
  const { app, json } = edgeApp({
    service: 'gateway',
    services,
    migrationSets: o.subgraphs.map((s) => ({ name: s.name, dir: s.migrationsDir })),
    browsers: true,
  });
  const graphql = graphqlHandler(o);
  // The caller is identified and counted before its body is parsed (admission.ts).
  const admit = admission(o.edge, services, o.tokensForSubgraphs, (res, e) => sendError(res, e, services));
  // No placeholder header: the schema loads anonymously (introspection is open), and the key,
  // typed once into the headers editor, is kept in this browser's storage.
  const graphiql = mountGraphiQL(app, {
    endpoint: '/graphql',
    title: 'freightgraph GraphiQL',
    headers: '{}',
    shouldPersistHeaders: true,
    defaultEditorToolsVisibility: 'headers',
    defaultQuery: GRAPHIQL_QUERY,
  });
  app.get(
    '/graphql',
    graphiqlOr(graphiql, (req, res, next) => admit(req, res, () => graphql(req, res, next))),
  );
  app.post('/graphql', admit, json, graphql);
  app.all('/graphql', (_req, res) => {
    res.setHeader('Allow', 'GET, POST');
    sendError(res, new AppError('METHOD_NOT_ALLOWED', 'use POST (or GET for queries) on /graphql'), services);
  });
  // Verification keys of every token this platform signs (RFC 7517).
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(o.edge.tokens.jwks);
  });
  app.post('/auth/token', tokenHandler(o, json));
  if (o.console) mountConsole(app, o.console, services);
  app.use((req: Request, res: Response) => {
    sendError(res, new AppError('NOT_FOUND', `no route ${req.method} ${req.path}; GraphQL is at /graphql`), services);
  });
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) =>
    sendError(res, requestMistake(err, services.config.jsonBodyLimit), services),
  );
  return app;
}

/** A browser (preferring HTML, no query) gets GraphiQL; everyone else a GraphQL GET. */
function graphiqlOr(graphiql: RequestHandler, graphql: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.query.query !== undefined || req.accepts(['application/json', 'text/html']) !== 'text/html')
      return void graphql(req, res, next);
    graphiql(req, res, next);
  };
}

function graphqlHandler(o: EdgeOptions): RequestHandler {
  const trusted = o.services.config.trustedDocuments ? TrustedDocuments.load(o.services.config.trustedDocuments) : null;
  return async (req, res) => {
    try {
      const caller = admittedCaller(res);
      // The REST adapter's hop: already limited at its own edge, and its operations are its own.
      if (caller.client === 'edge' && req.method === 'POST') {
        if (typeof req.body?.query !== 'string') throw new AppError('VALIDATION_ERROR', 'query must be a string');
        return void res.json(await o.run(req.body.query, req.body.variables ?? undefined, caller));
      }
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      let search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      let body = req.body;
      if (trusted && req.method === 'POST') body = trusted.admit(req.body ?? {});
      else if (trusted) search = admittedSearch(trusted, search);
      const out = await o.server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method, headers, search, body },
        context: async () => ({ principal: caller.principal, token: caller.token }),
      });
      for (const [k, v] of out.headers) res.setHeader(k, v);
      res.status(out.status ?? 200);
      if (out.body.kind === 'complete') return void res.send(out.body.string);
      for await (const chunk of out.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (e) {
      sendError(res, e, o.services);
    }
  };
}

/** The seconds a token asked for lives (expires_in), or the configured default. */
function tokenSeconds(expiresIn: unknown, fallback: number): number {
  if (expiresIn === undefined) return fallback;
  if (!Number.isInteger(expiresIn) || (expiresIn as number) < 60 || (expiresIn as number) > MAX_TOKEN_SECONDS)
    throw new AppError('VALIDATION_ERROR', `expires_in must be an integer from 60 to ${MAX_TOKEN_SECONDS} (seconds)`);
  return expiresIn as number;
}

/** The scopes a token asked for (scope), each held by the caller; undefined for all it holds. */
function tokenScopes(scope: unknown, principal: Principal, now: Date): Scope[] | undefined {
  if (scope === undefined) return undefined;
  if (typeof scope !== 'string' || scope.trim() === '')
    throw new AppError('VALIDATION_ERROR', 'scope must be a space-separated list of scopes');
  const asked = scope.trim().split(/\s+/);
  const bad = asked.filter((s) => !isScope(s));
  if (bad.length) throw new AppError('VALIDATION_ERROR', `scope: unknown scope(s) ${bad.join(', ')}`);
  for (const s of asked) {
    const refused = refusal(principal, s, now);
    if (refused) throw refused;
  }
  return asked as Scope[];
}

/** The token route's body: a JSON object of the known fields only. */
function tokenBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('VALIDATION_ERROR', 'the body must be a JSON object');
  const unknown = Object.keys(body).filter((k) => !TOKEN_BODY_FIELDS.includes(k));
  if (unknown.length)
    throw new AppError(
      'VALIDATION_ERROR',
      `unknown body field(s): ${unknown.join(', ')}; allowed: ${TOKEN_BODY_FIELDS.join(', ')}`,
    );
  return body as Record<string, unknown>;
}

/**
 * API key in, short-lived token out (docs/access.md): for routers that check JWTs themselves. The
 * key is looked up and counted before the body is read (`json`, the host's parser).
 */
function tokenHandler(o: EdgeOptions, json: RequestHandler): RequestHandler {
  const { services } = o;
  const { auth, limiter, tokens } = o.edge;
  return async (req, res) => {
    try {
      const cred = readCredential(req.headers, {}, { xApiKey: true, queryParam: false, from: req.ip });
      if (cred.key !== null && looksLikeJwt(cred.key))
        throw new AppError('UNAUTHORIZED', 'present the API key, not a token, to get a token');
      const record = await auth.keyRecord(cred);
      const now = services.clock.now();
      const setHeader = (k: string, v: string) => void res.setHeader(k, v);
      await countCall(limiter, { ip: req.ip, now, setHeader, principal: record.principal }).catch((e: unknown) => {
        throw asRefusal(e, services.log, 'rate limit check failed');
      });
      await readJsonBody(json, req, res, services.config.jsonBodyLimit);
      const body = tokenBody(req.body ?? {});
      const joined = await joinKeys(auth, record, body.with_keys, cred.from);
      const t = await tokens.issue(joined.principal, now, {
        seconds: tokenSeconds(body.expires_in, services.config.auth.tokenSeconds),
        client: 'token',
        scopes: tokenScopes(body.scope, joined.principal, now),
        keyExpiresAt: joined.expiresAt,
      });
      res.setHeader('Cache-Control', 'no-store');
      res.json({
        access_token: t.token,
        token_type: 'Bearer',
        expires_in: Math.max(0, Math.round((t.expiresAt.getTime() - now.getTime()) / 1000)),
        expires_at: t.expiresAt.toISOString(),
        scope: t.scopes.join(' '),
      });
    } catch (e) {
      const render = (err: AppError) => ({ error: { code: graphqlCode(err), message: err.message } });
      sendRefusal(res, e, render, services, 'token route failed');
    }
  };
}
