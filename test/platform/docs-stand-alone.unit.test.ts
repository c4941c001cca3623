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
});
