// One subgraph down (issue 23): in distributed mode, each subgraph in turn stops answering (its
// port refuses connections, as when the process is gone) and the dashboard's query over four
// subgraphs still answers every other subgraph's fields; the down subgraph's fields are null, each
// with an error at its path, code SUBGRAPH_UNAVAILABLE and the subgraph's name, and no internal
// address. Runs on test/deploy/distributed.test.ts's system (distributed mode, PostgreSQL).
import { beforeAll, it, expect } from 'vitest';
import pg from 'pg';
import { http } from '../../support/harness.js';
import { recordsOnLanes } from '../../support/factories.js';
import { createKey, createOrganisation, grantEntitlement } from '../../../subgraphs/accounts/store/index.js';
import { openDb } from '../../../platform/db.js';
import type { Shared } from './shared.js';

/** The subgraphs the gateway reaches through a hop, each taken down in turn. */
export const BEHIND_HOPS = ['reference', 'schedules', 'rates'];

const QUERY = `query Dashboard { containers(limit: 5) { identifier
    carrier { name upcoming_sailings reliability { observations } }
    destination_port { name congestion { level } } }
  carrier_league(limit: 3) { total }
  shipping_lanes { origin destination shipments { count } sailings { sailings } market_rates { p50 } } }`;

/** The suite of a subgraph that cannot be reached, on the shared system's hops. */
export function outage(shared: Shared): void {
  let key = '';

  beforeAll(async () => {
    const { sys, databaseUrl } = shared;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const org = await createOrganisation(client, 'Outage Org', 'paid');
    const family = (await createKey(client, org.id, 'tmcp')).key;
    const rates = (await createKey(client, org.id, 'frm')).key;
    await recordsOnLanes(client, org.id, [
      { identifier: 'CSQU3054383', carrierScac: 'CMDU', origin: 'CNSHA', destination: 'SGSIN' },
      { identifier: 'MSKU0000027', carrierScac: 'MAEU', origin: 'CNSHA', destination: 'DEHAM' },
    ]);
    await client.end();
    const accounts = await openDb({ databaseUrl });
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
  });

  const ask = async () => {
    const r = await http(shared.sys.urls.gateway, '/graphql', {
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
    const hop = shared.hops.get(name)!;
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
}
