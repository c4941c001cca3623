// Fewer, smaller subgraph fetches around @apollo/gateway's executor (issue 16). The query plan
// asks each subgraph separately for every entity type at a plan level, with one representation
// per parent object (a page of 100 containers names 15 carriers 100 times). Here, per subgraph:
// - each distinct representation of an `_entities` fetch is sent once and its answer fanned out;
// - the `_entities` fetches one incoming request starts together (a plan level's parallel
//   fetches are started in one synchronous pass) go as one operation, each under its own aliases;
// - an identical fetch already in flight for the same caller is shared instead of sent again
//   (GATEWAY_DEDUPE=0 turns that off); never across organisations or tokens, never for a query
//   field whose every call the subgraph counts (SubgraphModule.countedFields).
import {
  Kind,
  getOperationAST,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import type { GatewayContext } from './datasources.js';

type Ctx = GatewayContext & Record<string, any>;
type Options = GraphQLDataSourceProcessOptions<Ctx>;
type IncomingOptions = Extract<Options, { incomingRequestContext: unknown }>;
type GraphQLError = NonNullable<GatewayGraphQLResponse['errors']>[number];

export interface FetchPolicy {
  /** Share an identical fetch in flight for the same caller (GATEWAY_DEDUPE, default on). */
  mergeInFlight: boolean;
  /** Query fields of this subgraph whose every call is counted: never shared. */
  countedFields: ReadonlySet<string>;
  /** Called once per request actually sent to the subgraph (benchmarks count fetches). */
  onFetch?: () => void;
}

/** One fetch the planner asked for, its representations deduplicated. */
interface Fetch {
  options: IncomingOptions;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  /** For a deduplicated `_entities` fetch: the distinct representation each original one is. */
  distinctOf: number[] | null;
  resolve(r: GatewayGraphQLResponse): void;
  reject(e: unknown): void;
}

export class BatchingDataSource implements GraphQLDataSource<Ctx> {
  /** Entity fetches waiting for the end of the current synchronous pass, per incoming request. */
  private waiting = new WeakMap<object, Fetch[]>();
  private inFlight = new Map<string, Promise<GatewayGraphQLResponse>>();

  constructor(
    private readonly inner: GraphQLDataSource<Ctx>,
    private readonly policy: FetchPolicy,
  ) {}

  process(options: Options): Promise<GatewayGraphQLResponse> {
    // Health checks and schema loading pass straight through.
    if (!('incomingRequestContext' in options) || !options.document) return this.inner.process(options);
    const operation = getOperationAST(options.document, options.request.operationName);
    if (!operation || operation.operation !== 'query') return this.send(options, operation);
    const fetch = deduplicated(options, operation);
    if (!fetch.distinctOf) return this.send(options, operation);
    return new Promise<GatewayGraphQLResponse>((resolve, reject) => {
      const key = options.incomingRequestContext;
      const queue = this.waiting.get(key);
      if (queue) return void queue.push({ ...fetch, resolve, reject });
      this.waiting.set(key, [{ ...fetch, resolve, reject }]);
      queueMicrotask(() => {
        const batch = this.waiting.get(key)!;
        this.waiting.delete(key);
        this.flush(batch).catch((e) => batch.forEach((f) => f.reject(e)));
      });
    });
  }

  private async flush(batch: Fetch[]): Promise<void> {
    if (batch.length === 1) {
      const [f] = batch as [Fetch];
      const options = { ...f.options, request: { ...f.options.request, variables: f.variables } };
      return f.resolve(fanOut(await this.send(options, f.operation), f.distinctOf));
    }
    const combined = combine(batch);
    const operation = getOperationAST(combined)!;
    const first = batch[0]!.options;
    // The combined operation has its own name: the subgraph picks the operation by this one.
    const request = { ...first.request, query: print(combined), variables: combined.variables };
    request.operationName = operation.name?.value;
    const answer = await this.send({ ...first, request, document: combined } as IncomingOptions, operation);
    batch.forEach((f, i) => f.resolve(fanOut(part(answer, i), f.distinctOf)));
  }

  /** Sends, or joins the identical fetch of the same caller already in flight. */
  private send(
    options: Options,
    operation: OperationDefinitionNode | null | undefined,
  ): Promise<GatewayGraphQLResponse> {
    const key = this.policy.mergeInFlight && operation ? this.mergeKey(options as IncomingOptions, operation) : null;
    if (key === null || !operation) return this.sendNow(options);
    const running = this.inFlight.get(key);
    // Each caller gets its own copy: the gateway merges answers into its result in place.
    const document = (options as IncomingOptions).document;
    if (running) return running.then((answer) => ownCopy(answer, operation, document));
    const sent = this.sendNow(options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, sent);
    return sent;
  }

  private sendNow(options: Options): Promise<GatewayGraphQLResponse> {
    this.policy.onFetch?.();
    return this.inner.process(options);
  }

  /** Same subgraph (this source), same caller, same operation and variables; null: never shared. */
  private mergeKey(options: IncomingOptions, operation: OperationDefinitionNode): string | null {
    if (operation.operation !== 'query') return null;
    for (const s of operation.selectionSet.selections)
      if (s.kind === Kind.FIELD && this.policy.countedFields.has(s.name.value)) return null;
    const { principal, token } = options.context ?? {};
    // The token names the organisation and scopes; in one process the principal itself does.
    const caller = `${principal?.orgId ?? '-'}\n${token ?? (principal ? JSON.stringify(principal) : '')}`;
    return `${caller}\n${options.request.query}\n${JSON.stringify(options.request.variables ?? {})}`;
  }
}

/** An `_entities`-only query with its representations made distinct; distinctOf null otherwise. */
function deduplicated(options: IncomingOptions, operation: OperationDefinitionNode): Omit<Fetch, 'resolve' | 'reject'> {
  const document = options.document!;
  const variables = options.request.variables ?? {};
  const roots = operation.selectionSet.selections;
  const representations = variables.representations;
  const entities =
    roots.length === 1 &&
    roots[0]!.kind === Kind.FIELD &&
    roots[0]!.name.value === '_entities' &&
    Array.isArray(representations);
  if (!entities) return { options, document, operation, variables, distinctOf: null };
  const seen = new Map<string, number>();
  const distinct: unknown[] = [];
  const distinctOf = (representations as unknown[]).map((r) => {
    const k = JSON.stringify(r);
    let i = seen.get(k);
    if (i === undefined) seen.set(k, (i = distinct.push(r) - 1));
    return i;
  });
  return { options, document, operation, variables: { ...variables, representations: distinct }, distinctOf };
}

/** The fetches as one query: fetch i's variables, fragments and root fields prefixed `b{i}_`. */
function combine(batch: Fetch[]): DocumentNode & { variables: Record<string, unknown> } {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const selections: FieldNode[] = [];
  const fragments: FragmentDefinitionNode[] = [];
  const variables: Record<string, unknown> = {};
  batch.forEach((f, i) => {
    const p = prefix(i);
    const renamed = visit(f.document, {
      Variable: (n) => ({ ...n, name: { ...n.name, value: p + n.name.value } }),
      FragmentSpread: (n) => ({ ...n, name: { ...n.name, value: p + n.name.value } }),
      FragmentDefinition: (n) => ({ ...n, name: { ...n.name, value: p + n.name.value } }),
    });
    for (const d of renamed.definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.push(d);
      else if (d.kind === Kind.OPERATION_DEFINITION && d.name?.value === f.operation.name?.value) {
        variableDefinitions.push(...(d.variableDefinitions ?? []));
        for (const s of d.selectionSet.selections as FieldNode[])
          selections.push({ ...s, alias: { kind: Kind.NAME, value: p + (s.alias ?? s.name).value } });
      }
    }
    for (const [k, v] of Object.entries(f.variables)) variables[p + k] = v;
  });
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: batch[0]!.operation.operation,
    name: batch[0]!.operation.name && { kind: Kind.NAME, value: `${batch[0]!.operation.name.value}__batched` },
    variableDefinitions,
    directives: [],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragments], variables };
}

