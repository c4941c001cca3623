// Ocean business rules behind the resolvers: identifier checks, registration with quotas (add
// and first lookup), archive / patch / recheck, demurrage terms, usage, the event feed and the
// keyless public lookup. SQL lives in store/; the poller in poller.ts.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db.js';
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { raiseEvent } from '../webhooks/outbox.js';
import {
  checkContainerNumber,
  detectIdentifierType,
  inferCarrier,
  normalizeIdentifier,
} from './connectors/identifiers.js';
import { ConnectorError, type IdentifierType, type Reference, type TrackingSnapshot } from './connectors/types.js';
import { feeds } from './connectors/feeds.js';
import { refData, type RefData } from './store/reference-data.js';
import { pollClaimed } from './workers/poller.js';
import { lessorInfo } from './decide/record.js';
import * as store from './store/index.js';
import type { ContainerPatch } from './generated/types.js';

/** A manual recheck of one record at most this often. */
export const RECHECK_INTERVAL_SECONDS = 5 * 60;
/** An add older than this that never finished (crashed request) may be taken over. */
export const ADD_STALE_SECONDS = 60;
/** A shared carrier answer this fresh serves the keyless public lookup without a carrier call. */
export const PUBLIC_CACHE_SECONDS = 30 * 60;
export const MAX_TAGS = 20;

const IDENTIFIER_TYPES: readonly IdentifierType[] = ['container_id', 'bill_of_lading', 'booking'];

export interface CheckedIdentifier {
  identifier: string;
  type: IdentifierType;
  /** Carrier inferred from the BIC prefix or B/L prefix; unconfirmed. */
  inferredCarrier: string | null;
}

/**
 * Normalises (trim, upper-case, separators dropped) and classifies a reference. A container
 * number must carry its ISO 6346 check digit: a wrong digit is REFERENCE_NOT_RESOLVABLE with the
 * corrected number in `suggested_identifier`. `malformed` is the code for a reference that fits
 * no kind (VALIDATION_ERROR on add, REFERENCE_NOT_RESOLVABLE on lookup).
 */
export function checkIdentifier(
  raw: unknown,
  givenType: string | null | undefined,
  ref: RefData,
  malformed: 'VALIDATION_ERROR' | 'REFERENCE_NOT_RESOLVABLE',
): CheckedIdentifier {
  if (typeof raw !== 'string' || raw.trim() === '') throw new AppError('VALIDATION_ERROR', 'identifier is required');
  // docs/rest.md (errors): on a lookup an unclassifiable reference is REFERENCE_NOT_RESOLVABLE, HTTP 404.
  const status = malformed === 'REFERENCE_NOT_RESOLVABLE' ? { status: 404 } : {};
  if (raw.length > 64) throw new AppError(malformed, 'identifier is longer than 64 characters', status);
  const identifier = normalizeIdentifier(raw);
  let type: IdentifierType | null = null;
  if (givenType !== null && givenType !== undefined) {
    const t = givenType === 'booking_number' ? 'booking' : givenType;
    if (!IDENTIFIER_TYPES.includes(t as IdentifierType)) {
      throw new AppError('VALIDATION_ERROR', `identifier_type must be one of ${IDENTIFIER_TYPES.join(', ')}`);
    }
    type = t as IdentifierType;
  } else {
    type = detectIdentifierType(identifier, ref.carriers);
  }
  if (!type || !/^[A-Z0-9]{4,40}$/.test(identifier)) {
    throw new AppError(
      malformed,
      `"${identifier}" is not a container number (4 letters + 7 digits), bill of lading or booking reference`,
      status,
    );
  }
  if (type === 'container_id') {
    const c = checkContainerNumber(identifier);
    if (!c.wellFormed)
      throw new AppError(
        malformed,
        `"${identifier}" is not a container number: ISO 6346 numbers are 4 letters and 7 digits`,
        status,
      );
    if (!c.valid) {
      throw new AppError(
        'REFERENCE_NOT_RESOLVABLE',
        `check digit of ${identifier} is wrong (expected ${c.expectedCheckDigit}); did you mean ${c.suggestion}?`,
        {
          status: 404,
          details: { suggested_identifier: c.suggestion },
        },
      );
    }
  }
  return { identifier, type, inferredCarrier: inferCarrier(identifier, type, ref.carriers)?.scac ?? null };
}

