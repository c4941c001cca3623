// The waybill's feed_warnings (subgraphs/air/decide/feed-warnings.ts): each warning once, at most 20.
import { describe, it, expect } from 'vitest';
import { feedWarnings } from '../../subgraphs/air/decide/feed-warnings.js';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `message ${i + 1} rejected`);

describe('feedWarnings', () => {
  it.each([
    ['none stored', null, []],
    ['a clean answer', [], []],
    ['repeats once', ['a', 'b', 'a'], ['a', 'b']],
    ['20 as they are', numbered(20), numbered(20)],
    ['21: 19 and a count of the rest', numbered(21), [...numbered(19), '2 more warnings not listed']],
  ])('%s', (_, stored, shown) => {
    expect(feedWarnings(stored)).toEqual(shown);
  });
});
