// Rates operator commands:
//   npm run rates -- import <file.csv>
//       imports a rate sheet (columns: docs/rates.md, "Importing rate sheets"). Every bad row is
//       listed with its line and reason and nothing is imported; otherwise all rows are, in one
//       transaction (rows already stored are skipped, so a second import changes nothing).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSheet, type SheetProblem } from '../../subgraphs/rates/decide/sheet.js';
import { importSheet } from '../../subgraphs/rates/use-cases/import-sheet.js';
import { Refusal, type Io, type OperatorCommand } from '../operator.js';

const USAGE = `usage:
  npm run rates -- import <file.csv>`;

/** The sheet file the arguments name. */
function sheetFile(argv: string[]): string {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  const [cmd, file, ...extra] = positionals;
  if (cmd !== 'import' || !file || extra.length) throw new Refusal('unknown command');
  return file;
}

async function readRows(file: string, io: Io) {
  const text = await readFile(file, 'utf8').catch((err: Error) => {
    throw new Refusal(`cannot read ${file}: ${err.message}`);
  });
  const sheet = readSheet(text);
  if (sheet.problems.length) refuseProblems(file, sheet.problems, io);
  return sheet.rows;
}

function refuseProblems(file: string, problems: readonly SheetProblem[], io: Io): never {
  for (const p of problems) io.err(`${file}:${p.line}: ${p.reason}`);
  throw new Refusal(`${problems.length} problem(s); nothing imported`, 1);
}

export const ratesCommand: OperatorCommand = {
  name: 'rates',
  usage: USAGE,
  needsSeed: true, // the reference ports the sheet's UN/LOCODEs are checked against
  // The sheet is read and checked here first, before anything touches a database.
  check: async (argv) => {
    const file = sheetFile(argv);
    await readRows(file, { out: console.log, err: console.error });
    return ['import', resolve(file)]; // absolute, so the running server finds it too
  },
  run: async (services, argv, io) => {
    const file = sheetFile(argv);
    let reported = -1;
    const result = await importSheet(services, await readRows(file, io), (done, total) => {
      // A line per quarter: the output comes back whole when the command ran in the server.
      const pct = Math.floor((done / total) * 4) * 25;
      if (pct > reported) io.err(`importing ${done}/${total} (${Math.round((done / total) * 100)}%)`);
      reported = pct;
    });
    if (!('already_stored' in result)) refuseProblems(file, result.problems, io);
    io.out(
      `${result.imported} observation(s) imported, ${result.already_stored} already stored; ${result.recomputed_days} day(s) recomputed`,
    );
  },
};
