// Issue 25: the console's typed documents and its trusted-documents manifest are what `npm run
// codegen` generates from console/operations and the checked-in schema (console/codegen.ts),
// and the gateway's trusted-documents mode admits each operation exactly as the console sends it.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import config from '../../console/codegen.js';
import { TrustedDocuments } from '../../gateway/trusted-documents.js';

const root = new URL('../../', import.meta.url).pathname;
const OUTPUT = 'console/generated/';
const MANIFEST = root + OUTPUT + 'persisted-documents.json';

describe("the console's generated documents", () => {
  it('are what npm run codegen generates from console/operations', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true } as never, false);
    const files = new Map<string, string>(
      outputs.map((o: { filename: string; content: string }) => [o.filename.replace(root, ''), o.content]),
    );
    expect([...files.keys()].sort()).toEqual(
      ['gql.ts', 'graphql.ts', 'index.ts', 'persisted-documents.json'].map((f) => OUTPUT + f),
    );
    for (const [file, content] of files)
      expect(content, `${file} is out of date: run npm run codegen and commit the result`).toBe(
        readFileSync(root + file, 'utf8'),
      );
  }, 120_000);

  it('name every operation in the manifest, which the trusted-documents mode admits as sent', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
    const trusted = TrustedDocuments.load(MANIFEST);
    const sources = ['containers', 'map', 'network', 'rates', 'plans', 'webhooks'].map((f) =>
      readFileSync(`${root}console/operations/${f}.graphql`, 'utf8'),
    );
    const named = sources.flatMap((s) => [...s.matchAll(/^(?:query|mutation|subscription) (\w+)/gm)].map((m) => m[1]!));
    const inManifest = Object.values(manifest).map(
      (t) => /(?:^|[\s}])(?:query|mutation|subscription) (\w+)/.exec(t)![1]!,
    );
    expect(inManifest.sort()).toEqual(named.sort());
    for (const text of Object.values(manifest)) expect(trusted.admit({ query: text }).query).toBe(text);
    expect(() => trusted.admit({ query: '{ containers(limit: 1) { id } }' })).toThrow(/trusted documents/);
  });
});
