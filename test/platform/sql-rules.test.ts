// A rule's two readings (platform/sql-rules.ts) agree with each other where SQL is easy to get
// wrong in code: nulls in arithmetic, comparisons and AND; LEAST and GREATEST ignoring nulls;
// CASE taking only a condition that is true; a CASE whose chosen value is null. Each expression
// is evaluated by `values` and printed by `sql` for the database to run, in one statement.
import { describe, expect, it } from 'vitest';
import { useSystem } from '../support/harness.js';
import { sql, values, type Algebra, type Value } from '../../platform/sql-rules.js';

const sys = useSystem();

type Rule = <T>(a: Algebra<T>, x: T, y: T) => T;
const rules: Record<string, Rule> = {
  'x + y': (a, x, y) => a.add(x, y),
  'x - y * 2': (a, x, y) => a.sub(x, a.mul(y, a.num(2))),
  'x <= y': (a, x, y) => a.le(x, y),
  'x <= y AND true': (a, x, y) => a.and(a.le(x, y), a.notNull(a.num(0))),
  'x IS NULL AND x <= y': (a, x, y) => a.and(a.isNull(x), a.le(x, y)),
  'COALESCE(x, y, 7)': (a, x, y) => a.coalesce(x, y, a.num(7)),
  'LEAST(x, y)': (a, x, y) => a.least(x, y),
  'GREATEST(0, x - y)': (a, x, y) => a.greatest(a.num(0), a.sub(x, y)),
  'CASE WHEN x <= y THEN x WHEN y IS NULL THEN -1 ELSE y END': (a, x, y) =>
    a.when(
      [
        [a.le(x, y), x],
        [a.isNull(y), a.num(-1)],
      ],
      y,
    ),
  'CASE WHEN x IS NULL THEN NULL ELSE x * 1.5 END': (a, x) => a.when([[a.isNull(x), a.nil()]], a.mul(x, a.num(1.5))),
};
const pairs: [Value, Value][] = [
  [1, 2],
  [2, 1],
  [3, 3],
  [null, 2],
  [4, null],
  [null, null],
  [-2, 0.5],
];

describe('a rule read as values and as SQL', () => {
  it('gives the answer PostgreSQL gives for every pair, nulls included', async () => {
    const names = Object.keys(rules);
    const columns = names.map((n, i) => `${rules[n]!(sql, 'p.x', 'p.y')} AS r${i}`).join(', ');
    const r = await sys.services.db.query<Record<string, Value>>(
      `SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS p(x float8, y float8, n integer) ORDER BY p.n`,
      [JSON.stringify(pairs.map(([x, y], n) => ({ x, y, n })))],
    );
    const fromSql = r.rows.map((row) => Object.fromEntries(names.map((n, i) => [n, row[`r${i}`]])));
    const fromValues = pairs.map(([x, y]) => Object.fromEntries(names.map((n) => [n, rules[n]!(values, x, y)])));
    expect(fromValues).toEqual(fromSql);
    // Not vacuous: nulls come out where SQL's rules put them, and GREATEST passes over one.
    expect(fromValues[3]!['x + y']).toBeNull();
    expect(fromValues[4]!['GREATEST(0, x - y)']).toBe(0);
    expect(fromValues[3]!['x IS NULL AND x <= y']).toBeNull();
  });

  it('refuses a number SQL cannot spell', () => {
    expect(() => sql.num(Number.NaN)).toThrow(/not a SQL number/);
  });
});
