// npm run ocean -- …: ocean operator commands (wiring/commands/ocean.ts) on the running system
// or the configured database (wiring/operator.ts).
import { oceanCommand } from '../commands/ocean.js';
import { runOperatorCli } from '../operator.js';

await runOperatorCli(oceanCommand);
