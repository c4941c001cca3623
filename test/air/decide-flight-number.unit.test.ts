// Flight numbers as callers write them (subgraphs/air/decide/flight-number.ts).
import { describe, it, expect } from 'vitest';
import { parseFlightNumber } from '../../subgraphs/air/decide/flight-number.js';

describe('parseFlightNumber', () => {
  it.each([
    ['LH400', 'LH', 400, '', 'LH400'],
    ['lh 0400', 'LH', 400, '', 'LH400'],
    ['5X123', '5X', 123, '', '5X123'],
    [' EK9A ', 'EK', 9, 'A', 'EK9A'],
  ])('reads %j', (input, airline, number, suffix, display) => {
    expect(parseFlightNumber(input)).toEqual({ airline, number, suffix, display });
  });

  it.each([[''], ['LH'], ['LH0'], ['12345'], ['LH40000'], ['L-400'], [400]])('refuses %j', (input) => {
    expect(() => parseFlightNumber(input)).toThrow(expect.objectContaining({ code: 'INVALID_FLIGHT_NUMBER' }));
  });
});
