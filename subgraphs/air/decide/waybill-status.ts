// The waybill's status, times and current flight from its status lines and legs (the rules in
// normalise.ts's header and docs/air.md, Normalisation); keepEstimates holds an estimate the
// airline stops repeating.
import { CODES, sameCity, statusRank, type AirStatus } from './codes.js';
import type { FsuQuantity } from '../connectors/fsu-parser.js';
import type { Line, NormLeg, Pair } from './normalise-model.js';

export const sameQty = (q: FsuQuantity | null) => (q ? `${q.code}${q.pieces}/${q.weightKg ?? ''}` : '');

/** The highest status the lines prove (see the rules at the top). */
export function waybillStatus(lines: Line[], destination: string | null, totalPieces: number | null): AirStatus {
  let status: AirStatus = lines.some((l) => CODES[l.s.code]) ? 'booked' : 'unknown';
  const raise = (s: AirStatus) => {
    if (statusRank(s) > statusRank(status)) status = s;
  };
  for (const l of lines) {
    const info = CODES[l.s.code];
    if (!info?.proves) continue;
    if (info.side === 'A' && ['arrived', 'available', 'delivered'].includes(info.proves)) {
      // Short of the destination, or only part of the pieces: the shipment is still moving.
      if (!sameCity(l.station, destination)) raise('in_transit');
      continue;
    }
    raise(info.proves);
  }
  // Per code, the pieces its distinct lines at the destination account for; the best code counts.
  const piecesAt = (codes: string[]) =>
    Math.max(
      0,
      ...codes.map((code) => {
        const ls = lines.filter((l) => l.s.code === code && sameCity(l.station, destination));
        const uniq = new Map(ls.map((l) => [`${l.s.flight ?? ''}|${l.dateKey}|${sameQty(l.s.quantity)}`, l]));
        return [...uniq.values()].reduce(
          (sum, l) => sum + (l.s.quantity ? l.s.quantity.pieces : (totalPieces ?? 1)),
          0,
        );
      }),
    );
  const all = (n: number) => n > 0 && (totalPieces === null || n >= totalPieces);
  const arrivedN = piecesAt(['ARR', 'RCF']);
  const availableN = piecesAt(['NFD', 'AWD']);
  const deliveredN = piecesAt(['DLV', 'DDL']);
  if (arrivedN > 0 || availableN > 0 || deliveredN > 0) raise('in_transit');
  if (all(arrivedN) || all(availableN) || all(deliveredN)) raise('arrived');
  if (all(availableN) || all(deliveredN)) raise('available');
  if (all(deliveredN)) raise('delivered');
  return status;
}

/** Departure of the first leg out of the origin; arrival when every leg into the destination has arrived. */
export function waybillTimes(
  legs: NormLeg[],
  origin: string | null,
  destination: string | null,
): { departure: Pair; arrival: Pair } {
  const firstLeg = legs.find((l) => sameCity(l.from_iata, origin)) ?? legs[0];
  const intoDest = legs.filter((l) => sameCity(l.to_iata, destination));
  const lastLegs = intoDest.length ? intoDest : legs.slice(-1);
  const latest = (ds: (Date | null)[]) => ds.reduce<Date | null>((m, d) => (d && (!m || d > m) ? d : m), null);
  return {
    departure: firstLeg ? { ...firstLeg.departure } : { estimated: null, actual: null },
    arrival: {
      estimated: latest(lastLegs.map((l) => l.arrival.estimated)),
      actual:
        lastLegs.length && lastLegs.every((l) => l.arrival.actual)
          ? latest(lastLegs.map((l) => l.arrival.actual))
          : null,
    },
  };
}

/** The leg in the air, else the next leg after the last one flown, else the last leg. */
export function currentFlight(legs: NormLeg[]): string | null {
  const inAir = legs.find((l) => l.status === 'DEPARTED');
  if (inAir) return inAir.flight_number;
  const lastFlown = legs.map((l) => l.status).lastIndexOf('ARRIVED');
  return (
    (legs.slice(lastFlown + 1).find((l) => l.status !== 'ARRIVED') ?? legs[legs.length - 1])?.flight_number ?? null
  );
}

export interface HeldLegEstimates {
  flight_number: string;
  flight_date: string;
  dep_estimated: Date | null;
  arr_estimated: Date | null;
}

/** Keeps an estimate the airline no longer repeats: an estimated time stays after the actual. */
export function keepEstimates(next: NormLeg[], held: HeldLegEstimates[]): NormLeg[] {
  return next.map((leg) => {
    const old = held.find((p) => p.flight_number === leg.flight_number && p.flight_date === leg.flight_date);
    if (!old) return leg;
    return {
      ...leg,
      departure: { ...leg.departure, estimated: leg.departure.estimated ?? old.dep_estimated },
      arrival: { ...leg.arrival, estimated: leg.arrival.estimated ?? old.arr_estimated },
    };
  });
}
