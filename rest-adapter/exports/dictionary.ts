// What an export dataset's dictionary holds (docs/exports.md): a versioned table with a stable
// column list and types. A change that renames, retypes or drops a column is a new version.
import type { Product } from '../envelopes.js';
import type { Scope } from '../../platform/access.js';

/** A row of a page, by column name. */
export type Row = Record<string, unknown>;

/** Asks the gateway one operation with the exporting caller's principal. */
export type Ask = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/** A column's type: text, integer, float, boolean, instant (UTC), calendar date, or JSON. */
export type ColumnType = 'text' | 'int' | 'float' | 'bool' | 'timestamp' | 'date' | 'json';

export interface Column {
  name: string;
  type: ColumnType;
  description: string;
}

export interface Dataset {
  name: string;
  /** The host that serves it, and the subgraph field that pages it (its `dataset` argument's enum type). */
  product: Product;
  field: string;
  enumType: string;
  /** Further arguments of the field, with their GraphQL types and values (the webhooks' product). */
  args?: Record<string, { type: string; value: unknown }>;
  /**
   * Rows on the lanes the organisation ships on: the route reads them (ocean's shipping_lanes,
   * with ocean:read) and passes them as the field's `lanes` argument of this input type, since no
   * subgraph reads another's tables.
   */
  onLanes?: { laneType: string };
  /**
   * Rows joined across products: each page of the field's `from` dataset becomes this dataset's
   * rows by `join`, which asks the gateway one operation per page (never one per row) with the
   * other products' read `scopes`, checked before the first page (an empty window still refuses).
   */
  joined?: { from: string; scopes: Scope[]; join: (rows: Row[], ask: Ask) => Promise<Row[]> };
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
