// The plain shape the air readers (cargo-imp, cargo-xml, one-record) answer for a message, its
// status lines and the normalised record, whatever the format the message came in.
import type { FsuMessage, FsuStatusLine } from '../../../subgraphs/air/connectors/fsu-parser.js';
import type { Normalised } from '../../../subgraphs/air/decide/normalise.js';

const timeOf = (t: FsuStatusLine['times'][number]) =>
  `${t.kind}${t.side ?? ''}${String(Math.floor(t.minutes / 60)).padStart(2, '0')}${String(t.minutes % 60).padStart(2, '0')}${t.dayChange ? (t.dayChange > 0 ? `+${t.dayChange}` : t.dayChange) : ''}`;

function statusShape(s: FsuStatusLine) {
  return {
    code: s.code,
    carrier: s.carrier,
    flight: s.flight,
    day: s.day,
    month: s.month,
    minutes: s.minutes,
    airports: s.airports,
    pieces: s.quantity?.pieces ?? null,
    weightKg: s.quantity?.weightKg ?? null,
    split: s.quantity?.code ?? null,
    totalPieces: s.quantity?.totalPieces ?? null,
    discrepancy: s.discrepancy,
    times: s.times.map(timeOf),
    at: s.at?.toISOString() ?? null,
  };
}

/** The record's status and timeline: each event's code and its instant (actual, else estimated) in UTC. */
function recordShape(record: Normalised) {
  return {
    status: record.status,
    events: record.events.map((e) => e.status_code),
    instants: record.events.map((e) => (e.actual ?? e.estimated)?.toISOString() ?? null),
  };
}

/** A message read: its consignment, its status lines and the record they normalise to. */
export function messageShape(m: FsuMessage, record: Normalised) {
  return {
    awb: m.awb,
    origin: m.origin || null,
    destination: m.destination || null,
    pieces: m.quantity?.pieces ?? null,
    weightKg: m.quantity?.weightKg ?? null,
    statuses: m.statuses.map(statusShape),
    record: recordShape(record),
  };
}
