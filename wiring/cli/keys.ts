// npm run keys -- …: keys and organisations (wiring/commands/keys.ts) on the running system or
// the configured database (wiring/operator.ts); `signing-key` needs neither.
import { newSigningKey } from '../../platform/token.js';
import { keysCommand } from '../commands/keys.js';
import { runOperatorCli } from '../operator.js';

if (process.argv[2] === 'signing-key') {
  // The private key goes to the edge processes (gateway, adapter); subgraphs get only the JWKS.
  const { privateJwk, jwks } = await newSigningKey();
  console.log(`# gateway and adapter processes (keep it secret):\nAUTH_SIGNING_KEY='${JSON.stringify(privateJwk)}'\n`);
  console.log(
    `# subgraph processes (public; or AUTH_JWKS_URL=http://<gateway>/.well-known/jwks.json):\nAUTH_JWKS='${JSON.stringify(jwks)}'`,
  );
} else {
  await runOperatorCli(keysCommand);
}
