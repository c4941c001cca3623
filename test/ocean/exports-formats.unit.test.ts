// The export writers on their own (docs/exports.md): RFC 4180 CSV read back by csv-parse with the
// awkward values (quotes, commas, line breaks, empty strings against nulls, non-ASCII), Parquet read
// back by hyparquet over several row groups written through a sink that holds the writer back,
// the Accept negotiation, and the dictionaries the analysts' page prints.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { FORMATS, PARQUET_ROW_GROUP_ROWS, type Sink } from '../../rest-adapter/exports/formats.js';
import type { Row } from '../../rest-adapter/exports/dictionary.js';
import { DATASETS, type Column } from '../../rest-adapter/exports/datasets.js';
import { negotiate } from '../../rest-adapter/exports/routes.js';

const COLUMNS: Column[] = [
  { name: 'name', type: 'text', description: '' },
  { name: 'n', type: 'int', description: '' },
  { name: 'x', type: 'float', description: '' },
  { name: 'ok', type: 'bool', description: '' },
  { name: 'at', type: 'timestamp', description: '' },
  { name: 'day', type: 'date', description: '' },
  { name: 'tags', type: 'json', description: '' },
];

/** A sink that collects the bytes and makes the writer wait a turn on every write (a slow client). */
function collector(): Sink & { bytes(): Uint8Array; writes: number } {
  const chunks: Uint8Array[] = [];
  const out = {
    writes: 0,
    async write(chunk: string | Uint8Array) {
      out.writes++;
      chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
    bytes: () => Buffer.concat(chunks),
  };
  return out;
}

/**
 * Each page as the subgraph's stream hands it over: array rows under its own column order (here
 * the dictionary's reversed, and one column the dictionary lacks), which the writers put back in
 * the dictionary's order.
 */
async function write(format: keyof typeof FORMATS, pages: Row[][]) {
  const sink = collector();
  const w = await FORMATS[format].open(COLUMNS, sink);
  const columns = ['extra', ...COLUMNS.map((c) => c.name).reverse()];
  for (const p of pages)
    await w.rows({ columns, rows: p.map((r) => columns.map((k) => (k === 'extra' ? 'x' : r[k]))) });
  await w.end();
  return sink;
}

const AWKWARD: Row[] = [
  {
    name: 'say "hi", then\r\nleave',
    n: -3,
    x: 1.5,
    ok: true,
    at: '2026-11-14T06:00:00.123Z',
    day: '2026-12-01',
    tags: ['a,b', 'c"d'],
  },
  { name: '', n: 0, x: 0, ok: false, at: null, day: null, tags: [] },
  { name: null, n: null, x: null, ok: null, at: null, day: null, tags: null },
  {
    name: 'Gdańsk — 港',
    n: 2147483647,
    x: -0.25,
    ok: true,
    at: '1999-12-31T23:59:59.999Z',
    day: '2000-02-29',
    tags: null,
  },
];

describe('CSV', () => {
  it('is RFC 4180: a header, CRLF, quoting where needed; a real parser reads every value back', async () => {
    const csv = new TextDecoder().decode((await write('csv', [AWKWARD.slice(0, 2), AWKWARD.slice(2)])).bytes());
    expect(csv.startsWith('name,n,x,ok,at,day,tags\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv, { columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      name: 'say "hi", then\r\nleave',
      n: '-3',
      x: '1.5',
      ok: 'true',
      at: '2026-11-14T06:00:00.123Z',
      day: '2026-12-01',
      tags: '["a,b","c\\"d"]',
    });
    expect(rows[3]!.name).toBe('Gdańsk — 港');
    // An empty string is quoted, a null is an empty field: the raw lines keep them apart.
    const lines = csv.split('\r\n');
    expect(lines.at(-4)).toBe('"",0,0,false,,,[]');
    expect(lines.at(-3)).toBe(',,,,,,');
  });
});

describe('NDJSON', () => {
  it('one object per line, the dictionary order, null for missing values', async () => {
    const text = new TextDecoder().decode((await write('ndjson', [AWKWARD, [{ name: 'only' }]])).bytes());
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      ...AWKWARD,
      { name: 'only', n: null, x: null, ok: null, at: null, day: null, tags: null },
    ]);
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(COLUMNS.map((c) => c.name));
  });
});

