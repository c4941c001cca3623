// npm run keys as its own process against an embedded database on disk (issue 18): mistakes are
// one line and exit code 2, never a stack trace or PGlite's source; and while another process
// (the server) has the database open, the CLI (and npm run ocean) refuses, saying why and what
// to do, instead of writing to a copy the server never sees.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

let dir: string;
beforeAll(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'fg-keys-')), 'data');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = () => ({ ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dir, LOG_LEVEL: 'silent' });

/** `npm run <keys|ocean|rates> -- …` as its own process. */
async function cli(
  name: 'keys' | 'ocean' | 'rates',
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `wiring/cli/${name}.ts`, ...args], { env: env() });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const [code] = await once(child, 'exit');
  return { code, out, err };
}
const keys = (...args: string[]) => cli('keys', args);

/** A refused command: exit code 2, the reason on the first line, the usage after it, no stack. */
function refused(r: { code: number | null; out: string; err: string }, reason: RegExp) {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe('');
  const [first, ...after] = r.err.split('\n');
  expect(first).toMatch(reason);
  expect(after.join('\n')).toMatch(/^\nusage:\n {2}npm run keys -- org create/);
  expect(r.err).not.toMatch(/\n\s+at /);
  expect(r.err.length).toBeLessThan(1000);
}

describe('npm run keys', () => {
  it(
    'says what is wrong with an argument in one line, and changes nothing',
    async () => {
      const org = await keys('org', 'create', 'Acme');
      expect(org.code, org.err).toBe(0);
      const orgId = JSON.parse(org.out).id as string;
      refused(await keys('entitle', 'not-a-uuid', 'air_cargo'), /^not an organisation id: not-a-uuid/);
      refused(await keys('entitle', '00000000-0000-4000-8000-000000000000', 'air_cargo'), /^no organisation 0{8}-/);
      refused(await keys('create', '--org', 'Nobody'), /^not an organisation id: Nobody/);
      const made = await keys('create', '--org', orgId, '--prefix', 'tmcp');
      expect(made.code, made.err).toBe(0);
      const [, id, key] = made.out.match(/^key id (\S+)\n(tmcp_\S+)\n/)!;
      refused(await keys('revoke', key!), /^that is a key, not a key id: .*npm run keys -- list/);
      refused(await keys('revoke', 'not-a-uuid'), /^not a key id: not-a-uuid/);
      refused(await keys('list', '--colour', 'red'), /Unknown option '--colour'/);
      const list = await keys('list');
      expect(list.out).toContain(`${id}  tmcp_…${key!.slice(-4)}  org ${orgId}  active`);
      expect((await keys('revoke', id!)).out).toBe(`revoked ${id}\n`);
      refused(await keys('revoke', id!), /^no active key/);
    },
    400_000, // CLI processes in a row, each loading the whole system: a hang guard, not a speed check
  );

  it('refuses while another process has the embedded database open, and works once it has closed it', async () => {
    const server: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/support/fixtures/open-pglite.ts', dir],
      { env: env(), stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      const [first] = await once(server.stdout!, 'data');
      expect(String(first)).toBe('open\n');
      const r = await keys('list');
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(
        new RegExp(`^failed: the embedded database in ${dir} is open in another process \\(pid ${server.pid}`),
      );
      expect(r.err).toMatch(/Stop that process and run this again, or use PostgreSQL \(DATABASE_URL\)/);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      // The ocean operator CLI alike.
      const ocean = await cli('ocean', ['legacy-access', '00000000-0000-4000-8000-000000000000', 'none']);
      expect(ocean.code).toBe(1);
      expect(ocean.err).toMatch(new RegExp(`^failed: the embedded database in ${dir} is open in another process`));
      expect(ocean.err.trim().split('\n')).toHaveLength(1);
      // And the rates import (the sheet is read first; a good one reaches the database).
      const rates = await cli('rates', ['import', 'docs/examples/rate-sheet.csv']);
      expect(rates.code).toBe(1);
      expect(rates.err).toMatch(new RegExp(`^failed: the embedded database in ${dir} is open in another process`));
      expect(rates.err.trim().split('\n')).toHaveLength(1);
    } finally {
      server.stdin!.end(); // the holder closes the database and exits
      await once(server, 'exit');
    }
    const after = await keys('list');
    expect(after.code, after.err).toBe(0);
  }, 180_000);
});
