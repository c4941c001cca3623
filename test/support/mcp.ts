// What the MCP tests share: the eight tools the schedules tool server lists (the contract, as
// docs/mcp.md names them), and a raw JSON-RPC POST for the HTTP-level refusals.
import { http } from './harness.js';

export const MCP_TOOL_NAMES = [
  'carrier_league',
  'carrier_reliability',
  'compare_lanes',
  'find_best_sailings',
  'find_sailings',
  'lane_storm_exposure',
  'port_congestion',
  'transit_time',
];

/** The MCP handshake's first message. */
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** An initialize POSTed to the tool server at `mcpUrl` as a Streamable HTTP client sends it, with `key` if given. */
export const postInitialize = (mcpUrl: string, key?: string) =>
  http(mcpUrl, '/mcp', {
    method: 'POST',
    body: INITIALIZE,
    headers: { accept: 'application/json, text/event-stream' },
    ...(key ? { key } : {}),
  });
