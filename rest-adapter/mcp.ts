// The schedules tool server over MCP Streamable HTTP (docs/mcp.md), on its own port at /mcp.
// Stateless: each POST gets a fresh McpServer and transport bound to the caller. Keyed like
// the schedules REST routes (Bearer smcp_/tmcp_ or x-api-key; 401, 403, 429 RATE_LIMITED as
// HTTP answers) and counted the same way: every tool call is one operation on the schedules
// subgraph through the gateway (runData), whose data field counts the call when it carries
// data; tool errors, empty answers and later pages are not counted. One JSON-RPC message per
// POST: a batch would run many calls on one admission (MCP 2025-06-18 removed batching).
import type { Express, Request, Response, NextFunction } from 'express';
import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { admit, edgeApp, sendRefusal } from '../platform/edge/host.js';
import { pluginsFor } from '../platform/edge/route-access.js';
import { ENVELOPES } from './envelopes.js';
import type { AdapterDeps } from './deps.js';
import { answerSchema, as, oneOf, type Operation } from './answers.js';
import {
  CarrierLeagueDocument,
  CarrierRecordFields,
  CarrierReliabilityDocument,
  CompareLanesDocument,
  CongestionReportDocument,
  FindBestSailingsDocument,
  FindSailingsDocument,
  LaneStormExposureDocument,
  LaneTransitTimesFields,
  LanesComparedFields,
  MonthExposureFields,
  RankedSailingsFields,
  SailingsPageFields,
  StormExposureFields,
  TransitTimeDocument,
} from './generated/operations.js';
import {
  Congestion,
  CongestionBoard,
  League,
  LeagueEntry,
  Route,
  runData,
  type DataVariables,
  type Usage,
} from './schedules.js';

const envelope = ENVELOPES.schedules;

// ───────────────────────────────────────── schemas ─────────────────────────────────────────

const unlocode = (what: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{2}[A-Za-z2-9]{3}$/, 'a UN/LOCODE such as NLRTM')
    .describe(`${what} (UN/LOCODE, e.g. CNSHA)`);
const date = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
    .describe(what);
const scacList = z
  .array(z.string().regex(/^[A-Za-z0-9]{2,4}$/, 'a SCAC such as MAEU'))
  .min(1)
  .max(20)
  .describe('Carrier SCACs to keep (any of them)');
/** Input fields several tools share (zod schemas are immutable, so one object serves all). */
const LANE = { origin: unlocode('Port of loading'), destination: unlocode('Port of discharge') };
const DEPARTURE_WINDOW = {
  from: date('First departure day (UTC), default today').optional(),
  to: date('Last departure day (UTC), inclusive').optional(),
};
const iso = z.string().describe('ISO 8601 UTC');
const WINDOW = { window_from: iso, window_to: iso };
const LEVELS = oneOf(['none', 'low', 'moderate', 'high']);
const Month = answerSchema(MonthExposureFields, { level: LEVELS });

// ────────────────────────────────────────── tools ──────────────────────────────────────────

interface Tool<I extends z.ZodTypeAny, O extends z.ZodTypeAny, V> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /** Its data operation (rest-adapter/operations/schedules.graphql): the result is the structured output. */
  operation: Operation<{ usage: Usage; result: unknown }, V>;
  /** The operation's variables for the arguments, with the label the call is counted under. */
  variables(args: z.infer<I>): NoInfer<V> & DataVariables;
}

const tool = <I extends z.ZodTypeAny, O extends z.ZodTypeAny, V>(t: Tool<I, O, V>) => t;
/** The sailing search's filters, which find_sailings and find_best_sailings share. */
const SEARCH_INPUT = {
  ...LANE,
  ...DEPARTURE_WINDOW,
  carriers: scacList.optional(),
  direct_only: z.boolean().optional().describe('Only sailings without transshipment'),
};
const SearchFilters = z.object(SEARCH_INPUT);
/** The filters as the search operations' variables. */
const searchVariables = (a: z.infer<typeof SearchFilters>) => ({
  origin: a.origin,
  destination: a.destination,
  from: a.from ?? null,
  to: a.to ?? null,
  scacs: a.carriers ?? null,
  direct: a.direct_only ?? false,
});

