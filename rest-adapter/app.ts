// One express app per product host. Every app shares: API-key auth and rate limits with
// X-RateLimit-* headers decided first, then JSON body limits (malformed JSON → 400), unknown
// route → 404, and one error path that renders AppError in the product's envelope. Routes are declared with `route`
// (contract.ts), which also describes them in the host's OpenAPI document. No SQL and no
// business rules here.
import type { Express, Request, RequestHandler, Response, NextFunction } from 'express';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { Config } from '../platform/config.js';
import { AppError } from '../platform/errors.js';
import { cacheControl } from '../platform/http.js';
import { admit, edgeApp, readJsonBody, requestMistake, sendRefusal } from '../platform/edge/host.js';
import { pluginsFor } from '../platform/edge/route-access.js';
import { ENVELOPES, type Envelope, type Product } from './envelopes.js';
import type { AdapterDeps } from './deps.js';
import type { Access, AnyRouteSpec, RouteSpec } from './contract.js';
import { readRequest } from './contract/request.js';
import { describeRoute, RESPONSE_HEADERS, schemesUsed, SECURITY_SCHEMES, tagsUsed } from './contract/describe.js';
import { addExamples, closeAnswers } from './contract/document.js';
import { stringify } from '../platform/raw-json.js';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export interface ProductConfig {
  product: Product;
  /** Whether the x-api-key header is accepted besides Bearer. */
  xApiKey: boolean;
  /** The product's name and the version of its REST contract, as the OpenAPI document states them. */
  title: string;
  version: string;
}

export class ProductRouter {
  readonly app: Express;
  readonly envelope: Envelope;
  /** The JSON body parser, run by a route with a body once its caller is admitted. */
  private readonly json: RequestHandler;
  private readonly registry = new OpenAPIRegistry();
  private readonly specs: AnyRouteSpec[] = [];
  private generated: OpenApiDocument | null = null;

  constructor(
    readonly config: ProductConfig,
    readonly deps: AdapterDeps,
  ) {
    this.envelope = ENVELOPES[config.product];
    const { app, json } = edgeApp({
      service: config.product,
      services: deps.services,
      migrationSets: deps.migrationSets,
      browsers: true,
    });
    this.app = app;
    this.json = json;
  }

  /**
   * Declares a route (contract.ts): access first (key, scopes and the account's rate limit, or the
   * per-IP limit on open routes), before the body is read: a caller over its limit is refused 429
   * whatever it sends, and a body the parser refuses counts. Then the body is parsed (routes that
   * declare one) and the request validated against its schemas, then the handler runs; the answer goes out in the route's envelope. The route joins the host's document.
   */
  route<A extends Access, P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R extends z.ZodType>(
    spec: RouteSpec<A, P, Q, B, R>,
  ): void {
    const envelope = spec.envelope ?? this.envelope;
    this.specs.push(spec);
    describeRoute(this.registry, spec, envelope, this.config.xApiKey);
    const plugins = pluginsFor(spec.access, this.deps, this.config);
    this.app[spec.method](spec.path, async (req: Request, res: Response) => {
      try {
        const { principal } = await admit(plugins, req, res, this.deps.services);
        if (spec.request?.body) await readJsonBody(this.json, req, res, this.deps.services.config.jsonBodyLimit);
        const input = readRequest(spec.request, req);
        const reply = await spec.handler({
          ...input,
          principal: principal as never,
          ip: req.ip ?? '',
          deps: this.deps,
        });
        res.setHeader('Cache-Control', cacheControl(spec.cacheable ? 'reference' : principal ? 'keyed' : 'open'));
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
        res.status(reply.status ?? spec.answer.status ?? 200);
        if (reply.stream)
          await reply.stream(req, res); // refuses (before writing) like a handler, or writes on
        else if (spec.answer.contentType) {
          if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', [spec.answer.contentType].flat()[0]!);
          res.send(reply.data);
        } else {
          // As res.json, with JSON text a subgraph passed on (platform/raw-json.ts) written in place.
          if (!res.get('Content-Type')) res.setHeader('Content-Type', 'application/json');
          res.send(stringify(spec.answer.bare ? reply.data : envelope.success(reply.data ?? null)));
        }
      } catch (e) {
        this.sendError(res, e, envelope);
      }
    });
  }

