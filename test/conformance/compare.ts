// Field-by-field comparison of what a reader made of a sample with what the sample must yield.
// `expect` is partial: an object names only the fields it checks; an array is checked whole
// (its length, then each element as a partial object); anything else must be equal.

/** The paths where `actual` differs from `expect` (empty: read right). */
export function wrongFields(expect: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(expect)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${show(actual)}`];
    const out =
      expect.length === actual.length ? [] : [`${path}: expected ${expect.length} items, got ${actual.length}`];
    const n = Math.min(expect.length, actual.length);
    for (let i = 0; i < n; i++) out.push(...wrongFields(expect[i], actual[i], `${path}[${i}]`));
    return out;
  }
  if (expect !== null && typeof expect === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return [`${path}: expected an object, got ${show(actual)}`];
    const out: string[] = [];
    for (const [k, v] of Object.entries(expect))
      out.push(...wrongFields(v, (actual as Record<string, unknown>)[k], `${path}.${k}`));
    return out;
  }
  return Object.is(expect, actual) ? [] : [`${path}: expected ${show(expect)}, got ${show(actual)}`];
}

function show(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? 'nothing' : s.length > 80 ? `${s.slice(0, 80)}…` : s;
}
