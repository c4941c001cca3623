// A rolling deploy (docs/operations.md, Rolling upgrades): the new release migrates first, and
// the previous release's processes keep serving on the new schema until each is replaced. The
// previous release here is the commit before the newest one that changed a migration (the
// working tree, when its migrations are not yet committed): its code is checked out with
// `git worktree add` beside this one, sharing these node_modules when its lock file is the same
// (no install), and its own system tests for the core reads and writes run against the
// migrations of this tree, which its runner applies. Skipped, saying why, without git history or
// with another lock file.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { usingPostgres } from '../support/harness.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const MIGRATIONS = ':(glob)subgraphs/*/migrations/**';

/**
 * The previous release's system tests that run on the new schema: the webhook routes register,
 * list, update, ping and delete endpoints on every host with every key prefix (accounts, webhooks'
 * endpoints, outbox and deliveries). One file: the child's start and template cost most of it.
 */
const PREVIOUS_TESTS = ['test/webhooks/routes.test.ts'];
const PREVIOUS_CASES = 'registers on every product host|lists newest first|updates exactly|deletes idempotently';

const git = async (...args: string[]) => (await run('git', args, { cwd: ROOT })).stdout.trim();

/** The previous release's commit, or why there is none to check out cheaply. */
async function previousRelease(): Promise<{ commit: string } | { skip: string }> {
  try {
    const dirty = await git('status', '--porcelain', '--', MIGRATIONS);
    const changed = dirty ? 'HEAD' : await git('log', '-1', '--format=%H', '--', MIGRATIONS);
    const commit = dirty ? await git('rev-parse', 'HEAD') : await git('rev-parse', `${changed}^`);
    const lock = await git('diff', '--quiet', commit, '--', 'package-lock.json').then(
      () => true,
      () => false,
    );
    return lock ? { commit } : { skip: `the previous release ${commit.slice(0, 7)} has another lock file (npm ci)` };
  } catch (err) {
    return { skip: `no previous release in the git history (${(err as Error).message.split('\n')[0]})` };
  }
}

const previous = usingPostgres ? await previousRelease() : { skip: 'skipped on the embedded database' };
const skip = 'skip' in previous ? previous.skip : null;

describe.skipIf(!!skip)(
  `the previous release on the new schema (PostgreSQL only; ${skip ?? 'skipped only without git history or with another lock file'})`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'fg-previous-'));
    const tree = join(dir, 'release');

    beforeAll(async () => {
      await git('worktree', 'add', '--detach', tree, (previous as { commit: string }).commit);
      symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
      // The new release's migrations, where the previous release's runner reads them.
      for (const m of SUBGRAPHS) {
        const to = join(tree, relative(ROOT, m.migrationsDir));
        if (existsSync(to)) rmSync(to, { recursive: true });
        cpSync(m.migrationsDir, to, { recursive: true });
      }
    }, 60_000);

    afterAll(async () => {
      await git('worktree', 'remove', '--force', tree).catch(() => rmSync(tree, { recursive: true, force: true }));
      rmSync(dir, { recursive: true, force: true });
    });

    it("passes the previous release's webhook route tests: register, list, update, delete on every host", async () => {
      const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
      env.NO_COLOR = '1';
      const files = PREVIOUS_TESTS.filter((f) => existsSync(join(tree, f)));
      expect(files.length, `none of ${PREVIOUS_TESTS} in the previous release`).toBeGreaterThan(0);
      const vitest = join(ROOT, 'node_modules/.bin/vitest');
      const got = await run(vitest, ['run', '--project', 'system', '-t', PREVIOUS_CASES, ...files], {
        cwd: tree,
        env,
      }).catch((err: { stdout: string; stderr: string }) => err);
      const out = `${got.stdout}\n${got.stderr}`;
      expect(out, out.slice(-4000)).toMatch(/Test Files\s+\S*\d+ passed/);
      expect(out, out.slice(-4000)).not.toMatch(/\d+ failed/);
      process.stdout.write(
        `the previous release's tests on the new schema: ${out.match(/^ *(Tests|Duration) .*$/gm)?.join('; ')}\n`,
      );
    }, 240_000);
  },
);
