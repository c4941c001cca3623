// The answer's vessels (docs/legacy.md, The mapping): deduplicated by IMO and by canonical name,
// numbered in the order the answer first names them, with the particulars read by IMO.
import { canonicalName } from './places.js';
import type { LegacyVessel } from './answer.js';

export interface VesselInfo {
  imo: string;
  name: string;
  call_sign: string | null;
  mmsi: string | null;
  flag: string | null;
}

/** Canonical vessel name: upper case, prefixes M/V, MV, MS dropped, punctuation and spacing normalised. */
export function canonicalVesselName(name: string): string {
  return canonicalName(name)
    .replace(/^(M\/V|M\.V\.|MV|M\/S|MS|M\.S\.)\s+/, '')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The number written with exactly `digits` digits (an IMO has 7, an MMSI 9), else null. */
export const intOf = (s: string | null | undefined, digits: number) =>
  s && new RegExp(`^\\d{${digits}}$`).test(s) ? Number(s) : null;

export class Vessels {
  readonly list: LegacyVessel[] = [];
  private byImo = new Map<string, LegacyVessel>();
  private byName = new Map<string, LegacyVessel>();

  constructor(private info: ReadonlyMap<string, VesselInfo>) {}

  id(imo: string | null, name: string | null): number | null {
    const key = name ? canonicalVesselName(name) : '';
    let v = imo ? this.byImo.get(imo) : undefined;
    if (!v && key) {
      const named = this.byName.get(key);
      // A name-only mention joins the vessel of that name; an IMO joins a name-only vessel.
      if (named && (imo === null || named.imo === null)) v = named;
    }
    if (!v) {
      if (!imo && !key) return null;
      const info = imo ? this.info.get(imo) : undefined;
      v = {
        id: this.list.length + 1,
        name: name?.trim() || info?.name || imo!,
        imo: null,
        call_sign: null,
        mmsi: null,
        flag: null,
      };
      this.list.push(v);
    }
    if (imo && v.imo === null) {
      const info = this.info.get(imo);
      v.imo = intOf(imo, 7);
      v.call_sign = info?.call_sign ?? null;
      v.mmsi = intOf(info?.mmsi, 9);
      v.flag = info?.flag ?? null;
      this.byImo.set(imo, v);
    }
    if (key && !this.byName.has(key)) this.byName.set(key, v);
    return v.id;
  }
}
