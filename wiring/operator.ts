// The operator commands (`npm run keys`, `npm run ocean`, `npm run rates`) act on the system that
// is running. `npm start` serves them on a loopback-only admin listener, authorised by a secret
// it writes with the listener's address to a file only its user can read (ADMIN_FILE); a
// command finds that file and runs there when the running system uses the database the command
// is configured for (none set: the embedded in-memory one). Otherwise the command opens
// DATABASE_URL or PGLITE_DATA_DIR itself. One command, the same code and the same output either
// way: `execute` below runs it, in the CLI's process or in the server's.
import http, { type Server } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Config } from '../platform/config.js';
import type { Services } from '../platform/services.js';
import { loadConfig } from './config.js';
import { prepareServices } from './services.js';

/** Output lines, to stdout (`out`) or stderr (`err`). */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** The command refuses: exit code 2 with the usage (the caller's mistake), or 1 (a failure), one message. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

export interface OperatorCommand {
  name: 'keys' | 'ocean' | 'rates';
  usage: string;
  /** The reference data the command checks against is seeded first (the rates import's ports). */
  needsSeed?: boolean;
  /** Checks the arguments before anything touches a database; answers them as the server should see them. */
  check(argv: string[]): Promise<string[]>;
  run(services: Services, argv: string[], io: Io): Promise<void>;
}

export interface Outcome {
  code: number;
  out: string;
  err: string;
}

/** Runs a command on services already open, its output collected; never throws. */
export async function execute(command: OperatorCommand, services: Services, argv: string[]): Promise<Outcome> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l) };
  let code = 0;
  try {
    await command.run(services, argv, io);
  } catch (e) {
    code = refusalOutput(command, e, io);
  }
  return { code, out: lines(out), err: lines(err) };
}

const lines = (ls: string[]) => ls.map((l) => `${l}\n`).join('');

/** A refusal's or a failure's one line (the usage after a mistake), and its exit code. */
function refusalOutput(command: OperatorCommand, e: unknown, io: Io): number {
  const mistake = e instanceof Refusal ? e.exitCode === 2 : (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (mistake) {
    io.err(`${(e as Error).message}\n\n${command.usage}`);
    return 2;
  }
  // One line, no stack: an embedded database another process has open, an unreachable server, …
  io.err(e instanceof Refusal ? e.message : `failed: ${(e as Error).message}`);
  return 1;
}

// ---------------------------------------------------------------------------------------------
// The admin listener of `npm start`

/** Where `npm start` says how to reach it; ADMIN_FILE moves it (tests, several checkouts' starts). */
const adminFile = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.ADMIN_FILE || 'node_modules/.cache/freightgraph/admin.json');

interface AdminNote {
  url: string;
  secret: string;
  pid: number;
  database: string;
  /** The running system's own addresses, for the commands that call its hosts (`webhooks listen`). */
  hosts: RunningHosts;
}

export interface RunningHosts {
  /** Base URL per product host. */
  products: Record<string, string>;
  /** The port of the local webhook receiver it trusts, if any. */
  localReceiverPort: number | null;
}

/** Which database a configuration names, as one string to compare. */
const databaseOf = (config: Config): string =>
  config.databaseUrl
    ? `postgres:${config.databaseUrl}`
    : config.pgliteDataDir
      ? `pglite:${resolve(config.pgliteDataDir)}`
      : 'pglite:memory';

/**
 * Serves the commands on 127.0.0.1 (a port of its own, any free one) to whoever presents the
 * secret, and writes the file that says where (mode 0600). Stopping removes the file.
 */
export async function serveOperatorCommands(
  services: Services,
  commands: readonly OperatorCommand[],
  hosts: RunningHosts,
): Promise<{ stop(): Promise<void> }> {
  const secret = Buffer.from(randomBytes(32).toString('base64url'));
  const server: Server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const presented = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (presented.length !== secret.length || !timingSafeEqual(presented, secret))
      return answer(401, { error: 'the admin secret is missing or wrong' });
    if (req.method !== 'POST' || req.url !== '/run') return answer(404, { error: 'POST /run only' });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: { command?: unknown; argv?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { error: 'malformed JSON body' });
      }
      const command = commands.find((c) => c.name === body.command);
      const argv = body.argv;
      if (!command || !Array.isArray(argv) || !argv.every((a) => typeof a === 'string'))
        return answer(400, { error: 'body must be {"command": "keys" | "ocean" | "rates", "argv": [string]}' });
      void execute(command, services, argv).then((outcome) => answer(200, outcome));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const file = adminFile();
  const note: AdminNote = {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    secret: secret.toString(),
    pid: process.pid,
    database: databaseOf(services.config),
    hosts,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(note), { mode: 0o600 });
  return {
    stop: async () => {
      rmSync(file, { force: true });
      await new Promise((ok) => server.close(ok));
    },
  };
}

/** The `npm start` of this checkout that is running, if one is. */
function runningNote(): AdminNote | null {
  const file = adminFile();
  if (!existsSync(file)) return null;
  const note = JSON.parse(readFileSync(file, 'utf8')) as AdminNote;
  try {
    process.kill(note.pid, 0); // still running?
  } catch {
    return null;
  }
  return note;
}

/** The running `npm start` on the database this configuration names, if there is one. */
function runningSystem(config: Config): AdminNote | null {
  const note = runningNote();
  return note?.database === databaseOf(config) ? note : null;
}

/** The hosts of the running `npm start` of this checkout, whatever ports it was given. */
export const runningHosts = (): RunningHosts | null => runningNote()?.hosts ?? null;

// ---------------------------------------------------------------------------------------------
// The CLI side

/** `npm run <command> -- …`: on the running system when there is one, else on the configured database. */
export async function runOperatorCli(command: OperatorCommand, argv = process.argv.slice(2)): Promise<void> {
  const print = ({ code, out, err }: Outcome) => {
    process.stdout.write(out);
    process.stderr.write(err);
    process.exitCode = code;
  };
  const io: Io = { out: (l) => console.log(l), err: (l) => console.error(l) };
  let checked: string[];
  try {
    checked = await command.check(argv);
  } catch (e) {
    process.exitCode = refusalOutput(command, e, io);
    return;
  }
  const config = loadConfig();
  const running = runningSystem(config);
  if (running) {
    const res = await fetch(`${running.url}/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${running.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command: command.name, argv: checked }),
    }).catch((e: Error) => e);
    if (res instanceof Error || !res.ok) {
      const why = res instanceof Error ? res.message : `HTTP ${res.status}`;
      io.err(`failed: the running npm start (pid ${running.pid}) did not take the command: ${why}`);
      process.exitCode = 1;
      return;
    }
    return print((await res.json()) as Outcome);
  }
  if (!config.databaseUrl && !config.pgliteDataDir) {
    io.err(
      'failed: no running `npm start` on this machine, and no DATABASE_URL or PGLITE_DATA_DIR: start it, or name the database the services use',
    );
    process.exitCode = 1;
    return;
  }
  let services: Services | null = null;
  try {
    services = await prepareServices({ config, seed: !!command.needsSeed });
    print(await execute(command, services, checked));
  } catch (e) {
    process.exitCode = refusalOutput(command, e, io);
  } finally {
    await services?.db.close();
  }
}
