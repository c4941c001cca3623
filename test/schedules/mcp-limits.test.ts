// The MCP tool server's HTTP edge through raw requests: one JSON-RPC message per POST (a batch
// would run many tool calls on one admission of the rate limit), and request bodies the parser
// refuses answered as the client's mistake (4xx, JSON-RPC transport errors), not as 503.
import { describe, it, expect } from 'vitest';
import { gzipSync } from 'node:zlib';
import { useSystem, http } from '../support/harness.js';

const sys = useSystem();

const ACCEPT = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const leagueCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'carrier_league', arguments: { limit: 1 } },
});

async function customer() {
  const org = await sys.org({ plan: 'paid', entitlements: { schedules: null } });
  return org.key('smcp');
}

const remaining = (a: { headers: Headers }) => Number(a.headers.get('x-ratelimit-remaining'));
const monthUsed = async (key: string) =>
  (await http(sys.urls.schedules, '/v1/usage', { key })).body.data.month.used as number;

describe('MCP rate limit and metering', () => {
  it('refuses a JSON-RPC batch, counted as one request and run as none, so N calls cannot pass as one', async () => {
    const key = await customer();
    const one = await http(sys.urls.mcp, '/mcp', { method: 'POST', key, headers: ACCEPT, body: leagueCall(1) });
    expect(one.status).toBe(200);
    expect(one.body.result.isError).toBeFalsy();
    const before = remaining(one);

    const batch = await http(sys.urls.mcp, '/mcp', {
      method: 'POST',
      key,
      headers: ACCEPT,
      body: Array.from({ length: 5 }, (_, i) => leagueCall(i + 2)),
    });
    expect(batch.status).toBe(400);
    expect(batch.body).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: expect.stringMatching(/batches are not supported/) },
      id: null,
    });

    // Counted against the rate limit (the caller was admitted before its body was read), not
    // run: the next single call is the third request and the second metered call.
    expect(remaining(batch)).toBe(before - 1);
    const next = await http(sys.urls.mcp, '/mcp', { method: 'POST', key, headers: ACCEPT, body: leagueCall(9) });
    expect(next.status).toBe(200);
    expect(remaining(next)).toBe(before - 2);
    expect(await monthUsed(key)).toBe(2);
  });
});

describe('MCP request bodies the parser refuses', () => {
  const post = async (key: string, headers: Record<string, string>, body: string | Buffer) => {
    const res = await fetch(`${sys.urls.mcp}/mcp`, {
      method: 'POST',
      headers: { ...ACCEPT, authorization: `Bearer ${key}`, ...headers },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });
    return { status: res.status, body: await res.json() };
  };
  const json = JSON.stringify(leagueCall(1));

  it('answers an unsupported charset or Content-Encoding with 415 and a body that does not decode with 400', async () => {
    const key = await customer();
    const cases: [Record<string, string>, string | Buffer, number, RegExp][] = [
      [{ 'content-type': 'application/json; charset=latin1' }, json, 415, /charset/],
      [{ 'content-type': 'application/json', 'content-encoding': 'x-unknown' }, json, 415, /encoding/],
      [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, 'not gzip at all', 400, /Invalid Request/],
      [
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        gzipSync(json).subarray(0, 12),
        400,
        /Invalid Request/,
      ],
    ];
    for (const [headers, body, status, message] of cases) {
      const a = await post(key, headers, body);
      expect(a.status, JSON.stringify(headers)).toBe(status);
      expect(a.body, JSON.stringify(headers)).toEqual({
        jsonrpc: '2.0',
        error: { code: -32000, message: expect.stringMatching(message) },
        id: null,
      });
    }
    // The same call, well encoded, runs.
    const gz = await post(key, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(json));
    expect(gz.status).toBe(200);
    expect(gz.body.result.structuredContent.carriers).toHaveLength(1);
  });
});
