// ONE Record (IATA, API 2.1 / data model 3.x) to the model the Cargo-IMP parser gives
// (FsuMessage): a waybill's logistics objects and LogisticsEvents become the status lines the
// normaliser reads, so that a ONE Record airline shows the same timeline, legs and status.
//
// Input: the bundle the client (one-record.ts) assembles from what the server answered —
//   { "@type": "OneRecordBundle", "awb": "17612345675",
//     "waybill": <the Waybill>, "objects": [<Shipment>, <Piece>…, <TransportMovement>…],
//     "events": [<api:Collection of LogisticsEvents>…], "warnings": ["…"] }
// — or a single JSON-LD document holding a Waybill (its events embedded). Read:
//   awb          Waybill#waybillPrefix + waybillNumber (the number asked for when it names none)
//   origin, destination  Waybill#departureLocation / arrivalLocation (Location#locationCodes code)
//   quantity     Shipment#pieces counted; Shipment#totalGrossWeight
//   statuses     every LogisticsEvent / StatusUpdateEvent with an eventCode (StatusCode#DEP or "DEP"):
//                eventDate, eventTimeType (ACTUAL / ESTIMATED / PLANNED), eventLocation,
//                recordedPieceCount / recordedWeight / partialEventIndicator, transferredFrom's
//                airline code, and its TransportMovement (transportMovementReference): the flight
//                (transportIdentifier, transportOrganization's airlineCode), its departure and
//                arrival locations and movementTimes (movementMilestone SD/ED/AD, SA/EA/AA).
//   Events on pieces (ONE Record is piece-centric; Cargo-IMP counts a shipment) are gathered per
//   status, time, place and flight into one line with the number of pieces (P3T5; T5 when all).
// An event without a code, without a date or with an impossible one is dropped with a warning;
// the rest is kept. Never throws.
import type { FsuMessage, FsuParse, FsuQuantity, FsuStatusLine, TimeKind } from './fsu-parser.js';
import { LdGraph, type LdNode } from './one-record-jsonld.js';
import {
  airportOf,
  flightOf,
  kilograms,
  toStatusLine,
  wallTime,
  type DatedStatus,
  type WallTime,
} from './xfsu-lines.js';

export interface OneRecordBundle {
  '@type': 'OneRecordBundle';
  /** The waybill asked for, 11 digits. */
  awb: string;
  waybill: unknown;
  objects: unknown[];
  events: unknown[];
  /** What the client could not read (a piece's events unreachable, a link to another server). */
  warnings: string[];
}

const TIME_TYPE: Record<string, TimeKind> = {
  ACTUAL: 'A',
  ESTIMATED: 'E',
  PLANNED: 'S',
  SCHEDULED: 'S',
  EXPECTED: 'E',
};

export function parseOneRecord(text: string): FsuParse {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return { ok: false, error: 'not a JSON-LD object' };
  const b = doc as Partial<OneRecordBundle>;
  const bundled = b['@type'] === 'OneRecordBundle';
  const g = new LdGraph(bundled ? [b.waybill, ...(b.objects ?? []), ...(b.events ?? [])] : [doc]);
  const warnings = bundled && Array.isArray(b.warnings) ? b.warnings.filter((w) => typeof w === 'string') : [];
  // What the server answered at the waybill's URI is the waybill, whatever type it names.
  const root = bundled ? new LdGraph([b.waybill]).all[0] : undefined;
  const wb = g.ofType('Waybill')[0] ?? g.get(root?.id) ?? root;
  if (!wb) return { ok: false, error: 'no Waybill logistics object' };
  if (!wb.types.includes('Waybill'))
    warnings.push(`the object at the waybill's URI is typed ${wb.types.join(', ') || 'nothing'}, not Waybill`);
  const awb = awbOf(g, wb) ?? (bundled && /^\d{11}$/.test(b.awb ?? '') ? b.awb! : null);
  if (!awb) return { ok: false, error: 'the Waybill names no waybillPrefix and waybillNumber' };
  if (!awbOf(g, wb)) warnings.push('the Waybill names no waybillPrefix and waybillNumber: read as the one asked for');
  const place = (what: string, term: string) => {
    const code = locationCode(g, g.node(wb, term));
    if (!code) warnings.push(`the Waybill's ${what} (${term}) names no airport code`);
    return code ?? '';
  };
  const shipment = g.node(wb, 'shipment') ?? g.ofType('Shipment')[0];
  const pieces = new Set(g.nodes(shipment, 'pieces').map((p) => p.id ?? p));
  const message: FsuMessage = {
    type: 'FSU',
    version: 0,
    awb,
    origin: place('origin', 'departureLocation'),
    destination: place('destination', 'arrivalLocation'),
    quantity: quantityOf(g, shipment, pieces.size),
    statuses: statusesOf(g, pieces, warnings),
    osi: [],
    roadFeeder: false,
  };
  return { ok: true, message, warnings };
}

