// Ocean operator commands, against the database the services use (DATABASE_URL or PGLITE_DATA_DIR):
//   npm run ocean -- announce --api-version <YYYY-MM-DD> --message <text> [--effective <ISO date>]
//       raises api_change_announced (spec 9.4) for every organisation tracking containers, in
//       one transaction; their webhooks deliver it like any other event.
//   npm run ocean -- legacy-access <org-id> <ISO date | none> [--note <text>]
//       ends (or with `none` reopens) an organisation's access to the compat surface: past the
//       date it answers 403 (docs/legacy.md).
import { parseArgs } from 'node:util';
import { isUuid, openDb } from '../../platform/db.js';
import { migrate } from '../../platform/migrate.js';
import { systemClock } from '../../platform/clock.js';
import { logger } from '../../platform/logger.js';
import { eventCatalogue } from '../../platform/subgraph.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { announceApiChange } from '../../subgraphs/ocean/service.js';
import { setAccessEnd } from '../../subgraphs/ocean/store/index.js';
import { findOrganisation } from '../../subgraphs/accounts/store.js';
import { loadConfig } from '../config.js';
import { migrationSets } from '../runtime.js';

const USAGE = `usage:
  npm run ocean -- announce --api-version <YYYY-MM-DD> --message <text> [--effective <ISO date>]
  npm run ocean -- legacy-access <org-id> <ISO date | none> [--note <text>]`;

function fail(msg: string): never {
  console.error(`${msg}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'api-version': { type: 'string' },
    message: { type: 'string' },
    effective: { type: 'string' },
    note: { type: 'string' },
  },
});
const [cmd, ...rest] = positionals;
const date = (raw: string | undefined, what: string): Date => {
  const d = raw ? new Date(raw) : null;
  if (!d || Number.isNaN(d.getTime())) fail(`${what} must be a date, got "${raw ?? ''}"`);
  return d;
};

// Arguments are checked before anything touches the database.
let run: (db: Awaited<ReturnType<typeof openDb>>, config: ReturnType<typeof loadConfig>) => Promise<string>;
if (cmd === 'announce') {
  const apiVersion = values['api-version'];
  if (!apiVersion || !/^\d{4}-\d{2}-\d{2}$/.test(apiVersion)) fail('--api-version YYYY-MM-DD is required');
  const message = values.message?.trim();
  if (!message) fail('--message is required');
  const effective = values.effective ? date(values.effective, '--effective').toISOString() : null;
  run = async (db, config) => {
    const n = await announceApiChange(
      { config, db, clock: systemClock, log: logger, sandbox: config.sandbox, events: eventCatalogue(SUBGRAPHS) },
      { message, api_version: apiVersion, effective_at: effective },
    );
    return `api_change_announced raised for ${n} organisation(s)`;
  };
} else if (cmd === 'legacy-access' && rest.length === 2) {
  const [orgId, when] = rest as [string, string];
  if (!isUuid(orgId)) fail(`not an organisation id: ${orgId}`);
  const until = when === 'none' ? null : date(when, 'the end date');
  run = async (db) => {
    if (!(await findOrganisation(db, orgId))) fail(`no organisation ${orgId}`);
    await setAccessEnd(db, orgId, until, values.note ?? null);
    return until ? `compat access of ${orgId} ends ${until.toISOString()}` : `compat access of ${orgId} has no end`;
  };
} else {
  fail('unknown command');
}

const config = loadConfig();
if (!config.databaseUrl && !config.pgliteDataDir)
  fail('set DATABASE_URL (or PGLITE_DATA_DIR) to the database the services use');
let db: Awaited<ReturnType<typeof openDb>> | null = null;
try {
  db = await openDb({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  await migrate(db, migrationSets(SUBGRAPHS));
  console.log(await run(db, config));
} catch (e) {
  // One line, no stack: an embedded database the server has open, an unreachable server, …
  console.error(`failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
