// What an export dataset's dictionary holds (docs/exports.md): a versioned table with a stable
// column list and types. A change that renames, retypes or drops a column is a new version.
import type { Product } from '../envelopes.js';
import type { Scope } from '../../platform/access.js';
import type { Operation } from '../answers.js';
import type { ExportBatch } from '../../platform/export-page.js';
import { ExportFieldDescriptions } from '../generated/export-columns.js';

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
  /** The SDL field the column is (Type.field), whose description it carries; none for a computed column. */
  field?: string;
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

/** One column of a dictionary that is no field of the API schema, described here. */
export const c = (name: string, type: ColumnType, description: string): Column => ({ name, type, description });

/** A described field of the types the store-shaped datasets' rows are (codegen lists them: wiring/dev/codegen.ts). */
type ExportField = keyof typeof ExportFieldDescriptions;

/**
 * A column that is a field (Type.field) of the type its dataset's rows are: named as the field
 * and described by the field's SDL description, written once beside the schema. A field without
 * a description does not compile here.
 */
export const f = (field: ExportField, type: ColumnType): Column => ({
  name: field.slice(field.indexOf('.') + 1),
  type,
  description: ExportFieldDescriptions[field],
  field,
});

/** A dataset fragment's columns as codegen lists them (rest-adapter/generated/export-columns.ts). */
interface FragmentColumn {
  readonly name: string;
  /** The field's GraphQL type. */
  readonly type: string;
  /** The field the column is (Type.field); none for an aliased one, which its fragment's comment describes. */
  readonly field?: string;
  /** The field's SDL description, or the comment above an aliased column's selection. */
  readonly description: string;
}

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
 * selection through the type's resolvers, platform/export-row.ts), in selection order, each typed
 * by its field's GraphQL type and described as the SDL describes the field; `types` gives the type
 * where the GraphQL type does not say it (instants and dates are Strings).
 */
export function columnsOf<C extends readonly FragmentColumn[]>(
  columns: C,
  types: Partial<Record<C[number]['name'], ColumnType>> = {},
): Column[] {
  const typed = types as Record<string, ColumnType | undefined>;
  return columns.map((col) => ({
    name: col.name,
    type: typed[col.name] ?? columnType(col.type),
    description: col.description,
    ...(col.field ? { field: col.field } : {}),
  }));
}
