// Carrier events: per record, the poller's upsert, the /v2/events feed, and the months ahead.
import type { Db, Queryable } from '../../../platform/db.js';
import { prepareMonths, type MonthlyTable } from '../../../platform/partitions.js';
import type { AsWritten, EventRow } from './rows.js';

export async function eventsByContainerIds(db: Queryable, containerIds: readonly string[]): Promise<EventRow[]> {
  const r = await db.query<EventRow>(
    `SELECT * FROM ocean.events WHERE container_id = ANY($1::uuid[])
      ORDER BY container_id, event_at, CASE classifier WHEN 'ACT' THEN 0 WHEN 'EST' THEN 1 ELSE 2 END, code, source_event_id`,
    [containerIds],
  );
  return r.rows;
}

/**
 * What the carrier said of an event that /v2/events republishes as sent (migration 008): the
 * document a shipment event is about, the documents it relates to, the SMDG delay reason, the
 * facility's SMDG / BIC code. Null / [] where the carrier did not say.
 */
interface EventDocumentColumns {
  document_type_code: string | null;
  document_id: string | null;
  document_references: { type: string; value: string }[];
  delay_reason_code: string | null;
  facility_code: string | null;
  facility_code_list_provider: string | null;
}

/** The columns of EventDocumentColumns, in the order the upsert lists them. */
const DOCUMENT_COLUMNS = [
  'document_type_code',
  'document_id',
  'document_references',
  'delay_reason_code',
  'facility_code',
  'facility_code_list_provider',
] as const;

/**
 * What a poll compares a carrier event with: an event whose time, classifier or delay reason
 * moved is fed again; one whose documents or facility code changed is rewritten in place.
 */
export type EventKey = Pick<EventRow, 'source_event_id' | 'classifier' | 'event_at'> & Partial<EventDocumentColumns>;

export async function existingEventKeys(q: Queryable, containerId: string): Promise<EventKey[]> {
  const r = await q.query<EventKey>(
    `SELECT source_event_id, classifier, event_at, ${DOCUMENT_COLUMNS.join(', ')} FROM ocean.events WHERE container_id = $1`,
    [containerId],
  );
  return r.rows;
}

/** An event as the poller writes it: the store assigns the rest. */
export type EventWrite = AsWritten<Omit<EventRow, 'id' | 'org_id' | 'container_id' | 'created_at' | 'feed_seq'>> &
  EventDocumentColumns;

/** Fed again (a new feed_seq and eventCreatedDateTime): the time, the classifier or the delay reason moved. */
const REFEED =
  '(e.classifier, e.event_at, e.delay_reason_code) IS DISTINCT FROM (x.classifier, x.event_at, x.delay_reason_code)';

/**
 * The poller's events as rows, numbered in the carrier's order (`ord`), so new events are fed in
 * it: an event the carrier related to no document relates to none ('[]').
 */
const WRITTEN = `SELECT j.ord, r.source_event_id, r.event_type, r.code, r.classifier, r.event_at, r.unlocode, r.facility_name, r.vessel_imo,
    r.vessel_name, r.voyage, r.mode_of_transport, r.equipment_reference, r.empty_indicator, r.remark, r.document_type_code,
    r.document_id, COALESCE(r.document_references, '[]') AS document_references, r.delay_reason_code, r.facility_code,
    r.facility_code_list_provider
  FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS j(event, ord),
    jsonb_to_record(j.event) AS r(source_event_id text, event_type text, code text, classifier text,
    event_at timestamptz, unlocode text, facility_name text, vessel_imo text, vessel_name text, voyage text,
    mode_of_transport text, equipment_reference text, empty_indicator text, remark text, document_type_code text,
    document_id text, document_references jsonb, delay_reason_code text, facility_code text, facility_code_list_provider text)`;

/** Rewritten in place: any of these moved (REFEED says which of them also feed it again). */
const REWRITTEN = ['classifier', 'event_at', ...DOCUMENT_COLUMNS];
const SET = ['unlocode', 'facility_name', 'vessel_imo', 'vessel_name', 'voyage', 'remark', ...REWRITTEN];
const INSERTED = [
  'source_event_id',
  'event_type',
  'code',
  'mode_of_transport',
  'equipment_reference',
  'empty_indicator',
  ...SET,
];

