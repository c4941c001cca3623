// What test/deploy/distributed.test.ts hands the suites that run on its one distributed system
// (starting one costs a dozen processes, each loading the whole application: each suite used to
// start its own): the system, its database on the server, and the hops in front of subgraphs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DistributedSystem } from '../../support/processes.js';

/** Filled in by the test file's beforeAll: read its fields inside hooks and tests. */
export interface Shared {
  sys: DistributedSystem;
  /** The system's database on the server itself (not through the pooler). */
  databaseUrl: string;
  /** The hops the gateway reaches these subgraphs through, by subgraph name. */
  hops: Map<string, Hop>;
}

/** A hop in front of a subgraph that can be taken down (its port then refuses connections) and up again. */
export class Hop {
  private server: Server;
  port = 0;
  target = '';
  constructor() {
    this.server = this.create();
  }
  private create(): Server {
    return createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const h of ['authorization', 'traceparent']) if (req.headers[h]) headers[h] = req.headers[h] as string;
        const answer = await fetch(this.target, { method: 'POST', headers, body: Buffer.concat(chunks) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
  }
  listen = () => new Promise<void>((r) => this.server.listen(this.port, '127.0.0.1', () => r()));
  async start() {
    await this.listen();
    this.port = (this.server.address() as AddressInfo).port;
  }
  down = () =>
    new Promise<void>((r) => {
      this.server.close(() => r());
      this.server.closeAllConnections();
    });
  async up() {
    this.server = this.create();
    await this.listen();
  }
}
