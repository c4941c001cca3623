// SQL of the legacy-compatible surface besides the usage counters (usage.ts): the answer cache,
// the first-poll lease of a freshly registered record, and the reference details the earlier
// API shows (ISO size-type labels, vessel call sign / MMSI / flag), read directly from the
// reference schema in one statement as ocean's store.ts does for ports and carriers.
import type { Queryable } from '../../../platform/db.js';
import type { ClaimedRow } from '../store.js';
import type { VesselInfo } from './mapper.js';

export async function putAnswer(q: Queryable, a: { orgId: string; identifier: string; message: string; data: unknown; now: Date }): Promise<void> {
  await q.query(
    `INSERT INTO ocean.legacy_answers (org_id, identifier, message, data, rendered_at) VALUES ($1, $2, $3, $4::json, $5)
     ON CONFLICT (org_id, identifier) DO UPDATE SET message = EXCLUDED.message, data = EXCLUDED.data, rendered_at = EXCLUDED.rendered_at`,
    [a.orgId, a.identifier, a.message, JSON.stringify(a.data), a.now],
  );
}

/**
 * Leases a registered record that has never been polled and is not backing off after a failed
 * poll, for the live resolve of a held request (like ocean's store.claimOne, without marking a
 * manual recheck). Null when another worker or process holds it, or it is not due.
 */
export async function claimFirstPoll(q: Queryable, orgId: string, id: string, now: Date, token: string, leaseUntil: Date): Promise<ClaimedRow | null> {
  const r = await q.query<ClaimedRow>(
    `UPDATE ocean.containers c SET lease_token = $4, lease_until = $5
      WHERE c.id = (SELECT id FROM ocean.containers
                     WHERE org_id = $1 AND id = $2 AND add_state = 'active' AND archived_at IS NULL AND last_polled_at IS NULL
                       AND (next_poll_at IS NULL OR next_poll_at <= $3)
                       AND (lease_until IS NULL OR lease_until < $3)
                     FOR UPDATE SKIP LOCKED)
     RETURNING c.id, c.org_id, c.identifier, c.identifier_type, c.carrier_scac, c.registered_at, c.added_at, c.lease_token`,
    [orgId, id, now, token, leaseUntil],
  );
  return r.rows[0] ?? null;
}

/** Size-type labels and vessel particulars for the codes and IMOs of one answer, in one statement. */
export async function referenceDetails(
  q: Queryable,
  isoCodes: readonly string[],
  imos: readonly string[],
): Promise<{ isoLabels: Map<string, string>; vesselInfo: Map<string, VesselInfo> }> {
  const r = await q.query<{ iso: { code: string; label: string }[]; vessels: VesselInfo[] }>(
    `SELECT
       (SELECT COALESCE(json_agg(json_build_object('code', code, 'label', label)), '[]') FROM reference.iso_size_types WHERE code = ANY($1::text[])) AS iso,
       (SELECT COALESCE(json_agg(json_build_object('imo', imo, 'name', name, 'call_sign', call_sign, 'mmsi', mmsi, 'flag', flag)), '[]')
          FROM reference.vessels WHERE imo = ANY($2::text[])) AS vessels`,
    [isoCodes, imos],
  );
  const row = r.rows[0]!;
  return {
    isoLabels: new Map(row.iso.map((i) => [i.code, i.label])),
    vesselInfo: new Map(row.vessels.map((v) => [v.imo, v])),
  };
}
