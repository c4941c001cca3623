// A port's congestion as the answers show it (wait to one decimal, its level), and the
// leaderboard: ports by current average wait, longest first, optionally of one level.
import type { CongestionRow } from '../store/index.js';
import { CONGESTION_LEVELS, congestionLevel, type CongestionLevel } from './rules.js';
import { iso, round1 } from './figures.js';

/** A port's name by UN/LOCODE (the reference list's; the code when unlisted). */
export type PortNames = (unlocode: string) => string;

export function congestionItem(c: CongestionRow, portName: PortNames) {
  return {
    port: c.unlocode,
    port_name: portName(c.unlocode),
    wait_hours: round1(c.wait_hours),
    at_anchor: c.at_anchor,
    at_berth: c.at_berth,
    level: congestionLevel(c.wait_hours),
    observed_at: iso(c.observed_at),
  };
}
type CongestionItem = ReturnType<typeof congestionItem>;

/** The level asked for; an unrecognised level means no filter (null). */
export function levelFilter(given: string | null | undefined): CongestionLevel | null {
  const wanted = (given ?? '').trim().toLowerCase();
  return (CONGESTION_LEVELS as readonly string[]).includes(wanted) ? (wanted as CongestionLevel) : null;
}

/** Longest wait first, then more ships at anchor, then by port; the first `limit` ranked from 1. */
export function leaderboard(items: CongestionItem[], level: CongestionLevel | null, limit: number) {
  const rows = items
    .filter((c) => !level || c.level === level)
    .sort((x, y) => y.wait_hours - x.wait_hours || y.at_anchor - x.at_anchor || (x.port < y.port ? -1 : 1));
  return { level, total: rows.length, limit, items: rows.slice(0, limit).map((c, i) => ({ rank: i + 1, ...c })) };
}
