// How the export route reaches the owning subgraph's rows (platform/export-stream.ts): in one
// process the subgraph's executor directly, in distributed mode the subgraph's own listener
// (POST <subgraph>/exports) with a token signed for the caller, as the gateway's hop to the
// subgraph carries. Either way the route pulls one batch (a page of array rows) at a time, and
// a refusal comes as an AppError with the first batch, before the answer's status.
import type { IncomingMessage } from 'node:http';
import type { Principal } from '../../platform/context.js';
import type { Clock } from '../../platform/clock.js';
import type { TokenService } from '../../platform/token.js';
import type { SubgraphExecutor } from '../../platform/subgraph.js';
import type { ExportBatch } from '../../platform/export-page.js';
import { EXPORT_STREAM_END } from '../../platform/export-stream.js';
import { AppError, unwrap } from '../../platform/errors.js';
import { postInternalStream } from '../../platform/http.js';

export interface SubgraphRows {
  /** The batches of a dataset's rows; nothing is read until the first `next()`. */
  open(subgraph: string, args: Record<string, unknown>, principal: Principal): AsyncGenerator<ExportBatch>;
}

const unknownSubgraph = (name: string) => new AppError('INTERNAL_ERROR', `no subgraph "${name}" serves exports here`);

export function inProcessSubgraphRows(executors: ReadonlyMap<string, SubgraphExecutor>): SubgraphRows {
  return {
    open(subgraph, args, principal) {
      const executor = executors.get(subgraph);
      if (!executor) throw unknownSubgraph(subgraph);
      return executor.exportBatches(args, principal);
    },
  };
}

/** The JSON lines of a stream, one batch each, until the end line (a stream cut before it fails). */
async function* batchesOf(res: IncomingMessage): AsyncGenerator<ExportBatch> {
  res.setEncoding('utf8');
  let buffered = '';
  try {
    for await (const chunk of res as AsyncIterable<string>) {
      buffered += chunk;
      for (let nl = buffered.indexOf('\n'); nl !== -1; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line === EXPORT_STREAM_END) return;
        yield JSON.parse(line) as ExportBatch;
      }
    }
    throw new Error('the subgraph cut the export short');
  } finally {
    res.destroy();
  }
}

/** A refusal the subgraph answered instead of the stream: its GraphQL-shaped error, as an AppError. */
async function refusalOf(res: IncomingMessage): Promise<never> {
  let text = '';
  for await (const chunk of res) text += chunk;
  let body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // handled below
  }
  if (!body?.errors?.length) throw new AppError('INTERNAL_ERROR', `the subgraph's export answered ${res.statusCode}`);
  return unwrap<never>(body);
}

export function httpSubgraphRows(urls: Record<string, string>, tokens: TokenService, clock: Clock): SubgraphRows {
  return {
    async *open(subgraph, args, principal) {
      // Beside its GraphQL endpoint: http://host:port/graphql → http://host:port/exports.
      const graphql = urls[subgraph];
      if (!graphql) throw unknownSubgraph(subgraph);
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokens.edgeToken(principal, clock.now())}`,
      };
      let res: IncomingMessage;
      try {
        res = await postInternalStream(new URL('exports', graphql).href, headers, JSON.stringify(args));
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', `subgraph "${subgraph}" unreachable`, {
          headers: { 'Retry-After': '5' },
        });
      }
      if (res.statusCode !== 200) await refusalOf(res);
      yield* batchesOf(res);
    },
  };
}
