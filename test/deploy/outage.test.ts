// One subgraph down (issue 23): in distributed mode, each subgraph in turn stops answering (its
// port refuses connections, as when the process is gone) and the dashboard's query over four
// subgraphs still answers every other subgraph's fields; the down subgraph's fields are null, each
// with an error at its path, code SUBGRAPH_UNAVAILABLE and the subgraph's name, and no internal
// address. Needs PostgreSQL (distributed mode).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshPostgresDatabase, http, usingPostgres } from '../support/harness.js';
import { recordsOnLanes } from '../support/factories.js';
import { startDistributed, type DistributedSystem } from '../support/processes.js';
import { createKey, createOrganisation, grantEntitlement } from '../../subgraphs/accounts/store/index.js';
import { openDb } from '../../platform/db.js';

/** A hop in front of a subgraph that can be taken down (its port then refuses connections) and up again. */
class Hop {
  private server: Server;
  port = 0;
  target = '';
  constructor() {
    this.server = this.create();
  }
  private create(): Server {
    return createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const h of ['authorization', 'traceparent']) if (req.headers[h]) headers[h] = req.headers[h] as string;
        const answer = await fetch(this.target, { method: 'POST', headers, body: Buffer.concat(chunks) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
  }
  listen = () => new Promise<void>((r) => this.server.listen(this.port, '127.0.0.1', () => r()));
  async start() {
    await this.listen();
    this.port = (this.server.address() as AddressInfo).port;
  }
  down = () =>
    new Promise<void>((r) => {
      this.server.close(() => r());
      this.server.closeAllConnections();
    });
  async up() {
    this.server = this.create();
    await this.listen();
  }
}

const QUERY = `query Dashboard { containers(limit: 5) { identifier
    carrier { name upcoming_sailings reliability { observations } }
    destination_port { name congestion { level } } }
  carrier_league(limit: 3) { total }
  shipping_lanes { origin destination shipments { count } sailings { sailings } market_rates { p50 } } }`;

describe.skipIf(!usingPostgres)('a subgraph that cannot be reached', () => {
  let db: { url: string; drop(): Promise<void> };
  let sys: DistributedSystem;
  const hops = new Map<string, Hop>();
  let key = '';

  beforeAll(async () => {
    db = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
    for (const name of ['reference', 'schedules', 'rates']) {
      const hop = new Hop();
      await hop.start();
      hops.set(name, hop);
    }
    sys = await startDistributed(db.url, {}, (name, url) => {
      const hop = hops.get(name);
      if (!hop) return url;
      hop.target = url;
      return `http://127.0.0.1:${hop.port}/graphql`;
    });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const org = await createOrganisation(client, 'Outage Org', 'paid');
    const family = (await createKey(client, org.id, 'tmcp')).key;
    const rates = (await createKey(client, org.id, 'frm')).key;
    await recordsOnLanes(client, org.id, [
      { identifier: 'CSQU3054383', carrierScac: 'CMDU', origin: 'CNSHA', destination: 'SGSIN' },
      { identifier: 'MSKU0000027', carrierScac: 'MAEU', origin: 'CNSHA', destination: 'DEHAM' },
    ]);
    await client.end();
    const accounts = await openDb({ databaseUrl: db.url });
    await grantEntitlement(accounts, org.id, 'schedules', null);
    await grantEntitlement(accounts, org.id, 'freight_rates', null);
    await accounts.close();
    // The analysts' token: the family key's scopes and the rates key's (docs/access.md).
    const t = await http(sys.urls.gateway, '/auth/token', {
      method: 'POST',
      key: family,
      body: { with_keys: [rates] },
    });
    expect(t.status, t.text).toBe(200);
    key = t.body.access_token;
  }, 300_000);
  afterAll(async () => {
    await sys?.stop();
    for (const hop of hops.values()) await hop.down();
    await db?.drop();
  });

  const ask = async () => {
    const r = await http(sys.urls.gateway, '/graphql', {
      method: 'POST',
      key,
      body: { query: QUERY, operationName: 'Dashboard' },
    });
    expect(r.status, r.text).toBe(200);
    return r.body;
  };

  it('all up: every field answers', async () => {
    const r = await ask();
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.containers).toHaveLength(2);
    expect(r.data.containers[0].carrier.name).toEqual(expect.any(String));
    expect(r.data.carrier_league.total).toEqual(expect.any(Number));
  });

  /** Each subgraph's down answer: its errors, and what the other subgraphs still answered. */
  const down = async (name: string) => {
    const hop = hops.get(name)!;
    await hop.down();
    try {
      const r = await ask();
      expect(r.data).not.toBeNull();
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(e.extensions.code, JSON.stringify(e)).toBe('SUBGRAPH_UNAVAILABLE');
        expect(e.extensions.subgraph).toBe(name);
        expect(e.message).toBe(`subgraph "${name}" is unavailable; its fields are null in this answer`);
        expect(e.path.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(r)).not.toMatch(/127\.0\.0\.1|ECONN|localhost/);
      // Ocean's own fields always arrive.
      expect(r.data.containers.map((c: any) => c.identifier).sort()).toEqual(['CSQU3054383', 'MSKU0000027']);
      expect(r.data.shipping_lanes.map((l: any) => l.shipments.count)).toEqual([1, 1]);
      return r;
    } finally {
      await hop.up();
    }
  };

  it('schedules down: only its fields are null; carrier names, ports, lanes and rates arrive', async () => {
    const r = await down('schedules');
    for (const c of r.data.containers) {
      expect(c.carrier.name).toEqual(expect.any(String));
      expect(c.carrier.upcoming_sailings).toBeNull();
      expect(c.carrier.reliability).toBeNull();
      expect(c.destination_port.name).toEqual(expect.any(String));
      expect(c.destination_port.congestion).toBeNull();
    }
    expect(r.data.carrier_league).toBeNull();
    for (const l of r.data.shipping_lanes) expect(l.sailings).toBeNull();
    const paths = r.errors.map((e: any) => e.path.join('.'));
    expect(paths).toContain('carrier_league');
    expect(paths).toContain('containers.0.carrier');
    expect(paths).toContain('shipping_lanes.0');
  });

  it('reference down: carriers and ports are null; schedules and lanes arrive', async () => {
    const r = await down('reference');
    for (const c of r.data.containers) {
      expect(c.carrier).toBeNull();
      expect(c.destination_port).toBeNull();
    }
    expect(r.data.carrier_league.total).toEqual(expect.any(Number));
    for (const l of r.data.shipping_lanes) expect(l.sailings.sailings).toEqual(expect.any(Number));
  });

  it('rates down: market rates are null; everything else arrives', async () => {
    const r = await down('rates');
    for (const l of r.data.shipping_lanes) {
      expect(l.market_rates).toBeNull();
      expect(l.sailings.sailings).toEqual(expect.any(Number));
    }
    for (const c of r.data.containers) expect(c.carrier.upcoming_sailings).toEqual(expect.any(Number));
    expect(r.data.carrier_league.total).toEqual(expect.any(Number));
  });

  it('back up: every field answers again', async () => {
    expect((await ask()).errors).toBeUndefined();
  });
});
