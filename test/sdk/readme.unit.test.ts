// README's SDK example is sdk/examples/quickstart.ts, which the typecheck compiles: the README
// cannot show a call the generated types do not allow.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';

describe("README's SDK example", () => {
  it('is sdk/examples/quickstart.ts, word for word', () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('sdk/examples/quickstart.ts', 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });
});
