// GraphQL subscriptions at the gateway (docs/live.md): Subscription.events, .container(id) and
// .plan(id) over graphql-sse (HTTP: POST /graphql/stream, or GET or POST /graphql with Accept:
// text/event-stream) and graphql-ws (WebSocket upgrade on /graphql). Apollo's gateway plans queries and mutations only; a
// subscription here runs on the organisation's live stream (platform/live.ts), under the same
// keys, scopes and rate limit as a query.
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import express from 'express';
import {
  extendSchema,
  parse,
  print,
  subscribe,
  type ExecutionArgs,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { Services } from '../platform/services.js';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { readCredential } from '../platform/auth.js';
import { missingCredential, refusal } from '../platform/access.js';
import { LIVE_PRODUCTS, type LiveEvents, type LiveProduct } from '../platform/live.js';
import { apiSchema } from './compose.js';
import type { Gateway } from './server.js';
import type { EdgeDeps } from '../platform/edge/route-access.js';
import {
  RECORDS,
  RecordUpdates,
  SharedReads,
  liveFieldResolver,
  notFound,
  recordQuery,
  recordVariable,
  type ReadRecord,
  type RecordPayload,
  type RecordSpec,
} from './live-records.js';
import { UntilClosed, asGraphQLError, attachWebSockets } from './live-transports.js';
import { VESSELS_SDL, hasVesselsQuery, subscribeVessels } from './live-vessels.js';
import { VesselFixHub, type VesselFixes } from '../platform/live-vessels.js';
import type { LiveConnection, LiveConnections } from '../platform/live-connections.js';

const SUBSCRIPTION_SDL = `
extend schema {
  subscription: Subscription
}

"Live updates: graphql-sse (POST /graphql/stream) or graphql-ws (ws://…/graphql). See docs/live.md."
type Subscription {
  """
  The caller's organisation's events as the webhook engine raises them, of these products
  (default: every product the key may read) and types (default: all), after a position
  (resume: the last position received) or from now. Each product needs its read scope.
  """
  events(products: [String!], types: [String!], after: String): LiveEvent!
}

"One event: the webhook body (id, type, occurred_at, data) with its product and stream position."
type LiveEvent {
  position: String!
  id: ID!
  product: String!
  type: String!
  occurred_at: String!
  data: JSON!
}
`;

type LiveContext = {
  principal: Principal;
  /** The connection the subscription runs on: revoking its key ends the subscription with the reason. */
  connection?: LiveConnection;
  /**
   * Calls back when the client goes away (graphql-sse): the handler's generator returns only after
   * its pending event, so the stream is closed here at once instead of writing to a closed socket.
   */
  whenGone?: (close: () => void) => void;
};

interface EventsArgs {
  products?: string[] | null;
  types?: string[] | null;
  after?: string | null;
}

/** The products asked for (or every product the caller may read), each checked as a query's scope is. */
function productsFor(principal: Principal, asked: readonly string[] | null | undefined, now: Date): LiveProduct[] {
  const known = Object.keys(LIVE_PRODUCTS) as LiveProduct[];
  if (!asked?.length) {
    const readable = known.filter((p) => !refusal(principal, LIVE_PRODUCTS[p], now));
    if (!readable.length) throw refusal(principal, LIVE_PRODUCTS.ocean, now)!;
    return readable;
  }
  return asked.map((p) => {
    if (!(known as string[]).includes(p))
      throw new AppError('VALIDATION_ERROR', `products: ${p} is not one of ${known.join(', ')}`);
    const refused = refusal(principal, LIVE_PRODUCTS[p as LiveProduct], now);
    if (refused) throw refused;
    return p as LiveProduct;
  });
}

/** A record subscription's field, added when the API schema has the query field it mirrors. */
const recordSdl = (r: RecordSpec): string => `
extend type Subscription {
  """
  The ${r.field} now, then again after each change to it (each ${r.product} event naming it), read
  as the query ${r.field}(id) reads it: the same scopes; an id not of the caller's organisation is
  NOT_FOUND. Ends with NOT_FOUND when the ${r.field} is deleted. See docs/live.md.
  """
  ${r.field}(id: ID!): ${r.type}!
}
`;

/** The gateway's API schema with the Subscription root (docs/live.md), without resolvers. */
export function subscriptionSdlSchema(supergraphSdl: string): GraphQLSchema {
  const api = apiSchema(supergraphSdl);
  const records = RECORDS.filter((r) => api.getQueryType()?.getFields()[r.field]?.type.toString() === r.type);
  // A supergraph without our JSON scalar (npm run gateway -- --supergraph <any>) still serves events.
  const vessels = hasVesselsQuery(api.getQueryType()) ? VESSELS_SDL : '';
  const sdl =
    (api.getType('JSON') ? '' : 'scalar JSON\n') + SUBSCRIPTION_SDL + records.map(recordSdl).join('') + vessels;
  return extendSchema(api, parse(sdl));
}

/** The gateway's API schema with the Subscription root and its resolvers. */
function subscriptionSchema(
  supergraphSdl: string,
  live: LiveEvents,
  services: Services,
  readRecord: ReadRecord,
  fixes: VesselFixes,
): GraphQLSchema {
  const schema = subscriptionSdlSchema(supergraphSdl);
  const fields = schema.getSubscriptionType()!.getFields();
  const events = fields.events!;
  events.subscribe = async (_root, args: EventsArgs, ctx: LiveContext) => {
    try {
      const types = args.types?.length ? args.types : null;
      const products = productsFor(ctx.principal, args.products, services.clock.now());
      const unknown = types?.find((t) => !products.some((p) => services.events[p]?.includes(t)));
      if (unknown)
        throw new AppError('VALIDATION_ERROR', `types: ${unknown} is not an event type of ${products.join(', ')}`);
      const stream = await live.open({ orgId: ctx.principal.orgId, products, types, after: args.after ?? null });
      ctx.whenGone?.(() => stream.close());
      ctx.connection?.onClose(
        (reason) => stream.end(reason),
        products.map((p) => LIVE_PRODUCTS[p]),
      );
      return new UntilClosed(stream);
    } catch (e) {
      throw asGraphQLError(e);
    }
  };
  events.resolve = resultOrError;
  const reads = new SharedReads(readRecord);
  for (const spec of RECORDS) {
    const field = fields[spec.field];
    if (!field) continue;
    field.subscribe = (_root, args: { id: string }, ctx: LiveContext, info: GraphQLResolveInfo) =>
      subscribeRecord(spec, args.id, ctx, info, { live, services, reads });
    field.resolve = resultOrError;
  }
  const vessels = fields.vessel_positions;
  if (vessels) {
    vessels.subscribe = async (_root, args: { imos: string[] }, ctx: LiveContext, info: GraphQLResolveInfo) => {
      try {
        productsFor(ctx.principal, ['ocean'], services.clock.now());
        const updates = await subscribeVessels([...new Set(args.imos)], ctx.principal, info, { fixes, reads });
        ctx.whenGone?.(() => updates.close());
        ctx.connection?.onClose((reason) => updates.end(reason), [LIVE_PRODUCTS.ocean]);
        return new UntilClosed(updates);
      } catch (e) {
        throw asGraphQLError(e);
      }
    };
    vessels.resolve = resultOrError;
  }
  return schema;
}

/** A result (an event, a record, a position), or why the subscription ended (revoked, slow consumer, NOT_FOUND: gone). */
const resultOrError = (payload: unknown): unknown => {
  if (payload instanceof AppError) throw asGraphQLError(payload);
  return payload;
};

/** Opens the organisation's stream of the record's product first, then reads the record: no change falls between. */
async function subscribeRecord(
  spec: RecordSpec,
  id: string,
  ctx: LiveContext,
  info: GraphQLResolveInfo,
  o: { live: LiveEvents; services: Services; reads: SharedReads },
): Promise<UntilClosed<RecordPayload>> {
  let stream;
  try {
    productsFor(ctx.principal, [spec.product], o.services.clock.now());
    const query = print(recordQuery(info, spec.field));
    const variables = { ...info.variableValues, [recordVariable('id')]: id };
    stream = await o.live.open({ orgId: ctx.principal.orgId, products: [spec.product], types: null, after: null });
    ctx.whenGone?.(() => stream!.close());
    ctx.connection?.onClose((reason) => stream!.end(reason), [LIVE_PRODUCTS[spec.product]]);
    const first = await o.reads.now(query, variables, ctx.principal);
    if (!first) throw notFound(spec, id);
    return new UntilClosed(
      new RecordUpdates(
        first,
        stream,
        (e) => spec.idOf(e.data) === id,
        (position) => o.reads.get(position, query, variables, ctx.principal),
        () => notFound(spec, id),
      ),
    );
  } catch (e) {
    stream?.close();
    throw asGraphQLError(e);
  }
}

export interface SubscriptionServing {
  /** Put in front of the gateway's app: graphql-sse requests go to the stream handler. */
  app: express.Express;
  /** graphql-ws on the server's /graphql upgrades; returns the closer. */
  attach(server: Server): () => Promise<void>;
}

/** Reads a record as a query does, through the gateway's executor. */
function recordReader(o: {
  services: Services;
  edge: EdgeDeps;
  execute: Gateway['execute'];
  tokensForSubgraphs: boolean;
}): ReadRecord {
  return async (query, variables, principal) => {
    const token = o.tokensForSubgraphs ? await o.edge.tokens.edgeToken(principal, o.services.clock.now()) : null;
    const data = await o.execute<Record<string, Record<string, unknown> | null>>(query, variables, {
      principal,
      token,
    });
    return Object.values(data ?? {})[0] ?? null;
  };
}

/** Calls `close` when the client's response closes: at once if it has (the client left while its stream was being opened). */
const onceGone =
  (res: { closed: boolean; once(event: 'close', listener: () => void): unknown }) =>
  (close: () => void): void =>
    void (res.closed ? close() : res.once('close', close));

export function serveSubscriptions(o: {
  gatewayApp: express.Express;
  supergraphSdl: string;
  services: Services;
  edge: EdgeDeps;
  live: LiveEvents;
  /** The process's open live connections: limits, and closing a revoked key's. */
  connections: LiveConnections;
  /** The gateway's executor: record subscriptions read their record as a query does. */
  execute: Gateway['execute'];
  /** Subgraphs are other processes: a read carries the caller's token (as edge.ts gives a query's). */
  tokensForSubgraphs: boolean;
}): SubscriptionServing {
  const { services, edge } = o;
  const readRecord = recordReader(o);
  // New vessel fixes: one LISTEN for the process, opened at the first vessel_positions subscription.
  const fixes = new VesselFixHub(services.db);
  const schema = subscriptionSchema(o.supergraphSdl, o.live, services, readRecord, fixes);
  // Read records are answered by response key (live-records.ts); everything else as graphql-js would.
  const subscribeLive = (args: ExecutionArgs) => subscribe({ ...args, fieldResolver: liveFieldResolver });
  /** The caller of a connection: key or token, refused like a query's, counted in the organisation's rate limit. */
  const admit = async (headers: Record<string, string | string[] | undefined>): Promise<Principal> => {
    const cred = readCredential(headers, {}, { xApiKey: true, queryParam: false });
    const { principal } = await edge.auth.identify(cred, edge.tokens);
    if (!principal) throw missingCredential();
    await edge.limiter.admit(principal.orgId, principal.limits, services.clock.now(), () => undefined);
    return principal;
  };
  const callers = new WeakMap<object, { principal: Principal; connection: LiveConnection }>();
  const sse = createHandler<LiveContext>({
    schema,
    subscribe: subscribeLive,
    authenticate: async (req) => {
      try {
        const principal = await admit(req.raw.headers);
        const connection = o.connections.open(principal, 'graphql-sse');
        req.context.res.once('close', () => connection.ended());
        callers.set(req.raw, { principal, connection });
      } catch (e) {
        const err = asGraphQLError(e);
        return [
          JSON.stringify({ errors: [err.toJSON()] }),
          {
            status: (err.extensions.status as number) ?? 401,
            statusText: err.message,
            headers: { 'content-type': 'application/json' },
          },
        ];
      }
      const token = req.headers.get('x-graphql-event-stream-token');
      return token ?? randomUUID();
    },
    context: (req) => ({
      ...callers.get(req.raw)!,
      whenGone: onceGone(req.context.res),
    }),
  });
  const app = express();
  app.disable('x-powered-by');
  // A client gone before the stream's last write (EPIPE) is its leaving, not a fault of the server.
  const stream = (req: express.Request, res: express.Response): void => {
    res.on('error', (err) =>
      services.log.debug({ err: err.message }, 'live: subscription stream closed by the client'),
    );
    sse(req, res).catch((err: Error) => services.log.debug({ err: err.message }, 'live: subscription stream ended'));
  };
  app.all('/graphql/stream', stream);
  // GET as well: GraphiQL sends a subscription as GET /graphql?query=… with Accept: text/event-stream.
  app.all('/graphql', (req, res, next) =>
    req.headers.accept?.includes('text/event-stream') ? stream(req, res) : next(),
  );
  app.use(o.gatewayApp);
  return {
    app,
    attach: (server) => {
      const close = attachWebSockets(server, schema, admit, subscribeLive, o.connections);
      return () => close().then(() => fixes.stop());
    },
  };
}
