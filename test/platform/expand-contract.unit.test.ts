// Expand, then contract (docs/operations.md, Rolling upgrades): during a rolling deploy the
// previous release's processes run against the new schema, so a migration may only add what they
// can ignore (tables, nullable columns or columns with a default, indexes, enum values, defaults,
// backfills). A step that can break a statement of theirs (dropping a table, a column, a unique
// index or a constraint; a rename; a type change; SET NOT NULL or DROP DEFAULT on a column they
// write; a NOT NULL column without a default; a new constraint on an existing table) belongs in
// a migration of its own whose first line is `-- contract: <why no running release uses it>`,
// landed once the release before no longer uses what it removes (test/deploy/rolling-upgrade.test.ts
// runs the previous release's statements on the new schema). Every migration file is read here.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBGRAPHS } from '../../subgraphs/index.js';

/** The statements of a file: comments and dollar-quoted bodies removed, upper case, one space. */
function statements(sql: string): string[] {
  const plain = sql.replace(/\$\$[\s\S]*?\$\$/g, '$$$$').replace(/--[^\n]*/g, '');
  return plain
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim().toUpperCase())
    .filter(Boolean);
}

/** Splits at the commas outside parentheses (an ALTER TABLE's actions). */
function topLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) (out.push(list.slice(from, i).trim()), (from = i + 1));
  }
  return [...out, list.slice(from).trim()];
}

