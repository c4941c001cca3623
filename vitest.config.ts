import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Global setup imports the logger before any test env applies.
process.env.LOG_LEVEL ??= 'silent';

// graphql ships CJS and ESM builds; Apollo loads the CJS one, so our code must too
// (two copies of graphql refuse each other's schemas).
const resolve = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };
const setupFiles = ['test/support/every-test-asserts.ts'];

// Two kinds of test: `unit` (pure logic, no database, no sockets: *.unit.test.ts) and `system`
// (the product through HTTP on a fresh database per file). `npx vitest --project unit` runs the
// fast ones alone.
export default defineConfig({
  resolve,
  test: {
    env: { LOG_LEVEL: 'silent' },
    projects: [
      {
        resolve,
        test: { name: 'unit', include: ['test/**/*.unit.test.ts'], setupFiles, env: { LOG_LEVEL: 'silent' } },
      },
      {
        resolve,
        test: {
          name: 'system',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.unit.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 90_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
    ],
  },
});
