// Request ids (docs/operations.md): W3C traceparent continued from the caller or started, on
// every answer (X-Request-Id, traceparent), through the adapter, the gateway and the subgraph
// that answers (in-process: the request's async context; between processes: the traceparent
// header postInternal sends), and on every log line written meanwhile.
import { describe, it, expect, beforeAll, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, useSystem } from '../support/harness.js';
import { currentTrace, traceOf, withTrace, type Trace } from '../../platform/trace.js';
import { traceFields } from '../../platform/logger.js';
import { postInternal } from '../../platform/http.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const INCOMING = `00-${TRACE_ID}-${CALLER_SPAN}-01`;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

let key: string;
const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org()).key('tmcp');
});

/** The trace each SQL statement of the ocean store ran under, while `fn` runs. */
async function oceanSqlTraces(fn: () => Promise<unknown>): Promise<(Trace | null)[]> {
  const seen: (Trace | null)[] = [];
  const db = sys.services.db;
  const original = db.query.bind(db);
  const spy = vi.spyOn(db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
    if (/\bocean\.containers\b/.test(sql)) seen.push(currentTrace());
    return original(sql, params);
  }) as typeof db.query);
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe('request ids and traceparent', () => {
  it('continues a valid incoming traceparent from the REST host to the subgraph that answers, and names it on the answer', async () => {
    // A read, and a write whose JSON body is parsed before the route runs.
    const asks = [
      { path: '/v1/containers', status: 200 },
      { path: '/v1/containers', method: 'POST', body: { identifier: 'CSQU3054383' }, status: 201 },
    ];
    for (const { status, ...ask } of asks) {
      let r!: Awaited<ReturnType<typeof http>>;
      const traces = await oceanSqlTraces(async () => {
        r = await http(sys.urls.ocean, ask.path, { ...ask, key, headers: { traceparent: INCOMING } });
      });
      expect(r.status).toBe(status);
      expect(r.headers.get('x-request-id')).toBe(TRACE_ID);
      const [, traceId, span, flags] = TRACEPARENT.exec(r.headers.get('traceparent')!)!;
      expect([traceId, flags]).toEqual([TRACE_ID, '01']);
      expect(span).not.toBe(CALLER_SPAN);
      // The ocean subgraph's SQL ran inside the same trace, under the host's span.
      expect(traces.length).toBeGreaterThan(0);
      for (const t of traces) expect(t).toMatchObject({ traceId: TRACE_ID, spanId: span, parentId: CALLER_SPAN });
    }
  });

  it('starts a trace when none or an invalid one comes in, and refusals carry it too', async () => {
    for (const given of [
      undefined,
      'garbage',
      `00-${'0'.repeat(32)}-${CALLER_SPAN}-01`,
      `ff-${TRACE_ID}-${CALLER_SPAN}-01`,
    ]) {
      const r = await http(sys.urls.ocean, '/v1/containers', {
        headers: given ? { traceparent: given } : {},
      });
      expect(r.status).toBe(401);
      const id = r.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(TRACE_ID);
      expect(id).not.toMatch(/^0+$/);
      expect(TRACEPARENT.exec(r.headers.get('traceparent')!)![1]).toBe(id);
    }
    // Two requests, two ids.
    const [a, b] = await Promise.all([http(sys.urls.air, '/v1/airlines/176'), http(sys.urls.air, '/v1/airlines/176')]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('is answered by the gateway, the MCP server, the probes and unknown routes alike', async () => {
    const g = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: { query: '{ containers { id } }' },
      headers: { traceparent: INCOMING },
    });
    expect(g.headers.get('x-request-id')).toBe(TRACE_ID);
    for (const url of [`${sys.urls.mcp}/mcp`, `${sys.urls.ocean}/health`, `${sys.urls.ocean}/no/such/route`]) {
      const r = await fetch(url, { headers: { traceparent: INCOMING } });
      expect(r.headers.get('x-request-id')).toBe(TRACE_ID);
    }
  });

  it('sends the trace on every internal call, with this service as the parent', async () => {
    const received: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      received.push(req.headers);
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    try {
      const trace = traceOf(INCOMING);
      await withTrace(trace, () => postInternal(url, { 'content-type': 'application/json' }, '{}'));
      await postInternal(url, {}, '{}');
      expect(received[0]!.traceparent).toBe(`00-${TRACE_ID}-${trace.spanId}-01`);
      // Outside a request (a worker), nothing is invented.
      expect(received[1]!.traceparent).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('puts the trace on every log line written while a request is served', () => {
    expect(traceFields()).toEqual({});
    const trace = traceOf(INCOMING);
    expect(withTrace(trace, traceFields)).toEqual({ trace_id: TRACE_ID, span_id: trace.spanId });
  });
});
