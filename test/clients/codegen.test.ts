// Issue 23: typed documents from GraphQL Code Generator (test/clients/codegen.ts). The committed
// output is what the committed config generates from the checked-in schema; and codegen run
// against the gateway itself, configured as the Docker image configures it (NODE_ENV=production
// and the rest of the Dockerfile's ENV), introspects the same schema and writes the same
// documents: introspection is one setting (GRAPHQL_INTROSPECTION), not an accident of NODE_ENV.
import { readFileSync } from 'node:fs';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import config from './codegen.js';
import { useSystem, http } from '../support/harness.js';

const root = new URL('../../', import.meta.url).pathname;
const OUTPUT = 'test/clients/generated/';

/** What codegen writes with the committed config, optionally with another schema source. */
async function generated(schema?: unknown): Promise<Map<string, string>> {
  const outputs = await generate({ ...config, ...(schema ? { schema } : {}), cwd: root, silent: true } as never, false);
  return new Map(outputs.map((o: { filename: string; content: string }) => [o.filename.replace(root, ''), o.content]));
}

const committed = (file: string) => readFileSync(root + file, 'utf8');

/** The runtime stage's ENV of the Dockerfile (the image's configuration), PATH aside. */
function imageEnvironment(): Record<string, string> {
  const dockerfile = readFileSync(root + 'Dockerfile', 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env = runtime.match(/\nENV ((?:[^\n]*\\\n)*[^\n]*)/)![1]!.replace(/\\\n/g, ' ');
  const pairs = [...env.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!] as const);
  return Object.fromEntries(pairs.filter(([k]) => k !== 'PATH'));
}

describe('the committed typed documents', () => {
  it('are what npm run codegen generates from schema/api.graphql', async () => {
    const files = await generated();
    expect([...files.keys()].sort()).toEqual(
      ['gql.ts', 'graphql.ts', 'index.ts', 'persisted-documents.json'].map((f) => OUTPUT + f),
    );
    for (const [file, content] of files)
      expect(content, `${file} is out of date: run npm run codegen and commit the result`).toBe(committed(file));
  });
});

describe('codegen against the gateway configured as the image', () => {
  const saved = { ...process.env };
  beforeAll(() => {
    const image = imageEnvironment();
    expect(image.NODE_ENV).toBe('production');
    Object.assign(process.env, image);
  });
  afterAll(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  });
  // Started after the image's environment is in place, closed before it is restored.
  const sys = useSystem();

  it('introspects the checked-in API schema', async () => {
    const r = await http(sys.urls.gateway, '', { method: 'POST', body: { query: getIntrospectionQuery() } });
    expect(r.body.errors).toBeUndefined();
    expect(printSchema(lexicographicSortSchema(buildClientSchema(r.body.data))) + '\n').toBe(
      committed('schema/api.graphql'),
    );
  });

  it('generates the committed documents from the running gateway', async () => {
    const files = await generated({ [sys.urls.gateway]: {} });
    expect(files.get(OUTPUT + 'persisted-documents.json')).toBe(committed(OUTPUT + 'persisted-documents.json'));
    expect(files.get(OUTPUT + 'gql.ts')).toBe(committed(OUTPUT + 'gql.ts'));
    expect(files.get(OUTPUT + 'graphql.ts')).toContain('export type DashboardQuery = {');
  });
});
