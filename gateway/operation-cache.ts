// @apollo/gateway 2.14 rebuilds the federation Operation of every request inside
// executeQueryPlan (operationFromDocument over the already parsed and validated document), even
// when the query plan itself is cached: about 5% of a keyed REST lookup's CPU. That Operation is
// only read afterwards (result shaping, @skip/@include conditions), and Apollo Server's document
// cache and our prepared operations hand over the same AST node for the same operation, so it is
// built once per (API schema, operation node). Only the gateway's own unvalidated rebuild of a
// fragment-free document is memoized; every other call (query planning) goes through unchanged.
import { createRequire } from 'node:module';
import type { DocumentNode } from 'graphql';

type OperationFromDocument = (
  schema: object,
  document: DocumentNode,
  options?: { validate?: boolean; operationName?: string },
) => unknown;

const require = createRequire(import.meta.url);
// The module the package index re-exports through getters: replacing the function here is what
// executeQueryPlan's `federation_internals.operationFromDocument(...)` calls.
const operations = require('@apollo/federation-internals/dist/operations.js') as {
  operationFromDocument: OperationFromDocument;
};

let installed = false;

export function memoizeOperationRebuilds(): void {
  if (installed) return;
  installed = true;
  const build = operations.operationFromDocument;
  const bySchema = new WeakMap<object, WeakMap<object, unknown>>();
  operations.operationFromDocument = (schema, document, options) => {
    const [only, ...rest] = document.definitions;
    if (
      options?.validate !== false ||
      options.operationName !== undefined ||
      rest.length > 0 ||
      only?.kind !== 'OperationDefinition'
    ) {
      return build(schema, document, options);
    }
    let byNode = bySchema.get(schema);
    if (!byNode) bySchema.set(schema, (byNode = new WeakMap()));
    let operation = byNode.get(only);
    if (operation === undefined) byNode.set(only, (operation = build(schema, document, options)));
    return operation;
  };
}
