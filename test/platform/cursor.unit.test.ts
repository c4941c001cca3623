// The one cursor codec (platform/cursor.ts): only a cursor this list issued opens, and its state
// is read strictly against the list's shape.
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../../platform/cursor.js';

const SECRET = 'test-secret';
const list = new CursorCodec('test.list', { k: 'int', f: 'text', org: 'text|null' });
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A cursor sealed by the codec's own key over a state of any shape (what a key holder could mint). */
const mint = (state: unknown) => new CursorCodec('test.list', {}).seal(SECRET, state as never);

describe('CursorCodec', () => {
  it('opens what it sealed, a URL-safe string', () => {
    const state = { k: 42, f: 'a|b', org: null };
    expect(list.seal(SECRET, state)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(list.open(SECRET, list.seal(SECRET, state))).toEqual(state);
  });

  it('refuses edited, unsigned, foreign and oversized cursors with a 400 naming cursor', () => {
    const good = list.seal(SECRET, { k: 1, f: '', org: 'o' });
    const [payload, mac] = [good.slice(0, -22), good.slice(-22)];
    const refused = [
      b64({ k: 2, f: '', org: 'o' }) + mac, // edited state, old signature
      b64({ k: 1, f: '', org: 'o' }), // unsigned (the old format)
      payload + mac.slice(0, -1), // truncated signature
      `${good}x`,
      list.seal('another-secret', { k: 1, f: '', org: 'o' }),
      new CursorCodec('other.list', { k: 'int', f: 'text', org: 'text|null' }).seal(SECRET, { k: 1, f: '', org: 'o' }),
      'A'.repeat(2000) + mac,
      '',
    ];
    for (const c of refused) {
      expect(() => list.open(SECRET, c), c.slice(0, 40)).toThrow(/^cursor is not one this list issued/);
      try {
        list.open(SECRET, c);
      } catch (e) {
        expect(e).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      }
    }
  });

  it('reads the state strictly: exact fields, safe integers, bounded strings', () => {
    for (const state of [
      { k: 1e308, f: '', org: null },
      { k: 2 ** 63, f: '', org: null },
      { k: 1.5, f: '', org: null },
      { k: '1', f: '', org: null },
      { k: 1, f: null, org: null },
      { k: 1, f: 'x'.repeat(600), org: null },
      { k: 1, f: '' },
      { k: 1, f: '', org: null, extra: 1 },
      { k: 1, f: '', constructor: null },
      [1, '', null],
      null,
    ]) {
      expect(() => list.open(SECRET, mint(state)), JSON.stringify(state)).toThrow(
        /^cursor is not one this list issued/,
      );
    }
    expect(list.open(SECRET, mint({ org: 'o', f: '', k: -5 }))).toEqual({ k: -5, f: '', org: 'o' });
  });
});
