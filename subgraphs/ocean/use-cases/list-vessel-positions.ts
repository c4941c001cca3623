// Query.vessel_positions (docs/ocean.md): the latest fix of vessels the organisation follows,
// read as the records read theirs. The gateway's Subscription.vessel_positions reads it again
// after each new fix (docs/live.md).
import { requireOrg } from '../../../platform/subgraph.js';
import { AppError } from '../../../platform/errors.js';
import { vesselPosition } from '../decide/record-shapes.js';
import type { OceanContext } from '../context.js';
import * as store from '../store/index.js';

const MAX_IMOS = 100;
const IMO = /^\d{7}$/;

/** Each vessel asked, in order (null: no fix yet); an IMO the organisation does not follow is NOT_FOUND, naming it. */
export async function followedPositions(ctx: OceanContext, imos: readonly string[]) {
  const orgId = requireOrg(ctx);
  if (imos.length === 0 || imos.length > MAX_IMOS)
    throw new AppError('VALIDATION_ERROR', `imos: 1 to ${MAX_IMOS} IMO numbers, not ${imos.length}`);
  const malformed = imos.find((imo) => !IMO.test(imo));
  if (malformed !== undefined)
    throw new AppError('VALIDATION_ERROR', `imos: ${JSON.stringify(malformed)} is not an IMO number (7 digits)`);
  const rows = await store.followedVessels(ctx.services.db, orgId, imos);
  const stranger = rows.find((r) => !r.followed);
  if (stranger)
    throw new AppError('NOT_FOUND', `vessel ${stranger.imo} carries none of this organisation's active references`, {
      status: 404,
    });
  return rows.map((r) => vesselPosition(r, ctx.loaders.now));
}
