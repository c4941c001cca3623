// Small HTTP pieces every service shares: /health, /ready, listening, internal calls.
import http, { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Services } from './services.js';
import { migrationsApplied, type MigrationSet } from './migrate.js';

/** /health: the process answers. /ready: database reachable and every migration applied. */
export function mountHealth(app: Express, services: Services, sets: MigrationSet[]): void {
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/ready', async (_req, res) => {
    try {
      await services.db.query('SELECT 1');
      const migrated = await migrationsApplied(services.db, sets);
      res
        .status(migrated ? 200 : 503)
        .json({ ok: migrated, database: 'reachable', migrations: migrated ? 'applied' : 'pending' });
    } catch {
      res.status(503).json({ ok: false, database: 'unreachable' });
    }
  });
}

export function listen(app: Express, port: number, host: string, requestTimeoutMs = 30_000): Promise<Server> {
  return new Promise((resolve, reject) => {
    // A request must arrive whole within the time-out (408 after); checked at least every second.
    const server = createServer(
      {
        requestTimeout: requestTimeoutMs,
        headersTimeout: requestTimeoutMs,
        connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
      },
      app,
    );
    server.listen(port, host, () => resolve(server));
    server.once('error', reject);
    // Keep-alive longer than typical load balancers' idle time-outs.
    server.keepAliveTimeout = 65_000;
  });
}

export function portOf(server: Server): number {
  const addr = server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * POST between our own services (adapter → gateway → subgraphs in distributed mode): node:http
 * with a keep-alive pool per process. Cheaper per call than fetch (undici's WASM parser and web
 * streams), which matters on a path every request crosses twice.
 */
const internalAgent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

export interface InternalResponse {
  status: number;
  contentType: string | null;
  body: string;
}

export function postInternal(url: string, headers: Record<string, string>, body: string): Promise<InternalResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: internalAgent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: (res.headers['content-type'] as string | undefined) ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
