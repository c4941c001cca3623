// The export formats (docs/exports.md): CSV (RFC 4180), NDJSON and Parquet, each written batch by
// batch (the subgraph's array rows, platform/export-stream.ts) to a sink that waits while the
// client is slower than the database, so an export holds one page (Parquet: one row group)
// whatever its size.
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import type { ExportBatch } from '../../platform/export-page.js';
import type { Sink } from '../../platform/export-stream.js';
import type { Column, ColumnType } from './dictionary.js';

export type { Sink } from '../../platform/export-stream.js';

/** Where each dictionary column is in a batch's rows (-1: the subgraph gave none, a null in every row). */
function indexer(columns: readonly Column[]): (batch: ExportBatch) => number[] {
  let seen: readonly string[] | null = null;
  let at: number[] = [];
  return (batch) => {
    if (batch.columns !== seen) {
      seen = batch.columns;
      at = columns.map((c) => batch.columns.indexOf(c.name));
    }
    return at;
  };
}

/**
 * A batch's text as UTF-8 bytes, each line encoded as it is made into one buffer handed to the
 * sink: a batch-long string (a rope of thousands of pieces) cost a fifth of an export's CPU
 * flattened and measured again in the response's write, and lived long enough to be promoted.
 */
class Utf8Lines {
  private buf: Buffer;
  private used = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  add(line: string): void {
    const need = this.used + line.length * 3; // UTF-8's most per UTF-16 unit
    if (need > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.buf.length * 2));
      this.buf.copy(grown, 0, 0, this.used);
      this.buf = grown;
    }
    this.used += this.buf.write(line, this.used);
  }
  bytes(): Buffer {
    return this.buf.subarray(0, this.used);
  }
}

/** Each batch's lines as one chunk of bytes, its buffer sized from the batch before. */
function lineWriter(sink: Sink, line: (row: unknown[], at: number[]) => string, index: (b: ExportBatch) => number[]) {
  let size = 1 << 16;
  return (batch: ExportBatch): Promise<void> => {
    const at = index(batch);
    const out = new Utf8Lines(size);
    for (const r of batch.rows) out.add(line(r, at));
    const bytes = out.bytes();
    size = Math.max(1 << 16, bytes.length + (bytes.length >> 3));
    return sink.write(bytes);
  };
}

interface RowWriter {
  /** One batch of rows (a page of the subgraph's), in order. */
  rows(batch: ExportBatch): Promise<void>;
  /** After the last page (Parquet writes its footer here). */
  end(): Promise<void>;
}

export interface Format {
  contentType: string;
  extension: string;
  open(columns: readonly Column[], sink: Sink): Promise<RowWriter>;
}

// ---- CSV (RFC 4180: CRLF, a header row, fields quoted when they hold ", comma, CR or LF) -------

