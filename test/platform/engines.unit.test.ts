// Every package the lock file installs accepts the Node versions we ask for (issue 18: npm warned
// EBADENGINE on a Node 20 install while the README said Node 20): the running Node (CI's), and
// each "Node X.Y or later" the README states, so what it promises installs without warnings.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
const root = new URL('../../', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { optional?: boolean }>;
};

/** Each installed package of the lock file with the Node range its package.json declares. */
const engines = Object.keys(lock.packages).flatMap((path) => {
  const manifest = join(root, path, 'package.json');
  if (!path || !existsSync(manifest)) return []; // the root, or an optional package for another platform
  const node = JSON.parse(readFileSync(manifest, 'utf8')).engines?.node;
  return typeof node === 'string' ? [{ path, node }] : [];
});

const refusing = (version: string) =>
  engines.filter((e) => !semver.satisfies(version, e.node)).map((e) => `${e.path} wants node ${e.node}`);

describe('Node engines', () => {
  it('every installed package accepts the Node running the tests', () => {
    expect(engines.length).toBeGreaterThan(100);
    expect(refusing(process.version)).toEqual([]);
  });

  it('every installed package accepts each Node version the README promises', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const promised = [...readme.matchAll(/Node (\d+)(?:\.(\d+))?\b/g)].map((m) => `${m[1]}.${m[2] ?? 0}.0`);
    expect(promised.length).toBeGreaterThan(0);
    for (const version of promised) expect(refusing(version), `README: Node ${version}`).toEqual([]);
  });
});
