// Registering a reference (docs/ocean.md, Adding a container): what an add finds already tracked
// decides whether it answers, is refused or goes on; and the record a new reference starts as.
import { AppError } from '../../../platform/errors.js';
import type { ContainerRow, NewRecord } from '../store/index.js';
import type { CheckedIdentifier } from './identifier.js';
import type { LessorInfo } from './record.js';

/** An add older than this that never finished (crashed request) may be taken over. */
const ADD_STALE_SECONDS = 60;

export type AddMode = 'add' | 'track';
type Existing = Pick<ContainerRow, 'id' | 'add_state' | 'add_started_at' | 'archived_at'>;

const alreadyTracked = (identifier: string, id: string) =>
  new AppError('ALREADY_TRACKED', `${identifier} is already tracked on this account`, {
    status: 409,
    details: { id },
  });

const inProgress = (identifier: string) =>
  new AppError(
    'CONTAINER_ADD_IN_PROGRESS',
    `${identifier} is being added by another request; read it back in a moment instead of adding it again`,
    { status: 409 },
  );

/**
 * The record already there under the organisation's lock: a fresh unfinished add is
 * CONTAINER_ADD_IN_PROGRESS; an active record answers a first lookup ('track') as it is and
 * refuses an add (ALREADY_TRACKED) unless archived. Null: register (or reopen) it.
 */
export function existingAnswer(
  ex: Existing,
  mode: AddMode,
  identifier: string,
  now: Date,
): { id: string; created: false } | null {
  if (
    ex.add_state === 'adding' &&
    ex.add_started_at &&
    now.getTime() - ex.add_started_at.getTime() < ADD_STALE_SECONDS * 1000
  ) {
    throw inProgress(identifier);
  }
  if (ex.add_state === 'active' && (ex.archived_at === null || mode === 'track')) {
    if (mode === 'track') return { id: ex.id, created: false };
    throw alreadyTracked(identifier, ex.id);
  }
  return null;
}

/** A concurrent add inserted the same identifier first: its record for a first lookup, else which state it is in. */
export function concurrentAnswer(
  row: Pick<ContainerRow, 'id' | 'add_state'> | null,
  mode: AddMode,
  identifier: string,
): { id: string; created: false } {
  if (row?.add_state === 'active' && mode === 'track') return { id: row.id, created: false };
  if (row?.add_state === 'active') throw alreadyTracked(identifier, row.id);
  throw inProgress(identifier);
}

/** A new record of the reference: its identifier in its kind's column, the carrier given or hinted. */
export function newRecord(
  r: { orgId: string; checked: CheckedIdentifier; carrierCode: string | null; tags: string[]; isDemo: boolean },
  lessor: LessorInfo,
  now: Date,
): NewRecord {
  const { checked, carrierCode } = r;
  return {
    orgId: r.orgId,
    identifier: checked.identifier,
    identifierType: checked.type,
    carrierScac: carrierCode,
    carrierHint: carrierCode ? null : (lessor.carrier_hint_code ?? checked.inferredCarrier),
    containerNumber: checked.type === 'container_id' ? checked.identifier : null,
    blNumber: checked.type === 'bill_of_lading' ? checked.identifier : null,
    bookingNumber: checked.type === 'booking' ? checked.identifier : null,
    tags: r.tags,
    isDemo: r.isDemo,
    lessor: { ...lessor, lessor_checked_at: checked.type === 'container_id' ? now : null },
    now,
  };
}
