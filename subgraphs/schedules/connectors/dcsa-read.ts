// Reading one page of a DCSA Commercial Schedules 1.0.3 point-to-point answer
// (components/schemas/PointToPoint, test/fixtures/dcsa-cs/cs_v1.0.3.yaml) into Routings. A part
// that cannot be read is dropped alone and named in a FeedWarning: a bad field (a cut-off, an
// intermediate time, an IMO number) is left out, a bad intermediate call is dropped from its leg,
// a leg without `transport` is dropped, and a routing whose vessel legs cannot be placed or timed
// (or that keeps no vessel leg) is dropped; the other routings of the page are kept.
import { ConnectorError, type FeedWarning, type Routing, type RoutingCall, type RoutingLeg } from './types.js';
import { readPlace, readTime, type Warn } from './dcsa-fields.js';

export interface DcsaReadOptions {
  /** SCAC of the provider (configuration): the carrier where the answer names none as a SCAC. */
  carrierScac: string;
  /** SMDG liner code → SCAC, where the reference data has that mapping (it has none today). */
  smdgCarriers?: Readonly<Record<string, string>>;
  /** `<SMDG|BIC>:<facilityCode>` → UN/LOCODE, where the reference data knows terminals (none today). */
  terminals?: Readonly<Record<string, string>>;
}

const SCAC = /^[A-Z]{2,4}$/;
const IMO = /^\d{7,8}$/;

/** Thrown inside a routing: the routing is dropped with this warning. */
class DropRouting extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max = Infinity): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;

/**
 * The SCAC a carrier code stands for: an NMFTA code is one; an SMDG code is not and is mapped
 * through `smdgCarriers` where known; a code without its code list is taken only when it has the
 * shape of a SCAC (four letters; SMDG liner codes have three).
 */
function scacOf(code: unknown, list: unknown, o: DcsaReadOptions): string | null {
  const c = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!c) return null;
  if (list === 'SMDG') {
    const mapped = o.smdgCarriers && Object.hasOwn(o.smdgCarriers, c) ? o.smdgCarriers[c] : undefined;
    return typeof mapped === 'string' && SCAC.test(mapped) ? mapped : null;
  }
  if (list === 'NMFTA') return SCAC.test(c) ? c : null;
  return /^[A-Z]{4}$/.test(c) ? c : null;
}

/** The leg's carrier: the provider's own service partner, else the first named by SCAC, else the vessel operator's SCAC, else the provider. */
function carrierOf(t: Record<string, any>, o: DcsaReadOptions) {
  const partners = (Array.isArray(t.servicePartners) ? t.servicePartners : []).filter(isObject);
  const own = partners.find((p) => scacOf(p.carrierCode, p.carrierCodeListProvider, o) === o.carrierScac);
  const named = own ?? partners.find((p) => scacOf(p.carrierCode, p.carrierCodeListProvider, o));
  const v = isObject(t.vessel) ? t.vessel : {};
  const scac =
    (named && scacOf(named.carrierCode, named.carrierCodeListProvider, o)) ??
    scacOf(v.operatorCarrierCode, v.operatorCarrierCodeListProvider, o) ??
    o.carrierScac;
  return { scac, partner: named ?? partners[0] ?? {} };
}

function cutoffs(list: unknown, field: string, warn: Warn): { code: string; at: Date }[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    warn(field, 'field', 'cutOffTimes is not a list');
    return [];
  }
  const out: { code: string; at: Date }[] = [];
  list.forEach((c, i) => {
    const code = isObject(c) ? text(c.cutOffDateTimeCode, 3) : null;
    if (!code) return warn(`${field}[${i}].cutOffDateTimeCode`, 'field', 'cut-off without a cutOffDateTimeCode');
    const at = readTime(c.cutOffDateTime, `${field}[${i}].cutOffDateTime`, warn, true);
    if (at) out.push({ code: code.toUpperCase(), at });
  });
  return out;
}

/**
 * An intermediate call, or null (warned) where it cannot be a call of this voyage: no UN/LOCODE,
 * a port the leg already calls, no time at all (it could not be put in the voyage's order), or
 * times outside the leg's departure and arrival.
 */
