// A reference as a caller gives it (docs/ocean.md, Identifiers): normalised, classified and, for a
// container number, its ISO 6346 check digit verified; the identifier_check answer built on that.
import { AppError } from '../../../platform/errors.js';
import { checkContainerNumber, detectIdentifierType, inferCarrier, normaliseIdentifier } from './reference-numbers.js';
import type { IdentifierType } from '../connectors/types.js';
import type { RefData } from '../store/reference-data.js';

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
  const identifier = normaliseIdentifier(raw);
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
  if (type === 'container_id') checkDigit(identifier, malformed, status);
  return { identifier, type, inferredCarrier: inferCarrier(identifier, type, ref.carriers)?.scac ?? null };
}

/** A container number is 4 letters and 7 digits, the last its ISO 6346 check digit. */
function checkDigit(
  identifier: string,
  malformed: 'VALIDATION_ERROR' | 'REFERENCE_NOT_RESOLVABLE',
  status: { status?: number },
): void {
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

/** A given carrier code, upper-cased; it must be a known SCAC. */
export function checkCarrierCode(given: string | null | undefined, ref: RefData): string | null {
  if (given === null || given === undefined) return null;
  const carrierCode = String(given).trim().toUpperCase();
  if (!ref.carrierByScac.has(carrierCode))
    throw new AppError('VALIDATION_ERROR', `carrier_code ${carrierCode} is not a known SCAC`);
  return carrierCode;
}

/**
 * Query.identifier_check: the reference as checked, or, when it is not one, what is wrong with it
 * (the suggested number of a wrong check digit). A missing identifier is refused, not answered.
 */
export function identifierCheck(raw: unknown, ref: RefData) {
  try {
    const c = checkIdentifier(raw, null, ref, 'VALIDATION_ERROR');
    return {
      normalized: c.identifier,
      identifier_type: c.type,
      valid: true,
      suggested_identifier: null,
      carrier_hint_code: c.inferredCarrier,
    };
  } catch (e) {
    if (!(e instanceof AppError) || (e.code === 'VALIDATION_ERROR' && /required/.test(e.message))) throw e;
    return {
      normalized: normaliseIdentifier(String(raw)),
      identifier_type: e.code === 'REFERENCE_NOT_RESOLVABLE' ? 'container_id' : null,
      valid: false,
      suggested_identifier: (e.details?.suggested_identifier as string) ?? null,
      carrier_hint_code: null,
    };
  }
}
