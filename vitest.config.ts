import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Global setup imports the logger before any test env applies.
process.env.LOG_LEVEL ??= 'silent';

export default defineConfig({
  // graphql ships CJS and ESM builds; Apollo loads the CJS one, so our code must too
  // (two copies of graphql refuse each other's schemas).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
