// Every export dataset (docs/exports.md), by the host that serves it: each a versioned table with
// a stable column list and types (dictionary.ts). The owning subgraph answers rows with exactly
// these names; the format writers type each column from here (Parquet's schema, CSV's cells).
import type { Product } from '../envelopes.js';
import type { Dataset } from './dictionary.js';
import { CONTAINERS, EVENTS, VESSEL_POSITIONS } from './datasets-ocean.js';
import { CONTAINER_LANES } from './datasets-lanes.js';
import { LOAD_PLANS, LOAD_PLAN_UNITS } from './datasets-loading.js';
import { INDEX_HISTORY, MARKET_RATES } from './datasets-rates.js';
import { RELIABILITY_OBSERVATIONS, SAILINGS } from './datasets-schedules.js';
import { WEBHOOK_DELIVERIES } from './datasets-webhooks.js';

export type { Column, Dataset } from './dictionary.js';
export { CONTAINERS, EVENTS, VESSEL_POSITIONS, LOAD_PLANS, LOAD_PLAN_UNITS, MARKET_RATES };
export { SAILINGS, RELIABILITY_OBSERVATIONS };

export const DATASETS: readonly Dataset[] = [
  CONTAINERS,
  EVENTS,
  VESSEL_POSITIONS,
  CONTAINER_LANES,
  LOAD_PLANS,
  LOAD_PLAN_UNITS,
  MARKET_RATES,
  INDEX_HISTORY,
  SAILINGS,
  RELIABILITY_OBSERVATIONS,
  ...WEBHOOK_DELIVERIES,
];

export const datasetsOf = (product: Product): Dataset[] => DATASETS.filter((d) => d.product === product);
