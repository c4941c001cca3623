// Distributed mode's roles behind the edge (serve.ts starts them; docker-compose.yml and the
// Kubernetes manifests run them): each subgraph on its own, GraphQL over HTTP, and the workers.
// Apart from distributed.ts so that their processes load no gateway and no product host (about
// half of a process's start-up CPU).
import type { Server } from 'node:http';
import express from 'express';
import type { Db } from '../platform/db.js';
import { logger } from '../platform/logger.js';
import type { Services } from '../platform/services.js';
import { SubgraphExecutor } from '../platform/subgraph.js';
import { Authenticator, readCredential } from '../platform/auth.js';
import { AppError } from '../platform/errors.js';
import { TokenService } from '../platform/token.js';
import { instrument, listen, mountHealth, closeServer } from '../platform/http.js';
import { nonPrivateAddresses } from '../platform/listen-address.js';
import { sendExportBatches } from '../platform/export-stream.js';
import { SUBGRAPHS } from '../subgraphs/index.js';
import { requireSecretKey } from '../subgraphs/webhooks/settings.js';
import { loadConfig } from './config.js';
import { accountsKeyDirectory } from './accounts.js';
import { migrationSets, prepareServices, startMetrics } from './services.js';

/**
 * Distributed mode, one subgraph per process: GraphQL over HTTP. The caller is whoever the
 * signed token in `Authorization: Bearer` says (verified against the JWKS); without one, only
 * the fields the schema leaves open answer. The schema's directives decide the rest.
 */
export async function serveSubgraph(
  name: string,
  port: number,
): Promise<{ server: Server; metrics: Server; services: Services; db: Db }> {
  const module = SUBGRAPHS.find((s) => s.name === name);
  if (!module) throw new Error(`unknown subgraph "${name}" (one of ${SUBGRAPHS.map((s) => s.name).join(', ')})`);
  const config = loadConfig();
  // It seals and opens endpoints' signing keys, so it does not start without their key.
  if (name === 'webhooks') requireSecretKey(config.webhooks);
  const tokens = await TokenService.create(config.auth, { ephemeral: false, needs: 'verify' });
  const services = await prepareServices({ config, subgraphs: [module] });
  // Tokens only (keys are the edge's), each checked against its organisation's standing, so a
  // revoked key's or an ended entitlement's tokens stop here too, also behind another router.
  const auth = new Authenticator(accountsKeyDirectory(services.db), services.clock);
  await auth.start();
  const executor = new SubgraphExecutor(module, services, true);
  const app = express();
  app.disable('x-powered-by');
  instrument(app, `subgraph:${name}`);
  mountHealth(app, services, migrationSets([module]));
  const fail = (res: express.Response, err: AppError) =>
    void res
      .status(err.status)
      .json({ errors: [{ message: err.message, extensions: { code: err.code, status: err.status } }] });
  const principalOf = async (req: express.Request) => {
    const { key: token } = readCredential(req.headers, {}, { xApiKey: false, queryParam: false });
    if (token === '') throw new AppError('UNAUTHORIZED', 'Authorization must be Bearer <token>');
    return token ? (await auth.verifyToken(token, tokens)).principal : null;
  };
  app.post('/graphql', express.json({ limit: '5mb' }), async (req, res) => {
    try {
      const principal = await principalOf(req);
      const { query, variables, operationName } = req.body ?? {};
      if (typeof query !== 'string') throw new AppError('VALIDATION_ERROR', 'query must be a string');
      res.json(await executor.execute(query, variables, principal, operationName));
    } catch (e) {
      fail(res, e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error'));
    }
  });
  // The export stream (platform/export-stream.ts): the export field's rows and checks, one JSON line a page.
  app.post('/exports', express.json({ limit: '1mb' }), async (req, res) => {
    try {
      const batches = executor.exportBatches(req.body ?? {}, await principalOf(req));
      await sendExportBatches(batches, res, (err) => logger.warn({ err, subgraph: name }, 'export stream cut short'));
    } catch (e) {
      fail(res, e instanceof AppError ? e : new AppError('INTERNAL_ERROR', 'internal error'));
    }
  });
  app.use((err: any, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    fail(
      res,
      new AppError(
        'VALIDATION_ERROR',
        err?.type === 'entity.parse.failed' ? 'malformed JSON body' : 'malformed request',
        { status: err?.status ?? 400 },
      ),
    ),
  );
  const server = await listen(app, port, services.config.host, services.config.requestTimeoutMs);
  const exposed = nonPrivateAddresses(services.config.host);
  if (exposed.length)
    logger.warn(
      { subgraph: name, host: services.config.host, addresses: exposed },
      'subgraph listens on a non-private address: subgraph ports must never be reachable from outside (docs/operations.md)',
    );
  const metrics = await startMetrics(services, [module], migrationSets([module]));
  return { server, metrics, services, db: services.db };
}

/** Distributed mode: background workers (pollers, webhook dispatchers) in their own process. */
export async function serveWorkers(): Promise<{ metrics: Server; stop(): Promise<void> }> {
  const services = await prepareServices({ seed: false });
  const stops = SUBGRAPHS.map((s) => s.startWorkers?.(services)).filter((f) => !!f);
  // Its metrics and probes: the workers serve nothing else.
  const metrics = await startMetrics(services, [], migrationSets(SUBGRAPHS));
  return {
    metrics,
    stop: async () => {
      await closeServer(metrics);
      for (const s of stops) await s();
      await services.db.close();
    },
  };
}
