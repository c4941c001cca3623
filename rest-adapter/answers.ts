// A route's answer schema built from what its operation selects. A fragment of
// rest-adapter/operations/*.graphql names the answer's fields; codegen lists them with their
// GraphQL types (rest-adapter/generated/operations.ts, `…Fields`), and answerSchema turns that
// list into a zod object: the same names, order, nullability and types, so a field is written once,
// in the operation, and typed once, in the schema. What GraphQL cannot say (an ISO timestamp in a
// String, the values a String takes, a description, a named component) is added per field by a
// refinement, given the schema the field would have had.
import { z } from 'zod';
import type { Principal } from '../platform/context.js';
import { isoDateTime } from './contract.js';
import type { AdapterDeps } from './deps.js';

/** A field's GraphQL type ('String', '[Tag!]!'), and for an object the fields selected on it. */
type SelectedField = string | readonly [string, SelectedFields];
export type SelectedFields = { readonly [name: string]: SelectedField };

/**
 * How a field's schema differs from the one its GraphQL type gives: a schema to use instead, a
 * function of the given one, or, for an object field, refinements of its own fields.
 */
type Refinement = z.ZodType | ((given: z.ZodType) => z.ZodType) | Refinements;
export type Refinements = { readonly [name: string]: Refinement };

const SCALARS: Record<string, () => z.ZodType> = {
  ID: () => z.string(),
  String: () => z.string(),
  Boolean: () => z.boolean(),
  Float: () => z.number(),
  Int: () => z.number().int(),
  JSON: () => z.record(z.string(), z.unknown()),
};

/** The schema of a GraphQL type: `[X!]` an array, no `!` nullable; `object` stands for the named type. */
function typed(type: string, object: () => z.ZodType): z.ZodType {
  const nonNull = type.endsWith('!');
  const bare = nonNull ? type.slice(0, -1) : type;
  let s: z.ZodType;
  if (bare.startsWith('[')) s = z.array(typed(bare.slice(1, -1), object));
  else s = SCALARS[bare]?.() ?? object();
  return nonNull ? s : s.nullable();
}

function refined(given: () => z.ZodType, refinement: Refinement | undefined): z.ZodType {
  if (refinement === undefined) return given();
  if (refinement instanceof z.ZodType) return refinement;
  if (typeof refinement === 'function') return refinement(given());
  throw new Error('object refinements apply to object fields only');
}

/** The zod object of a selection: every selected field, in order, refined where told. */
export function answerSchema(fields: SelectedFields, refinements: Refinements = {}): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    const r = refinements[name];
    if (typeof field === 'string') {
      shape[name] = refined(() => typed(field, () => unknownObject(name)), r);
      continue;
    }
    const [type, nested] = field;
    const isObjectRefinement = r !== undefined && !(r instanceof z.ZodType) && typeof r !== 'function';
    shape[name] = isObjectRefinement
      ? typed(type, () => answerSchema(nested, r))
      : refined(() => typed(type, () => answerSchema(nested)), r as Refinement | undefined);
  }
  for (const name of Object.keys(refinements))
    if (!(name in fields)) throw new Error(`refinement of ${name}, which the operation does not select`);
  return z.object(shape);
}

function unknownObject(name: string): never {
  throw new Error(`${name} is an object type selected without fields`);
}

/** Refinements: an ISO 8601 timestamp, nullable or not as the schema says. */
export const timestamp = (given: z.ZodType) => (given instanceof z.ZodNullable ? isoDateTime.nullable() : isoDateTime);
/** Refinements: one of these values, nullable or not as the schema says. */
export const oneOf =
  <T extends readonly [string, ...string[]]>(values: T) =>
  (given: z.ZodType) =>
    given instanceof z.ZodNullable ? z.enum(values).nullable() : z.enum(values);
/** Refinements: this schema, nullable or not as the GraphQL type says. */
export const as = (schema: z.ZodType) => (given: z.ZodType) =>
  given instanceof z.ZodNullable ? schema.nullable() : schema;
/** Refinements: the given schema with a description. */
export const described = (text: string) => (given: z.ZodType) => given.describe(text);

/** A typed document of rest-adapter/operations (generated): its text, and the types of its answer and variables. */
export interface Operation<R, V> {
  toString(): string;
  __apiType?: (variables: V) => R;
}

/** The answer of an operation with one root field: that field's value, which is the route's `data`. */
export async function rootAnswer<R extends object, V>(
  deps: AdapterDeps,
  principal: Principal | null,
  operation: Operation<R, V>,
  variables: V,
): Promise<R[keyof R]> {
  const data = await deps.gateway.execute<R>(operation.toString(), variables as Record<string, unknown>, principal);
  return Object.values(data)[0] as R[keyof R];
}
