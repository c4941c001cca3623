// Time zones for the air product: Cargo-IMP times are station-local wall clock; the API speaks
// UTC. (Great circles for route legs are in platform/geo.ts.)

const dtf = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = dtf.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
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
    dtf.set(zone, f);
  }
  return f;
}

/** Minutes to add to UTC to get the zone's wall clock at that instant (null: zone unknown). */
export function utcOffsetMinutes(zone: string | null | undefined, at: Date): number | null {
  if (!zone) return null;
  const f = formatter(zone);
  if (!f) return null;
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a wall-clock time at a zone; a zone we cannot place is read as UTC. */
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
  const off = utcOffsetMinutes(zone, at) ?? 0;
  return at.getTime() + off * 60_000;
}

/** Naive local date-time 'YYYY-MM-DDTHH:MM:SS' (no offset). */
export function localIso(at: Date, zone: string | null | undefined): string | null {
  if (!zone || utcOffsetMinutes(zone, at) === null) return null;
  return new Date(utcToWall(at, zone)).toISOString().slice(0, 19);
}
