// Parser for Cargo-IMP status messages (FSU, and FSA which has the same layout), to the IATA
// Cargo-IMP Manual (34th edition, FSA/FSU message specifications), e.g.
//
//   QD SIN05XH                                        Type-B envelope (fsu-envelope.ts): stripped
//   .HDQFMQR 200739
//   FSU/14                                            Ref. 1: message identifier / version
//   176-12345675LHRJFK/T10K120.5                      Ref. 2: AWB, origin + destination, quantity
//   DEP/EK002/12MAR/LHRDXB/T10K120.5/S1410/A1432      Ref. 3-22: status lines (fsu-grammar.ts)
//   /MC1.2                                              "/" continues the line above
//   OCI/HK/ISS/RA/28490                               Ref. 23: customs, security, regulatory
//   /HK//SS/SPX                                         information, "/" continuation lines
//   ULD/PMC72534QR                                    Ref. 24: ULDs
//   OSI/…                                             Ref. 25: other service information
//
// Ref. 2's origin and destination and its quantity are optional (an FSA "no record found"
// carries the AWB alone); a second consignment line for the same AWB starts the next part's
// lines (FSA 6.19); one for another AWB is reported and its lines skipped. "OSI/RFS" or an OSI
// mentioning TRUCK marks the message's flights as road feeder service. REF/SSR/COR/SRI lines are
// recognised and ignored.
//
// Outcome: a message without its identifier or with an unreadable consignment line is rejected
// as a whole; text before the identifier that is not envelope, a status line that cannot be
// read, a line not to the layout but read anyway, and a continuation with nothing to continue
// are warnings with their line number, the rest of the message kept. An unrecognised 3-letter
// code is kept as is (the normaliser reports it as UNKNOWN). Times are station-local and carry
// no year: the normaliser resolves both. Each message read is counted once, by its caller
// (message-formats.ts readMessage), in connector_messages_total{connector="cargo-imp"}: ok,
// partial (warnings) or rejected. Nothing here throws on bad input.
import { envelopeEnd, isHeader, textLines, type TextLine } from './fsu-envelope.js';
import {
  clip,
  continueStatus,
  parseQuantity,
  parseStatusLine,
  type FsuQuantity,
  type FsuStatusLine,
} from './fsu-grammar.js';

export { splitMessages } from './fsu-envelope.js';
export { parseFlight } from './fsu-grammar.js';
export type { FsuQuantity, FsuStatusLine, FsuTime, TimeKind } from './fsu-grammar.js';

export interface FsuMessage {
  type: 'FSU' | 'FSA';
  version: number;
  /** 11 digits. */
  awb: string;
  /** Airport or city codes of the consignment line; '' when the line leaves them out. */
  origin: string;
  destination: string;
  quantity: FsuQuantity | null;
  statuses: FsuStatusLine[];
  osi: string[];
  /** OCI lines (customs, security and regulatory control information), continuations joined. */
  oci?: string[];
  /** ULD identifications of the ULD lines. */
  ulds?: string[];
  /** OSI marks the message's flights as road feeder service (trucks). */
  roadFeeder: boolean;
}

export type FsuParse = { ok: true; message: FsuMessage; warnings: string[] } | { ok: false; error: string };

const IGNORED_LINES = new Set(['REF', 'SSR', 'COR', 'SRI']);
const CONSIGNMENT = /^(\d{3})-?(\d{8})(?:([A-Z]{3})([A-Z]{3}))?(?:\/(.*))?$/;

