// A business rule written once and read two ways: evaluated in TypeScript with SQL's own null
// semantics (the per-row path: a record's figures, a poller's decision), and printed as a SQL
// expression that statements use in place (the set-based path: a report over every row). A rule
// is a function over `Algebra<T>`; `values` and `sql` are its two readings, so the two paths
// cannot drift apart. Dates are day numbers in `values` and SQL `date`s in `sql` (date ± integer
// is a date, date − date an integer in both).
export interface Algebra<T> {
  num(n: number): T;
  nil(): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  le(a: T, b: T): T;
  /** Three-valued AND: false if any is false, else null if any is null. */
  and(...xs: T[]): T;
  isNull(a: T): T;
  notNull(a: T): T;
  coalesce(...xs: T[]): T;
  /** PostgreSQL's LEAST and GREATEST: nulls are ignored, null only when all are. */
  least(...xs: T[]): T;
  greatest(...xs: T[]): T;
  /** CASE WHEN c THEN v … ELSE otherwise END: the first condition that is true (not null). */
  when(cases: readonly (readonly [T, T])[], otherwise: T): T;
}

export type Value = number | boolean | null;

const arith =
  (f: (a: number, b: number) => number) =>
  (a: Value, b: Value): Value =>
    a === null || b === null ? null : f(Number(a), Number(b));
const extreme =
  (pick: (...n: number[]) => number) =>
  (...xs: Value[]): Value => {
    const known = xs.filter((x): x is number | boolean => x !== null).map(Number);
    return known.length ? pick(...known) : null;
  };

/** The rule evaluated on values, as PostgreSQL would evaluate its SQL. */
export const values: Algebra<Value> = {
  num: (n) => n,
  add: arith((a, b) => a + b),
  sub: arith((a, b) => a - b),
  mul: arith((a, b) => a * b),
  le: (a, b) => (a === null || b === null ? null : Number(a) <= Number(b)),
  and: (...xs) => (xs.includes(false) ? false : xs.includes(null) ? null : true),
  isNull: (a) => a === null,
  notNull: (a) => a !== null,
  coalesce: (...xs) => xs.find((x) => x !== null) ?? null,
  least: extreme(Math.min),
  greatest: extreme(Math.max),
  when: (cases, otherwise) => {
    const held = cases.find(([c]) => c === true);
    return held ? held[1] : otherwise;
  },
  nil: () => null,
};

/** The rule as a SQL expression over the SQL expressions given as its arguments. */
export const sql: Algebra<string> = {
  num: (n) => {
    if (!Number.isFinite(n)) throw new Error(`not a SQL number: ${n}`);
    return String(n);
  },
  add: (a, b) => `(${a} + ${b})`,
  sub: (a, b) => `(${a} - ${b})`,
  mul: (a, b) => `(${a} * ${b})`,
  le: (a, b) => `(${a} <= ${b})`,
  and: (...xs) => `(${xs.join(' AND ')})`,
  isNull: (a) => `(${a} IS NULL)`,
  notNull: (a) => `(${a} IS NOT NULL)`,
  coalesce: (...xs) => `COALESCE(${xs.join(', ')})`,
  least: (...xs) => `LEAST(${xs.join(', ')})`,
  greatest: (...xs) => `GREATEST(${xs.join(', ')})`,
  nil: () => 'NULL',
  when: (cases, otherwise) => `CASE ${cases.map(([c, v]) => `WHEN ${c} THEN ${v}`).join(' ')} ELSE ${otherwise} END`,
};
