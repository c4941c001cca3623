// GET /v1/events/stream on every product host (docs/live.md): the product's events of the
// caller's organisation as server-sent events, the webhook body as each event's data, its stream
// position as its id. A client reconnecting with Last-Event-ID (or ?after=) gets what it missed.
// POST /v1/events/stream-tickets: a browser's EventSource cannot send the key's header, so it
// opens the stream's URL with a short-lived, single-use ticket instead (issued and taken by auth).
import { z } from 'zod';
import type { Response } from 'express';
import { LIVE_PRODUCTS, LiveClosed, parsePosition, type LiveEvent, type LiveStream } from '../platform/live.js';
import type { LiveConnection } from '../platform/live-connections.js';
import { AppError } from '../platform/errors.js';
import { STREAM_TICKET_SECONDS } from '../platform/auth.js';
import { publicUrl, type ProductRouter } from './app.js';
import { isoDateTime, query } from './contract.js';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long a client waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 2_000;

const frame = (e: LiveEvent): string =>
  `id: ${e.position}\nevent: ${e.type}\ndata: ${JSON.stringify({ id: e.id, type: e.type, occurred_at: e.occurred_at, data: e.data })}\n\n`;

/** Writes the stream's events as they come, waiting for the socket when it is full (the queue behind it is bounded). */
async function pump(stream: LiveStream, res: Response): Promise<void> {
  try {
    for await (const e of stream) {
      if (!res.write(frame(e))) await new Promise((resolve) => res.once('drain', resolve));
    }
  } catch (err) {
    const reason = err instanceof LiveClosed ? err.reason : 'error';
    const message = err instanceof Error ? err.message : 'stream failed';
    res.write(`event: closed\ndata: ${JSON.stringify({ reason, message })}\n\n`);
  }
  res.end();
}

