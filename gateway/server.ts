// The gateway: one supergraph over every subgraph, for internal dashboards, analysts and the
// REST adapter. One-process mode calls subgraphs in-process; distributed mode over HTTP with
// the caller's signed token. Its HTTP face (keys, tokens, limits, GraphiQL) is edge.ts.
import express from 'express';
import { createHash } from 'node:crypto';
import {
  GraphQLError,
  parse,
  validate,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Services } from '../platform/services.js';
import type { SubgraphExecutor, SubgraphModule } from '../platform/subgraph.js';
import { AppError, unwrap } from '../platform/errors.js';
import { accessMap, operationRefusal, requirementsOf, type AccessMap } from '../platform/access-schema.js';
import { composeSupergraph, forApolloGateway } from './compose.js';
import { memoizeOperationRebuilds } from './operation-cache.js';
import { InProcessDataSource, InternalRemoteDataSource, type GatewayContext } from './datasources.js';
import { BatchingDataSource } from './batching.js';
import { directFetch, runDirect, type DirectFetch, type DirectPath } from './direct-fetch.js';
import { graphqlCacheControl, mountEdge, refusalError } from './edge.js';
import type { ConsoleSite } from './console-host.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import { armorLimits, checkAnswerSize, PARSE_OPTIONS } from '../platform/query-limits.js';
import { EXPENSIVE, ExpensiveOperations } from './expensive.js';
import { publishedIntrospection } from './introspection.js';

/**
 * How the gateway reaches its subgraphs: in-process executors, HTTP URLs of our subgraphs, or a
 * supergraph SDL composed elsewhere (any federation 2 supergraph whose subgraphs are HTTP URLs:
 * `npm run gateway -- --supergraph <file>`), run as given.
 */
export type SubgraphWiring =
  | { kind: 'in-process'; executors: Map<string, SubgraphExecutor> }
  | { kind: 'http'; urls: Record<string, string> }
  | { kind: 'supergraph'; sdl: string };

export interface Gateway {
  supergraphSdl: string;
  server: ApolloServer<GatewayContext>;
  /** Runs an operation for a caller (refusals and errors thrown as AppError). */
  execute<T>(query: string, variables: Record<string, unknown> | undefined, caller: GatewayContext): Promise<T>;
  /** The same operation's GraphQL answer, data and errors, as the gateway gives it. */
  run(query: string, variables: Record<string, unknown> | undefined, caller: GatewayContext): Promise<unknown>;
  /** How a prepared operation runs: sent straight to its subgraph (direct-fetch.ts), or null: the gateway's executor. */
  directPath(query: string): DirectPath | null;
  app: express.Express;
  /** Expensive operations running per organisation (expensive.ts). */
  expensive: ExpensiveOperations;
  stop(): Promise<void>;
}

interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  queryHash: string;
  /** Its plan's one fetch, sent straight to the subgraph; null: the gateway's executor runs it. */
  direct: DirectFetch | null;
}

type DataSources = Map<string, BatchingDataSource>;

const noopCachePolicy = { restrict() {}, replace() {}, policyIfCacheable: () => null };

/** The operation a request names is not in its document (or it names none of several): 400. */
const unknownOperation = (name: string | undefined) =>
  new GraphQLError(
    name ? `Unknown operation named "${name}".` : 'Must provide operation name if query contains multiple operations.',
    {
      extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
    },
  );

/**
 * A subscription sent as a query (POST /graphql without Accept: text/event-stream): the
 * planner has no Subscription root (a 500); the transports that serve it are named instead.
 */
const subscriptionElsewhere = () =>
  new GraphQLError(
    'subscriptions are served over graphql-sse at POST /graphql/stream (or /graphql with Accept: ' +
      'text/event-stream) and over graphql-ws, a WebSocket upgrade on /graphql (docs/live.md)',
    { extensions: { code: 'VALIDATION_ERROR', status: 400, http: { status: 400 } } },
  );

/** The supergraph: given, or composed from the modules at the addresses the wiring names. */
function supergraphOf(subgraphs: SubgraphModule[], wiring: SubgraphWiring): string {
  if (wiring.kind === 'supergraph') return wiring.sdl;
  return composeSupergraph(
    subgraphs.map((s) => ({
      name: s.name,
      typeDefs: s.typeDefs,
      url: wiring.kind === 'http' ? (wiring.urls[s.name] ?? `http://missing-${s.name}`) : `in-process://${s.name}`,
    })),
  );
}

