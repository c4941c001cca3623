// Starting to track a reference (add, and the first lookup): registered with quotas checked, the
// carrier subscribed, then made active and due for its first poll.
import type { Queryable } from '../../../platform/db.js';
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import type { Reference } from '../connectors/types.js';
import { feeds } from '../connectors/feeds.js';
import { refData, type RefData } from '../store/reference-data.js';
import * as store from '../store/index.js';
import { checkCarrierCode, checkIdentifier, type CheckedIdentifier } from '../decide/identifier.js';
import { checkTags } from '../decide/record-patch.js';
import { quotaError, usagePeriod } from '../decide/quota.js';
import { lessorInfo } from '../decide/record.js';
import { concurrentAnswer, existingAnswer, newRecord, type AddMode } from '../decide/registration.js';
import { notConnected, registering } from '../decide/connector-status.js';

export interface RegisterInput {
  identifier: unknown;
  identifierType?: string | null;
  carrierCode?: string | null;
  tags?: unknown;
  isDemo?: boolean;
}

/** One registration's checked request. */
interface Adding {
  principal: Principal;
  input: RegisterInput;
  mode: AddMode;
  checked: CheckedIdentifier;
  carrierCode: string | null;
  tags: string[];
  now: Date;
}

/**
 * Starts tracking a reference for the organisation: one short transaction registers it in the
 * `adding` state (quota checked under the organisation's lock, slot consumed), the carrier
 * subscription runs outside any transaction, a second transaction makes it active and due.
 * A concurrent add of the same identifier sees the `adding` row: CONTAINER_ADD_IN_PROGRESS.
 * mode 'track' (first lookup) returns an existing record instead of ALREADY_TRACKED.
 */
export async function registerReference(
  services: Services,
  principal: Principal,
  input: RegisterInput,
  mode: AddMode,
): Promise<{ id: string; created: boolean }> {
  const { db, clock } = services;
  const ref = await refData(db);
  const checked = checkIdentifier(
    input.identifier,
    input.identifierType,
    ref,
    mode === 'add' ? 'VALIDATION_ERROR' : 'REFERENCE_NOT_RESOLVABLE',
  );
  const carrierCode = checkCarrierCode(input.carrierCode, ref);
  const adding: Adding = {
    principal,
    input,
    mode,
    checked,
    carrierCode,
    tags: checkTags(input.tags),
    now: clock.now(),
  };

  let outcome: { id: string; created: boolean };
  try {
    outcome = await db.tx((tx) => addRecord(tx, adding, ref));
  } catch (e) {
    if ((e as { code?: string }).code === '23505') {
      const row = await store.findByIdentifier(db, principal.orgId, checked.identifier);
      return concurrentAnswer(row, mode, checked.identifier);
    }
    throw e;
  }
  if (!outcome.created) return outcome;
  const subscribed = await subscribeCarrier(services, checked, carrierCode, adding.now);
  await store.activateRecord(db, outcome.id, { now: clock.now(), ...subscribed });
  return outcome;
}

/** The first transaction: the record registered (or reopened) in the `adding` state, its slot consumed. */
async function addRecord(tx: Queryable, a: Adding, ref: RefData): Promise<{ id: string; created: boolean }> {
  const { principal, input, mode, checked, carrierCode, tags, now } = a;
  const orgId = principal.orgId;
  const ex = await store.lockByIdentifier(tx, orgId, checked.identifier);
  const answer = ex && existingAnswer(ex, mode, checked.identifier, now);
  if (answer) return answer;
  if (!input.isDemo) {
    await store.lockOrgQuota(tx, orgId);
    const u = await store.usage(tx, orgId, principal.plan, usagePeriod(now), checked.identifier);
    const err = quotaError(u);
    if (err) throw err;
    await store.recordUsage(tx, orgId, u.period, checked.identifier, u.allowance.payg_price_usd, now);
  }
  const lessor = lessorInfo(checked.type === 'container_id' ? checked.identifier : null, carrierCode, false, ref);
  if (ex) {
    await store.reopenRecord(tx, ex.id, {
      tags: input.tags !== undefined && input.tags !== null ? tags : null,
      carrierScac: carrierCode,
      now,
    });
    return { id: ex.id, created: true };
  }
  const id = await store.insertRecord(
    tx,
    newRecord({ orgId, checked, carrierCode, tags, isDemo: !!input.isDemo }, lessor, now),
  );
  return { id, created: true };
}

/** Carrier subscription (some lines need one before events flow); failures are retried by the poller. */
async function subscribeCarrier(
  services: Services,
  checked: CheckedIdentifier,
  carrierCode: string | null,
  now: Date,
): Promise<{ registeredAt: Date | null; connectorStatus: unknown }> {
  const reference: Reference = {
    identifier: checked.identifier,
    identifierType: checked.type,
    carrierScac: carrierCode ?? checked.inferredCarrier,
  };
  const connector = feeds(services).connectorFor(reference);
  if (!connector) return { registeredAt: null, connectorStatus: notConnected(reference.carrierScac, now) };
  try {
    await connector.register(reference);
    return { registeredAt: services.clock.now(), connectorStatus: null };
  } catch (e) {
    return { registeredAt: null, connectorStatus: registering((e as Error).message, now) };
  }
}
