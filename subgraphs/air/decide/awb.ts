// Air waybill numbers: 11 digits = 3-digit airline prefix + 7-digit serial +
// 1 check digit, where the check digit is the serial mod 7. Accepted spellings: 176-12345675,
// 17612345675, 176 1234 5675 (and any mix of single spaces, hyphens or dots between digit
// groups). Anything else is refused with a documented code (docs/air.md):
//   INVALID_AWB          400  not 11 digits, letters, stray characters
//   INVALID_CHECK_DIGIT  404  well-formed, but the last digit is not serial mod 7; the number
//                             names no waybill and keeps failing until corrected (docs/air.md, Error codes)
import { AppError } from '../../../platform/errors.js';

export interface Awb {
  /** 11 digits, no separators: the storage key. */
  digits: string;
  prefix: string;
  /** 7-digit serial (without the check digit). */
  serial: string;
  checkDigit: number;
  /** Display form ppp-ssssssss. */
  display: string;
}

export const awbDisplay = (digits: string): string => `${digits.slice(0, 3)}-${digits.slice(3)}`;

export function checkDigitOf(serial: string): number {
  return Number(serial) % 7;
}

/** Parses any accepted spelling; throws INVALID_AWB or INVALID_CHECK_DIGIT. */
export function parseAwb(input: unknown): Awb {
  if (typeof input !== 'string') throw new AppError('INVALID_AWB', 'air waybill number is required', { status: 400 });
  const raw = input.trim();
  // Digit groups separated by single separators; no letters, no other punctuation.
  if (!/^\d+(?:[ \-.]\d+)*$/.test(raw)) {
    throw new AppError(
      'INVALID_AWB',
      `"${clip(raw)}" is not an air waybill number: expected 11 digits such as 176-12345675`,
      { status: 400 },
    );
  }
  const digits = raw.replace(/\D/g, '');
  if (digits.length !== 11) {
    throw new AppError(
      'INVALID_AWB',
      `an air waybill number has 11 digits (3-digit airline prefix + 8 digits); "${clip(raw)}" has ${digits.length}`,
      {
        status: 400,
      },
    );
  }
  const prefix = digits.slice(0, 3);
  const serial = digits.slice(3, 10);
  const checkDigit = Number(digits[10]);
  const expected = checkDigitOf(serial);
  if (checkDigit !== expected) {
    throw new AppError(
      'INVALID_CHECK_DIGIT',
      `check digit of ${awbDisplay(digits)} is ${checkDigit}, but serial ${serial} mod 7 is ${expected}: the number is mistyped`,
      {
        status: 404,
        details: { expected_check_digit: expected },
      },
    );
  }
  return { digits, prefix, serial, checkDigit, display: awbDisplay(digits) };
}

/** A 3-digit airline prefix on its own (prefix resolution route); also accepts a full AWB. */
export function parsePrefix(input: unknown): string {
  const invalid = () =>
    new AppError('INVALID_PREFIX', 'an airline prefix is 3 digits, such as 176 (or give a full air waybill number)', {
      status: 400,
    });
  if (typeof input === 'string' && /^\d{3}$/.test(input.trim())) return input.trim();
  if (typeof input === 'string' && /^\d{3}[ \-.]?\d/.test(input.trim())) {
    try {
      return parseAwb(input).prefix;
    } catch (err) {
      // Neither a prefix nor a waybill number: this route's refusal, not the tracking route's
      // INVALID_AWB (a mistyped check digit stays INVALID_CHECK_DIGIT, as documented).
      if (err instanceof AppError && err.code === 'INVALID_AWB') throw invalid();
      throw err;
    }
  }
  throw invalid();
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
