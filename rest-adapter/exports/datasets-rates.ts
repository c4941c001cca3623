// The rates host's datasets (docs/exports.md): the stored daily market rates of every lane and
// the index history. Market data is the same for every caller with rates:read. A market_rates
// row is a Lane's MarketRate on a day, an index_history row a RateIndex's IndexPoint: a column
// that is one of their fields names it and carries its SDL description (f); the others are
// described here (c).
import { MarketRateFields } from '../generated/operations.js';
import { c, f, type Dataset } from './dictionary.js';

/** The rows of a rates dataset: the rates subgraph's export stream (its rates_export field's). */
const ratesRows = (dataset: 'market_rates' | 'index_history'): Dataset['rows'] => ({
  subgraph: 'rates',
  args: { dataset },
});

const RATES = { product: 'rates', scope: 'rates:read' } as const;

type MarketRateField = keyof typeof MarketRateFields;
type Figure = { [K in MarketRateField]: (typeof MarketRateFields)[K] extends 'Float' ? K : never }[MarketRateField];
/** The day's price figures: the MarketRate fragment's Float fields (the history route's points carry the same). */
const FIGURES = (Object.keys(MarketRateFields) as MarketRateField[]).filter(
  (name): name is Figure => MarketRateFields[name] === 'Float',
);

export const MARKET_RATES: Dataset = {
  name: 'market_rates',
  ...RATES,
  rows: ratesRows('market_rates'),
  version: 1,
  description:
    'One row per lane, equipment, rate type and day: the distribution of the counted all-in USD prices (GET /v1/rates/lanes/{origin}/{destination}/history by day).',
  changed: 'updated_at: the day was first stored or its figures moved when observations changed',
  columns: [
    f('Lane.origin', 'text'),
    f('Lane.destination', 'text'),
    f('Lane.origin_region', 'text'),
    f('Lane.destination_region', 'text'),
    f('MarketRate.equipment', 'text'),
    f('MarketRate.rate_type', 'text'),
    // MarketRate.date, named as the other datasets name a calendar day.
    c('day', 'date', 'The day the prices were valid.'),
    f('MarketRate.count', 'int'),
    ...FIGURES.map((figure) => f(`MarketRate.${figure}`, 'float')),
    c('updated_at', 'timestamp', 'When the figures last changed (the export window compares this).'),
  ],
};

export const INDEX_HISTORY: Dataset = {
  name: 'index_history',
  ...RATES,
  rows: ratesRows('index_history'),
  version: 1,
  description:
    "One row per index and day it was published: the weighted mean of its component lanes' spot medians (GET /v1/rates/indices/{code}).",
  changed: 'updated_at: the value was first published or moved when its lanes’ medians changed',
  columns: [
    // RateIndex.code and .name, and IndexPoint.date, named for the index and the day.
    c('index_code', 'text', 'Index code (GLOBAL, ASIA_NEUR, …).'),
    c('index_name', 'text', 'Index name.'),
    f('RateIndex.equipment', 'text'),
    c('day', 'date', 'Publication day.'),
    f('IndexPoint.value_usd', 'float'),
    c('updated_at', 'timestamp', 'When the value last changed (the export window compares this).'),
  ],
};
