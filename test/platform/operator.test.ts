// The operator commands act on the running `npm start` (issue 30): wiring/main.ts as its own
// process on an in-memory database, and `npm run keys | ocean | rates` as further processes with
// no database configured. What they do shows on the running system's own hosts: an organisation
// and key made by the CLI are accepted, the revoked key refused, the announcement raised for the
// demo organisation that tracks containers, the imported rate sheet listed. Gated on the
// processes' output and exit, no sleeps.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http } from '../support/harness.js';
import {
  makeLocalReceiverIdentity,
  type LocalReceiverIdentity,
} from '../../subgraphs/webhooks/connectors/local-receiver.js';
import { freePort } from '../support/free-port.js';

const dir = mkdtempSync(join(tmpdir(), 'fg-operator-'));
const env: NodeJS.ProcessEnv & { ADMIN_FILE: string } = {
  ...process.env,
  DATABASE_URL: '',
  PGLITE_DATA_DIR: '',
  LOG_LEVEL: 'silent',
  // The rates sandbox's earlier years would load behind every command for minutes (PGlite has
  // one connection); no command here reads them. The walk-through keeps npm start's default.
  RATES_SANDBOX_BACKFILL: '0',
  ADMIN_FILE: join(dir, 'admin.json'),
  ...Object.fromEntries(
    ['GATEWAY', 'OCEAN', 'AIR', 'SCHEDULES', 'RATES', 'LOADING', 'MCP', 'METRICS'].map((p) => [`${p}_PORT`, '0']),
  ),
};

let server: ChildProcessWithoutNullStreams;
let banner = '';
let receiver: LocalReceiverIdentity;
beforeAll(async () => {
  // A local webhook receiver port of this run (not the default 4700 a developer's listener may hold).
  const receiverPort = await freePort();
  receiver = makeLocalReceiverIdentity(receiverPort);
  writeFileSync(join(dir, 'receiver.pem'), receiver.certPem);
  Object.assign(env, {
    WEBHOOK_LOCAL_RECEIVER_PORT: String(receiverPort),
    WEBHOOK_LOCAL_RECEIVER_CERT_FILE: join(dir, 'receiver.pem'),
  });
  server = spawn(process.execPath, ['--import', 'tsx', 'wiring/main.ts'], { env });
  server.stderr.on('data', (d) => (banner += d));
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d) => {
      banner += d;
      // The demo organisation's containers (the announcement's audience) come with the demo data.
      if (banner.includes('freightgraph: demo data seeded')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`npm start exited ${code}:\n${banner}`)));
  });
}, 600_000);
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  expect(existsSync(env.ADMIN_FILE)).toBe(false); // a stopped server leaves no way in behind
  rmSync(dir, { recursive: true, force: true });
  if (receiver) rmSync(receiver.dir, { recursive: true, force: true });
});

async function cli(name: 'keys' | 'ocean' | 'rates', ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `wiring/cli/${name}.ts`, ...args], { env });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, out, err };
}

const url = (name: string) => new RegExp(`${name}\\s+(http://127\\.0\\.0\\.1:\\d+)`).exec(banner)![1]!;

