// npm run bench -- <name> [<name> …]   (no name: every benchmark). Each is bench/<name>.ts.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const HELPERS = [
  'run.ts',
  'lib.ts',
  'profile.ts',
  'ocean-book.ts',
  'scale-data.ts',
  'dashboard-clients.ts',
  'dashboard-processes.ts',
  'dashboard-baseline.ts',
  'stream-server.ts',
];
const all = readdirSync(dir)
  // Not benchmarks: this runner, the shared helpers, and stream.ts's serving process.
  .filter((f) => f.endsWith('.ts') && !HELPERS.includes(f))
  .map((f) => f.replace(/\.ts$/, ''));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of wanted) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark ${name}; have: ${all.join(', ')}`);
    process.exit(2);
  }
  const r = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${name}.ts`], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'silent', ...process.env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
