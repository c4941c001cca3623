// A caller's changes to a record (docs/ocean.md, Updating a record): its tags, the redelivery
// fields and the connection notice, checked before anything is written.
import { AppError } from '../../../platform/errors.js';
import type { RecordPatch } from '../store/index.js';
import type { ContainerPatch } from '../generated/types.js';

const MAX_TAGS = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Tag names, trimmed and once each: at most MAX_TAGS, each 1 to 50 characters without commas. */
export function checkTags(tags: unknown): string[] {
  if (tags === null || tags === undefined) return [];
  if (!Array.isArray(tags)) throw new AppError('VALIDATION_ERROR', 'tags must be an array of strings');
  const out: string[] = [];
  for (const t of tags) {
    const name =
      typeof t === 'string'
        ? t
        : t && typeof t === 'object' && typeof (t as any).name === 'string'
          ? (t as any).name
          : null;
    if (name === null || name.trim() === '' || name.length > 50 || name.includes(',')) {
      throw new AppError(
        'VALIDATION_ERROR',
        'each tag must be a non-empty string of at most 50 characters without commas',
      );
    }
    if (!out.includes(name.trim())) out.push(name.trim());
  }
  if (out.length > MAX_TAGS) throw new AppError('VALIDATION_ERROR', `at most ${MAX_TAGS} tags`);
  return out;
}

/**
 * The columns a caller's patch sets: tags replaced (null clears them), each redelivery field set
 * or cleared (null), the connection notice asked for (at `now`) or withdrawn. Free-text fields
 * hold at most 200 characters.
 */
export function checkPatch(p: ContainerPatch, now: Date): RecordPatch {
  const { tags, notify_when_connected, redelivery_date, ...texts } = p;
  for (const [k, v] of Object.entries(texts))
    if (typeof v === 'string' && v.length > 200)
      throw new AppError('VALIDATION_ERROR', `${k} must be a string of at most 200 characters`);
  const out: RecordPatch = { ...texts };
  if (tags !== undefined && tags !== null) out.tags = checkTags(tags);
  if (redelivery_date !== undefined) {
    if (redelivery_date !== null && (!DATE.test(redelivery_date) || Number.isNaN(Date.parse(redelivery_date))))
      throw new AppError('VALIDATION_ERROR', 'redelivery_date must be a date YYYY-MM-DD');
    out.redelivery_date = redelivery_date;
  }
  if (notify_when_connected !== undefined && notify_when_connected !== null) {
    out.connector_notify_requested_at = notify_when_connected ? now : null;
  }
  return out;
}
