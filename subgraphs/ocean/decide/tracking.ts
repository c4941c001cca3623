// The tracking vocabulary (docs/ocean.md): statuses and how several boxes' add up, poll priority
// and its cadence, the import lane of a port, timeline labels. Pure; a box's state is box-state.ts.

// ---------------------------------------------------------------------------------------------
// Status (docs/ocean.md, Status)

/** Every status value, in lifecycle order; `customs_hold` overlays any non-ended stage. */
export const STATUSES = [
  'pending',
  'booked',
  'in_transit',
  'discharged',
  'available',
  'delivered',
  'returned_empty',
  'customs_hold',
] as const;
export type Status = (typeof STATUSES)[number];

const RANK: Record<Status, number> = {
  pending: 0,
  booked: 1,
  in_transit: 2,
  customs_hold: 2.5, // a held box is not yet available; ranked before discharge for aggregation
  discharged: 3,
  available: 4,
  delivered: 5,
  returned_empty: 6,
};

/** delivered and returned_empty end a shipment; returned_empty outranks delivered. */
export const isEnded = (s: string): boolean => s === 'delivered' || s === 'returned_empty';

// ---------------------------------------------------------------------------------------------
// Poll priority and cadence (docs/ocean.md, Polling)

export type PollPriority = 'pre_departure' | 'transit' | 'arrival' | 'dwell';

/** Minutes between carrier polls per priority. */
export const CADENCE_MINUTES: Record<PollPriority, number> = {
  pre_departure: 6 * 60,
  transit: 8 * 60,
  arrival: 60,
  dwell: 2 * 60,
};
/** An ended record (delivered, still waiting for the empty return) is polled this often. */
const ENDED_CADENCE_MINUTES = 12 * 60;
/** A reference the carrier does not know yet: re-asked this often during its first day. */
const UNRESOLVED_FIRST_DAY_MINUTES = 30;
/** Arrival priority starts this many hours before the ETA. */
const ARRIVAL_WINDOW_HOURS = 48;
/** Ended or never-resolved records are archived automatically after this many days. */
export const CLOSE_OUT_DAYS = 14;
/** Back-off after connector errors: 1 min doubling per consecutive failure, capped at 6 h. */
export const BACKOFF_BASE_SECONDS = 60;
const BACKOFF_MAX_SECONDS = 6 * 3600;

export function pollPriority(status: string, eta: Date | null, now: Date): PollPriority {
  if (status === 'pending' || status === 'booked') return 'pre_departure';
  if (status === 'in_transit') {
    return eta && eta.getTime() - now.getTime() <= ARRIVAL_WINDOW_HOURS * 3_600_000 ? 'arrival' : 'transit';
  }
  return 'dwell'; // discharged, available, customs_hold (and ended records until close-out)
}

export function backoffSeconds(consecutiveFailures: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, consecutiveFailures - 1));
}

/**
 * When to poll next after a successful poll. A record returned empty is not asked again until
 * its close-out falls due (one last pass archives it).
 */
export function nextPollAt(
  rec: { status: string; priority: PollPriority; unresolved: boolean; addedAt: Date; endedAt: Date | null },
  now: Date,
): Date {
  if (rec.status === 'returned_empty' && rec.endedAt)
    return new Date(Math.max(now.getTime() + 60_000, rec.endedAt.getTime() + CLOSE_OUT_DAYS * 86_400_000));
  let minutes = CADENCE_MINUTES[rec.priority];
  if (rec.status === 'delivered') minutes = ENDED_CADENCE_MINUTES;
  else if (rec.unresolved && now.getTime() - rec.addedAt.getTime() < 86_400_000) minutes = UNRESOLVED_FIRST_DAY_MINUTES;
  return new Date(now.getTime() + minutes * 60_000);
}

// ---------------------------------------------------------------------------------------------
// Lanes (carrier published tariffs are per import lane)

const EU_IMPORT = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE NO IS GB'.split(' '),
);
const ASIA_IMPORT = new Set('CN HK MO TW JP KR KP MN SG MY TH VN ID PH KH MM BN LA TL IN PK BD LK MV NP'.split(' '));

export type Lane = 'us_import' | 'eu_import' | 'asia_import';

/** Import lane of a destination port's country; null outside the three tariff lanes. */
export function laneOf(countryCode: string | null | undefined): Lane | null {
  if (!countryCode) return null;
  if (countryCode === 'US' || countryCode === 'PR') return 'us_import';
  if (EU_IMPORT.has(countryCode)) return 'eu_import';
  if (ASIA_IMPORT.has(countryCode)) return 'asia_import';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Timeline labels

const LABELS: Record<string, string> = {
  LOAD: 'Loaded on vessel',
  DISC: 'Discharged from vessel',
  GTIN: 'Gated in',
  GTOT: 'Gated out',
  STUF: 'Stuffed',
  STRP: 'Stripped',
  PICK: 'Picked up',
  DROP: 'Dropped off',
  INSP: 'Inspected',
  RSEA: 'Resealed',
  RMVD: 'Removed',
  ARRI: 'Vessel arrived',
  DEPA: 'Vessel departed',
  RECE: 'Shipping instructions received',
  DRFT: 'Transport document drafted',
  PENA: 'Pending approval',
  PENU: 'Pending update',
  REJE: 'Rejected',
  APPR: 'Approved',
  ISSU: 'Transport document issued',
  SURR: 'Transport document surrendered',
  SUBM: 'Submitted',
  VOID: 'Voided',
  CONF: 'Booking confirmed',
  REQS: 'Booking requested',
  CMPL: 'Completed',
  HOLD: 'Customs hold',
  RELS: 'Released',
};

export function eventLabel(e: {
  code: string;
  classifier: string;
  empty_indicator?: string | null;
  mode_of_transport?: string | null;
}): string {
  let label = LABELS[e.code] ?? e.code;
  if (e.code === 'GTIN' || e.code === 'GTOT' || e.code === 'PICK' || e.code === 'DROP') {
    if (e.empty_indicator === 'EMPTY') label = `${label} empty`;
    else if (e.empty_indicator === 'LADEN') label = `${label} full`;
  }
  if ((e.code === 'LOAD' || e.code === 'DISC') && e.mode_of_transport && e.mode_of_transport !== 'VESSEL') {
    label =
      e.code === 'LOAD'
        ? `Loaded on ${e.mode_of_transport.toLowerCase()}`
        : `Unloaded from ${e.mode_of_transport.toLowerCase()}`;
  }
  return e.classifier === 'ACT' ? label : `${label} (planned)`;
}

// ---------------------------------------------------------------------------------------------
// The record's status

/**
 * The record-level status of several boxes: the least advanced box decides (a B/L is delivered
 * when every box is); a held box shows the record as customs_hold unless every box has ended.
 */
export function aggregateStatus(statuses: Status[]): Status {
  if (!statuses.length) return 'pending';
  if (statuses.every((s) => s === 'returned_empty')) return 'returned_empty';
  if (statuses.every(isEnded)) return 'delivered';
  if (statuses.includes('customs_hold')) return 'customs_hold';
  return statuses.reduce((a, b) => (RANK[b] < RANK[a] ? b : a));
}
