// Loads the shipped reference data (./data/*.json) into the reference schema. Runs at every
// start, so it must be idempotent and cheap: each table is loaded by ONE upsert statement
// (jsonb_to_recordset over the file's JSON text), all in one transaction, and the whole load
// is skipped when reference.seed_version already holds the checksum of the same data.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../platform/db.js';
import { logger } from '../../platform/logger.js';
import { lockSeeding, recordSeed, seededChecksum, upsertTable, type ReferenceTable } from './store/index.js';

/** Bump when the load logic changes in a way that must re-run on unchanged data. */
const SEED_LOGIC_VERSION = '1';

export const REFERENCE_TABLES: readonly ReferenceTable[] = [
  {
    table: 'carriers',
    file: 'carriers.json',
    key: 'scac',
    columns: [
      ['scac', 'text'],
      ['name', 'text'],
      ['bic_prefixes', 'text[]'],
      ['website', 'text'],
    ],
  },
  {
    table: 'lessors',
    file: 'lessors.json',
    key: 'bic_prefix',
    columns: [
      ['bic_prefix', 'text'],
      ['lessor_name', 'text'],
    ],
  },
  {
    table: 'iso_size_types',
    file: 'iso-size-types.json',
    key: 'code',
    columns: [
      ['code', 'text'],
      ['size', 'text'],
      ['equipment_type', 'text'],
      ['label', 'text'],
    ],
  },
  {
    table: 'airlines',
    file: 'airlines.json',
    key: 'prefix',
    columns: [
      ['prefix', 'text'],
      ['iata', 'text'],
      ['icao', 'text'],
      ['name', 'text'],
      ['url', 'text'],
    ],
  },
  {
    table: 'ports',
    file: 'ports.json',
    key: 'unlocode',
    columns: [
      ['unlocode', 'text'],
      ['name', 'text'],
      ['city', 'text'],
      ['country', 'text'],
      ['country_code', 'text'],
      ['lat', 'double precision'],
      ['lng', 'double precision'],
      ['timezone', 'text'],
    ],
  },
  {
    table: 'airports',
    file: 'airports.json',
    key: 'iata',
    columns: [
      ['iata', 'text'],
      ['icao', 'text'],
      ['name', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['country', 'text'],
      ['country_code', 'text'],
      ['lat', 'double precision'],
      ['lng', 'double precision'],
      ['timezone', 'text'],
    ],
  },
  {
    table: 'vessels',
    file: 'vessels.json',
    key: 'imo',
    columns: [
      ['imo', 'text'],
      ['name', 'text'],
      ['mmsi', 'text'],
      ['call_sign', 'text'],
      ['flag', 'text'],
      ['operator_scac', 'text'],
    ],
  },
];

export const REFERENCE_DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url));

function readData(): { texts: Map<string, string>; checksum: string } {
  const hash = createHash('sha256').update(`seed-logic:${SEED_LOGIC_VERSION}\n`);
  const texts = new Map<string, string>();
  for (const spec of REFERENCE_TABLES) {
    const text = readFileSync(REFERENCE_DATA_DIR + spec.file, 'utf8');
    texts.set(spec.table, text);
    hash.update(`${spec.file}\n`).update(text);
  }
  return { texts, checksum: hash.digest('hex') };
}

export async function seedReference(db: Db): Promise<void> {
  const started = Date.now();
  const { texts, checksum } = readData();
  const loaded = await db.tx(async (tx) => {
    await lockSeeding(tx);
    if ((await seededChecksum(tx)) === checksum) return false;
    for (const spec of REFERENCE_TABLES) await upsertTable(tx, spec, texts.get(spec.table)!);
    await recordSeed(tx, checksum);
    return true;
  });
  if (loaded) logger.info({ ms: Date.now() - started, checksum: checksum.slice(0, 12) }, 'reference data seeded');
}
