// The container record's field_provenance map (docs/ocean.md): where each field's value comes
// from, how sure it is and what the caller can do about a missing one; and `carrier_answer`, what
// the carrier's last answer dropped or doubted (issue 40). Pure functions over the record's row.
import type { EnrichedContainerRow } from '../store/index.js';
import type { RecordDemurrage } from './demurrage.js';
import { isEnded } from './tracking.js';
import { vesselPosition } from './record-shapes.js';

export interface Provenance {
  state: 'resolved' | 'contract_required' | 'not_published' | 'not_applicable' | 'awaiting_carrier' | 'partial';
  action: 'none' | 'supply_terms' | 'wait' | 'do_not_expect';
  source: string;
  confidence: string;
  evidence: string;
  /** carrier_answer only: what the carrier's last answer dropped or doubted. */
  warnings?: string[];
}

const PRE_DEPARTURE = new Set(['pending', 'booked']);

type Row = EnrichedContainerRow & { dem: RecordDemurrage };

/** The provenance states a field can be in, each with the record's source unless told. */
function provenanceOf(src: string) {
  const resolved = (confidence: string, evidence: string, source = src): Provenance => ({
    state: 'resolved',
    action: 'none',
    source,
    confidence,
    evidence,
  });
  const waiting = (evidence: string): Provenance => ({
    state: 'awaiting_carrier',
    action: 'wait',
    source: src,
    confidence: 'low',
    evidence,
  });
  const na = (evidence: string): Provenance => ({
    state: 'not_applicable',
    action: 'do_not_expect',
    source: src,
    confidence: 'high',
    evidence,
  });
  return { src, resolved, waiting, na };
}
type Say = ReturnType<typeof provenanceOf>;

function statusProvenance(c: Row, { resolved, waiting }: Say): Provenance {
  if (!c.last_polled_at) return waiting('The carrier has not answered yet.');
  if (c.unresolved_reason === 'not_found' || c.unresolved_reason === 'invalid_number')
    return waiting('No line recognises this reference yet.');
  return resolved('high', 'Normalised from the events the carrier reported.');
}

function etaProvenance(c: Row, confidencePct: number | null, { resolved, waiting, na }: Say): Provenance {
  if (!c.eta)
    return isEnded(c.status)
      ? na('The shipment has ended.')
      : waiting('The carrier has not published an arrival time yet.');
  const conf =
    c.eta_is_estimated === false
      ? 'high'
      : confidencePct === null
        ? 'medium'
        : confidencePct >= 80
          ? 'high'
          : confidencePct >= 60
            ? 'medium'
            : 'low';
  return resolved(
    conf,
    c.eta_is_estimated === false
      ? 'Actual arrival reported by the carrier.'
      : confidencePct === null
        ? 'Carrier estimate; the lane has too few arrivals to score.'
        : `Carrier estimate; ${confidencePct}% of arrivals on this lane were on time.`,
  );
}

function vesselProvenance(c: Row, { resolved, waiting, na }: Say): Provenance {
  if (c.current_vessel_imo) return resolved('high', 'Vessel of the last load the carrier reported.');
  if (!c.last_polled_at || PRE_DEPARTURE.has(c.status)) return waiting('The container has not been loaded yet.');
  return na('The container is not on a vessel.');
}

function positionProvenance(c: Row, now: Date, { resolved, waiting, na }: Say): Provenance {
  const pos = vesselPosition(c, now);
  if (pos)
    return resolved(
      pos.position_freshness === 'live' || pos.position_freshness === 'recent' ? 'high' : 'low',
      `AIS fix ${pos.position_age_hours} h old (${pos.position_freshness}).`,
      pos.source,
    );
  if (c.current_vessel_imo) return waiting('No AIS fix for the vessel yet.');
  return na('No vessel to place.');
}

