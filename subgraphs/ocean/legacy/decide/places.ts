// The answer's places (docs/legacy.md, The mapping): ports become deduplicated locations with
// their reference details, terminals and depots deduplicated facilities, each numbered in the
// order the answer first names it.
import type { RefData } from '../../store/reference-data.js';
import type { EventRow } from '../../store/index.js';
import { portZone } from '../../decide/record-shapes.js';
import type { LegacyFacility, LegacyLocation } from './answer.js';

/**
 * Whether a place name reads as a terminal, depot, yard or an operator (a place
 * without UN/LOCODE with such a name is a facility, not a location).
 */
const FACILITY_NAME =
  /\b(terminals?|depots?|yards?|cy|cfs|icd|piers?|wharf|wharves|berths?|quays?|docks?|warehouses?|freight station|container station|distribution cent(er|re)|logistics|railheads?|rail ramp|stevedor\w*|operators?|apm|psa|dp world|hutchison|hhla|eurogate|ictsi|ports america|ssa marine|trapac|westports|contship|yilport|terminal link)\b/i;

export function readsAsFacility(name: string): boolean {
  return FACILITY_NAME.test(name);
}

/** A name as the answer compares names: trimmed, spacing collapsed, upper case. */
export const canonicalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

export class Places {
  readonly locations: LegacyLocation[] = [];
  readonly facilities: LegacyFacility[] = [];
  private byCode = new Map<string, LegacyLocation>();
  private byName = new Map<string, LegacyLocation>();
  private facilityByName = new Map<string, LegacyFacility>();

  constructor(private ref: RefData) {}

  location(code: string | null): number | null {
    if (!code) return null;
    let l = this.byCode.get(code);
    if (!l) {
      const p = this.ref.portByCode.get(code);
      l = {
        id: this.locations.length + 1,
        name: p?.name ?? code,
        state: null,
        country: p?.country ?? null,
        country_code: p?.country_code ?? (/^[A-Z]{2}/.test(code) ? code.slice(0, 2) : null),
        locode: code,
        lat: p?.lat ?? null,
        lng: p?.lng ?? null,
        timezone: portZone(p),
      };
      this.byCode.set(code, l);
      this.locations.push(l);
    }
    return l.id;
  }

  /** A place known only by name (no UN/LOCODE) that does not read as a facility. */
  namedPlace(name: string): number {
    const key = canonicalName(name);
    let l = this.byName.get(key);
    if (!l) {
      l = {
        id: this.locations.length + 1,
        name: name.trim(),
        state: null,
        country: null,
        country_code: null,
        locode: null,
        lat: null,
        lng: null,
        timezone: null,
      };
      this.byName.set(key, l);
      this.locations.push(l);
    }
    return l.id;
  }

  facility(name: string, code: string | null): number {
    const key = canonicalName(name);
    let f = this.facilityByName.get(key);
    if (!f) {
      const p = code ? this.ref.portByCode.get(code) : undefined;
      f = {
        id: this.facilities.length + 1,
        name: name.trim(),
        country_code: p?.country_code ?? (code && /^[A-Z]{2}/.test(code) ? code.slice(0, 2) : null),
        locode: code,
        bic_code: null,
        smdg_code: null,
        lat: null,
        lng: null,
      };
      this.facilityByName.set(key, f);
      this.facilities.push(f);
    } else if (f.locode === null && code) {
      f.locode = code;
      f.country_code ??= this.ref.portByCode.get(code)?.country_code ?? null;
    }
    return f.id;
  }

  /** Where an event happened: its port as a location, its terminal / depot as a facility. */
  of(e: EventRow): { location: number | null; facility: number | null } {
    const location = this.location(e.unlocode);
    const name = e.facility_name?.trim();
    if (!name) return { location, facility: null };
    if (e.unlocode || readsAsFacility(name)) return { location, facility: this.facility(name, e.unlocode) };
    return { location: this.namedPlace(name), facility: null };
  }

  coords(id: number | null): [number, number] | null {
    const l = id === null ? undefined : this.locations[id - 1];
    return l && l.lat !== null && l.lng !== null ? [l.lat, l.lng] : null;
  }
}
