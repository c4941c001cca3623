// Small HTTP pieces every service shares: request tracing and metrics, /health, /ready,
// /metrics, listening, internal calls.
import http, { createServer, type Server } from 'node:http';
import express, { type Express, type Request } from 'express';
import cors from 'cors';
import compression from 'compression';
import type { Registry } from 'prom-client';
import type { Services } from './services.js';
import { LOCALHOST_ORIGINS, type KernelConfig } from './config.js';
import { migrationsApplied, type MigrationSet } from './migrate.js';
import { currentTrace, traceOf, traceparent, withTrace } from './trace.js';
import { EXPOSITION_CONTENT_TYPE, exposition, httpDuration, httpRequests, processMetrics } from './metrics.js';
import { requestStarted } from './activity.js';

/** The declared route a request matched (`/v1/containers/:id`), never the raw URL; `unmatched` otherwise. */
const routeOf = (req: Request): string => (req.route ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched');

/**
 * First on every app (`service` names it in the metrics): the request's trace (a valid incoming
 * `traceparent` continued, else a new one) for everything that runs for it, `X-Request-Id` (the
 * trace id) and `traceparent` (this service's span) on the answer, and its count and latency.
 */
export function instrument(app: Express, service: string): void {
  app.use((req, res, next) => {
    const trace = traceOf(req.headers.traceparent);
    res.setHeader('X-Request-Id', trace.traceId);
    res.setHeader('traceparent', traceparent(trace));
    const done = httpDuration.startTimer();
    // In flight until its headers are written: the whole of an ordinary answer (Node writes them
    // with the body), only the opening of an event stream, which then stays open.
    const ended = requestStarted();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      ended();
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    res.once('close', ended);
    res.once('finish', () => {
      const labels = { service, method: req.method, route: routeOf(req), status: String(res.statusCode) };
      done(labels);
      httpRequests.inc(labels);
    });
    withTrace(trace, next);
  });
}

/** How long a browser or CDN may keep an open reference answer (carriers, ports, airlines). */
export const REFERENCE_MAX_AGE_SECONDS = 300;

/** Cache-Control of an answer: open reference data is public, anything keyed is the caller's own. */
export const cacheControl = (kind: 'reference' | 'open' | 'keyed' | 'refusal'): string =>
  ({
    reference: `public, max-age=${REFERENCE_MAX_AGE_SECONDS}`,
    open: 'no-cache',
    keyed: 'private, no-cache',
    refusal: 'no-store',
  })[kind];

/** Answer headers a browser script may read (CORS hides the others). */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'X-Usage-Month',
  'X-Usage-Month-Limit',
  'X-Usage-Day',
  'X-Usage-Day-Limit',
  'X-Usage-Counted',
  'Next-Page',
  'API-Version',
  'Deprecation',
  'Sunset',
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether CORS_ORIGINS lets `origin` in (`localhost`: any port of a loopback name). */
export function originAllowed(allowed: readonly string[], origin: string): boolean {
  if (allowed.includes(origin)) return true;
  if (!allowed.includes(LOCALHOST_ORIGINS)) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What a browser dashboard needs of a host (the gateway and every REST host, after instrument):
 * CORS for the allowed origins (a preflight answers 204; a request from another origin gets no
 * Access-Control-* headers, so the browser withholds the answer) and answers over 1 kB compressed
 * as Accept-Encoding asks. An OPTIONS request that is not a preflight goes on to the routes.
 */
export function serveBrowsers(app: Express, config: Pick<KernelConfig, 'corsOrigins'>): void {
  const allowed = config.corsOrigins ?? [];
  const policy = cors({
    origin: (origin, done) => done(null, origin !== undefined && originAllowed(allowed, origin)),
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  app.use((req, res, next) => {
    const preflight = !!req.headers.origin && !!req.headers['access-control-request-method'];
    if (req.method === 'OPTIONS' && !preflight) return next();
    policy(req, res, next);
  });
  // An export's CSV or NDJSON runs to hundreds of MB: zlib's fastest level there (a quarter of
  // level 6's CPU for a somewhat larger file); every other answer at the default level.
  const exports = compression({ threshold: 1024, level: 1 });
  const answers = compression({ threshold: 1024 });
  app.use((req, res, next) => (req.path.startsWith('/v1/exports/') ? exports : answers)(req, res, next));
}

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

/**
 * The process's operations listener (METRICS_PORT): /metrics (Prometheus text format: the
 * process's metrics and the readings of the modules it serves), /health and /ready. Its own port,
 * so the public hosts never expose it; the workers process, which serves nothing else, gets its
 * probes here too.
 */
export function serveMetrics(
  services: Services,
  sets: MigrationSet[],
  readings: Registry,
  port: number,
): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  mountHealth(app, services, sets);
  app.get('/metrics', async (_req, res) => {
    try {
      const text = await exposition([processMetrics, readings]);
      // As prom-client states it (res.send would rewrite the parameters).
      res.setHeader('Content-Type', EXPOSITION_CONTENT_TYPE);
      res.end(text);
    } catch (err) {
      services.log.error({ err }, 'metrics scrape failed');
      res.status(503).type('text/plain').send('metrics unavailable\n');
    }
  });
  return listen(app, port, services.config.host, services.config.requestTimeoutMs);
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

/** Carries the current request's trace to the next service (`traceparent`, our span as the parent). */
export function postInternal(url: string, headers: Record<string, string>, body: string): Promise<InternalResponse> {
  const trace = currentTrace();
  if (trace) headers = { ...headers, traceparent: traceparent(trace) };
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

/**
 * POST between our own services whose answer is read as it arrives (an export stream): the
 * response is handed over at its status line, its body unread, so the caller pulls it at its own
 * pace (TCP holds the sender back meanwhile).
 */
export function postInternalStream(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<http.IncomingMessage> {
  const trace = currentTrace();
  if (trace) headers = { ...headers, traceparent: traceparent(trace) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent: internalAgent,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end(body);
  });
}
