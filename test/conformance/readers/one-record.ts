// ONE Record (test/fixtures/one-record/): each sample is served by a local ONE Record server
// (with an OAuth 2.0 token endpoint; every other request needs its bearer token) and read the
// way the air product reads a ONE Record airline: the client (one-record.ts, client credentials),
// the format told by content (message-formats.ts), the ONE Record parser (one-record-parser.ts)
// and the normaliser (normalise.ts).
//
// The server holds a small world built from IATA's published examples, their ids kept and
// https://1r.example.com replaced by the local server's origin: waybill 020-12345675 (ours:
// IATA publishes no Waybill example; world/waybill-020-12345675.json) → the examples' Shipment
// 1a8ded38-…3c (Shipment_with_Piece.json) → its Piece …7c (Piece_with_id.json); the Shipment's
// events LogisticsEvents_list.json, the Waybill's and the Piece's an empty Collection. A sample
// takes the place of the object of its type (a Waybill, Shipment or Piece) or of the Shipment's
// events (a Collection or a LogisticsEvent). Answer:
//   { found, awb, origin, destination, pieces, weightKg, statuses: [as cargo-xml.ts's statusShape],
//     warnings: [the parser's and the client's], record: { status, events: [status_code, …], instants: [ISO UTC, …] } }
// or { rejected } / { found: false }. Normalised without airports against a fixed reference time.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reader } from './reader.js';
import { messageShape } from './air-shape.js';
import { OneRecordAirline } from '../../../subgraphs/air/connectors/one-record.js';
import { ClientCredentials } from '../../../subgraphs/air/connectors/one-record-auth.js';
import { parseAnswer, readMessage } from '../../../subgraphs/air/connectors/message-formats.js';
import { normalise } from '../../../subgraphs/air/decide/normalise.js';
import { closeServer, portOf } from '../../../platform/http.js';

const REF = new Date('2026-06-15T00:00:00Z');
const fixture = (p: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/one-record/${p}`, import.meta.url)), 'utf8');

const LO = '/logistics-objects';
export const SHIPMENT = `${LO}/1a8ded38-1804-467c-a369-81a411416b3c`;
const PIECE = `${LO}/1a8ded38-1804-467c-a369-81a411416b7c`;
const WAYBILL = `${LO}/awb-020-12345675`;

/** The world above: path → the document served there. */
export function exampleWorld(): Map<string, string> {
  const empty = fixture('samples/LogisticsEvents_empty_list.json');
  return new Map([
    [WAYBILL, fixture('world/waybill-020-12345675.json')],
    [`${WAYBILL}/logistics-events`, empty],
    [SHIPMENT, fixture('samples/Shipment_with_Piece.json')],
    [`${SHIPMENT}/logistics-events`, fixture('samples/LogisticsEvents_list.json')],
    [PIECE, fixture('samples/Piece_with_id.json')],
    [`${PIECE}/logistics-events`, empty],
    [`${LO}/tm-lh400-19nov`, fixture('world/tm-lh400-19nov.json')],
  ]);
}

export interface OneRecordServer {
  url: string;
  tokenUrl: string;
  world: Map<string, string>;
  /** Requests as "METHOD path", in order. */
  requests: string[];
  tokensIssued: number;
  close(): Promise<void>;
}

export const CLIENT = { clientId: 'freightgraph', clientSecret: 's3cret' };

/** A ONE Record server over `world`, with POST /oauth/token (client credentials, HTTP Basic). */
export async function startOneRecordServer(world: Map<string, string>): Promise<OneRecordServer> {
  const issued = new Set<string>();
  const s: OneRecordServer = { url: '', tokenUrl: '', world, requests: [], tokensIssued: 0, close: async () => {} };
  const basic = `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`;
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    s.requests.push(`${req.method} ${path}`);
    const ld = (status: number, body: string) =>
      res
        .writeHead(status, { 'content-type': 'application/ld+json' })
        .end(body.replaceAll('https://1r.example.com', s.url));
    if (req.method === 'POST' && path === '/oauth/token') {
      if (req.headers.authorization !== basic) return void res.writeHead(401).end('{"error":"invalid_client"}');
      const token = `tok-${++s.tokensIssued}`;
      issued.add(token);
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issued.has(bearer)) return void ld(401, '{"@type":"api:Error","api:hasTitle":"Not authenticated"}');
    const body = world.get(path);
    if (req.method !== 'GET' || body === undefined)
      return void ld(404, '{"@type":"api:Error","api:hasTitle":"Not found"}');
    ld(200, body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  s.url = `http://127.0.0.1:${portOf(server)}`;
  s.tokenUrl = `${s.url}/oauth/token`;
  s.close = () => closeServer(server);
  return s;
}

/** Where a sample goes in the world: the object of its type, else the Shipment's events. */
function slotOf(text: string): string {
  const types = (() => {
    try {
      return JSON.stringify((JSON.parse(text) as { '@type'?: unknown })['@type'] ?? '');
    } catch {
      return '';
    }
  })();
  if (/Waybill/.test(types)) return WAYBILL;
  if (/Shipment/.test(types)) return SHIPMENT;
  if (/Piece/.test(types)) return PIECE;
  return `${SHIPMENT}/logistics-events`;
}

let server: OneRecordServer | null = null;

export const oneRecord: Reader = {
  standard: 'one-record',
  via: 'subgraphs/air one-record.ts (OAuth2) + one-record-parser.ts + normalise.ts',
  async read(text) {
    server ??= await startOneRecordServer(exampleWorld());
    server.world.clear();
    for (const [k, v] of exampleWorld()) server.world.set(k, v);
    server.world.set(slotOf(text), text);
    const auth = new ClientCredentials({ tokenUrl: server.tokenUrl, ...CLIENT });
    const awb = { digits: '02012345675', prefix: '020', display: '020-12345675' };
    const answer = await new OneRecordAirline({ server: server.url, auth }).fetch(awb, REF);
    if (!answer.found) return { found: false };
    const [r] = readMessage(answer.messages[0]!).results;
    if (!r || !r.ok) return { found: true, rejected: r?.error ?? 'nothing read' };
    const m = r.message;
    const record = normalise(parseAnswer(awb.digits, answer.messages), new Map(), REF);
    return {
      found: true,
      ...messageShape(m, record),
      warnings: r.warnings.map((w) => w.replaceAll(server!.url, 'https://1r.example.com')),
    };
  },
  async close() {
    await server?.close();
    server = null;
  },
};
