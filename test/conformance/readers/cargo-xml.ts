// Cargo-XML XFSU status messages (test/fixtures/cargo-xml/): each sample is served by a local
// HTTP server as an XFSU feed (the FSU-by-AWB contract, application/xml) and read the way the air
// product reads such an airline: the FSU-by-AWB client (fsu-http.ts), the format told by content
// (message-formats.ts), the XFSU parser (xfsu-parser.ts) and the normaliser (normalise.ts).
// Answer, per XML document of the body:
//   { messages: [{ awb, origin, destination, pieces, weightKg,
//                  statuses: [{ code, carrier, flight, day, month, minutes, airports, pieces, weightKg,
//                               split, totalPieces, discrepancy, times: ["SD1410", …],
//                               at: the exact instant (ISO, UTC) when the time carries its offset, else null }],
//                  warnings: <how many>, record: { status, events: [status_code, …], instants: [ISO UTC, …] } }
//                | { rejected: <the parser's reason> }] }
// The record is normalised without airports (times read as UTC) against a fixed reference time.
import { createServer, type Server } from 'node:http';
import type { Reader } from './reader.js';
import { FsuHttpAirline } from '../../../subgraphs/air/connectors/fsu-http.js';
import { parseAnswer, readMessage } from '../../../subgraphs/air/connectors/message-formats.js';
import { normalise } from '../../../subgraphs/air/decide/normalise.js';
import { messageShape } from './air-shape.js';
import { closeServer, portOf } from '../../../platform/http.js';

const REF = new Date('2026-06-15T00:00:00Z');
let server: Server | null = null;
let serving = '';

async function feed(): Promise<string> {
  if (!server) {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(serving));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  }
  return `http://127.0.0.1:${portOf(server)}`;
}

export const cargoXml: Reader = {
  standard: 'cargo-xml',
  via: 'subgraphs/air fsu-http.ts (application/xml) + xfsu-parser.ts + normalise.ts',
  async read(text) {
    serving = text;
    const answer = await new FsuHttpAirline({ baseUrl: await feed() }).fetch(
      { digits: '00000000000', prefix: '000', display: '000-00000000' },
      REF,
    );
    if (!answer.found) return { notFound: true };
    const messages = answer.messages.flatMap((m) =>
      readMessage(m).results.map((r) => {
        if (!r.ok) return { rejected: r.error };
        const m = r.message;
        const record = normalise(parseAnswer(m.awb, answer.messages), new Map(), REF);
        return {
          ...messageShape(m, record),
          warnings: r.warnings.length,
        };
      }),
    );
    return { messages };
  },
  async close() {
    if (server) await closeServer(server);
    server = null;
  },
};
