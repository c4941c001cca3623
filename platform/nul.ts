// U+0000 (NUL) in caller input. PostgreSQL refuses the character in text and jsonb, and no field
// of any product means it, so the two doors refuse it before anything runs: the REST contract
// (rest-adapter/contract.ts) and every subgraph's executor (subgraph.ts), each naming the field.

/** The path of the first string (value or key) holding U+0000 (`tags[0]`, `terms.label`), or null. */
export function nulAt(value: unknown, path = ''): string | null {
  // A stack, not recursion: a body may nest deeper than the call stack goes.
  const todo: [unknown, string][] = [[value, path]];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [v, at] = next;
    if (typeof v === 'string' && v.includes('\0')) return at;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v).reverse()) {
      const inner = Array.isArray(v) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
      if (k.includes('\0')) return JSON.stringify(inner);
      todo.push([child, inner]);
    }
  }
  return null;
}

export const NUL_REFUSED = 'must not contain the NUL character (U+0000)';
