// Which folder may import which (docs/architecture.md draws the same layers). `npm run lint`
// checks every import, type-only imports included, against these rules.
//
//   wiring/ (composition root) ──► rest-adapter/, gateway/, subgraphs/, platform/
//   rest-adapter/ ──► platform/ (and gateway/ for types only)
//   gateway/      ──► platform/
//   subgraphs/<x>/ ──► platform/, its own folder (and the two shared entry points below)
//   platform/ (kernel) ──► nothing of the above
//   test/, bench/ ──► anything; nothing outside them imports them
//   sdk/ (the TypeScript client) ──► nothing of the above
//   console/ (the operations console, a browser app) ──► nothing of the above; only wiring/ and
//            test/ import it (its build)
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form no import circle (type-only imports included): a circle has no layer order.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-layer-above',
      severity: 'error',
      comment:
        'platform/ is the kernel: it defines interfaces (the module contract, KeyDirectory, RateBucketStore) ' +
        'that products implement and wiring/ plugs in; it imports no product, gateway, adapter or composition root.',
      from: { path: '^platform/' },
      to: { path: '^(subgraphs|gateway|rest-adapter|wiring)/' },
    },
    {
      name: 'subgraph-imports-own-folder',
      severity: 'error',
      comment:
        'A subgraph imports the kernel and its own folder. Four documented entry points are shared: ' +
        "subgraphs/reference/store/index.ts (reference data is read through the reference subgraph's store API), " +
        'subgraphs/webhooks/outbox.ts (raiseEvent, inside the transaction of the change that raised it), ' +
        "subgraphs/schedules/store/arrival-evidence.ts (schedules' arrival delays and congestion, read by ocean's predicted arrival) and " +
        "subgraphs/ocean/decide/arrival-replay.ts (ocean's predicted-arrival model replayed on a past arrival, pure: schedules' lane prediction error).",
      from: { path: '^subgraphs/([^/]+)/' },
      to: {
        path: '^subgraphs/',
        pathNot: [
          '^subgraphs/$1/',
          '^subgraphs/reference/store/index[.]ts$',
          '^subgraphs/webhooks/outbox[.]ts$',
          '^subgraphs/schedules/store/arrival-evidence[.]ts$',
          '^subgraphs/ocean/decide/arrival-replay[.]ts$',
        ],
      },
    },
    {
      name: 'ocean-imports-legacy-contract-only',
      severity: 'error',
      comment:
        'The legacy-compatible surface (subgraphs/ocean/legacy/) is a module of its own inside the ocean subgraph: ' +
        'it builds on ocean, ocean does not build on it. Ocean reaches it only through its contract (index.ts: its ' +
        'GraphQL and resolvers) and its settings section (settings.ts).',
      from: { path: '^subgraphs/ocean/', pathNot: '^subgraphs/ocean/legacy/' },
      to: { path: '^subgraphs/ocean/legacy/', pathNot: '^subgraphs/ocean/legacy/(index|settings)[.]ts$' },
    },
    {
      name: 'decide-is-pure',
      severity: 'error',
      comment:
        "A product's decide/ modules are pure: what was read goes in, what to write comes out, `now` is a parameter. " +
        'They import no store, use case, worker or connector, no outbox, no platform/db.ts or clock, no database ' +
        'driver and no I/O module; types may be imported as types (type-only imports carry no code).',
      from: { path: '^subgraphs/[^/]+/(legacy/)?decide/' },
      to: {
        path: [
          '^subgraphs/[^/]+/(legacy/)?(store|use-cases|workers|connectors|live)/',
          '^subgraphs/webhooks/outbox[.]ts$',
          '^platform/(db|clock)[.]ts$',
          '(^|/)node_modules/(pg|pg-[^/]+|@electric-sql/pglite)/',
          '^(node:)?(fs|fs/promises|http|https|net|child_process|worker_threads)$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'resolvers-read-through-loaders',
      severity: 'error',
      comment:
        "A product's resolvers.ts is thin: arguments in, a use case or a loader out. It reaches its SQL through " +
        'loaders.ts and use-cases/, never its store directly (row types may be imported as types).',
      from: { path: '^subgraphs/[^/]+/(legacy/)?resolvers[.]ts$' },
      to: { path: '^subgraphs/[^/]+/(legacy/)?store/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'store-is-the-bottom',
      severity: 'error',
      comment:
        "A product's store/ holds its SQL and nothing above it: it imports no use case, worker, connector, " +
        'resolver or loader (a store answers queries; the layers above decide what to ask).',
      from: { path: '^subgraphs/[^/]+/(legacy/)?store/' },
      to: {
        path: '^subgraphs/[^/]+/(legacy/)?((use-cases|workers|connectors)/|(resolvers|loaders)[.]ts$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'subgraph-imports-no-edge',
      severity: 'error',
      comment: 'Subgraphs know nothing of the gateway, the REST adapter or the composition root.',
      from: { path: '^subgraphs/' },
      to: { path: '^(gateway|rest-adapter|wiring)/' },
    },
    {
      name: 'registry-imports-module-contracts',
      severity: 'error',
      comment: "subgraphs/index.ts lists the modules: it imports each subgraph's index.ts (its module contract) only.",
      from: { path: '^subgraphs/index[.]ts$' },
      to: { path: '^subgraphs/', pathNot: '^subgraphs/[^/]+/index[.]ts$' },
    },
    {
      name: 'gateway-imports-kernel-only',
      severity: 'error',
      comment: 'The gateway composes and runs the supergraph from module contracts; it imports the kernel only.',
      from: { path: '^gateway/' },
      to: { path: '^(subgraphs|rest-adapter|wiring)/' },
    },
    {
      name: 'adapter-imports-kernel-only',
      severity: 'error',
      comment:
        'The REST adapter maps HTTP to operations: it imports the kernel, never a product or the composition root.',
      from: { path: '^rest-adapter/' },
      to: { path: '^(subgraphs|wiring)/' },
    },
    {
      name: 'adapter-imports-gateway-types-only',
      severity: 'error',
      comment:
        'The adapter is handed its gateway client by the composition root; from gateway/ it may import types only.',
      from: { path: '^rest-adapter/' },
      to: { path: '^gateway/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sdk-imports-only-itself',
      severity: 'error',
      comment:
        "The SDK (sdk/) is its customers' package: it imports its own folder and npm packages, never the server.",
      from: { path: '^sdk/' },
      to: { path: '^(platform|wiring|gateway|rest-adapter|subgraphs|deploy|test|bench)/' },
    },
    {
      name: 'server-imports-no-sdk',
      severity: 'error',
      comment: 'The server does not use its own client; tests and the generator (wiring/cli) may.',
      from: { path: '^(platform|gateway|rest-adapter|subgraphs|deploy)/' },
      to: { path: '^sdk/' },
    },
    {
      name: 'console-imports-only-itself',
      severity: 'error',
      comment:
        'The operations console (console/) is a browser app on the public GraphQL API: it imports its own folder ' +
        'and npm packages, never the server.',
      from: { path: '^console/' },
      to: { path: '^(platform|wiring|gateway|rest-adapter|subgraphs|deploy|sdk|test|bench)/' },
    },
    {
      name: 'server-imports-no-console',
      severity: 'error',
      comment:
        'The gateway serves the console as a site wiring/ hands it (gateway/console-host.ts); nothing else in ' +
        'the server imports the console.',
      from: { path: '^(platform|gateway|rest-adapter|subgraphs|deploy|sdk)/' },
      to: { path: '^console/' },
    },
    {
      name: 'production-imports-no-tests',
      severity: 'error',
      comment: 'Test and benchmark code stays out of the production tree.',
      from: { path: '^(platform|wiring|gateway|rest-adapter|subgraphs|deploy)/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'Every import resolves (an unresolved one would slip past the rules above).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The deliberately broken tree test/platform/boundaries.test.ts checks these rules against; the
    // SDK's build output (compiled from sdk/src, which is checked).
    exclude: { path: '^(test/support/fixtures|sdk/dist)/' },
    // Type-only imports count: they tie layers together as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Sources import each other with .js suffixes (NodeNext) that name .ts files; the TypeScript
    // configuration makes the resolver map them (a miss would fail the `resolvable` rule).
    // Packages are resolved through their `exports` maps, as Node resolves them.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      // A types-only package (@graphql-typed-document-node/core, in the generated client documents)
      // has no main, only typings.
      mainFields: ['main', 'types', 'typings'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
    },
  },
};
