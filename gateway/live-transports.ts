// How a subscription's connection is held (docs/live.md): graphql-ws sockets admitted once at
// connection_init and counted as one live connection each; a stream the server ends (revoked
// key, slow consumer, shutdown) sends its reason as a last error result, then completes.
import type { Server } from 'node:http';
import { GraphQLError, type ExecutionArgs, type GraphQLSchema, type subscribe } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { CloseCode } from 'graphql-ws';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import { LiveClosed } from '../platform/live.js';
import { LimitRefusal, type LiveConnection, type LiveConnections } from '../platform/live-connections.js';

/** An AppError as GraphQL carries it (the code in extensions, as the gateway's other answers). */
export const asGraphQLError = (e: unknown): GraphQLError =>
  e instanceof AppError
    ? new GraphQLError(e.message, { extensions: { code: e.code, status: e.status, ...e.details } })
    : new GraphQLError('internal error', { extensions: { code: 'INTERNAL_ERROR', status: 500 } });

/**
 * Why the server ended a stream, as the error of its last result: UNAUTHORIZED when revoked, the
 * refusal's code (ACCESS_EXPIRED, FORBIDDEN) when an entitlement ended, else STREAM_CLOSED.
 */
function closedError(e: LiveClosed): AppError {
  const details = { reason: e.reason };
  if (e.reason === 'revoked') return new AppError('UNAUTHORIZED', e.message, { details });
  if (e.refusal) return new AppError(e.refusal.code, e.message, { status: e.refusal.status, details });
  return new AppError('STREAM_CLOSED', e.message, { status: 503, details });
}

/** A subscription's results until the server ends its stream: then the reason (an AppError), then done. */
export class UntilClosed<T> implements AsyncIterableIterator<T | AppError> {
  private finished = false;

  constructor(private readonly inner: AsyncIterator<T>) {}

  async next(): Promise<IteratorResult<T | AppError>> {
    if (this.finished) return { value: undefined, done: true };
    try {
      return await this.inner.next();
    } catch (e) {
      if (!(e instanceof LiveClosed)) throw e;
      this.finished = true;
      return { value: closedError(e), done: false };
    }
  }

  async return(): Promise<IteratorResult<T | AppError>> {
    this.finished = true;
    await this.inner.return?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** What a graphql-ws socket holds once admitted. */
type SocketExtra = {
  principal?: Principal;
  connection?: LiveConnection;
};

/** A WebSocket close reason is at most 123 bytes: the code and the limit or reason, not the whole message. */
const closeReason = (e: unknown): string => (e instanceof LimitRefusal ? `${e.code}: ${e.limit} ${e.max}` : '');

/**
 * A socket past a connection limit: not graphql-ws's 4403 (a client signs out on it, as on a
 * refused key) but an application code of its own, like HTTP's 429: the client may retry later.
 */
const TOO_MANY = 4029;

/** How a socket the server ends closes: revoked as graphql-ws refuses (4403, not retried), idle normally. */
const SOCKET_CLOSE: Record<LiveClosed['reason'], number> = {
  revoked: CloseCode.Forbidden,
  idle: 1000,
  shutdown: 1001,
  slow_consumer: 1008,
  entitlement_ended: CloseCode.Forbidden, // a socket's subscriptions end; the socket stays
};
const socketReason = (e: LiveClosed): string => `${e.reason}: ${e.message}`.slice(0, 120);

/** graphql-ws on the server's /graphql upgrades: the caller is admitted once, at connection_init. */
export function attachWebSockets(
  server: Server,
  schema: GraphQLSchema,
  admit: (headers: Record<string, string | string[] | undefined>) => Promise<Principal>,
  subscribeLive: (args: ExecutionArgs) => ReturnType<typeof subscribe>,
  connections: LiveConnections,
): () => Promise<void> {
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const disposable = useServer<Record<string, unknown>, SocketExtra>(
    {
      schema,
      subscribe: subscribeLive,
      onConnect: async (ctx) => {
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const headers = typeof auth === 'string' ? { authorization: auth } : ctx.extra.request.headers;
        const extra = ctx.extra as SocketExtra & typeof ctx.extra;
        try {
          extra.principal = await admit(headers);
          const connection = connections.open(extra.principal, 'graphql-ws');
          extra.connection = connection;
          connection.idle = () => Object.keys(ctx.subscriptions).length === 0;
          connection.idle = () => Object.keys(ctx.subscriptions).length === 0;
          connection.onClose((reason) => extra.socket.close(SOCKET_CLOSE[reason.reason], socketReason(reason)));
          return true;
        } catch (e) {
          const reason = closeReason(e);
          if (reason) extra.socket.close(TOO_MANY, reason);
          return false;
        }
      },
      onClose: (ctx) => (ctx.extra as SocketExtra).connection?.ended(),
      context: (ctx) => {
        const extra = ctx.extra as SocketExtra;
        // The connection's principal follows the organisation's entitlements (one ended is not held).
        return { principal: extra.connection?.principal ?? extra.principal!, connection: extra.connection };
      },
    },
    wss,
  );
  return async () => {
    await disposable.dispose();
    wss.close();
  };
}