describe('operator commands against the running npm start', () => {
  it('the admin file is its user’s alone and names the running process', () => {
    expect(statSync(env.ADMIN_FILE).mode & 0o777).toBe(0o600);
    expect(banner).toMatch(/npm run keys -- list --org [0-9a-f-]{36}/);
  });

  // CLI processes in a row, each loading the whole system: a hang guard, not a speed check.
  it(
    'keys: an organisation, an entitlement and a key made by the CLI work on the running hosts; a revoked key stops',
    { timeout: 300_000 },
    async () => {
      const org = await cli('keys', 'org', 'create', 'Acme', '--plan', 'paid');
      expect(org.code, org.err).toBe(0);
      const orgId = JSON.parse(org.out).id as string;
      expect((await cli('keys', 'entitle', orgId, 'air_cargo')).out).toBe(`granted air_cargo to ${orgId}\n`);
      const made = await cli('keys', 'create', '--org', orgId, '--prefix', 'tmcp');
      expect(made.code, made.err).toBe(0);
      const [, id, key] = /^key id (\S+)\n(tmcp_\S+)\n/.exec(made.out)!;
      const me = await http(url('gateway \\(GraphQL\\)'), '/graphql', {
        key,
        method: 'POST',
        body: { query: '{ me { id } }' },
      });
      expect(me.body.data.me.id).toBe(orgId);
      expect((await http(url('air'), '/track/176-12345675', { key })).status).toBe(200);
      const mistake = await cli('keys', 'revoke', key!);
      expect(mistake.code).toBe(2);
      expect(mistake.err).toMatch(/^that is a key, not a key id/);
      expect((await cli('keys', 'revoke', id!)).out).toBe(`revoked ${id}\n`);
      const after = await http(url('ocean  \\+ legacy'), '/v1/containers', { key });
      expect(after.status).toBe(401);
    },
  );

  it(
    'ocean: the announcement reaches the demo organisation, which tracks containers',
    { timeout: 120_000 },
    async () => {
      const r = await cli('ocean', 'announce', '--api-version', '2027-02-01', '--message', 'v2 fields');
      expect(r.err).toBe('');
      expect(r.out).toBe('api_change_announced raised for 1 organisation(s)\n');
    },
  );

  it(
    'ocean: sandbox-advance moves a container the demo organisation adds on to its arrival in the running sandbox',
    { timeout: 120_000 },
    async () => {
      const family = /family\s+\([^)]*\)\s+(tmcp_\S+)/.exec(banner)![1]!;
      const ocean = url('ocean  \\+ legacy');
      const added = await http(ocean, '/v1/containers', {
        key: family,
        method: 'POST',
        body: { identifier: 'CSQU3054383' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const r = await cli('ocean', 'sandbox-advance', 'CSQU3054383', '--to', 'container_arrived');
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^CSQU3054383 \(sandbox\): container_arrived at [A-Z]{5}, .* 1 record\(s\) polled/);
      const after = await http(ocean, `/v1/containers/${added.body.data.id}`, { key: family });
      expect(after.body.data.eta_is_estimated).toBe(false);
    },
  );

  it(
    'rates: the sheet is imported into the running system, whose rates host lists it',
    { timeout: 120_000 },
    async () => {
      const r = await cli('rates', 'import', 'docs/examples/rate-sheet.csv');
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^5 observation\(s\) imported, 0 already stored/);
      const frm = /rates\s+(frm_\S+)/.exec(banner)![1]!;
      const listed = await http(
        url('rates'),
        '/v1/rates/observations?origin=CNSHA&destination=USLAX&source=Kuehne%2BNagel&from=2026-11-16&to=2026-11-22&limit=200',
        {
          key: frm,
        },
      );
      expect(listed.status).toBe(200);
      const fromSheet = listed.body.data.items.filter((o: { feed: string }) => o.feed !== 'sandbox');
      expect(fromSheet.map((o: { all_in: { amount: number } }) => o.all_in.amount)).toEqual([3390]);
    },
  );

  it(
    'webhooks listen: reaches the running system on its own ports and receiver port, with no port settings',
    { timeout: 120_000 },
    async () => {
      const tmcp = /family\s+\([^)]*\)\s+(tmcp_\S+)/.exec(banner)![1]!;
      const port = env.WEBHOOK_LOCAL_RECEIVER_PORT;
      const noPorts = Object.fromEntries(
        Object.entries(env).filter(([k]) => !k.endsWith('_PORT') && k !== 'WEBHOOK_LOCAL_RECEIVER_CERT_FILE'),
      );
      const child = spawn(process.execPath, ['--import', 'tsx', 'wiring/cli/webhooks.ts', 'listen', '--key', tmcp], {
        env: noPorts,
      });
      try {
        const seen: string[] = [];
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        await new Promise<void>((resolve, reject) => {
          createInterface({ input: child.stdout }).on('line', (l) => {
            seen.push(l);
            if (/^\S+ {2}ping {2}\S+ {2}signature verified/.test(l)) resolve();
          });
          child.once('exit', (code) => reject(new Error(`listen exited ${code}:\n${seen.join('\n')}\n${stderr}`)));
        });
        expect(seen[0]).toMatch(new RegExp(`^listening on https://localhost:${port}/ for ocean events`));
      } finally {
        child.kill('SIGINT');
        await once(child, 'exit');
      }
    },
  );
});
