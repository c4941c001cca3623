// The query limits every GraphQL entry point applies (docs/access.md): the gateway before it
// plans an operation, and each subgraph process before it executes one, so a caller who reaches
// a subgraph directly (or a router in front of them) meets the same limits. graphql-armor counts
// depth, aliases (`__typename` ones too) and directives; graphql-query-complexity estimates how
// many fields the answer can hold, each list counted at its `limit`/`first` argument (or the
// number of representations of `_entities`), else at DEFAULT_LIST_SIZE; graphql-js's parser
// stops at the token limit.
import {
  GraphQLError,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  /** Fields the answer can hold, lists counted at their size (answerFields). */
  maxAnswerFields: 25_000,
};
/** What a list without a size argument counts as (a plan's units, a unit's placements, …). */
export const DEFAULT_LIST_SIZE = 10;

/**
 * graphql-armor's part: validation rules for depth, aliases and directives, and (for Apollo
 * Server) its plugin that keeps field suggestions out of error messages.
 */
export function armorLimits(aliasesNotCounted: string[] = []): {
  validationRules: ValidationRule[];
  plugins: unknown[];
} {
  const { validationRules, plugins } = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    // graphql-armor's default allow-list lets any number of `__typename` aliases through.
    maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: aliasesNotCounted },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    // Counted by PARSE_OPTIONS (a parse error, 400; armor's plugin turns any syntax error into a
    // 500) and by checkAnswerSize (list sizes, which armor's cost does not count) instead.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  return { validationRules: validationRules as ValidationRule[], plugins };
}

/** For graphql-js's parse: over the token limit is a syntax error, before anything else runs. */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.maxTokens };

/** Each field counts 1, times the size of every list it sits in. */
const listAware: ComplexityEstimator = ({ field, args, childComplexity }) => {
  // Introspection answers are as large as the schema, whatever the query asks (depth and aliases still count).
  if (field.name === '__schema' || field.name === '__type') return 1;
  const own = 1 + childComplexity;
  if (!isListType(getNullableType(field.type))) return own;
  const size =
    typeof args.limit === 'number'
      ? args.limit
      : typeof args.first === 'number'
        ? args.first
        : Array.isArray(args.representations)
          ? args.representations.length
          : DEFAULT_LIST_SIZE;
  return Math.max(size, 1) * own;
};

/**
 * How many fields the operation's answer can hold; throws GraphQLError (400,
 * ANSWER_TOO_LARGE) over QUERY_LIMITS.maxAnswerFields, or (400, VALIDATION_ERROR) for a
 * variable of the wrong type, before anything runs.
 */
export function checkAnswerSize(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  refuseBadVariables(schema, document, variables, operationName);
  let fields: number;
  try {
    fields = getComplexity({ schema, query: document, variables, operationName, estimators: [listAware] });
  } catch (e) {
    // Its node cap (10,000 selections visited, fragments expanded).
    throw tooLarge(e instanceof Error ? e.message : String(e));
  }
  if (fields > QUERY_LIMITS.maxAnswerFields)
    throw tooLarge(
      `its answer could hold ${fields} fields, over the limit of ${QUERY_LIMITS.maxAnswerFields} ` +
        `(each list counts at its limit argument, or ${DEFAULT_LIST_SIZE} without one): ask for fewer items or fields`,
    );
  return fields;
}

/**
 * A variable the operation cannot take (a string for an Int, a missing non-null one) is the
 * caller's input: VALIDATION_ERROR naming the variable (graphql-js's message), as execution
 * would refuse it, not the answer size the estimate would otherwise report.
 */
function refuseBadVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): void {
  const definitions = getOperationAST(document, operationName)?.variableDefinitions ?? [];
  const { errors } = getVariableValues(schema, definitions, variables ?? {}, { maxErrors: 1 });
  if (errors?.length)
    throw new GraphQLError(errors[0]!.message, {
      extensions: { code: 'VALIDATION_ERROR', status: 400, http: { status: 400 } },
    });
}

const tooLarge = (why: string) =>
  new GraphQLError(`operation refused: ${why}`, {
    extensions: { code: 'ANSWER_TOO_LARGE', status: 400, http: { status: 400 } },
  });

/** checkAnswerSize's refusal as a subgraph answers it (GraphQL's error shape); null within the limits. */
export function answerSizeRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): { message: string; extensions: { code: string; status: 400 } } | null {
  try {
    checkAnswerSize(schema, document, variables, operationName);
    return null;
  } catch (e) {
    const { message, extensions } = e as GraphQLError;
    return { message, extensions: { code: extensions.code as string, status: 400 } };
  }
}
