// A standard router in front (docs/access.md): Hive Gateway, started from its own CLI with only
// its documented JWT settings (deploy/hive-gateway.config.ts), over our subgraph processes. It
// answers the README's federated query as our gateway does, and refuses what it must, as do the
// subgraphs behind it. Runs on test/deploy/distributed.test.ts's system (distributed mode, PostgreSQL;
// CI's PostgreSQL pass).
import { beforeAll, afterAll, it, expect } from 'vitest';
import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http } from '../../support/harness.js';
import { recordsOnLanes } from '../../support/factories.js';
import { createKey, createOrganisation } from '../../../subgraphs/accounts/store/index.js';
import { SUBGRAPHS } from '../../../subgraphs/index.js';
import { composeSupergraph } from '../../../gateway/compose.js';
import { TokenService } from '../../../platform/token.js';
import { freePort } from '../../support/free-port.js';
import type { Shared } from './shared.js';

const README_QUERY =
  '{ containers(limit: 3) { identifier status carrier { scac name upcoming_sailings } destination_port { name country_code timezone } } }';

/** The suite of Hive Gateway in front of the shared system's subgraphs. */
export function hiveRouter(shared: Shared): void {
  let hive: ChildProcess;
  let hiveUrl = '';
  let key = '';
  let orgId = '';

  beforeAll(async () => {
    const { sys, databaseUrl } = shared;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Router Org', 'paid');
    orgId = org.id;
    key = (await createKey(client, org.id, 'tmcp')).key;
    await recordsOnLanes(client, org.id, [
      { identifier: 'CSQU3054383', carrierScac: 'CMDU', destination: 'SGSIN' },
      { identifier: 'MSKU0000027', carrierScac: 'MAEU', destination: 'DEHAM' },
    ]);
    await client.end();
    const dir = mkdtempSync(join(tmpdir(), 'fg-hive-'));
    const supergraph = join(dir, 'supergraph.graphql');
    writeFileSync(
      supergraph,
      composeSupergraph(
        SUBGRAPHS.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: `${sys.urls.subgraphs[s.name]}/graphql` })),
      ),
    );
    const port = await freePort();
    hive = spawn(
      process.execPath,
      [
        'node_modules/@graphql-hive/gateway/dist/bin.js',
        'supergraph',
        supergraph,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '-c',
        'deploy/hive-gateway.config.ts',
      ],
      {
        env: { ...process.env, FREIGHTGRAPH_JWKS_URL: `${sys.urls.gateway}/.well-known/jwks.json`, LOG_LEVEL: 'error' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    hive.stderr!.on('data', (d) => (stderr += d));
    hiveUrl = `http://127.0.0.1:${port}`;
    // Ready when the supergraph is loaded (its /readiness answers 200); each wait is on an answer.
    for (let i = 0; ; i++) {
      if (hive.exitCode !== null) throw new Error(`hive-gateway exited ${hive.exitCode}: ${stderr}`);
      const ok = await fetch(`${hiveUrl}/readiness`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error(`hive-gateway not ready: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 300_000);

  afterAll(async () => {
    if (hive && hive.exitCode === null) {
      hive.kill('SIGTERM');
      await new Promise((r) => hive.once('exit', r));
    }
  });

  const token = async (body: Record<string, unknown> = {}) => {
    const t = await http(`${shared.sys.urls.gateway}/auth/token`, '', { method: 'POST', key, body });
    expect(t.status).toBe(200);
    return t.body.access_token as string;
  };
  const ask = (base: string, credential: string | undefined, query: string) =>
    http(base, '/graphql', { method: 'POST', key: credential, body: { query } });

  it("answers the README's federated query as our gateway does", async () => {
    const t = await token();
    const ours = await ask(shared.sys.urls.gateway, key, README_QUERY);
    const theirs = await ask(hiveUrl, t, README_QUERY);
    expect(ours.status).toBe(200);
    expect(ours.body.data.containers).toHaveLength(2);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual(ours.body);
  });

  it('refuses no token, a tampered token, an expired token and a token without the scope, and so do the subgraphs', async () => {
    const good = await token();
    const [head, payload, sig] = good.split('.');
    const tampered = `${head}.${payload}.${sig!.slice(0, -4)}${sig!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const signer = await TokenService.create(
      { signingKey: JSON.stringify(shared.sys.signingKey), jwks: null, jwksUrl: null },
      { ephemeral: false, needs: 'sign' },
    );
    const principal = {
      orgId,
      plan: 'paid',
      keyId: 'k',
      keyPrefix: 'tmcp',
      entitlements: {},
      limits: { window: 120, minute: 360 },
    };
    const expired = (await signer.issue(principal, new Date(Date.now() - 3600_000), { seconds: 300, client: 'token' }))
      .token;
    const narrow = await token({ scope: 'account:read' });
    const query = '{ containers { identifier } }';
    const ocean = `${shared.sys.urls.subgraphs.ocean}`;

    const none = await ask(hiveUrl, undefined, query);
    expect(none.status).toBe(401);
    expect(none.body.errors[0].extensions.code).toBe('UNAUTHORIZED_FIELD_OR_TYPE');
    expect((await ask(ocean, undefined, query)).body.errors[0].extensions.code).toBe('UNAUTHORIZED');

    for (const [name, t] of [
      ['tampered', tampered],
      ['expired', expired],
    ] as const) {
      expect((await ask(hiveUrl, t, query)).status, name).toBe(401);
      const direct = await ask(ocean, t, query);
      expect(direct.status, name).toBe(401);
      expect(direct.body.errors[0].extensions.code, name).toBe('UNAUTHORIZED');
    }

    const scopeless = await ask(hiveUrl, narrow, query);
    expect(scopeless.status).toBe(401);
    expect(scopeless.body.errors[0].extensions.code).toBe('UNAUTHORIZED_FIELD_OR_TYPE');
    const direct = await ask(ocean, narrow, query);
    expect(direct.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await ask(hiveUrl, narrow, '{ me { id } }')).body).toEqual({ data: { me: { id: orgId } } });

    // Open reference data stays open through the router.
    const open = await ask(hiveUrl, undefined, '{ carriers { scac } }');
    expect(open.status).toBe(200);
    expect(open.body.data.carriers.length).toBeGreaterThan(60);
  });
}
