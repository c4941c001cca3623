// Every product subgraph keeps the one layout docs/architecture.md ("One product's layout") draws:
// the same files and folders by the same names, each role named one way. What each folder may
// import is .dependency-cruiser.cjs's part (npm run lint); this test checks the names and shapes.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const PRODUCTS = ['accounts', 'reference', 'ocean', 'air', 'schedules', 'rates', 'loading', 'webhooks'];

/** What a product's top level may hold, each name with its one role (docs/architecture.md). */
const FILES = [
  'index.ts', // the module contract
  'schema.graphql',
  'resolvers.ts', // thin: arguments in, a use case or a loader out
  'loaders.ts',
  'context.ts',
  'settings.ts', // its configuration section
  'events.ts', // its webhook event types and payloads
  'exports.ts',
  'exports.graphql', // its export datasets
  'seed.ts', // reference data written at start
  'demo.ts', // the demo data
  'metrics.ts', // figures for /metrics
];
const FOLDERS = ['store', 'decide', 'use-cases', 'workers', 'connectors', 'migrations', 'data', 'generated'];
/** What a product needs whatever it does. */
const REQUIRED = ['index.ts', 'schema.graphql', 'resolvers.ts', 'loaders.ts', 'context.ts', 'store', 'migrations'];
/** The only product-specific entries, each for a reason docs/architecture.md gives. */
const EXTRAS: Record<string, string[]> = {
  ocean: ['legacy'], // the legacy-compatible surface: a module of its own inside ocean
  webhooks: ['outbox.ts', 'live'], // raiseEvent, shared by every product; the live-event hub
};
/** The legacy module inside ocean reads as a product of its own. */
const LEGACY_REQUIRED = ['index.ts', 'schema.graphql', 'resolvers.ts', 'settings.ts', 'store'];

const isDir = (p: string) => statSync(p).isDirectory();
const entries = (dir: string) => readdirSync(dir).filter((e) => !e.startsWith('.'));

/** The top-level entries of a folder that are not in the layout. */
function strangers(dir: string, extras: string[] = []): string[] {
  return entries(dir).filter((e) =>
    isDir(join(dir, e)) ? !FOLDERS.includes(e) && !extras.includes(e) : !FILES.includes(e) && !extras.includes(e),
  );
}

/** Files under a folder, recursively, relative to it. */
function walk(dir: string, prefix = ''): string[] {
  return entries(dir).flatMap((e) => (isDir(join(dir, e)) ? walk(join(dir, e), `${prefix}${e}/`) : [`${prefix}${e}`]));
}

/** A barrel's lines: re-exports, comments and blank lines only. */
const barrelOnly = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//'))
    .join(' ')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .filter((s) => !/^export (type )?(\*|\{[^}]*\})( as \w+)? from '\.\/[\w/.-]+\.js'$/.test(s));

function checkModule(dir: string, required: string[], extras: string[]) {
  it('has the parts every product has', () => {
    expect(required.filter((r) => !existsSync(join(dir, r)))).toEqual([]);
  });
  it('holds nothing at its top level outside the layout', () => {
    expect(strangers(dir, extras)).toEqual([]);
  });
  it("keeps its store's index.ts a barrel (re-exports only)", () => {
    expect(barrelOnly(readFileSync(join(dir, 'store/index.ts'), 'utf8'))).toEqual([]);
  });
  it('names its sandbox connectors sandbox*.ts beside the interfaces in connectors/types.ts', () => {
    const connectors = join(dir, 'connectors');
    const files = existsSync(connectors) ? walk(connectors) : [];
    if (files.length) expect(files, 'connectors/types.ts').toContain('types.ts');
    expect(files.filter((f) => /sandbox/.test(f) && !/^sandbox[\w-]*\.ts$/.test(f))).toEqual([]);
  });
  it('names no file by a retired role name (config, runtime, service, catalogue, decide-*)', () => {
    const retired = walk(dir).filter((f) =>
      /(^|\/)(config|runtime|service|catalogue)\.ts$|(^|\/)decide-[\w-]+\.ts$/.test(f),
    );
    expect(retired).toEqual([]);
  });
  it('keeps migrations as numbered SQL files', () => {
    const odd = entries(join(dir, 'migrations')).filter((f) => !/^\d{3}_[a-z0-9_]+\.sql$/.test(f));
    expect(odd).toEqual([]);
  });
}

describe.each(PRODUCTS)('subgraphs/%s/', (product) => {
  checkModule(join(root, 'subgraphs', product), REQUIRED, EXTRAS[product] ?? []);
});

describe('subgraphs/ocean/legacy/', () => {
  const dir = join(root, 'subgraphs/ocean/legacy');
  it('has the parts a product has', () => {
    expect(LEGACY_REQUIRED.filter((r) => !existsSync(join(dir, r)))).toEqual([]);
  });
  it('holds nothing at its top level outside the layout', () => {
    expect(strangers(dir)).toEqual([]);
  });
  it("keeps its store's index.ts a barrel", () => {
    expect(barrelOnly(readFileSync(join(dir, 'store/index.ts'), 'utf8'))).toEqual([]);
  });
});

describe('the list of products', () => {
  it('is every folder of subgraphs/', () => {
    const folders = entries(join(root, 'subgraphs')).filter((e) => isDir(join(root, 'subgraphs', e)));
    expect(folders.sort()).toEqual([...PRODUCTS].sort());
  });
});