const NAME = String.raw`(?:IF (?:NOT )?EXISTS )?(?:ONLY )?("?[\w.]+"?)`;
const name = (s: string) => s.replace(/"/g, '');

/** What the file does that the previous release's statements may not survive: one line each. */
function destructiveSteps(sql: string, uniqueIndexes: Set<string> = new Set()): string[] {
  const found: string[] = [];
  const created = new Set<string>(); // tables this file makes: nothing of an earlier release uses them
  const added = new Set<string>(); // table.column added here
  const defaulted = new Set<string>(); // table.column given a default here
  const renamedAway = new Map<string, string>(); // new name -> the name it had
  for (const s of statements(sql)) {
    const table = new RegExp(`^CREATE (?:UNLOGGED )?TABLE ${NAME}`).exec(s);
    if (table) created.add(name(table[1]!));
    const unique = new RegExp(`^CREATE UNIQUE INDEX (?:CONCURRENTLY )?${NAME} ON ${NAME}`).exec(s);
    if (unique) {
      uniqueIndexes.add(name(unique[1]!));
      if (!created.has(name(unique[2]!))) found.push(`a unique index on an existing table: ${s}`);
    }
    if (/^CREATE INDEX CONCURRENTLY/.test(s))
      found.push(`CONCURRENTLY cannot run in the migration's transaction (platform/migrate.ts): ${s}`);
    if (/^TRUNCATE /.test(s)) found.push(`empties a table: ${s}`);
    const drop = new RegExp(`^DROP (TABLE|VIEW|MATERIALIZED VIEW|SCHEMA|TYPE|FUNCTION|SEQUENCE|INDEX) ${NAME}`).exec(s);
    if (drop) {
      const what = name(drop[2]!);
      const schemaOf = what.includes('.') ? what.slice(0, what.indexOf('.') + 1) : '';
      if (drop[1] === 'INDEX' && !uniqueIndexes.has(what.slice(schemaOf.length))) continue; // plans change, statements still run
      if (drop[1] === 'TABLE' && renamedAway.has(what) && created.has(renamedAway.get(what)!)) continue; // swapped out
      if (!created.has(what)) found.push(`drops ${drop[1]!.toLowerCase()} ${what}`);
    }
    const alter = new RegExp(`^ALTER TABLE ${NAME} (.*)$`).exec(s);
    if (!alter) continue;
    const t = name(alter[1]!);
    const actions = topLevel(alter[2]!);
    const columnOf = (action: string) =>
      `${t}.${/^(?:ADD|ALTER) (?:COLUMN )?(?:IF NOT EXISTS )?"?(\w+)"?/.exec(action)?.[1]}`;
    for (const action of actions) {
      const renameTo = /^RENAME TO "?(\w+)"?$/.exec(action);
      if (renameTo) renamedAway.set(`${t.slice(0, t.lastIndexOf('.') + 1)}${renameTo[1]}`, t);
      if (/^ADD COLUMN/.test(action)) added.add(columnOf(action));
      if (/^ADD COLUMN .* DEFAULT |^ALTER COLUMN \S+ SET DEFAULT /.test(action)) defaulted.add(columnOf(action));
    }
    for (const action of actions) {
      const column = columnOf(action);
      const step = destructiveAction(action);
      if (!step || created.has(t)) continue;
      if (step === 'SET NOT NULL' && added.has(column) && defaulted.has(column)) continue;
      found.push(`${t}: ${action}`);
    }
  }
  // A table renamed away is fine when the file makes one of the same name again: the previous
  // release's statements reach that one (the rolling-upgrade check runs them there).
  return found.filter((f) => !/: RENAME TO /.test(f) || !created.has(f.slice(0, f.indexOf(':'))));
}

function destructiveAction(action: string): string | null {
  if (/^DROP (COLUMN|CONSTRAINT)/.test(action)) return 'DROP';
  if (/^RENAME /.test(action)) return 'RENAME';
  if (/^ALTER (COLUMN )?\S+ (SET DATA )?TYPE /.test(action)) return 'TYPE';
  if (/^ALTER (COLUMN )?\S+ SET NOT NULL/.test(action)) return 'SET NOT NULL';
  if (/^ALTER (COLUMN )?\S+ DROP DEFAULT/.test(action)) return 'DROP DEFAULT';
  if (/^ADD (CONSTRAINT|PRIMARY KEY|UNIQUE|CHECK|FOREIGN KEY|EXCLUDE)/.test(action)) return 'CONSTRAINT';
  if (/^ADD COLUMN .*\bNOT NULL\b/.test(action) && !/\bDEFAULT\b|\bGENERATED\b/.test(action)) return 'NOT NULL';
  return null;
}

/** A contract migration says so on its first line, with why no running release uses what it removes. */
const isContract = (sql: string) => /^-- contract: \S/.test(sql);

/**
 * Migrations that landed before the rule (issue 43), each deployed with every process replaced at
 * once. Applied files are never edited (platform/migrate.ts warns on a changed checksum), so they
 * stay as written; each entry says what it removed and why no release since needs it.
 */
const BEFORE_THE_RULE: Record<string, string> = {
  'loading/002_plan_revisions.sql':
    'plans became a resource: container_size gave way to the request and result columns, filled by every write since',
  'rates/002_market.sql': 'lane_rates, the first sketch of rates, replaced by the market tables; no code reads it',
  'rates/003_export_keys.sql':
    'the default only stamped the rows already stored; every write since sets updated_at itself',
  'schedules/002_schedules_product.sql': 'the skeleton sailings table of 001 held nothing and was made anew',
  'schedules/005_export_changes.sql': 'updated_at backfilled then required; every port call write since sets it',
  'webhooks/004_lean_deliveries.sql':
    'the (event_id, endpoint_id) unique constraint guarded a double fan-out that cannot happen; no statement names it',
  'webhooks/005_endpoint_leases.sql':
    'per-delivery claims gave way to endpoint leases: the claim and payload columns moved to the outbox',
};

const files = SUBGRAPHS.flatMap((m) =>
  readdirSync(m.migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ subgraph: m.name, file: `${m.name}/${f}`, sql: readFileSync(join(m.migrationsDir, f), 'utf8') })),
);

