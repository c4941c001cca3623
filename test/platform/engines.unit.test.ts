// An install from the lock file is quiet. Every package it installs accepts the Node versions we
// ask for (issue 18: npm warned EBADENGINE on a Node 20 install while the README said Node 20):
// the running Node (CI's), and each "Node X.Y" the README states, so what it promises installs
// without warnings; and every install script it would run is reviewed in package.json's
// `allowScripts` (issue 30: npm 11 warns about each one that is not).
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };
const root = new URL('../../', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { optional?: boolean; hasInstallScript?: boolean }>;
};
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};

/** Each installed package of the lock file (not the root, nor an optional one for another platform). */
const installed = Object.keys(lock.packages).flatMap((path) => {
  const manifest = join(root, path, 'package.json');
  if (!path || !existsSync(manifest)) return [];
  return [{ path, manifest: JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, any> }];
});

/** Each installed package with the Node range its package.json declares. */
const engines = installed.flatMap(({ path, manifest }) =>
  typeof manifest.engines?.node === 'string' ? [{ path, node: manifest.engines.node as string }] : [],
);

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

describe('install scripts', () => {
  it('every package with an install script is approved or denied in allowScripts', () => {
    const reviewed = project.allowScripts ?? {};
    const withScripts = installed.filter(({ path }) => lock.packages[path]!.hasInstallScript);
    expect(withScripts.length).toBeGreaterThan(0);
    const unreviewed = withScripts
      .map(({ manifest }) => `${manifest.name}@${manifest.version}`)
      .filter((id) => !(id in reviewed) && !(id.slice(0, id.lastIndexOf('@')) in reviewed));
    expect(unreviewed).toEqual([]);
  });
});
