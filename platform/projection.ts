// A fixed selection of a subgraph type answered as one JSON leaf, by the type's own field
// resolvers. Large REST answers (a page of 500 records, a lookup with its timeline) cost most
// in GraphQL execution: graphql-js completing every field in the subgraph, then the gateway
// shaping the same fields again. As one leaf neither walks them; the values are those the
// typed fields answer (same resolvers, same scalar serialisation, keys in selection order).
import {
  GraphQLScalarType,
  valueFromASTUntyped,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type GraphQLFieldResolver,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

type Value = unknown;

/** The JSON scalar such leaves are typed with (`scalar JSON` in the subgraph's SDL). */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Free-form JSON produced by this subgraph.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});
type Completion =
  | { kind: 'leaf'; type: GraphQLLeafType }
  | { kind: 'object'; fields: PlannedField[] }
  | { kind: 'list'; of: Completion };

interface PlannedField {
  key: string;
  name: string;
  resolve: GraphQLFieldResolver<unknown, unknown> | null;
  /** The little of `info` a resolver may read here: the field's name (graphql's default resolver does). */
  info: GraphQLResolveInfo;
  completion: Completion;
}

const NO_ARGS = Object.freeze({});
const isPromise = (v: unknown): v is Promise<unknown> => typeof (v as Promise<unknown>)?.then === 'function';

function plan(type: GraphQLObjectType, set: SelectionSetNode): PlannedField[] {
  return set.selections.map((s) => {
    if (s.kind !== Kind.FIELD || s.arguments?.length || s.directives?.length)
      throw new Error(`projection of ${type.name}: only plain fields are supported`);
    const def = type.getFields()[s.name.value];
    if (!def) throw new Error(`projection of ${type.name}: no field ${s.name.value}`);
    return {
      key: s.alias?.value ?? s.name.value,
      name: def.name,
      resolve: def.resolve ?? null,
      info: { fieldName: def.name } as GraphQLResolveInfo,
      completion: completionOf(def.type, s.selectionSet, `${type.name}.${def.name}`),
    };
  });
}

function completionOf(type: GraphQLOutputType, set: SelectionSetNode | undefined, at: string): Completion {
  const t = getNullableType(type);
  if (isListType(t)) return { kind: 'list', of: completionOf(t.ofType, set, at) };
  if (isLeafType(t)) return { kind: 'leaf', type: t };
  if (isObjectType(t) && set) return { kind: 'object', fields: plan(t, set) };
  throw new Error(`projection: ${at} (${getNamedType(t).name}) needs a selection of an object type`);
}

function complete(c: Completion, v: Value, ctx: unknown): Value {
  if (v === null || v === undefined) return null;
  if (c.kind === 'leaf') return c.type.serialize(v);
  if (c.kind === 'object') return project(c.fields, v, ctx);
  const items = Array.from(v as Iterable<Value>, (x) => complete(c.of, x, ctx));
  return items.some(isPromise) ? Promise.all(items) : items;
}

function project(fields: PlannedField[], source: Value, ctx: unknown): Value {
  const out: Record<string, Value> = {};
  let pending: Promise<void>[] | null = null;
  for (const f of fields) {
    const raw = f.resolve ? f.resolve(source, NO_ARGS, ctx, f.info) : (source as Record<string, Value>)[f.name];
    const done = isPromise(raw) ? raw.then((x) => complete(f.completion, x, ctx)) : complete(f.completion, raw, ctx);
    if (isPromise(done)) {
      out[f.key] = null; // keeps the key's place in the answer's order
      (pending ??= []).push(done.then((x) => void (out[f.key] = x)));
    } else out[f.key] = done;
  }
  return pending ? Promise.all(pending).then(() => out) : out;
}

export type Projection = (source: Value, ctx: unknown) => Value | Promise<Value>;

/** The projection of each of `sources`, as one list (a promise only when a field resolver answered one). */
export function projectEach(p: Projection, sources: readonly Value[], ctx: unknown): Value[] | Promise<Value[]> {
  const out = sources.map((s) => p(s, ctx));
  return out.some(isPromise) ? Promise.all(out) : out;
}

const compiled = new WeakMap<GraphQLSchema, Map<string, Projection>>();

/**
 * The projection of `selection` (plain fields and sub-selections, as a query would select them)
 * of `typeName` in `schema`: compiled once per schema, then run on each source object. Field
 * resolvers run with the request's context (access checks included) and no arguments.
 */
export function projection(schema: GraphQLSchema, typeName: string, selection: string): Projection {
  let bySchema = compiled.get(schema);
  if (!bySchema) compiled.set(schema, (bySchema = new Map()));
  const key = `${typeName}{${selection}}`;
  let p = bySchema.get(key);
  if (!p) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`projection: ${typeName} is not an object type`);
    const doc = parse(`{ ${selection} }`, { noLocation: true });
    const op = doc.definitions[0];
    if (op?.kind !== Kind.OPERATION_DEFINITION) throw new Error('projection: a selection set expected');
    const fields = plan(type, op.selectionSet);
    p = (source, ctx) => project(fields, source, ctx);
    bySchema.set(key, p);
  }
  return p;
}
