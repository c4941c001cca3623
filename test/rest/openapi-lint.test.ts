// The five OpenAPI documents pass the linters integrators run: Redocly CLI (`recommended`,
// redocly.yaml) and Spectral (`spectral:oas`, .spectral.yaml), with no error and no warning.
// Each rule the configs turn off says why there.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { useSystem } from '../support/harness.js';

const run = promisify(execFile);
const HOSTS = ['ocean', 'air', 'schedules', 'rates', 'loading'] as const;
const bin = (name: string) => path.resolve('node_modules/.bin', name);
// No update check, no usage report: the linters run offline.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let dir: string;
const sys = useSystem();
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  for (const h of HOSTS) await writeFile(path.join(dir, `${h}.json`), JSON.stringify(sys.documents[h]));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A linter's findings; it exits non-zero when it finds errors, with its report on stdout all the same. */
async function findings(file: string, args: string[]): Promise<string> {
  try {
    return (await run(bin(file), args, { env, maxBuffer: 64 << 20 })).stdout;
  } catch (e) {
    const out = (e as { stdout?: string }).stdout;
    if (!out) throw e;
    return out;
  }
}

describe('the documents lint clean', () => {
  it.each(HOSTS)('%s: Redocly recommended, 0 errors and 0 warnings', async (h) => {
    const out = await findings('redocly', ['lint', path.join(dir, `${h}.json`), '--format', 'json']);
    const problems = (JSON.parse(out) as { problems: { ruleId: string; severity: string; message: string }[] })
      .problems;
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it.each(HOSTS)('%s: Spectral spectral:oas, 0 errors and 0 warnings', async (h) => {
    const out = await findings('spectral', ['lint', path.join(dir, `${h}.json`), '--format', 'json', '--quiet']);
    const results = JSON.parse(out.slice(0, out.lastIndexOf(']') + 1)) as { code: string; message: string }[];
    expect(results.map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  });
});
