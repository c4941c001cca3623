// npm run webhooks -- secret-key     a WEBHOOK_SECRET_KEY for distributed mode (no database)
import { parseArgs } from 'node:util';
import { newSecretKey } from '../../subgraphs/webhooks/signing.js';

const USAGE = `usage:
  npm run webhooks -- secret-key     (a WEBHOOK_SECRET_KEY: seals endpoints' signing keys; no database)`;

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [cmd] = positionals;
if (cmd === 'secret-key') {
  console.log(
    `# the migrate, webhooks subgraph and workers processes (keep it secret; the same value on each):\nWEBHOOK_SECRET_KEY=${newSecretKey()}`,
  );
} else {
  console.error(USAGE);
  process.exit(cmd ? 1 : 0);
}