describe('Parquet', () => {
  it('typed columns over several row groups, written as the sink lets it, read back by hyparquet', async () => {
    const many: Row[] = Array.from({ length: PARQUET_ROW_GROUP_ROWS * 2 + 7 }, (_, i) => ({
      ...AWKWARD[i % AWKWARD.length],
      n: i,
    }));
    const pages = Array.from({ length: Math.ceil(many.length / 5000) }, (_, i) =>
      many.slice(i * 5000, i * 5000 + 5000),
    );
    const sink = await write('parquet', pages);
    const bytes = sink.bytes();
    expect(sink.writes).toBe(4); // three row groups, then the footer: no write holds the whole file
    const file = new Uint8Array(bytes).buffer; // a copy of its own (the collected chunks share a pool)
    const meta = parquetMetadata(file);
    expect(meta.row_groups.map((g) => Number(g.num_rows))).toEqual([PARQUET_ROW_GROUP_ROWS, PARQUET_ROW_GROUP_ROWS, 7]);
    const types = Object.fromEntries(meta.schema.slice(1).map((s) => [s.name, [s.type, s.logical_type?.type]]));
    expect(types).toEqual({
      name: ['BYTE_ARRAY', 'STRING'],
      n: ['INT32', undefined],
      x: ['DOUBLE', undefined],
      ok: ['BOOLEAN', undefined],
      at: ['INT64', 'TIMESTAMP'],
      day: ['INT32', 'DATE'],
      tags: ['BYTE_ARRAY', 'JSON'],
    });
    const rows = await parquetReadObjects({ file });
    expect(rows).toHaveLength(many.length);
    expect(rows.map((r) => r.n)).toEqual(many.map((r) => r.n));
    expect(rows[0]).toMatchObject({ name: AWKWARD[0]!.name, x: 1.5, ok: true, tags: ['a,b', 'c"d'] });
    expect((rows[0]!.at as Date).toISOString()).toBe('2026-11-14T06:00:00.123Z');
    expect((rows[3]!.day as Date).toISOString().slice(0, 10)).toBe('2000-02-29');
    expect(rows[2]).toMatchObject({ name: null, at: null, day: null, tags: null });
  }, 30_000); // 20,007 rows written and read back: over 5 s on a loaded 2-core machine

  it('an empty export is still a valid file with the schema', async () => {
    const bytes = (await write('parquet', [])).bytes();
    const file = new Uint8Array(bytes).buffer; // a copy of its own (the collected chunks share a pool)
    expect(parquetMetadata(file).schema.map((s) => s.name)).toEqual(['root', ...COLUMNS.map((c) => c.name)]);
    expect(await parquetReadObjects({ file })).toEqual([]);
  });
});

describe('format choice', () => {
  it('reads Accept in the client’s order of preference; CSV when it names none', () => {
    expect(negotiate(undefined)).toBe('csv');
    expect(negotiate('*/*')).toBe('csv');
    expect(negotiate('application/vnd.apache.parquet')).toBe('parquet');
    expect(negotiate('application/x-ndjson, text/csv')).toBe('ndjson');
    expect(negotiate('text/csv;q=0.5, application/jsonl;q=0.9')).toBe('ndjson');
    expect(negotiate('application/x-parquet;q=0, text/csv')).toBe('csv');
  });
});

describe('the analysts’ page', () => {
  it('prints every dataset’s dictionary as declared', () => {
    const page = readFileSync(new URL('../../docs/exports.md', import.meta.url), 'utf8');
    for (const d of DATASETS) {
      const host = d.name === 'webhook_deliveries' ? 'every product host' : `${d.product} host`;
      expect(page).toContain(`### ${d.name} (version ${d.version}, ${host})`);
      for (const c of d.columns) expect(page).toContain(`| ${c.name} | ${c.type} | ${c.description} |`);
    }
  });
});