/**
 * New events are inserted; an event whose time or classifier moved is rewritten and re-fed. One
 * row per source event is this writer's rule, not a unique key (events are partitioned by
 * created_at, which a re-feed moves: migration 012): it runs in the record's transaction under
 * its row lock (store.lockPollState), and inserts only the source events the record has not got.
 * One statement: the INSERT's NOT EXISTS sees the rows as they were before the UPDATE.
 */
export async function upsertEvents(
  q: Queryable,
  orgId: string,
  containerId: string,
  events: EventWrite[],
  now: Date,
): Promise<void> {
  if (!events.length) return;
  await q.query(
    `WITH x AS (${WRITTEN}),
     rewritten AS (
       UPDATE ocean.events e SET ${SET.map((c) => `${c} = x.${c}`).join(', ')},
         created_at = CASE WHEN ${REFEED} THEN $4 ELSE e.created_at END,
         feed_seq = CASE WHEN ${REFEED} THEN nextval('ocean.event_feed_seq') ELSE e.feed_seq END
         FROM x
        WHERE e.container_id = $2 AND e.source_event_id = x.source_event_id
          AND (${REWRITTEN.map((c) => `e.${c}`).join(', ')}) IS DISTINCT FROM (${REWRITTEN.map((c) => `x.${c}`).join(', ')})
       RETURNING 1
     )
     INSERT INTO ocean.events (org_id, container_id, ${INSERTED.join(', ')}, created_at)
     SELECT $1, $2, ${INSERTED.map((c) => `x.${c}`).join(', ')}, $4
       FROM x
      WHERE NOT EXISTS (SELECT 1 FROM ocean.events e WHERE e.container_id = $2 AND e.source_event_id = x.source_event_id)
      ORDER BY x.ord`,
    [orgId, containerId, JSON.stringify(events), now],
  );
}

export interface FeedFilter {
  eventTypes: string[] | null;
  /** Each given code list restricts to events of its type with one of those codes (AND-ed, as DCSA). */
  codeFilters: { type: string; codes: string[] }[];
  /** Shipment events about one of these documents (the carrier's type, else TRD with a B/L, else BKG). */
  documentTypeCodes: string[] | null;
  equipmentReference: string | null;
  unlocode: string | null;
  vesselImo: string | null;
  /** The voyage the feed states (carrierVoyageNumber, exportVoyageNumber): each given must match. */
  voyages: string[];
  /** The feed's transportCallID: `${vessel IMO ?? NOIMO}-${voyage ?? NOVOY}-${UN/LOCODE ?? NOLOC}` of an event with a call. */
  transportCallId: string | null;
  booking: string | null;
  transportDocument: string | null;
  createdFrom: Date | null;
  createdFromInclusive: boolean;
  createdTo: Date | null;
  createdToInclusive: boolean;
}

/** A sort key of the feed (DCSA `sort`): its column and direction; feed_seq ascending breaks ties. */
export interface FeedSortKey {
  column: 'event_at' | 'created_at';
  descending: boolean;
}

/** Where the previous page ended: its last row's feed_seq and, when sorted, its sort keys' values. */
export interface FeedPosition {
  feedSeq: number;
  keys: Date[];
}

export type FeedRow = EventRow &
  EventDocumentColumns & {
    identifier: string;
    identifier_type: string;
    bl_number: string | null;
    booking_number: string | null;
    carrier_scac: string | null;
  };

const BL = "COALESCE(c.bl_number, CASE WHEN c.identifier_type = 'bill_of_lading' THEN c.identifier END)";
/** The document type the feed states (decide/event-feed.ts, documentType): the carrier's, else from the record. */
const DOCUMENT_TYPE = `CASE WHEN e.document_type_code IS NOT NULL AND e.document_id IS NOT NULL THEN e.document_type_code
  WHEN ${BL} IS NOT NULL THEN 'TRD' ELSE 'BKG' END`;
/** The transportCallID the feed states (decide/event-feed.ts), null where the event has no transport call. */
const TRANSPORT_CALL_ID = `CASE WHEN e.event_type = 'TRANSPORT' OR e.vessel_imo <> '' OR e.voyage <> ''
  THEN COALESCE(e.vessel_imo, 'NOIMO') || '-' || COALESCE(e.voyage, 'NOVOY') || '-' || COALESCE(e.unlocode, 'NOLOC') END`;

