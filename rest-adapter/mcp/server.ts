// One MCP server per tool call's request, bound to the caller: the tools listed, each call run as
// its data operation (runData), counted by the subgraph; a refusal is a tool error with `_meta.error`.
import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { ENVELOPES } from '../envelopes.js';
import type { AdapterDeps } from '../deps.js';
import { runData } from '../schedules/data-operation.js';
import { TOOLS, type Tool } from './tools.js';

const envelope = ENVELOPES.schedules;

/**
 * A refused call as MCP tool errors are meant to be read (MCP specification 2025-06-18, Tools > Error
 * handling): isError with the reason as text. No structuredContent: the tool's outputSchema
 * describes its answer, and a client that validates it (the SDK's callTool does, once it has
 * listed the tools) would throw instead of showing the refusal. The code, for programs, is in
 * `_meta.error`, beside `_meta.usage` on answers.
 */
function toolError(e: unknown): CallToolResult {
  const err = e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error');
  const code = envelope.code(err);
  const retry = err.headers?.['Retry-After'];
  return {
    isError: true,
    content: [{ type: 'text', text: `${code}: ${err.message}${retry ? ` (retry after ${retry} s)` : ''}` }],
    _meta: { error: { code, message: err.message, ...(retry ? { retry_after_seconds: Number(retry) } : {}) } },
  };
}

/** Arguments the tool's input schema refuses, each named by its path: `origin: a UN/LOCODE such as NLRTM`. */
function argumentsRefused(error: z.ZodError): AppError {
  const problems = error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'arguments'}: ${i.message}`);
  return new AppError('VALIDATION_ERROR', `invalid arguments: ${problems.join('; ')}`);
}

export function buildMcpServer(deps: AdapterDeps, principal: Principal): McpServer {
  const server = new McpServer({ name: 'freightgraph-schedules', version: '1.0.0' }, { capabilities: { tools: {} } });
  const run = async (t: (typeof TOOLS)[number], args: unknown): Promise<CallToolResult> => {
    try {
      const tool = t as Tool<z.ZodTypeAny, z.ZodTypeAny, unknown>;
      const { result, usage } = await runData(deps, principal, { keyed: tool.operation }, tool.variables(args));
      const structured = result as Record<string, unknown>;
      return {
        content: [{ type: 'text', text: JSON.stringify(structured) }],
        structuredContent: structured,
        _meta: { usage },
      };
    } catch (e) {
      if (!(e instanceof AppError)) deps.services.log.error({ err: e, tool: t.name }, 'tool failed');
      return toolError(e);
    }
  };
  // McpServer lists the tools (their JSON input and output schemas) ...
  for (const t of TOOLS) {
    server.registerTool(
      t.name,
      { title: t.title, description: t.description, inputSchema: t.input as any, outputSchema: t.output as any },
      (args: unknown) => run(t, args),
    );
  }
  // ... and tools/call is answered here, in its place, so that arguments the input schema refuses
  // are a refusal like every other: a tool error with `_meta.error` (VALIDATION_ERROR, each
  // argument named), where McpServer's own check answers text only. An unknown tool stays the
  // protocol error MCP prescribes (-32602).
  server.server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const t = TOOLS.find((x) => x.name === params.name);
    if (!t) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}`);
    const args = (t.input as z.ZodTypeAny).safeParse(params.arguments ?? {});
    return args.success ? run(t, args.data) : toolError(argumentsRefused(args.error));
  });
  // McpServer announces tools.listChanged, but a stateless server has no stream to notify on
  // and its tools never change while it runs.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
