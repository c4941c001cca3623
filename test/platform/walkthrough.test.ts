// The fresh-clone walk-through of README.md and docs/*.md (issue 30): every shell example of
// every document (```sh and ```bash blocks), taken from the documents so a new example is run
// as soon as it is written, against the real `npm start` entry (wiring/main.ts on an in-memory
// database with its demo data), with real bash and curl, document after document in the order a
// newcomer reads them (README first), in one shell state: a variable one example sets (K=tmcp_…,
// ID=$(curl …)) is there for the next. What the test fills in is what a reader fills in: the
// keys `npm start` printed for the placeholders (tmcp_…, smcp_…, lmcp_…, frm_…; eyJ… is the
// access token an earlier example printed) and the configured ports for the documented defaults
// (every process binds a port of its own: CI runs two passes at once). An example passes when
// bash exits 0 and every answer is 2xx, or when it answers as its comment says it is refused
// (REFUSALS). A few commands cannot run here; SKIPS says which and why. Gated on the banner's
// lines, no sleeps.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kernelConfig } from '../../platform/config.js';
import {
  makeLocalReceiverIdentity,
  type LocalReceiverIdentity,
} from '../../subgraphs/webhooks/connectors/local-receiver.js';
import { freePort } from '../support/free-port.js';

const root = new URL('../../', import.meta.url).pathname;

/** Commands that cannot run in a test, each with why; everything else in a shell block runs. */
const SKIPS: { command: RegExp; reason: string }[] = [
  {
    command: /^npm (start|test)\b/,
    reason: 'starts the system or the suite itself (this test runs npm start’s entry)',
  },
  {
    command: /^(\{ )?docker\b/,
    reason: 'needs a Docker engine (test/deploy/image.test.ts builds and runs the image where there is one)',
  },
  {
    command: /^(kubectl\b|value\(\))/,
    reason: 'needs a Kubernetes cluster (test/deploy/kubernetes.test.ts checks the manifests)',
  },
  {
    command: /^(export |eval |npx tsx wiring\/serve\.ts|for s in)/,
    reason:
      'distributed mode on a PostgreSQL server, processes left running (test/deploy/distributed.test.ts starts them)',
  },
  {
    command: /^(npx hive-gateway|FREIGHTGRAPH_JWKS_URL=\S+ +\\?\s*npx hive-gateway|npm run gateway\b)/,
    reason:
      'a long-running gateway over distributed-mode subgraphs (test/deploy/distributed/router.ts follows the recipe)',
  },
  {
    command: /^npx -y .*@modelcontextprotocol\/inspector@/,
    reason:
      'fetches the MCP Inspector from the npm registry (not a dependency) (test/schedules/mcp-guide.test.ts runs the SDK example)',
  },
  { command: /^claude mcp\b/, reason: 'needs the Claude Code CLI (not a dependency)' },
  {
    command: /^npm run webhooks -- listen\b/,
    reason: 'a long-running receiver (test/platform/operator.test.ts runs it against npm start to its verified ping)',
  },
];

/** Examples whose comment says they are refused, and how the refusal reads. */
const REFUSALS: { comment: RegExp; status: number; answer: RegExp }[] = [
  { comment: /suggests the check digit/, status: 404, answer: /"suggested_identifier":"[A-Z]{4}\d{7}"/ },
];

/** The longest a `curl -N` stream's first line may take (it normally comes at once). */
const STREAM_SECONDS = 30;

interface Example {
  doc: string;
  line: number;
  command: string;
  /** The comments on its lines, for what the example says it expects. */
  comment: string;
}

/**
 * Where a shell command ends: quotes closed, `$(` and `{` groups closed, and no trailing backslash. Returns
 * the comment text (after an unquoted `#` at a word's start) and whether the text is complete.
 */
function scan(text: string): { complete: boolean; comment: string } {
  let quote: "'" | '"' | null = null;
  let depth = 0;
  let comment = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") quote = c === "'" ? null : quote;
    else if (c === '\\') i++;
    else if (quote === '"') quote = c === '"' ? null : quote;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '$' && text[i + 1] === '(') (depth++, i++);
    else if (c === ')' && depth > 0) depth--;
    // A `{ …; }` group: braces that are words of their own (not `${…}`).
    else if (c === '{' && /^\s?$/.test(text[i - 1] ?? '') && /\s/.test(text[i + 1] ?? '')) depth++;
    else if (c === '}' && depth > 0 && /[\s;]/.test(text[i - 1] ?? '')) depth--;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      comment += text.slice(i, end < 0 ? undefined : end) + ' ';
      i = end < 0 ? text.length : end - 1;
    }
  }
  return { complete: quote === null && depth === 0 && !/\\\s*$/.test(text), comment };
}

