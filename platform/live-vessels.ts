// New vessel fixes, live (docs/live.md, Subscription.vessel_positions): a vessel's position is
// shared data, not an event of an organisation, so an AIS refresh raises no webhook event. The
// statement that stores new fixes announces the vessels on the VESSEL_FIX_CHANNEL NOTIFY (its
// payload: their IMOs, comma-separated); each serving process listens once, on its one
// notification connection, and tells the subscriptions that watch those vessels.
import type { Db } from './db.js';

/** The NOTIFY channel of new vessel fixes: the ocean store sends, serving processes listen. */
export const VESSEL_FIX_CHANNEL = 'fg_vessel_fixes';

/** One announcement: the vessels it names, and its number in this process (later is larger). */
export type FixesHeard = (imos: readonly string[], heard: number) => void;

export interface VesselFixes {
  /** Calls back for each announcement naming one of `imos`, with those it names, until the returned function is called. */
  watch(imos: ReadonlySet<string>, onFix: FixesHeard): Promise<() => void>;
}

/** The process's one listener of new vessel fixes, fanned out to the watchers of each vessel. */
export class VesselFixHub implements VesselFixes {
  private readonly watchers = new Map<string, Set<FixesHeard>>();
  private heard = 0;
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly db: Db) {}

  async watch(imos: ReadonlySet<string>, onFix: FixesHeard): Promise<() => void> {
    // LISTEN is in place before the caller reads the positions now: no fix falls between.
    await (this.listening ??= this.db
      .listen(VESSEL_FIX_CHANNEL, (payload) => this.fixed(payload))
      .catch((err) => {
        this.listening = null; // the next watcher tries again
        throw err;
      }));
    for (const imo of imos) {
      const mine = this.watchers.get(imo) ?? new Set<FixesHeard>();
      this.watchers.set(imo, mine.add(onFix));
    }
    return () => {
      for (const imo of imos) {
        const mine = this.watchers.get(imo);
        mine?.delete(onFix);
        if (mine?.size === 0) this.watchers.delete(imo);
      }
    };
  }

  /** One announcement: each watcher is told once, of the vessels it watches among those named. */
  private fixed(payload: string): void {
    const heard = ++this.heard;
    const told = new Map<FixesHeard, string[]>();
    for (const imo of payload.split(','))
      for (const onFix of this.watchers.get(imo) ?? []) told.set(onFix, [...(told.get(onFix) ?? []), imo]);
    for (const [onFix, imos] of told) onFix(imos, heard);
  }

  async stop(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    await (
      await listening?.catch(() => null)
    )?.();
  }
}
