// Parser for Cargo-XML XFSU status messages (IATA Cargo-XML, rsm:StatusMessage, XFSU 6.00 as in
// IATA's published element template), to the model the Cargo-IMP parser gives (FsuMessage), so
// the same normaliser builds the timeline, legs and status:
//
//   rsm:StatusMessage
//     rsm:MasterConsignment
//       ram:TransportContractDocument/ram:ID       the waybill, 176-12345675 or 17612345675
//       ram:OriginLocation/ram:ID, ram:FinalDestinationLocation/ram:ID
//       ram:TotalPieceQuantity / PieceQuantity, ram:TotalGrossWeightMeasure@unitCode
//       ram:ReportedStatus (one or more)
//         ram:ReasonCode                           the Cargo-IMP status code (CL 1.18): DEP, RCS, …
//         ram:AssociatedStatusConsignment (one or more)
//           ram:PieceQuantity, ram:GrossWeightMeasure, ram:TransportSplitDescription (T/P/S/D),
//           ram:DiscrepancyDescriptionCode         DIS: the discrepancy (MSAW, FDCA, …)
//           ram:SpecifiedLogisticsTransportMovement
//             ram:ID                               the flight (LH400)
//             ram:UsedLogisticsTransportMeans/ram:Name, ram:CarrierParty/ram:PrimaryID  carrier
//             ram:DepartureEvent, ram:ArrivalEvent, ram:ScheduledArrivalEvent           times + type S/E/A
//             ram:SpecifiedLocation (ID, FlightStatusTypeCode D departure / A arrival)
//             ram:SpecifiedEvent (OccurrenceDateTime, DateTimeTypeCode)                 when it happened
//           ram:AssociatedTransferredFromParty / AssociatedReceivedFromParty ram:PrimaryID  RCT/TFD carrier
//
// Namespace prefixes are ignored (elements are matched by local name). Outcome, as for Cargo-IMP:
// a document that is not well-formed XML, not a StatusMessage, or names no readable waybill is
// rejected (with the XML error's line); a status that cannot be read (no 3-letter code, no date,
// an impossible date) is dropped with a warning naming it, and the rest is kept. Never throws.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FsuMessage, FsuParse, FsuQuantity, FsuStatusLine, TimeKind } from './fsu-parser.js';
import {
  airportOf,
  flightOf,
  kilograms,
  toStatusLine,
  wallTime,
  type DatedStatus,
  type WallTime,
} from './xfsu-lines.js';

type Node = Record<string, unknown[]>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

const WRAP = 'fg-xfsu-documents';

/** Every document of a text (one or more XFSU messages, each optionally with its XML declaration). */
export function parseXfsuDocuments(text: string): FsuParse[] {
  const chunks = text
    .replace(/^\uFEFF/, '')
    .split(/(?=<\?xml[\s?])/)
    .filter((c) => c.trim() !== '');
  if (chunks.length === 0) return [{ ok: false, error: 'empty XML message' }];
  return chunks.flatMap((chunk) => {
    const body = chunk.replace(/^<\?xml[^>]*\?>/, '');
    const wrapped = `<${WRAP}>${body}</${WRAP}>`;
    const valid = XMLValidator.validate(wrapped);
    if (valid !== true)
      return [
        {
          ok: false as const,
          error: `not well-formed XML: line ${valid.err.line}: ${valid.err.msg.replace(`</${WRAP}`, '…')}`,
        },
      ];
    let tree: Node;
    try {
      tree = parser.parse(wrapped) as Node;
    } catch (e) {
      return [{ ok: false as const, error: `not well-formed XML: ${(e as Error).message}` }];
    }
    const root = (tree[WRAP]?.[0] ?? {}) as Node;
    const docs = Object.entries(root)
      .filter(([name, nodes]) => !name.startsWith('#') && !name.startsWith('@') && Array.isArray(nodes))
      .flatMap(([name, nodes]) => (nodes as unknown[]).map((n) => [name, (n ?? {}) as Node] as const))
      .map(([name, n]) => [name, typeof n === 'object' ? n : ({} as Node)] as const);
    if (docs.length === 0) return [{ ok: false as const, error: 'the XML message has no root element' }];
    return docs.map(([name, node]) => readDocument(name, node));
  });
}

