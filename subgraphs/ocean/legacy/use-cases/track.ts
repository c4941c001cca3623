// The legacy-compatible tracking answer (docs/legacy.md): admission (access
// period, compat call allowance, usage count, cache) in one statement, identifier check, live
// resolve with a hold, rendering through the pure mapper, and the 90-second answer cache.
// Rules: docs/legacy.md.
import type { Services } from '../../../platform/services.js';
import type { Principal } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { normalizeIdentifier } from '../connectors/identifiers.js';
import { refData } from '../refdata.js';
import * as oceanStore from '../store/index.js';
import { checkIdentifier, usageSummary, type CheckedIdentifier } from '../service.js';
import { holdUntilResolved, type HoldOutcome } from './hold.js';
import { renderLegacy } from './mapper.js';
import type { LegacyData, LegacyQuota } from './answer.js';
import { periods } from './usage.js';
import { admit, putAnswer, uncount, type Admission, type UsageCounters } from './store.js';
import { vesselsByImo } from '../../reference/store.js';
import { legacySettings } from './settings.js';

export interface LegacyResult {
  status: 'success' | 'error';
  message: string;
  data: LegacyData | null;
  detail: string | null;
  usage: UsageCounters;
}

/** The not-found messages of the earlier API (docs/legacy.md, Answers). */
export const NO_TRACKING_INFO = 'NO_TRACKING_INFO';
export const WRONG_NUMBER = 'WRONG_NUMBER';

const usageHeaders = (u: UsageCounters): Record<string, string> => ({
  'X-Usage-Day': String(u.day),
  'X-Usage-Week': String(u.week),
  'X-Usage-Month': String(u.month),
  'X-Usage-Lifetime': String(u.lifetime),
});

function apiCalls(adm: Admission): LegacyQuota {
  return {
    total: adm.allowance,
    used: adm.orgMonth,
    remaining: adm.allowance === null ? null : Math.max(0, adm.allowance - adm.orgMonth),
  };
}

export async function legacyTracking(services: Services, principal: Principal, raw: unknown): Promise<LegacyResult> {
  const { db, clock } = services;
  const now = clock.now();
  const { number, checked, wrong } = await readNumber(services, raw);
  const identifier = checked?.identifier ?? normalizeIdentifier(number);
  const adm = await admitCall(services, principal, identifier, now);
  const answer = (
    status: LegacyResult['status'],
    message: string,
    data: LegacyData | null,
    detail: string | null = null,
  ): LegacyResult => ({
    status,
    message,
    data,
    detail,
    usage: adm.key,
  });

  try {
    if (!checked) return answer('error', WRONG_NUMBER, null, wrong);
    if (adm.cached) {
      const data = adm.cached.data as LegacyData;
      data.metadata.number = number;
      data.metadata.api_calls = apiCalls(adm);
      return answer('success', adm.cached.message, data);
    }
    const held = await holdUntilResolved(services, principal, checked);
    const unanswered = unansweredHold(held, checked.identifier);
    if (unanswered) return answer('error', unanswered.message, null, unanswered.detail);
    const rendered = await render(services, principal, checked, number, apiCalls(adm), now);
    if (!rendered)
      return answer('error', NO_TRACKING_INFO, null, `${checked.identifier} is not tracked any more on this account`);
    await putAnswer(db, { orgId: principal.orgId, identifier, message: rendered.message, data: rendered.data, now });
    return answer('success', rendered.message, rendered.data);
  } catch (e) {
    // Answered with a transport error after all: the call does not count.
    await uncount(db, { orgId: principal.orgId, keyId: principal.keyId, now }).catch(() => undefined);
    throw uncounted(e, adm);
  }
}

/** The number asked for, checked: a number no line or lessor can own is answered (not refused) with `wrong`. */
async function readNumber(
  services: Services,
  raw: unknown,
): Promise<{ number: string; checked: CheckedIdentifier | null; wrong: string | null }> {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new AppError('VALIDATION_ERROR', 'number (or container) is required');
  const number = raw.trim().toUpperCase();
  const ref = await refData(services.db);
  try {
    return { number, checked: checkIdentifier(number, null, ref, 'REFERENCE_NOT_RESOLVABLE'), wrong: null };
  } catch (e) {
    if (!(e instanceof AppError && e.code === 'REFERENCE_NOT_RESOLVABLE')) throw e;
    return { number, checked: null, wrong: e.message };
  }
}

