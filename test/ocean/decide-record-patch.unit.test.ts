// A caller's changes to a record (subgraphs/ocean/decide/record-patch.ts) and the list's arguments
// (decide/list-filter.ts): tags, redelivery fields, the connection notice; filters, limit, cursor.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { checkPatch, checkTags } from '../../subgraphs/ocean/decide/record-patch.js';
import {
  listFilter,
  listLimit,
  openListCursor,
  sealListCursor,
  CURSOR_TTL_HOURS,
} from '../../subgraphs/ocean/decide/list-filter.js';

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'accepted';
};
const now = new Date('2026-03-01T12:00:00Z');

describe('checkTags', () => {
  it.each([
    [null, []],
    [
      [' a ', 'b', 'a'],
      ['a', 'b'],
    ],
    [[{ name: 'x' }], ['x']],
  ])('%j becomes %j', (given, tags) => expect(checkTags(given)).toEqual(tags));

  it.each([['not a list'], [['']], [['a,b']], [['x'.repeat(51)]], [Array.from({ length: 21 }, (_, i) => `t${i}`)]])(
    'refuses %j',
    (given) => expect(code(() => checkTags(given))).toBe('VALIDATION_ERROR'),
  );
});

describe('checkPatch', () => {
  it('replaces tags, sets and clears redelivery fields, asks for the notice at now', () => {
    expect(
      checkPatch(
        { tags: ['a'], redelivery_date: '2026-03-04', redelivery_yard: 'Yard 7', notify_when_connected: true },
        now,
      ),
    ).toEqual({
      tags: ['a'],
      redelivery_date: '2026-03-04',
      redelivery_yard: 'Yard 7',
      connector_notify_requested_at: now,
    });
    expect(checkPatch({ redelivery_date: null, notify_when_connected: false }, now)).toEqual({
      redelivery_date: null,
      connector_notify_requested_at: null,
    });
  });

  it('leaves out what the patch does not name (null tags keep them)', () => {
    expect(checkPatch({ tags: null }, now)).toEqual({});
  });

  it.each([
    [{ redelivery_date: '2026-02-30x' }],
    [{ redelivery_date: '03/04/2026' }],
    [{ redelivery_yard: 'y'.repeat(201) }],
  ])('refuses %j', (p) => expect(code(() => checkPatch(p, now))).toBe('VALIDATION_ERROR'));
});

describe('listFilter and listLimit', () => {
  it('reads the filters', () => {
    expect(listFilter({ limit: 10, status: 'in_transit', tags: ['b', 'a'], search: ' MSKU ' })).toEqual({
      archived: false,
      status: 'in_transit',
      tags: ['b', 'a'],
      search: 'MSKU',
    });
  });

  it.each([[{ limit: 10, status: 'lost' }], [{ limit: 10, search: 'x'.repeat(65) }]])('refuses %j', (a) =>
    expect(code(() => listFilter(a))).toBe('VALIDATION_ERROR'),
  );

  it.each([
    [1, 'accepted'],
    [500, 'accepted'],
    [0, 'VALIDATION_ERROR'],
    [501, 'VALIDATION_ERROR'],
    [1.5, 'VALIDATION_ERROR'],
  ])('limit %d: %s', (limit, expected) => expect(code(() => listLimit(limit))).toBe(expected));
});

describe('the list cursor', () => {
  const f = { archived: false, status: null, tags: ['a', 'b'], search: null };
  const sealed = sealListCursor('secret', { snapshot: 7, sortSeq: 42, issuedAt: now.getTime() }, f);

  it('opens for the same filters (tags in any order) while young', () => {
    expect(openListCursor('secret', sealed, { ...f, tags: ['b', 'a'] }, now)).toMatchObject({ s: 7, k: 42 });
  });

  it('refuses other filters, and a cursor past its age', () => {
    expect(code(() => openListCursor('secret', sealed, { ...f, archived: true }, now))).toBe('VALIDATION_ERROR');
    const later = new Date(now.getTime() + CURSOR_TTL_HOURS * 3600_000 + 1);
    expect(code(() => openListCursor('secret', sealed, f, later))).toBe('VALIDATION_ERROR');
  });
});
