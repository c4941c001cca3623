// Revocation reaches tokens (issue 29): revoking a key stops every token minted from it, and
// ending an entitlement ends it for tokens minted before, on every edge (gateway, REST hosts,
// MCP, legacy), as soon as the accounts change is heard (Postgres NOTIFY), without a database
// query per request. The same across processes: test/deploy/distributed.test.ts.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { useSystem, http, type TestOrg } from '../support/harness.js';
import { Receiver } from '../support/webhooks-receiver.js';
import { certs } from '../support/webhooks-suite.js';
import { grantEntitlement, hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { accountsChangeHeard } from '../support/accounts-heard.js';

let rx: Receiver;
let gatewayBase: string;
const sys = useSystem();
beforeAll(async () => {
  rx = await Receiver.start(certs);
  gatewayBase = sys.urls.gateway.replace(/\/graphql$/, '');
});
afterAll(async () => {
  await rx?.close();
});

const mint = async (key: string, body: Record<string, unknown> = {}): Promise<string> => {
  const r = await http(gatewayBase, '/auth/token', { key, method: 'POST', body });
  expect(r.status, r.text).toBe(200);
  return r.body.access_token as string;
};

const keyId = async (key: string): Promise<string> =>
  (await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [hashKey(key)]))
    .rows[0]!.id;

const heard = (change: () => Promise<unknown>) => accountsChangeHeard(sys.services.db, change);

/** One read per edge, answering its HTTP status. */
const EDGES: Record<string, (token: string) => Promise<number>> = {
  gateway: async (t) =>
    (await http(sys.urls.gateway, '', { key: t, method: 'POST', body: { query: '{ me { id } }' } })).status,
  ocean: async (t) => (await http(sys.urls.ocean, '/v1/containers', { key: t })).status,
  legacy: async (t) => (await http(sys.urls.ocean, '/compat/legacy/tracking?number=CSQU3054383', { key: t })).status,
  schedules: async (t) =>
    (await http(sys.urls.schedules, '/public/schedules?origin=CNSHA&destination=NLRTM', { key: t })).status,
  mcp: async (t) =>
    (
      await fetch(`${sys.urls.mcp}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
        }),
      })
    ).status,
};

async function statuses(token: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [edge, read] of Object.entries(EDGES)) out[edge] = await read(token);
  return out;
}
const every = (status: number) => Object.fromEntries(Object.keys(EDGES).map((e) => [e, status]));

describe('revoking a key', () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await sys.org({ entitlements: { schedules: null, air_cargo: null } });
  });

  it("stops its tokens on every edge once the change is heard, and no other key's", async () => {
    const doomed = await org.key('tmcp');
    const token = await mint(doomed);
    const other = await mint(await org.key('tmcp'));
    expect(await statuses(token)).toEqual(every(200));

    const id = await keyId(doomed);
    await heard(() => revokeKey(sys.services.db, id, sys.clock.now()));
    expect(await statuses(token)).toEqual(every(401));
    const refused = await http(sys.urls.ocean, '/v1/containers', { key: token });
    expect(refused.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/revoked/) });
    expect(await statuses(other)).toEqual(every(200));
  });

  it('stops a token joined from several keys when any one of them is revoked', async () => {
    const tmcp = await org.key('tmcp');
    const smcp = await org.key('smcp');
    const token = await mint(tmcp, { with_keys: [smcp] });
    expect(await EDGES.schedules!(token)).toBe(200);
    const id = await keyId(smcp);
    await heard(() => revokeKey(sys.services.db, id, sys.clock.now()));
    expect(await statuses(token)).toEqual(every(401));
  });

  it('costs no more database statements per request than the API key itself while nothing changes', async () => {
    const key = await org.key('tmcp');
    const token = await mint(key);
    const cost = async (credential: string) => {
      const before = sys.services.db.stats.statements;
      expect(await EDGES.ocean!(credential)).toBe(200);
      return sys.services.db.stats.statements - before;
    };
    await cost(key); // the key and the organisation's standing are read once, then remembered
    await cost(token);
    expect(await cost(token)).toBe(await cost(key));
  });
});

describe('ending an entitlement', () => {
  it('stops air and schedules reads and air webhook registration by a token minted before', async () => {
    const org = await sys.org({ entitlements: { schedules: null, air_cargo: null } });
    const token = await mint(await org.key('tmcp'));
    const air = () => http(sys.urls.air, '/track/176-12345675', { key: token });
    const schedules = () => EDGES.schedules!(token);
    const register = () =>
      http(sys.urls.air, '/v1/webhooks', { key: token, method: 'POST', body: { url: rx.url('/air') } });
    expect((await air()).status).not.toBe(403);
    expect(await schedules()).toBe(200);
    const registered = await register();
    expect(registered.status, registered.text).toBe(201);

    const ended = sys.clock.now();
    await heard(() => grantEntitlement(sys.services.db, org.id, 'air_cargo', ended));
    await heard(() => grantEntitlement(sys.services.db, org.id, 'schedules', ended));
    const read = await air();
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('access_expired'); // air's spelling of ACCESS_EXPIRED
    expect(await schedules()).toBe(403);
    const refused = await register();
    expect(refused.status).toBe(403);
    // What the token holds besides is untouched.
    expect(await EDGES.ocean!(token)).toBe(200);
  });
});
