// GET /v1/exports/{dataset} on the host that owns the dataset (docs/exports.md): the whole dataset
// of the caller's organisation changed in [since, until) as one CSV, NDJSON or Parquet file,
// streamed. HTTP shape only: the owning subgraph streams the rows (platform/export-stream.ts: its
// export field's rows and checks, a keyset page a batch, as arrays) and the adapter's format
// writers write each batch out before asking for the one after next, so an export holds two
// batches at most.
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { EXPORT_SAFETY_LAG_MS, settledUntil } from '../../platform/export-page.js';
import type { Principal } from '../../platform/context.js';
import { requireScopes, type Scope } from '../../platform/access.js';
import type { ProductRouter } from '../app.js';
import type { AdapterDeps } from '../deps.js';
import { isoDateTime } from '../contract.js';
import type { Request, Response } from 'express';
import { datasetsOf, type Dataset } from './datasets.js';
import type { Ask, ShippingLane } from './dictionary.js';
import type { ExportBatch } from '../../platform/export-page.js';
import { responseSink } from '../../platform/export-stream.js';
import { ShippingLanesDocument } from '../generated/operations.js';
import { rootAnswer } from '../answers.js';
import { FORMATS, type Format, type FormatName } from './formats.js';

/**
 * Exports an organisation may start, besides counting one request each against its rate limit:
 * per 20-second window and per minute. An export is one request however many pages it reads.
 */
export const EXPORT_LIMITS = { window: 2, minute: 6 };

/** Media types a client may name in Accept, and the format each selects. */
const ACCEPTED: Record<string, FormatName> = {
  'text/csv': 'csv',
  'application/x-ndjson': 'ndjson',
  'application/ndjson': 'ndjson',
  'application/jsonl': 'ndjson',
  'application/vnd.apache.parquet': 'parquet',
  'application/x-parquet': 'parquet',
};

