// Cargo-IMP FSU/FSA messages (test/fixtures/cargo-imp/): each sample goes through the air
// product's own parser (subgraphs/air/connectors/fsu-parser.ts) and normaliser
// (subgraphs/air/normalise.ts) exactly as an airline's answer would, and comes back in the plain
// shape expected.json states:
//   { type, awb, origin, destination,
//     statuses: [each line as air-shape.ts's statusShape: code, carrier, flight, day, month,
//                minutes, airports, pieces, weightKg, discrepancy, …],
//     warnings: <how many the parser reported>,
//     record: { status, events: [status_code, …], instants } }
// or { rejected: <the parser's reason> } for a message rejected whole.
// The record is normalised without airports (times read as UTC) against a fixed reference time;
// the corpus checks what is read, not time zones.
import type { Reader } from './reader.js';
import { messageShape } from './air-shape.js';
import { parseFsu } from '../../../subgraphs/air/connectors/fsu-parser.js';
import { normalise } from '../../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../../subgraphs/air/connectors/message-formats.js';

const REF = new Date('2026-06-15T00:00:00Z');

function readCargoImp(text: string): unknown {
  const r = parseFsu(text);
  if (!r.ok) return { rejected: r.error };
  const m = r.message;
  const record = normalise(parseAnswer(m.awb, [text]), new Map(), REF);
  return {
    type: m.type,
    ...messageShape(m, record),
    warnings: r.warnings.length,
  };
}

export const cargoImp: Reader = {
  standard: 'cargo-imp',
  via: 'subgraphs/air fsu-parser.ts + normalise.ts',
  read: (text) => Promise.resolve(readCargoImp(text)),
};
