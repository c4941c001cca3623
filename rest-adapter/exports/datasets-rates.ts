// The rates host's datasets (docs/exports.md): the stored daily market rates of every lane and
// the index history. Market data is the same for every caller with rates:read.
import { HistoryPointFields } from '../generated/operations.js';
import { c, type Dataset } from './dictionary.js';

/** The rows of a rates dataset: the rates subgraph's export stream (its rates_export field's). */
const ratesRows = (dataset: 'market_rates' | 'index_history'): Dataset['rows'] => ({
  subgraph: 'rates',
  args: { dataset },
});

const RATES = { product: 'rates', scope: 'rates:read' } as const;

/** The day's price figures: the history route's points carry the same (the HistoryPoint fragment's Float fields). */
const FIGURES = Object.entries(HistoryPointFields).flatMap(([name, type]) => (type === 'Float' ? [name] : []));
const SUMMARIES: Record<string, string> = { mean: 'Mean', min: 'Lowest', max: 'Highest' };

/** A figure's meaning: p<N> the N-th percentile (p50 the median), or a summary. */
const meaning = (figure: string) => {
  const n = /^p(\d+)$/.exec(figure)?.[1];
  return n ? (n === '50' ? 'Median' : `${n}th percentile`) : SUMMARIES[figure]!;
};
const money = (figure: string) => c(figure, 'float', `${meaning(figure)}, all-in USD; null below three sources`);

export const MARKET_RATES: Dataset = {
  name: 'market_rates',
  ...RATES,
  rows: ratesRows('market_rates'),
  version: 1,
  description:
    'One row per lane, equipment, rate type and day: the distribution of the counted all-in USD prices (GET /v1/rates/lanes/{origin}/{destination}/history by day).',
  changed: 'updated_at: the day was first stored or its figures moved when observations changed',
  columns: [
    c('origin', 'text', 'Port of loading (UN/LOCODE)'),
    c('destination', 'text', 'Port of discharge (UN/LOCODE)'),
    c('origin_region', 'text', "The origin's trade region"),
    c('destination_region', 'text', "The destination's trade region"),
    c('equipment', 'text', 'ISO 6346 size-type code (42G1, …)'),
    c('rate_type', 'text', 'spot or contract'),
    c('day', 'date', 'The day the prices were valid'),
    c('count', 'int', 'Sources counted that day'),
    ...FIGURES.map(money),
    c('updated_at', 'timestamp', 'When the figures last changed (the export window compares this)'),
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
    c('index_code', 'text', 'Index code (GLOBAL, ASIA_NEUR, …)'),
    c('index_name', 'text', 'Index name'),
    c('equipment', 'text', 'The equipment the index prices (ISO 6346)'),
    c('day', 'date', 'Publication day'),
    c('value_usd', 'float', 'Index value, USD'),
    c('updated_at', 'timestamp', 'When the value last changed (the export window compares this)'),
  ],
};
