// The answer's times (docs/legacy.md, Dates): UTC instants and the place's wall-clock time, both
// written YYYY-MM-DD HH:MM:SS.
import type { RefData } from '../../store/reference-data.js';
import { portZone } from '../../decide/record-shapes.js';
import { localTime } from '../../../../platform/time-zones.js';

/** UTC instant as YYYY-MM-DD HH:MM:SS. */
export function utcStamp(d: Date | null | undefined): string | null {
  return d ? d.toISOString().slice(0, 19).replace('T', ' ') : null;
}

/** Wall-clock time at the place (YYYY-MM-DD HH:MM:SS); UTC when the port has no zone. */
export function localStamp(at: Date, code: string | null, ref: RefData): string {
  const lt = localTime(at, portZone(code ? ref.portByCode.get(code) : undefined));
  return lt.local ? lt.local.replace('T', ' ') : utcStamp(at)!;
}
