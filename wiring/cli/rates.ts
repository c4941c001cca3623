// Rates operator commands, against the database the services use (DATABASE_URL or PGLITE_DATA_DIR):
//   npm run rates -- import <file.csv>
//       imports a rate sheet (columns: docs/rates.md, "Importing rate sheets"). Every bad row is
//       listed with its line and reason and nothing is imported; otherwise all rows are, in one
//       transaction (rows already stored are skipped, so a second import changes nothing).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readSheet, type SheetProblem } from '../../subgraphs/rates/sheet.js';
import { importSheet } from '../../subgraphs/rates/import.js';
import { loadConfig } from '../config.js';
import { prepareServices } from '../runtime.js';

const USAGE = `usage:
  npm run rates -- import <file.csv>`;

function fail(msg: string): never {
  console.error(`${msg}\n\n${USAGE}`);
  process.exit(2);
}

function listProblems(file: string, problems: readonly SheetProblem[]): void {
  for (const p of problems) console.error(`${file}:${p.line}: ${p.reason}`);
  console.error(`${problems.length} problem(s); nothing imported`);
}

/** A bar on a terminal, a line per step otherwise (a log keeps every step). */
function progress(done: number, total: number): void {
  const pct = Math.round((done / total) * 100);
  if (process.stderr.isTTY) {
    const bar = '#'.repeat(Math.round(pct / 4)).padEnd(25, '.');
    process.stderr.write(`\rimporting [${bar}] ${pct}% ${done}/${total}${done === total ? '\n' : ''}`);
  } else process.stderr.write(`importing ${done}/${total} (${pct}%)\n`);
}

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [cmd, file, ...extra] = positionals;
if (cmd !== 'import' || !file || extra.length) fail('unknown command');

// The sheet is checked before anything touches the database.
const text = await readFile(file, 'utf8').catch((err: Error) => fail(`cannot read ${file}: ${err.message}`));
const sheet = readSheet(text);
if (sheet.problems.length) {
  listProblems(file, sheet.problems);
  process.exit(1);
}

const config = loadConfig();
if (!config.databaseUrl && !config.pgliteDataDir)
  fail('set DATABASE_URL (or PGLITE_DATA_DIR) to the database the services use');
// Migrated and seeded as a start would (the reference ports the sheet's UN/LOCODEs are checked against).
let services: Awaited<ReturnType<typeof prepareServices>> | null = null;
try {
  services = await prepareServices({ config });
  const result = await importSheet(services, sheet.rows, progress);
  if ('already_stored' in result)
    console.log(
      `${result.imported} observation(s) imported, ${result.already_stored} already stored; ${result.recomputed_days} day(s) recomputed`,
    );
  else {
    listProblems(file, result.problems);
    process.exitCode = 1;
  }
} catch (e) {
  // One line, no stack: an embedded database the server has open, an unreachable server, …
  console.error(`failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await services?.db.close();
}
