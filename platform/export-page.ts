// Analyst exports, the subgraph side (docs/exports.md): a dataset is read one keyset page at a
// time, ordered by when each row last changed and its id, inside a window `since <= changed <
// until`. The REST adapter asks page after page and streams each out before asking the next, so
// neither side ever holds more than one page. `after` is a sealed cursor (cursor.ts) holding the
// last row's change time, as Postgres text to the microsecond, and its id.
import { concatAST, type DocumentNode, type GraphQLResolveInfo } from 'graphql';
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
const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/**
 * One page of rows as the export field answers it: the dataset's columns only, and the cursor of
 * the next page when the store found more than `limit` rows.
 */
export function exportPage<R extends KeyedRow>(
  secret: string,
  a: ExportArgs,
  rows: R[],
  shape: (row: R) => Record<string, unknown>,
): { rows: Record<string, unknown>[]; next_after: string | null } {
  const more = rows.length > a.limit;
  const page = more ? rows.slice(0, a.limit) : rows;
  const last = page[page.length - 1];
  // Every shaped row has the same keys (the dataset's columns and the keyset position): listed once per page.
  let keys: string[] | null = null;
  const out = page.map((row) => {
    const shaped = shape(row);
    keys ??= Object.keys(shaped).filter((k) => k !== 'export_at' && k !== 'export_id');
    const o: Record<string, unknown> = {};
    for (const k of keys) o[k] = plain(shaped[k]);
    return o;
  });
  return {
    rows: out,
    next_after: more && last ? codec(a.dataset).seal(secret, { at: last.export_at, id: last.export_id }) : null,
  };
}

/** What an export field answers: one page of rows and the next page's cursor. */
export type ExportPage = ReturnType<typeof exportPage>;

/**
 * A subgraph module with its export query field added: the field's SDL (`sdl`, the module's
 * exports.graphql) and its resolver (given the subgraph's schema in `info`, whose resolvers answer
 * the rows: export-row.ts). Every product's datasets come through the gateway this way.
 */
export function withExportField<R extends { Query?: Record<string, unknown> }, Ctx>(
  base: { typeDefs: DocumentNode; resolvers: R },
  sdl: DocumentNode,
  field: string,
  resolve: (a: ExportArgs, ctx: Ctx, info: GraphQLResolveInfo) => Promise<ExportPage>,
): { typeDefs: DocumentNode; resolvers: R } {
  return {
    typeDefs: concatAST([base.typeDefs, sdl]),
    resolvers: {
      ...base.resolvers,
      Query: {
        ...base.resolvers.Query,
        [field]: (_: unknown, a: ExportArgs, ctx: Ctx, info: GraphQLResolveInfo) => resolve(a, ctx, info),
      },
    },
  };
}