const prefix = (i: number) => `b${i}_`;
/**
 * A caller's own copy of a shared answer: every object and list the operation selects into is
 * new (the gateway merges later fetches into them in place); leaf values, JSON scalars among
 * them, are shared, as the gateway never writes into them. A page of 500 records as JSON values
 * is 500 small objects to copy, not 27,500 fields.
 */
function ownCopy(
  answer: GatewayGraphQLResponse,
  operation: OperationDefinitionNode,
  document: DocumentNode | undefined,
): GatewayGraphQLResponse {
  const fragments = new Map(
    (document?.definitions ?? [])
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f.selectionSet]),
  );
  const along = (v: unknown, set: SelectionSetNode): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => along(x, set));
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    const visit = (s: SelectionSetNode) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const key = sel.alias?.value ?? sel.name.value;
          if (sel.selectionSet && key in out) out[key] = along(out[key], sel.selectionSet);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
        else {
          const spread = fragments.get(sel.name.value);
          if (spread) visit(spread);
        }
      }
    };
    visit(set);
    return out;
  };
  const { data, ...rest } = answer;
  return { ...copy(rest), data: data ? (along(data, operation.selectionSet) as typeof data) : data };
}

/**
 * A deep copy as the subgraph would have sent it, with JSON's rules (toJSON honoured: in one
 * process errors are GraphQLErrors; undefined properties dropped, in arrays null), for errors and
 * for an entity answer placed twice. Walked rather than stringified and parsed: strings are shared.
 */
