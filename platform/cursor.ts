// Pagination cursors, the one way every list pages. A cursor is opaque to clients but carries the
// list's position: base64url JSON of a small flat state, then a base64url HMAC (config.cursorSecret)
// over the list it belongs to and that JSON, so the whole cursor is URL-safe as it stands. Only a cursor this system issued for this list opens, and
// its state is read strictly against the list's declared shape (exact fields, safe integers,
// bounded strings), so an edited, invented or truncated cursor never reaches SQL: it is refused
// with a 400 VALIDATION_ERROR naming `cursor`, in whatever envelope the route answers.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './errors.js';

/** A field of a cursor's state: an integer exact in JS and in a bigint, a short string, or that or null. */
type CursorField = 'int' | 'text' | 'text|null';
export type CursorShape = Readonly<Record<string, CursorField>>;
export type CursorState<S extends CursorShape> = {
  [K in keyof S]: S[K] extends 'int' ? number : S[K] extends 'text' ? string : string | null;
};

/** Longer than any cursor issued (a few fields and a fingerprint); refused before any work. */
const MAX_CURSOR_CHARS = 1024;
const MAX_TEXT_CHARS = 512;
/** 128 bits of the HMAC, in base64url. */
const MAC_CHARS = 22;

const fits = (kind: CursorField, v: unknown): boolean =>
  kind === 'int'
    ? Number.isSafeInteger(v)
    : (typeof v === 'string' && v.length <= MAX_TEXT_CHARS) || (kind === 'text|null' && v === null);

export class CursorCodec<S extends CursorShape> {
  /** `list` names the list (ocean.containers, rates.lanes…): a cursor of one list does not open another. */
  constructor(
    private readonly list: string,
    private readonly shape: S,
  ) {}

  private mac(secret: string, payload: string): string {
    return createHmac('sha256', secret).update(`${this.list}:${payload}`).digest('base64url').slice(0, MAC_CHARS);
  }

  seal(secret: string, state: CursorState<S>): string {
    const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
    return payload + this.mac(secret, payload);
  }

  /** The state of a cursor this list issued, or a 400 naming `cursor`. */
  open(secret: string, cursor: string): CursorState<S> {
    const refused = () =>
      new AppError(
        'VALIDATION_ERROR',
        'cursor is not one this list issued: pass the next_cursor of the previous page unchanged, or start again without it',
      );
    if (cursor.length <= MAC_CHARS || cursor.length > MAX_CURSOR_CHARS) throw refused();
    const payload = cursor.slice(0, -MAC_CHARS);
    const mac = cursor.slice(-MAC_CHARS);
    const good = Buffer.from(this.mac(secret, payload));
    const given = Buffer.from(mac);
    if (good.length !== given.length || !timingSafeEqual(good, given)) throw refused();
    // Signed by us, so well-formed unless the shape changed since it was issued (a deploy).
    let state: unknown;
    try {
      state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw refused();
    }
    if (typeof state !== 'object' || state === null || Array.isArray(state)) throw refused();
    const fields = Object.entries(state);
    const shape: CursorShape = this.shape;
    if (
      fields.length !== Object.keys(shape).length ||
      !fields.every(([k, v]) => Object.hasOwn(shape, k) && fits(shape[k]!, v))
    )
      throw refused();
    return state as CursorState<S>;
  }
}
