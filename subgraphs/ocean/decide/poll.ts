// What one carrier answer changes on a tracked record, decided without touching
// the database: which events are new, each box's new state and the terms in force on it, the
// lane arrivals, the record's new fields, which demurrage clocks cross a threshold and which
// webhook events to raise. The poller reads the state, decides here, and store.applyPoll writes
// the decision in the record's transaction. The boxes' decisions are in boxes.ts, the
// record's in record.ts; the events' and the demurrage clocks' here.
import type * as store from '../store/index.js';
import { aggregateStatus } from './tracking.js';
import { boxDemurrage, dailyRate, todayByZone, type BoxClock } from './demurrage.js';
import { dateOnly } from '../../../platform/time-zones.js';
import { eventWrite } from './event-write.js';
import { pollAgainAt } from './poll-again.js';
import { type AnswerBox, decideBoxes } from './boxes.js';
import { decideRecordFields, decideRecordRaises } from './record.js';
import { pollPrediction } from './record-arrival.js';
import { type PollInput, momentAt, carrierOf, norm, answerWarnings, type Base } from './poll-input.js';

/** Days before the last free day from which demurrage_warning is raised (0 = the last free day itself). */
const DEMURRAGE_WARNING_DAYS = 1;

/** Whether a stored event already says all this write would (time, classifier, documents, delay, facility). */
function unchanged(old: store.EventKey, w: store.EventWrite): boolean {
  return (
    old.classifier === w.classifier &&
    old.event_at.getTime() === Date.parse(w.event_at) &&
    (old.document_type_code ?? null) === w.document_type_code &&
    (old.document_id ?? null) === w.document_id &&
    JSON.stringify((old.document_references ?? []).map((r) => [r.type, r.value])) ===
      JSON.stringify(w.document_references.map((r) => [r.type, r.value])) &&
    (old.delay_reason_code ?? null) === w.delay_reason_code &&
    (old.facility_code ?? null) === w.facility_code &&
    (old.facility_code_list_provider ?? null) === w.facility_code_list_provider
  );
}

/**
 * Events: new ones, and ones whose time, classifier, documents, delay reason or facility code
 * moved (store.upsertEvents tells which of those are fed again); a vessel departure that became
 * actual is raised.
 */
function decideEvents(
  state: store.PollState,
  input: PollInput,
  boxes: readonly AnswerBox[],
  base: Base,
): { writes: store.EventWrite[]; raises: store.Raise[] } {
  const { record: rec, events } = state;
  const known = new Map(events.map((e) => [e.source_event_id, e]));
  const baseline = !rec.last_polled_at;
  const writes: store.EventWrite[] = [];
  const raises: store.Raise[] = [];
  for (const e of input.snapshot.events) {
    const old = known.get(e.eventId);
    const write = eventWrite(e);
    if (old && unchanged(old, write)) continue;
    writes.push(write);
    if (!baseline && e.code === 'DEPA' && e.classifier === 'ACT' && old?.classifier !== 'ACT') {
      raises.push({
        type: 'vessel_departed',
        data: {
          ...base(
            rec.container_number ?? boxes[0]?.state.containerNumber ?? null,
            aggregateStatus(boxes.map((b) => b.state.status)),
          ),
          port: e.unlocode,
          vessel_imo: e.vesselImo,
          vessel_name: e.vesselName,
          voyage: e.voyage,
          ...momentAt(new Date(e.eventDateTime), e.unlocode, input.ref),
        },
      });
    }
  }
  return { writes, raises };
}

/** A box as it stands once the poll is written, for its demurrage clock. */
type BoxAfter = BoxClock &
  Pick<store.BoxRow, 'container_number' | 'status' | 'pod_unlocode' | 'pod_timezone' | 'dem_free_days' | 'dem_source'> &
  Pick<store.BoxRow, 'demurrage_warning_raised_at' | 'demurrage_started_raised_at'>;

/**
 * Demurrage: warnings and starts, once per box, on the terms in force now — for the boxes as
 * written and the record's other boxes as stored. Raised from the baseline poll on.
 */
export function decideDemurrage(
  boxes: readonly BoxAfter[],
  now: Date,
  base: Base,
): { raised: store.PollDecision['demurrageRaised']; raises: store.Raise[] } {
  const todayAt = todayByZone(now);
  const raised = { warning: [] as string[], started: [] as string[] };
  const raises: store.Raise[] = [];
  for (const box of boxes) {
    const lfd = dateOnly(box.dem_last_free_day);
    if (!lfd || box.gate_out_at || box.empty_return_at) continue;
    const d = boxDemurrage(box, todayAt(box.pod_timezone));
    const b = {
      ...base(box.container_number, box.status),
      port: box.pod_unlocode,
      last_free_day: lfd,
      free_days: box.dem_free_days,
      terms_source:
        box.dem_source === 1 ? 'your_contract_terms' : box.dem_source === 2 ? 'carrier_published_tariff' : null,
    };
    const rate = dailyRate(d.days_overdue, box);
    if (d.days_overdue > 0 && !box.demurrage_started_raised_at) {
      raised.started.push(box.container_number);
      raises.push({
        type: 'demurrage_started',
        data: { ...b, days_overdue: d.days_overdue, daily_rate_usd: rate, accrued_usd: d.accrued_usd },
      });
    } else if (
      d.days_overdue === 0 &&
      d.free_days_left !== null &&
      d.free_days_left <= DEMURRAGE_WARNING_DAYS &&
      !box.demurrage_warning_raised_at
    ) {
      raised.warning.push(box.container_number);
      raises.push({
        type: 'demurrage_warning',
        data: { ...b, free_days_left: d.free_days_left, daily_rate_usd: rate },
      });
    }
  }
  return { raised, raises };
}