/** The first format the Accept header names (in the client's order of preference); CSV when it names none. */
export function negotiate(accept: string | undefined): FormatName {
  const ranked = (accept ?? '')
    .split(',')
    .map((part, i) => {
      const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { type: type ?? '', q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((m) => m.type in ACCEPTED && m.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0] ? ACCEPTED[ranked[0].type]! : 'csv';
}

/** The organisation's export allowance (its own bucket: other reads are not held back by exports). */
async function admitExport(deps: AdapterDeps, principal: Principal, now: Date): Promise<void> {
  try {
    await deps.limiter.admit(`export:${principal.orgId}`, EXPORT_LIMITS, now, () => {});
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'OVER_RATE_LIMIT') throw e;
    const { window, minute } = EXPORT_LIMITS;
    throw new AppError(
      'OVER_RATE_LIMIT',
      `too many exports: at most ${window} per 20 s and ${minute} per minute per organisation; retry in ${e.headers?.['Retry-After']} s`,
      { headers: e.headers },
    );
  }
}

const SINCE_AFTER_UNTIL = `since must be before until (and until is at most now less ${EXPORT_SAFETY_LAG_MS / 1000} s)`;

/** The lanes the organisation ships on, for a dataset whose rows are on them. */
async function shippingLanes(deps: AdapterDeps, principal: Principal): Promise<ShippingLane[]> {
  const lanes = await rootAnswer(deps, principal, ShippingLanesDocument, {});
  return lanes.map((l) => ({ origin: l.origin, destination: l.destination, since: l.tracked_since }));
}

/** Asks the gateway one of the adapter's operations as the exporting caller (a joined dataset's batches). */
const asker =
  (deps: AdapterDeps, principal: Principal): Ask =>
  (operation, variables) =>
    deps.gateway.execute(operation.toString(), variables as Record<string, unknown>, principal);

/** The dictionary as the route's description shows it. */
function dictionary(d: Dataset): string {
  const rows = d.columns.map((c) => `| ${c.name} | ${c.type} | ${c.description} |`).join('\n');
  return `**${d.name}** (version ${d.version}): ${d.description} The window compares ${d.changed}.\n\n| column | type | meaning |\n|---|---|---|\n${rows}`;
}

/** One export: the window checked, the allowance admitted and the first page read (a refusal still gets the envelope). */
async function answerExport(
  dataset: Dataset,
  query: { format?: FormatName; since?: string; until?: string },
  principal: Principal,
  deps: AdapterDeps,
) {
  const now = deps.services.clock.now();
  const settled = settledUntil(now);
  const until = query.until && new Date(query.until) < settled ? new Date(query.until) : settled;
  if (query.since && new Date(query.since) >= until) throw new AppError('VALIDATION_ERROR', SINCE_AFTER_UNTIL);
  if (dataset.joined) requireScopes(principal, dataset.joined.scopes, now);
  await admitExport(deps, principal, now);
  const lanes = dataset.onLanes ? { lanes: await shippingLanes(deps, principal) } : {};
  const window = { since: query.since ?? null, until: until.toISOString() };
  const limit = deps.services.config.exportPageRows;
  const batches = deps.exportRows.open(
    dataset.rows.subgraph,
    { ...dataset.rows.args, ...window, limit, ...lanes },
    principal,
  );
  const first = await batches.next();
  return {
    data: '',
    headers: { 'X-Export-Next-Since': until.toISOString(), 'X-Export-Version': String(dataset.version) },
    stream: async (req: Request, res: Response) => {
      const format = FORMATS[query.format ?? negotiate(req.headers.accept)];
      const stamp = until.toISOString().replace(/[:.]/g, '-');
      res.setHeader('Content-Type', format.contentType);
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${dataset.name}-v${dataset.version}-${stamp}.${format.extension}"`,
      );
      try {
        await writeExport(dataset, format, first, batches, res, asker(deps, principal));
        res.end();
      } catch (err) {
        // Past the first byte the status is gone: the client must see a cut answer, not a complete-looking file.
        deps.services.log.warn({ err, dataset: dataset.name }, 'export cut short');
        res.destroy();
        await batches.return(undefined).catch(() => {});
      }
    },
  };
}

/**
 * Writes batch after batch as the subgraph hands them over. The stream reads one page ahead while
 * a batch is written (the database and the client overlap), so at most two batches are held;
 * asking for the next batch here too held a third, which lived long enough to be promoted.
 */
async function writeExport(
  dataset: Dataset,
  format: Format,
  first: IteratorResult<ExportBatch>,
  batches: AsyncGenerator<ExportBatch>,
  res: Response,
  ask: Ask,
): Promise<void> {
  const writer = await format.open(dataset.columns, responseSink(res));
  for (let batch = first; !batch.done; batch = await batches.next())
    await writer.rows(dataset.joined ? await dataset.joined.batch(batch.value, ask) : batch.value);
  await writer.end();
}

/** Declares the host's export route when it owns datasets. */
export function exportRoutes(r: ProductRouter): void {
  const datasets = datasetsOf(r.config.product);
  if (!datasets.length) return;
  const byName = new Map(datasets.map((d) => [d.name, d]));
  const names = datasets.map((d) => d.name) as [string, ...string[]];
  // The route needs the product's read scope (the webhook deliveries' own scope is the export
  // field's to check, so a key that reads the product need not also hold it to export the rest).
  const reads = datasets.filter((d) => d.name !== 'webhook_deliveries');
  const scopes = [...new Set((reads.length ? reads : datasets).map((d) => d.scope))] as Scope[];
  r.route({
    method: 'get',
    path: '/v1/exports/:dataset',
    operationId: r.sharedOperationId('exportDataset'),
    summary: 'A dataset of your organisation as one file: CSV, NDJSON or Parquet, streamed',
    description:
      `Rows changed in [since, until) (until defaults to, and is at most, now less ${EXPORT_SAFETY_LAG_MS / 1000} s, so ` +
      'that a write still committing is not passed over), oldest change first. The format is `format`, else the first ' +
      'of text/csv, application/x-ndjson, application/vnd.apache.parquet that Accept names, else CSV. `X-Export-Next-Since` ' +
      "is the window's end: pass it as `since` next time to get exactly the rows changed since. An export counts one " +
      `request, and at most ${EXPORT_LIMITS.window} exports per 20 s and ${EXPORT_LIMITS.minute} per minute may start ` +
      'per organisation. A failure after the first byte cuts the answer short (no closing CRLF, NDJSON line or Parquet ' +
      'footer): retry the same window.\n\n' +
      datasets.map(dictionary).join('\n\n'),
    tags: ['exports'],
    access: { scopes },
    request: {
      params: z.object({ dataset: z.enum(names) }),
      query: z.strictObject({
        format: z.enum(['csv', 'ndjson', 'parquet']).optional(),
        since: isoDateTime
          .optional()
          .describe('Rows changed at or after this instant (a previous X-Export-Next-Since)'),
        until: isoDateTime
          .optional()
          .describe(`Rows changed before this instant; default and at most now less ${EXPORT_SAFETY_LAG_MS / 1000} s`),
      }),
    },
    answer: {
      description: 'The dataset as a file',
      schema: z.string().openapi({ format: 'binary' }),
      contentType: Object.values(FORMATS).map((f) => f.contentType),
    },
    headers: {
      'Content-Disposition': 'attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet>',
      'X-Export-Next-Since': 'The end of the window (ISO 8601): the `since` of the next incremental export',
      'X-Export-Version': "The dataset's version (its column list and types)",
    },
    refusals: [
      { code: 'VALIDATION_ERROR', when: 'unknown dataset or format; since or until malformed; since not before until' },
      {
        code: 'OVER_RATE_LIMIT',
        when: `more than ${EXPORT_LIMITS.window} exports per 20 s or ${EXPORT_LIMITS.minute} per minute started by the organisation`,
      },
    ],
    examples: [
      {
        name: 'windowInTheFuture',
        summary: 'A window that starts after it ends (until is at most now)',
        params: { dataset: names[0] },
        query: { since: '2099-01-01T00:00:00Z' },
        status: 400,
        answer: r.envelope.error(new AppError('VALIDATION_ERROR', SINCE_AFTER_UNTIL)),
      },
    ],
    handler: ({ params, query, principal, deps }) => answerExport(byName.get(params.dataset)!, query, principal, deps),
  });
}