/**
 * The Apollo gateway over the subgraphs, in-process or over HTTP, each behind the batching data
 * source (`sources`, by subgraph name, as the gateway builds them).
 */
function apolloGateway(
  services: Services,
  subgraphs: SubgraphModule[],
  wiring: SubgraphWiring,
  supergraphSdl: string,
  sources: DataSources,
): ApolloGateway {
  return new ApolloGateway({
    supergraphSdl: forApolloGateway(supergraphSdl),
    // Each fetch's parsed operation reaches the data sources (batching.ts reads and combines it).
    queryPlannerConfig: { exposeDocumentNodeInFetchNode: true },
    buildService: ({ name, url }) => {
      const policy = {
        mergeInFlight: services.config.gatewayDedupe,
        countedFields: new Set(subgraphs.find((s) => s.name === name)?.countedFields),
      };
      let source: BatchingDataSource;
      if (wiring.kind === 'in-process') {
        const ex = wiring.executors.get(name);
        if (!ex) throw new Error(`no in-process executor for subgraph ${name}`);
        source = new BatchingDataSource(new InProcessDataSource(ex), policy);
      } else source = new BatchingDataSource(new InternalRemoteDataSource(name, url!), policy);
      sources.set(name, source);
      return source;
    },
  });
}

/** An AppError thrown from a plugin hook as the refusal Apollo Server answers with its status. */
const asGraphQLRefusal = (e: unknown) => (e instanceof AppError ? refusalError(e) : e);

/**
 * The edge's checks once the operation is known (the caller was identified and counted before
 * its body was read: admission.ts): the answer's size, the scopes its fields need and the
 * expensive-operation slot; and, on the way out, the answer's Cache-Control and an HTTP status
 * for a refusal.
 */
function edgeChecks(
  services: Services,
  access: AccessMap,
  expensive: ExpensiveOperations,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      /** Gives back the expensive-operation slot this request holds, if any. */
      let release: (() => void) | null = null;
      return {
        async didResolveOperation({ contextValue, document, schema, operation, request }) {
          // Apollo Server leaves this to the gateway, whose refusal would be a 500.
          if (!operation) throw unknownOperation(request.operationName);
          if (operation.operation === 'subscription') throw subscriptionElsewhere();
          const fields = checkAnswerSize(schema, document, request.variables, request.operationName);
          const refused = operationRefusal(
            requirementsOf(schema, document, access),
            contextValue.principal,
            services.clock.now(),
          );
          if (refused) throw refusalError(refused);
          if (fields >= EXPENSIVE.fields && contextValue.principal) {
            try {
              release = expensive.enter(contextValue.principal.orgId, fields);
            } catch (e) {
              throw asGraphQLRefusal(e);
            }
          }
        },
        // A refusal decided inside a resolver (the webhook fields' product scope): when
        // nothing was answered, the HTTP status says so too.
        async willSendResponse({ response, contextValue, operation }) {
          release?.();
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          response.http.headers.set(
            'cache-control',
            graphqlCacheControl(operation, contextValue.principal, !!errors?.length),
          );
          const status = errors?.[0]?.extensions?.status;
          const empty = !data || Object.values(data).every((v) => v === null);
          if (empty && (status === 401 || status === 403) && errors!.every((e) => e.extensions?.status === status))
            response.http.status = status;
        },
      };
    },
  };
}

function apolloServer(
  services: Services,
  gateway: ApolloGateway,
  access: AccessMap,
  expensive: ExpensiveOperations,
  published: GraphQLSchema | null,
): ApolloServer<GatewayContext> {
  const armor = armorLimits();
  return new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // GRAPHQL_INTROSPECTION decides, not NODE_ENV (Apollo's default turns it off in production):
    // when off, graphql-js's rule refuses __schema and __type and says why.
    introspection: true,
    // Query limits (platform/query-limits.ts): the token limit is graphql-js's own, so an
    // operation over it is a parse error (400); the answer's size is checked once the operation is known.
    validationRules: [
      ...armor.validationRules,
      ...(services.config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule]),
    ],
    parseOptions: PARSE_OPTIONS,
    plugins: [
      // graphql-armor is typed against Apollo's CommonJS build; the plugins are the same objects.
      ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      edgeChecks(services, access, expensive),
      ...(published ? [publishedIntrospection<GatewayContext>(published)] : []),
    ],
  });
}

