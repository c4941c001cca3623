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

/** Wall-clock time and UTC offset of an instant at a zone; all null without a (known) zone. */
export function localTime(at: Date, zone: string | null | undefined): LocalTime {
  const f = zone ? formatter(zone) : null;
  if (!f) return { local: null, offsetMinutes: null, timezone: null };
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(at)) parts[p.type] = p.value;
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const asUtc = Date.parse(`${local}Z`);
  const offsetMinutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  return { local, offsetMinutes, timezone: zone! };
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
