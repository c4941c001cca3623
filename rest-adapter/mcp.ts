// The schedules tool server over MCP Streamable HTTP (docs/mcp.md), on its own port at /mcp.
// Stateless: each POST gets a fresh McpServer and transport bound to the caller. Keyed like
// the schedules REST routes (Bearer smcp_/tmcp_ or x-api-key; 401, 403, 429 RATE_LIMITED as
// HTTP answers) and counted the same way: every tool call is one operation on the schedules
// subgraph through the gateway (runData), whose data field counts the call when it carries
// data; tool errors, empty answers and later pages are not counted. The caller is admitted
// (key, entitlement, rate limit) before its body is read, so a refused caller costs no parse and
// a body refused as malformed has counted. One JSON-RPC message per POST: a batch would run many
// calls on one admission (MCP 2025-06-18 removed batching).
import type { Express, Request, Response, NextFunction } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { admit, edgeApp, sendRefusal } from '../platform/edge/host.js';
import { pluginsFor } from '../platform/edge/route-access.js';
import { ENVELOPES } from './envelopes.js';
import type { AdapterDeps } from './deps.js';
import { buildMcpServer } from './mcp/server.js';

const envelope = ENVELOPES.schedules;

/** Every tool needs schedules:read, checked as on the REST routes. */
const TOOL_ACCESS = { scopes: ['schedules:read'] } as const;

export function buildMcpApp(deps: AdapterDeps): Express {
  const { app, json } = edgeApp({
    service: 'mcp',
    services: deps.services,
    migrationSets: deps.migrationSets,
    browsers: false,
  });
  const plugins = pluginsFor(TOOL_ACCESS, deps, { xApiKey: true });
  const fail = (res: Response, e: unknown) => sendRefusal(res, e, (err) => envelope.error(err), deps.services);

  app.post('/mcp', async (req: Request, res: Response) => {
    let principal: Principal;
    try {
      principal = (await admit(plugins, req, res, deps.services)).principal!;
    } catch (e) {
      return fail(res, e);
    }
    const parsed = await new Promise<unknown>((resolve) => json(req, res, (err?: unknown) => resolve(err)));
    if (parsed) return parserRefusal(res, parsed, fail);
    // The SDK's transport still runs a JSON array of up to 100 messages; refused here (counted as
    // one request, run and metered as none), so each tool call is one request against the rate limit.
    if (Array.isArray(req.body)) {
      return transportError(
        res,
        400,
        -32600,
        'Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18); send one message per POST',
      );
    }
    const server = buildMcpServer(deps, principal);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (e) {
      deps.services.log.error({ err: e }, 'mcp request failed');
      if (!res.headersSent) transportError(res, 500, -32603, 'internal error');
    }
  });

  // Stateless server: no SSE stream to open and no session to end.
  const notAllowed = (_req: Request, res: Response) => {
    res.setHeader('Allow', 'POST');
    transportError(res, 405, -32000, 'Method not allowed: this tool server is stateless; POST JSON-RPC to /mcp');
  };
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);

  app.use((req: Request, res: Response) =>
    fail(res, new AppError('NOT_FOUND', `no route ${req.method} ${req.path}; the tool server is at POST /mcp`)),
  );
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => parserRefusal(res, err, fail));
  return app;
}

/**
 * A body the parser refused is the client's mistake, answered as the SDK's transport answers
 * its own (wrong Content-Type 415, malformed JSON 400): a JSON-RPC error without an id.
 */
function parserRefusal(res: Response, err: any, fail: (res: Response, e: unknown) => void): void {
  if (err?.type === 'entity.parse.failed') return transportError(res, 400, -32700, 'Parse error: malformed JSON');
  if (err?.type === 'entity.too.large') return transportError(res, 413, -32000, 'JSON body too large');
  if (err?.status >= 400 && err?.status < 500) {
    // Unsupported charset or Content-Encoding (415), a body that does not decode (400).
    const what = err.status === 415 ? 'Unsupported Media Type' : 'Invalid Request';
    return transportError(res, err.status, -32000, `${what}: ${err.message}`);
  }
  fail(res, err);
}

/** The transport-level error of MCP Streamable HTTP: JSON-RPC, no id (the message was never read). */
function transportError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}
