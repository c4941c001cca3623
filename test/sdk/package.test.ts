// The SDK as a customer gets it: `npm install <checkout>/sdk` into a project of their own, then
// plain `node` (no tsx) and plain `tsc` against its built entry (sdk/dist: JS and .d.ts, built by
// `npm run sdk:generate`, committed, and checked here to be what sdk/src builds to now). And the
// README's quickstart as written, against the running hosts, with only what `npm start` installs.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { useSystem } from '../support/harness.js';
import { boxNumber } from '../support/ocean-fixtures.js';

const run = promisify(execFile);
const SDK = resolve('sdk');
const TSC = resolve('node_modules/.bin/tsc');
const TSX = resolve('node_modules/.bin/tsx');

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

let project: string;
const sys = useSystem({ org: {}, key: 'tmcp' });
beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'freightgraph-sdk-'));
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'customer', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', SDK], { cwd: project });
}, 240_000);
afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

describe('the installed SDK', () => {
  it('sdk/dist is what sdk/src builds to now (npm run sdk:generate rebuilds it)', async () => {
    const out = join(project, 'fresh-build');
    await run(TSC, ['-p', 'sdk/tsconfig.json', '--outDir', out]);
    const built = (await files(out)).sort();
    expect((await files('sdk/dist')).sort(), 'sdk/dist is stale: run npm run sdk:generate').toEqual(built);
    for (const f of built)
      expect(await readFile(join('sdk/dist', f), 'utf8'), `sdk/dist/${f} is stale`).toBe(
        await readFile(join(out, f), 'utf8'),
      );
  }, 240_000);

  it('runs under plain node: adds a container and pages through the list', async () => {
    const script = `
      import { createOceanClient, items } from '@freightgraph/sdk';
      const ocean = createOceanClient({ baseUrl: process.env.OCEAN, credential: process.env.K });
      const added = await ocean.data(ocean.POST('/v1/containers', { body: { identifier: process.env.BOX } }));
      const listed = [];
      const page = (cursor) => ocean.data(ocean.GET('/v1/containers', { params: { query: { cursor, limit: 1 } } }));
      for await (const c of items(page)) listed.push(c.identifier);
      console.log(JSON.stringify({ added: added.identifier, listed }));`;
    await writeFile(join(project, 'run.mjs'), script);
    const box = boxNumber('TCNU', 420001);
    const { stdout } = await run('node', ['run.mjs'], {
      cwd: project,
      env: { ...process.env, OCEAN: sys.urls.ocean, K: sys.key, BOX: box },
    });
    expect(JSON.parse(stdout)).toEqual({ added: box, listed: [box] });
  }, 180_000);

  it("types a customer's TypeScript through its .d.ts (a webhook registration needs its body)", async () => {
    const consumer = `
      import { createOceanClient, type ocean } from '@freightgraph/sdk';
      const client = createOceanClient({ baseUrl: 'http://127.0.0.1:4100' });
      // @ts-expect-error the body is required
      void client.POST('/v1/webhooks', {});
      void client.POST('/v1/webhooks', { body: { url: 'https://example.com/hooks' } });
      export const status: ocean.components['schemas']['Container']['status'] = 'in_transit';`;
    await writeFile(join(project, 'consumer.ts'), consumer);
    const options = { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, types: [] };
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: ['consumer.ts'] }),
    );
    const compiled = await run(TSC, ['-p', project]).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    );
    expect(compiled).toBe('');
  }, 180_000);
});

describe("README's SDK quickstart", () => {
  it('needs only production dependencies (what npm start installs)', async () => {
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8'));
    const sdk = JSON.parse(await readFile('sdk/package.json', 'utf8'));
    for (const name of Object.keys(sdk.dependencies))
      expect(lock.packages[`node_modules/${name}`]?.dev, `${name} is a devDependency`).toBeUndefined();
  });

  it('runs as written against the hosts named in the environment', async () => {
    const org = await sys.org();
    const env = {
      ...process.env,
      K: sys.key,
      L: await org.key('lmcp'),
      FREIGHTGRAPH_OCEAN_URL: sys.urls.ocean,
      FREIGHTGRAPH_LOADING_URL: sys.urls.loading,
      FREIGHTGRAPH_GATEWAY_URL: sys.urls.gateway.replace(/\/graphql$/, ''),
    };
    const { stdout } = await run(TSX, ['sdk/examples/quickstart.ts'], { env });
    expect(stdout).toContain('404 REFERENCE_NOT_RESOLVABLE CSQU3054383');
    expect(stdout).toMatch(/^ocean:read \d{4}-/m);
  }, 180_000);
});
