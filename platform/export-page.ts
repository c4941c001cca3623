// Analyst exports, the subgraph side (docs/exports.md): a dataset is read one keyset page at a
// time, ordered by when each row last changed and its id, inside a window `since <= changed <
// until`. Each subgraph opens a dataset as an ExportSource, which both ways out read: the export
// field answers one page of it as objects (`after`, a sealed cursor holding the last row's change
// time as Postgres text to the microsecond, and its id, asks for the next), and the export stream
// (export-stream.ts), which the REST adapter writes out, hands on page after page as array rows.
import { concatAST, type DocumentNode, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { CursorCodec } from './cursor.js';
import { AppError } from './errors.js';

/** The largest page a subgraph answers (the adapter's EXPORT_PAGE_ROWS is clamped to it). */
export const MAX_EXPORT_PAGE_ROWS = 10_000;

/**
 * How far behind the clock an export's window ends (docs/exports.md, "The window"). A row's change
 * time is stamped when its write runs, but the row is seen only when that transaction commits: a
 * window ending at "now" could pass a change time whose row commits a moment later, and the next
 * incremental run (since = that end) would never see it. Ending the window this long ago leaves
 * every write transaction shorter than the lag (the poller's and the API's are milliseconds to
 * seconds) time to commit first.
 */
export const EXPORT_SAFETY_LAG_MS = 60_000;

/** The latest end an export's window may have at `now`. */
export const settledUntil = (now: Date): Date => new Date(now.getTime() - EXPORT_SAFETY_LAG_MS);

/** The arguments every `<product>_export` field takes. */
export interface ExportArgs {
  dataset: string;
  since?: string | null;
  until: string;
  after?: string | null;
  limit: number;
}

/** What a store's export query reads: the window, the position after which to start, and the page size. */
export interface ExportWindow {
  since: Date | null;
  until: Date;
  /** The last row of the previous page: its change time (Postgres text) and id. */
  after: { at: string; id: string } | null;
  /** One more than the page, so the store's answer says whether another page follows. */
  fetch: number;
}

/** Each row a store answers carries its keyset position besides the dataset's columns. */
export interface KeyedRow {
  export_at: string;
  export_id: string;
}

/**
 * A row read as an array (the driver's row mode, platform/pg-query.ts): the dataset's cells, and
 * last its keyset position, (change time, id), which the shaping may cut off once it is taken.
 */
export type KeyedCells = [...unknown[], string, string];

const codec = (dataset: string) => new CursorCodec(`export.${dataset}`, { at: 'text', id: 'text' } as const);

function instant(value: string, name: string): Date {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new AppError('VALIDATION_ERROR', `${name} must be an ISO 8601 timestamp`);
  return d;
}

/**
 * The store's window from the field's arguments; a malformed time or cursor is a 400 naming it.
 * `until` is held to the settled end at `now` (a caller asking the field directly gets no later).
 */
export function exportWindow(secret: string, a: ExportArgs, now: Date): ExportWindow {
  if (!Number.isInteger(a.limit) || a.limit < 1 || a.limit > MAX_EXPORT_PAGE_ROWS)
    throw new AppError('VALIDATION_ERROR', `limit must be between 1 and ${MAX_EXPORT_PAGE_ROWS}`);
  const since = a.since ? instant(a.since, 'since') : null;
  const asked = instant(a.until, 'until');
  const settled = settledUntil(now);
  const until = asked < settled ? asked : settled;
  if (since && since >= until) throw new AppError('VALIDATION_ERROR', 'since must be before until');
  return { since, until, after: a.after ? codec(a.dataset).open(secret, a.after) : null, fetch: a.limit + 1 };
}

/** JSON-ready values: timestamps as ISO 8601 UTC (the adapter types them per the dataset's dictionary). */
export const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** Rows of a dataset as they travel: the column names once, then each row's values in that order. */
export interface ExportBatch {
  columns: readonly string[];
  rows: unknown[][];
}

/**
 * A dataset as its subgraph serves it, to the page field and to the export stream alike
 * (export-stream.ts): one keyset page read from the store, and a page's rows shaped as the
 * dataset's columns (ctx is the page's: loaders fresh for each page, so none grows with the export).
 */
export interface ExportSource<R extends KeyedRow | KeyedCells = KeyedRow, Ctx = any> {
  /** The name the `after` cursor is sealed under, when not the dataset's (one per product for webhooks). */
  cursor?: string;
  read(w: ExportWindow): Promise<R[]>;
  shape(rows: R[], ctx: Ctx): ExportBatch | Promise<ExportBatch>;
}

/** What a subgraph's export field opens for its arguments: the caller's checks run here, before any row. */
export type OpenExport<Ctx = any, A extends ExportArgs = ExportArgs & Record<string, unknown>> = (
  a: A,
  ctx: Ctx,
  /** The subgraph's schema, whose resolvers answer rows selected from a contract type (export-row.ts). */
  schema: GraphQLSchema,
) => Promise<ExportSource<KeyedRow | KeyedCells>>;

/** The keyset position of a store's row, as ExportWindow.after holds it (taken before the row is shaped). */
export const positionOf = (row: KeyedRow | KeyedCells): { at: string; id: string } =>
  Array.isArray(row)
    ? { at: row[row.length - 2] as string, id: row[row.length - 1] as string }
    : { at: row.export_at, id: row.export_id };

/**
 * A shape for rows shaped as objects (the columns: the first row's keys, less the keyset
 * position), for the datasets whose store answers the dictionary's names or whose row is a
 * GraphQL selection (export-row.ts).
 */
export function objectRows<R extends KeyedRow, Ctx>(
  shape: (row: R, ctx: Ctx) => Record<string, unknown>,
): ExportSource<R, Ctx>['shape'] {
  return (rows, ctx) => {
    let columns: string[] = [];
    const out = rows.map((row, i) => {
      const shaped = shape(row, ctx);
      if (!i) columns = Object.keys(shaped).filter((k) => k !== 'export_at' && k !== 'export_id');
      return columns.map((k) => shaped[k]);
    });
    return { columns, rows: out };
  };
}

/**
 * One page of rows as the export field answers it: the dataset's columns only, and the cursor of
 * the next page when the store found more than `limit` rows.
 */
async function exportPage<Ctx>(
  secret: string,
  a: ExportArgs,
  source: ExportSource<KeyedRow | KeyedCells, Ctx>,
  ctx: Ctx,
  now: Date,
): Promise<{ rows: Record<string, unknown>[]; next_after: string | null }> {
  const named = source.cursor ?? a.dataset;
  const rows = await source.read(exportWindow(secret, { ...a, dataset: named }, now));
  const more = rows.length > a.limit;
  const page = more ? rows.slice(0, a.limit) : rows;
  const last = page.length ? positionOf(page[page.length - 1]!) : null;
  const { columns, rows: values } = await source.shape(page, ctx);
  const out = values.map((row) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) o[columns[i]!] = plain(row[i]);
    return o;
  });
  return { rows: out, next_after: more && last ? codec(named).seal(secret, last) : null };
}

