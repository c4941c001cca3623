// The generated document finished: each route's examples put in place, and the answers closed.
import { openApiPath } from './describe.js';
import type { AnyRouteSpec } from '../contract.js';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; schema?: Schema; examples?: Record<string, unknown> };
type MediaType = { schema?: Schema; example?: unknown; examples?: Record<string, unknown> };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
};
type Paths = Record<string, Record<string, Operation>>;

/** A query or path example value as the parameter's documented type (examples are written as strings). */
function typed(value: string, schema: Schema | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return Number(value);
  if (schema?.type === 'boolean') return /^(true|1|yes)$/i.test(value);
  return value;
}

/** Puts each route's examples into the generated document: parameters, body and the answer under its status. */
export function addExamples(paths: Paths, specs: readonly AnyRouteSpec[]): void {
  for (const spec of specs) {
    const op = paths[openApiPath(spec.path)]?.[spec.method];
    if (!op) continue;
    const body = op.requestBody?.content['application/json'];
    if (spec.bodyExample !== undefined && body)
      (body.examples ??= {}).request = { summary: 'A request body', value: spec.bodyExample };
    for (const ex of spec.examples ?? []) {
      const put = (holder: { examples?: Record<string, unknown> } | undefined, value: unknown) => {
        if (!holder)
          throw new Error(`example ${ex.name} of ${spec.operationId}: no place for ${JSON.stringify(value)}`);
        (holder.examples ??= {})[ex.name] = { summary: ex.summary, value };
      };
      for (const [where, values] of [
        ['path', ex.params],
        ['query', ex.query],
      ] as const) {
        for (const [name, value] of Object.entries(values ?? {})) {
          const parameter = op.parameters?.find((p) => p.in === where && p.name === name);
          put(parameter, typed(value, parameter?.schema));
        }
      }
      if (ex.body !== undefined) put(body, ex.body);
      put(op.responses[String(ex.status)]?.content?.['application/json'], ex.answer);
    }
  }
}

/**
 * Closes every object an answer describes (`additionalProperties: false`), so that a key the
 * server sends but the document does not name fails a validating client, and the tests'
 * answer check. Objects that already say what else they hold (maps) are left as they are; an
 * `allOf` narrows a closed named schema (an error envelope's codes), so its parts stay open.
 */
export function closeAnswers(paths: Paths, components: Record<string, Schema>): void {
  const close = (s: unknown): void => {
    if (!s || typeof s !== 'object') return;
    if (Array.isArray(s)) return s.forEach(close);
    const o = s as Schema;
    if (o.properties && !('additionalProperties' in o)) o.additionalProperties = false;
    for (const [k, v] of Object.entries(o)) {
      if (['allOf', 'examples', 'example', 'enum', 'const', 'default'].includes(k)) continue;
      if (k === 'properties') Object.values(v as Schema).forEach(close);
      else close(v);
    }
  };
  Object.values(components).forEach(close);
  for (const item of Object.values(paths))
    for (const op of Object.values(item))
      for (const response of Object.values(op.responses))
        for (const media of Object.values(response.content ?? {})) close(media.schema);
}
