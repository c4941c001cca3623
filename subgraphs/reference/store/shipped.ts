// The shipped reference lists (../data/*.json) as shipped, read without the database: for the
// products that check codes and name things before (or without) a statement, such as schedules,
// and for the sandboxes' worlds. Each file is parsed once per process; callers must not mutate it.
import { readFileSync } from 'node:fs';
import type { CarrierRow } from './carriers.js';
import type { PortRow } from './ports.js';

/** The files of ../data/ (each documented in its README). */
type ShippedFile =
  | 'airlines.json'
  | 'airports.json'
  | 'carriers.json'
  | 'iso-size-types.json'
  | 'lessors.json'
  | 'ports.json'
  | 'vessels.json';

const parsed = new Map<ShippedFile, unknown>();

/** One shipped file's rows, in the file's order; the caller names the row shape it reads. */
export function shippedRows<T>(file: ShippedFile): readonly T[] {
  if (!parsed.has(file))
    parsed.set(file, JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')));
  return parsed.get(file) as readonly T[];
}

/** The ocean carriers of data/carriers.json, in the file's order. */
export const shippedCarriers = () => shippedRows<CarrierRow>('carriers.json');
/** The UN/LOCODE ports of data/ports.json, in the file's order. */
export const shippedPorts = () => shippedRows<PortRow>('ports.json');

let portByCode: ReadonlyMap<string, PortRow> | null = null;
/** The shipped ports by UN/LOCODE, built once. */
export function shippedPortByCode(): ReadonlyMap<string, PortRow> {
  portByCode ??= new Map(shippedPorts().map((p) => [p.unlocode, p]));
  return portByCode;
}
