// docs/architecture.md describes the code as it is: its table of import rules names the rules of
// .dependency-cruiser.cjs, each from and to the folders the rule's paths match, and its table of
// the edge chain names the plugin files platform/edge/ holds.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; from: { path?: string }; to: { path?: string | string[] } }[];
};

/** The rows of the markdown table whose header starts with `first`, as cells. */
function table(first: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  expect(start, `a table headed ${first}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/**
 * A file in each folder or file pattern a cell names (`subgraphs/<x>/` as one product's folder,
 * `decide-*.ts` as one decide module).
 */
const filesIn = (cell: string) =>
  [...cell.matchAll(/([a-z-]+\/(?:(?:<x>|[a-z-]+)\/)*(?:[a-z*-]+\.ts)?)/g)].map(([f]) => {
    const file = f!.replace('<x>', 'ocean').replace('*', 'poll');
    return file.endsWith('.ts') ? file : `${file}module.ts`;
  });

describe('docs/architecture.md', () => {
  const rules = table('rule');

  it('names every import rule of the configuration, and no other', () => {
    expect(rules.map((r) => r[0]!.replaceAll('`', '')).sort()).toEqual(config.forbidden.map((r) => r.name).sort());
  });

  it.each(config.forbidden.map((r) => [r.name, r] as const))(
    '%s: from and to the folders the table names',
    (name, rule) => {
      const [, from, to] = rules.find((r) => r[0] === `\`${name}\``)!;
      if (!rule.from.path) expect(from).toBe('any module');
      for (const file of filesIn(from!))
        expect(new RegExp(rule.from.path!).test(file), `${name} from ${file}`).toBe(true);
      const toPath = typeof rule.to.path === 'string' ? rule.to.path : undefined;
      if (toPath && !/^an?other|^anything/.test(to!))
        for (const file of filesIn(to!)) expect(new RegExp(toPath).test(file), `${name} to ${file}`).toBe(true);
    },
  );

  it('names the edge chain plugin files there are', () => {
    const files = table('plugin').map((r) => r[1]!.replaceAll('`', ''));
    expect(files.length).toBeGreaterThan(4);
    for (const f of files) expect(existsSync(join(root, 'platform/edge', f)), f).toBe(true);
  });
});
