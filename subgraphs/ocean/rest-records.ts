// The REST records (spec 2.4, 2.5) as one JSON leaf each: the fields of the spec record in the
// spec's order, with the contract's names and shapes, answered by the types' own resolvers
// (platform/projection.ts). The REST adapter selects these leaves, so a page of 500 records is
// neither completed field by field here nor shaped again by the gateway. GraphQL clients select
// the typed fields; test/ocean/json-records.test.ts checks each leaf equals the same selection
// made field by field. Also the lookup's read-only path (a tracked reference, no mutation).
import type { GraphQLResolveInfo } from 'graphql';
import { projection } from '../../platform/projection.js';
import { requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import type { OceanLoaders, RecordRow } from './loaders.js';
import { checkIdentifier } from './service.js';
import * as store from './store/index.js';

const POSITION = `vessel_position { imo name lat lng speed_knots heading_deg nav_status position_updated_at position_fix_at
  position_age_hours position_freshness }`;

/** Spec 2.4, as a Container. */
export const RECORD_FIELDS = `id org_id identifier identifier_type carrier_code carrier_name tags { name } status eta
  eta_is_estimated planned_departure_at current_vessel_imo poll_priority demurrage_at_risk demurrage_accrued_usd
  demurrage_last_free_day customs_hold_reason customs_hold_since origin_unlocode destination_unlocode destination_name
  container_size equipment_type iso_type_code equipment_owner equipment_lessor lessee_name lessor_status
  lessor_checked_at lessor_contract_number lessor_contract_type equipment_manufacturer carrier_hint_code
  connector_status connector_notify_requested_at redelivery_reference redelivery_date redelivery_location
  redelivery_yard last_polled_at added_at archived_at archived_reason unresolvable_since unresolved_reason route_alert
  source delay_bars { stage port days_late } route_ports { unlocode name role } is_demo ${POSITION}`;

const EVENT = `type classifier is_actual label timestamp event_local_datetime utc_offset_minutes event_timezone location
  location_name facility_name container_number vessel_name vessel_imo`;

/** Spec 2.5, as a LookupRecord. */
export const LOOKUP_FIELDS = `id container_number bl_number booking_number identifier identifier_type container_size
  equipment_type iso_type_code
  child_containers { container_number iso_type_code container_size equipment_type status eta events { ${EVENT} } }
  status carrier vessel_name vessel_imo ${POSITION} origin_name destination_name eta eta_confidence_pct
  last_updated_at last_updated_source last_polled_at last_ais_fix_at field_provenance demurrage_free_days_left
  ai_narrative events { ${EVENT} }`;

/** The spec 2.4 record of a Container row (a field resolver). */
export const containerRecordJson = (row: RecordRow, _: unknown, ctx: unknown, info: GraphQLResolveInfo) =>
  projection(info.schema, 'Container', RECORD_FIELDS)(row, ctx);

/** The spec 2.5 record of a tracked row (a field resolver). */
export const lookupRecordJson = (row: RecordRow, _: unknown, ctx: unknown, info: GraphQLResolveInfo) =>
  projection(info.schema, 'LookupRecord', LOOKUP_FIELDS)(row, ctx);

/**
 * The record the lookup answers as it is: the carrier has answered and recognised the reference
 * (otherwise svc.track answers 202 TRACKING_IN_PROGRESS or 404 REFERENCE_NOT_RESOLVABLE).
 */
export const answerable = (row: { last_polled_at: Date | null; unresolved_reason: string | null }): boolean =>
  !!row.last_polled_at && row.unresolved_reason !== 'not_found' && row.unresolved_reason !== 'invalid_number';

/**
 * The lookup of a reference the caller tracks, read-only: null when the lookup has more to do or
 * to say (registration, waiting for the carrier, unresolvable), which svc.track does.
 */
export async function trackedRecord(
  ctx: SubgraphContext & { loaders: OceanLoaders },
  identifier: string,
): Promise<RecordRow | null> {
  const orgId = requireOrg(ctx);
  const checked = checkIdentifier(identifier, null, await ctx.loaders.ref(), 'REFERENCE_NOT_RESOLVABLE');
  const [row] = await store.containersByIdentifiers(ctx.services.db, orgId, [checked.identifier]);
  if (!row || !answerable(row)) return null;
  // The timeline is read while the boxes are (both by the record's id).
  const [[record]] = await Promise.all([ctx.loaders.withDemurrage([row]), ctx.loaders.events.load(row.id)]);
  return record ?? null;
}
