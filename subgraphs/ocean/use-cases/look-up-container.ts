// The REST records (container and lookup) as one JSON leaf each: the fields of the record in the
// contract's order, with the contract's names and shapes, answered by the types' own resolvers
// (platform/projection.ts). The REST adapter selects these leaves, so a page of 500 records is
// neither completed field by field here nor shaped again by the gateway. GraphQL clients select
// the typed fields; test/ocean/json-records.test.ts checks each leaf equals the same selection
// made field by field. Also the lookup's read-only path (a tracked reference, no mutation).
import type { GraphQLResolveInfo } from 'graphql';
import { projection } from '../../../platform/projection.js';
import { requireOrg, type SubgraphContext } from '../../../platform/subgraph.js';
import type { OceanLoaders, RecordRow } from '../loaders.js';
import { checkIdentifier } from '../service.js';
import * as store from '../store/index.js';
import {
  ContainerRecordSelection as RECORD_FIELDS,
  LookupRecordSelection as LOOKUP_FIELDS,
} from '../generated/rest-records.js';

/**
 * The container record and the lookup record (docs/ocean.md): the ContainerRecord and LookupRecord fragments
 * of rest-adapter/operations/ocean.graphql, whose field lists also build the routes' answer schemas.
 */
export { RECORD_FIELDS, LOOKUP_FIELDS };

/** The container record of a Container row (a field resolver). */
export const containerRecordJson = (row: RecordRow, _: unknown, ctx: unknown, info: GraphQLResolveInfo) =>
  projection(info.schema, 'Container', RECORD_FIELDS)(row, ctx);

/** The lookup record of a tracked row (a field resolver). */
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
