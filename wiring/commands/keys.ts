// npm run keys -- create --org <org-id> --prefix tmcp [--label x] [--expires 2027-01-01]
//                 list [--org <org-id>]
//                 revoke <key-id>
//                 org create <name> [--plan <plan>]
//                 org set-plan <org-id> <plan>     (the plans: accounts.plans, each with its rate limits)
//                 entitle <org-id> <air_cargo|schedules|freight_rates> [--expires <date>]
// (and `signing-key`, which needs no database: wiring/cli/keys.ts). A mistake is one line (and
// the usage), exit code 2; a failure one line, exit code 1; never a stack trace.
import { parseArgs } from 'node:util';
import { isUuid, type Db } from '../../platform/db.js';
import type { Entitlement } from '../../platform/context.js';
import {
  createKey,
  createOrganisation,
  findOrganisation,
  grantEntitlement,
  KEY_PREFIXES,
  listKeys,
  planNames,
  revokeKey,
  setOrganisationPlan,
  type KeyPrefix,
} from '../../subgraphs/accounts/store/index.js';
import { Refusal, type OperatorCommand } from '../operator.js';

const USAGE = `usage:
  npm run keys -- org create <name> [--plan free|paid|payg]
  npm run keys -- org set-plan <org-id> <free|paid|payg>   (its rate limits follow at once)
  npm run keys -- entitle <org-id> <air_cargo|schedules|freight_rates> [--expires <ISO date>]
  npm run keys -- create --org <org-id> --prefix <tmcp|smcp|lmcp|frm> [--label <text>] [--expires <ISO date>]
  npm run keys -- list [--org <org-id>]
  npm run keys -- revoke <key-id>
  npm run keys -- signing-key      (a token signing key pair for distributed mode; no database)`;

function fail(msg: string): never {
  throw new Refusal(msg);
}

function date(raw: string | undefined): Date | null {
  if (!raw) return null;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) fail(`not a date: ${raw}`);
  return d;
}

/** Refuses what cannot be an organisation id before the database sees it. */
function orgId(raw: string): string {
  if (!isUuid(raw)) fail(`not an organisation id: ${raw} (a UUID, as \`npm run keys -- org create\` prints it)`);
  return raw;
}

/** A key id, or the mistake of passing the key itself (only its hash is stored). */
function keyId(raw: string): string {
  if (KEY_PREFIXES.some((p) => raw.startsWith(`${p}_`)))
    fail(`that is a key, not a key id: revoke takes the id \`npm run keys -- list\` shows for …${raw.slice(-4)}`);
  if (!isUuid(raw)) fail(`not a key id: ${raw} (a UUID, as \`npm run keys -- list\` shows it)`);
  return raw;
}

const parse = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      org: { type: 'string' },
      prefix: { type: 'string' },
      label: { type: 'string' },
      expires: { type: 'string' },
      plan: { type: 'string' },
    },
  });

async function run(db: Db, argv: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parse(argv);
  const [cmd, ...rest] = positionals;
  const existingOrg = async (raw: string) => {
    const id = orgId(raw);
    if (!(await findOrganisation(db, id))) fail(`no organisation ${id}`);
    return id;
  };
  const plan = async (raw: string) => {
    const plans = await planNames(db);
    if (!plans.includes(raw)) fail(`unknown plan ${raw} (one of ${plans.join(', ')})`);
    return raw;
  };
  if (cmd === 'org' && rest[0] === 'create' && rest[1]) {
    out(JSON.stringify(await createOrganisation(db, rest[1], await plan(values.plan ?? 'free'))));
  } else if (cmd === 'org' && rest[0] === 'set-plan' && rest[1] && rest[2]) {
    const org = await existingOrg(rest[1]);
    out(JSON.stringify(await setOrganisationPlan(db, org, await plan(rest[2]))));
  } else if (cmd === 'entitle' && rest[0] && rest[1]) {
    if (!['air_cargo', 'schedules', 'freight_rates'].includes(rest[1])) fail(`unknown entitlement ${rest[1]}`);
    const org = await existingOrg(rest[0]);
    await grantEntitlement(db, org, rest[1] as Entitlement, date(values.expires));
    out(`granted ${rest[1]} to ${org}`);
  } else if (cmd === 'create') {
    if (!values.org) fail('--org is required');
    const prefix = (values.prefix ?? 'tmcp') as KeyPrefix;
    if (!KEY_PREFIXES.includes(prefix)) fail(`--prefix must be one of ${KEY_PREFIXES.join(', ')}`);
    const expiresAt = date(values.expires);
    const { key, row } = await createKey(db, await existingOrg(values.org), prefix, { label: values.label, expiresAt });
    out(`key id ${row.id}\n${key}\n(store it now: only its hash is kept)`);
  } else if (cmd === 'list') {
    for (const k of await listKeys(db, values.org === undefined ? undefined : orgId(values.org))) {
      const state = k.revoked_at ? 'revoked' : k.expires_at && k.expires_at < new Date() ? 'expired' : 'active';
      out(`${k.id}  ${k.prefix}_…${k.last4}  org ${k.org_id}  ${state}  ${k.label ?? ''}`);
    }
  } else if (cmd === 'revoke' && rest[0]) {
    const id = keyId(rest[0]);
    if (!(await revokeKey(db, id, new Date()))) fail(`no active key ${id}`);
    out(`revoked ${id}`);
  } else {
    fail('unknown command');
  }
}

export const keysCommand: OperatorCommand = {
  name: 'keys',
  usage: USAGE,
  check: async (argv) => {
    parse(argv); // unknown options refused before anything opens
    return argv;
  },
  run: (services, argv, io) => run(services.db, argv, io.out),
};
