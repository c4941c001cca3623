// The first-run install message of `npm start` and `npm test` (wiring/first-install.sh) counts the
// packages from package-lock.json, its one source; README names no figure that could disagree.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

type LockEntry = { dev?: boolean; optional?: boolean };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const installed = Object.entries(lock.packages).filter(([path, e]) => path && !e.optional);
const expected = {
  start: installed.filter(([, e]) => !e.dev).length,
  test: installed.length,
};

// A fresh clone's folder (no node_modules) with an npm that only says what it was asked.
let clone: string;
beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'freightgraph-clone-'));
  copyFileSync('package-lock.json', join(clone, 'package-lock.json'));
  writeFileSync(join(clone, 'npm'), '#!/bin/sh\necho "npm $*"\n');
  chmodSync(join(clone, 'npm'), 0o755);
});
afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe('the first-run install message', () => {
  it.each(['start', 'test'] as const)('npm %s: the count of the lock file, and the install it runs', (mode) => {
    const run = spawnSync('sh', [resolve('wiring/first-install.sh'), mode], {
      cwd: clone,
      env: { ...process.env, PATH: `${clone}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`: ${expected[mode].toLocaleString('en-GB')} packages`);
    expect(run.stdout).toContain(
      `npm ci --no-audit --no-fund --prefer-offline${mode === 'start' ? ' --omit=dev' : ''}\n`,
    );
  });

  it("is the only place that counts: README's quick start names no package figure", () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).not.toMatch(/\d[\d,]* packages/);
  });
});