function intermediate(c: unknown, cf: string, ends: RoutingCall[], o: DcsaReadOptions, warn: Warn): RoutingCall | null {
  const p = isObject(c) ? readPlace(c, cf, warn, o.terminals, false) : null;
  if (!p?.unlocode) return (warn(`${cf}.location`, 'call', `intermediate call has no UN/LOCODE ${placeForm(p)}`), null);
  if (ends.some((k) => k.unlocode === p.unlocode))
    return (warn(cf, 'call', `intermediate call repeats ${p.unlocode} within the leg`), null);
  const call = {
    unlocode: p.unlocode,
    arrival: readTime((c as any).arrivalDateTime, `${cf}.arrivalDateTime`, warn, false),
    departure: readTime((c as any).departureDateTime, `${cf}.departureDateTime`, warn, false),
  };
  if (!call.arrival && !call.departure)
    return (warn(cf, 'call', `intermediate call at ${p.unlocode} has no time to place it in the voyage`), null);
  const from = ends[0]!.departure!.getTime();
  const to = ends[ends.length - 1]!.arrival!.getTime();
  const times = [call.arrival, call.departure].filter((t): t is Date => t !== null).map((t) => t.getTime());
  if (times.some((t) => t < from || t > to) || (times.length === 2 && times[0]! > times[1]!))
    return (
      warn(cf, 'call', `intermediate call at ${p.unlocode} is timed outside the leg's departure and arrival`),
      null
    );
  return call;
}

/** Departure, intermediate calls, arrival; a call repeated, not placed or mistimed is dropped alone. */
function callsOf(leg: Record<string, any>, f: string, o: DcsaReadOptions, warn: Warn): RoutingCall[] {
  const end = (which: 'departure' | 'arrival'): RoutingCall => {
    const p = readPlace(leg[which], `${f}.${which}`, warn, o.terminals, true);
    if (!p?.unlocode)
      throw new DropRouting(`${f}.${which}.location`, `vessel leg ${which} has no UN/LOCODE ${placeForm(p)}`);
    if (!p.at) throw new DropRouting(`${f}.${which}.dateTime`, `vessel leg ${which} has no readable dateTime`);
    return {
      unlocode: p.unlocode,
      arrival: which === 'arrival' ? p.at : null,
      departure: which === 'departure' ? p.at : null,
    };
  };
  const first = end('departure');
  const last = end('arrival');
  if (last.unlocode === first.unlocode)
    throw new DropRouting(`${f}.arrival.location`, `vessel leg arrives at ${last.unlocode}, the port it departs from`);
  if (last.arrival! <= first.departure!)
    throw new DropRouting(`${f}.arrival.dateTime`, 'vessel leg arrives no later than it departs');
  const calls = [first];
  const between = leg.intermediateCalls;
  if (between !== undefined && !Array.isArray(between)) warn(`${f}.intermediateCalls`, 'field', 'not a list');
  (Array.isArray(between) ? between : []).forEach((c, i) => {
    const call = intermediate(c, `${f}.intermediateCalls[${i}]`, [...calls, last], o, warn);
    if (call) calls.push(call);
  });
  calls.push(last);
  return calls;
}

function placeForm(p: ReturnType<typeof readPlace>): string {
  if (!p) return '(no location)';
  if (p.facility) return `(facility ${p.facility.codeListProvider} ${p.facility.code}, not resolved to a UN/LOCODE)`;
  if (p.address || p.addressLines.length) return '(given as an address)';
  return '(no UNLocationCode)';
}

function vesselLeg(leg: Record<string, any>, f: string, o: DcsaReadOptions, warn: Warn): RoutingLeg {
  const t = leg.transport as Record<string, any>;
  const { scac, partner } = carrierOf(t, o);
  const v = isObject(t.vessel) ? t.vessel : {};
  let imo: string | null = null;
  if (v.vesselIMONumber !== undefined && v.vesselIMONumber !== null) {
    imo = typeof v.vesselIMONumber === 'string' && IMO.test(v.vesselIMONumber.trim()) ? v.vesselIMONumber.trim() : null;
    if (!imo) warn(`${f}.transport.vessel.vesselIMONumber`, 'field', 'not an IMO number (7 or 8 digits)');
  }
  return {
    carrierScac: scac,
    serviceCode: text(partner.carrierServiceCode, 11) ?? text(t.universalServiceReference, 8),
    serviceName: text(partner.carrierServiceName, 50),
    vesselImo: imo,
    vesselName: text(v.name, 50),
    voyage: text(partner.carrierExportVoyageNumber, 50) ?? text(t.universalExportVoyageReference, 5),
    calls: callsOf(leg, f, o, warn),
    cutoffs: cutoffs(leg.cutOffTimes, `${f}.cutOffTimes`, warn),
  };
}

