// A rate sheet (CSV) read and checked, pure: each row becomes an observation to import or a
// refusal naming its line and why. The columns are documented in docs/rates.md ("Importing rate
// sheets"); use-cases/import-sheet.ts applies a sheet without refusals.
import { createHash } from 'node:crypto';
import { EQUIPMENT, isEquipment, RATE_TYPES, SOURCE_KINDS } from './vocabulary.js';
import type { NewObservation, Surcharge } from '../store/observations.js';

const REQUIRED_COLUMNS = [
  'origin',
  'destination',
  'equipment',
  'rate_type',
  'source_kind',
  'source',
  'valid_from',
  'valid_to',
  'observed_at',
  'all_in_amount',
  'all_in_currency',
] as const;
const OPTIONAL_COLUMNS = ['base_amount', 'base_currency', 'surcharges'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** An observation from a sheet, before its lane exists (use-cases/import-sheet.ts resolves origin and destination). */
export interface SheetObservation extends Omit<NewObservation, 'lane_id' | 'feed'> {
  line: number;
  origin: string;
  destination: string;
}

export interface SheetProblem {
  line: number;
  reason: string;
}

export interface Sheet {
  rows: SheetObservation[];
  problems: SheetProblem[];
}

/**
 * CSV records (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks) with the
 * line each starts on. A leading byte-order mark and blank lines are ignored.
 */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') (fields.push(field), (field = ''));
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      end();
      start = ++line;
    } else field += c;
  }
  if (field !== '' || fields.length) end();
  return records;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (v: string) =>
  DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const SURCHARGE_CODE = /^[A-Z][A-Z0-9_]{1,19}$/;

class RowProblem extends Error {}
const refuse = (reason: string): never => {
  throw new RowProblem(reason);
};

/** An amount: empty is unknown (null, never 0); otherwise a non-negative number with at most 2 decimals. */
function amount(column: string, v: string): number | null {
  if (v === '') return null;
  if (!AMOUNT.test(v)) refuse(`${column} must be a non-negative amount with at most 2 decimals, got "${v}"`);
  return Number(v);
}

function currency(column: string, v: string, amountGiven: boolean): string | null {
  if (v === '') return amountGiven ? refuse(`${column} is required with an amount`) : null;
  if (!CURRENCY.test(v)) refuse(`${column} must be an ISO 4217 code such as USD, got "${v}"`);
  return v;
}

function oneOf(column: string, v: string, allowed: readonly string[]): string {
  if (!allowed.includes(v)) refuse(`${column} must be one of ${allowed.join(', ')}, got "${v}"`);
  return v;
}

/** "BAF:410:USD;THC_ORIGIN:1200:CNY"; an empty amount ("LSS::USD") is a surcharge of unknown amount. */
function surcharges(v: string): Surcharge[] {
  if (v === '') return [];
  return v.split(';').map((part) => {
    const [code = '', amt = '', cur = '', ...extra] = part.trim().split(':');
    if (extra.length || !SURCHARGE_CODE.test(code))
      refuse(`surcharges must be CODE:amount:CURRENCY separated by ";", got "${part.trim()}"`);
    return { code, amount: amount(`surcharge ${code}`, amt), currency: currency(`surcharge ${code}`, cur, true)! };
  });
}

function observation(line: number, get: (c: Column) => string): SheetObservation {
  const port = (column: Column) => {
    const v = get(column).toUpperCase();
    if (!UNLOCODE.test(v)) refuse(`${column} must be a UN/LOCODE such as CNSHA, got "${get(column)}"`);
    return v;
  };
  const origin = port('origin');
  const destination = port('destination');
  if (origin === destination) refuse('origin and destination are the same port');
  const equipment = get('equipment').toUpperCase();
  if (!isEquipment(equipment))
    refuse(`equipment must be one of ${EQUIPMENT.join(', ')} (ISO 6346 size-type), got "${get('equipment')}"`);
  const rate_type = oneOf('rate_type', get('rate_type').toLowerCase(), RATE_TYPES);
  const source_kind = oneOf('source_kind', get('source_kind').toLowerCase(), SOURCE_KINDS);
  const source = get('source');
  if (!source) refuse('source is required (a SCAC or the forwarder’s name)');
  const day = (column: Column) =>
    isCalendarDate(get(column)) ? get(column) : refuse(`${column} must be a date as YYYY-MM-DD, got "${get(column)}"`);
  const valid_from = day('valid_from');
  const valid_to = day('valid_to');
  if (valid_to < valid_from) refuse(`valid_to ${valid_to} is before valid_from ${valid_from}`);
  const published = Date.parse(get('observed_at'));
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(get('observed_at')) || !published)
    refuse(`observed_at must be an ISO 8601 timestamp with offset, got "${get('observed_at')}"`);
  const observed_at = new Date(published).toISOString();
  const base_amount = amount('base_amount', get('base_amount'));
  const base_currency = currency('base_currency', get('base_currency'), base_amount !== null);
  const all_in_amount = amount('all_in_amount', get('all_in_amount'));
  const all_in_currency = currency('all_in_currency', get('all_in_currency'), all_in_amount !== null);
  const fields = {
    origin,
    destination,
    equipment,
    rate_type,
    source_kind,
    source,
    valid_from,
    valid_to,
    observed_at,
    base_amount,
    base_currency,
    surcharges: surcharges(get('surcharges')),
    all_in_amount,
    all_in_currency,
  };
  const row_key = `csv:${createHash('sha256').update(JSON.stringify(fields)).digest('hex')}`;
  return { line, ...fields, row_key };
}

/**
 * Reads a rate sheet: the header names the columns (any order, case-insensitive; every required
 * column present, none unknown), each further record is one observation. Every bad row is a
 * problem with its line; a row repeating an earlier one is a problem too (the sheet says the
 * same price twice).
 */
export function readSheet(text: string): Sheet {
  const [header, ...records] = csvRecords(text);
  if (!header) return { rows: [], problems: [{ line: 1, reason: 'the file is empty (no header)' }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const known: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
  const headerProblems = [
    ...REQUIRED_COLUMNS.filter((c) => !names.includes(c)).map((c) => `missing column ${c}`),
    ...names.filter((n) => !known.includes(n)).map((n) => `unknown column "${n}"`),
    ...names.filter((n, i) => names.indexOf(n) !== i).map((n) => `column ${n} appears twice`),
  ];
  if (headerProblems.length)
    return { rows: [], problems: headerProblems.map((reason) => ({ line: header.line, reason })) };

  const rows: SheetObservation[] = [];
  const problems: SheetProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== names.length) {
      problems.push({ line, reason: `${fields.length} fields where the header has ${names.length}` });
      continue;
    }
    const get = (c: Column) => {
      const i = names.indexOf(c);
      return i < 0 ? '' : fields[i]!.trim();
    };
    try {
      const row = observation(line, get);
      const earlier = seen.get(row.row_key);
      if (earlier !== undefined) problems.push({ line, reason: `the same observation as line ${earlier}` });
      else (seen.set(row.row_key, line), rows.push(row));
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      problems.push({ line, reason: err.message });
    }
  }
  return { rows, problems };
}
