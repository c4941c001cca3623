// What every edge host (the gateway, each REST product host, the MCP server) is built on: one
// express set-up, the chain run on an express request, the body read only after it, and one way
// to answer a refusal in the host's envelope. Each host then adds only its routes and its envelope.
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Services } from '../services.js';
import type { MigrationSet } from '../migrate.js';
import { AppError } from '../errors.js';
import { cacheControl, instrument, mountHealth, serveBrowsers } from '../http.js';
import { edgeCall, runChain, type EdgeCall, type EdgePlugin } from './chain.js';

export interface HostOptions {
  /** The service label of its metrics (a product, 'gateway', 'mcp'). */
  service: string;
  services: Services;
  migrationSets: MigrationSet[];
  /** CORS for the configured origins, and compression (hosts browsers call). */
  browsers: boolean;
}

/**
 * An express app with what every host has: no X-Powered-By, request traces and metrics, the
 * configured trusted proxies, /health and /ready; and its JSON body parser (the configured
 * limit), which a host runs after the chain (readJsonBody), never before it.
 */
export function edgeApp(o: HostOptions): { app: Express; json: RequestHandler } {
  const { config } = o.services;
  const app = express();
  app.disable('x-powered-by');
  instrument(app, o.service);
  if (o.browsers) serveBrowsers(app, config);
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  mountHealth(app, o.services, o.migrationSets);
  const json = express.json({ limit: config.jsonBodyLimit, type: ['application/json', 'application/*+json'] });
  return { app, json };
}

/** Runs the chain on an express request; the admitted call (its principal), or the refusal thrown. */
export function admit(
  plugins: readonly EdgePlugin[],
  req: Request,
  res: Response,
  services: Services,
): Promise<EdgeCall> {
  const call = edgeCall({
    headers: req.headers,
    query: req.query as Record<string, unknown>,
    ip: req.ip,
    now: services.clock.now(),
    setHeader: (k, v) => void res.setHeader(k, v),
  });
  return runChain(plugins, call, services.log);
}

/**
 * Reads a JSON body with the host's parser (edgeApp's `json`), once the chain has admitted the
 * call: a caller refused (401, 403, 429) costs no parse, and a body the parser refuses (400, 413,
 * 415) has been counted against the caller's limit.
 */
export function readJsonBody(json: RequestHandler, req: Request, res: Response, jsonBodyLimit: string): Promise<void> {
  return new Promise((resolve, reject) =>
    json(req, res, (err?: unknown) => (err ? reject(requestMistake(err, jsonBodyLimit)) : resolve())),
  );
}

/**
 * Answers a refusal in the host's envelope (`render`): its status and headers, never cached. An
 * error that is not an AppError is logged and answered 500 INTERNAL_ERROR without details.
 */
export function sendRefusal(
  res: Response,
  e: unknown,
  render: (err: AppError) => unknown,
  services: Pick<Services, 'log'>,
  what = 'request failed',
): void {
  const err = e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error');
  if (!(e instanceof AppError)) services.log.error({ err: e }, what);
  res.setHeader('Cache-Control', cacheControl('refusal'));
  for (const [k, v] of Object.entries(err.headers ?? {})) res.setHeader(k, v);
  res.status(err.status).json(render(err));
}

/** What express and its body parser refuse (4xx) as the client's mistake, as an AppError; anything else as is. */
export function requestMistake(err: any, jsonBodyLimit: string): unknown {
  if (err?.type === 'entity.parse.failed') return new AppError('VALIDATION_ERROR', 'malformed JSON body');
  if (err?.type === 'entity.too.large')
    return new AppError('VALIDATION_ERROR', `JSON body larger than ${jsonBodyLimit}`, { status: 413 });
  if (err?.status >= 400 && err?.status < 500)
    return new AppError('VALIDATION_ERROR', 'malformed request', { status: err.status });
  return err;
}
