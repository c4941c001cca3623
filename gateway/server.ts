// The gateway: one supergraph over every subgraph, for internal dashboards, analysts and the
// REST adapter. One-process mode calls subgraphs in-process; distributed mode over HTTP.
import express from 'express';
import { createHash } from 'node:crypto';
import { parse, validate, getOperationAST, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, HeaderMap } from '@apollo/server';
import type { Services } from '../platform/services.js';
import type { SubgraphExecutor, SubgraphModule } from '../platform/subgraph.js';
import { AppError, fromExtensions } from '../platform/errors.js';
import { Authenticator, readCredential } from '../platform/auth.js';
import { SECRET_HEADER, PRINCIPAL_HEADER, decodePrincipal, type Principal } from '../platform/context.js';
import { KEY_PREFIXES } from '../subgraphs/accounts/store.js';
import { mountHealth } from '../platform/http.js';
import { composeSupergraph } from './compose.js';
import { memoizeOperationRebuilds } from './operation-cache.js';
import { InProcessDataSource, InternalRemoteDataSource, type GatewayContext } from './datasources.js';

export type SubgraphWiring =
  | { kind: 'in-process'; executors: Map<string, SubgraphExecutor> }
  | { kind: 'http'; urls: Record<string, string> };

export interface Gateway {
  supergraphSdl: string;
  server: ApolloServer<GatewayContext>;
  /** Runs an operation for a principal; throws the first error as an AppError. */
  execute<T>(query: string, variables: Record<string, unknown> | undefined, principal: Principal | null): Promise<T>;
  app: express.Express;
  stop(): Promise<void>;
}

/** Turns a GraphQL answer into data or the first error as an AppError (code and status kept). */
export function unwrap<T>(result: { data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }): T {
  const err = result.errors?.[0];
  if (err) {
    const ext = err.extensions as any;
    // Every subgraph error carries a status; one without is the gateway refusing the request
    // itself (parse, validation, variable coercion): the caller's input was wrong.
    if (typeof ext?.status !== 'number') throw new AppError('VALIDATION_ERROR', err.message);
    throw fromExtensions(err.message, ext);
  }
  return result.data as T;
}

interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  queryHash: string;
}

const noopCachePolicy = { restrict() {}, replace() {}, policyIfCacheable: () => null };

export async function createGateway(services: Services, subgraphs: SubgraphModule[], wiring: SubgraphWiring, auth: Authenticator): Promise<Gateway> {
  memoizeOperationRebuilds();
  const supergraphSdl = composeSupergraph(
    subgraphs.map((s) => ({
      name: s.name,
      typeDefs: s.typeDefs,
      url: wiring.kind === 'http' ? (wiring.urls[s.name] ?? `http://missing-${s.name}`) : `in-process://${s.name}`,
    })),
  );
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => {
      if (wiring.kind === 'in-process') {
        const ex = wiring.executors.get(name);
        if (!ex) throw new Error(`no in-process executor for subgraph ${name}`);
        return new InProcessDataSource(ex);
      }
      return new InternalRemoteDataSource(url!, services.config.internalSecret);
    },
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
  });
  await server.start();

  // The REST adapter and the MCP server send a small, fixed set of operations: each is parsed
  // and validated against the supergraph once, then handed straight to the gateway's executor
  // (query plans are cached there), skipping the HTTP-oriented server pipeline per request.
  const prepared = new Map<string, PreparedOperation>();
  const prepare = (query: string): PreparedOperation => {
    let op = prepared.get(query);
    if (!op) {
      const document = parse(query);
      const errors = validate(gateway.schema!, document);
      if (errors.length) throw new AppError('VALIDATION_ERROR', errors[0]!.message);
      const operation = getOperationAST(document);
      if (!operation) throw new AppError('VALIDATION_ERROR', 'exactly one operation expected');
      op = { document, operation, queryHash: createHash('sha256').update(query).digest('hex') };
      if (prepared.size > 500) prepared.clear();
      prepared.set(query, op);
    }
    return op;
  };
  const run = async (query: string, variables: Record<string, unknown> | undefined, principal: Principal | null) => {
    const op = prepare(query);
    return gateway.executor({
      request: { query, variables },
      logger: services.log as any,
      schema: gateway.schema!,
      schemaHash: '' as any,
      context: { principal },
      cache: undefined as any,
      queryHash: op.queryHash,
      document: op.document,
      source: query,
      operationName: null,
      operation: op.operation,
      metrics: {},
      overallCachePolicy: noopCachePolicy,
    });
  };
  const execute = async <T>(query: string, variables: Record<string, unknown> | undefined, principal: Principal | null): Promise<T> =>
    unwrap<T>((await run(query, variables, principal)) as any);

  // HTTP front: the REST adapter (distributed mode) presents the internal secret and the
  // principal it authenticated; dashboards and analysts present an API key and get the full
  // Apollo Server pipeline.
  const app = express();
  app.disable('x-powered-by');
  mountHealth(app, services, subgraphs.map((s) => ({ name: s.name, dir: s.migrationsDir })));
  app.post('/graphql', express.json({ limit: '1mb' }), async (req, res) => {
    try {
      if (req.headers[SECRET_HEADER] !== undefined) {
        // The adapter (or MCP server): its fixed operations take the prepared path, as in
        // one-process mode.
        if (req.headers[SECRET_HEADER] !== services.config.internalSecret) throw new AppError('UNAUTHORIZED', 'internal secret rejected');
        const principal = decodePrincipal(req.headers[PRINCIPAL_HEADER] as string | undefined);
        if (typeof req.body?.query !== 'string') throw new AppError('VALIDATION_ERROR', 'query must be a string');
        return void res.json(await run(req.body.query, req.body.variables ?? undefined, principal));
      }
      const principal = await auth.authenticate(readCredential(req.headers, {}, { xApiKey: true, queryParam: false }), KEY_PREFIXES);
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const out = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers, search: '', body: req.body },
        context: async () => ({ principal }),
      });
      for (const [k, v] of out.headers) res.setHeader(k, v);
      res.status(out.status ?? 200);
      if (out.body.kind === 'complete') res.send(out.body.string);
      else {
        for await (const chunk of out.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (e) {
      const err = e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error');
      res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }] });
    }
  });

  return { supergraphSdl, server, execute, app, stop: () => server.stop() };
}
