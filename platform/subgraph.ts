// The module contract every subgraph module exports (all a module contributes to the system goes
// through it), and the executor that runs its schema: the same code answers in-process calls
// from the gateway (one-process mode) and HTTP calls (distributed mode, or Apollo Router).
import { readFileSync } from 'node:fs';
import {
  parse,
  validate,
  execute,
  specifiedRules,
  valueFromASTUntyped,
  visit,
  GraphQLError,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type ExecutionResult,
  type GraphQLFormattedError,
  type ValidationRule,
} from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { AppError, connectionLost, databaseUnavailable, toExtensions } from './errors.js';
import type { Principal } from './context.js';
import type { EventCatalogue, Services } from './services.js';
import { logger } from './logger.js';
import type { ScrapedMetric } from './metrics.js';
import { nulAt, NUL_REFUSED } from './nul.js';
import { accessMap, enforceAccess, type AccessContext } from './access-schema.js';
import { answerSizeRefusal, armorLimits, PARSE_OPTIONS } from './query-limits.js';
import type { ExportBatch, OpenExport } from './export-page.js';
import { exportBatches } from './export-stream.js';

export interface SubgraphContext extends AccessContext {
  principal: Principal | null;
  services: Services;
  /** Per-request DataLoaders, built by the subgraph's loaders.ts. */
  loaders: any;
}

export interface SubgraphModule {
  /** Also the name of its Postgres schema and of its section of the configuration. */
  name: string;
  typeDefs: DocumentNode;
  resolvers: GraphQLResolverMap<SubgraphContext>;
  migrationsDir: string;
  createLoaders(services: Services, principal: Principal | null): unknown;
  /**
   * Optional: parses this module's section of the configuration from the environment (read once
   * per process into `services.config[name]`; the module types it in config.ts's ModuleSettings).
   */
  settings?(env: NodeJS.ProcessEnv): unknown;
  /** Optional: the webhook event types this product raises (its part of the event catalogue). */
  events?: readonly string[];
  /**
   * Optional: Query fields each call of which the module counts (usage, quotas): the gateway
   * never answers two calls with one fetch (gateway/batching.ts).
   */
  countedFields?: readonly string[];
  /** Optional: seed reference data after migrations (every start; must be idempotent). */
  seed?(services: Services): Promise<void>;
  /** Optional: sample data for the demo organisation (`npm start` only). */
  seedDemo?(services: Services, orgId: string): Promise<void>;
  /**
   * Optional: figures read from its tables when /metrics is scraped (a backlog, a lag), reported
   * by the process that serves this module (platform/metrics.ts).
   */
  metrics?(services: Services): ScrapedMetric[];
  /** Optional: background workers (pollers, dispatchers); returns a stop function. */
  startWorkers?(services: Services): () => Promise<void>;
  /**
   * Optional: ends what serving started on first use (thread pools) when the system stops,
   * whether or not it ran workers.
   */
  stop?(services: Services): Promise<void>;
  /** Optional: its export field and the datasets' rows it opens (platform/export-page.ts withExportField). */
  exportSource?: { field: string; open: OpenExport };
}

/** Product → the event types it raises, assembled from the modules' contributions. */
export function eventCatalogue(modules: readonly SubgraphModule[]): EventCatalogue {
  return Object.fromEntries(modules.flatMap((m) => (m.events ? [[m.name, m.events]] : [])));
}

export function loadTypeDefs(url: URL): DocumentNode {
  return parse(readFileSync(url, 'utf8'));
}

/** Keyed reads must have an organisation; resolvers call this first. */
export function requireOrg(ctx: SubgraphContext): string {
  if (!ctx.principal) throw new AppError('UNAUTHORIZED', 'an organisation context is required');
  return ctx.principal.orgId;
}

/** What a resolver's failure shows its caller: an AppError as it is, anything else logged and told apart only as the database being down. */
function callerError(original: Error, path: GraphQLError['path']): AppError {
  if (original instanceof AppError) return original;
  logger.error({ err: original, path }, 'resolver failed');
  return connectionLost(original) ? databaseUnavailable() : new AppError('INTERNAL_ERROR', 'internal error');
}

function formatError(err: GraphQLError): GraphQLFormattedError {
  const original = err.originalError;
  // A GraphQL validation or syntax error: safe to show as is.
  if (!original) return { message: err.message, locations: err.locations, path: err.path, extensions: err.extensions };
  const shown = callerError(original, err.path);
  return { message: shown.message, path: err.path, extensions: { ...toExtensions(shown) } };
}

/** Per document: the first literal argument holding U+0000 (`container_page(tags[0])`), and which argument each variable feeds. */
const documentInputs = new WeakMap<DocumentNode, { nul: string | null; fedBy: Map<string, string> }>();

