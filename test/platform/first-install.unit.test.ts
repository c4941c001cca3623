// `npm start` and `npm test` on a fresh clone (issue 30): their pre-script says what it installs
// and how long that usually takes before npm starts (npm itself prints nothing for minutes),
// installs only the production dependencies for `npm start`, everything for `npm test`, and
// nothing once they are there. npm is replaced by a script that records its arguments: what is
// checked is what the pre-script says and asks npm for, not npm.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;

/** A clone without node_modules, with an `npm` that logs its arguments and installs the named tools. */
function freshClone(tools: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'fg-first-run-'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(
    join(dir, 'bin/npm'),
    `#!/bin/sh\necho "npm $*" >> "${dir}/npm.log"\necho "(npm output)"\nmkdir -p node_modules/.bin\nfor t in ${tools.join(' ')}; do touch node_modules/.bin/$t; chmod +x node_modules/.bin/$t; done\n`,
  );
  chmodSync(join(dir, 'bin/npm'), 0o755);
  const run = (script: 'prestart' | 'pretest') =>
    execFileSync('sh', ['-c', scripts[script]!.replace('wiring/', `${root}wiring/`)], {
      cwd: dir,
      env: { ...process.env, PATH: `${dir}/bin:${process.env.PATH}` },
      encoding: 'utf8',
    });
  const npmCalls = () => (existsSync(join(dir, 'npm.log')) ? readFileSync(join(dir, 'npm.log'), 'utf8') : '');
  return { run, npmCalls };
}

describe('the first run', () => {
  it('npm start: says what it installs and how long that takes, before npm runs; production dependencies only; once', () => {
    const clone = freshClone(['tsx']);
    const out = clone.run('prestart');
    const said = out.indexOf('first run: installing the production dependencies');
    expect(said).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('(npm output)')).toBeGreaterThan(said);
    expect(out).toMatch(/10 to 45 s with a warm npm cache, 1 to 3 minutes on a cold one/);
    expect(out).toMatch(/installed in \d+ s/);
    expect(clone.npmCalls()).toBe('npm ci --no-audit --no-fund --prefer-offline --omit=dev\n');
    expect(clone.run('prestart')).toBe('');
    expect(clone.npmCalls().split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('npm test after npm start: installs everything, the development tools included', () => {
    const clone = freshClone(['tsx']);
    clone.run('prestart');
    const out = clone.run('pretest');
    expect(out).toMatch(/installing all dependencies, the development tools included/);
    expect(clone.npmCalls().split('\n')[1]).toBe('npm ci --no-audit --no-fund --prefer-offline');
  });
});
