// A prepared operation (server.ts) whose query plan is one fetch to one subgraph, sent straight
// to it (issue 42 item 2). It is planned once, on first use, by the gateway's own query planner;
// then each request checks its variables as the gateway does, sends the plan's fetch to the
// subgraph's data source (the gateway's own: batching.ts, its in-flight sharing included) and
// answers as @apollo/gateway's executeQueryPlan would for that plan:
// - an answer without errors, when the fetch selects what the operation selects field for field
//   (aliases, arguments, directives, order; fragments on the parent's own type spliced in), is the
//   client's answer as it came: nothing to reshape;
// - any other (errors, no data, a fetch the planner reshaped: an added __typename, a renamed
//   alias, a type condition) goes through the gateway's own result shaping (computeResponse),
//   its errors worded as the gateway words a subgraph's (downstreamServiceError).
// Several fetches, entity fetches, rewrites and introspection stay on the gateway's executor.
import { createRequire } from 'node:module';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getVariableValues,
  isCompositeType,
  print,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ERRORS, errorCodeDef, operationFromDocument, type Operation } from '@apollo/federation-internals';
import type { ApolloGateway, GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayExecutionResult, GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import type { GatewayContext } from './datasources.js';

type Ctx = GatewayContext & Record<string, any>;
type FetchOptions = Extract<GraphQLDataSourceProcessOptions<Ctx>, { incomingRequestContext: unknown }>;
type Planner = NonNullable<ReturnType<ApolloGateway['__testing']>['queryPlanner']>;
type FetchNode = Extract<NonNullable<ReturnType<Planner['buildQueryPlan']>['node']>, { kind: 'Fetch' }>;
interface Span {
  setStatus(status: { code: number }): void;
  end(): void;
}

const require = createRequire(import.meta.url);
// The gateway's result shaping and its tracer: the package index exports neither.
const { computeResponse } = require('@apollo/gateway/dist/resultShaping.js') as {
  computeResponse(o: {
    operation: Operation;
    variables: Record<string, unknown> | undefined;
    input: Record<string, unknown>;
    introspectionHandling: () => never;
  }): { data: Record<string, unknown> | null; errors: GraphQLError[] };
};
const telemetry = require('@apollo/gateway/dist/utilities/opentelemetry.js') as {
  tracer: { startActiveSpan<T>(name: string, o: object, fn: (span: Span) => T): T };
  OpenTelemetrySpanNames: { REQUEST: string; FETCH: string };
};
/** @opentelemetry/api's SpanStatusCode.ERROR, as the gateway sets it on a span whose answer has errors. */
const SPAN_ERROR = 2;
// As the gateway plans (its security limits switched off by the same variables).
const PLAN_OPTIONS = {
  recursiveSelectionsLimitDisabled: process.env.APOLLO_DISABLE_SECURITY_RECURSIVE_SELECTIONS_CHECK === 'true',
  nonLocalSelectionsLimitDisabled: process.env.APOLLO_DISABLE_SECURITY_NON_LOCAL_SELECTIONS_CHECK === 'true',
};

/** How a prepared operation's answer is made on the direct path. */
export type DirectPath = 'pass-through' | 'shaped';

export interface DirectFetch {
  path: DirectPath;
  fetch: FetchNode;
  source: GraphQLDataSource<Ctx>;
  /** The operation as the gateway shapes its answer. */
  shaping: Operation;
}

/** The direct fetch of an operation, or null when the gateway's executor must run it. */
export function directFetch(
  gateway: ApolloGateway,
  sources: ReadonlyMap<string, GraphQLDataSource<Ctx>>,
  document: DocumentNode,
  definition: OperationDefinitionNode,
): DirectFetch | null {
  const { queryPlanner: planner, supergraphSdl } = gateway.__testing();
  const schema = gateway.schema;
  if (!planner || !schema) return null;
  const api = planner.supergraph.apiSchema();
  let fetch;
  try {
    fetch = planner.buildQueryPlan(operationFromDocument(api, document), PLAN_OPTIONS).node;
  } catch {
    return null; // the gateway's executor gives the same refusal
  }
  if (fetch?.kind !== 'Fetch' || fetch.requires || fetch.hasDefers || !fetch.operationDocumentNode) return null;
  if (fetch.inputRewrites?.length || fetch.outputRewrites?.length || fetch.contextRewrites?.length) return null;
  const source = sources.get(fetch.serviceName);
  const asked = shapeOf(schema, document, definition);
  if (!source || asked === null) return null;
  const sent = fetch.operationDocumentNode.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  // @inaccessible enum values a subgraph may return are nulled by the gateway's shaping.
  const hides = /specs\.apollo\.dev\/inaccessible\//.test(supergraphSdl ?? '');
  const same = sent !== undefined && !hides && asked === shapeOf(schema, fetch.operationDocumentNode, sent);
  return {
    path: same ? 'pass-through' : 'shaped',
    fetch,
    source,
    shaping: operationFromDocument(api, document, { validate: false }),
  };
}

/** The operation's answer, as the gateway's executor gives it for a plan of this one fetch. */
export function runDirect(d: DirectFetch, request: GatewayGraphQLRequestContext<Ctx>): Promise<GatewayExecutionResult> {
  const { REQUEST, FETCH } = telemetry.OpenTelemetrySpanNames;
  return telemetry.tracer.startActiveSpan(REQUEST, {}, async (span) => {
    try {
      const provided = request.request.variables;
      const invalid = getVariableValues(request.schema, request.operation.variableDefinitions ?? [], provided ?? {});
      const answer = invalid.errors
        ? { errors: invalid.errors }
        : await telemetry.tracer.startActiveSpan(FETCH, { attributes: { service: d.fetch.serviceName } }, (fetch) =>
            fetched(d, request, fetch),
          );
      if (answer.errors) span.setStatus({ code: SPAN_ERROR });
      return answer;
    } finally {
      span.end();
    }
  });
}

async function fetched(
  d: DirectFetch,
  request: GatewayGraphQLRequestContext<Ctx>,
  span: Span,
): Promise<GatewayExecutionResult> {
  const { fetch } = d;
  const provided = request.request.variables;
  const variables: Record<string, unknown> = Object.create(null);
  for (const name of fetch.variableUsages ?? [])
    if (provided && Object.hasOwn(provided, name) && provided[name] !== undefined) variables[name] = provided[name];
  const errors: unknown[] = [];
  let data: Record<string, unknown> | null | undefined;
  try {
    const answer = await d.source.process({
      kind: 'incoming operation' as FetchOptions['kind'], // the package index does not export the enum
      request: { query: fetch.operation, variables, operationName: fetch.operationName },
      incomingRequestContext: request,
      context: request.context,
      document: fetch.operationDocumentNode,
      pathInIncomingRequest: [],
    });
    for (const e of answer.errors ?? []) errors.push(gatewayError(e, fetch.serviceName));
    data = answer.data;
  } catch (e) {
    errors.push(e); // as the gateway's executor keeps a fetch that failed
  } finally {
    if (errors.length) span.setStatus({ code: SPAN_ERROR });
    span.end();
  }
  if (d.path === 'pass-through' && errors.length === 0 && data) return { data };
  return shaped(d, provided, data, errors as GraphQLError[]);
}

/** executeQueryPlan's answer from its one fetch's: the data shaped by the operation, the fetch's errors. */
function shaped(
  d: DirectFetch,
  variables: Record<string, unknown> | undefined,
  data: Record<string, unknown> | null | undefined,
  errors: GraphQLError[],
): GatewayExecutionResult {
  // The gateway merges the fetch's data into an empty object: its root fields, undefined ones left out.
  const input: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(data ?? {})) if (v !== undefined) input[k] = v;
  let shapedData: Record<string, unknown> | null;
  let completion: GraphQLError[];
  try {
    ({ data: shapedData, errors: completion } = computeResponse({
      operation: d.shaping,
      variables,
      input,
      introspectionHandling: () => {
        throw new Error('introspection is answered by the gateway executor');
      },
    }));
  } catch (e) {
    if (e instanceof GraphQLError) return { errors: [e] };
    if (e instanceof Error) return { errors: [new GraphQLError(e.message, { originalError: e })] };
    return { errors: [new GraphQLError('Unexpected error during query plan execution')] };
  }
  if (errors.length === 0 && completion.length > 0)
    return { extensions: { valueCompletion: completion }, data: shapedData };
  return errors.length === 0 ? { data: shapedData } : { errors, data: shapedData };
}

