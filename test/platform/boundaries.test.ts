// The import rules (.dependency-cruiser.cjs, drawn in docs/architecture.md) hold: run over a
// deliberately broken tree they name each violation and nothing else, and the repository
// itself has none.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../support/fixtures/boundary-violation/', import.meta.url));
const DEPCRUISE = `${ROOT}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;

/**
 * Runs a dependency-cruiser command with its `err` report, as `npm run lint` does: the exit
 * status, and each violation as `rule: from → to` (a circle by its first step).
 */
function cruise(
  command: string,
  args: string[],
  cwd: string,
): { status: number | null; violations: string[]; output: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8' });
  const output = r.stdout + r.stderr;
  const violations = [...output.matchAll(/error (\S+): (\S+) →\s*(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  );
  return { status: r.status, violations: violations.sort(), output };
}

describe('import boundaries', () => {
  it('reports every forbidden import and circle of the broken fixture, and only those', { timeout: 120_000 }, () => {
    const dirs = ['platform', 'subgraphs', 'gateway', 'rest-adapter', 'test'];
    const r = cruise(process.execPath, [DEPCRUISE, ...dirs, '--config', `${ROOT}.dependency-cruiser.cjs`], FIXTURE);
    expect(r.status, r.output).not.toBe(0);
    expect(r.violations).toEqual(
      [
        'adapter-imports-gateway-types-only: rest-adapter/client.ts → gateway/server.ts',
        'decide-is-pure: subgraphs/ocean/decide/poll.ts → subgraphs/ocean/store/index.ts',
        'resolvers-read-through-loaders: subgraphs/ocean/resolvers.ts → subgraphs/ocean/store/index.ts',
        'store-is-the-bottom: subgraphs/ocean/store/index.ts → subgraphs/ocean/use-cases/track.ts',
        'ocean-imports-legacy-contract-only: subgraphs/ocean/module.ts → subgraphs/ocean/legacy/store.ts',
        'gateway-imports-kernel-only: gateway/server.ts → rest-adapter/paths.ts',
        'kernel-imports-no-layer-above: platform/kernel.ts → subgraphs/ocean/poller.ts',
        'no-circular: subgraphs/ocean/events.ts → subgraphs/ocean/poller.ts',
        'production-imports-no-tests: platform/kernel.ts → test/helper.ts',
        'subgraph-imports-own-folder: subgraphs/air/awb.ts → subgraphs/ocean/poller.ts',
      ].sort(),
    );
  });

  it('finds no violation in the repository (npm run lint)', { timeout: 120_000 }, () => {
    const r = cruise('npm', ['run', '--silent', 'lint'], ROOT);
    expect(r.violations).toEqual([]);
    expect(r.status, r.output).toBe(0);
  });
});