/** The filters as SQL conditions, their values appended to params. */
function feedConditions(f: FeedFilter, params: unknown[]): string[] {
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
  if (f.documentTypeCodes)
    add((p) => `(e.event_type = 'SHIPMENT' AND ${DOCUMENT_TYPE} = ANY(${p}::text[]))`, f.documentTypeCodes);
  if (f.equipmentReference) add((p) => `e.equipment_reference = ${p}`, f.equipmentReference);
  if (f.unlocode) add((p) => `e.unlocode = ${p}`, f.unlocode);
  if (f.vesselImo) add((p) => `e.vessel_imo = ${p}`, f.vesselImo);
  for (const v of f.voyages) add((p) => `e.voyage = ${p}`, v);
  if (f.transportCallId) add((p) => `${TRANSPORT_CALL_ID} = ${p}`, f.transportCallId);
  if (f.booking)
    add((p) => `(c.booking_number = ${p} OR (c.identifier_type = 'booking' AND c.identifier = ${p}))`, f.booking);
  if (f.transportDocument)
    add(
      (p) => `(c.bl_number = ${p} OR (c.identifier_type = 'bill_of_lading' AND c.identifier = ${p}))`,
      f.transportDocument,
    );
  if (f.createdFrom) add((p) => `e.created_at ${f.createdFromInclusive ? '>=' : '>'} ${p}`, f.createdFrom);
  if (f.createdTo) add((p) => `e.created_at ${f.createdToInclusive ? '<=' : '<'} ${p}`, f.createdTo);
  return cond;
}

/**
 * After the previous page's last row in the order (keys..., feed_seq): (k1 beyond v1) OR (k1 = v1
 * AND k2 beyond v2) … OR (every key equal AND feed_seq > s). One condition, whatever the keys.
 */
function keyset(sort: readonly FeedSortKey[], at: FeedPosition | null, params: unknown[]): string | null {
  if (!at) return null;
  const terms = sort.map((k, i) => ({ col: `e.${k.column}`, op: k.descending ? '<' : '>', v: at.keys[i] }));
  const ors: string[] = [];
  const equal: string[] = [];
  for (const t of [...terms, { col: 'e.feed_seq', op: '>', v: at.feedSeq as unknown }]) {
    params.push(t.v);
    const p = `$${params.length}`;
    ors.push([...equal, `${t.col} ${t.op} ${p}`].join(' AND '));
    equal.push(`${t.col} = ${p}`);
  }
  return ors.length === 1 ? ors[0]! : `(${ors.map((o) => `(${o})`).join(' OR ')})`;
}

/** One page (limit + 1 rows, to tell whether another follows), in learnt order or by `sort`. One statement. */
export async function feedPage(
  q: Queryable,
  orgId: string,
  f: FeedFilter,
  sort: readonly FeedSortKey[],
  after: FeedPosition | null,
  limit: number,
): Promise<FeedRow[]> {
  const params: unknown[] = [orgId, limit + 1];
  const cond = feedConditions(f, params);
  const from = keyset(sort, after, params);
  if (from) cond.push(from);
  const order = [...sort.map((k) => `e.${k.column}${k.descending ? ' DESC' : ''}`), 'e.feed_seq'].join(', ');
  const r = await q.query<FeedRow>(
    `SELECT e.*, c.identifier, c.identifier_type, c.bl_number, c.booking_number, c.carrier_scac
       FROM ocean.events e JOIN ocean.containers c ON c.id = e.container_id
      WHERE e.org_id = $1 ${cond.map((x) => `AND ${x}`).join(' ')}
      ORDER BY ${order} LIMIT $2`,
    params,
  );
  return r.rows;
}

const EVENT_MONTHS: MonthlyTable[] = [{ table: 'ocean.events', key: 'created_at', keyType: 'timestamptz' }];
const EVENT_MONTHS_LOCK = 727_210; // arbitrary, constant: "ocean event months", one poller at a time

/**
 * Creates the events' month of `now` and the next two where missing (migration 012). No month is
 * dropped: events have no retention (docs/operations.md, "Retention by partition").
 */
export const prepareEventMonths = (db: Db, now: Date): Promise<string[]> =>
  prepareMonths(db, EVENT_MONTHS, now, EVENT_MONTHS_LOCK);