/** The commands of a document's sh/bash blocks; comment-only lines (prose, sample output) are not commands. */
export function shellExamples(doc: string, markdown: string): Example[] {
  const examples: Example[] = [];
  let inBlock = false;
  let pending: { line: number; text: string } | null = null;
  markdown.split('\n').forEach((raw, i) => {
    const fence = /^\s*```(\w*)\s*$/.exec(raw);
    if (fence && !pending) {
      inBlock = !inBlock && ['sh', 'bash'].includes(fence[1]!);
      return;
    }
    if (!inBlock || (!pending && (raw.trim() === '' || raw.trim().startsWith('#')))) return;
    pending = pending ? { line: pending.line, text: `${pending.text}\n${raw}` } : { line: i + 1, text: raw.trim() };
    const { complete, comment } = scan(pending.text);
    if (complete) (examples.push({ doc, line: pending.line, command: pending.text, comment }), (pending = null));
  });
  return examples;
}

const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const EXAMPLES = DOCUMENTS.flatMap((doc) => shellExamples(doc, readFileSync(join(root, doc), 'utf8')));
const skipOf = (e: Example) => SKIPS.find((s) => s.command.test(e.command.trim()));

// The system as `npm start` runs it, on ports of its own.
const dir = mkdtempSync(join(tmpdir(), 'fg-walk-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: '',
  PGLITE_DATA_DIR: '',
  LOG_LEVEL: 'silent',
  ADMIN_FILE: join(dir, 'admin.json'),
  ...Object.fromEntries(
    ['GATEWAY', 'OCEAN', 'AIR', 'SCHEDULES', 'RATES', 'LOADING', 'MCP', 'METRICS'].map((p) => [`${p}_PORT`, '0']),
  ),
};
// The reader's working directory: the clone's files, and whatever the examples write (-o, >).
const cwd = join(dir, 'clone');
let server: ChildProcessWithoutNullStreams;
let banner = '';
let receiver: LocalReceiverIdentity;
/** Documented default port -> the port this run's process of that name bound. */
const ports = new Map<string, string>();
const keys = new Map<string, string>();

function readBanner() {
  const defaults = kernelConfig({}).ports as unknown as Record<string, number>;
  // "  ocean  + legacy      http://127.0.0.1:35435": the first word names the process.
  for (const [, name, port] of banner.matchAll(/^ {2}(\w+)\b.*?http:\/\/127\.0\.0\.1:(\d+)/gm)) {
    const key = name!.toLowerCase();
    if (defaults[key] !== undefined) ports.set(String(defaults[key]), port!);
  }
  for (const [, key] of banner.matchAll(/ {2}((?:tmcp|smcp|lmcp|frm)_\w+)$/gm)) keys.set(key!.split('_')[0]!, key!);
}

beforeAll(async () => {
  const receiverPort = await freePort();
  receiver = makeLocalReceiverIdentity(receiverPort);
  writeFileSync(join(dir, 'receiver.pem'), receiver.certPem);
  Object.assign(env, {
    WEBHOOK_LOCAL_RECEIVER_PORT: String(receiverPort),
    WEBHOOK_LOCAL_RECEIVER_CERT_FILE: join(dir, 'receiver.pem'),
  });
  mkdirSync(cwd);
  for (const entry of readdirSync(root)) if (entry !== '.git') symlinkSync(join(root, entry), join(cwd, entry));
  server = spawn(process.execPath, ['--import', 'tsx', 'wiring/main.ts'], { env, cwd: root });
  server.stderr.on('data', (d) => (banner += d));
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d) => {
      banner += d;
      // The examples read the demo containers, waybills, sailings and rates.
      if (banner.includes('freightgraph: demo data seeded')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`npm start exited ${code}:\n${banner}`)));
  });
  readBanner();
  writeFileSync(join(dir, 'state.sh'), '');
}, 600_000);

const counts = { run: 0, passed: 0, skipped: new Map<string, number>(), slow: [] as string[] };
afterAll(async () => {
  const skipped = [...counts.skipped].map(([reason, n]) => `  ${n} skipped: ${reason}`).join('\n');
  console.log(
    `walk-through: ${EXAMPLES.length} shell examples in ${DOCUMENTS.length} documents; ` +
      `${counts.run} run, ${counts.passed} passed\n${skipped}\n  slower than 5 s: ${counts.slow.join('; ') || 'none'}`,
  );
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  rmSync(dir, { recursive: true, force: true });
  if (receiver) rmSync(receiver.dir, { recursive: true, force: true });
});

/**
 * curl as written, plus its answer's status on stderr, a time limit (a hang guard), and no
 * progress meter. A stream (-N) never ends: its first line is read as soon as it comes (at most
 * STREAM_SECONDS: the server may be busy seeding), then curl is stopped; the status is read from
 * the headers curl dumped.
 */
const PRELUDE = `set -o pipefail
curl() {
  local a
  for a in "$@"; do [ "$a" = -N ] && { stream "$@"; return; }; done
  command curl -sS --max-time 60 -w '%{stderr}\\n@@status %{http_code}\\n' "$@"
}
stream() {
  local d pid first
  d=$(mktemp -d)
  mkfifo "$d/body"
  command curl -sS --max-time ${STREAM_SECONDS} -D "$d/head" "$@" > "$d/body" &
  pid=$!
  IFS= read -r -t ${STREAM_SECONDS} first < "$d/body"
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  printf '%s\\n' "$first"
  printf '\\n@@status %s\\n' "$(sed -n '1s/^HTTP[^ ]* \\([0-9]*\\).*/\\1/p' "$d/head")" >&2
  rm -rf "$d"
}
`;

/** The example with what a reader fills in: the printed keys, the configured ports, a token seen earlier. */
function filledIn(command: string, token: string | undefined): string {
  return command
    .replace(/\b([a-z]+)_…/g, (_m, prefix: string) => keys.get(prefix) ?? `${prefix}_…`)
    .replace(/eyJ…/g, token ?? 'eyJ…')
    .replace(/\b(127\.0\.0\.1|localhost):(\d+)/g, (m, host: string, port: string) =>
      ports.has(port) ? `${host}:${ports.get(port)}` : m,
    );
}

let lastToken: string | undefined;
async function runExample(e: Example) {
  const command = filledIn(e.command, lastToken);
  // Variables an example sets stay for the next, as in the reader's terminal.
  const assigned = /^([A-Za-z_]\w*)=/.exec(command)?.[1];
  const save = assigned ? `printf '%s=%q\\n' ${assigned} "$${assigned}" >> '${join(dir, 'state.sh')}'` : '';
  const script = `${PRELUDE}. '${join(dir, 'state.sh')}'\n${command}\nrc=$?\n${save}\nexit $rc\n`;
  const started = performance.now();
  const child = spawn('bash', ['-c', script], { cwd, env });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const [code] = (await once(child, 'exit')) as [number];
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 5) counts.slow.push(`${e.doc}:${e.line} ${seconds.toFixed(1)} s`);
  lastToken = /"access_token":"(eyJ[^"]+)"/.exec(out)?.[1] ?? lastToken;
  const statuses = [...err.matchAll(/^@@status (\d{3})$/gm)].map((m) => Number(m[1]));
  return { code, out, err: err.replace(/^@@status \d{3}\n?/gm, ''), statuses, command };
}

describe('README and docs, walked through as written against npm start', () => {
  for (const e of EXAMPLES) {
    const name = `${e.doc}:${e.line} ${e.command.split('\n')[0]!.slice(0, 90)}`;
    const skip = skipOf(e);
    if (skip) {
      counts.skipped.set(skip.reason, (counts.skipped.get(skip.reason) ?? 0) + 1);
      it.skip(`${name} (${skip.reason})`, () => {});
      continue;
    }
    it(name, { timeout: 120_000 }, async () => {
      counts.run++;
      const r = await runExample(e);
      const shown = `${r.command}\nexit ${r.code}, statuses ${r.statuses.join(' ')}\n${r.out.slice(0, 2000)}\n${r.err.slice(0, 2000)}`;
      const refusal = REFUSALS.find((x) => x.comment.test(e.comment));
      const status = /#\s*(\d{3})\b/.exec(e.comment)?.[1];
      if (refusal) {
        expect(r.statuses, shown).toEqual([refusal.status]);
        expect(r.out, shown).toMatch(refusal.answer);
      } else if (status) {
        expect(r.statuses, shown).toEqual([Number(status)]);
      } else if (/\bcurl -N\b/.test(r.command)) {
        // A stream: open (200), its first line read, then curl stopped.
        expect(r.statuses, shown).toEqual([200]);
        expect(r.out, shown).toMatch(/^retry: \d+\n/);
      } else {
        expect(r.code, shown).toBe(0);
        expect(
          r.statuses.filter((s) => s < 200 || s > 299),
          shown,
        ).toEqual([]);
      }
      counts.passed++;
    });
  }
});