  /** The host's OpenAPI 3.1 document: every declared route with every answer (generated once, on first use). */
  document(): OpenApiDocument {
    if (this.generated) return this.generated;
    for (const name of schemesUsed(this.specs, this.config.xApiKey))
      this.registry.registerComponent('securitySchemes', name, SECURITY_SCHEMES[name]);
    for (const [name, header] of Object.entries(RESPONSE_HEADERS))
      this.registry.registerComponent('headers', name, header);
    this.registerHealth();
    const doc = new OpenApiGeneratorV31(this.registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: {
        title: this.config.title,
        version: this.config.version,
        description: 'Generated from the route declarations this host serves. The reference page is at /docs.',
      },
      servers: [{ url: publicUrl(this.deps.services.config, this.config.product), description: 'this host' }],
      tags: tagsUsed([...this.specs, { tags: ['operations'] }]),
    });
    addExamples(doc.paths as never, this.specs);
    closeAnswers(doc.paths as never, (doc.components?.schemas ?? {}) as never);
    this.generated = doc;
    return doc;
  }

  /** An operationId for a route every host serves (webhooks, reference), unique across the five documents. */
  sharedOperationId(name: string): string {
    return `${this.config.product}${name[0]!.toUpperCase()}${name.slice(1)}`;
  }

  /** /health and /ready (platform/http.ts) are served outside the route contract: no key, no limit, for probes. */
  private registerHealth(): void {
    const json = (schema: z.ZodType, description: string) => ({
      description,
      content: { 'application/json': { schema } },
    });
    this.registry.registerPath({
      method: 'get',
      path: '/health',
      operationId: this.sharedOperationId('health'),
      summary: 'The process answers',
      tags: ['operations'],
      security: [],
      responses: { 200: json(z.object({ ok: z.literal(true) }), 'Up') },
    });
    const Ready = z
      .object({
        ok: z.boolean(),
        database: z.enum(['reachable', 'unreachable']),
        migrations: z.enum(['applied', 'pending']).optional(),
      })
      .openapi('Readiness');
    this.registry.registerPath({
      method: 'get',
      path: '/ready',
      operationId: this.sharedOperationId('ready'),
      summary: 'Database reachable and every migration applied',
      tags: ['operations'],
      security: [],
      responses: {
        200: json(Ready, 'Ready for traffic'),
        503: json(Ready, 'Not ready: database unreachable or migrations pending'),
      },
    });
  }

  sendError(res: Response, e: unknown, envelope: Envelope = this.envelope): void {
    sendRefusal(res, e, (err) => envelope.error(err), this.deps.services, 'unhandled route error');
  }

  /**
   * Routes under `prefix` that answer in another envelope than the host's (the legacy surface,
   * ocean's keyless lookup) keep it for what is refused before a route runs: a method their
   * route does not take (405 with Allow), an unknown path under the prefix (404), and a request
   * express refuses before a route runs (bad percent-encoding); a body is read only inside a
   * route, after its access, so the route answers its refusal. Call after those routes.
   */
  keepEnvelope(prefix: string, envelope: Envelope): void {
    this.refuseOtherMethods(
      this.specs.filter((s) => s.path.startsWith(prefix)),
      () => envelope,
    );
    this.app.use(prefix, (req: Request, res: Response) => this.sendError(res, noRoute(req), envelope));
    this.app.use(prefix, (err: unknown, _req: Request, res: Response, _next: NextFunction) =>
      this.sendError(res, this.requestMistake(err), envelope),
    );
  }

  /** Paths whose other methods are refused already (keepEnvelope). */
  private refused = new Set<string>();

  /**
   * A declared path asked with a method none of its routes takes: 405 with `Allow` naming the
   * methods it takes (HEAD with GET), in the envelope its routes answer in.
   */
  private refuseOtherMethods(
    specs: readonly Pick<AnyRouteSpec, 'path' | 'method'>[],
    envelopeOf: (path: string) => Envelope,
  ): void {
    for (const path of new Set(specs.map((s) => s.path))) {
      if (this.refused.has(path)) continue;
      this.refused.add(path);
      const methods = specs.filter((s) => s.path === path).map((s) => s.method.toUpperCase());
      const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
      const envelope = envelopeOf(path);
      this.app.all(path, (req: Request, res: Response) =>
        this.sendError(
          res,
          new AppError(
            'METHOD_NOT_ALLOWED',
            `${req.method} is not allowed on ${req.path}; use ${methods.join(' or ')}`,
            {
              headers: { Allow: allow.join(', ') },
            },
          ),
          envelope,
        ),
      );
    }
  }

  /** Call last: unknown routes and what express refuses before a route runs, in the product's envelope. */
  finish(): Express {
    const probes = ['/health', '/ready'].map((path) => ({ path, method: 'get' as const }));
    this.refuseOtherMethods(
      [...this.specs, ...probes],
      (path) => this.specs.find((s) => s.path === path)?.envelope ?? this.envelope,
    );
    this.app.use((req: Request, res: Response) => this.sendError(res, noRoute(req)));
    this.app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) =>
      this.sendError(res, this.requestMistake(err)),
    );
    return this.app;
  }

  private requestMistake(err: unknown): unknown {
    return requestMistake(err, this.deps.services.config.jsonBodyLimit);
  }
}

/** Where clients reach a product host, as its document's `servers` names it (PUBLIC_BASE_URL). */
export const publicUrl = (config: Config, product: Product) =>
  config.publicBaseUrl?.replace('{product}', product) ?? `http://localhost:${config.ports[product]}`;

const noRoute = (req: Request) => new AppError('NOT_FOUND', `no route ${req.method} ${req.baseUrl}${req.path}`);
