// Analyst export pages of the market data (docs/exports.md): one keyset page of the stored daily
// market rates or index values, ordered by when each row last changed and its row number. Market
// data is the same for every organisation holding rates:read; no row is an organisation's.
import type { Queryable } from '../../../platform/db.js';
import type { ExportWindow, KeyedRow } from '../../../platform/export-page.js';
import { exportPosition, exportWhere } from '../../../platform/export-sql.js';
import { MARKET_FIGURES } from '../decide/vocabulary.js';
import type { MarketRow } from './market.js';

/** A stored daily market rate (MarketRow) with its lane's ports and regions instead of the lane id. */
export interface MarketRateExportRow extends KeyedRow, Omit<MarketRow, 'lane_id'> {
  origin: string;
  destination: string;
  origin_region: string;
  destination_region: string;
  updated_at: Date;
}

/** Stored daily market rates changed in the window, with their lane's ports and regions. */
export async function marketRateExportPage(db: Queryable, w: ExportWindow): Promise<MarketRateExportRow[]> {
  const { where, params } = exportWhere('m.updated_at', 'm.seq', w, { before: 0, idType: 'bigint' });
  const r = await db.query<MarketRateExportRow>(
    `SELECT l.origin, l.destination, l.origin_region, l.destination_region, m.equipment, m.rate_type,
            to_char(m.day, 'YYYY-MM-DD') AS day, m.count, ${MARKET_FIGURES.map((f) => `m.${f}`).join(', ')},
            m.updated_at, ${exportPosition('m.updated_at', 'm.seq')}
       FROM rates.market_daily m JOIN rates.lanes l ON l.id = m.lane_id
      WHERE ${where} ORDER BY m.updated_at, m.seq LIMIT ${w.fetch}`,
    params,
  );
  return r.rows;
}

export interface IndexValueExportRow extends KeyedRow {
  index_code: string;
  index_name: string;
  equipment: string;
  day: string;
  value_usd: number;
  updated_at: Date;
}

/** Stored index values changed in the window. */
export async function indexValueExportPage(db: Queryable, w: ExportWindow): Promise<IndexValueExportRow[]> {
  const { where, params } = exportWhere('v.updated_at', 'v.seq', w, { before: 0, idType: 'bigint' });
  const r = await db.query<IndexValueExportRow>(
    `SELECT v.index_code, i.name AS index_name, i.equipment, to_char(v.day, 'YYYY-MM-DD') AS day, v.value_usd,
            v.updated_at, ${exportPosition('v.updated_at', 'v.seq')}
       FROM rates.index_values v JOIN rates.indices i ON i.code = v.index_code
      WHERE ${where} ORDER BY v.updated_at, v.seq LIMIT ${w.fetch}`,
    params,
  );
  return r.rows;
}