const kids = (n: Node | undefined, name: string): Node[] =>
  (Array.isArray(n?.[name]) ? n[name] : []).filter((v): v is Node => typeof v === 'object' && v !== null);
const kid = (n: Node | undefined, ...path: string[]): Node | undefined =>
  path.reduce<Node | undefined>((at, name) => kids(at, name)[0], n);

/** The text of an element (with or without attributes), trimmed; null when absent or empty. */
function text(n: Node | undefined, ...path: string[]): string | null {
  const last = path[path.length - 1]!;
  const parent = path.length > 1 ? kid(n, ...path.slice(0, -1)) : n;
  const v = parent?.[last]?.[0];
  const s =
    typeof v === 'string' ? v : typeof v === 'object' && v !== null ? (v as Record<string, unknown>)['#text'] : null;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : typeof s === 'number' ? String(s) : null;
}

function attr(n: Node | undefined, name: string, attribute: string): string | null {
  const v = n?.[name]?.[0];
  const a = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[`@${attribute}`] : null;
  return typeof a === 'string' ? a : null;
}

const count = (s: string | null): number | null => (s !== null && /^\d{1,6}$/.test(s) ? Number(s) : null);

function readDocument(name: string, doc: Node): FsuParse {
  if (name !== 'StatusMessage') return { ok: false, error: `root element <${name}> is not an XFSU StatusMessage` };
  const mc = kid(doc, 'MasterConsignment');
  if (!mc) return { ok: false, error: 'the StatusMessage has no MasterConsignment' };
  const awbText = text(mc, 'TransportContractDocument', 'ID');
  const awb = (awbText ?? '').replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(awb))
    return { ok: false, error: `the waybill number ${JSON.stringify(awbText)} is not ppp-ssssssss` };
  const warnings: string[] = [];
  const place = (what: string, loc: string) => {
    const raw = text(mc, loc, 'ID');
    const code = airportOf(raw);
    if (!code) warnings.push(`${what} ${JSON.stringify(raw)} is not an airport code`);
    return code ?? '';
  };
  const origin = place('origin', 'OriginLocation');
  const destination = place('destination', 'FinalDestinationLocation');
  const pieces = count(text(mc, 'TotalPieceQuantity')) ?? count(text(mc, 'PieceQuantity'));
  const weight =
    kilograms(text(mc, 'TotalGrossWeightMeasure'), attr(mc, 'TotalGrossWeightMeasure', 'unitCode')) ??
    kilograms(text(mc, 'GrossWeightMeasure'), attr(mc, 'GrossWeightMeasure', 'unitCode'));
  const quantity: FsuQuantity | null =
    pieces === null ? null : { code: 'T', pieces, weightKg: weight, totalPieces: null };
  const statuses: FsuStatusLine[] = [];
  const reported = kids(mc, 'ReportedStatus');
  if (reported.length === 0) warnings.push('the message reports no status (no ReportedStatus)');
  reported.forEach((rs, i) => {
    for (const r of readStatus(rs, i + 1, pieces)) {
      if ('error' in r) warnings.push(r.error);
      else statuses.push({ ...r.status, line: statuses.length + 1 });
    }
  });
  const message: FsuMessage = {
    type: 'FSU',
    version: Number(text(doc, 'MessageHeaderDocument', 'VersionID')?.split('.')[0]) || 0,
    awb,
    origin,
    destination,
    quantity,
    statuses,
    osi: [],
    roadFeeder: false,
  };
  return { ok: true, message, warnings };
}

const TIME_KIND: Record<string, TimeKind> = { A: 'A', ACTUAL: 'A', ACT: 'A', E: 'E', ESTIMATED: 'E', EST: 'E' };
const kindOf = (code: string | null, fallback: TimeKind): TimeKind =>
  code === null
    ? fallback
    : (TIME_KIND[code.toUpperCase()] ?? (/^(S|SCHEDULED|SCH|P|PLANNED)$/i.test(code) ? 'S' : fallback));