export const TOOLS = [
  tool({
    name: 'find_sailings',
    title: 'Find sailings',
    description:
      'Point-to-point sailings between two ports departing in a date window (default: the next 28 days, at most 92), direct and with one transshipment unless direct_only. Ordered by departure. Pass next_cursor back as cursor with the same arguments for the next page (later pages are not counted).',
    input: z
      .object({
        ...SEARCH_INPUT,
        limit: z.number().int().min(1).max(50).optional().describe('Page size, default 20'),
        cursor: z.string().max(600).optional().describe('next_cursor of the previous page'),
      })
      .strict(),
    output: answerSchema(SailingsPageFields, { from: iso, to: iso, items: z.array(Route) }),
    operation: FindSailingsDocument,
    variables: (a) => ({
      kind: 'mcp.find_sailings',
      ...searchVariables(a),
      limit: a.limit ?? 20,
      cursor: a.cursor ?? null,
    }),
  }),
  tool({
    name: 'find_best_sailings',
    title: 'Find the best sailings',
    description:
      "Sailings on a lane ranked by a weighted score of transit time (fastest = 1), reliability (the carrier's on-time share on the lane, else overall, else 0.5) and cut-off slack (documentation cut-off at least 72 h after ready_at = 1). Sailings whose cut-off is before ready_at are left out. Default weights transit 0.4, reliability 0.4, cutoff 0.2.",
    input: z
      .object({
        ...SEARCH_INPUT,
        ready_at: z
          .string()
          .datetime({ offset: true })
          .optional()
          .describe('When the cargo is ready (ISO 8601), default now'),
        weights: z
          .object({
            transit: z.number().min(0).max(100).optional(),
            reliability: z.number().min(0).max(100).optional(),
            cutoff: z.number().min(0).max(100).optional(),
          })
          .strict()
          .optional()
          .describe('Relative weights; normalised to sum 1'),
        limit: z.number().int().min(1).max(20).optional().describe('How many to return, default 5'),
      })
      .strict(),
    output: answerSchema(RankedSailingsFields, {
      ready_at: iso,
      items: { reliability_basis: oneOf(['lane', 'carrier', 'none']), route: Route },
    }),
    operation: FindBestSailingsDocument,
    variables: (a) => ({
      kind: 'mcp.find_best_sailings',
      ...searchVariables(a),
      ready: a.ready_at ?? null,
      weights: a.weights ?? null,
      limit: a.limit ?? 5,
    }),
  }),
  tool({
    name: 'compare_lanes',
    title: 'Compare lanes',
    description:
      'Side-by-side summary of 2 to 5 lanes over a departure window: sailings (direct and with transshipment), carriers, next departure, fastest and median transit, on-time share observed on the lane, congestion at the destination.',
    input: z
      .object({
        lanes: z.array(z.object(LANE).strict()).min(2).max(5),
        ...DEPARTURE_WINDOW,
      })
      .strict(),
    output: answerSchema(LanesComparedFields, {
      from: iso,
      to: iso,
      lanes: { destination_congestion: as(Congestion) },
    }),
    operation: CompareLanesDocument,
    variables: (a) => ({ kind: 'mcp.compare_lanes', lanes: a.lanes, from: a.from ?? null, to: a.to ?? null }),
  }),
  tool({
    name: 'carrier_reliability',
    title: 'Carrier reliability',
    description:
      "A carrier's on-time record over the last 182 days (on time = arrival within 24 h of schedule), its league position, and the same figures on a lane when origin and destination are given.",
    input: z
      .object({
        carrier: z
          .string()
          .regex(/^[A-Za-z0-9]{2,4}$/, 'a SCAC such as MAEU')
          .describe('Carrier SCAC'),
        origin: unlocode('Lane origin').optional(),
        destination: unlocode('Lane destination').optional(),
      })
      .strict()
      .refine((a) => !a.origin === !a.destination, { message: 'give both origin and destination, or neither' }),
    output: answerSchema(CarrierRecordFields, { ...WINDOW, league: as(LeagueEntry) }),
    operation: CarrierReliabilityDocument,
    variables: (a) => ({
      kind: 'mcp.carrier_reliability',
      scac: a.carrier,
      origin: a.origin ?? null,
      destination: a.destination ?? null,
    }),
  }),
  tool({
    name: 'carrier_league',
    title: 'Carrier league',
    description:
      'Carriers by on-time share over the last 182 days: ranked (20 observations or more) first, equal shares sharing a rank; then the provisional ones, unranked.',
    input: z
      .object({ limit: z.number().int().min(1).max(100).optional().describe('Rows to return, default 100') })
      .strict(),
    output: League,
    operation: CarrierLeagueDocument,
    variables: (a) => ({ kind: 'mcp.carrier_league', limit: a.limit ?? 100 }),
  }),
  tool({
    name: 'transit_time',
    title: 'Transit time',
    description:
      'Scheduled transit times on a lane over the next weeks (fastest, median, slowest; per carrier), with the transit times actually achieved over the last 182 days.',
    input: z
      .object({
        ...LANE,
        carriers: scacList.optional(),
        direct_only: z.boolean().optional(),
        weeks: z.number().int().min(1).max(13).optional().describe('Departures in the next N weeks, default 8'),
      })
      .strict(),
    output: answerSchema(LaneTransitTimesFields, WINDOW),
    operation: TransitTimeDocument,
    variables: (a) => ({
      kind: 'mcp.transit_time',
      origin: a.origin,
      destination: a.destination,
      scacs: a.carriers ?? null,
      direct: a.direct_only ?? false,
      weeks: a.weeks ?? 8,
    }),
  }),
  tool({
    name: 'port_congestion',
    title: 'Port congestion',
    description:
      "One port's current congestion (average wait, vessels at anchor, level: mild < 24 h ≤ moderate < 72 h ≤ severe), or without port the leaderboard of ports by wait, optionally only one level.",
    input: z
      .object({
        port: unlocode('Port').optional(),
        level: z.enum(['mild', 'moderate', 'severe']).optional().describe('Leaderboard filter (ignored with port)'),
        limit: z.number().int().min(1).max(500).optional().describe('Leaderboard rows, default 100'),
      })
      .strict(),
    output: z.object({ port: Congestion.nullable(), leaderboard: CongestionBoard.nullable() }),
    operation: CongestionReportDocument,
    variables: (a) => ({
      kind: 'mcp.port_congestion',
      port: a.port ?? null,
      level: a.level ?? null,
      limit: a.limit ?? 100,
    }),
  }),
  tool({
    name: 'lane_storm_exposure',
    title: 'Lane storm exposure',
    description:
      'Exposure of a lane to tropical-cyclone seasons: the route (ports of the next direct sailing, else origin to destination) as great circles sampled every 50 km, the share inside each basin (North Atlantic, Eastern and Western North Pacific, North Indian, South Indian, Australian/South Pacific) times its monthly activity index (peak month = 1), per basin and month. Levels: none, low < 0.1, moderate < 0.3, high.',
    input: z
      .object({
        ...LANE,
        month: z.number().int().min(1).max(12).optional().describe('Month of sailing (1-12) to single out'),
      })
      .strict(),
    output: answerSchema(StormExposureFields, {
      route: { source: oneOf(['next_direct_sailing', 'great_circle']) },
      basins: { monthly_index: (given) => (given as z.ZodArray<z.ZodNumber>).length(12) },
      monthly: z.array(Month).length(12),
      peak_month: Month.nullable(),
      month: Month.nullable(),
      level: LEVELS,
    }),
    operation: LaneStormExposureDocument,
    variables: (a) => ({
      kind: 'mcp.lane_storm_exposure',
      origin: a.origin,
      destination: a.destination,
      month: a.month ?? null,
    }),
  }),
];

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