function awbOf(g: LdGraph, wb: LdNode): string | null {
  const prefix = (g.str(wb, 'waybillPrefix') ?? '').replace(/\D/g, '');
  const number = (g.str(wb, 'waybillNumber') ?? '').replace(/\D/g, '');
  if (number.length === 11) return number;
  return prefix.length === 3 && number.length === 8 ? prefix + number : null;
}

/** A Location's airport: locationCodes' code (or a plain code), else a name that is one. */
function locationCode(g: LdGraph, loc: LdNode | undefined): string | null {
  if (!loc) return null;
  for (const c of g.values(loc, 'locationCodes')) {
    const code = airportOf(typeof c === 'object' ? g.str(c, 'code') : String(c));
    if (code) return code;
  }
  const named = /^([A-Z]{3})(?:\s*[-–,]\s|$)/.exec(g.str(loc, 'locationName') ?? ''); // "FRA - Frankfurt Airport"
  return airportOf(g.str(loc, 'code')) ?? airportOf(g.str(loc, 'locationCode')) ?? airportOf(named?.[1]);
}

function quantityOf(g: LdGraph, shipment: LdNode | undefined, pieces: number): FsuQuantity | null {
  const w = g.node(shipment, 'totalGrossWeight');
  const weightKg = w ? kilograms(g.str(w, 'numericalValue'), g.code(w, 'unit')) : null;
  const n = pieces || Number(g.str(shipment, 'totalPieceCount') ?? NaN);
  return Number.isInteger(n) && n > 0 ? { code: 'T', pieces: n, weightKg, totalPieces: null } : null;
}

interface Read {
  status: DatedStatus;
  piece: string | null;
}

function statusesOf(g: LdGraph, pieces: Set<unknown>, warnings: string[]): FsuStatusLine[] {
  const events = [...g.ofType('LogisticsEvent'), ...g.ofType('StatusUpdateEvent')].filter(
    (e, i, all) => all.indexOf(e) === i,
  );
  const reads: Read[] = [];
  events.forEach((e, i) => {
    const r = readEvent(g, e, pieces);
    if (typeof r === 'string') warnings.push(`event ${e.id ?? i + 1}: ${r}`);
    else reads.push(r);
  });
  const lines: FsuStatusLine[] = [];
  for (const s of gatherPieces(reads, pieces.size)) {
    const r = toStatusLine(s, lines.length + 1);
    if ('error' in r) warnings.push(r.error);
    else lines.push(r.status);
  }
  return lines;
}

