// Where the access model meets GraphQL: what each field needs, read from Federation's own
// @authenticated / @requiresScopes in the subgraph SDL, enforced by every subgraph on its own
// fields (a router in front that ignores the directives cannot widen access) and checked by the
// gateway for a whole operation before it runs (one refusal, the right HTTP status, nothing
// half-done).
import {
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  getNamedType,
  isObjectType,
  defaultFieldResolver,
  valueFromASTUntyped,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql';
import type { Principal } from './context.js';
import type { AppError } from './errors.js';
import { unmet, type Requirement } from './access.js';

/** Requirements by `Type.field` and by `Type` (a type's apply to every field returning it). */
export interface AccessMap {
  fields: Map<string, Requirement[]>;
  types: Map<string, Requirement[]>;
}

const AUTHENTICATED = new Set(['authenticated', 'federation__authenticated']);
const REQUIRES_SCOPES = new Set(['requiresScopes', 'federation__requiresScopes']);

function declared(directives: readonly DirectiveNode[] | undefined): Requirement | null {
  let authenticated = false;
  let scopes: string[][] | null = null;
  for (const d of directives ?? []) {
    if (AUTHENTICATED.has(d.name.value)) authenticated = true;
    if (REQUIRES_SCOPES.has(d.name.value)) {
      const arg = d.arguments?.find((a) => a.name.value === 'scopes');
      scopes = arg ? (valueFromASTUntyped(arg.value) as string[][]) : [];
    }
  }
  return authenticated || scopes ? { authenticated: authenticated || !!scopes, scopes } : null;
}

function add(map: Map<string, Requirement[]>, key: string, req: Requirement | null): void {
  if (!req) return;
  const list = map.get(key);
  if (list) list.push(req);
  else map.set(key, [req]);
}

/** The requirements declared in subgraph SDL (several subgraphs' declarations all apply). */
export function accessMap(typeDefs: readonly DocumentNode[]): AccessMap {
  const map: AccessMap = { fields: new Map(), types: new Map() };
  for (const doc of typeDefs) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      add(map.types, def.name.value, declared(def.directives));
      for (const f of def.fields ?? []) add(map.fields, `${def.name.value}.${f.name.value}`, declared(f.directives));
    }
  }
  return map;
}

/** A field's own requirements and those of the type it returns. */
export function fieldNeeds(map: AccessMap, parent: string, field: string, returns: string): Requirement[] {
  return [...(map.fields.get(`${parent}.${field}`) ?? []), ...(map.types.get(returns) ?? [])];
}

export interface AccessContext {
  principal: Principal | null;
  /** This request's verdicts, so each requirement is decided once. */
  accessVerdicts?: Map<Requirement, AppError | null>;
}

function check(ctx: AccessContext, needs: readonly Requirement[], now: Date): void {
  const verdicts = (ctx.accessVerdicts ??= new Map());
  for (const req of needs) {
    let v = verdicts.get(req);
    if (v === undefined) verdicts.set(req, (v = unmet(ctx.principal, req, now)));
    if (v) throw v;
  }
}

/**
 * Wraps the resolvers of every protected field, and the entity lookup of every protected type
 * (the `_entities` path around the root fields), with the check.
 */
export function enforceAccess(schema: GraphQLSchema, map: AccessMap, now: () => Date): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const needs = fieldNeeds(map, type.name, field.name, getNamedType(field.type).name);
      if (!needs.length) continue;
      const resolve: GraphQLFieldResolver<unknown, AccessContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: AccessContext, info: GraphQLResolveInfo) => {
        check(ctx, needs, now());
        return resolve(source, args, ctx, info);
      };
    }
    const typeNeeds = map.types.get(type.name);
    if (!typeNeeds) continue;
    const ext = type.extensions as {
      apollo?: { subgraph?: { resolveReference?: (ref: unknown, ctx: AccessContext, info: unknown) => unknown } };
    };
    const lookup = ext.apollo?.subgraph?.resolveReference;
    (type as { extensions: unknown }).extensions = {
      ...ext,
      apollo: {
        ...ext.apollo,
        subgraph: {
          ...ext.apollo?.subgraph,
          resolveReference: (ref: unknown, ctx: AccessContext, info: unknown) => {
            check(ctx, typeNeeds, now());
            return lookup ? lookup(ref, ctx, info) : ref;
          },
        },
      },
    };
  }
}

const operationNeeds = new WeakMap<DocumentNode, Requirement[]>();

/** Every requirement of the fields an operation selects (computed once per document). */
export function requirementsOf(schema: GraphQLSchema, document: DocumentNode, map: AccessMap): Requirement[] {
  let needs = operationNeeds.get(document);
  if (needs) return needs;
  const found = new Set<Requirement>();
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType();
        const def = info.getFieldDef();
        if (!parent || !def) return;
        for (const r of fieldNeeds(map, parent.name, node.name.value, getNamedType(def.type).name)) found.add(r);
      },
    }),
  );
  needs = [...found];
  operationNeeds.set(document, needs);
  return needs;
}

/** The refusal for a caller, or null: the whole operation runs or none of it. */
export function operationRefusal(
  needs: readonly Requirement[],
  principal: Principal | null,
  now: Date,
): AppError | null {
  for (const req of needs) {
    const err = unmet(principal, req, now);
    if (err) return err;
  }
  return null;
}
