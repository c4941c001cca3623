// The lookup of a reference the caller tracks, read-only (Query.container_lookup and
// container_lookup_record): no registration, no carrier call.
import { requireOrg } from '../../../platform/subgraph.js';
import type { OceanContext } from '../context.js';
import type { RecordRow } from '../loaders.js';
import * as store from '../store/index.js';
import { checkIdentifier } from '../decide/identifier.js';
import { answerable } from '../decide/lookup.js';

/** The caller's record of the reference as it is, or null when it tracks no such reference. */
export async function lookUpContainer(ctx: OceanContext, orgId: string, identifier: string): Promise<RecordRow | null> {
  const ref = await ctx.loaders.ref();
  const checked = checkIdentifier(identifier, null, ref, 'REFERENCE_NOT_RESOLVABLE');
  const rows = await store.containersByIdentifiers(ctx.services.db, orgId, [checked.identifier]);
  return (await ctx.loaders.withDemurrage(rows))[0] ?? null;
}

/**
 * The lookup record of a tracked reference: null when the lookup has more to do or to say
 * (registration, waiting for the carrier, unresolvable), which use-cases/track-reference.ts does.
 */
export async function trackedRecord(ctx: OceanContext, identifier: string): Promise<RecordRow | null> {
  const orgId = requireOrg(ctx);
  const checked = checkIdentifier(identifier, null, await ctx.loaders.ref(), 'REFERENCE_NOT_RESOLVABLE');
  const [row] = await store.containersByIdentifiers(ctx.services.db, orgId, [checked.identifier]);
  if (!row || !answerable(row)) return null;
  // The timeline is read while the boxes are (both by the record's id).
  const [[record]] = await Promise.all([ctx.loaders.withDemurrage([row]), ctx.loaders.events.load(row.id)]);
  return record ?? null;
}