const OTHER_MODES = new Set(['BARGE', 'RAIL', 'TRUCK', 'RAIL_TRUCK', 'BARGE_TRUCK', 'BARGE_RAIL', 'MULTIMODAL']);

/** Legs in their sequence; vessel legs read, inland and barge legs passed over, unreadable ones dropped. */
function legsOf(p: Record<string, any>, o: DcsaReadOptions, warn: Warn): RoutingLeg[] {
  if (!Array.isArray(p.legs) || !p.legs.length) throw new DropRouting('legs', 'routing has no legs');
  const indexed = p.legs.map((leg: unknown, i: number) => ({ leg, i }));
  if (indexed.every((x: any) => Number.isInteger(x.leg?.sequenceNumber)))
    indexed.sort((a: any, b: any) => a.leg.sequenceNumber - b.leg.sequenceNumber);
  const legs: RoutingLeg[] = [];
  for (const { leg, i } of indexed) {
    const f = `legs[${i}]`;
    if (!isObject(leg)) {
      warn(f, 'leg', 'leg is not an object');
      continue;
    }
    const mode = isObject(leg.transport) ? leg.transport.modeOfTransport : undefined;
    if (!isObject(leg.transport)) warn(`${f}.transport`, 'leg', 'leg has no transport (mode of transport unknown)');
    else if (mode === 'VESSEL') legs.push(vesselLeg(leg, f, o, warn));
    else if (!OTHER_MODES.has(mode))
      warn(`${f}.transport.modeOfTransport`, 'leg', `unknown mode of transport ${JSON.stringify(mode)}`);
  }
  if (!legs.length) throw new DropRouting('legs', 'routing has no vessel leg left');
  return legs;
}

function routingOf(p: unknown, o: DcsaReadOptions, warn: Warn): Routing {
  if (!isObject(p)) throw new DropRouting('', 'routing is not an object');
  let transitDays: number | null = null;
  if (p.transitTime !== undefined && p.transitTime !== null) {
    if (Number.isInteger(p.transitTime) && p.transitTime >= 0) transitDays = p.transitTime;
    else
      warn(
        'transitTime',
        'field',
        `${JSON.stringify(p.transitTime)} is not a number of days (a whole number, 0 or more)`,
      );
  }
  return {
    transitDays,
    legs: legsOf(p, o, warn),
    cutoffs: cutoffs(p.cutOffTimes, 'cutOffTimes', warn),
    placeOfReceipt: readPlace(p.placeOfReceipt, 'placeOfReceipt', warn, o.terminals, true),
    placeOfDelivery: readPlace(p.placeOfDelivery, 'placeOfDelivery', warn, o.terminals, true),
    solutionNumber: Number.isInteger(p.solutionNumber) ? p.solutionNumber : null,
  };
}

/**
 * One answer page. Throws ConnectorError only when the page is not a list (nothing of it can
 * be read); otherwise every routing that can be read is kept and every part left out is warned.
 */
export function readPointToPointPage(
  body: unknown,
  o: DcsaReadOptions,
  page = 1,
): { routings: Routing[]; warnings: FeedWarning[] } {
  if (!Array.isArray(body)) throw new ConnectorError('DCSA payload: point-to-point answer is not an array');
  const routings: Routing[] = [];
  const warnings: FeedWarning[] = [];
  body.forEach((p, i) => {
    const mine: FeedWarning[] = [];
    const warn: Warn = (field, dropped, message) => void mine.push({ page, routing: i, field, dropped, message });
    try {
      routings.push(routingOf(p, o, warn));
      warnings.push(...mine);
    } catch (e) {
      // The routing's other warnings go with it; the drop names why, with the field's own reason.
      // Anything else thrown while reading a routing (a shape not foreseen) drops it the same way.
      const field = e instanceof DropRouting ? e.field : '';
      const why = mine.find((w) => field && w.field.startsWith(field));
      const reason = e instanceof DropRouting ? e.message : `routing could not be read: ${(e as Error)?.message}`;
      const message = why ? `${reason}: ${why.message}` : reason;
      warnings.push({ page, routing: i, field, dropped: 'routing', message });
    }
  });
  return { routings, warnings };
}
