// What one found airline answer changes, decided from the normalised answer and what is held
// (the stored content hash, the legs' estimates, the organisations tracking the AWB). Pure: the
// store reads the held state and applies the decision in the transaction of the answer.
//
// Rules, documented in docs/air.md:
// - An estimate the airline no longer repeats is kept: an estimated time stays after the actual.
// - Legs and events are rewritten only when the content (everything but the warnings) changed.
// - Every tracking organisation whose status is behind the new one moves to it, raising one event
//   per lifecycle status crossed; a status never moves backwards, so no event is raised twice.
import { createHash } from 'node:crypto';
import type { RaisedEvent } from '../../webhooks/outbox.js';
import { awbDisplay, type Awb } from './awb.js';
import { LIFECYCLE, STATUS_EVENT, statusRank, type AirStatus } from './codes.js';
import {
  keepEstimates,
  type AirportInfo,
  type HeldLegEstimates,
  type NormEvent,
  type NormLeg,
  type Normalised,
} from './normalise.js';
import { localTime, utcOffsetMinutes } from '../../../platform/time-zones.js';

export interface OrgTracking {
  id: string;
  org_id: string;
  status: string;
}

/** What the database holds for the AWB when its answer lands. */
export interface HeldAnswer {
  /** null: no found answer is held (nothing yet, or not found). */
  contentHash: string | null;
  legEstimates: HeldLegEstimates[];
  trackers: OrgTracking[];
}

export interface FoundAnswer {
  awb: string;
  prefix: string;
  shipment: Omit<Normalised, 'legs' | 'events'> & {
    origin_name: string | null;
    destination_name: string | null;
    messages: string[];
    content_hash: string;
  };
  /** Legs and events to store in place of the held ones; null when the content did not change. */
  content: { legs: NormLeg[]; events: NormEvent[]; replacesHeld: boolean } | null;
  /** Tracking rows (air.waybills ids) that move to the shipment's status. */
  moved: string[];
  raised: RaisedEvent[];
  now: Date;
}

export function decideFound(
  awb: Awb,
  answer: Normalised,
  airports: Map<string, AirportInfo>,
  messages: string[],
  held: HeldAnswer,
  now: Date,
): FoundAnswer {
  const n = held.contentHash ? { ...answer, legs: keepEstimates(answer.legs, held.legEstimates) } : answer;
  const { legs, events, ...waybill } = n;
  const hash = contentHash(n);
  const nameOf = (iata: string | null) => (iata ? (airports.get(iata)?.name ?? iata) : null);
  const moves = trackerMoves(awb, n, airports, held.trackers, now);
  return {
    awb: awb.digits,
    prefix: awb.prefix,
    shipment: {
      ...waybill,
      origin_name: nameOf(n.origin),
      destination_name: nameOf(n.destination),
      messages,
      content_hash: hash,
    },
    content: held.contentHash === hash ? null : { legs, events, replacesHeld: held.contentHash !== null },
    ...moves,
    now,
  };
}

export function contentHash(n: Normalised): string {
  const { warnings: _w, ...content } = n;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The trackers behind the new status, and the events of every status they cross. */
function trackerMoves(
  awb: Awb,
  n: Normalised,
  airports: Map<string, AirportInfo>,
  trackers: OrgTracking[],
  now: Date,
): { moved: string[]; raised: RaisedEvent[] } {
  const moved: string[] = [];
  const raised: RaisedEvent[] = [];
  if (n.status === 'unknown') return { moved, raised };
  const newRank = statusRank(n.status);
  for (const t of trackers) {
    const oldRank = statusRank(t.status);
    if (newRank <= oldRank) continue;
    moved.push(t.id);
    for (const status of LIFECYCLE.slice(oldRank + 1, newRank + 1)) {
      const type = STATUS_EVENT[status];
      if (type)
        raised.push({
          product: 'air',
          orgId: t.org_id,
          type,
          occurredAt: now,
          data: eventData(awb, n, status, t.status, airports),
        });
    }
  }
  return { moved, raised };
}

/** Per status, groups of codes in order of preference; `last` for milestones all pieces must reach. */
const PROOF: Partial<Record<AirStatus, { codes: string[][]; last: boolean; atDestination: boolean }>> = {
  accepted: {
    codes: [
      ['FOH', 'RCS'],
      ['PRE', 'MAN'],
    ],
    last: false,
    atDestination: false,
  },
  in_transit: { codes: [['DEP'], ['TFD', 'RCT'], ['ARR', 'RCF']], last: false, atDestination: false },
  arrived: { codes: [['ARR'], ['RCF']], last: true, atDestination: true },
  available: { codes: [['NFD'], ['AWD']], last: true, atDestination: true },
  delivered: { codes: [['DLV', 'DDL']], last: true, atDestination: true },
};

/** The webhook payload of a status reached: the event that proves it, in its station's local time. */
function eventData(
  awb: Awb,
  n: Normalised,
  status: AirStatus,
  previous: string,
  airports: Map<string, AirportInfo>,
): Record<string, unknown> {
  const proof = PROOF[status];
  let candidates: NormEvent[] = [];
  for (const group of proof?.codes ?? []) {
    candidates = n.events.filter(
      (e) => group.includes(e.status_code) && e.is_actual && (!proof!.atDestination || e.station === n.destination),
    );
    if (candidates.length) break;
  }
  const ev = proof?.last ? candidates[candidates.length - 1] : candidates[0];
  const at = ev ? (ev.actual ?? ev.estimated) : null;
  const zone = ev?.station ? (airports.get(ev.station)?.timezone ?? null) : null;
  const data: Record<string, unknown> = {
    awb: awbDisplay(awb.digits),
    airline_prefix: awb.prefix,
    status,
    previous_status: previous === 'unknown' ? null : previous,
    status_code: ev?.status_code ?? null,
    description: ev?.description ?? null,
    station: ev?.station ?? null,
    flight_number: ev?.flight_number ?? n.flight_number,
    origin: n.origin,
    destination: n.destination,
    pieces: n.pieces,
    weight_kg: n.weight_kg,
    event_date_time: at ? at.toISOString() : null,
  };
  if (at && zone && utcOffsetMinutes(zone, at) !== null) {
    data.event_local_datetime = localTime(at, zone).local;
    data.utc_offset_minutes = utcOffsetMinutes(zone, at);
    data.event_timezone = zone;
  }
  return data;
}
