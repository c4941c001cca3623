// The keyless public lookup (Query.public_container_track): the shared carrier answer for a
// reference, cached if fresh, else asked now and cached; no organisation data.
import type { Services } from '../../../platform/services.js';
import { AppError } from '../../../platform/errors.js';
import { ConnectorError, type Reference, type TrackingSnapshot } from '../connectors/types.js';
import { feeds } from '../connectors/feeds.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import type { OceanContext } from '../context.js';
import { checkIdentifier, type CheckedIdentifier } from '../decide/identifier.js';
import { notResolvable } from '../decide/lookup.js';
import { freshPublicAnswer, publicRecord } from '../decide/public-lookup.js';

async function publicSnapshot(
  services: Services,
  raw: unknown,
): Promise<{ checked: CheckedIdentifier; snapshot: TrackingSnapshot; asOf: Date }> {
  const { db, clock } = services;
  const ref = await refData(db);
  const checked = checkIdentifier(raw, null, ref, 'REFERENCE_NOT_RESOLVABLE');
  const now = clock.now();
  const fresh = freshPublicAnswer(await store.getSnapshot(db, checked.identifier), checked, now);
  if (fresh) return { checked, ...fresh };
  const reference: Reference = {
    identifier: checked.identifier,
    identifierType: checked.type,
    carrierScac: checked.inferredCarrier,
  };
  const connector = feeds(services).connectorFor(reference);
  if (!connector) throw notResolvable(checked.identifier);
  let snapshot: TrackingSnapshot;
  try {
    await connector.register(reference);
    snapshot = await connector.poll(reference);
  } catch (e) {
    if (e instanceof ConnectorError)
      throw new AppError('SERVICE_UNAVAILABLE', 'the carrier did not answer; retry shortly', {
        headers: { 'Retry-After': '30' },
      });
    throw e;
  }
  await store.putSnapshot(db, checked.identifier, checked.type, snapshot, now);
  if (!snapshot.found) throw notResolvable(checked.identifier);
  return { checked, snapshot, asOf: now };
}

/** The public record of a reference, from the shared carrier answer. */
export async function publicTrack(ctx: OceanContext, identifier: string) {
  const { checked, snapshot, asOf } = await publicSnapshot(ctx.services, identifier);
  return publicRecord(checked, snapshot, asOf, await ctx.loaders.ref(), ctx.loaders.now);
}
