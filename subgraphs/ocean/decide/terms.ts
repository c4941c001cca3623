// Demurrage terms a caller files (Mutation.file_demurrage_terms, docs/ocean.md): checked against
// the reference data before they are written, and the terms record the API answers.
import { AppError } from '../../../platform/errors.js';
import type { RefData } from '../store/reference-data.js';
import type { TermsRow, TermsWrite } from '../store/index.js';

export interface TermsInput {
  carrier_code?: string | null;
  port?: string | null;
  lane?: string | null;
  free_days?: unknown;
  tiers?: unknown;
  label?: string | null;
}

type Tier = { from_day: number; daily_rate_usd: number };

/** The terms to write: a known SCAC and UN/LOCODE, a tariff lane, 0 to 365 free days, 1 to 4 tiers. */
export function checkTerms(input: TermsInput, ref: RefData): TermsWrite {
  const carrier = input.carrier_code ? String(input.carrier_code).trim().toUpperCase() : null;
  if (carrier && !ref.carrierByScac.has(carrier))
    throw new AppError('VALIDATION_ERROR', `carrier_code ${carrier} is not a known SCAC`);
  const port = input.port ? String(input.port).trim().toUpperCase() : null;
  if (port && !ref.portByCode.has(port))
    throw new AppError('VALIDATION_ERROR', `port ${port} is not a known UN/LOCODE`);
  const lane = input.lane ?? null;
  if (lane !== null && !['us_import', 'eu_import', 'asia_import'].includes(lane))
    throw new AppError('VALIDATION_ERROR', 'lane must be us_import, eu_import or asia_import');
  const fd = input.free_days;
  if (typeof fd !== 'number' || !Number.isInteger(fd) || fd < 0 || fd > 365)
    throw new AppError('VALIDATION_ERROR', 'free_days must be an integer from 0 to 365');
  const tiers = input.tiers !== undefined && input.tiers !== null ? checkTiers(input.tiers) : null;
  if (
    input.label !== undefined &&
    input.label !== null &&
    (typeof input.label !== 'string' || input.label.length > 200)
  ) {
    throw new AppError('VALIDATION_ERROR', 'label must be a string of at most 200 characters');
  }
  return { carrier_scac: carrier, port_unlocode: port, lane, free_days: fd, tiers, label: input.label ?? null };
}

/** Tiers by chargeable day: the first from day 1, strictly increasing, each rate 0 to 100,000 USD a day. */
function checkTiers(given: unknown): Tier[] {
  if (!Array.isArray(given) || given.length < 1 || given.length > 4)
    throw new AppError('VALIDATION_ERROR', 'tiers must be an array of 1 to 4 tiers');
  const tiers: Tier[] = [];
  let prev = 0;
  for (const t of given as { from_day?: unknown; daily_rate_usd?: unknown }[]) {
    const from = t?.from_day;
    const rate = t?.daily_rate_usd;
    if (typeof from !== 'number' || !Number.isInteger(from) || from <= prev || from > 366) {
      throw new AppError(
        'VALIDATION_ERROR',
        'tier from_day must be whole chargeable days, strictly increasing, the first 1',
      );
    }
    if (tiers.length === 0 && from !== 1)
      throw new AppError(
        'VALIDATION_ERROR',
        'the first tier must start on from_day 1 (the first day after the last free day)',
      );
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100_000)
      throw new AppError('VALIDATION_ERROR', 'tier daily_rate_usd must be a number from 0 to 100000');
    tiers.push({ from_day: from, daily_rate_usd: rate });
    prev = from;
  }
  return tiers;
}

/** The terms as the API answers them: each tier with the last day it covers (null: open-ended). */
export function termsRecord(t: TermsRow) {
  const tiers =
    t.tiers?.map((x, i, all) => ({
      from_day: x.from_day,
      to_day: all[i + 1] ? all[i + 1]!.from_day - 1 : null,
      daily_rate_usd: Number(x.daily_rate_usd),
    })) ?? null;
  return {
    id: t.id,
    carrier_code: t.carrier_scac,
    port: t.port_unlocode,
    lane: t.lane,
    free_days: t.free_days,
    tiers,
    label: t.label,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}
