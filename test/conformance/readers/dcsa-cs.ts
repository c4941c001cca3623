// DCSA Commercial Schedules 1.0.3 answers through the project's own client (DcsaScheduleClient)
// over real HTTP: a local server serves the sample as the answer to
// GET /v1/point-to-point-routes, and the client asks it for the lane NLAMS → USBOS, as the
// schedules sync does for a configured lane. A sample that is a DCSA ErrorResponse (an object with
// `statusCode` and `errors`) is served with that status. The client is configured with the
// provider SCAC `PRVD`, so a carrier taken from the configuration is told apart from one read
// from the answer.
//
// The reader answers, in a plain shape: `error` (the ConnectorError's message when the answer
// was refused whole, else null), `routings` (each with its places, cut-offs and vessel legs,
// instants as ISO strings) and `warnings` (what the client left out: routing index, field,
// what was dropped, why).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DcsaScheduleClient } from '../../../subgraphs/schedules/connectors/dcsa.js';
import type { Routing, RoutingPlace } from '../../../subgraphs/schedules/connectors/types.js';
import type { Reader } from './reader.js';

const PROVIDER_SCAC = 'PRVD';

let server: Server | null = null;
let base = '';
let current = '[]';

async function start(): Promise<void> {
  if (server) return;
  server = createServer((req, res) => {
    let status = 200;
    try {
      const body = JSON.parse(current);
      if (body && !Array.isArray(body) && typeof body.statusCode === 'number' && Array.isArray(body.errors))
        status = body.statusCode;
    } catch {
      // served as it is: the client says it is not JSON
    }
    if (!req.url?.startsWith('/v1/point-to-point-routes')) status = 404;
    res.writeHead(status, { 'content-type': 'application/json', 'API-Version': '1.0.3' });
    res.end(current);
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function place(p: RoutingPlace | null) {
  if (!p) return null;
  return {
    unlocode: p.unlocode,
    facility: p.facility ? `${p.facility.codeListProvider}:${p.facility.code}` : null,
    address: p.address,
    addressLines: p.addressLines,
    name: p.name,
    at: iso(p.at),
  };
}

/** A Routing in plain JSON. */
function plainRouting(r: Routing) {
  return {
    solutionNumber: r.solutionNumber,
    transitDays: r.transitDays,
    placeOfReceipt: place(r.placeOfReceipt),
    placeOfDelivery: place(r.placeOfDelivery),
    cutoffs: r.cutoffs.map((c) => ({ code: c.code, at: iso(c.at) })),
    legs: r.legs.map((l) => ({
      carrierScac: l.carrierScac,
      serviceCode: l.serviceCode,
      serviceName: l.serviceName,
      vesselImo: l.vesselImo,
      vesselName: l.vesselName,
      voyage: l.voyage,
      calls: l.calls.map((c) => ({ unlocode: c.unlocode, arrival: iso(c.arrival), departure: iso(c.departure) })),
      cutoffs: l.cutoffs.map((c) => ({ code: c.code, at: iso(c.at) })),
    })),
  };
}

export const dcsaCs: Reader = {
  standard: 'dcsa-cs',
  via: 'DcsaScheduleClient over HTTP (local server)',
  async read(text) {
    await start();
    current = text;
    const client = new DcsaScheduleClient({ baseUrl: base, carrierScac: PROVIDER_SCAC, timeoutMs: 5000 });
    try {
      const a = await client.pointToPoint({ placeOfReceipt: 'NLAMS', placeOfDelivery: 'USBOS' });
      return {
        error: null,
        routings: a.routings.map(plainRouting),
        warnings: a.warnings.map((w) => ({
          routing: w.routing,
          field: w.field,
          dropped: w.dropped,
          message: w.message,
        })),
      };
    } catch (e) {
      return { error: (e as Error).message, routings: [], warnings: [] };
    }
  },
  async close() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((ok) => s.close(() => ok()));
  },
};
