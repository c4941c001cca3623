// npm run sdk:generate — regenerates the SDK's types (sdk/src/generated/<host>.ts) from the
// OpenAPI documents the five product hosts serve (an embedded run on an in-memory database).
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { startOneProcess } from '../runtime.js';
import { generatedTypesPath, sdkTypes } from './sdk-types.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const PRODUCTS: Product[] = ['ocean', 'air', 'schedules', 'rates', 'loading'];
const anyPort = Object.fromEntries(
  ['GATEWAY', 'OCEAN', 'AIR', 'SCHEDULES', 'RATES', 'LOADING', 'MCP', 'METRICS'].map((p) => [`${p}_PORT`, '0']),
);

const rt = await startOneProcess({
  config: loadConfig({ ...process.env, ...anyPort, DATABASE_URL: '', PGLITE_DATA_DIR: '' }),
  workers: false,
  seed: false,
});
try {
  for (const product of PRODUCTS) {
    const doc = await (await fetch(`${rt.urls[product]}/openapi.json`)).json();
    await writeFile(generatedTypesPath(product), await sdkTypes(product, doc));
    console.log(`wrote ${generatedTypesPath(product)}`);
  }
} finally {
  await rt.stop();
}