/** Parses one message. Never throws. */
export function parseFsu(text: string): FsuParse {
  if (typeof text !== 'string') return { ok: false, error: 'message is not text' };
  const lines = textLines(text);
  if (lines.length === 0) return { ok: false, error: 'empty message' };
  const { start, stray } = envelopeEnd(lines);
  if (start < 0)
    return {
      ok: false,
      error: `not a status message: first line "${clip(lines[0]!.text)}" is not FSU/<version> or FSA/<version>`,
    };
  const head = isHeader(lines[start]!.text)!;
  const consLine = lines[start + 1];
  const cons = consLine ? CONSIGNMENT.exec(consLine.text) : null;
  if (!cons)
    return {
      ok: false,
      error: `line ${consLine?.no ?? lines[start]!.no + 1}: consignment detail "${clip(consLine?.text ?? '')}" is not ppp-ssssssss[OOODDD][/quantity]`,
    };
  const warnings = stray.map((l) => `line ${l.no}: "${clip(l.text)}" before the message identifier ignored`);
  const message: FsuMessage = {
    type: head[1] as 'FSU' | 'FSA',
    version: Number(head[2]),
    awb: cons[1]! + cons[2]!,
    origin: cons[3] ?? '',
    destination: cons[4] ?? '',
    quantity: quantityOf(cons[5], consLine!.no, warnings),
    statuses: [],
    osi: [],
    oci: [],
    ulds: [],
    roadFeeder: false,
  };
  readBody(message, lines.slice(start + 2), warnings);
  message.roadFeeder = message.osi.some((o) => /\bRFS\b|\bTRUCK/.test(o));
  if (message.statuses.length === 0 && message.osi.length === 0 && message.oci!.length === 0)
    warnings.push('message carries no readable status line');
  return { ok: true, message, warnings };
}

function quantityOf(field: string | undefined, lineNo: number, warnings: string[]): FsuQuantity | null {
  if (!field) return null;
  const q = parseQuantity(field.split('/')[0]!.trim());
  if (!q) warnings.push(`line ${lineNo}: unreadable quantity "${clip(field)}"`);
  return q;
}

type Last = { kind: 'status'; s: FsuStatusLine } | { kind: 'osi' | 'oci' | 'uld' | 'ignored' } | null;

/** The lines after the consignment line: status, continuation, OCI, ULD, OSI and other lines. */
function readBody(message: FsuMessage, lines: TextLine[], warnings: string[]): void {
  let last: Last = null;
  let otherAwb = false;
  for (const { no, text: line } of lines) {
    const cons = CONSIGNMENT.exec(line);
    if (cons) {
      otherAwb = cons[1]! + cons[2]! !== message.awb;
      if (otherAwb)
        warnings.push(`line ${no}: consignment detail for ${cons[1]}-${cons[2]}, not this AWB: its lines skipped`);
      last = null;
      continue;
    }
    if (otherAwb) continue;
    if (line.startsWith('/')) {
      if (!continueLine(message, last, line.slice(1)))
        warnings.push(`line ${no}: continuation line with nothing to continue`);
      continue;
    }
    const id = line.slice(0, 3);
    if (line[3] === '/' || line.length === 3) {
      const rest = line.slice(4).trim();
      if (id === 'OSI') {
        message.osi.push(rest);
        last = { kind: 'osi' };
        continue;
      }
      if (id === 'OCI') {
        message.oci!.push(rest);
        last = { kind: 'oci' };
        continue;
      }
      if (id === 'ULD') {
        message.ulds!.push(...rest.split('/').filter(Boolean));
        last = { kind: 'uld' };
        continue;
      }
      if (IGNORED_LINES.has(id)) {
        last = { kind: 'ignored' };
        continue;
      }
    }
    const parsed = parseStatusLine(line, no);
    if ('error' in parsed) {
      warnings.push(parsed.error);
      last = null;
      continue;
    }
    if (parsed.warning) warnings.push(parsed.warning);
    message.statuses.push(parsed.status);
    last = { kind: 'status', s: parsed.status };
  }
}

/** Adds a "/" line to the line it continues; false when there is none. */
function continueLine(message: FsuMessage, last: Last, text: string): boolean {
  if (!last) return false;
  if (last.kind === 'status')
    continueStatus(
      last.s,
      text
        .split('/')
        .map((t) => t.trim())
        .filter(Boolean),
    );
  else if (last.kind === 'osi') message.osi.push(text.trim());
  else if (last.kind === 'oci') message.oci!.push(`/${text.trim()}`);
  else if (last.kind === 'uld') message.ulds!.push(...text.split('/').filter(Boolean));
  return true;
}
