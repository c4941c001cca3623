// Writing an airline's answer: what is held when it lands, a found answer as decided
// (decide/answer.ts), a not-found answer, and the bookkeeping of a failed call.
import type { Queryable } from '../../../platform/db.js';
import type { FoundAnswer, HeldAnswer, OrgTracking } from '../decide/answer.js';

/**
 * What is held for the AWB when its answer lands (see decide/answer.ts), locked for this answer: the
 * shipment row first, then every organisation's tracking row, always in that order.
 */
export async function heldAnswer(tx: Queryable, awb: string): Promise<HeldAnswer> {
  const shipment = await tx.query<{ content_hash: string | null }>(
    'SELECT content_hash FROM air.shipments WHERE awb = $1 FOR UPDATE',
    [awb],
  );
  const contentHash = shipment.rows[0]?.content_hash ?? null;
  const legEstimates = contentHash
    ? (
        await tx.query<HeldAnswer['legEstimates'][number]>(
          'SELECT flight_number, flight_date, dep_estimated, arr_estimated FROM air.legs WHERE awb = $1',
          [awb],
        )
      ).rows
    : [];
  const trackers = await tx.query<OrgTracking>(
    'SELECT id, org_id, status FROM air.waybills WHERE awb = $1 ORDER BY id FOR UPDATE',
    [awb],
  );
  return { contentHash, legEstimates, trackers: trackers.rows };
}