function demurrageProvenance(c: Row, { src, resolved, waiting }: Say): Provenance {
  if (c.dem.terms_source === 'your_contract_terms')
    return resolved('high', 'Free time from your contract terms on file.');
  if (c.dem.terms_source === 'carrier_published_tariff' && c.dem.rate_known)
    return resolved('medium', "Free time and rates from the carrier's published tariff for the lane.");
  if (c.dem.terms_source === 'carrier_published_tariff')
    return {
      state: 'not_published',
      action: 'supply_terms',
      source: src,
      confidence: 'low',
      evidence: 'The carrier publishes free days but not its daily rates; file your contract terms to cost them.',
    };
  if (!c.dem.box_count) return waiting('No container known yet to assess.');
  return {
    state: 'contract_required',
    action: 'supply_terms',
    source: src,
    confidence: 'low',
    evidence:
      'No terms on file and no carrier tariff for this lane; file your contract terms with POST /v1/demurrage-terms.',
  };
}

function lessorProvenance(c: Row, { resolved, waiting, na }: Say): Provenance {
  if (c.lessor_status === 'leased')
    return resolved(
      'high',
      `BIC prefix ${c.container_number?.slice(0, 4)} is registered to ${c.equipment_lessor}.`,
      'bic_register',
    );
  if (c.lessor_status === 'carrier_owned')
    return na(`BIC prefix ${c.container_number?.slice(0, 4)} belongs to ${c.equipment_owner}: a line-owned box.`);
  if (c.container_number)
    return {
      state: 'not_published',
      action: 'do_not_expect',
      source: 'bic_register',
      confidence: 'low',
      evidence: 'The BIC prefix is in no register we hold.',
    };
  return waiting('No container known yet.');
}

/**
 * What the carrier's last answer dropped or doubted (an event with an impossible date dropped, an
 * unknown UN/LOCODE kept, a later page that failed): present only while the last applied answer
 * had warnings; the rest of that answer is on the record.
 */
function carrierAnswerProvenance(c: Row, src: string): Provenance | null {
  const warnings = Array.isArray(c.carrier_answer_warnings) ? c.carrier_answer_warnings : [];
  if (!warnings.length) return null;
  const more = warnings.length > 1 ? ` (${warnings.length} warnings, listed in warnings)` : '';
  return {
    state: 'partial',
    action: 'none',
    source: src,
    confidence: 'medium',
    evidence: `The carrier's last answer was read in part: ${warnings[0]}${more}; the rest of it is on the record.`,
    warnings,
  };
}

/** Where each field's value comes from and what the caller can do about a missing one. */
export function fieldProvenance(c: Row, confidencePct: number | null, now: Date): Record<string, Provenance> {
  const say = provenanceOf(c.source);
  const { src, resolved, waiting } = say;
  const polled = !!c.last_polled_at;
  const answer = carrierAnswerProvenance(c, src);
  return {
    status: statusProvenance(c, say),
    container_number: c.container_number
      ? resolved(
          'high',
          c.identifier_type === 'container_id'
            ? 'Tracked by its container number.'
            : 'Listed by the carrier on the manifest.',
        )
      : waiting('The carrier has not assigned a container to this reference yet.'),
    eta: etaProvenance(c, confidencePct, say),
    vessel: vesselProvenance(c, say),
    vessel_position: positionProvenance(c, now, say),
    demurrage: demurrageProvenance(c, say),
    customs: c.customs_hold_since
      ? resolved('high', `Hold reported by the carrier: ${c.customs_hold_reason ?? 'customs'}.`)
      : polled
        ? resolved('medium', 'No customs hold reported by the carrier.')
        : waiting('The carrier has not answered yet.'),
    redelivery:
      c.redelivery_date || c.redelivery_reference
        ? resolved('high', 'Redelivery set on this record.', 'caller')
        : {
            state: 'not_published',
            action: 'do_not_expect',
            source: src,
            confidence: 'high',
            evidence:
              'Carriers do not publish empty redelivery instructions; record them with PATCH /v1/containers/{id}.',
          },
    equipment_lessor: lessorProvenance(c, say),
    ...(answer ? { carrier_answer: answer } : {}),
  };
}
