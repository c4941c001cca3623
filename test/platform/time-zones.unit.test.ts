// Port-local times (platform/time-zones.ts) read from the cached quarter-hour offsets equal the
// runtime's own formatting of every instant, across daylight-saving transitions both ways, in
// zones with half- and quarter-hour offsets, and outside the four-digit years.
import { describe, it, expect } from 'vitest';
import { localTime } from '../../platform/time-zones.js';

const formats = new Map<string, Intl.DateTimeFormat>();
function reference(ms: number, zone: string) {
  const f =
    formats.get(zone) ??
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  formats.set(zone, f);
  const p: Record<string, string> = {};
  for (const x of f.formatToParts(ms)) p[x.type] = x.value;
  const local = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(ms / 1000) * 1000) / 60_000);
  return { local, offsetMinutes, timezone: zone };
}

const ZONES = ['Europe/Amsterdam', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Asia/Kolkata', 'UTC'];

describe('localTime', () => {
  it('equals the formatter at every instant around the 2026 transitions (each minute, and odd seconds)', () => {
    // Amsterdam 29 Mar / 25 Oct 01:00 UTC, New York 8 Mar 07:00 / 1 Nov 06:00 UTC, Lord Howe (30-minute DST) 5 Apr / 4 Oct.
    const around = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-04-04T15:00:00Z',
      '2026-10-03T15:30:00Z',
    ];
    for (const zone of ZONES)
      for (const t of around)
        for (let m = -90; m <= 90; m++) {
          const ms = Date.parse(t) + m * 60_000 + (m % 7) * 1_013;
          expect(localTime(new Date(ms), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(reference(ms, zone));
        }
  });

  it('equals the formatter over a year of pseudo-random instants, and for years outside 0–9999', () => {
    let x = 7;
    for (let i = 0; i < 5_000; i++) {
      x = (x * 48271) % 2147483647;
      const ms = Date.parse('2026-01-01T00:00:00Z') + (x % (366 * 86_400)) * 1000 + (x % 1000);
      const zone = ZONES[i % ZONES.length]!;
      expect(localTime(new Date(ms), zone)).toEqual(reference(ms, zone));
    }
    for (const ms of [Date.parse('+012000-06-01T00:00:00Z'), Date.parse('-000001-06-01T00:00:00Z')])
      expect(localTime(new Date(ms), 'Europe/Amsterdam')).toEqual(reference(ms, 'Europe/Amsterdam'));
  });

  it('is null for an unknown zone', () => {
    expect(localTime(new Date(), 'Mars/Olympus')).toEqual({ local: null, offsetMinutes: null, timezone: null });
  });
});