export function checkTags(tags: unknown): string[] {
  if (tags === null || tags === undefined) return [];
  if (!Array.isArray(tags)) throw new AppError('VALIDATION_ERROR', 'tags must be an array of strings');
  const out: string[] = [];
  for (const t of tags) {
    const name =
      typeof t === 'string'
        ? t
        : t && typeof t === 'object' && typeof (t as any).name === 'string'
          ? (t as any).name
          : null;
    if (name === null || name.trim() === '' || name.length > 50 || name.includes(',')) {
      throw new AppError(
        'VALIDATION_ERROR',
        'each tag must be a non-empty string of at most 50 characters without commas',
      );
    }
    if (!out.includes(name.trim())) out.push(name.trim());
  }
  if (out.length > MAX_TAGS) throw new AppError('VALIDATION_ERROR', `at most ${MAX_TAGS} tags`);
  return out;
}

const period = (now: Date) => now.toISOString().slice(0, 7);

function quotaError(u: store.UsageNow): AppError | null {
  const a = u.allowance;
  if (!u.counted && a.unique_shipments_per_month !== null && u.unique_used >= a.unique_shipments_per_month) {
    return new AppError(
      'UNIQUE_QUOTA_EXCEEDED',
      `the ${a.plan} plan tracks ${a.unique_shipments_per_month} unique shipments a month; ${u.unique_used} used in ${u.period}`,
      {
        status: 402,
        details: { quota: { total: a.unique_shipments_per_month, used: u.unique_used, remaining: 0 } },
      },
    );
  }
  if (a.container_slots !== null && u.active_records >= a.container_slots) {
    return new AppError(
      'CONTAINER_QUOTA_EXCEEDED',
      `no container slot free: the ${a.plan} plan tracks ${a.container_slots} at once; archive one first`,
      {
        status: 402,
        details: { quota: { total: a.container_slots, used: u.active_records, remaining: 0 } },
      },
    );
  }
  if (
    !u.counted &&
    a.payg_price_usd !== null &&
    u.spend_cap_usd !== null &&
    u.spent_usd + Number(a.payg_price_usd) > Number(u.spend_cap_usd) + 1e-9
  ) {
    return new AppError(
      'PAYG_SPEND_CAP_REACHED',
      `this add would bring ${u.period} spend to ${(u.spent_usd + Number(a.payg_price_usd)).toFixed(2)} USD, over the cap of ${Number(u.spend_cap_usd).toFixed(2)} USD`,
      {
        status: 402,
        details: {
          spend_cap_usd: Number(u.spend_cap_usd),
          spent_usd: u.spent_usd,
          price_usd: Number(a.payg_price_usd),
        },
      },
    );
  }
  return null;
}

export interface RegisterInput {
  identifier: unknown;
  identifierType?: string | null;
  carrierCode?: string | null;
  tags?: unknown;
  isDemo?: boolean;
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
  mode: 'add' | 'track',
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
    if ((e as { code?: string }).code === '23505') return concurrentAdd(db, adding);
    throw e;
  }
  if (!outcome.created) return outcome;
  const subscribed = await subscribeCarrier(services, checked, carrierCode, adding.now);
  await store.activateRecord(db, outcome.id, { now: clock.now(), ...subscribed });
  return outcome;
}

/** A given carrier code, upper-cased; it must be a known SCAC. */
function checkCarrierCode(given: RegisterInput['carrierCode'], ref: RefData): string | null {
  if (given === null || given === undefined) return null;
  const carrierCode = String(given).trim().toUpperCase();
  if (!ref.carrierByScac.has(carrierCode))
    throw new AppError('VALIDATION_ERROR', `carrier_code ${carrierCode} is not a known SCAC`);
  return carrierCode;
}

/** One registration's checked request. */
interface Adding {
  principal: Principal;
  input: RegisterInput;
  mode: 'add' | 'track';
  checked: CheckedIdentifier;
  carrierCode: string | null;
  tags: string[];
  now: Date;
}