function inputsOf(doc: DocumentNode) {
  let found = documentInputs.get(doc);
  if (found) return found;
  const seen = { nul: null as string | null, fedBy: new Map<string, string>() };
  visit(doc, {
    Field(field) {
      for (const arg of field.arguments ?? []) {
        if (arg.value.kind === Kind.VARIABLE) seen.fedBy.set(arg.value.name.value, arg.name.value);
        else seen.nul ??= nulAt(valueFromASTUntyped(arg.value), arg.name.value);
      }
    },
  });
  documentInputs.set(doc, (found = seen));
  return found;
}

/**
 * The refusal of an operation carrying U+0000 in any argument, literal or variable (PostgreSQL
 * refuses the character), naming the argument: the whole operation is refused, nothing runs.
 */
function nulRefusal(doc: DocumentNode, variables: Record<string, unknown> | undefined): AppError | null {
  const { nul, fedBy } = inputsOf(doc);
  let at = nul;
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (at) break;
    at = nulAt(value, fedBy.get(name) ?? `$${name}`);
  }
  return at ? new AppError('VALIDATION_ERROR', `${at} ${NUL_REFUSED}`) : null;
}

/**
 * Parses and validates each distinct operation once (the gateway sends a small set of them).
 * With `limits` (a subgraph process, which anyone who reaches its port can call), the gateway's
 * query limits apply too (platform/query-limits.ts); in one process only the gateway calls it.
 */
export class SubgraphExecutor {
  readonly schema: GraphQLSchema;
  private documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  private rules: readonly ValidationRule[] = specifiedRules;

  constructor(
    readonly module: SubgraphModule,
    private services: Services,
    private readonly limits = false,
  ) {
    // The gateway sends a plan level's entity fetches to a subgraph as one operation, each
    // `_entities` under an alias (gateway/batching.ts): those aliases are not counted; their
    // representations are, by the answer-size estimate.
    if (limits) this.rules = [...specifiedRules, ...armorLimits(['_entities']).validationRules];
    this.schema = buildSubgraphSchema([{ typeDefs: module.typeDefs, resolvers: module.resolvers as any }]);
    // The subgraph enforces its own @authenticated / @requiresScopes, whoever calls it.
    enforceAccess(this.schema, accessMap([module.typeDefs]), () => services.clock.now());
  }

  private document(source: string, given?: DocumentNode): DocumentNode | readonly GraphQLError[] {
    let doc = this.documents.get(source);
    if (!doc) {
      try {
        const parsed = given ?? parse(source, this.limits ? PARSE_OPTIONS : undefined);
        const errors = validate(this.schema, parsed, this.rules);
        doc = errors.length ? errors : parsed;
      } catch (e) {
        doc = [e as GraphQLError];
      }
      if (this.documents.size > 1000) this.documents.clear();
      this.documents.set(source, doc);
    }
    return doc;
  }

  /** A context for one request of the caller: fresh loaders, so nothing is cached across requests. */
  private context(principal: Principal | null): SubgraphContext {
    return { principal, services: this.services, loaders: this.module.createLoaders(this.services, principal) };
  }

  /**
   * The module's export stream for a caller (platform/export-stream.ts): the export field's rows,
   * page by page, with that field's checks; each page gets its own context.
   */
  async *exportBatches(args: Record<string, unknown>, principal: Principal | null): AsyncGenerator<ExportBatch> {
    const { schema, module, services } = this;
    const batches = exportBatches(
      {
        schema,
        typeDefs: module.typeDefs,
        exportSource: module.exportSource,
        context: (p) => this.context(p),
        secret: services.config.cursorSecret,
        now: () => services.clock.now(),
      },
      args,
      principal,
    );
    try {
      yield* batches;
    } catch (e) {
      throw callerError(e as Error, [module.exportSource?.field ?? 'export']);
    }
  }

  async execute(
    source: string,
    variables: Record<string, unknown> | undefined,
    principal: Principal | null,
    operationName?: string,
    parsed?: DocumentNode,
  ): Promise<{ data?: unknown; errors?: GraphQLFormattedError[] }> {
    const doc = this.document(source, parsed);
    if (Array.isArray(doc)) return { errors: (doc as GraphQLError[]).map(formatError) };
    const refused = nulRefusal(doc as DocumentNode, variables);
    if (refused) return { errors: [{ message: refused.message, extensions: { ...toExtensions(refused) } }] };
    const tooLarge = this.limits && answerSizeRefusal(this.schema, doc as DocumentNode, variables, operationName);
    if (tooLarge) return { errors: [tooLarge] };
    const contextValue = this.context(principal);
    const result = (await execute({
      schema: this.schema,
      document: doc as DocumentNode,
      variableValues: variables,
      operationName,
      contextValue,
    })) as ExecutionResult;
    return result.errors ? { data: result.data, errors: result.errors.map(formatError) } : { data: result.data };
  }
}
