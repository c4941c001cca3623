// A reference as a caller gives it (subgraphs/ocean/decide/identifier.ts): normalised, classified,
// its check digit verified, each refusal with its code; and the identifier_check answer.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkCarrierCode, checkIdentifier, identifierCheck } from '../../subgraphs/ocean/decide/identifier.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

const ref = oceanRefData();
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, status: e.status, details: e.details };
    throw e;
  }
  throw new Error('not refused');
};

describe('checkIdentifier', () => {
  it.each([
    ['msku 123456-5', 'MSKU1234565', 'container_id', 'MAEU'],
    ['MAEU123456789', 'MAEU123456789', 'bill_of_lading', 'MAEU'],
    ['123456789', '123456789', 'booking', null],
  ])('%s is %s, a %s (carrier %s)', (raw, identifier, type, carrier) => {
    expect(checkIdentifier(raw, null, ref, 'VALIDATION_ERROR')).toEqual({
      identifier,
      type,
      inferredCarrier: carrier,
    });
  });

  it('takes the given kind, booking_number as booking', () => {
    expect(checkIdentifier('123456789', 'booking_number', ref, 'VALIDATION_ERROR').type).toBe('booking');
  });

  it('refuses a missing identifier, an unknown kind and one over 64 characters', () => {
    expect(refusal(() => checkIdentifier('  ', null, ref, 'REFERENCE_NOT_RESOLVABLE')).code).toBe('VALIDATION_ERROR');
    expect(refusal(() => checkIdentifier('MSKU1234565', 'parcel', ref, 'VALIDATION_ERROR')).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(refusal(() => checkIdentifier('A'.repeat(65), null, ref, 'REFERENCE_NOT_RESOLVABLE'))).toMatchObject({
      code: 'REFERENCE_NOT_RESOLVABLE',
      status: 404,
    });
  });

  it('answers a malformed reference with the code the caller names (404 on a lookup)', () => {
    expect(refusal(() => checkIdentifier('??', null, ref, 'VALIDATION_ERROR')).code).toBe('VALIDATION_ERROR');
    expect(refusal(() => checkIdentifier('??', null, ref, 'REFERENCE_NOT_RESOLVABLE'))).toMatchObject({
      code: 'REFERENCE_NOT_RESOLVABLE',
      status: 404,
    });
  });

  it('refuses a wrong check digit, suggesting the right one', () => {
    expect(refusal(() => checkIdentifier('MSKU1234566', null, ref, 'VALIDATION_ERROR'))).toMatchObject({
      code: 'REFERENCE_NOT_RESOLVABLE',
      status: 404,
      details: { suggested_identifier: 'MSKU1234565' },
    });
  });
});

describe('checkCarrierCode', () => {
  it('upper-cases a known SCAC, passes none through and refuses an unknown one', () => {
    expect(checkCarrierCode(' maeu ', ref)).toBe('MAEU');
    expect(checkCarrierCode(null, ref)).toBeNull();
    expect(refusal(() => checkCarrierCode('XXXX', ref)).code).toBe('VALIDATION_ERROR');
  });
});

describe('identifierCheck', () => {
  it('answers a valid reference with its carrier hint', () => {
    expect(identifierCheck('MSKU1234565', ref)).toEqual({
      normalized: 'MSKU1234565',
      identifier_type: 'container_id',
      valid: true,
      suggested_identifier: null,
      carrier_hint_code: 'MAEU',
    });
  });

  it('answers a wrong check digit as an invalid container number with the suggestion', () => {
    expect(identifierCheck('msku1234566', ref)).toEqual({
      normalized: 'MSKU1234566',
      identifier_type: 'container_id',
      valid: false,
      suggested_identifier: 'MSKU1234565',
      carrier_hint_code: null,
    });
  });

  it('answers an unclassifiable reference as invalid of no kind, and refuses a missing one', () => {
    expect(identifierCheck('??', ref)).toMatchObject({ valid: false, identifier_type: null });
    expect(refusal(() => identifierCheck('', ref)).code).toBe('VALIDATION_ERROR');
  });
});