/** Writes a found answer as decided (decide/answer.ts): the shipment, its legs and events when they changed, the trackers that moved. */
export async function applyFound(tx: Queryable, a: FoundAnswer): Promise<void> {
  const s = a.shipment;
  await tx.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, status, origin, destination, origin_name, destination_name, pieces, weight_kg,
        flight_number, dep_estimated, dep_actual, arr_estimated, arr_actual, messages, warnings, content_hash, retry_after_s,
        fetched_at, changed_at, failed_at, last_error, attempts, updated_at)
     VALUES ($1, $2, 'found', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, NULL, $18, $18, NULL, NULL, 1, $18)
     ON CONFLICT (awb) DO UPDATE SET outcome = 'found', status = $3, origin = $4, destination = $5, origin_name = $6, destination_name = $7,
        pieces = $8, weight_kg = $9, flight_number = $10, dep_estimated = $11, dep_actual = $12, arr_estimated = $13, arr_actual = $14,
        messages = $15, warnings = $16, content_hash = $17, retry_after_s = NULL, fetched_at = $18,
        changed_at = CASE WHEN $19 THEN $18 ELSE air.shipments.changed_at END,
        attempts = air.shipments.attempts + 1, updated_at = $18`,
    [
      a.awb,
      a.prefix,
      s.status,
      s.origin,
      s.destination,
      s.origin_name,
      s.destination_name,
      s.pieces,
      s.weight_kg,
      s.flight_number,
      s.departure.estimated,
      s.departure.actual,
      s.arrival.estimated,
      s.arrival.actual,
      s.messages,
      s.warnings,
      s.content_hash,
      a.now,
      a.content !== null,
    ],
  );
  if (a.content) await replaceContent(tx, a.awb, a.content);
  if (a.moved.length) {
    await tx.query(
      'UPDATE air.waybills SET status = $2, origin = $3, destination = $4, updated_at = $5 WHERE id = ANY($1::uuid[])',
      [a.moved, s.status, s.origin, s.destination, a.now],
    );
  }
}

async function replaceContent(tx: Queryable, awb: string, c: NonNullable<FoundAnswer['content']>): Promise<void> {
  if (c.replacesHeld) {
    await tx.query('DELETE FROM air.legs WHERE awb = $1', [awb]);
    await tx.query('DELETE FROM air.events WHERE awb = $1', [awb]);
  }
  if (c.legs.length) {
    await tx.query(
      `INSERT INTO air.legs (awb, order_id, status, transport_type, from_iata, to_iata, flight_number, flight_date, dep_estimated, dep_actual,
          arr_estimated, arr_actual, pieces, weight_kg, path)
       SELECT $1, x.order_id, x.status, x.transport_type, x.from_iata, x.to_iata, x.flight_number, x.flight_date, x.dep_estimated, x.dep_actual,
          x.arr_estimated, x.arr_actual, x.pieces, x.weight_kg, x.path
         FROM jsonb_to_recordset($2::jsonb) AS x(order_id int, status text, transport_type text, from_iata text, to_iata text, flight_number text,
          flight_date text, dep_estimated timestamptz, dep_actual timestamptz, arr_estimated timestamptz, arr_actual timestamptz, pieces int,
          weight_kg numeric, path jsonb)`,
      [
        awb,
        JSON.stringify(
          c.legs.map((l) => ({
            order_id: l.order_id,
            status: l.status,
            transport_type: l.transport_type,
            from_iata: l.from_iata,
            to_iata: l.to_iata,
            flight_number: l.flight_number,
            flight_date: l.flight_date,
            dep_estimated: l.departure.estimated,
            dep_actual: l.departure.actual,
            arr_estimated: l.arrival.estimated,
            arr_actual: l.arrival.actual,
            pieces: l.pieces,
            weight_kg: l.weight_kg,
            path: l.path,
          })),
        ),
      ],
    );
  }
  if (c.events.length) {
    await tx.query(
      `INSERT INTO air.events (awb, seq, status_code, raw_code, event_family, is_actual, estimated, actual, station, station_name, flight_number,
          pieces, weight_kg, description)
       SELECT $1, x.seq, x.status_code, x.raw_code, x.event_family, x.is_actual, x.estimated, x.actual, x.station, x.station_name, x.flight_number,
          x.pieces, x.weight_kg, x.description
         FROM jsonb_to_recordset($2::jsonb) AS x(seq int, status_code text, raw_code text, event_family text, is_actual boolean,
          estimated timestamptz, actual timestamptz, station text, station_name text, flight_number text, pieces int, weight_kg numeric,
          description text)`,
      [awb, JSON.stringify(c.events)],
    );
  }
}

export async function writeNotFound(
  tx: Queryable,
  awb: string,
  prefix: string,
  retryAfterS: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, status, retry_after_s, fetched_at, changed_at, attempts, updated_at)
     VALUES ($1, $2, 'not_found', 'unknown', $3, $4, $4, 1, $4)
     ON CONFLICT (awb) DO UPDATE SET outcome = 'not_found', status = 'unknown', origin = NULL, destination = NULL, origin_name = NULL,
        destination_name = NULL, pieces = NULL, weight_kg = NULL, flight_number = NULL, dep_estimated = NULL, dep_actual = NULL,
        arr_estimated = NULL, arr_actual = NULL, messages = '{}', warnings = '{}', content_hash = NULL, retry_after_s = $3, fetched_at = $4,
        changed_at = CASE WHEN air.shipments.outcome = 'not_found' THEN air.shipments.changed_at ELSE $4 END,
        attempts = air.shipments.attempts + 1, updated_at = $4`,
    [awb, prefix, retryAfterS, now],
  );
  await tx.query('DELETE FROM air.legs WHERE awb = $1', [awb]);
  await tx.query('DELETE FROM air.events WHERE awb = $1', [awb]);
}

/** Bookkeeping of a failed airline call: the held answer stays as it was. */
export async function writeFailure(
  db: Queryable,
  awb: string,
  prefix: string,
  error: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO air.shipments (awb, airline_prefix, outcome, failed_at, last_error, attempts, updated_at)
     VALUES ($1, $2, 'pending', $3, $4, 1, $3)
     ON CONFLICT (awb) DO UPDATE SET failed_at = $3, last_error = $4, attempts = air.shipments.attempts + 1, updated_at = $3`,
    [awb, prefix, now, error.slice(0, 500)],
  );
}