/** The first transaction: the record registered (or reopened) in the `adding` state, its slot consumed. */
async function addRecord(tx: Queryable, a: Adding, ref: RefData): Promise<{ id: string; created: boolean }> {
  const { principal, input, mode, checked, carrierCode, tags, now } = a;
  const orgId = principal.orgId;
  const ex = await store.lockByIdentifier(tx, orgId, checked.identifier);
  if (ex) {
    if (
      ex.add_state === 'adding' &&
      ex.add_started_at &&
      now.getTime() - ex.add_started_at.getTime() < ADD_STALE_SECONDS * 1000
    ) {
      throw inProgress(checked.identifier);
    }
    if (ex.add_state === 'active' && (ex.archived_at === null || mode === 'track')) {
      if (mode === 'track') return { id: ex.id, created: false };
      throw alreadyTracked(checked.identifier, ex.id);
    }
  }
  if (!input.isDemo) {
    await store.lockOrgQuota(tx, orgId);
    const u = await store.usage(tx, orgId, principal.plan, period(now), checked.identifier);
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
  const id = await store.insertRecord(tx, {
    orgId,
    identifier: checked.identifier,
    identifierType: checked.type,
    carrierScac: carrierCode,
    carrierHint: carrierCode ? null : (lessor.carrier_hint_code ?? checked.inferredCarrier),
    containerNumber: checked.type === 'container_id' ? checked.identifier : null,
    blNumber: checked.type === 'bill_of_lading' ? checked.identifier : null,
    bookingNumber: checked.type === 'booking' ? checked.identifier : null,
    tags,
    isDemo: !!input.isDemo,
    lessor: { ...lessor, lessor_checked_at: checked.type === 'container_id' ? now : null },
    now,
  });
  return { id, created: true };
}

/** A concurrent add inserted the same identifier first: tell the caller which state it is in. */
async function concurrentAdd(db: Queryable, a: Adding): Promise<{ id: string; created: boolean }> {
  const row = await store.findByIdentifier(db, a.principal.orgId, a.checked.identifier);
  if (row?.add_state === 'active' && a.mode === 'track') return { id: row.id, created: false };
  if (row?.add_state === 'active') throw alreadyTracked(a.checked.identifier, row.id);
  throw inProgress(a.checked.identifier);
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
  if (!connector)
    return {
      registeredAt: null,
      connectorStatus: {
        state: 'not_connected',
        carrier_code: reference.carrierScac,
        message: 'No connection to this carrier yet; ask to be notified when it is live.',
        checked_at: now.toISOString(),
      },
    };
  try {
    await connector.register(reference);
    return { registeredAt: services.clock.now(), connectorStatus: null };
  } catch (e) {
    return {
      registeredAt: null,
      connectorStatus: {
        state: 'registering',
        last_error: (e as Error).message.slice(0, 200),
        checked_at: now.toISOString(),
      },
    };
  }
}

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

export function retryAfterSeconds(
  row: { next_poll_at: Date | null; lease_until: Date | null },
  now: Date,
  pollIntervalMs: number,
): number {
  const interval = Math.ceil(pollIntervalMs / 1000);
  const until = row.next_poll_at ? Math.max(0, Math.ceil((row.next_poll_at.getTime() - now.getTime()) / 1000)) : 0;
  return Math.min(3600, Math.max(5, until + interval));
}

/**
 * The lookup by identifier: an untracked reference is registered (a shipment slot
 * is consumed) and answers TRACKING_IN_PROGRESS (202) until the carrier has answered; a
 * reference no carrier knows answers REFERENCE_NOT_RESOLVABLE. Returns the record id.
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
  const now = services.clock.now();
  if (!row || !row.last_polled_at) {
    const seconds = retryAfterSeconds(
      row ?? { next_poll_at: now, lease_until: null },
      now,
      services.config.ocean.pollIntervalMs,
    );
    throw new AppError(
      'TRACKING_IN_PROGRESS',
      `${checked.identifier} is registered and awaiting the carrier; poll again in ${seconds} s instead of adding it again`,
      {
        status: 202,
        details: { retry_after_seconds: seconds },
        headers: { 'Retry-After': String(seconds) },
      },
    );
  }
  if (row.unresolved_reason === 'not_found' || row.unresolved_reason === 'invalid_number') {
    throw new AppError('REFERENCE_NOT_RESOLVABLE', `no line recognises ${checked.identifier}`, {
      status: 404,
      details: {
        unresolved_reason: row.unresolved_reason,
        unresolvable_since: row.unresolvable_since?.toISOString() ?? null,
      },
    });
  }
  return row;
}

// ---------------------------------------------------------------------------------------------
// Archive, patch, recheck

export async function archive(services: Services, orgId: string, id: string): Promise<boolean> {
  const row = await store.activeRecordState(services.db, orgId, id);
  if (!row) return false;
  if (row.archived_at) return true;
  await services.db.tx((tx) => store.archiveRecord(tx, orgId, id, 'deleted_by_caller', services.clock.now()));
  return true;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Applies a caller's patch: tags replaced (null clears them), each redelivery field set or cleared
 * (null), the connection notice asked for or withdrawn. Free-text fields hold at most 200 characters.
 */
export async function patch(services: Services, orgId: string, id: string, p: ContainerPatch): Promise<boolean> {
  const { tags, notify_when_connected, redelivery_date, ...texts } = p;
  for (const [k, v] of Object.entries(texts))
    if (typeof v === 'string' && v.length > 200)
      throw new AppError('VALIDATION_ERROR', `${k} must be a string of at most 200 characters`);
  const out: store.RecordPatch = { ...texts };
  if (tags !== undefined && tags !== null) out.tags = checkTags(tags);
  if (redelivery_date !== undefined) {
    if (redelivery_date !== null && (!DATE.test(redelivery_date) || Number.isNaN(Date.parse(redelivery_date))))
      throw new AppError('VALIDATION_ERROR', 'redelivery_date must be a date YYYY-MM-DD');
    out.redelivery_date = redelivery_date;
  }
  if (notify_when_connected !== undefined && notify_when_connected !== null) {
    out.connector_notify_requested_at = notify_when_connected ? services.clock.now() : null;
  }
  return store.patchRecord(services.db, orgId, id, out, services.clock.now());
}

/** Asks the carrier again now. RATE_LIMITED when the record was rechecked under 5 minutes ago. */
export async function recheck(services: Services, orgId: string, id: string): Promise<boolean> {
  const { db, clock } = services;
  const row = await store.activeRecordState(db, orgId, id);
  if (!row) return false;
  if (row.archived_at) throw new AppError('VALIDATION_ERROR', 'this record is archived; add it again to track it');
  const now = clock.now();
  if (row.manual_recheck_at) {
    const left = Math.ceil((row.manual_recheck_at.getTime() + RECHECK_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000);
    if (left > 0) {
      throw new AppError(
        'RATE_LIMITED',
        `this container was rechecked less than ${RECHECK_INTERVAL_SECONDS / 60} minutes ago; retry in ${left} s`,
        {
          status: 429,
          details: { retry_after_seconds: left },
          headers: { 'Retry-After': String(left) },
        },
      );
    }
  }
  const token = randomUUID();
  const claimed = await db.tx((tx) => store.claimOne(tx, orgId, id, now, token, new Date(now.getTime() + 120_000)));
  // Another worker holds it right now: its poll is the recheck.
  if (claimed) await pollClaimed(services, claimed, now);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Demurrage terms

export interface TermsInput {
  carrier_code?: string | null;
  port?: string | null;
  lane?: string | null;
  free_days?: unknown;
  tiers?: unknown;
  label?: string | null;
}

export function checkTerms(input: TermsInput, ref: RefData): store.TermsWrite {
  const carrier = input.carrier_code ? String(input.carrier_code).trim().toUpperCase() : null;
  if (carrier && !ref.carrierByScac.has(carrier))
    throw new AppError('VALIDATION_ERROR', `carrier_code ${carrier} is not a known SCAC`);
  const port = input.port ? String(input.port).trim().toUpperCase() : null;
  if (port && !ref.portByCode.has(port))
    throw new AppError('VALIDATION_ERROR', `port ${port} is not a known UN/LOCODE`);
  const lane = input.lane ?? null;
  if (lane !== null && !['us_import', 'eu_import', 'asia_import'].includes(lane))
    throw new AppError('VALIDATION_ERROR', 'lane must be us_import, eu_import or asia_import');
  const fd = input.free_days;
  if (typeof fd !== 'number' || !Number.isInteger(fd) || fd < 0 || fd > 365)
    throw new AppError('VALIDATION_ERROR', 'free_days must be an integer from 0 to 365');
  let tiers: { from_day: number; daily_rate_usd: number }[] | null = null;
  if (input.tiers !== undefined && input.tiers !== null) {
    if (!Array.isArray(input.tiers) || input.tiers.length < 1 || input.tiers.length > 4)
      throw new AppError('VALIDATION_ERROR', 'tiers must be an array of 1 to 4 tiers');
    tiers = [];
    let prev = 0;
    for (const t of input.tiers as { from_day?: unknown; daily_rate_usd?: unknown }[]) {
      const from = t?.from_day;
      const rate = t?.daily_rate_usd;
      if (typeof from !== 'number' || !Number.isInteger(from) || from <= prev || from > 366) {
        throw new AppError(
          'VALIDATION_ERROR',
          'tier from_day must be whole chargeable days, strictly increasing, the first 1',
        );
      }
      if (tiers.length === 0 && from !== 1)
        throw new AppError(
          'VALIDATION_ERROR',
          'the first tier must start on from_day 1 (the first day after the last free day)',
        );
      if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100_000)
        throw new AppError('VALIDATION_ERROR', 'tier daily_rate_usd must be a number from 0 to 100000');
      tiers.push({ from_day: from, daily_rate_usd: rate });
      prev = from;
    }
  }
  if (
    input.label !== undefined &&
    input.label !== null &&
    (typeof input.label !== 'string' || input.label.length > 200)
  ) {
    throw new AppError('VALIDATION_ERROR', 'label must be a string of at most 200 characters');
  }
  return { carrier_scac: carrier, port_unlocode: port, lane, free_days: fd, tiers, label: input.label ?? null };
}

/** Files terms and re-resolves the terms in force of every box of the organisation, in one transaction. */
export async function fileTerms(
  services: Services,
  orgId: string,
  input: TermsInput,
): Promise<{ row: store.TermsRow; replaced: boolean; boxes_covered: number }> {
  const terms = checkTerms(input, await refData(services.db));
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    const { row, replaced } = await store.upsertTerms(tx, orgId, terms, now);
    await store.resolveBoxTerms(tx, { orgId });
    return { row, replaced, boxes_covered: await store.boxesUnderTerms(tx, orgId, row.id) };
  });
}

