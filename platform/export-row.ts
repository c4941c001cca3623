// A flat row (an export dataset's row, an event payload) from a fixed selection on a contract type,
// answered by the type's own field resolvers, so a column is a field whose value is written once,
// in the resolver. The fields of a single object are the row's own (aliases name them:
// `centre_of_gravity { cog_x: x }`); a list is one value: as its resolver answers it (`lists:
// 'whole'`, a dataset's JSON column, the selection saying what it holds), or each element selected.
import {
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  parse,
  print,
  type GraphQLFieldResolver,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { projectEach, projection, type Projection } from './projection.js';

type FlatRow = Record<string, unknown>;

interface Step {
  key: string;
  resolve: GraphQLFieldResolver<unknown, unknown> | null;
  name: string;
  info: GraphQLResolveInfo;
  then:
    | { kind: 'leaf'; type: GraphQLLeafType }
    | { kind: 'flat'; steps: Step[]; keys: string[] }
    | { kind: 'whole' }
    | { kind: 'each'; of: Projection };
}

type Lists = 'whole' | 'each';

function plan(schema: GraphQLSchema, type: GraphQLObjectType, set: SelectionSetNode, lists: Lists): Step[] {
  return set.selections.map((s) => {
    if (s.kind !== Kind.FIELD || s.arguments?.length || s.directives?.length)
      throw new Error(`row of ${type.name}: only plain fields are supported`);
    const def = type.getFields()[s.name.value];
    if (!def) throw new Error(`row of ${type.name}: no field ${s.name.value}`);
    const t = getNullableType(def.type);
    const step = { key: s.alias?.value ?? def.name, name: def.name, resolve: def.resolve ?? null };
    const info = { fieldName: def.name } as GraphQLResolveInfo;
    if (isLeafType(t)) return { ...step, info, then: { kind: 'leaf', type: t } };
    if (!s.selectionSet) throw new Error(`row of ${type.name}: ${def.name} needs a selection`);
    if (isListType(t)) {
      if (lists === 'whole') return { ...step, info, then: { kind: 'whole' } };
      const of = getNullableType(t.ofType);
      if (!isObjectType(of)) throw new Error(`row of ${type.name}: ${def.name} is not a list of objects`);
      return {
        ...step,
        info,
        then: { kind: 'each', of: projection(schema, of.name, print(s.selectionSet).slice(1, -1)) },
      };
    }
    if (!isObjectType(t)) throw new Error(`row of ${type.name}: ${def.name} is not an object`);
    const steps = plan(schema, t, s.selectionSet, lists);
    return { ...step, info, then: { kind: 'flat', steps, keys: keysOf(steps) } };
  });
}

const keysOf = (steps: Step[]): string[] => steps.flatMap((s) => (s.then.kind === 'flat' ? s.then.keys : [s.key]));

const NO_ARGS = Object.freeze({});

function fill(steps: Step[], source: unknown, ctx: unknown, out: FlatRow): void {
  for (const s of steps) {
    const v = s.resolve ? s.resolve(source, NO_ARGS, ctx, s.info) : (source as Record<string, unknown>)[s.name];
    if (typeof (v as Promise<unknown>)?.then === 'function')
      throw new Error(`row: ${s.name} answered a promise (a row's fields answer at once)`);
    const t = s.then;
    if (t.kind === 'flat') {
      if (v === null || v === undefined) for (const k of t.keys) out[k] = null;
      else fill(t.steps, v, ctx, out);
    } else if (v === null || v === undefined) out[s.key] = null;
    else if (t.kind === 'leaf') out[s.key] = t.type.serialize(v);
    else if (t.kind === 'whole') out[s.key] = v;
    else out[s.key] = projectEach(t.of, Array.from(v as Iterable<unknown>), ctx);
  }
}

const compiled = new WeakMap<GraphQLSchema, Map<string, Step[]>>();

/**
 * The row of `selection` (plain fields, as a query would select them) of `typeName` in `schema`,
 * compiled once per schema, run on a source object with the request's context (access checks
 * included). Keys come in selection order.
 */
export function flatRow(
  schema: GraphQLSchema,
  typeName: string,
  selection: string,
  lists: Lists,
): (source: unknown, ctx: unknown) => FlatRow {
  let bySchema = compiled.get(schema);
  if (!bySchema) compiled.set(schema, (bySchema = new Map()));
  const key = `${lists}:${typeName}{${selection}}`;
  let steps = bySchema.get(key);
  if (!steps) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`row: ${typeName} is not an object type`);
    const op = parse(`{ ${selection} }`, { noLocation: true }).definitions[0];
    if (op?.kind !== Kind.OPERATION_DEFINITION) throw new Error('row: a selection set expected');
    steps = plan(schema, type, op.selectionSet, lists);
    bySchema.set(key, steps);
  }
  const planned = steps;
  return (source, ctx) => {
    const out: FlatRow = {};
    fill(planned, source, ctx, out);
    return out;
  };
}