/**
 * The REST adapter and the MCP server send a small, fixed set of operations: each is parsed,
 * validated against the supergraph and planned once; then, skipping the HTTP-oriented server
 * pipeline per request, an operation whose plan is one fetch to one subgraph is sent straight
 * to it (direct-fetch.ts, unless GATEWAY_DIRECT=0) and any other handed to the gateway's
 * executor (query plans are cached there).
 */
function preparedOperations(services: Services, gateway: ApolloGateway, access: AccessMap, sources: DataSources) {
  const prepared = new Map<string, PreparedOperation>();
  const prepare = (query: string): PreparedOperation => {
    let op = prepared.get(query);
    if (!op) {
      const document = parse(query);
      const errors = validate(gateway.schema!, document);
      if (errors.length) throw new AppError('VALIDATION_ERROR', errors[0]!.message);
      const operation = getOperationAST(document);
      if (!operation) throw new AppError('VALIDATION_ERROR', 'exactly one operation expected');
      const direct = services.config.gatewayDirect ? directFetch(gateway, sources, document, operation) : null;
      op = { document, operation, queryHash: createHash('sha256').update(query).digest('hex'), direct };
      if (prepared.size > 500) prepared.clear();
      prepared.set(query, op);
    }
    return op;
  };
  const run = async (query: string, variables: Record<string, unknown> | undefined, caller: GatewayContext) => {
    const op = prepare(query);
    const refused = operationRefusal(
      requirementsOf(gateway.schema!, op.document, access),
      caller.principal,
      services.clock.now(),
    );
    if (refused)
      return { errors: [{ message: refused.message, extensions: { code: refused.code, status: refused.status } }] };
    const request = {
      request: { query, variables },
      logger: services.log as any,
      schema: gateway.schema!,
      schemaHash: '' as any,
      context: caller,
      cache: undefined as any,
      queryHash: op.queryHash,
      document: op.document,
      source: query,
      operationName: null,
      operation: op.operation,
      metrics: {},
      overallCachePolicy: noopCachePolicy,
    };
    return op.direct ? runDirect(op.direct, request) : gateway.executor(request);
  };
  return { run, directPath: (query: string) => prepare(query).direct?.path ?? null };
}

export async function createGateway(
  services: Services,
  subgraphs: SubgraphModule[],
  wiring: SubgraphWiring,
  edge: EdgeDeps,
  opts: {
    console?: ConsoleSite;
    /** What introspection answers with: the API schema with what the listener adds (its Subscription root). */
    publishedSchema?: (supergraphSdl: string) => GraphQLSchema;
  } = {},
): Promise<Gateway> {
  memoizeOperationRebuilds();
  const supergraphSdl = supergraphOf(subgraphs, wiring);
  const sources: DataSources = new Map();
  const gateway = apolloGateway(services, subgraphs, wiring, supergraphSdl, sources);
  // What every field needs, as the subgraphs declare it: the whole operation is checked before
  // it runs, so a refusal is one error with the right status and nothing runs half-way.
  const access = accessMap(subgraphs.map((s) => s.typeDefs));
  const expensive = new ExpensiveOperations(services.clock);
  const published = opts.publishedSchema?.(supergraphSdl) ?? null;
  const server = apolloServer(services, gateway, access, expensive, published);
  await server.start();
  const { run, directPath } = preparedOperations(services, gateway, access, sources);
  const execute = async <T>(
    query: string,
    variables: Record<string, unknown> | undefined,
    caller: GatewayContext,
  ): Promise<T> => unwrap<T>((await run(query, variables, caller)) as any);
  const app = mountEdge({
    services,
    subgraphs,
    server,
    run,
    edge,
    tokensForSubgraphs: wiring.kind !== 'in-process',
    console: opts.console,
  });
  return { supergraphSdl, server, execute, run, directPath, app, expensive, stop: () => server.stop() };
}
