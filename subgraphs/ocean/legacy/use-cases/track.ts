// The legacy-compatible tracking answer (docs/legacy.md): admission (access
// period, compat call allowance, usage count, cache) in one statement, identifier check, live
// resolve with a hold, rendering through the pure mapper, and the 90-second answer cache.
// Rules: docs/legacy.md.
import type { Services } from '../../../../platform/services.js';
import type { Principal } from '../../../../platform/context.js';
import { AppError } from '../../../../platform/errors.js';
import { normaliseIdentifier } from '../../decide/reference-numbers.js';
import { refData } from '../../store/reference-data.js';
import { checkIdentifier, type CheckedIdentifier } from '../../decide/identifier.js';
import type { LegacyData } from '../decide/answer.js';
import { NO_TRACKING_INFO, WRONG_NUMBER, unansweredHold } from '../decide/hold-outcome.js';
import { putAnswer, uncount, type UsageCounters } from '../store/index.js';
import { admitCall, apiCalls, uncounted } from './admit.js';
import { holdUntilResolved } from './hold.js';
import { renderRecord } from './render.js';

export interface LegacyResult {
  status: 'success' | 'error';
  message: string;
  data: LegacyData | null;
  detail: string | null;
  usage: UsageCounters;
}

export async function legacyTracking(services: Services, principal: Principal, raw: unknown): Promise<LegacyResult> {
  const { db, clock } = services;
  const now = clock.now();
  const { number, checked, wrong } = await readNumber(services, raw);
  const identifier = checked?.identifier ?? normaliseIdentifier(number);
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
    const rendered = await renderRecord(services, principal, checked, number, apiCalls(adm));
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