function serve(stream: LiveStream, res: Response, connection: LiveConnection, scope: string): void {
  if (res.closed) {
    // The client left while its stream was being opened: its 'close' has been and gone.
    connection.ended();
    stream.close();
    return;
  }
  res.setHeader('Content-Type', 'text/event-stream');
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n: events of this organisation follow\n\n`);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  // Revoked, the product's entitlement ended, or the server going: the stream ends with its reason, written by pump.
  connection.onClose((reason) => stream.end(reason), [scope]);
  res.on('close', () => {
    clearInterval(heartbeat);
    connection.ended();
    stream.close();
  });
  void pump(stream, res);
}

export function eventStreamRoutes(r: ProductRouter): void {
  const product = r.config.product;
  const types = r.deps.services.events[product] ?? [];
  const unknownType = (asked: readonly string[] | undefined) => {
    const unknown = (asked ?? []).find((t) => !types.includes(t));
    if (unknown) throw new AppError('VALIDATION_ERROR', `types: ${unknown} is not a ${product} event type`);
  };
  streamTicketRoute(r, unknownType);
  r.route({
    method: 'get',
    path: '/v1/events/stream',
    operationId: r.sharedOperationId('eventStream'),
    summary: "This product's events, live (server-sent events)",
    description:
      "Each event is one SSE message: `id` is its stream position, `event` its type, `data` the webhook delivery's body (`id` the event's id, `type`, `occurred_at`, `data`). Reconnect with `Last-Event-ID` (EventSource does) or `?after=` to receive what you missed, nothing twice, within the webhook retention window (30 days by default). A comment line every 15 s keeps the connection open; a consumer too far behind gets a `closed` event (`reason: slow_consumer`) and is closed, and resumes from its last id. Revoking the key (or a key its token was issued for) closes its streams within a second with a `closed` event (`reason: revoked`). When the product's entitlement ends, its streams close with `reason: entitlement_ended`.",
    tags: ['webhooks'],
    access: { scopes: [LIVE_PRODUCTS[product]], credential: 'ticket' },
    request: {
      query: z.strictObject({
        ticket: query
          .text()
          .optional()
          .describe(
            `A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within ${STREAM_TICKET_SECONDS} s`,
          ),
        after: query
          .text()
          .optional()
          .describe('Resume after this position (an event id); Last-Event-ID wins if both are given'),
        types: query
          .list()
          .optional()
          .describe(`Only these event types (${types.join(', ')}); default every type`),
      }),
    },
    answer: {
      description: 'An endless text/event-stream',
      contentType: 'text/event-stream',
      schema: z.string(),
    },
    refusals: [
      {
        code: 'VALIDATION_ERROR',
        status: 400,
        when: 'after (or Last-Event-ID) is not a stream position, or a type is unknown',
      },
      {
        code: 'TOO_MANY_STREAMS',
        status: 429,
        when: 'the organisation or the key holds as many live connections as its limit allows (the limit is named)',
      },
    ],
    handler: async ({ query: q, principal, deps }) => {
      unknownType(q.types);
      return {
        data: '',
        // no-transform: compression (and proxies) would hold events back to fill a block.
        headers: { 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' },
        stream: async (req, res) => {
          const lastEventId = req.headers['last-event-id'];
          const connection = deps.connections.open(principal, 'sse');
          try {
            const stream = await deps.live.open({
              orgId: principal.orgId,
              products: [product],
              types: q.types?.length ? q.types : null,
              after: typeof lastEventId === 'string' && lastEventId ? lastEventId : (q.after ?? null),
            });
            serve(stream, res, connection, LIVE_PRODUCTS[product]);
          } catch (e) {
            connection.ended();
            throw e;
          }
        },
      };
    },
  });
}

const StreamTicket = z
  .object({
    ticket: z.string().describe('Good for one connection: present it as ?ticket= on GET /v1/events/stream'),
    expires_at: isoDateTime.describe('The connection must open before this'),
    url: z
      .string()
      .describe(
        'The stream with the ticket (and the types and position asked), for new EventSource(url): absolute where the host knows its public address (PUBLIC_BASE_URL), else the path on this host',
      ),
  })
  .openapi('StreamTicket');

/** POST /v1/events/stream-tickets: what a browser opens the stream with (docs/live.md). */
function streamTicketRoute(r: ProductRouter, unknownType: (asked: readonly string[] | undefined) => void): void {
  const product = r.config.product;
  const scope = LIVE_PRODUCTS[product];
  r.route({
    method: 'post',
    path: '/v1/events/stream-tickets',
    operationId: r.sharedOperationId('streamTicket'),
    summary: 'A single-use ticket to open the event stream from a browser',
    description: `A browser's EventSource cannot send the Authorization header: ask for a ticket with the key (from your server, or a page holding a token), then open \`new EventSource(url)\`. The ticket is good for one connection within ${STREAM_TICKET_SECONDS} s (a second connection with it is refused 401), for this product's stream only, and for no more than its key: revoking the key refuses its unused tickets and closes the streams opened with them. EventSource reconnects with the same URL, which is refused once the ticket is used: reconnect with a new ticket and \`after\` set to the last event's id.`,
    tags: ['webhooks'],
    access: { scopes: [scope] },
    request: {
      body: z.strictObject({
        types: z.array(z.string()).optional().describe('Only these event types on the stream'),
        after: z.string().optional().describe('Resume after this position (the last event id seen)'),
      }),
    },
    bodyOptional: true,
    bodyExample: { types: r.deps.services.events[product]?.slice(0, 1) ?? [] },
    answer: { status: 201, description: 'The ticket and the stream URL to open with it', schema: StreamTicket },
    refusals: [{ code: 'VALIDATION_ERROR', status: 400, when: 'after is not a stream position, or a type is unknown' }],
    handler: async ({ body, principal, deps }) => {
      unknownType(body.types);
      if (body.after !== undefined) parsePosition(body.after, 'after');
      const { ticket, expiresAt } = await deps.auth.issueTicket(principal, [scope]);
      const search = new URLSearchParams({ ticket });
      if (body.types?.length) search.set('types', body.types.join(','));
      if (body.after !== undefined) search.set('after', body.after);
      // Without PUBLIC_BASE_URL the host does not know its public name: the path, as the feed links are.
      const base = deps.services.config.publicBaseUrl ? publicUrl(deps.services.config, product) : '';
      const url = `${base}/v1/events/stream?${search}`;
      return { status: 201, data: { ticket, expires_at: expiresAt.toISOString(), url } };
    },
  });
}
