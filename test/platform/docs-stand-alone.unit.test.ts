// The docs stand alone in a clone: no path outside the repository (`../shared/…`), no section
// numbers of a specification the repository does not hold, and every file or folder of the
// repository they name in code spans exists.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const DOCS = ['README.md', ...readdirSync('docs').flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];
const text = new Map(DOCS.map((f) => [f, readFileSync(f, 'utf8')]));

describe('the docs stand alone', () => {
  it.each(DOCS)('%s cites no specification section and no file outside the repository', (f) => {
    const s = text.get(f)!;
    expect(s).not.toMatch(/\.\.\/shared\//);
    expect(s).not.toMatch(/^Spec\b|\bspec (?:parts?|sections?) \d/im);
    // "(2.4)", "(2.5 record)", "the 7.2 codes": a section number where a name belongs.
    expect(s.match(/\(\d\.\d{1,2}\)|\b\d\.\d (?:record|fields?|codes)\b|(?:every|Other) \d\.\d\b/g)).toBeNull();
  });

  // Output folders the tests write (gitignored), named as where to look.
  const WRITTEN = new Set(['test/console/screenshots/']);
  const ROOTS = /^(?:platform|wiring|gateway|rest-adapter|subgraphs|test|bench|deploy|sdk|console|docs|schema)\//;
  it.each(DOCS)('%s names only files and folders that exist', (f) => {
    const named = [...text.get(f)!.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1]!.replace(/[.,:;]+$/, '').replace(/[#?].*$/, ''))
      .filter((p) => ROOTS.test(p) && !/[<>*{}…]/.test(p) && !WRITTEN.has(p));
    expect(named.filter((p) => !existsSync(p))).toEqual([]);
  });
});
