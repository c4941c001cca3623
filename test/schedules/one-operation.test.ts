// Each schedules REST request and MCP tool call is one GraphQL operation: the data field counts
// itself (its usage counters and watched lane) and schedules_usage in the same
// operation shows the counters after that count.
import { describe, it, expect, afterAll, vi } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { useSystem, http, TEST_CLOCK_START } from '../support/harness.js';
import { flushAllowance } from '../../subgraphs/schedules/workers/allowance.js';

const sys = useSystem();
afterAll(async () => {
  vi.restoreAllMocks();
});

async function customer() {
  const org = await sys.org({ plan: 'paid', entitlements: { schedules: null } });
  return { org, key: await org.key('smcp') };
}

/** The operations the gateway runs while `work` runs. */
async function operations(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const execute = sys.gateway.execute.bind(sys.gateway);
  const spy = vi.spyOn(sys.gateway, 'execute').mockImplementation((query, variables, caller) => {
    seen.push(query);
    return execute(query, variables, caller);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

/** The month's counter in PostgreSQL, once this process's admitted calls are written. */
const monthUsed = async (orgId: string) => {
  await flushAllowance(sys.services);
  return (
    (
      await sys.services.db.query<{ used: number }>(
        "SELECT used FROM schedules.usage_counters WHERE subject = $1 AND period = 'month'",
        [orgId],
      )
    ).rows[0]?.used ?? 0
  );
};

describe('one operation per request', () => {
  it('answers a counted search with one operation that counts, marks the lane watched and shows the usage after the count', async () => {
    const { org, key } = await customer();
    let r!: Awaited<ReturnType<typeof http>>;
    const ops = await operations(async () => {
      r = await http(sys.urls.schedules, '/public/schedules?origin=CNSHA&destination=NLRTM&limit=2', { key });
    });
    expect(r.status).toBe(200);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatch(/schedule_search\(/);
    expect(ops[0]).not.toMatch(/mutation/);
    expect(r.headers.get('x-usage-counted')).toBe('1');
    expect(r.headers.get('x-usage-month')).toBe('1');
    expect(await monthUsed(org.id)).toBe(1); // written, and the lane with it
    const watched = await sys.services.db.query(
      'SELECT 1 FROM schedules.lane_interest WHERE org_id = $1 AND origin = $2 AND destination = $3',
      [org.id, 'CNSHA', 'NLRTM'],
    );
    expect(watched.rows).toHaveLength(1);

    // a later page: one operation, not counted
    const cursor = encodeURIComponent(r.body.data.next_cursor);
    const later = await operations(async () => {
      r = await http(sys.urls.schedules, `/public/schedules?origin=CNSHA&destination=NLRTM&limit=2&cursor=${cursor}`, {
        key,
      });
    });
    expect(later).toHaveLength(1);
    expect(r.headers.get('x-usage-counted')).toBe('0');
    expect(await monthUsed(org.id)).toBe(1);
  });

  it('answers a keyless transition call with one operation, counting nothing', async () => {
    sys.clock.set('2026-10-21T12:00:00Z');
    try {
      let r!: Awaited<ReturnType<typeof http>>;
      const ops = await operations(async () => {
        r = await http(sys.urls.schedules, '/public/reliability/leaderboard?limit=2');
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('deprecation')).toBe('true');
      expect(ops).toHaveLength(1);
      expect(ops[0]).not.toMatch(/schedules_usage/);
    } finally {
      sys.clock.set(TEST_CLOCK_START);
    }
  });

  it('answers an MCP tool call with one operation', async () => {
    const { org, key } = await customer();
    const client = new Client({ name: 'freightgraph-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${sys.urls.mcp}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${key}` } },
      }),
    );
    try {
      let result: any;
      const ops = await operations(async () => {
        result = await client.callTool({ name: 'port_congestion', arguments: { port: 'NLRTM' } });
      });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ port: { port: 'NLRTM' }, leaderboard: null });
      expect(result._meta.usage).toMatchObject({ counted: true, month: { used: 1 } });
      expect(ops).toHaveLength(1);
      expect(await monthUsed(org.id)).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('shows the usage after every data field of the operation, wherever schedules_usage stands in it', async () => {
    const { org, key } = await customer();
    const r = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: {
        query:
          '{ usage: schedules_usage { counted month { used } } league: carrier_league(limit: 1) { total } port: port_congestion(port: "NLRTM") { port } }',
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.usage).toEqual({ counted: true, month: { used: 2 } });
    expect(await monthUsed(org.id)).toBe(2);
    const empty = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: {
        query:
          '{ search: schedule_search(origin: "AEAJM", destination: "NLRTM") { total } usage: schedules_usage { counted month { used } } }',
      },
    });
    expect(empty.body.data).toEqual({ search: { total: 0 }, usage: { counted: false, month: { used: 2 } } });
  });
});
