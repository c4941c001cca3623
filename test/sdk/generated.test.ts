// The SDK's generated types (sdk/src/generated/) are what `npm run sdk:generate` makes of the
// documents the hosts serve now: a route or schema changed without regenerating fails here.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFile } from 'node:fs/promises';
import { startSystem, type TestSystem } from '../support/harness.js';
import { generatedTypesPath, sdkTypes } from '../../wiring/dev/sdk-types.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const HOSTS: Product[] = ['ocean', 'air', 'schedules', 'rates', 'loading'];

let sys: TestSystem;
beforeAll(async () => {
  sys = await startSystem();
});
afterAll(async () => {
  await sys?.close();
});

describe('the SDK is generated from the current documents', () => {
  it.each(HOSTS)('%s', async (p) => {
    const committed = await readFile(generatedTypesPath(p), 'utf8');
    const regenerated = await sdkTypes(p, sys.documents[p]);
    expect(regenerated === committed, `${generatedTypesPath(p)} is stale: run npm run sdk:generate`).toBe(true);
  });
});