/** The record's boxes after the answer: those written, and the stored ones the answer no longer lists. */
function boxesAfter(state: store.PollState, writes: readonly store.BoxWrite[]): BoxAfter[] {
  const written = new Set(writes.map((w) => w.container_number));
  const stored = new Map(state.boxes.map((b) => [b.container_number, b]));
  return [
    ...writes.map((w) => ({
      ...w,
      demurrage_warning_raised_at: stored.get(w.container_number)?.demurrage_warning_raised_at ?? null,
      demurrage_started_raised_at: stored.get(w.container_number)?.demurrage_started_raised_at ?? null,
    })),
    ...state.boxes.filter((b) => !written.has(b.container_number)),
  ];
}

/** Everything the carrier answer changes on the record, given its state and the terms in force for its boxes. */
export function decidePoll(
  state: store.PollState,
  input: PollInput,
  boxes: readonly AnswerBox[],
  terms: readonly (store.TermsScope & store.BoxTerms)[],
): store.PollDecision {
  const { record: rec } = state;
  const { snapshot, now } = input;
  const carrier = carrierOf(rec, snapshot);
  const states = boxes.map((b) => b.state);
  // The first carrier answer is the baseline: what already happened raises no webhook; from
  // then on every change does. An open customs hold and demurrage clocks count from the baseline.
  const baseline = !rec.last_polled_at;
  const base: Base = (containerNumber, status) => ({
    container_id: rec.id,
    identifier: rec.identifier,
    identifier_type: rec.identifier_type,
    container_number: containerNumber,
    carrier_code: carrier,
    status,
  });

  const events = decideEvents(state, input, boxes, base);
  const boxWrites = decideBoxes(state, input, boxes, terms, base);
  const fields = decideRecordFields(rec, input, states);
  const { content, status, priority, unresolvedReason, endedAt, closeOut } = fields;
  const changedFields = (Object.keys(content) as (keyof typeof content)[]).filter(
    (k) => norm(content[k]) !== norm(rec[k]),
  );
  const changed = changedFields.length > 0 || events.writes.length > 0 || boxWrites.changed;
  const connectedNotice = rec.connector_status !== null && rec.connector_notify_requested_at !== null;
  const demurrage = decideDemurrage(boxesAfter(state, boxWrites.writes), now, base);
  const prediction = pollPrediction(rec, { ...rec, ...content, status }, input.arrival, {
    ref: input.ref,
    now,
    baseline,
    raises: decideRecordRaises(rec, states, fields, base, { baseline, changed, changedFields, connectedNotice }),
    base: { ...base(fields.containerNumber, status), port: fields.pod },
  });
  const raises: store.Raise[] = [...events.raises, ...boxWrites.raises, ...prediction.raises, ...demurrage.raises];

  const record: store.RecordWrite = {
    ...content,
    poll_priority: priority,
    ended_at: endedAt,
    source: input.source,
    last_polled_at: now,
    poll_failures: 0,
    last_poll_error: null,
    connector_status: null,
    // Replaced by every answer (none clears it); not a change of the shipment, so it moves nothing.
    carrier_answer_warnings: answerWarnings(snapshot),
    ...(connectedNotice ? { connector_notify_requested_at: null } : {}),
    registered_at: input.registeredAt ?? now,
    ...('predicted_p50' in prediction ? { predicted_p50: prediction.predicted_p50 } : {}),
    next_poll_at: closeOut
      ? null
      : pollAgainAt({ status, priority, unresolved: !!unresolvedReason, addedAt: rec.added_at, endedAt }, input),
    ...(changed ? { updated_at: now } : {}),
    ...(closeOut ? { archived_at: now, archived_reason: 'auto_close_out' } : {}),
  };
  return {
    orgId: rec.org_id,
    recordId: rec.id,
    now,
    events: events.writes,
    boxes: boxWrites.writes,
    boxesActive: rec.archived_at === null,
    arrivals: boxWrites.arrivals,
    demurrageRaised: demurrage.raised,
    record,
    moved: changed || closeOut,
    closeOut,
    share:
      input.source === 'direct_carrier'
        ? { identifier: rec.identifier, identifierType: rec.identifier_type, snapshot }
        : null,
    raises,
  };
}