describe('expand-then-contract migrations', () => {
  it('every migration only adds, unless it is marked as a contract migration or landed before the rule', () => {
    const unique = new Map<string, Set<string>>();
    const offending: string[] = [];
    const stale: string[] = [];
    for (const f of files) {
      if (!unique.has(f.subgraph)) unique.set(f.subgraph, new Set());
      const steps = destructiveSteps(f.sql, unique.get(f.subgraph));
      if (isContract(f.sql) || f.file in BEFORE_THE_RULE) {
        if (steps.length === 0) stale.push(f.file);
        continue;
      }
      offending.push(...steps.map((s) => `${f.file}: ${s}`));
    }
    expect(offending, 'destructive steps outside a `-- contract:` migration (docs/operations.md)').toEqual([]);
    expect(stale, 'marked as contract or listed before the rule, yet only adds').toEqual([]);
    expect(Object.keys(BEFORE_THE_RULE).filter((f) => !files.some((x) => x.file === f))).toEqual([]);
  });

  it('tells what adds from what can break the previous release', () => {
    const additive = [
      'CREATE TABLE a.t (id int NOT NULL, x text NOT NULL); ALTER TABLE a.t ADD CONSTRAINT u UNIQUE (x);',
      'ALTER TABLE a.t ADD COLUMN c text;',
      "ALTER TABLE a.t ADD COLUMN c text NOT NULL DEFAULT 'x', ADD COLUMN s bigint GENERATED ALWAYS AS IDENTITY;",
      'ALTER TABLE a.t ADD COLUMN c timestamptz; UPDATE a.t SET c = now();\nALTER TABLE a.t ALTER COLUMN c SET NOT NULL, ALTER COLUMN c SET DEFAULT now();',
      'ALTER TABLE a.t ALTER COLUMN c DROP NOT NULL, ALTER COLUMN d SET DEFAULT 1;',
      'CREATE INDEX i ON a.t (c); DROP INDEX a.old_idx;',
      "ALTER TYPE a.kind ADD VALUE 'new';",
      'CREATE FUNCTION a.f() RETURNS int LANGUAGE sql AS $$ DROP TABLE x; $$;',
      '-- DROP TABLE a.t; in a comment\nSELECT 1;',
      'ALTER TABLE a.t RENAME TO t_old; CREATE TABLE a.t (id int); INSERT INTO a.t SELECT id FROM a.t_old; DROP TABLE a.t_old;',
    ];
    for (const sql of additive) expect(destructiveSteps(sql), sql).toEqual([]);
    const destructive = [
      'DROP TABLE a.t;',
      'ALTER TABLE a.t DROP COLUMN c;',
      'ALTER TABLE a.t RENAME COLUMN c TO d;',
      'ALTER TABLE a.t RENAME TO u;',
      'ALTER TABLE a.t ALTER COLUMN c TYPE bigint;',
      'ALTER TABLE a.t ALTER COLUMN c SET NOT NULL;',
      'ALTER TABLE a.t ADD COLUMN c timestamptz; ALTER TABLE a.t ALTER COLUMN c SET NOT NULL;',
      'ALTER TABLE a.t ALTER COLUMN c DROP DEFAULT;',
      'ALTER TABLE a.t ADD COLUMN c text NOT NULL;',
      'ALTER TABLE a.t ADD CONSTRAINT c CHECK (x > 0);',
      'ALTER TABLE a.t DROP CONSTRAINT t_pkey, ADD PRIMARY KEY (a, b);',
      'CREATE UNIQUE INDEX u ON a.t (c);',
      'CREATE INDEX CONCURRENTLY i ON a.t (c);',
      'TRUNCATE a.t;',
    ];
    for (const sql of destructive) expect(destructiveSteps(sql), sql).not.toEqual([]);
    // A unique index an earlier file made (the subgraph's files are read in order) is an ON CONFLICT target.
    const unique = new Set<string>();
    expect(destructiveSteps('CREATE TABLE a.t (c int); CREATE UNIQUE INDEX u ON a.t (c);', unique)).toEqual([]);
    expect(destructiveSteps('DROP INDEX a.u;', unique)).not.toEqual([]);
  });
});
