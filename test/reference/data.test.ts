// The shipped reference data (subgraphs/reference/data) and its seed step.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDb, type Db } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { seedReference, REFERENCE_DATA_DIR, REFERENCE_TABLES } from '../../subgraphs/reference/seed.js';
// The seed loads each file's objects as rows by column name, so the row types describe the files.
import type {
  AirlineRow as Airline,
  AirportRow as Airport,
  CarrierRow as Carrier,
  IsoSizeTypeRow as SizeType,
  LessorRow as Lessor,
  PortRow as Port,
  VesselRow as Vessel,
} from '../../subgraphs/reference/store/index.js';

const load = <T>(file: string): T[] => JSON.parse(readFileSync(REFERENCE_DATA_DIR + file, 'utf8'));

const carriers = load<Carrier>('carriers.json');
const lessors = load<Lessor>('lessors.json');
const sizeTypes = load<SizeType>('iso-size-types.json');
const airlines = load<Airline>('airlines.json');
const ports = load<Port>('ports.json');
const airports = load<Airport>('airports.json');
const vessels = load<Vessel>('vessels.json');

const BIC = /^[A-Z]{3}U$/;

function validTimeZone(tz: string | null): boolean {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function dups<T>(xs: T[]): T[] {
  return xs.filter((x, i) => xs.indexOf(x) !== i);
}

/** ISO 6346 check digit of the first 10 characters of a container number. */
function containerCheckDigit(id: string): number {
  const value = (ch: string) => {
    if (/\d/.test(ch)) return Number(ch);
    const v = ch.charCodeAt(0) - 55; // A = 10
    return v + Math.floor((v - 1) / 10); // skip multiples of 11
  };
  const sum = [...id.slice(0, 10)].reduce((acc, ch, i) => acc + value(ch) * 2 ** i, 0);
  return (sum % 11) % 10;
}

function imoValid(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const sum = [7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + Number(imo[i]) * w, 0);
  return sum % 10 === Number(imo[6]);
}

describe('reference data files', () => {
  it('lists exactly 65 carriers with unique SCACs and disjoint BIC owner prefixes', () => {
    expect(carriers).toHaveLength(65);
    expect(dups(carriers.map((c) => c.scac))).toEqual([]);
    for (const c of carriers) {
      expect(c.scac).toMatch(/^[A-Z0-9]{2,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.bic_prefixes.length).toBeGreaterThan(0);
      for (const p of c.bic_prefixes) expect(p).toMatch(BIC);
      if (c.website !== null) expect(c.website).toMatch(/^https:\/\//);
    }
    expect(dups(carriers.flatMap((c) => c.bic_prefixes))).toEqual([]);
    const bySac = new Map(carriers.map((c) => [c.scac, c]));
    for (const [scac, prefix] of [
      ['MAEU', 'MSKU'],
      ['MSCU', 'MEDU'],
      ['CMDU', 'CMAU'],
      ['HLCU', 'HLXU'],
      ['ONEY', 'NYKU'],
      ['EGLV', 'EGHU'],
      ['COSU', 'CSNU'],
      ['ZIMU', 'ZIMU'],
    ]) {
      expect(bySac.get(scac)?.bic_prefixes).toContain(prefix);
    }
  });

  it('lists lessor prefixes that do not overlap the carriers', () => {
    expect(lessors.length).toBeGreaterThanOrEqual(30);
    expect(dups(lessors.map((l) => l.bic_prefix))).toEqual([]);
    const carrierPrefixes = new Set(carriers.flatMap((c) => c.bic_prefixes));
    for (const l of lessors) {
      expect(l.bic_prefix).toMatch(BIC);
      expect(l.lessor_name.length).toBeGreaterThan(1);
      expect(carrierPrefixes.has(l.bic_prefix)).toBe(false);
    }
    // A known-valid container number belongs to a lessor.
    const box = 'TCNU2633195';
    expect(containerCheckDigit(box)).toBe(Number(box[10]));
    expect(lessors.find((l) => l.bic_prefix === box.slice(0, 4))?.lessor_name).toMatch(/Triton/);
  });

  it('lists ISO 6346 size-type codes', () => {
    expect(sizeTypes.length).toBeGreaterThanOrEqual(25);
    expect(dups(sizeTypes.map((s) => s.code))).toEqual([]);
    const kinds = new Set(['dry', 'reefer', 'open_top', 'flat_rack', 'tank', 'platform', 'ventilated', 'bulk']);
    for (const s of sizeTypes) {
      expect(s.code).toMatch(/^[24L][0-9][A-Z][0-9]$/);
      expect(kinds.has(s.equipment_type)).toBe(true);
      expect(s.size).toMatch(/^(20|40|45)[A-Z]{2}$/);
    }
    const byCode = new Map(sizeTypes.map((s) => [s.code, s]));
    expect(byCode.get('22G1')?.size).toBe('20GP');
    expect(byCode.get('42G1')?.size).toBe('40GP');
    expect(byCode.get('45G1')).toMatchObject({ size: '40HC', equipment_type: 'dry' });
    expect(byCode.get('L5G1')?.size).toBe('45HC');
    expect(byCode.get('45R1')).toMatchObject({ size: '40RH', equipment_type: 'reefer' });
    expect(byCode.get('22T6')?.equipment_type).toBe('tank');
  });

  it('lists cargo airlines by AWB prefix', () => {
    expect(airlines.length).toBeGreaterThanOrEqual(80);
    expect(dups(airlines.map((a) => a.prefix))).toEqual([]);
    for (const a of airlines) {
      expect(a.prefix).toMatch(/^\d{3}$/);
      expect(a.name.length).toBeGreaterThan(1);
      if (a.iata !== null) expect(a.iata).toMatch(/^[A-Z0-9]{2}$/);
      if (a.icao !== null) expect(a.icao).toMatch(/^[A-Z]{3}$/);
    }
    const byPrefix = new Map(airlines.map((a) => [a.prefix, a]));
    expect(byPrefix.get('020')?.iata).toBe('LH');
    expect(byPrefix.get('176')?.iata).toBe('EK');
    expect(byPrefix.get('172')?.iata).toBe('CV');
  });

  it('lists sea ports, each placed with a valid time zone except the one unplaced entry', () => {
    expect(ports.length).toBeGreaterThanOrEqual(300);
    expect(dups(ports.map((p) => p.unlocode))).toEqual([]);
    const unplaced = ports.filter((p) => p.lat === null || p.lng === null || p.timezone === null);
    expect(unplaced).toHaveLength(1);
    expect(unplaced[0]).toMatchObject({ lat: null, lng: null, timezone: null });
    for (const p of ports) {
      expect(p.unlocode).toMatch(/^[A-Z]{2}[A-Z0-9]{3}$/);
      expect(p.country_code).toBe(p.unlocode.slice(0, 2));
      expect(p.name.length).toBeGreaterThan(0);
      if (p === unplaced[0]) continue;
      expect(validTimeZone(p.timezone), `${p.unlocode} ${p.timezone}`).toBe(true);
      expect(Math.abs(p.lat!)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lng!)).toBeLessThanOrEqual(180);
    }
    const codes = new Set(ports.map((p) => p.unlocode));
    const major =
      'CNSHA SGSIN CNNGB CNSZX CNYTN CNSHK CNTAO KRPUS NLRTM BEANR DEHAM DEBRV USLAX USLGB USNYC USSAV USHOU USOAK USSEA GBFXT FRLEH ESVLC ESALG ITGOA GRPIR MAPTM EGPSD AEJEA OMSLL LKCMB INNSA MYPKG MYTPP THLCH VNSGN VNCMT HKHKG TWKHH JPTYO AUMEL NZAKL BRSSZ PAMIT CAVAN ZADUR NGLOS KEMBA DJJIB SAJED TRMER PLGDN'.split(
        ' ',
      );
    expect(major.filter((c) => !codes.has(c))).toEqual([]);
    const byCode = new Map(ports.map((p) => [p.unlocode, p]));
    expect(byCode.get('NLRTM')?.timezone).toBe('Europe/Amsterdam');
    expect(byCode.get('USOAK')?.timezone).toBe('America/Los_Angeles');
  });

  it('lists airports with an IATA code', () => {
    expect(airports.length).toBeGreaterThan(1000);
    expect(dups(airports.map((a) => a.iata))).toEqual([]);
    for (const a of airports) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      if (a.icao !== null) expect(a.icao).toMatch(/^[A-Z]{4}$/);
      if (a.country_code !== null) expect(a.country_code).toMatch(/^[A-Z]{2}$/);
      expect(typeof a.lat).toBe('number');
      expect(typeof a.lng).toBe('number');
      // Six decimals at most (about 0.1 m): answers carry them as they are (issue 30).
      expect(
        [a.lat, a.lng].map((x) => Math.round(x * 1e6) / 1e6),
        a.iata,
      ).toEqual([a.lat, a.lng]);
      expect(validTimeZone(a.timezone), `${a.iata} ${a.timezone}`).toBe(true);
    }
    const byIata = new Map(airports.map((a) => [a.iata, a]));
    expect(byIata.get('FRA')).toMatchObject({ icao: 'EDDF', country_code: 'DE', timezone: 'Europe/Berlin' });
  });

  it('lists a sandbox fleet of container vessels with valid IMO numbers', () => {
    expect(vessels.length).toBeGreaterThanOrEqual(120);
    expect(dups(vessels.map((v) => v.imo))).toEqual([]);
    expect(dups(vessels.map((v) => v.mmsi))).toEqual([]);
    const scacs = new Set(carriers.map((c) => c.scac));
    for (const v of vessels) {
      expect(imoValid(v.imo), v.imo).toBe(true);
      expect(v.mmsi).toMatch(/^\d{9}$/);
      expect(scacs.has(v.operator_scac!)).toBe(true);
      expect(v.name).toBe(v.name.toUpperCase());
    }
    expect(vessels.find((v) => v.name === 'EVER GIVEN')).toMatchObject({ imo: '9811000', operator_scac: 'EGLV' });
  });
});

describe('seedReference', () => {
  let db: Db;
  const migrations = [
    { name: 'reference', dir: fileURLToPath(new URL('../../subgraphs/reference/migrations', import.meta.url)) },
  ];
  const expected: Record<string, number> = {
    carriers: carriers.length,
    lessors: lessors.length,
    iso_size_types: sizeTypes.length,
    airlines: airlines.length,
    ports: ports.length,
    airports: airports.length,
    vessels: vessels.length,
  };

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const { table } of REFERENCE_TABLES) {
      out[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reference.${table}`)).rows[0]!.n;
    }
    return out;
  }

  beforeAll(async () => {
    db = await openDb({ databaseUrl: null });
    await migrate(db, migrations);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('loads every table in one pass and skips unchanged data the second time', async () => {
    const start = db.stats.statements;
    await seedReference(db);
    // One bulk upsert per table (not per row), between the lock + version check and the version write.
    expect(db.stats.statements - start).toBe(2 + REFERENCE_TABLES.length + 1);
    expect(await counts()).toEqual(expected);

    const before = db.stats.statements;
    await seedReference(db);
    expect(db.stats.statements - before).toBeLessThanOrEqual(3); // lock + version check only
    expect(await counts()).toEqual(expected);
    expect((await db.query('SELECT * FROM reference.seed_version')).rows).toHaveLength(1);
  });

  it('re-runs as idempotent upserts when the recorded version differs', async () => {
    await db.query(`UPDATE reference.seed_version SET checksum = 'stale'`);
    await db.query(`UPDATE reference.carriers SET name = 'changed' WHERE scac = 'MAEU'`);
    await seedReference(db);
    expect(await counts()).toEqual(expected);
    expect(
      (await db.query<{ name: string }>(`SELECT name FROM reference.carriers WHERE scac = 'MAEU'`)).rows[0]!.name,
    ).toBe('Maersk A/S');
    expect(
      (await db.query<{ checksum: string }>('SELECT checksum FROM reference.seed_version')).rows[0]!.checksum,
    ).not.toBe('stale');
  });

  it('stores arrays, nulls and coordinates faithfully', async () => {
    const carrier = await db.query<{ scac: string }>(
      `SELECT scac FROM reference.carriers WHERE bic_prefixes && ARRAY['MSKU']`,
    );
    expect(carrier.rows.map((r) => r.scac)).toEqual(['MAEU']);
    const lessor = await db.query<{ lessor_name: string }>(
      `SELECT lessor_name FROM reference.lessors WHERE bic_prefix = 'TCNU'`,
    );
    expect(lessor.rows[0]?.lessor_name).toMatch(/Triton/);
    const unplaced = await db.query(
      `SELECT unlocode FROM reference.ports WHERE lat IS NULL OR lng IS NULL OR timezone IS NULL`,
    );
    expect(unplaced.rows).toHaveLength(1);
    const rtm = await db.query<{ lat: number; lng: number }>(
      `SELECT lat, lng FROM reference.ports WHERE unlocode = 'NLRTM'`,
    );
    expect(rtm.rows[0]!.lat).toBeCloseTo(51.92, 1);
    expect(rtm.rows[0]!.lng).toBeCloseTo(4.5, 1);
  });
});