function readEvent(g: LdGraph, e: LdNode, pieces: Set<unknown>): Read | string {
  const code = g.code(e, 'eventCode');
  if (!code || !/^[A-Z]{3}$/.test(code)) {
    const name = g.str(e, 'eventName');
    return `no Cargo-IMP status code${code ? ` (${code})` : ''}${name ? ` ("${name}")` : ''}: not a status`;
  }
  const at = wallTime(g.str(e, 'eventDate'));
  if (at === 'bad') return `${code}: impossible eventDate ${JSON.stringify(g.str(e, 'eventDate'))}`;
  if (at === null) return `${code}: no eventDate`;
  const tm = g.node(e, 'transportMovementReference') ?? g.node(e, 'transportMovement');
  const carrier =
    g.str(g.node(tm, 'transportOrganization'), 'airlineCode') ??
    g.str(g.node(e, 'transferredFrom'), 'airlineCode') ??
    g.str(g.node(e, 'transferredTo'), 'airlineCode');
  const from = locationCode(g, g.node(tm, 'departureLocation'));
  const to = locationCode(g, g.node(tm, 'arrivalLocation'));
  const here = locationCode(g, g.node(e, 'eventLocation'));
  const partial = /^true$/i.test(g.str(e, 'partialEventIndicator') ?? '');
  const count = Number(g.str(e, 'recordedPieceCount') ?? NaN);
  const w = g.node(e, 'recordedWeight');
  const target = g.node(e, 'eventFor') ?? g.node(e, 'linkedObject');
  return {
    piece: target && (target.types.includes('Piece') || pieces.has(target.id)) ? (target.id ?? 'piece') : null,
    status: {
      code,
      flight: flightOf(g.str(tm, 'transportIdentifier'), carrier),
      carrier: carrier?.toUpperCase() ?? null,
      discrepancy: null,
      at,
      kind: TIME_TYPE[g.code(e, 'eventTimeType') ?? 'ACTUAL'] ?? 'A',
      airports: from && to ? [from, to] : here ? [here] : [from ?? to].filter((a): a is string => !!a),
      quantity: Number.isInteger(count)
        ? {
            code: partial ? 'P' : 'T',
            pieces: count,
            weightKg: w ? kilograms(g.str(w, 'numericalValue'), g.code(w, 'unit')) : null,
            totalPieces: null,
          }
        : null,
      // The flight's actual times belong to the status reporting that movement (DEP, ARR / RCF).
      times: movementTimes(g, tm).filter(
        (t) => t.kind !== 'A' || (t.side === 'D' ? code === 'DEP' : code === 'ARR' || code === 'RCF'),
      ),
      remarks: [],
    },
  };
}

/** A TransportMovement's movementTimes as departure / arrival times of their kind. */
function movementTimes(g: LdGraph, tm: LdNode | undefined): DatedStatus['times'] {
  const out: DatedStatus['times'] = [];
  for (const mt of g.nodes(tm, 'movementTimes')) {
    const at = wallTime(g.str(mt, 'movementTimestamp'));
    if (!at || at === 'bad') continue;
    const milestone = g.code(mt, 'movementMilestone') ?? '';
    const direction = g.code(mt, 'direction') ?? '';
    const side = /^.?A$|ARRIVAL|INBOUND/.test(milestone + direction) ? 'A' : 'D';
    const kind = TIME_TYPE[g.code(mt, 'movementTimeType') ?? ''] ?? (/^[SEA]/.test(milestone) ? milestone[0] : 'A');
    out.push({ kind: kind as TimeKind, side, at });
  }
  return out;
}

const sameTime = (a: WallTime | null, b: WallTime | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.minutes === b.minutes &&
    a.instant?.getTime() === b.instant?.getTime());

/** Piece events of one status, time, place and flight as one line counting the pieces; shipment events as they are. */
function gatherPieces(reads: Read[], totalPieces: number): DatedStatus[] {
  const out: DatedStatus[] = [];
  const groups: { s: DatedStatus; pieces: Set<string> }[] = [];
  for (const r of reads) {
    if (!r.piece || r.status.quantity) {
      out.push(r.status);
      continue;
    }
    const s = r.status;
    let g = groups.find(
      (x) =>
        x.s.code === s.code &&
        x.s.flight === s.flight &&
        x.s.kind === s.kind &&
        x.s.airports.join() === s.airports.join() &&
        sameTime(x.s.at, s.at),
    );
    if (!g) {
      g = { s: { ...s }, pieces: new Set() };
      groups.push(g);
      out.push(g.s);
    }
    g.pieces.add(r.piece);
  }
  for (const g of groups) {
    const n = g.pieces.size;
    const all = totalPieces > 0 && n >= totalPieces;
    g.s.quantity = { code: all ? 'T' : 'P', pieces: n, weightKg: null, totalPieces: all ? null : totalPieces || null };
  }
  const when = (s: DatedStatus) =>
    s.at ? (s.at.instant?.getTime() ?? Date.UTC(s.at.year, s.at.month - 1, s.at.day, 0, s.at.minutes)) : Infinity;
  return out.sort((a, b) => when(a) - when(b));
}
