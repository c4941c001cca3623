// The schedules MCP tool server driven by the SDK's own client over Streamable HTTP: the
// eight tools, structured output answered by the same subgraph as the REST routes, tool
// errors for bad arguments and refusals (readable by a client that validates output schemas),
// counting, and the HTTP refusals (401, 403, 405). Batches and bodies: mcp-limits.test.ts.
import { describe, it, expect, afterAll } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { useSystem, http } from '../support/harness.js';
import { definePlan } from '../support/factories.js';
import { MCP_TOOL_NAMES, postInitialize } from '../support/mcp.js';

const clients: Client[] = [];
const sys = useSystem();
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
});

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'freightgraph-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${sys.urls.mcp}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  // Listing makes the SDK client check every structured answer against the tool's output schema,
  // as the MCP Inspector does: every call below goes through that check.
  await client.listTools();
  return client;
}

async function customer(plan = 'paid') {
  const org = await sys.org({ plan, entitlements: { schedules: null } });
  return { org, key: await org.key('smcp') };
}

const monthUsed = async (key: string) =>
  (await http(sys.urls.schedules, '/v1/usage', { key })).body.data.month.used as number;

describe('MCP tool server', () => {
  it('lists the eight tools with precise input schemas and output schemas', async () => {
    const { key } = await customer();
    const client = await connect(key);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(MCP_TOOL_NAMES);
    for (const t of tools) {
      expect(t.description!.length, t.name).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe('object');
      expect((t.inputSchema as any).additionalProperties, t.name).toBe(false);
      expect(t.outputSchema?.type, t.name).toBe('object');
    }
    const find = tools.find((t) => t.name === 'find_sailings')!;
    expect(find.inputSchema.required).toEqual(['origin', 'destination']);
    expect((find.inputSchema.properties as any).limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
    expect(await monthUsed(key)).toBe(0); // listing is not a call
  });

  it('answers every tool with structured output from the same subgraph as REST, counting calls that carry data', async () => {
    const { key } = await customer();
    const client = await connect(key);
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = (await client.callTool({ name, arguments: args })) as any;
      expect(r.isError, `${name}: ${JSON.stringify(r.content)}`).toBeFalsy();
      expect(JSON.parse(r.content[0].text)).toEqual(r.structuredContent);
      return r as { structuredContent: any; _meta: any };
    };

    const page1 = await call('find_sailings', { origin: 'CNSHA', destination: 'NLRTM', limit: 3 });
    expect(page1.structuredContent.items).toHaveLength(3);
    expect(page1._meta.usage.month.used).toBe(1);
    const rest = await http(sys.urls.schedules, '/public/schedules?origin=CNSHA&destination=NLRTM&limit=3', { key });
    expect(page1.structuredContent.items).toEqual(rest.body.data.items);
    const page2 = await call('find_sailings', {
      origin: 'CNSHA',
      destination: 'NLRTM',
      limit: 3,
      cursor: page1.structuredContent.next_cursor,
    });
    expect(page2.structuredContent.later_page).toBe(true);
    expect(page2._meta.usage.counted).toBe(false);

    const best = await call('find_best_sailings', {
      origin: 'CNSHA',
      destination: 'NLRTM',
      weights: { transit: 1, reliability: 0, cutoff: 0 },
      limit: 4,
    });
    const items = best.structuredContent.items;
    expect(items.map((i: any) => i.rank)).toEqual([1, 2, 3, 4]);
    expect(items[0].transit_score).toBe(1);
    expect(items.map((i: any) => i.score)).toEqual(
      [...items.map((i: any) => i.score)].sort((a: number, b: number) => b - a),
    );
    expect(best.structuredContent.weights).toEqual({ transit: 1, reliability: 0, cutoff: 0 });
    const balanced = await call('find_best_sailings', {
      origin: 'CNSHA',
      destination: 'NLRTM',
      ready_at: '2026-11-25T00:00:00Z',
    });
    for (const i of balanced.structuredContent.items) {
      expect(Date.parse(i.route.cutoffs.documentation_at)).toBeGreaterThanOrEqual(Date.parse('2026-11-25T00:00:00Z'));
      expect(['lane', 'carrier', 'none']).toContain(i.reliability_basis);
    }

    const cmp = await call('compare_lanes', {
      lanes: [
        { origin: 'CNSHA', destination: 'NLRTM' },
        { origin: 'CNSHA', destination: 'USLAX' },
      ],
    });
    expect(cmp.structuredContent.lanes.map((l: any) => [l.origin, l.destination])).toEqual([
      ['CNSHA', 'NLRTM'],
      ['CNSHA', 'USLAX'],
    ]);
    for (const l of cmp.structuredContent.lanes)
      expect(l.fastest_transit_days).toBeLessThanOrEqual(l.median_transit_days);
    expect(cmp.structuredContent.lanes[1].median_transit_days).toBeLessThan(
      cmp.structuredContent.lanes[0].median_transit_days,
    ); // the Pacific is shorter

    const rel = await call('carrier_reliability', { carrier: 'maeu', origin: 'CNSHA', destination: 'NLRTM' });
    expect(rel.structuredContent).toMatchObject({
      carrier_code: 'MAEU',
      carrier_name: 'Maersk A/S',
      min_obs: 20,
      tolerance_hours: 24,
    });
    expect(rel.structuredContent.overall.observations).toBeGreaterThan(rel.structuredContent.lane.observations);

    const league = await call('carrier_league', { limit: 5 });
    const restLeague = await http(sys.urls.schedules, '/public/reliability/leaderboard?limit=5', { key });
    expect(league.structuredContent).toEqual(restLeague.body.data);
    expect(rel.structuredContent.league).toEqual(
      (await call('carrier_league', {})).structuredContent.carriers.find((c: any) => c.carrier_code === 'MAEU'),
    );

    const transit = await call('transit_time', { origin: 'CNSHA', destination: 'USLAX', weeks: 4 });
    const t = transit.structuredContent;
    expect(t.sailings).toBeGreaterThan(0);
    expect(t.fastest_days).toBeLessThanOrEqual(t.median_days);
    expect(t.median_days).toBeLessThanOrEqual(t.slowest_days);
    expect(t.carriers.some((c: any) => c.observed_voyages > 0 && c.observed_median_days > 10)).toBe(true);

    const port = await call('port_congestion', { port: 'BDCGP' });
    const restPort = await http(sys.urls.schedules, '/public/port-congestion?port=BDCGP', { key });
    expect(port.structuredContent).toEqual({ port: restPort.body.data, leaderboard: null });
    const board = await call('port_congestion', { level: 'severe', limit: 3 });
    expect(board.structuredContent.port).toBeNull();
    expect(board.structuredContent.leaderboard.items.every((i: any) => i.level === 'severe')).toBe(true);

    const storm = await call('lane_storm_exposure', { origin: 'CNSHA', destination: 'USLAX', month: 9 });
    const s = storm.structuredContent;
    expect(s.route).toMatchObject({ source: 'next_direct_sailing' });
    expect(s.route.ports[0]).toBe('CNSHA');
    expect(s.route.ports.at(-1)).toBe('USLAX');
    expect(s.basins.map((b: any) => b.code)).toContain('WNP');
    expect(s.month).toMatchObject({ month: 9, name: 'Sep' });
    expect(s.month.exposure).toBeGreaterThan(s.monthly[1].exposure); // September against February
    expect(['Aug', 'Sep']).toContain(s.peak_month.name);
    const north = await call('lane_storm_exposure', { origin: 'NLRTM', destination: 'DEHAM' });
    expect(north.structuredContent).toMatchObject({
      basins: [],
      level: 'none',
      peak_month: null,
      annual_mean_exposure: 0,
    });

    // counted: page 1, two best, compare, reliability, two leagues, transit, two congestion, two storms
    // (+ the REST calls made to compare: search, leaderboard, port)
    expect(await monthUsed(key)).toBe(12 + 3);
  });

  it('refuses bad arguments and unknown things with a tool error whose _meta.error carries the code, for every tool, not counted', async () => {
    const { key } = await customer();
    const client = await connect(key);
    const lane = { origin: 'CNSHA', destination: 'NLRTM' };
    // Every tool's refusals: [arguments, code, message].
    const REFUSALS: Record<string, [Record<string, unknown>, string, RegExp][]> = {
      find_sailings: [
        [{ origin: 'X', destination: 'NLRTM' }, 'VALIDATION_ERROR', /origin: a UN\/LOCODE such as NLRTM/],
        [{ origin: 'CNSHA' }, 'VALIDATION_ERROR', /destination: /],
        [{ ...lane, limit: 500 }, 'VALIDATION_ERROR', /limit: /],
        [{ ...lane, colour: 'red' }, 'VALIDATION_ERROR', /colour/],
        [{ origin: 'CNZZZ', destination: 'NLRTM' }, 'NOT_FOUND', /origin CNZZZ is not a known port/],
        [{ ...lane, carriers: ['ZZZZ'] }, 'VALIDATION_ERROR', /unknown SCAC/],
        [{ ...lane, cursor: 'forged.cursor' }, 'VALIDATION_ERROR', /cursor/],
      ],
      find_best_sailings: [
        [{ ...lane, weights: { transit: 0, reliability: 0, cutoff: 0 } }, 'VALIDATION_ERROR', /at least one weight/],
        [{ ...lane, ready_at: 'tomorrow' }, 'VALIDATION_ERROR', /ready_at: /],
        [{ origin: 'CNSHA', destination: 'NLZZZ' }, 'NOT_FOUND', /NLZZZ/],
      ],
      compare_lanes: [
        [{ lanes: [lane] }, 'VALIDATION_ERROR', /lanes: /],
        [{ lanes: [lane, { origin: 'CNSHA', destination: 'USZZZ' }] }, 'NOT_FOUND', /USZZZ/],
      ],
      carrier_reliability: [
        [{ carrier: 'ZZZZ' }, 'NOT_FOUND', /no carrier with SCAC ZZZZ/],
        [{ carrier: 'MAEU', origin: 'CNSHA' }, 'VALIDATION_ERROR', /give both origin and destination/],
      ],
      carrier_league: [[{ limit: 0 }, 'VALIDATION_ERROR', /limit: /]],
      transit_time: [
        [{ origin: 'CNSHA', destination: 'CNSHA' }, 'VALIDATION_ERROR', /origin and destination must differ/],
        [{ ...lane, weeks: 14 }, 'VALIDATION_ERROR', /weeks: /],
        [{ origin: 'CNZZZ', destination: 'NLRTM' }, 'NOT_FOUND', /CNZZZ/],
      ],
      port_congestion: [
        [{ level: 'extreme' }, 'VALIDATION_ERROR', /level: /],
        [{ port: 'AEAJM' }, 'NOT_FOUND', /no recent congestion reading/],
      ],
      lane_storm_exposure: [
        [{ ...lane, month: 13 }, 'VALIDATION_ERROR', /month: /],
        [{ origin: 'CNZZZ', destination: 'NLRTM' }, 'NOT_FOUND', /CNZZZ/],
      ],
    };
    expect(Object.keys(REFUSALS).sort()).toEqual(MCP_TOOL_NAMES);
    for (const [name, cases] of Object.entries(REFUSALS)) {
      for (const [args, code, message] of cases) {
        const what = `${name} ${JSON.stringify(args)}`;
        const r = (await client.callTool({ name, arguments: args })) as any;
        expect(r.isError, what).toBe(true);
        expect(r._meta?.error, what).toEqual({ code, message: expect.stringMatching(message) });
        expect(r.content, what).toEqual([{ type: 'text', text: `${code}: ${r._meta.error.message}` }]);
        expect(r.structuredContent, what).toBeUndefined();
      }
    }
    expect(await monthUsed(key)).toBe(0);
    // An unknown tool is a protocol error (MCP: -32602), which the SDK client throws.
    await expect(client.callTool({ name: 'find_cheapest_sailings', arguments: {} })).rejects.toThrow(
      /-32602.*Unknown tool: find_cheapest_sailings/,
    );
  });

  it('answers a refusal the SDK client reads after listing the tools (their output schemas) without a throw', async () => {
    const { key } = await customer();
    const client = await connect(key); // lists the tools
    const r = (await client.callTool({ name: 'port_congestion', arguments: { port: 'AEAJM' } })) as any;
    expect(r.isError).toBe(true);
    expect(r.content).toEqual([{ type: 'text', text: expect.stringMatching(/^NOT_FOUND: no recent congestion/) }]);
    expect(r._meta.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(r.structuredContent).toBeUndefined();
    const unknownPort = (await client.callTool({
      name: 'find_sailings',
      arguments: { origin: 'CNZZZ', destination: 'NLRTM' },
    })) as any;
    expect(unknownPort._meta.error).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/CNZZZ/) });
    // A bad argument likewise, with its code and the argument named (docs/schedules.md).
    const bad = (await client.callTool({ name: 'carrier_league', arguments: { limit: 0 } })) as any;
    expect(bad).toMatchObject({ isError: true, content: [{ type: 'text', text: /^VALIDATION_ERROR: .*limit/ }] });
    expect(bad._meta.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.structuredContent).toBeUndefined();
  });

  it('does not announce tool-list changes: the server is stateless and its tools fixed', async () => {
    const { key } = await customer();
    const client = await connect(key);
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: false });
  });

  it('answers quota_exceeded as a tool error with retry_after_seconds', async () => {
    await definePlan(sys.services.db, 'mcp_tiny', {
      windowLimit: 120,
      minuteLimit: 360,
      schedules: { monthlyCalls: 100, dailyKeyCalls: 1 },
    });
    const { key } = await customer('mcp_tiny');
    const client = await connect(key);
    expect(((await client.callTool({ name: 'carrier_league', arguments: { limit: 1 } })) as any).isError).toBeFalsy();
    const r = (await client.callTool({ name: 'carrier_league', arguments: { limit: 1 } })) as any;
    expect(r.isError).toBe(true);
    expect(r._meta.error).toMatchObject({ code: 'quota_exceeded', retry_after_seconds: 43_200 });
    expect(await monthUsed(key)).toBe(1);
  });

  it('refuses a bad key with 401, no schedules with 403, and GET with 405', async () => {
    await expect(connect(`smcp_${'B'.repeat(32)}`)).rejects.toThrow(/401|unknown/i);
    const none = await postInitialize(sys.urls.mcp);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      ok: false,
      error: { code: 'UNAUTHORIZED', message: expect.stringMatching(/missing/) },
    });
    expect((await postInitialize(sys.urls.mcp, `lmcp_${'A'.repeat(32)}`)).status).toBe(401);
    const noSchedules = await sys.org({ entitlements: {} });
    const ended = await sys.org({ entitlements: { schedules: new Date(sys.clock.now().getTime() - 1000) } });
    for (const [key, code] of [
      [await noSchedules.key('tmcp'), 'FORBIDDEN'],
      [await ended.key('smcp'), 'access_expired'],
    ] as const) {
      const refused = await postInitialize(sys.urls.mcp, key);
      expect(refused.status, code).toBe(403);
      expect(refused.body.error.code).toBe(code);
    }
    const { key } = await customer();
    const ok = await postInitialize(sys.urls.mcp, key);
    expect(ok.status).toBe(200);
    expect(ok.body.result.serverInfo.name).toBe('freightgraph-schedules');
    expect(ok.headers.get('x-ratelimit-limit')).toBe('120');
    expect((await http(sys.urls.mcp, '/mcp', { key })).status).toBe(405);
  });
});
