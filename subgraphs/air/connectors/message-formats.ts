// Which parser reads an airline message: the air product's airline connectors all answer text
// messages (types.ts), and this is the one place that tells the formats apart, by content —
//   starts with "<"  Cargo-XML XFSU (xfsu-parser.ts): one or more rsm:StatusMessage documents
//   starts with "{"  ONE Record JSON-LD (one-record-parser.ts): the client's bundle or a document
//   otherwise        Cargo-IMP FSU / FSA text (fsu-parser.ts)
// — each giving the same FsuMessage model. Every message read is counted in
// connector_messages_total{connector: cargo-imp | cargo-xml | one-record, result}: ok, partial
// (read with warnings: a status dropped), rejected (nothing of it could be read). parseAnswer reads
// an airline's whole answer for decide/normalise.ts.
import { connectorMessages } from '../../../platform/metrics.js';
import { parseFsu, type FsuMessage, type FsuParse } from './fsu-parser.js';
import { parseXfsuDocuments } from './xfsu-parser.js';
import { parseOneRecord } from './one-record-parser.js';

export type MessageFormat = 'cargo-imp' | 'cargo-xml' | 'one-record';

export function formatOf(text: string): MessageFormat {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') ? 'cargo-xml' : head.startsWith('{') ? 'one-record' : 'cargo-imp';
}

/** The messages of one text (an XFSU text may hold several documents), each parsed and counted. */
export function readMessage(text: string): { format: MessageFormat; results: FsuParse[] } {
  const format = formatOf(text);
  let results: FsuParse[];
  try {
    results =
      format === 'cargo-xml'
        ? parseXfsuDocuments(text)
        : [format === 'one-record' ? parseOneRecord(text) : parseFsu(text)];
  } catch (e) {
    // The parsers do not throw; should one, the message is rejected, never the answer.
    results = [{ ok: false, error: `unreadable: ${(e as Error).message}` }];
  }
  for (const r of results)
    connectorMessages.inc({ connector: format, result: !r.ok ? 'rejected' : r.warnings.length ? 'partial' : 'ok' });
  return { format, results };
}

export interface ParsedAnswer {
  messages: FsuMessage[];
  warnings: string[];
  /** Every airport the messages mention (to load before normalising). */
  stations: string[];
}

/** Parses every message, Cargo-IMP, XFSU or ONE Record (readMessage); keeps only those about this waybill. */
export function parseAnswer(awbDigits: string, texts: string[]): ParsedAnswer {
  const messages: FsuMessage[] = [];
  const warnings: string[] = [];
  const stations = new Set<string>();
  texts.forEach((text, i) => {
    const { results } = readMessage(text);
    results.forEach((r, j) => {
      const n = `message ${i + 1}${results.length > 1 ? `.${j + 1}` : ''}`;
      if (!r.ok) return void warnings.push(`${n} rejected: ${r.error}`);
      if (r.message.awb !== awbDigits)
        return void warnings.push(`${n} rejected: it is about ${r.message.awb}, not ${awbDigits}`);
      for (const w of r.warnings) warnings.push(`${n}: ${w}`);
      messages.push(r.message);
      for (const a of [r.message.origin, r.message.destination, ...r.message.statuses.flatMap((s) => s.airports)])
        if (a) stations.add(a);
    });
  });
  return { messages, warnings, stations: [...stations] };
}