// ---------------------------------------------------------------------------------------------
// Usage

export async function usageSummary(services: Services, principal: Principal) {
  const u = await store.usage(services.db, principal.orgId, principal.plan, period(services.clock.now()), null);
  const a = u.allowance;
  const quota = (total: number | null, used: number) => ({
    total,
    used,
    remaining: total === null ? null : Math.max(0, total - used),
  });
  return {
    plan: a.plan,
    period: u.period,
    unique_shipments: quota(a.unique_shipments_per_month, u.unique_used),
    container_slots: quota(a.container_slots, u.active_records),
    payg_price_usd: a.payg_price_usd === null ? null : Number(a.payg_price_usd),
    payg_spend_cap_usd: a.payg_price_usd === null || u.spend_cap_usd === null ? null : Number(u.spend_cap_usd),
    payg_spent_usd: a.payg_price_usd === null ? null : u.spent_usd,
  };
}

export async function setSpendCap(services: Services, orgId: string, usd: number | null): Promise<void> {
  if (usd !== null && (!Number.isFinite(usd) || usd < 0 || usd > 1_000_000))
    throw new AppError('VALIDATION_ERROR', 'the spend cap must be a number of USD from 0 to 1000000, or null');
  await store.setSpendCap(services.db, orgId, usd, services.clock.now());
}

