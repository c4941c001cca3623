// What an endpoint's registration or update may say (docs/webhooks.md part 2): the checks on its
// URL, description, event types and a rotation's overlap, pure so each is tested as a table.
import { AppError } from '../../../platform/errors.js';

const MAX_URL = 2048;
const MAX_DESCRIPTION = 1000;
/** How long the previous secret keeps signing after a rotation unless asked otherwise, and at most (docs/webhooks.md). */
const ROTATION_OVERLAP_DEFAULT_S = 24 * 3600;
const ROTATION_OVERLAP_MAX_S = 7 * 24 * 3600;

/** An https URL a delivery can be addressed to, or null. */
export function httpsUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('https://') || raw.length > MAX_URL) return null;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' && u.hostname !== '' ? raw : null;
  } catch {
    return null;
  }
}

/** Unknown names dropped silently, duplicates once, order kept; [] means every event. */
export function eventTypes(known: readonly string[], raw: readonly string[] | null | undefined): string[] {
  const names = new Set(known);
  return [...new Set((raw ?? []).filter((t) => names.has(t)))];
}

export function description(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (raw.length > MAX_DESCRIPTION)
    throw new AppError('VALIDATION_ERROR', `description longer than ${MAX_DESCRIPTION} characters`);
  return raw;
}

export function overlapSeconds(raw: number | null | undefined): number {
  const s = raw ?? ROTATION_OVERLAP_DEFAULT_S;
  if (!Number.isInteger(s) || s < 0 || s > ROTATION_OVERLAP_MAX_S)
    throw new AppError('VALIDATION_ERROR', `overlap_seconds must be an integer from 0 to ${ROTATION_OVERLAP_MAX_S}`);
  return s;
}
