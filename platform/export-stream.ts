// Analyst exports as a stream of rows (docs/exports.md, "How rows travel"): the owning subgraph
// reads its dataset keyset page after keyset page and hands each page on as one batch of array
// rows (ExportBatch), which the REST adapter's format writers write straight out. In one process
// the adapter pulls the batches from the subgraph's executor; in distributed mode from the
// subgraph's own listener (POST /exports, the same signed token as its /graphql), one JSON line
// a batch. Either way the caller's checks are the export field's own (its @requiresScopes, its
// resolver's organisation and product checks, its arguments' types), and each batch is read only
// when the one before has been taken, so a slow client holds the export back instead of filling
// the process.
import type { Writable } from 'node:stream';
import { coerceInputValue, getNamedType, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Principal } from './context.js';
import { AppError } from './errors.js';
import { accessMap, fieldNeeds, operationRefusal } from './access-schema.js';
import {
  exportWindow,
  plain,
  positionOf,
  type ExportArgs,
  type ExportBatch,
  type ExportWindow,
  type OpenExport,
} from './export-page.js';

/** Where an export's bytes go: `write` resolves once the bytes may be followed by more. */
export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
}

/**
 * An HTTP response as a sink: waits for `drain` when its buffer is full; fails when the client
 * leaves. One `drain` and one `close` listener for the whole export: compression's response
 * proxies `drain` listeners to its zlib stream but not their removal, so a listener per wait
 * (even `once`) stayed on the zlib stream, thousands in a large export (MaxListenersExceeded).
 */
export function responseSink(out: Writable): Sink {
  let waiting: { resolve: () => void; reject: (e: Error) => void } | null = null;
  let gone = out.destroyed;
  const settle = (err?: Error) => {
    const w = waiting;
    waiting = null;
    if (err) w?.reject(err);
    else w?.resolve();
  };
  out.on('drain', () => settle());
  out.once('close', () => {
    gone = true;
    settle(new Error('the client closed the export'));
  });
  return {
    write(chunk) {
      if (gone || out.destroyed) return Promise.reject(new Error('the client closed the export'));
      if (out.write(chunk)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => (waiting = { resolve, reject }));
    },
  };
}

/** What the subgraph's export is given: its module's export field and how to build a page's context. */
export interface ExportStreamSource<Ctx> {
  schema: GraphQLSchema;
  typeDefs: DocumentNode;
  exportSource: { field: string; open: OpenExport } | undefined;
  /** A request's context for the caller: loaders new each call, so each page gets its own. */
  context: (principal: Principal | null) => Ctx;
  secret: string;
  now: () => Date;
}

/** The export field's arguments from a caller, coerced and checked as GraphQL would (a 400 naming the argument). */
function fieldArgs(schema: GraphQLSchema, field: string, given: Record<string, unknown>): Record<string, unknown> {
  const def = schema.getQueryType()!.getFields()[field]!;
  const known = new Set(def.args.map((a) => a.name));
  const unknown = Object.keys(given).find((k) => !known.has(k));
  if (unknown) throw new AppError('VALIDATION_ERROR', `${unknown} is not an argument of the export`);
  const out: Record<string, unknown> = {};
  for (const arg of def.args) {
    const v = given[arg.name];
    if (v === undefined) {
      if (arg.type.toString().endsWith('!')) throw new AppError('VALIDATION_ERROR', `${arg.name} is required`);
      continue;
    }
    out[arg.name] = coerceInputValue(v, arg.type, (_path, _value, err) => {
      throw new AppError('VALIDATION_ERROR', `${arg.name} ${err.message}`);
    });
  }
  return out;
}

/** Each page's array rows with instants as ISO 8601 text, as the page field answers them. */
function plainCells(rows: unknown[][]): void {
  for (const row of rows) for (let i = 0; i < row.length; i++) if (row[i] instanceof Date) row[i] = plain(row[i]);
}

/**
 * The dataset's rows in the caller's window as batches of one keyset page each (`limit` rows),
 * refused as the export field refuses: its declared scopes, its resolver's checks, its arguments.
 * Nothing runs until the first batch is asked for, so a refusal comes with the first `next()`.
 */
export async function* exportBatches<Ctx>(
  s: ExportStreamSource<Ctx>,
  given: Record<string, unknown>,
  principal: Principal | null,
): AsyncGenerator<ExportBatch> {
  if (!s.exportSource) throw new AppError('NOT_FOUND', 'this subgraph serves no export datasets');
  const { field, open } = s.exportSource;
  const def = s.schema.getQueryType()!.getFields()[field]!;
  const refused = operationRefusal(
    fieldNeeds(accessMap([s.typeDefs]), 'Query', field, getNamedType(def.type).name),
    principal,
    s.now(),
  );
  if (refused) throw refused;
  const a = fieldArgs(s.schema, field, given) as ExportArgs & Record<string, unknown>;
  const source = await open(a, s.context(principal), s.schema);
  const w = exportWindow(s.secret, { ...a, dataset: source.cursor ?? a.dataset }, s.now());
  // One page read ahead: the database reads the next page while this one is shaped and written
  // (a page read and a page written took turns, and each side waited on the other a third of the time).
  const read = (after: ExportWindow['after']) => {
    const page = source.read({ ...w, after, fetch: a.limit });
    page.catch(() => undefined); // a read ahead nobody awaits (the receiver went) fails unheard
    return page;
  };
  for (let page = read(w.after); ;) {
    const rows = await page;
    if (!rows.length) return;
    const more = rows.length >= a.limit;
    if (more) page = read(positionOf(rows[rows.length - 1]!));
    const batch = await source.shape(rows, s.context(principal));
    // The driver's page array let go of its rows once they are the batch's: V8 comes to allocate
    // that array (pg's result rows) in the old space, where, dead, it kept every row it held
    // alive through the scavenges, so each row was promoted and a million-row export piled up
    // 300 MB of garbage until a mark-compact (bench/README.md, "Sixth step").
    if (batch.rows !== rows) rows.length = 0;
    plainCells(batch.rows);
    yield batch;
    if (!more) return;
  }
}

/** The last line of an export sent over HTTP: without it the receiver knows the stream was cut. */
export const EXPORT_STREAM_END = '{"end":true}';

/**
 * Sends an export's batches as one JSON line each, then the end line, pausing while the
 * receiver's buffer is full. The first batch is read before the status, so a refusal is thrown
 * to the caller (which answers its error envelope); a failure later cuts the connection.
 */
export async function sendExportBatches(
  batches: AsyncGenerator<ExportBatch>,
  res: Writable & { writeHead(status: number, headers: Record<string, string>): unknown },
  onCut: (err: unknown) => void,
): Promise<void> {
  let next = await batches.next();
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  const sink = responseSink(res);
  try {
    for (; !next.done; next = await batches.next()) await sink.write(JSON.stringify(next.value) + '\n');
    res.end(EXPORT_STREAM_END + '\n');
  } catch (err) {
    onCut(err);
    res.destroy();
    await batches.return(undefined);
  }
}
