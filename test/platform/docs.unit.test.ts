// The docs stand alone in a clone: every relative link in README.md and docs/ (and bench/README.md)
// names a file of the repository, every `npm run <script>` they show exists, every shell variable
// an example uses is set before it (in that document, or in the README's quick start), and the
// webhook payload example carries ids of the kind the events send, and every container number
// they show is one the API accepts (ISO 6346 check digit).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { isValidContainerNumber } from '../../subgraphs/ocean/decide/reference-numbers.js';

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

  it('set every shell variable before an example uses it', () => {
    /** The sh blocks of a document, as one script. */
    const script = (doc: string) =>
      [...readFileSync(join(root, doc), 'utf8').matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)]
        .map((m) => m[1])
        .join('\n');
    const assigned = (line: string) => [...line.matchAll(/(?:^|[\s;(])([A-Z_][A-Z0-9_]*)=/g)].map((m) => m[1]!);
    const readme = new Set(script('README.md').split('\n').flatMap(assigned));
    const unset: string[] = [];
    for (const doc of docs) {
      const set = new Set(doc === 'README.md' ? [] : readme);
      for (const line of script(doc).split('\n')) {
        for (const [, name] of line.replace(/'[^']*'/g, '').matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g))
          if (!set.has(name!)) unset.push(`${doc}: $${name} in ${line.trim()}`);
        for (const name of assigned(line)) set.add(name);
      }
    }
    expect(unset).toEqual([]);
  });

  it('show the webhook payload with the container record id events send (a UUID)', () => {
    const text = readFileSync(join(root, 'docs/webhooks.md'), 'utf8');
    const ids = [...text.matchAll(/"container_id":"([^"]*)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('show only container numbers with a valid ISO 6346 check digit, unless the line says it is wrong on purpose', () => {
    const refused: string[] = [];
    let checked = 0;
    for (const doc of docs)
      for (const line of readFileSync(join(root, doc), 'utf8').split('\n'))
        for (const [number] of line.matchAll(/\b[A-Z]{3}[UJZ]\d{7}\b/g)) {
          checked++;
          if (!isValidContainerNumber(number) && !/check digit/.test(line)) refused.push(`${doc}: ${number}`);
        }
    expect(checked).toBeGreaterThan(5);
    expect(refused).toEqual([]);
  });

  it('redirect only `npm run -s` to a file: without -s, npm writes its banner into it', () => {
    const banner: string[] = [];
    for (const doc of docs) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const [line] of text.matchAll(/npm run (?!-s )[^\n`|]*? >>? \S+/g)) banner.push(`${doc}: ${line}`);
    }
    expect(banner).toEqual([]);
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