/**
 * A subgraph module with its export query field added: the field's SDL (`sdl`, the module's
 * exports.graphql), its resolver (one page of what `open` answers) and, for the export stream,
 * the field and its `open` (`exportSource`: platform/export-stream.ts runs it with the same
 * checks as the field). Every product's datasets come out this way.
 */
export function withExportField<
  R extends { Query?: Record<string, unknown> },
  // What the field reads of the context, by shape (services.ts imports config.ts, which imports this).
  Ctx extends { services: { config: { cursorSecret: string }; clock: { now(): Date } } },
  A extends ExportArgs,
>(
  base: { typeDefs: DocumentNode; resolvers: R },
  sdl: DocumentNode,
  field: string,
  open: OpenExport<Ctx, A>,
): { typeDefs: DocumentNode; resolvers: R; exportSource: { field: string; open: OpenExport } } {
  return {
    typeDefs: concatAST([base.typeDefs, sdl]),
    resolvers: {
      ...base.resolvers,
      Query: {
        ...base.resolvers.Query,
        [field]: async (_: unknown, a: A, ctx: Ctx, info: GraphQLResolveInfo) =>
          exportPage(
            ctx.services.config.cursorSecret,
            a,
            await open(a, ctx, info.schema),
            ctx,
            ctx.services.clock.now(),
          ),
      },
    },
    exportSource: { field, open: open as OpenExport },
  };
}
