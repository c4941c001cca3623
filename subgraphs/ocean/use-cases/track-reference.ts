// The lookup by identifier (Mutation.track_container): an untracked reference is registered and
// the record answers once the carrier has answered (docs/ocean.md, Looking up a reference).
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { refData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { checkIdentifier } from '../decide/identifier.js';
import { lookupAnswer } from '../decide/lookup.js';
import { registerReference } from './register-reference.js';

/**
 * An untracked reference is registered (a shipment slot is consumed) and answers
 * TRACKING_IN_PROGRESS (202) until the carrier has answered; a reference no carrier knows answers
 * REFERENCE_NOT_RESOLVABLE. Returns the record.
 */
export async function track(
  services: Services,
  principal: Principal,
  raw: unknown,
): Promise<store.EnrichedContainerRow> {
  const { db } = services;
  const ref = await refData(db);
  const checked = checkIdentifier(raw, null, ref, 'REFERENCE_NOT_RESOLVABLE');
  // The record as the answer shows it (one statement); registration only when not tracked yet.
  const read = async () => (await store.containersByIdentifiers(db, principal.orgId, [checked.identifier]))[0] ?? null;
  let row = await read();
  if (!row) {
    try {
      await registerReference(
        services,
        principal,
        { identifier: checked.identifier, identifierType: checked.type },
        'track',
      );
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'CONTAINER_ADD_IN_PROGRESS')) throw e;
    }
    row = await read();
  }
  return lookupAnswer(row, checked.identifier, services.clock.now(), services.config.ocean.pollIntervalMs);
}