const copy = <T>(v: T): T => (v === undefined ? v : (clone(v) as T));

function clone(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return typeof v === 'number' && !Number.isFinite(v) ? null : v;
  const json = (v as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return clone(json.call(v));
  if (Array.isArray(v))
    return v.map((x) => {
      const c = clone(x);
      return c === undefined || typeof c === 'function' ? null : c;
    });
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const c = clone((v as Record<string, unknown>)[k]);
    if (c !== undefined && typeof c !== 'function') out[k] = c;
  }
  return out;
}

/** Fetch i's share of a combined answer: its fields and errors, without the prefix. */
function part(answer: GatewayGraphQLResponse, i: number): GatewayGraphQLResponse {
  const p = prefix(i);
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(answer.data ?? {})) if (k.startsWith(p)) data[k.slice(p.length)] = v;
  const errors = answer.errors
    ?.filter((e) => typeof e.path?.[0] !== 'string' || (e.path[0] as string).startsWith(p))
    .map((e) =>
      typeof e.path?.[0] === 'string' ? { ...e, path: [(e.path[0] as string).slice(p.length), ...e.path.slice(1)] } : e,
    );
  return {
    ...answer,
    data: answer.data ? data : answer.data,
    ...(errors?.length ? { errors } : { errors: undefined }),
  };
}

/** Each original representation's answer (and errors) from the distinct ones'. */
function fanOut(answer: GatewayGraphQLResponse, distinctOf: number[] | null): GatewayGraphQLResponse {
  if (!distinctOf) return answer;
  const got = answer.data?._entities;
  const positions = new Map<number, number[]>();
  distinctOf.forEach((d, i) => positions.set(d, [...(positions.get(d) ?? []), i]));
  const data = Array.isArray(got)
    ? {
        ...answer.data,
        // The first place gets the object itself, the others a copy: the gateway merges in place.
        _entities: distinctOf.map((d, i) => (positions.get(d)![0] === i ? got[d] : copy(got[d]))),
      }
    : answer.data;
  const errors = answer.errors?.flatMap((e): GraphQLError[] => {
    if (e.path?.[0] !== '_entities' || typeof e.path[1] !== 'number') return [e];
    return (positions.get(e.path[1]) ?? []).map((i) => ({ ...e, path: ['_entities', i, ...e.path!.slice(2)] }));
  });
  return { ...answer, data, ...(errors ? { errors } : {}) };
}
