// Record subscriptions (docs/live.md): Subscription.container(id) and Subscription.plan(id) send
// the record now, then again after each event of the organisation's live stream that names it.
// The record is read as a query of the same selection would read it, through the gateway's
// executor with the caller's principal: the same scopes, the same organisation scoping (another
// organisation's id is not found, as for a query). Subscribers of one record with one selection
// share one read per event; nothing is read for events that name other records.
import {
  Kind,
  defaultFieldResolver,
  parse as parseDocument,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { liveRecordReads, type LiveEvent, type LiveStream } from '../platform/live.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';

/** A record subscription: the query field that reads it, its product, and which events name it. */
export interface RecordSpec {
  /** The Query field of the same name and the type it answers. */
  field: 'container' | 'plan';
  type: string;
  product: 'ocean' | 'loading';
  /** The record an event's data names (its webhook body names the record the same way). */
  idOf(data: Record<string, unknown>): unknown;
}

export const RECORDS: readonly RecordSpec[] = [
  { field: 'container', type: 'Container', product: 'ocean', idOf: (d) => d.container_id },
  { field: 'plan', type: 'Plan', product: 'loading', idOf: (d) => d.plan_id },
];

/** The variable a read's query passes the subscription's argument in (`live_record_<argument>`). */
export const recordVariable = (argument: string): string => `live_record_${argument}`;

/**
 * Objects of a read record carry their fields under the client's response keys (aliases
 * included): the subscription's own execution reads them by response key.
 */
const byResponseKey = new WeakSet<object>();

export function mark(value: unknown): unknown {
  if (Array.isArray(value)) value.forEach(mark);
  else if (value && typeof value === 'object') {
    byResponseKey.add(value);
    Object.values(value).forEach(mark);
  }
  return value;
}

/** The subscriptions' default resolver: a read record by response key, anything else as graphql-js would. */
export const liveFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, ctx, info) =>
  source && typeof source === 'object' && byResponseKey.has(source)
    ? (source as Record<string, unknown>)[info.path.key as string]
    : defaultFieldResolver(source, args, ctx, info);

/** Fragment names spread in a node, followed through the fragments they spread. */
function usedFragments(node: SelectionSetNode, all: Record<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const seen = new Map<string, FragmentDefinitionNode>();
  const walk = (n: SelectionSetNode | FragmentDefinitionNode) =>
    visit(n, {
      FragmentSpread(s) {
        const f = all[s.name.value];
        if (f && !seen.has(f.name.value)) {
          seen.set(f.name.value, f);
          walk(f);
        }
      },
    });
  walk(node);
  return [...seen.values()];
}

/**
 * The query reading the record with the subscription's selection (its fragments and the
 * variables it uses), and __typename in every selection: the subscription's execution tells an
 * interface's or union's object type by it.
 */
export function recordQuery(
  info: GraphQLResolveInfo,
  field: string,
  argument: { name: string; type: string } = { name: 'id', type: 'ID!' },
): DocumentNode {
  const selectionSet: SelectionSetNode = {
    kind: Kind.SELECTION_SET,
    selections: info.fieldNodes.flatMap((n: FieldNode) => n.selectionSet?.selections ?? []),
  };
  const fragments = usedFragments(selectionSet, info.fragments);
  const used = new Set<string>();
  for (const n of [selectionSet, ...fragments]) visit(n, { Variable: (v) => void used.add(v.name.value) });
  const variables = (info.operation.variableDefinitions ?? []).filter((d) => used.has(d.variable.name.value));
  const v = recordVariable(argument.name);
  const operation = `query LiveRecord($${v}: ${argument.type}${variables.map((d) => `, ${print(d)}`).join('')}) {
    ${field}(${argument.name}: $${v}) ${print(selectionSet)}
  }`;
  const withTypename = (s: SelectionSetNode): SelectionSetNode =>
    s.selections.some((x) => x.kind === Kind.FIELD && x.name.value === '__typename' && !x.alias)
      ? s
      : { ...s, selections: [...s.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
  const text = [operation, ...fragments.map((f) => print(f))].join('\n');
  return visit(parseDocument(text), { SelectionSet: { leave: withTypename } });
}

/** Reads a record for a principal; null when the organisation has no such record. */
export type ReadRecord = (
  query: string,
  variables: Record<string, unknown>,
  principal: Principal,
) => Promise<Record<string, unknown> | null>;

/**
 * Reads shared per event: subscribers of one organisation, with the same scopes, selection and
 * record, asking after the same event get one read. The last few hundred reads are kept (a
 * subscriber may ask a moment after another one's read ended).
 */
export class SharedReads {
  private readonly reads = new Map<string, Promise<Record<string, unknown> | null>>();

  constructor(
    private readonly read: ReadRecord,
    private readonly keep = 500,
  ) {}

  /** The record now (the subscription's first answer): never shared, it is as of the subscriber's own start. */
  now(
    query: string,
    variables: Record<string, unknown>,
    principal: Principal,
  ): Promise<Record<string, unknown> | null> {
    return this.read(query, variables, principal);
  }

  /** The record after the event at `position`. */
  get(
    position: string,
    query: string,
    variables: Record<string, unknown>,
    principal: Principal,
  ): Promise<Record<string, unknown> | null> {
    const key = JSON.stringify([principal.orgId, principal.scopes ?? null, position, query, variables]);
    let read = this.reads.get(key);
    if (!read) {
      liveRecordReads.inc();
      read = this.read(query, variables, principal);
      this.reads.set(key, read);
      read.catch(() => this.reads.delete(key)); // a failed read is tried again by the next asker
      if (this.reads.size > this.keep) this.reads.delete(this.reads.keys().next().value!);
    }
    return read;
  }
}

/** What a record subscription yields: the record (read by response key), or why it ended. */
export type RecordPayload = Record<string, unknown> | AppError;

export const notFound = (spec: RecordSpec, id: string): AppError =>
  new AppError('NOT_FOUND', `${spec.field} ${id} not found`, { status: 404 });

/**
 * The record now, then after each event naming it. Its own iterator (not an async generator):
 * a client leaving while it waits for an event closes the live stream at once.
 */
export class RecordUpdates implements AsyncIterableIterator<RecordPayload> {
  private first: RecordPayload | null;
  private done = false;

  constructor(
    first: Record<string, unknown>,
    private readonly stream: LiveStream,
    private readonly names: (e: LiveEvent) => boolean,
    /** The record after the event at this position; null when it is gone. */
    private readonly readAfter: (position: string) => Promise<Record<string, unknown> | null>,
    private readonly gone: () => AppError,
  ) {
    this.first = mark(first) as Record<string, unknown>;
  }

  async next(): Promise<IteratorResult<RecordPayload>> {
    if (this.first) {
      const value = this.first;
      this.first = null;
      return { value, done: false };
    }
    while (!this.done) {
      const r = await this.stream.next();
      if (r.done) break;
      if (!this.names(r.value)) continue;
      const record = await this.readAfter(r.value.position);
      if (record) return { value: mark(record) as Record<string, unknown>, done: false };
      this.close(); // deleted: said once, then the subscription ends
      return { value: this.gone(), done: false };
    }
    return { value: undefined, done: true };
  }

  private close(): void {
    this.done = true;
    this.stream.close();
  }

  return(): Promise<IteratorResult<RecordPayload>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
