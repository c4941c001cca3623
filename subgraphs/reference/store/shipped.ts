// The shipped reference lists (../data/*.json) as shipped, read without the database: for the
// products that check codes and name things before (or without) a statement, such as schedules.
import { readFileSync } from 'node:fs';
import type { CarrierRow } from './carriers.js';
import type { PortRow } from './ports.js';

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as T;

/** The ocean carriers of data/carriers.json, in the file's order. */
export const shippedCarriers = (): CarrierRow[] => read<CarrierRow[]>('carriers.json');
/** The UN/LOCODE ports of data/ports.json, in the file's order. */
export const shippedPorts = (): PortRow[] => read<PortRow[]>('ports.json');