/** One ReportedStatus: a status line per AssociatedStatusConsignment (or one without). */
function readStatus(
  rs: Node,
  n: number,
  totalPieces: number | null,
): ({ status: FsuStatusLine } | { error: string })[] {
  const code = (text(rs, 'ReasonCode') ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code))
    return [{ error: `status ${n}: ReasonCode ${JSON.stringify(code)} is not a 3-letter status code` }];
  const consignments = kids(rs, 'AssociatedStatusConsignment');
  return (consignments.length ? consignments : [{} as Node]).map((asc, j) => {
    const label = consignments.length > 1 ? `${n}.${j + 1}` : `${n}`;
    const bad: string[] = [];
    const when = (v: string | null, what: string): WallTime | null => {
      const t = wallTime(v);
      if (t === 'bad') bad.push(`${what} ${JSON.stringify(v)}`);
      return t === 'bad' ? null : t;
    };
    const mv = kid(asc, 'SpecifiedLogisticsTransportMovement');
    const carrier =
      text(mv, 'CarrierParty', 'PrimaryID') ??
      text(asc, 'AssociatedTransferredFromParty', 'PrimaryID') ??
      text(asc, 'AssociatedReceivedFromParty', 'PrimaryID') ??
      (/^[A-Z0-9]{2}$/i.test(text(mv, 'UsedLogisticsTransportMeans', 'Name') ?? '')
        ? text(mv, 'UsedLogisticsTransportMeans', 'Name')
        : null);
    const times: DatedStatus['times'] = [];
    const addTime = (ev: string, at: string, type: string | null, side: 'D' | 'A', fallback: TimeKind) => {
      const t = when(text(mv, ev, at), `${ev} time`);
      if (t) times.push({ kind: kindOf(type ? text(mv, ev, type) : null, fallback), side, at: t });
    };
    addTime('DepartureEvent', 'DepartureOccurrenceDateTime', 'DepartureDateTimeTypeCode', 'D', 'A');
    addTime('ScheduledArrivalEvent', 'ScheduledOccurrenceDateTime', null, 'A', 'S');
    addTime('ArrivalEvent', 'ArrivalOccurrenceDateTime', 'ArrivalDateTimeTypeCode', 'A', 'A');
    const event = kid(mv, 'SpecifiedEvent') ?? kid(asc, 'SpecifiedEvent');
    const at = when(text(event, 'OccurrenceDateTime'), 'event time');
    const split = (text(asc, 'TransportSplitDescription') ?? 'T').toUpperCase();
    const pieces = count(text(asc, 'PieceQuantity'));
    const status: DatedStatus = {
      code,
      flight: flightOf(text(mv, 'ID'), carrier),
      carrier: carrier?.toUpperCase() ?? null,
      discrepancy: text(asc, 'DiscrepancyDescriptionCode')?.toUpperCase() ?? null,
      at,
      kind: kindOf(text(event, 'DateTimeTypeCode'), 'A'),
      airports: airportsOf(mv ?? asc, asc, bad),
      quantity:
        pieces === null
          ? null
          : {
              code: (['T', 'P', 'S', 'D'].includes(split) ? split : 'T') as FsuQuantity['code'],
              pieces,
              weightKg: kilograms(text(asc, 'GrossWeightMeasure'), attr(asc, 'GrossWeightMeasure', 'unitCode')),
              totalPieces: split === 'P' ? totalPieces : null,
            },
      times,
      remarks: [],
    };
    if (bad.length) return { error: `status ${label} (${code}): impossible ${bad.join(', ')}` };
    const r = toStatusLine(status, n);
    return 'error' in r ? { error: `status ${label} (${code}) has no date` } : r;
  });
}

/** The status's airports: departure-side locations first, then the others, each once. */
function airportsOf(mv: Node, asc: Node, bad: string[]): string[] {
  const locs = [...kids(mv, 'SpecifiedLocation'), ...(mv === asc ? [] : kids(asc, 'SpecifiedLocation'))];
  const side = (l: Node) => (/^(D|DEP|DEPARTURE)$/i.test(text(l, 'FlightStatusTypeCode') ?? '') ? 0 : 1);
  const out: string[] = [];
  for (const l of [...locs].sort((a, b) => side(a) - side(b))) {
    const id = text(l, 'ID');
    const code = airportOf(id);
    if (!code) bad.push(`location ${JSON.stringify(id)}`);
    else if (!out.includes(code)) out.push(code);
  }
  return out.slice(0, 2);
}
