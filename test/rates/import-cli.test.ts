// `npm run rates -- import docs/examples/rate-sheet.csv`, the README's example, as its own process
// against a database of its own: imported once, and a second run changes nothing.
import { describe, it, expect, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPostgresDatabase, usingPostgres } from '../support/harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

function ratesCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'wiring/cli/rates.ts', ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', PGLITE_DATA_DIR: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run rates -- import', () => {
  it('imports the example sheet, then finds every row already stored', { timeout: 120_000 }, async () => {
    let env: Record<string, string>;
    if (usingPostgres) {
      const db = await migratedPostgresDatabase();
      cleanups.push(() => db.drop());
      env = { DATABASE_URL: db.url };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'fg-rates-cli-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { PGLITE_DATA_DIR: dir };
    }
    const first = await ratesCli(['import', 'docs/examples/rate-sheet.csv'], env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^5 observation\(s\) imported, 0 already stored; \d+ day\(s\) recomputed\n$/);
    expect(first.err).toContain('importing 5/5 (100%)');
    const again = await ratesCli(['import', 'docs/examples/rate-sheet.csv'], env);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toBe('0 observation(s) imported, 5 already stored; 0 day(s) recomputed\n');

    const missing = await ratesCli(['import', 'docs/examples/no-such-sheet.csv'], env);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^cannot read docs\/examples\/no-such-sheet\.csv: /);
  });
});
