// What an export dataset's dictionary holds (docs/exports.md): a versioned table with a stable
// column list and types. A change that renames, retypes or drops a column is a new version.
import type { Product } from '../envelopes.js';
import type { Scope } from '../../platform/access.js';
import type { Operation } from '../answers.js';

/** A row of a page, by column name. */
export type Row = Record<string, unknown>;

/** Asks the gateway one of the adapter's operations with the exporting caller's principal. */
export type Ask = <R, V>(operation: Operation<R, V>, variables: V) => Promise<R>;

/** One keyset page of a dataset, and the cursor of the next (null on the last). */
export interface Page {
  rows: Row[];
  next_after: string | null;
}

/** A lane the organisation ships on, since its earliest active record (ocean's shipping_lanes). */
export interface ShippingLane {
  origin: string;
  destination: string;
  since: string | null;
}

/** Which page to read: the export's window, the cursor after which it starts, and its size. */
interface PageArgs {
  since: string | null;
  until: string;
  after: string | null;
  limit: number;
}

/**
 * A page of the dataset: its product's export field, asked with one operation of
 * rest-adapter/operations/exports.graphql (given the organisation's lanes when its rows are on them).
 */
export type ReadPage = (ask: Ask, page: PageArgs, lanes: ShippingLane[]) => Promise<Page>;

/** What an export field answers: its rows are the dataset's columns (a JSON leaf). */
export const pageOf = (p: { rows: unknown; next_after: string | null }): Page => ({
  rows: p.rows as Row[],
  next_after: p.next_after,
});

/** A column's type: text, integer, float, boolean, instant (UTC), calendar date, or JSON. */
export type ColumnType = 'text' | 'int' | 'float' | 'bool' | 'timestamp' | 'date' | 'json';

export interface Column {
  name: string;
  type: ColumnType;
  description: string;
}

export interface Dataset {
  name: string;
  /** The host that serves it, and the operation that reads a page of it (its product's export field). */
  product: Product;
  page: ReadPage;
  /**
   * Rows on the lanes the organisation ships on: the route reads them first (ocean's
   * shipping_lanes, with ocean:read) and passes them to the export field, since no subgraph reads
   * another's tables.
   */
  onLanes?: true;
  /**
   * Rows joined across products: the page reader joins each page of another dataset, asking the
   * gateway one operation per page (never one per row) with the other products' read `scopes`,
   * checked before the first page (an empty window still refuses).
   */
  joined?: { scopes: Scope[] };
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
