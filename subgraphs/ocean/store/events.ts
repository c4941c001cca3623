// Carrier events: per record, the poller's upsert, and the /v2/events feed.
import type { Queryable } from '../../../platform/db.js';
import type { AsWritten, EventRow } from './rows.js';

export async function eventsByContainerIds(db: Queryable, containerIds: readonly string[]): Promise<EventRow[]> {
  const r = await db.query<EventRow>(
    `SELECT * FROM ocean.events WHERE container_id = ANY($1::uuid[])
      ORDER BY container_id, event_at, CASE classifier WHEN 'ACT' THEN 0 WHEN 'EST' THEN 1 ELSE 2 END, code, source_event_id`,
    [containerIds],
  );
  return r.rows;
}

/** What a poll compares a carrier event with: an event whose time or classifier moved is fed again. */
export type EventKey = Pick<EventRow, 'source_event_id' | 'classifier' | 'event_at'>;

export async function existingEventKeys(q: Queryable, containerId: string): Promise<EventKey[]> {
  const r = await q.query<EventKey>(
    'SELECT source_event_id, classifier, event_at FROM ocean.events WHERE container_id = $1',
    [containerId],
  );
  return r.rows;
}

/** An event as the poller writes it: the store assigns the rest. */
export type EventWrite = AsWritten<Omit<EventRow, 'id' | 'org_id' | 'container_id' | 'created_at' | 'feed_seq'>>;

/** New events are inserted; an event whose time or classifier moved is rewritten and re-fed. */
export async function upsertEvents(
  q: Queryable,
  orgId: string,
  containerId: string,
  events: EventWrite[],
  now: Date,
): Promise<void> {
  if (!events.length) return;
  await q.query(
    `INSERT INTO ocean.events AS e (org_id, container_id, source_event_id, event_type, code, classifier, event_at, unlocode, facility_name,
       vessel_imo, vessel_name, voyage, mode_of_transport, equipment_reference, empty_indicator, remark, created_at)
     SELECT $1, $2, x.source_event_id, x.event_type, x.code, x.classifier, x.event_at, x.unlocode, x.facility_name, x.vessel_imo,
       x.vessel_name, x.voyage, x.mode_of_transport, x.equipment_reference, x.empty_indicator, x.remark, $4
       FROM jsonb_to_recordset($3::jsonb) AS x(source_event_id text, event_type text, code text, classifier text, event_at timestamptz,
         unlocode text, facility_name text, vessel_imo text, vessel_name text, voyage text, mode_of_transport text,
         equipment_reference text, empty_indicator text, remark text)
     ON CONFLICT (container_id, source_event_id) DO UPDATE SET
       classifier = EXCLUDED.classifier, event_at = EXCLUDED.event_at, unlocode = EXCLUDED.unlocode, facility_name = EXCLUDED.facility_name,
       vessel_imo = EXCLUDED.vessel_imo, vessel_name = EXCLUDED.vessel_name, voyage = EXCLUDED.voyage, remark = EXCLUDED.remark,
       created_at = EXCLUDED.created_at, feed_seq = nextval('ocean.event_feed_seq')
     WHERE (e.classifier, e.event_at) IS DISTINCT FROM (EXCLUDED.classifier, EXCLUDED.event_at)`,
    [orgId, containerId, JSON.stringify(events), now],
  );
}

export interface FeedFilter {
  eventTypes: string[] | null;
  /** Each given code list restricts to events of its type with one of those codes (AND-ed, as DCSA). */
  codeFilters: { type: string; codes: string[] }[];
  equipmentReference: string | null;
  unlocode: string | null;
  vesselImo: string | null;
  booking: string | null;
  transportDocument: string | null;
  createdFrom: Date | null;
  createdFromInclusive: boolean;
  createdTo: Date | null;
  createdToInclusive: boolean;
}

export type FeedRow = EventRow & {
  identifier: string;
  identifier_type: string;
  bl_number: string | null;
  booking_number: string | null;
  carrier_scac: string | null;
};

export async function feedPage(
  q: Queryable,
  orgId: string,
  f: FeedFilter,
  after: number,
  limit: number,
): Promise<FeedRow[]> {
  const params: unknown[] = [orgId, after, limit + 1];
  const cond: string[] = [];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    cond.push(sql(`$${params.length}`));
  };
  if (f.eventTypes) add((p) => `e.event_type = ANY(${p}::text[])`, f.eventTypes);
  for (const c of f.codeFilters) {
    params.push(c.type);
    const t = `$${params.length}`;
    add((p) => `(e.event_type = ${t} AND e.code = ANY(${p}::text[]))`, c.codes);
  }
  if (f.equipmentReference) add((p) => `e.equipment_reference = ${p}`, f.equipmentReference);
  if (f.unlocode) add((p) => `e.unlocode = ${p}`, f.unlocode);
  if (f.vesselImo) add((p) => `e.vessel_imo = ${p}`, f.vesselImo);
  if (f.booking)
    add((p) => `(c.booking_number = ${p} OR (c.identifier_type = 'booking' AND c.identifier = ${p}))`, f.booking);
  if (f.transportDocument)
    add(
      (p) => `(c.bl_number = ${p} OR (c.identifier_type = 'bill_of_lading' AND c.identifier = ${p}))`,
      f.transportDocument,
    );
  if (f.createdFrom) add((p) => `e.created_at ${f.createdFromInclusive ? '>=' : '>'} ${p}`, f.createdFrom);
  if (f.createdTo) add((p) => `e.created_at ${f.createdToInclusive ? '<=' : '<'} ${p}`, f.createdTo);
  const r = await q.query<FeedRow>(
    `SELECT e.*, c.identifier, c.identifier_type, c.bl_number, c.booking_number, c.carrier_scac
       FROM ocean.events e JOIN ocean.containers c ON c.id = e.container_id
      WHERE e.org_id = $1 AND e.feed_seq > $2 ${cond.map((x) => `AND ${x}`).join(' ')}
      ORDER BY e.feed_seq LIMIT $3`,
    params,
  );
  return r.rows;
}
