// The air waybill number rules (subgraphs/air/decide/awb.ts): the spellings read, the check digit
// (serial mod 7), and the refusals, table by table.
import { describe, it, expect } from 'vitest';
import { checkDigitOf, parseAwb, parsePrefix } from '../../subgraphs/air/decide/awb.js';
import { AppError } from '../../platform/errors.js';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? { code: e.code, status: e.status } : e;
  }
  return null;
};

describe('parseAwb', () => {
  it.each(['176-12345675', '17612345675', '176 1234 5675', ' 176.12345675 '])('reads %j', (input) => {
    expect(parseAwb(input)).toEqual({
      digits: '17612345675',
      prefix: '176',
      serial: '1234567',
      checkDigit: 5,
      display: '176-12345675',
    });
  });

  it.each([
    [undefined, 'INVALID_AWB', 400],
    ['176-1234567A', 'INVALID_AWB', 400],
    ['176--12345675', 'INVALID_AWB', 400],
    ['176-1234567', 'INVALID_AWB', 400],
    ['176-12345676', 'INVALID_CHECK_DIGIT', 404],
  ])('refuses %j as %s (%i)', (input, code, status) => {
    expect(refusal(() => parseAwb(input))).toEqual({ code, status });
  });

  it('tells the expected check digit', () => {
    expect(checkDigitOf('1234567')).toBe(5);
    try {
      parseAwb('176-12345676');
    } catch (e) {
      expect((e as AppError).details).toEqual({ expected_check_digit: 5 });
    }
  });
});

describe('parsePrefix', () => {
  it.each([
    ['176', '176'],
    [' 020 ', '020'],
    ['176-12345675', '176'],
  ])('reads %j as %s', (input, prefix) => {
    expect(parsePrefix(input)).toBe(prefix);
  });

  it.each([
    ['17', 'INVALID_PREFIX'],
    ['abc', 'INVALID_PREFIX'],
    ['176-1234', 'INVALID_PREFIX'],
    ['176-12345676', 'INVALID_CHECK_DIGIT'],
  ])('refuses %j as %s', (input, code) => {
    expect((refusal(() => parsePrefix(input)) as { code: string }).code).toBe(code);
  });
});
