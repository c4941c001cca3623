// The SQL every store's export page shares (docs/exports.md, platform/export-page.ts): the keyset
// position each row carries and the window's conditions on (change time, id).
import type { ExportWindow } from './export-page.js';

/** The keyset position as text to the microsecond (a JS Date keeps only milliseconds). */
export const exportPosition = (changed: string, id: string): string =>
  `to_char(${changed} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS export_at, ${id}::text AS export_id`;

/**
 * An instant column as the pages carry it, ISO 8601 UTC to the millisecond (as Date.toISOString,
 * truncating as a JS Date does): formatted by the database, on its own core, rather than parsed
 * into a Date and printed again per value (a fifth of an event export's CPU in the adapter's process).
 */
export const exportInstant = (column: string, as: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;

/**
 * The window's conditions on (changed, id), its parameters numbered after the statement's own
 * first `before` ones (the organisation, usually). `idType` is the id column's type, so the
 * comparison uses its index.
 */
export function exportWhere(
  changed: string,
  id: string,
  w: ExportWindow,
  opts: { before?: number; idType?: string } = {},
): { where: string; params: unknown[] } {
  const before = opts.before ?? 1;
  const params: unknown[] = [w.until];
  const where = [`${changed} < $${before + 1}`];
  if (w.since) {
    params.push(w.since);
    where.push(`${changed} >= $${before + params.length}`);
  }
  if (w.after) {
    params.push(w.after.at, w.after.id);
    const n = before + params.length;
    where.push(`(${changed}, ${id}) > ($${n - 1}::timestamptz, $${n}::${opts.idType ?? 'uuid'})`);
  }
  return { where: where.join(' AND '), params };
}
