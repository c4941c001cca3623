// Reading analyst exports in tests (docs/exports.md): an export over HTTP as bytes, after the
// clock moved past the export allowance's window and the safety lag (so what was written before
// the call is in the window), and the three formats read back with real readers.
import { parse as parseCsv } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import { EXPORT_SAFETY_LAG_MS } from '../../platform/export-page.js';
import type { TestSystem } from './harness.js';

export interface ExportAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

export async function exportOf(
  sys: TestSystem,
  host: string,
  key: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<ExportAnswer> {
  sys.clock.advance(EXPORT_SAFETY_LAG_MS + 1000);
  const res = await fetch(host + path, { headers: { authorization: `Bearer ${key}`, ...headers } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const exportText = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

export const ndjsonRows = (bytes: Uint8Array): Record<string, any>[] =>
  exportText(bytes)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

export const csvRows = (bytes: Uint8Array): Record<string, string>[] =>
  parseCsv(exportText(bytes), { columns: true }) as Record<string, string>[];

export const parquetRows = (bytes: Uint8Array): Promise<Record<string, unknown>[]> =>
  parquetReadObjects({
    file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  });
