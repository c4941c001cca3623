// The earlier API's vocabularies (docs/legacy.md, The mapping): ocean statuses as its shipment
// and container statuses, identifier kinds as its type codes, and a box's DCSA events as its
// milestone codes.
import type { IdentifierType } from '../../connectors/types.js';
import type { LegacyMetadata, LegacyStatus, Milestone } from './answer.js';

/** Ocean status (docs/ocean.md, Status) → the earlier API's shipment / container status. */
export function legacyStatus(status: string | null | undefined): LegacyStatus {
  switch (status) {
    case 'booked':
      return 'PLANNED';
    case 'in_transit':
    case 'discharged':
    case 'available':
    case 'customs_hold':
      return 'IN_TRANSIT';
    case 'delivered':
    case 'returned_empty':
      return 'DELIVERED';
    default:
      return 'UNKNOWN'; // pending: the carrier has not confirmed the reference
  }
}

export const IDENTIFIER_KIND: Record<IdentifierType, LegacyMetadata['type']> = {
  container_id: 'CT',
  bill_of_lading: 'BL',
  booking: 'BK',
};

/** Minimal event view the milestone rules read (an EventRow satisfies it). */
export interface MilestoneEvent {
  code: string;
  event_type: string;
  unlocode: string | null;
  empty_indicator: string | null;
  mode_of_transport: string | null;
}

/** LOAD / DISC without a mode are vessel moves (DCSA equipment events often omit the mode). */
export const isVesselMove = (e: MilestoneEvent) => e.mode_of_transport === null || e.mode_of_transport === 'VESSEL';
export const isEmpty = (e: MilestoneEvent) => e.empty_indicator === 'EMPTY';
/** An event that happened (ACT), not an estimate or a plan. */
export const isActual = (e: { classifier: string }) => e.classifier === 'ACT';

/**
 * Milestone code of each event of one box's timeline (oldest first; shipment-level events
 * excluded), or null for an additional event. Phases are cut by the box's first vessel load
 * (before it: pre-carriage) and its last vessel discharge at the port of discharge (after it:
 * on-carriage); POL / POD come from the route, transshipment is any other vessel port.
 */
export function milestones(
  events: readonly MilestoneEvent[],
  pol: string | null,
  pod: string | null,
): (Milestone | null)[] {
  const firstLoad = events.findIndex((e) => e.code === 'LOAD' && isVesselMove(e));
  let podDisc = -1;
  events.forEach((e, i) => {
    if (e.code === 'DISC' && isVesselMove(e) && (pod === null || e.unlocode === pod)) podDisc = i;
  });
  // Where the box was discharged last; an event without a place after it is taken to be there.
  const podPlace = pod ?? (podDisc >= 0 ? events[podDisc]!.unlocode : null);
  let loads = 0;
  let departures = 0;
  return events.map((e, i): Milestone | null => {
    const before = firstLoad === -1 ? podDisc === -1 : i < firstLoad;
    const after = podDisc !== -1 && i > podDisc;
    const atPod = pod !== null && e.unlocode === pod;
    const atDischargePlace = e.unlocode === null || podPlace === null || e.unlocode === podPlace;
    const atPol = pol !== null && e.unlocode === pol;
    switch (e.code) {
      case 'GTOT':
        if (before) return isEmpty(e) ? 'CEP' : 'CPS';
        if (after && !isEmpty(e)) return atDischargePlace ? 'CGO' : 'COF';
        return null;
      case 'PICK':
        if (before) return 'CPS';
        if (after) return atDischargePlace ? 'CGO' : 'COF';
        return null;
      case 'GTIN':
        if (before) return !isEmpty(e) && (pol === null || atPol) ? 'CGI' : null;
        if (after) return isEmpty(e) ? 'CER' : atDischargePlace ? null : 'CIF';
        return null;
      case 'DROP':
        if (before) return isEmpty(e) ? 'CEP' : null;
        if (after) return isEmpty(e) ? 'CER' : 'CDC';
        return null;
      case 'LOAD':
        if (!isVesselMove(e)) return null;
        return loads++ === 0 ? 'CLL' : 'CLT';
      case 'DISC':
        if (!isVesselMove(e)) return null;
        return i === podDisc || atPod ? 'CDD' : 'CDT';
      case 'DEPA': {
        if (atPod) return null;
        const first = departures++ === 0;
        if (atPol || (pol === null && first)) return 'VDL';
        return 'VDT';
      }
      case 'ARRI':
        if (atPod) return 'VAD';
        if (atPol) return null;
        return 'VAT';
      default:
        return null; // STUF, STRP, INSP, RSEA, RMVD, …: additional events
    }
  });
}
