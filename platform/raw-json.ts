// JSON text that travels as it is: a large value the database already wrote as JSON (a lane's
// five-year history, 1,826 points) is neither parsed into objects nor written out again on its
// way through an in-process GraphQL answer to a REST body. A serializer that does not know it
// (graphql's, Apollo Server's, a remote subgraph's) gets the parsed value from toJSON, so every
// reader sees the same JSON; `stringify` writes the text in place instead.
import { randomBytes } from 'node:crypto';

/** Where stringify is collecting texts (JSON.stringify is synchronous: one at a time). */
let collecting: string[] | null = null;
/** A marker no JSON string escapes to: a NUL (written \u0000) and a per-process random tag. */
const MARK = `\u0000raw-json:${randomBytes(6).toString('hex')}:`;
const MARK_WRITTEN = JSON.stringify(MARK).slice(1, -1);
const PLACE = new RegExp(`"${MARK_WRITTEN.replace(/\\/g, '\\\\')}(\\d+)"`, 'g');

export class RawJson {
  constructor(readonly text: string) {}

  /** The value, parsed. */
  parsed(): unknown {
    return JSON.parse(this.text);
  }

  toJSON(): unknown {
    if (!collecting) return this.parsed();
    collecting.push(this.text);
    return `${MARK}${collecting.length - 1}`;
  }
}

/** The value itself: parsed when it came as raw JSON text. */
export const jsonValue = <T>(v: T | RawJson): T => (v instanceof RawJson ? (v.parsed() as T) : v);

/** JSON.stringify, with each RawJson's text written in place (not parsed and written again). */
export function stringify(value: unknown): string {
  const texts: string[] = [];
  collecting = texts;
  let out: string;
  try {
    out = JSON.stringify(value);
  } finally {
    collecting = null;
  }
  return texts.length ? out.replace(PLACE, (_, i: string) => texts[Number(i)]!) : out;
}
