// Characters PostgreSQL cannot store, in caller input: U+0000 (NUL), refused in text and jsonb,
// and a lone surrogate (half of a UTF-16 pair, not Unicode: JSON may spell it "\ud800", and jsonb
// refuses that escape). No field of any product means either, so the two doors refuse them before
// anything runs: the REST contract (rest-adapter/contract.ts) and every subgraph's executor
// (subgraph.ts), each naming the field.

/** A lone surrogate: a high half not followed by a low one, or a low half not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s);

/** The path of the first string (value or key) holding U+0000 or a lone surrogate (`tags[0]`, `terms.label`), or null. */
export function nulAt(value: unknown, path = ''): string | null {
  // A stack, not recursion: a body may nest deeper than the call stack goes.
  const todo: [unknown, string][] = [[value, path]];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [v, at] = next;
    if (typeof v === 'string' && unstorable(v)) return at;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v).reverse()) {
      const inner = Array.isArray(v) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
      if (unstorable(k)) return JSON.stringify(inner);
      todo.push([child, inner]);
    }
  }
  return null;
}

export const NUL_REFUSED =
  'must not contain the NUL character (U+0000) or a lone surrogate (U+D800 to U+DFFF unpaired)';
