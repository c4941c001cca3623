// npm run rates -- import <file.csv>: a rate sheet (wiring/commands/rates.ts) into the running
// system or the configured database (wiring/operator.ts).
import { ratesCommand } from '../commands/rates.js';
import { runOperatorCli } from '../operator.js';

await runOperatorCli(ratesCommand);
