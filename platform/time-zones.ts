// Wall-clock time at an IANA zone, shared by every product: port-local event times and
// demurrage days (ocean), station-local Cargo-IMP times (air). A zone the runtime does not know
// is treated as unknown (null), never guessed.

export interface LocalTime {
  /** Naive wall-clock 'YYYY-MM-DDTHH:MM:SS', or null. */
  local: string | null;
  offsetMinutes: number | null;
  timezone: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null; // not an IANA zone this runtime knows
    }
    formatters.set(zone, f);
  }
  return f;
}

/** The naive wall-clock time of an instant at the formatter's zone, read from its parts. */
function wallClock(f: Intl.DateTimeFormat, ms: number): string {
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(ms)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone's offset from UTC at an instant, in ms (whole seconds). */
const offsetMs = (f: Intl.DateTimeFormat, ms: number): number =>
  Date.parse(`${wallClock(f, ms)}Z`) - Math.floor(ms / 1000) * 1000;

/**
 * Offsets by zone and quarter hour of UTC. Formatting to parts costs ~15 µs, and an export of a
 * million events asks it a million times; an offset changes only at a transition, so a quarter
 * hour whose first and last millisecond have the same whole-minute offset has it throughout (two
 * transitions are never 15 minutes apart). Other quarters are not kept and are read each time.
 */
const QUARTER = 900_000;
const offsets = new Map<string, number>();

function cachedOffsetMs(zone: string, f: Intl.DateTimeFormat, ms: number): number {
  const q = Math.floor(ms / QUARTER);
  const key = `${zone} ${q}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const start = offsetMs(f, q * QUARTER);
  if (start % 60_000 !== 0 || start !== offsetMs(f, q * QUARTER + QUARTER - 1)) return offsetMs(f, ms);
  if (offsets.size >= 100_000) offsets.clear();
  offsets.set(key, start);
  return start;
}

/** Wall-clock time and UTC offset of an instant at a zone; all null without a (known) zone. */
export function localTime(at: Date, zone: string | null | undefined): LocalTime {
  const f = zone ? formatter(zone) : null;
  if (!f) return { local: null, offsetMinutes: null, timezone: null };
  const ms = at.getTime();
  const offset = cachedOffsetMs(zone!, f, ms);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
  const year = wall.getUTCFullYear();
  // toISOString writes years outside 0–9999 with a sign and six digits: read those from the parts.
  const local = year >= 0 && year <= 9999 ? wall.toISOString().slice(0, 19) : wallClock(f, ms);
  return { local, offsetMinutes: Math.round(offset / 60_000), timezone: zone! };
}

/** The local calendar date of an instant (the UTC date when the zone is unknown). */
export function localDate(at: Date, zone: string | null | undefined): string {
  return (localTime(at, zone).local ?? at.toISOString()).slice(0, 10);
}

/** Minutes to add to UTC to get the zone's wall clock at that instant (null: zone unknown). */
export function utcOffsetMinutes(zone: string | null | undefined, at: Date): number | null {
  return localTime(at, zone).offsetMinutes;
}

/** The UTC instant of a wall-clock time (epoch ms of that time read as UTC) at a zone; a zone we cannot place is read as UTC. */
export function localToUtc(wallMs: number, zone: string | null | undefined): Date {
  const first = utcOffsetMinutes(zone, new Date(wallMs));
  if (first === null) return new Date(wallMs);
  let utc = wallMs - first * 60_000;
  const second = utcOffsetMinutes(zone, new Date(utc));
  if (second !== null && second !== first) utc = wallMs - second * 60_000;
  return new Date(utc);
}

/** Wall clock at a zone as epoch-ms-of-a-UTC-date (fields read with getUTC*); UTC if unknown. */
export function utcToWall(at: Date, zone: string | null | undefined): number {
  return at.getTime() + (utcOffsetMinutes(zone, at) ?? 0) * 60_000;
}

/** A SQL date as 'YYYY-MM-DD' whichever way the driver parsed it (string, or a UTC-midnight Date). */
export const dateOnly = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