/** A null is an empty field; an empty string is "" (quoted), so the two stay apart. */
function csvCell(v: unknown, type: ColumnType): string {
  if (v === null || v === undefined) return '';
  const s = type === 'json' ? JSON.stringify(v) : String(v);
  if (s === '') return '""';
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Types whose text never holds a quote, comma, CR or LF (numbers, booleans, ISO instants and dates): written as they are. */
const PLAIN_CSV = new Set<ColumnType>(['int', 'float', 'bool', 'timestamp', 'date']);

const csv: Format = {
  contentType: 'text/csv; charset=utf-8; header=present',
  extension: 'csv',
  async open(columns, sink) {
    await sink.write(columns.map((c) => csvCell(c.name, 'text')).join(',') + '\r\n');
    const index = indexer(columns);
    const plain = columns.map((c) => PLAIN_CSV.has(c.type));
    const types = columns.map((c) => c.type);
    const n = columns.length;
    // A line's cells appended (no per-row arrays); plain columns skip the quoting test.
    const line = (r: unknown[], at: number[]) => {
      let out = '';
      for (let i = 0; i < n; i++) {
        const v = r[at[i]!];
        if (i) out += ',';
        if (v === null || v === undefined) continue;
        out += plain[i] ? String(v) : csvCell(v, types[i]!);
      }
      return out + '\r\n';
    };
    return { rows: lineWriter(sink, line, index), end: async () => {} };
  },
};

// ---- NDJSON (one JSON object per line, the dictionary's keys in its order) ---------------------

/**
 * A string whose JSON text is itself in quotes: no quote, backslash or control character, and no
 * surrogate (JSON.stringify escapes a lone one; pairs go to it too rather than be told apart here).
 */
const JSON_AS_IS = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
/** Types whose strings are ISO instants or dates (the pages' text), never needing an escape. */
const ISO_TYPES = new Set<ColumnType>(['timestamp', 'date']);

const ndjson: Format = {
  contentType: 'application/x-ndjson',
  extension: 'ndjson',
  async open(columns, sink) {
    const keys = columns.map((c, i) => `${i ? ',' : '{'}${JSON.stringify(c.name)}:`);
    const quoted = keys.map((k) => `${k}"`);
    const text = columns.map((c) => c.type === 'text');
    const iso = columns.map((c) => ISO_TYPES.has(c.type));
    const index = indexer(columns);
    const n = columns.length;
    // A line's keys and values appended (no per-row or per-value arrays); a string needing no
    // escape is written between quotes as it is, not through JSON.stringify (a fifth less CPU a line).
    const line = (r: unknown[], at: number[]) => {
      let out = '';
      for (let i = 0; i < n; i++) {
        const v = r[at[i]!];
        const asIs = typeof v === 'string' && (iso[i] || (text[i] && JSON_AS_IS.test(v)));
        out += asIs ? quoted[i]! + v + '"' : keys[i]! + (v === null || v === undefined ? 'null' : JSON.stringify(v));
      }
      return out + '}\n';
    };
    return { rows: lineWriter(sink, line, index), end: async () => {} };
  },
};
// ---- Parquet (typed columns, timestamps as UTC instants, Snappy-compressed row groups) ---------

/** Rows per row group: big enough to compress well, small enough to keep an export's memory flat. */
export const PARQUET_ROW_GROUP_ROWS = 10_000;

type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]['schema'][number];

const PARQUET_TYPES: Record<ColumnType, Omit<SchemaElement, 'name'>> = {
  text: { type: 'BYTE_ARRAY', converted_type: 'UTF8', logical_type: { type: 'STRING' } },
  int: { type: 'INT32' },
  float: { type: 'DOUBLE' },
  bool: { type: 'BOOLEAN' },
  timestamp: {
    type: 'INT64',
    converted_type: 'TIMESTAMP_MILLIS',
    logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' },
  },
  date: { type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } },
  json: { type: 'BYTE_ARRAY', converted_type: 'JSON', logical_type: { type: 'JSON' } },
};

/** A JSON value as the Parquet column holds it (the pages carry instants and dates as ISO text). */
function parquetValue(v: unknown, type: ColumnType): unknown {
  if (v === null || v === undefined) return null;
  if (type === 'timestamp') return new Date(v as string);
  if (type === 'date') return new Date(`${v as string}T00:00:00Z`);
  return v;
}

/** hyparquet-writer's buffer, handed to the sink after each row group and emptied (offsets keep counting). */
class SinkWriter extends ByteWriter {
  constructor(private readonly sink: Sink) {
    super(1 << 20);
  }
  flush(): Promise<void> {
    const bytes = this.getBytes().slice();
    this.index = 0;
    return this.sink.write(bytes);
  }
  finish(): Promise<void> {
    return this.flush();
  }
}

const parquet: Format = {
  contentType: 'application/vnd.apache.parquet',
  extension: 'parquet',
  async open(columns, sink) {
    const schema: SchemaElement[] = [
      { name: 'root', num_children: columns.length },
      ...columns.map((c) => ({ name: c.name, repetition_type: 'OPTIONAL' as const, ...PARQUET_TYPES[c.type] })),
    ];
    const writer = new ParquetWriter({ writer: new SinkWriter(sink), schema, createdBy: 'freightgraph exports' });
    let group: unknown[][] = columns.map(() => []);
    const flush = async () => {
      const n = group[0]!.length;
      if (!n) return;
      const columnData = columns.map((c, i) => ({ name: c.name, data: group[i]! }));
      group = columns.map(() => []);
      await writer.write({ columnData, rowGroupSize: n });
    };
    const index = indexer(columns);
    return {
      async rows(batch) {
        const at = index(batch);
        for (const r of batch.rows) columns.forEach((c, i) => group[i]!.push(parquetValue(r[at[i]!], c.type)));
        if (group[0]!.length >= PARQUET_ROW_GROUP_ROWS) await flush();
      },
      async end() {
        await flush();
        await writer.finish();
      },
    };
  },
};

export const FORMATS = { csv, ndjson, parquet } as const;
export type FormatName = keyof typeof FORMATS;
