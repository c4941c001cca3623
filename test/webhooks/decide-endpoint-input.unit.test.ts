// What an endpoint's registration or update may say: the pure checks of decide/endpoint-input.ts.
import { describe, it, expect } from 'vitest';
import { description, eventTypes, httpsUrl, overlapSeconds } from '../../subgraphs/webhooks/decide/endpoint-input.js';

describe('endpoint input', () => {
  it.each([
    ['https://hooks.example.com/in', 'https://hooks.example.com/in'],
    ['http://hooks.example.com/in', null],
    ['https://', null],
    [`https://x.example/${'a'.repeat(2048)}`, null],
    [42, null],
    [undefined, null],
  ])('url %s is %s', (raw, expected) => {
    expect(httpsUrl(raw)).toBe(expected);
  });

  it('keeps known event types once, in the order asked, and drops the rest', () => {
    expect(eventTypes(['a', 'b', 'c'], ['c', 'x', 'a', 'c'])).toEqual(['c', 'a']);
    expect(eventTypes(['a'], null)).toEqual([]);
  });

  it('refuses a description over 1,000 characters, naming it', () => {
    expect(description('x'.repeat(1000))).toHaveLength(1000);
    expect(description(null)).toBeNull();
    expect(() => description('x'.repeat(1001))).toThrow(/description longer than 1000/);
  });

  it.each([
    [undefined, 86_400],
    [0, 0],
    [604_800, 604_800],
  ])('overlap %s is %s seconds', (raw, expected) => {
    expect(overlapSeconds(raw)).toBe(expected);
  });

  it.each([[-1], [604_801], [1.5]])('refuses an overlap of %s seconds', (raw) => {
    expect(() => overlapSeconds(raw)).toThrow(/overlap_seconds must be an integer from 0 to 604800/);
  });
});
