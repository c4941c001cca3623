// What an export dataset's dictionary holds (docs/exports.md): a versioned table with a stable
// column list and types. A change that renames, retypes or drops a column is a new version.
import type { Product } from '../envelopes.js';
import type { Scope } from '../../platform/access.js';
import type { Operation } from '../answers.js';
import type { ExportBatch } from '../../platform/export-page.js';

/** A row by column name (what a cross-product join reads and answers). */
export type Row = Record<string, unknown>;

/** Asks the gateway one of the adapter's operations with the exporting caller's principal. */
export type Ask = <R, V>(operation: Operation<R, V>, variables: V) => Promise<R>;

/** A lane the organisation ships on, since its earliest active record (ocean's shipping_lanes). */
export interface ShippingLane {
  origin: string;
  destination: string;
  since: string | null;
}

/** A column's type: text, integer, float, boolean, instant (UTC), calendar date, or JSON. */
export type ColumnType = 'text' | 'int' | 'float' | 'bool' | 'timestamp' | 'date' | 'json';

export interface Column {
  name: string;
  type: ColumnType;
  description: string;
}

export interface Dataset {
  name: string;
  /** The host that serves it. */
  product: Product;
  /**
   * Where its rows come from: the owning subgraph's export stream (platform/export-stream.ts),
   * opened with these arguments of its export field besides the window.
   */
  rows: { subgraph: string; args: Record<string, unknown> };
  /**
   * Rows on the lanes the organisation ships on: the route reads them first (ocean's
   * shipping_lanes, with ocean:read) and passes them to the export field, since no subgraph reads
   * another's tables.
   */
  onLanes?: true;
  /**
   * Rows joined across products: each batch of the subgraph's rows is joined by `batch`, asking
   * the gateway one operation per batch (never one per row) with the other products' read
   * `scopes`, checked before the first page (an empty window still refuses).
   */
  joined?: { scopes: Scope[]; batch: (rows: ExportBatch, ask: Ask) => Promise<ExportBatch> };
  /** What the caller's key must hold: the same scope as the product's reads of these rows. */
  scope: Scope;
  version: number;
  description: string;
  /** What `since` / `until` and the cursor compare: when a row last changed. */
  changed: string;
  columns: Column[];
}

/** One column of a dictionary. */
export const c = (name: string, type: ColumnType, description: string): Column => ({ name, type, description });

/** The fields a fragment selects, as codegen lists them (rest-adapter/generated: `<Fragment>Fields`). */
type Fields = { readonly [field: string]: string | readonly [string, Fields] };

/** The column names of a dataset fragment's fields: a single object's fields are columns of their own. */
type ColumnsOf<F extends Fields> = {
  [K in keyof F & string]: F[K] extends readonly [infer T extends string, infer S extends Fields]
    ? T extends `[${string}`
      ? K
      : ColumnsOf<S>
    : K;
}[keyof F & string];

/** A column's meaning, with its type where the field's GraphQL type does not say it (instants and dates are Strings). */
type About = string | readonly [ColumnType, string];

const SCALAR_COLUMNS: Record<string, ColumnType> = {
  ID: 'text',
  String: 'text',
  Int: 'int',
  Float: 'float',
  Boolean: 'bool',
  JSON: 'json',
};

/** A leaf field's column type: a list is JSON, an enum text. */
const columnType = (graphqlType: string): ColumnType =>
  graphqlType.startsWith('[') ? 'json' : (SCALAR_COLUMNS[graphqlType.replace(/!$/, '')] ?? 'text');

/**
 * A dataset's columns from the fragment its rows are selected by (the subgraph answers the same
 * selection through the type's resolvers, platform/export-row.ts): a column per field in selection
 * order, a single object's fields as columns of their own, a list as one JSON column; `about`
 * gives each column's meaning (the compiler checks it names exactly the fragment's columns).
 */
export function columnsOf<F extends Fields>(fields: F, about: Record<ColumnsOf<F>, About>): Column[] {
  const described = about as Record<string, About>;
  const walk = (f: Fields): Column[] =>
    Object.entries(f).flatMap(([name, t]) => {
      if (typeof t !== 'string' && !t[0].startsWith('[')) return walk(t[1]);
      const a = described[name]!;
      return typeof a === 'string' ? [c(name, columnType(typeof t === 'string' ? t : t[0]), a)] : [c(name, a[0], a[1])];
    });
  return walk(fields);
}
