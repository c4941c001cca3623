// The docs stand alone in a clone: every relative link in README.md and docs/ (and bench/README.md)
// names a file of the repository, and every `npm run <script>` they show exists.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const docs = [
  'README.md',
  'bench/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);

describe('the docs', () => {
  it('link only to files in the repository', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const file = normalize(join(dirname(doc), target!.split('#')[0]!));
        if (file.startsWith('..') || !existsSync(join(root, file))) broken.push(`${doc} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only npm scripts that exist', () => {
    const unknown: string[] = [];
    for (const doc of docs) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const [, name] of text.matchAll(/npm run (?:-s )?([a-z][\w:-]*)/g))
        if (!scripts.includes(name!)) unknown.push(`${doc}: npm run ${name}`);
    }
    expect(unknown).toEqual([]);
  });
});