/** Every tool needs schedules:read, checked as on the REST routes. */
const TOOL_ACCESS = { scopes: ['schedules:read'] } as const;

export function buildMcpApp(deps: AdapterDeps): Express {
  const { app, json } = edgeApp({
    service: 'mcp',
    services: deps.services,
    migrationSets: deps.migrationSets,
    browsers: false,
  });
  app.use(json);
  const plugins = pluginsFor(TOOL_ACCESS, deps, { xApiKey: true });
  const fail = (res: Response, e: unknown) => sendRefusal(res, e, (err) => envelope.error(err), deps.services);

  app.post('/mcp', async (req: Request, res: Response) => {
    // The SDK's transport still runs a JSON array of up to 100 messages; refused here, before
    // admission, so each tool call is one request against the rate limit and the meter.
    if (Array.isArray(req.body)) {
      return transportError(
        res,
        400,
        -32600,
        'Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18); send one message per POST',
      );
    }
    let principal: Principal;
    try {
      principal = (await admit(plugins, req, res, deps.services)).principal!;
    } catch (e) {
      return fail(res, e);
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
  // A body the parser refused is the client's mistake, answered as the SDK's transport answers
  // its own (wrong Content-Type 415, malformed JSON 400): a JSON-RPC error without an id.
  app.use((err: any, _req: Request, res: Response, _next: NextFunction) => {
    if (err?.type === 'entity.parse.failed') return transportError(res, 400, -32700, 'Parse error: malformed JSON');
    if (err?.type === 'entity.too.large') return transportError(res, 413, -32000, 'JSON body too large');
    if (err?.status >= 400 && err?.status < 500) {
      // Unsupported charset or Content-Encoding (415), a body that does not decode (400).
      const what = err.status === 415 ? 'Unsupported Media Type' : 'Invalid Request';
      return transportError(res, err.status, -32000, `${what}: ${err.message}`);
    }
    fail(res, err);
  });
  return app;
}

/** The transport-level error of MCP Streamable HTTP: JSON-RPC, no id (the message was never read). */
function transportError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}
