import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Global setup imports the logger before any test env applies.
process.env.LOG_LEVEL ??= 'silent';

// graphql ships CJS and ESM builds; Apollo loads the CJS one, so our code must too
// (two copies of graphql refuse each other's schemas).
const resolve = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };
const setupFiles = ['test/support/every-test-asserts.ts'];
/**
 * System tests whose outcome cannot depend on the database the suite runs on: processes with a
 * database of their own (an in-memory one, or the PostgreSQL server), the lint, image and
 * Redis checks, and the browser and codegen checks; and the checks of what the hosts build from
 * their declarations alone (the OpenAPI documents' linters, the SDK's generated types, the
 * schema codegen introspects, GraphiQL's static assets). CI runs two passes side by side (.ci/run):
 * each of these files runs in one of them only. Those that start processes on the PostgreSQL
 * server run in the PostgreSQL pass (TEST_SECOND_PASS=1), one after another with its files: in
 * the other pass their demo seeding held the server's oldest transaction back under the
 * PostgreSQL pass's live-stream tests, and the two passes' lengths come out nearer. The rest run
 * in the embedded-database pass (TEST_FIRST_PASS=1). Without either setting every file runs.
 */
const ON_THE_POSTGRES_SERVER = [
  'test/deploy/distributed.test.ts',
  'test/deploy/replicas.test.ts',
  'test/deploy/read-replica.test.ts',
  'test/deploy/failover.test.ts',
];
const DATABASE_INDEPENDENT = [
  'test/deploy/image.test.ts',
  'test/deploy/kubernetes.test.ts',
  'test/platform/operator.test.ts',
  'test/platform/size-limits.test.ts',
  'test/platform/boundaries.test.ts',
  'test/platform/ratelimit-redis.test.ts',
  'test/console/*.test.ts',
  'test/clients/graphiql.test.ts',
  'test/clients/graphiql-assets.test.ts',
  'test/clients/codegen.test.ts',
  'test/rest/openapi-lint.test.ts',
  'test/sdk/generated.test.ts',
  // Its gateway process opens an in-memory database whatever the pass (DATABASE_URL '').
  'test/gateway/any-supergraph.test.ts',
];
/**
 * Database-independent files run in the PostgreSQL pass instead, so that the two passes end
 * together: the embedded pass was the longer by about 300 s (CI of 2026-12-04: 1,303 and 994 s),
 * and with the walkthrough moved, by 105 s (idle CI of 2026-12-04: 998 and 893 s; keys-cli 57 s).
 */
const BALANCED_INTO_THE_SECOND_PASS = ['test/platform/walkthrough.test.ts', 'test/platform/keys-cli.test.ts'];
const runElsewhere = process.env.TEST_SECOND_PASS
  ? DATABASE_INDEPENDENT
  : process.env.TEST_FIRST_PASS
    ? [...ON_THE_POSTGRES_SERVER, ...BALANCED_INTO_THE_SECOND_PASS]
    : [];

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
          exclude: ['test/**/*.unit.test.ts', ...runElsewhere],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: [...setupFiles, 'test/support/release-systems.ts'],
          pool: 'forks',
          // One worker runs the files one after another with the modules loaded once: isolated,
          // each file re-imported the whole system (Apollo, graphql, every subgraph), a third of
          // CI's time. Each file still starts its own system on its own database (harness.ts).
          isolate: false,
          // Hang guards, not speed checks: CI runs two passes side by side on two cores, and one
          // test's time was seen to vary ninefold between them (1.2 s and 11 s).
          testTimeout: 60_000,
          hookTimeout: 90_000,
          env: { LOG_LEVEL: 'silent' },
        },
      },
    ],
  },
});