/** A subgraph's error as the gateway passes it on (@apollo/gateway's downstreamServiceError). */
function gatewayError(error: GraphQLFormattedError, serviceName: string): GraphQLError {
  const message = error.message || `Error while fetching subquery from service "${serviceName}"`;
  const options = {
    originalError: error as unknown as Error,
    path: error.path ? [...error.path] : undefined,
    extensions: { ...error.extensions, serviceName },
  };
  const code = errorCodeDef(error);
  if (!code && error.extensions?.code) return new GraphQLError(message, options);
  return (code ?? ERRORS.DOWNSTREAM_SERVICE_ERROR).err(message, options);
}

/**
 * The answer's shape an operation selects, as one string: each field with its alias, arguments,
 * directives and selection; fragments on the parent's own type spliced in, others kept with their
 * type condition. Null for what only the gateway answers (introspection) or a field the API
 * schema does not have (`_entities`).
 */
function shapeOf(schema: GraphQLSchema, document: DocumentNode, definition: OperationDefinitionNode): string | null {
  const root = schema.getRootType(definition.operation);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const selection = (set: SelectionSetNode, parent: GraphQLCompositeType): string | null => {
    const parts: string[] = [];
    for (const s of set.selections) {
      const directives = (s.directives ?? []).map(print).join(' ');
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name === '__schema' || name === '__type') return null;
        const args = s.arguments?.length ? `(${s.arguments.map(print).join(' ')})` : '';
        let inner = '';
        if (name !== '__typename') {
          const type = 'getFields' in parent ? parent.getFields()[name]?.type : undefined;
          if (!type) return null;
          const named = getNamedType(type);
          const sub = s.selectionSet && isCompositeType(named) ? selection(s.selectionSet, named) : '';
          if (sub === null) return null;
          inner = s.selectionSet ? `{${sub}}` : '';
        }
        parts.push(`${s.alias ? `${s.alias.value}:` : ''}${name}${args}${directives}${inner}`);
        continue;
      }
      const fragment = s.kind === Kind.FRAGMENT_SPREAD ? fragments.get(s.name.value) : s;
      if (!fragment) return null;
      const type = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
      if (!type || !isCompositeType(type)) return null;
      const inner = selection(fragment.selectionSet, type);
      if (inner === null) return null;
      parts.push(type === parent && !directives ? inner : `...on ${type.name}${directives}{${inner}}`);
    }
    return parts.join(' ');
  };
  return root ? selection(definition.selectionSet, root) : null;
}