// ---------------------------------------------------------------------------------------------
// Keyless public lookup

/** The shared carrier answer for a reference: cached if fresh, else asked now and cached. */
export async function publicSnapshot(
  services: Services,
  raw: unknown,
): Promise<{ checked: CheckedIdentifier; snapshot: TrackingSnapshot; asOf: Date }> {
  const { db, clock } = services;
  const ref = await refData(db);
  const checked = checkIdentifier(raw, null, ref, 'REFERENCE_NOT_RESOLVABLE');
  const now = clock.now();
  const cached = await store.getSnapshot(db, checked.identifier);
  if (
    cached &&
    cached.identifier_type === checked.type &&
    now.getTime() - cached.fetched_at.getTime() < PUBLIC_CACHE_SECONDS * 1000
  ) {
    if (!cached.found) throw notResolvable(checked.identifier);
    return { checked, snapshot: cached.snapshot as TrackingSnapshot, asOf: cached.fetched_at };
  }
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

const notResolvable = (identifier: string) =>
  new AppError('REFERENCE_NOT_RESOLVABLE', `no line recognises ${identifier}`, { status: 404 });

// ---------------------------------------------------------------------------------------------
// api_change_announced

/** Raises api_change_announced for every organisation tracking containers, in one transaction. */
export async function announceApiChange(
  services: Services,
  notice: { message: string; api_version: string; effective_at: string | null },
): Promise<number> {
  const now = services.clock.now();
  return services.db.tx(async (tx) => {
    const orgs = await store.orgsWithContainers(tx);
    for (const orgId of orgs) {
      await raiseEvent(tx, {
        product: 'ocean',
        orgId,
        type: 'api_change_announced',
        data: { ...notice, announced_at: now.toISOString() },
        occurredAt: now,
      });
    }
    return orgs.length;
  });
}
