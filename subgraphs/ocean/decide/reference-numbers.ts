// Ocean reference identifiers: normalising, ISO 6346 container numbers (check digit and
// correction), telling a container number from a bill of lading or a booking, and finding the
// carrier that owns a BIC prefix. Pure functions; the carriers list is passed in (no SQL here).
import type { IdentifierType } from '../connectors/types.js';

/** What the carrier helpers need of a carrier row (reference.carriers or carriers.json). */
export interface CarrierLike {
  scac: string;
  name?: string;
  bic_prefixes: readonly string[];
}

/**
 * Trim, upper-case and drop the separators people type inside references: spaces, dashes,
 * dots, slashes and underscores ("mrku 946577-0" → "MRKU9465770").
 */
export function normaliseIdentifier(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s\-./_]+/g, '');
}

// ---------------------------------------------------------------------------------------------
// ISO 6346

const CONTAINER_SHAPE = /^[A-Z]{4}\d{7}$/;

/** Letter values: A=10, then upwards skipping multiples of 11 (A10 B12 … K21 L23 … Z38). */
const LETTER_VALUES: Record<string, number> = (() => {
  const out: Record<string, number> = {};
  let v = 10;
  for (let c = 65; c <= 90; c++) {
    if (v % 11 === 0) v++;
    out[String.fromCharCode(c)] = v++;
  }
  return out;
})();

/**
 * The ISO 6346 check digit of the first 10 characters (owner code, category, serial):
 * value at position i times 2^i, summed, mod 11, then mod 10 (a remainder of 10 becomes 0).
 * Throws on anything that is not 4 letters + 6 digits.
 */
export function containerCheckDigit(first10: string): number {
  const s = normaliseIdentifier(first10).slice(0, 10);
  if (!/^[A-Z]{4}\d{6}$/.test(s)) throw new Error(`not an ISO 6346 owner code + serial: "${first10}"`);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = s[i]!;
    const value = i < 4 ? LETTER_VALUES[ch]! : ch.charCodeAt(0) - 48;
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A container number with a correct check digit (shape and digit; the category letter is not policed). */
export function isValidContainerNumber(value: string): boolean {
  const s = normaliseIdentifier(value);
  if (!CONTAINER_SHAPE.test(s)) return false;
  return containerCheckDigit(s) === Number(s[10]);
}

/**
 * The number with the correct check digit in place of the given one ("CSQU3054380" →
 * "CSQU3054383"). Returns the number unchanged when it is already valid, and null when it is
 * not a container number at all (wrong shape). Also accepts the 10 characters without a digit.
 */
export function suggestCorrection(value: string): string | null {
  const s = normaliseIdentifier(value);
  if (!CONTAINER_SHAPE.test(s) && !/^[A-Z]{4}\d{6}$/.test(s)) return null;
  const head = s.slice(0, 10);
  return `${head}${containerCheckDigit(head)}`;
}

export interface ContainerNumberCheck {
  /** Normalised input. */
  normalized: string;
  /** 4 letters + 7 digits. */
  wellFormed: boolean;
  valid: boolean;
  ownerCode: string | null;
  /** ISO 6346 equipment category: U freight container, J detachable equipment, Z trailer/chassis. */
  categoryIdentifier: string | null;
  checkDigit: number | null;
  expectedCheckDigit: number | null;
  /** Correct number when the check digit is wrong; null when valid or not well formed. */
  suggestion: string | null;
}

/** Everything about one container number at once (for validation errors with a suggestion). */
export function checkContainerNumber(value: string): ContainerNumberCheck {
  const s = normaliseIdentifier(value);
  if (!CONTAINER_SHAPE.test(s)) {
    return {
      normalized: s,
      wellFormed: false,
      valid: false,
      ownerCode: null,
      categoryIdentifier: null,
      checkDigit: null,
      expectedCheckDigit: null,
      suggestion: null,
    };
  }
  const expected = containerCheckDigit(s);
  const given = Number(s[10]);
  const valid = expected === given;
  return {
    normalized: s,
    wellFormed: true,
    valid,
    ownerCode: s.slice(0, 3),
    categoryIdentifier: s[3]!,
    checkDigit: given,
    expectedCheckDigit: expected,
    suggestion: valid ? null : `${s.slice(0, 10)}${expected}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Identifier type

/**
 * Heuristic identifier type of a normalised or raw reference; null when it fits nothing.
 * Rules, in order (documented in docs/ocean-connectors.md):
 *  1. 4 letters + 7 digits → `container_id` (ISO 6346 shape; the check digit is validated
 *     separately so that a mistyped box is reported as an invalid number, not as a B/L).
 *  2. A 4-letter prefix followed by 4–16 letters/digits with at least 4 digits → `bill_of_lading`
 *     (carriers print their SCAC or house prefix first: MAEU240512345, HLCUHAM2101234,
 *     MEDUXX123456, COSU6123456789, ONEYTYOB12345600). When `carriers` is given, a prefix equal
 *     to a known SCAC also qualifies with as few as 3 digits.
 *  3. 6–14 digits only → `booking` (most lines issue numeric booking numbers; numeric B/Ls such
 *     as Maersk's 9-digit ones are indistinguishable and are treated as bookings).
 *  4. 5–20 letters and digits (at least one letter, at least 3 digits) not starting with 4
 *     letters → `booking`
 *     (carrier-specific formats such as ABC709951 or 1AB2345678).
 */
export function detectIdentifierType(raw: string, carriers?: readonly CarrierLike[]): IdentifierType | null {
  const s = normaliseIdentifier(raw);
  if (!/^[A-Z0-9]+$/.test(s)) return null;
  if (CONTAINER_SHAPE.test(s)) return 'container_id';
  const digits = s.replace(/\D/g, '').length;
  if (/^[A-Z]{4}[A-Z0-9]{4,16}$/.test(s)) {
    if (digits >= 4) return 'bill_of_lading';
    if (digits >= 3 && carriers?.some((c) => c.scac === s.slice(0, 4))) return 'bill_of_lading';
  }
  if (/^\d{6,14}$/.test(s)) return 'booking';
  if (/^[A-Z0-9]{5,20}$/.test(s) && /[A-Z]/.test(s) && digits >= 3 && !/^[A-Z]{4}/.test(s)) return 'booking';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Carriers

/** The carrier whose own boxes carry this BIC owner prefix (first 4 letters of a container number). */
export function carrierForBicPrefix<C extends CarrierLike>(numberOrPrefix: string, carriers: readonly C[]): C | null {
  const prefix = normaliseIdentifier(numberOrPrefix).slice(0, 4);
  if (!/^[A-Z]{4}$/.test(prefix)) return null;
  return carriers.find((c) => c.bic_prefixes.includes(prefix)) ?? null;
}

/**
 * Best guess of the carrier behind a reference, or null:
 *  container → owner of the BIC prefix (null for lessor boxes such as TCNU, TGHU);
 *  bill of lading → the carrier whose SCAC is the prefix, else whose BIC prefix is (MEDU → MSCU);
 *  booking → null (numeric bookings carry no carrier mark).
 */
export function inferCarrier<C extends CarrierLike>(
  identifier: string,
  type: IdentifierType,
  carriers: readonly C[],
): C | null {
  const s = normaliseIdentifier(identifier);
  if (type === 'container_id') return carrierForBicPrefix(s, carriers);
  if (type === 'bill_of_lading') {
    const prefix = s.slice(0, 4);
    return carriers.find((c) => c.scac === prefix) ?? carrierForBicPrefix(prefix, carriers);
  }
  return null;
}
