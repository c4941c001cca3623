// npm run keys -- create --org <id|name> --prefix tmcp [--label x] [--expires 2027-01-01] [--plan paid]
//                 list [--org <id>]
//                 revoke <key-id>
//                 org create <name> [--plan free|paid]
//                 entitle <org-id> <air_cargo|schedules|freight_rates> [--expires <date>]
//                 signing-key
import { parseArgs } from 'node:util';
import { newSigningKey } from '../../platform/token.js';
import { openDb } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import type { Entitlement } from '../../platform/context.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import {
  createKey,
  createOrganisation,
  grantEntitlement,
  KEY_PREFIXES,
  listKeys,
  revokeKey,
  type KeyPrefix,
} from '../../subgraphs/accounts/store.js';
import { loadConfig } from '../config.js';
import { migrationSets } from '../runtime.js';

const USAGE = `usage:
  npm run keys -- org create <name> [--plan free|paid]
  npm run keys -- entitle <org-id> <air_cargo|schedules|freight_rates> [--expires <ISO date>]
  npm run keys -- create --org <org-id> --prefix <tmcp|smcp|lmcp|frm> [--label <text>] [--expires <ISO date>]
  npm run keys -- list [--org <org-id>]
  npm run keys -- revoke <key-id>
  npm run keys -- signing-key      (a token signing key pair for distributed mode; no database)`;

function fail(msg: string): never {
  console.error(`${msg}\n\n${USAGE}`);
  process.exit(2);
}

function date(raw: string | undefined): Date | null {
  if (!raw) return null;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) fail(`not a date: ${raw}`);
  return d;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    org: { type: 'string' },
    prefix: { type: 'string' },
    label: { type: 'string' },
    expires: { type: 'string' },
    plan: { type: 'string' },
  },
});
if (positionals[0] === 'signing-key') {
  // The private key goes to the edge processes (gateway, adapter); subgraphs get only the JWKS.
  const { privateJwk, jwks } = await newSigningKey();
  console.log(`# gateway and adapter processes (keep it secret):\nAUTH_SIGNING_KEY='${JSON.stringify(privateJwk)}'\n`);
  console.log(
    `# subgraph processes (public; or AUTH_JWKS_URL=http://<gateway>/.well-known/jwks.json):\nAUTH_JWKS='${JSON.stringify(jwks)}'`,
  );
  process.exit(0);
}
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
if (!config.databaseUrl && !config.pgliteDataDir)
  console.error('note: no DATABASE_URL or PGLITE_DATA_DIR set, so this edits a throw-away in-memory database');
await migrate(db, migrationSets(SUBGRAPHS));
try {
  const [cmd, ...rest] = positionals;
  if (cmd === 'org' && rest[0] === 'create' && rest[1]) {
    const org = await createOrganisation(db, rest[1], values.plan ?? 'free');
    console.log(JSON.stringify(org));
  } else if (cmd === 'entitle' && rest[0] && rest[1]) {
    if (!['air_cargo', 'schedules', 'freight_rates'].includes(rest[1])) fail(`unknown entitlement ${rest[1]}`);
    await grantEntitlement(db, rest[0], rest[1] as Entitlement, date(values.expires));
    console.log(`granted ${rest[1]} to ${rest[0]}`);
  } else if (cmd === 'create') {
    if (!values.org) fail('--org is required');
    const prefix = (values.prefix ?? 'tmcp') as KeyPrefix;
    if (!KEY_PREFIXES.includes(prefix)) fail(`--prefix must be one of ${KEY_PREFIXES.join(', ')}`);
    const { key, row } = await createKey(db, values.org, prefix, {
      label: values.label,
      expiresAt: date(values.expires),
    });
    console.log(`key id ${row.id}\n${key}\n(store it now: only its hash is kept)`);
  } else if (cmd === 'list') {
    for (const k of await listKeys(db, values.org)) {
      const state = k.revoked_at ? 'revoked' : k.expires_at && k.expires_at < new Date() ? 'expired' : 'active';
      console.log(`${k.id}  ${k.prefix}_…${k.last4}  org ${k.org_id}  ${state}  ${k.label ?? ''}`);
    }
  } else if (cmd === 'revoke' && rest[0]) {
    console.log((await revokeKey(db, rest[0], new Date())) ? `revoked ${rest[0]}` : `no active key ${rest[0]}`);
  } else {
    fail('unknown command');
  }
} finally {
  await db.close();
}