/** Counts the call against the plan's allowance: 403 once the surface has ended for the account, 429 when spent. */
async function admitCall(services: Services, principal: Principal, identifier: string, now: Date): Promise<Admission> {
  const adm = await admit(services.db, {
    orgId: principal.orgId,
    keyId: principal.keyId,
    plan: principal.plan,
    identifier,
    now,
    cacheSeconds: legacySettings(services).cacheSeconds,
  });
  if (adm.expired) {
    throw new AppError(
      'ACCESS_EXPIRED',
      `access to the compatible tracking surface ended on ${adm.expiredAt!.toISOString()}`,
      { status: 403 },
    );
  }
  if (!adm.counted) {
    const reset = periods(now).nextMonth;
    const wait = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
    throw new AppError(
      'QUOTA_EXCEEDED',
      `plan allowance spent: the ${adm.plan} plan allows ${adm.allowance} compatible-surface calls a month; ${adm.orgMonth} used; resets ${reset.toISOString()}`,
      { status: 429, headers: { 'Retry-After': String(wait), ...usageHeaders(adm.key) } },
    );
  }
  return adm;
}

/** A hold that ended without a record to render: the answer's message and why, in the caller's words. */
function unansweredHold(held: HoldOutcome, identifier: string): { message: string; detail: string } | null {
  if (held.kind === 'pending') {
    return {
      message: NO_TRACKING_INFO,
      detail: `${identifier} is registered and still being resolved with the carrier; poll again in a few seconds`,
    };
  }
  if (held.kind === 'archived') {
    return {
      message: NO_TRACKING_INFO,
      detail: `${identifier} was archived on this account before the carrier answered; add it again to track it`,
    };
  }
  if (held.kind === 'carrier_error') {
    return {
      message: NO_TRACKING_INFO,
      detail: `the carrier did not answer for ${identifier}; it is asked again automatically, poll again later`,
    };
  }
  if (held.kind === 'resolved' && held.row.unresolved_reason === 'not_found') {
    const line = held.row.carrier_scac ? ` (asked ${held.row.carrier_scac})` : '';
    return { message: NO_TRACKING_INFO, detail: `no line recognises ${identifier} yet${line}` };
  }
  if (held.kind === 'resolved' && held.row.unresolved_reason === 'invalid_number') {
    return {
      message: WRONG_NUMBER,
      detail: `no line or container lessor uses the owner prefix ${identifier.slice(0, 4)}`,
    };
  }
  return null;
}

/** An error after the call was counted and then uncounted: a 429's usage headers show the counters before it. */
function uncounted(e: unknown, adm: Admission): unknown {
  if (!(e instanceof AppError && e.status === 429)) return e;
  const k = adm.key;
  const before = { day: k.day - 1, week: k.week - 1, month: k.month - 1, lifetime: k.lifetime - 1 };
  return new AppError(e.code, e.message, {
    status: 429,
    details: e.details,
    headers: { ...e.headers, ...usageHeaders(before) },
  });
}

/** Reads the resolved record with its boxes, events and reference details (constant statements) and maps it. */
async function render(
  services: Services,
  principal: Principal,
  checked: CheckedIdentifier,
  number: string,
  api_calls: LegacyQuota,
  now: Date,
) {
  const { db } = services;
  const [record] = await oceanStore.containersByIdentifiers(db, principal.orgId, [checked.identifier], now);
  if (!record) return null;
  const [boxes, events, usage, ref] = await Promise.all([
    oceanStore.boxesByContainerIds(db, [record.id]),
    oceanStore.eventsByContainerIds(db, [record.id]),
    usageSummary(services, principal),
    refData(db),
  ]);
  const imos = [
    ...new Set([record.current_vessel_imo, ...events.map((e) => e.vessel_imo)].filter((i): i is string => !!i)),
  ];
  // Size-type labels come with the cached reference data; vessel particulars are read by IMO.
  const vesselInfo = new Map((imos.length ? await vesselsByImo(db, imos) : []).map((v) => [v.imo, v]));
  return renderLegacy({
    number,
    identifierType: record.identifier_type as CheckedIdentifier['type'],
    record,
    boxes,
    events,
    ref,
    isoLabels: ref.isoLabelByCode,
    vesselInfo,
    quotas: { api_calls, unique_shipments: usage.unique_shipments },
  });
}
