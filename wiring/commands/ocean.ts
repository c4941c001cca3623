// Ocean operator commands:
//   npm run ocean -- announce --api-version <YYYY-MM-DD> --message <text> [--effective <ISO date>]
//       raises api_change_announced (docs/ocean.md) for every organisation tracking containers, in
//       one transaction; their webhooks deliver it like any other event.
//   npm run ocean -- legacy-access <org-id> <ISO date | none> [--note <text>]
//       ends (or with `none` reopens) an organisation's access to the compat surface: past the
//       date it answers 403 (docs/legacy.md).
//   npm run ocean -- sandbox-advance <identifier> [--to <milestone>]
//       sandbox only: moves a tracked reference's trip on to its next milestone (of that kind)
//       and polls it, so its webhook events are raised now (docs/webhooks.md).
import { parseArgs } from 'node:util';
import { isUuid } from '../../platform/db.js';
import type { Services } from '../../platform/services.js';
import { announceApiChange } from '../../subgraphs/ocean/use-cases/announce-api-change.js';
import { sandboxAdvance } from '../../subgraphs/ocean/use-cases/advance-sandbox.js';
import { SANDBOX_MILESTONES, type SandboxMilestone } from '../../subgraphs/ocean/connectors/index.js';
import { setAccessEnd } from '../../subgraphs/ocean/legacy/store/index.js';
import { findOrganisation } from '../../subgraphs/accounts/store/index.js';
import { Refusal, type OperatorCommand } from '../operator.js';

const USAGE = `usage:
  npm run ocean -- announce --api-version <YYYY-MM-DD> --message <text> [--effective <ISO date>]
  npm run ocean -- legacy-access <org-id> <ISO date | none> [--note <text>]
  npm run ocean -- sandbox-advance <identifier> [--to ${SANDBOX_MILESTONES.join('|')}]`;

function fail(msg: string): never {
  throw new Refusal(msg);
}

const date = (raw: string | undefined, what: string): Date => {
  const d = raw ? new Date(raw) : null;
  if (!d || Number.isNaN(d.getTime())) fail(`${what} must be a date, got "${raw ?? ''}"`);
  return d;
};

/** The command the arguments name, checked before anything touches the database. */
function parse(argv: string[]): (services: Services) => Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'api-version': { type: 'string' },
      message: { type: 'string' },
      effective: { type: 'string' },
      note: { type: 'string' },
      to: { type: 'string' },
    },
  });
  const [cmd, ...rest] = positionals;
  if (cmd === 'announce') {
    const apiVersion = values['api-version'];
    if (!apiVersion || !/^\d{4}-\d{2}-\d{2}$/.test(apiVersion)) fail('--api-version YYYY-MM-DD is required');
    const message = values.message?.trim();
    if (!message) fail('--message is required');
    const effective = values.effective ? date(values.effective, '--effective').toISOString() : null;
    return async (services) => {
      const n = await announceApiChange(services, { message, api_version: apiVersion, effective_at: effective });
      return `api_change_announced raised for ${n} organisation(s)`;
    };
  }
  if (cmd === 'legacy-access' && rest.length === 2) {
    const [orgId, when] = rest as [string, string];
    if (!isUuid(orgId)) fail(`not an organisation id: ${orgId}`);
    const until = when === 'none' ? null : date(when, 'the end date');
    return async ({ db }) => {
      if (!(await findOrganisation(db, orgId))) fail(`no organisation ${orgId}`);
      await setAccessEnd(db, orgId, until, values.note ?? null);
      return until ? `compat access of ${orgId} ends ${until.toISOString()}` : `compat access of ${orgId} has no end`;
    };
  }
  if (cmd === 'sandbox-advance' && rest.length === 1) {
    const to = values.to ?? null;
    if (to !== null && !(SANDBOX_MILESTONES as readonly string[]).includes(to))
      fail(`--to must be one of ${SANDBOX_MILESTONES.join(', ')}`);
    return async (services) => {
      const m = await sandboxAdvance(services, rest[0]!, to as SandboxMilestone | null).catch((e: Error) => {
        throw new Refusal(e.message, 1);
      });
      const hours = Math.round(m.advancedByMs / 3_600_000);
      return `${m.identifier} (sandbox): ${m.milestone}${m.port ? ` at ${m.port}` : ''}, ${m.at.toISOString()} — its trip moved ${hours} h ahead; ${m.records} record(s) polled, their webhook events follow`;
    };
  }
  fail('unknown command');
}

export const oceanCommand: OperatorCommand = {
  name: 'ocean',
  usage: USAGE,
  check: async (argv) => {
    parse(argv);
    return argv;
  },
  run: async (services, argv, io) => io.out(await parse(argv)(services)),
};
