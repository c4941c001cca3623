// What a poll decides from (the carrier's answer, the clock, the reference data) and the forms
// its decisions compare and write values in (poll.ts, boxes.ts,
// record.ts).
import type { TrackingSnapshot } from '../connectors/types.js';
import type { RefData } from '../store/reference-data.js';
import type * as store from '../store/index.js';
import type { ArrivalEvidence, FixColumns } from './record-arrival.js';
import { localTime } from '../../../platform/time-zones.js';

export interface PollInput {
  snapshot: TrackingSnapshot;
  /** direct_carrier: asked now (the answer is shared); warm_db: a fresh shared answer reused. */
  source: 'direct_carrier' | 'warm_db';
  now: Date;
  registeredAt: Date | null;
  ref: RefData;
  /** What the predicted arrival needs beyond the answer, read before the poll's transaction (use-cases/poll-record.ts). */
  arrival?: { evidence: ArrivalEvidence; fix: FixColumns | null };
}

/** An instant as ISO text; none stays null. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
/** Whether two instants are the same (two nulls are). */
export const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** Event object fields of a real-world moment at a port: the local-time fields absent without a zone. */
export function momentAt(at: Date, port: string | null, ref: RefData): Record<string, unknown> {
  const tz = port ? (ref.portByCode.get(port)?.timezone ?? null) : null;
  const lt = localTime(at, tz);
  const out: Record<string, unknown> = { event_date_time: at.toISOString() };
  if (lt.local) {
    out.event_local_datetime = lt.local;
    out.utc_offset_minutes = lt.offsetMinutes;
    out.event_timezone = lt.timezone;
  }
  return out;
}

/** A record keeps at most this many of an answer's warnings. */
const MAX_RECORD_WARNINGS = 20;

/**
 * What the record keeps of an answer's warnings (what the connector dropped or doubted), for
 * field_provenance.carrier_answer: each once, in the answer's order, at most MAX_RECORD_WARNINGS
 * (the last one then says how many more there were); [] for a clean answer.
 */
export function answerWarnings(snapshot: TrackingSnapshot): string[] {
  const all = [...new Set((snapshot.warnings ?? []).filter((w) => typeof w === 'string' && w.trim() !== ''))];
  if (all.length <= MAX_RECORD_WARNINGS) return all;
  const more = all.length - MAX_RECORD_WARNINGS + 1;
  return [...all.slice(0, MAX_RECORD_WARNINGS - 1), `and ${more} more warnings`];
}

/** The carrier of the answer, else the one the record already names. */
export const carrierOf = (record: store.ContainerRow, snapshot: TrackingSnapshot) =>
  snapshot.found ? snapshot.carrierScac : record.carrier_scac;

/** Comparable form of a stored or computed value: instants as ISO, objects with sorted keys (jsonb reorders them). */
export function norm(v: unknown): string {
  const walk = (x: unknown): unknown => {
    if (x instanceof Date) return x.toISOString();
    if (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(x)) return new Date(x).toISOString();
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .map((k) => [k, walk((x as Record<string, unknown>)[k])]),
      );
    return x ?? null;
  };
  return JSON.stringify(walk(v));
}

/** The fields every webhook event of a record carries. */
export type Base = (containerNumber: string | null, status: string) => Record<string, unknown>;
