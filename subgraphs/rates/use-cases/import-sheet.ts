// Apply: a checked rate sheet (decide/sheet.ts) into the store, all or nothing, in one transaction:
// ports the reference data does not know are refused with their lines; lanes are created on
// first sight; observations already stored (same natural key) are skipped; the days the new
// ones cover are recomputed and their events raised.
import type { Services } from '../../../platform/services.js';
import { portsByUnlocode } from '../../reference/store/index.js';
import * as store from '../store/index.js';
import { lanesFor } from '../seed.js';
import { recompute } from './recompute.js';
import type { SheetObservation, SheetProblem } from '../decide/sheet.js';

const CHUNK = 5000;

export type ImportResult =
  | { imported: number; already_stored: number; recomputed_days: number; problems: [] }
  | { imported: 0; problems: SheetProblem[] };

export async function importSheet(
  services: Services,
  rows: readonly SheetObservation[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportResult> {
  const known = new Set(
    (await portsByUnlocode(services.db, [...new Set(rows.flatMap((r) => [r.origin, r.destination]))])).map(
      (p) => p.unlocode,
    ),
  );
  const problems = rows.flatMap((r) =>
    [r.origin, r.destination]
      .filter((code) => !known.has(code))
      .map((code) => ({ line: r.line, reason: `unknown UN/LOCODE ${code}` })),
  );
  if (problems.length) return { imported: 0, problems };

  return services.db.tx(async (tx) => {
    const pairs = [...new Map(rows.map((r) => [`${r.origin}-${r.destination}`, [r.origin, r.destination]])).values()];
    const lanes = await lanesFor(tx, pairs as [string, string][]);
    let imported = 0;
    let from: string | null = null;
    let to: string | null = null;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map(({ line: _line, origin, destination, ...r }) => ({
        ...r,
        lane_id: lanes.get(`${origin}-${destination}`)!.id,
        feed: 'csv',
      }));
      const done = await store.insertObservations(tx, chunk);
      imported += done.inserted;
      if (done.from && (!from || done.from < from)) from = done.from;
      if (done.to && (!to || done.to > to)) to = done.to;
      onProgress(Math.min(i + CHUNK, rows.length), rows.length);
    }
    const { days } = from && to ? await recompute(tx, from, to, services.clock.now(), { events: true }) : { days: 0 };
    return { imported, already_stored: rows.length - imported, recomputed_days: days, problems: [] as [] };
  });
}
