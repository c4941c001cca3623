// Cargo-IMP status codes the air product recognises (docs/air.md, Normalisation), with their event family,
// the side of the flight they report from, and the waybill status they prove. Any other code
// is reported as UNKNOWN (family FLIGHT, the fallback) and never counts as movement.

export type AirStatus = 'booked' | 'accepted' | 'in_transit' | 'arrived' | 'available' | 'delivered' | 'unknown';
export type EventFamily = 'ACCEPTANCE' | 'FLIGHT' | 'CUSTOMS' | 'DELIVERY';

/** Lifecycle order; delivered is the only end; unknown is never movement. */
export const LIFECYCLE: readonly AirStatus[] = [
  'booked',
  'accepted',
  'in_transit',
  'arrived',
  'available',
  'delivered',
];
export const statusRank = (s: string | null | undefined): number => LIFECYCLE.indexOf(s as AirStatus); // unknown → -1

export interface CodeInfo {
  family: EventFamily;
  /** D: reported at the departure station of a flight; A: at the arrival / destination station. */
  side: 'D' | 'A';
  /** Waybill status this code proves (arrival-side codes only at the destination, see normalise.ts). */
  proves: AirStatus | null;
  /** Description; {flight} and {station} are filled in. */
  text: string;
}

export const CODES: Record<string, CodeInfo> = {
  BKD: { family: 'ACCEPTANCE', side: 'D', proves: 'booked', text: 'Booked{on flight}' },
  FOH: { family: 'ACCEPTANCE', side: 'D', proves: 'accepted', text: 'Freight on hand at {station}' },
  RCS: { family: 'ACCEPTANCE', side: 'D', proves: 'accepted', text: 'Received from shipper at {station}' },
  PRE: { family: 'FLIGHT', side: 'D', proves: 'accepted', text: 'Prepared for loading{on flight}' },
  MAN: { family: 'FLIGHT', side: 'D', proves: 'accepted', text: 'Manifested{on flight}' },
  DEP: { family: 'FLIGHT', side: 'D', proves: 'in_transit', text: 'Departed{on flight} from {station}' },
  TFD: { family: 'FLIGHT', side: 'D', proves: 'in_transit', text: 'Transferred to another carrier at {station}' },
  TRM: { family: 'FLIGHT', side: 'D', proves: null, text: 'Transfer manifested at {station}' },
  RCT: { family: 'FLIGHT', side: 'A', proves: 'in_transit', text: 'Received from another carrier at {station}' },
  ARR: { family: 'FLIGHT', side: 'A', proves: 'arrived', text: 'Arrived{on flight} at {station}' },
  RCF: { family: 'FLIGHT', side: 'A', proves: 'arrived', text: 'Received from flight{flight} at {station}' },
  DIS: { family: 'FLIGHT', side: 'A', proves: null, text: 'Discrepancy reported at {station}' },
  CRC: { family: 'CUSTOMS', side: 'A', proves: null, text: 'Reported to customs at {station}' },
  TGC: { family: 'CUSTOMS', side: 'A', proves: null, text: 'Transferred to customs control at {station}' },
  CCD: { family: 'CUSTOMS', side: 'A', proves: null, text: 'Cleared by customs at {station}' },
  NFD: {
    family: 'DELIVERY',
    side: 'A',
    proves: 'available',
    text: 'Consignee notified: ready for collection at {station}',
  },
  AWR: { family: 'DELIVERY', side: 'A', proves: null, text: 'Documents received at {station}' },
  AWD: {
    family: 'DELIVERY',
    side: 'A',
    proves: 'available',
    text: 'Documents delivered to consignee or agent at {station}',
  },
  DLV: { family: 'DELIVERY', side: 'A', proves: 'delivered', text: 'Delivered to consignee at {station}' },
  DDL: { family: 'DELIVERY', side: 'A', proves: 'delivered', text: 'Delivered to door at {station}' },
};

/**
 * IATA metropolitan-area (city) codes that a consignment line may name as origin or destination
 * where the status lines name the airport (MEXSTO with AWD at ARN: Cargo-IMP Manual FSA 6.11).
 */
const CITY_AIRPORTS: Record<string, readonly string[]> = {
  BER: ['BER', 'TXL', 'SXF'],
  BJS: ['PEK', 'PKX'],
  BUE: ['EZE', 'AEP'],
  CHI: ['ORD', 'MDW'],
  DTT: ['DTW'],
  JKT: ['CGK', 'HLP'],
  LON: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
  MIL: ['MXP', 'LIN', 'BGY'],
  MOW: ['SVO', 'DME', 'VKO'],
  NYC: ['JFK', 'EWR', 'LGA'],
  OSA: ['KIX', 'ITM'],
  PAR: ['CDG', 'ORY'],
  RIO: ['GIG', 'SDU'],
  ROM: ['FCO', 'CIA'],
  SAO: ['GRU', 'CGH', 'VCP'],
  SEL: ['ICN', 'GMP'],
  SHA: ['PVG', 'SHA'],
  STO: ['ARN', 'BMA', 'NYO'],
  TYO: ['NRT', 'HND'],
  WAS: ['IAD', 'DCA', 'BWI'],
  YMQ: ['YUL', 'YMX'],
  YTO: ['YYZ', 'YTZ'],
};

/** A station is the place named (the same code, or an airport of the named city). */
export function sameCity(station: string | null, place: string | null): boolean {
  if (!station || !place) return false;
  return station === place || (CITY_AIRPORTS[place]?.includes(station) ?? false);
}

export function describe(code: string, flight: string | null, station: string | null, remarks: string[]): string {
  const info = CODES[code];
  if (!info) return `Unrecognised status code ${code}${station ? ` at ${station}` : ''}`;
  const text = info.text
    .replace('{on flight}', flight ? ` on ${flight}` : '')
    .replace('{flight}', flight ? ` ${flight}` : '')
    .replace('{station}', station ?? 'unknown station');
  return remarks.length ? `${text} (${remarks.join(' ')})` : text;
}

/** Webhook event raised when a tracking organisation's waybill reaches the status (docs/air.md, Events). */
export const STATUS_EVENT: Partial<Record<AirStatus, string>> = {
  accepted: 'awb_accepted',
  in_transit: 'awb_in_transit',
  arrived: 'awb_arrived',
  available: 'awb_available',
  delivered: 'awb_delivered',
};
