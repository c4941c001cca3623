// The SDK's generated types (sdk/src/generated/) are what `npm run sdk:generate` makes of the
// documents the hosts serve now: a route or schema changed without regenerating fails here.
import { describe, it, expect } from 'vitest';
import { readFile } from 'node:fs/promises';
import { useSystem } from '../support/harness.js';
import { generatedTypesPath, sdkTypes } from '../../wiring/dev/sdk-types.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const HOSTS: Product[] = ['ocean', 'air', 'schedules', 'rates', 'loading'];

const sys = useSystem();

describe('the SDK is generated from the current documents', () => {
  it.each(HOSTS)('%s', async (p) => {
    const committed = await readFile(generatedTypesPath(p), 'utf8');
    const regenerated = await sdkTypes(p, sys.documents[p]);
    expect(regenerated === committed, `${generatedTypesPath(p)} is stale: run npm run sdk:generate`).toBe(true);
  });
});
