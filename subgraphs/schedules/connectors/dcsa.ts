// DCSA Commercial Schedules 1.0.3 client: GET /v1/point-to-point-routes (one carrier's API,
// or an aggregator's), following Next-Page-Cursor (the spec's only paging: a cursor token sent
// back as `cursor=` with the same filters, never a link). Pages are read by dcsa-read.ts: vessel
// legs become RoutingLegs, inland (rail, truck, barge) legs are not sailings and are passed over,
// local date-times with offsets become UTC instants, and what cannot be read is dropped alone
// and named in the answer's warnings. Every answer page counts once in
// connector_messages_total{connector="dcsa-cs"} as ok, partial (a part warned) or rejected.
import { connectorMessages } from '../../../platform/metrics.js';
import { readPointToPointPage, type DcsaReadOptions } from './dcsa-read.js';
import {
  ConnectorError,
  type FeedWarning,
  type PointToPointAnswer,
  type PointToPointQuery,
  type ScheduleSource,
} from './types.js';

export interface DcsaClientOptions extends DcsaReadOptions {
  baseUrl: string;
  token?: string | null;
  timeoutMs?: number;
  maxPages?: number;
}

const CONNECTOR = 'dcsa-cs';

function pageUrl(baseUrl: string, q: PointToPointQuery, cursor: string | null): URL {
  const url = new URL('v1/point-to-point-routes', baseUrl.endsWith('/') ? baseUrl : baseUrl + '/');
  url.searchParams.set('placeOfReceipt', q.placeOfReceipt);
  url.searchParams.set('placeOfDelivery', q.placeOfDelivery);
  if (q.departureStartDate) url.searchParams.set('departureStartDate', q.departureStartDate);
  if (q.departureEndDate) url.searchParams.set('departureEndDate', q.departureEndDate);
  if (q.maxTranshipment !== undefined) url.searchParams.set('maxTranshipment', String(q.maxTranshipment));
  if (q.limit) url.searchParams.set('limit', String(q.limit));
  if (cursor) url.searchParams.set('cursor', cursor);
  return url;
}

export class DcsaScheduleClient implements ScheduleSource {
  readonly name = 'dcsa';
  constructor(private opts: DcsaClientOptions) {}

  /** One page: its body read, or a ConnectorError (transport, DCSA error answer, not JSON, not a list). */
  private async page(q: PointToPointQuery, cursor: string | null, n: number) {
    const headers: Record<string, string> = { accept: 'application/json', 'API-Version': '1' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    let res: Response;
    try {
      res = await fetch(pageUrl(this.opts.baseUrl, q, cursor), {
        headers,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new ConnectorError(`DCSA point-to-point request failed: ${(e as Error).message}`);
    }
    const body: any = await res.json().catch(() => undefined);
    try {
      if (!res.ok) {
        const detail = Array.isArray(body?.errors)
          ? body.errors.map((e: any) => e?.errorCodeMessage ?? e?.errorCodeText).join('; ')
          : res.statusText;
        throw new ConnectorError(`DCSA point-to-point answered ${res.status}: ${detail}`, res.status);
      }
      if (body === undefined) throw new ConnectorError('DCSA point-to-point answered without JSON', res.status);
      const read = readPointToPointPage(body, this.opts, n);
      connectorMessages.inc({ connector: CONNECTOR, result: read.warnings.length ? 'partial' : 'ok' });
      return { ...read, cursor: res.headers.get('Next-Page-Cursor') };
    } catch (e) {
      connectorMessages.inc({ connector: CONNECTOR, result: 'rejected' });
      throw e;
    }
  }

  /**
   * Every page of the lane's routings. A first page that cannot be read throws ConnectorError;
   * a later one (asked twice when it failed in transport or with a 5xx) keeps the pages already
   * read and says, in the warnings, where reading stopped.
   */
  async pointToPoint(q: PointToPointQuery): Promise<PointToPointAnswer> {
    const out: PointToPointAnswer = { routings: [], warnings: [] };
    const stop = (page: number, message: string) => {
      const w: FeedWarning = { page, routing: null, field: '', dropped: 'pages', message };
      out.warnings.push(w);
      return out;
    };
    const max = this.opts.maxPages ?? 50;
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let n = 1; n <= max; n++) {
      let page: Awaited<ReturnType<DcsaScheduleClient['page']>>;
      try {
        page = await this.page(q, cursor, n).catch((e) => {
          // A later page that failed in transport or on the server is asked once more.
          if (n > 1 && e instanceof ConnectorError && (e.status === null || e.status >= 500))
            return this.page(q, cursor, n);
          throw e;
        });
      } catch (e) {
        if (n === 1 || !(e instanceof ConnectorError)) throw e;
        return stop(n, `${e.message}; the routings of the pages before are kept`);
      }
      out.routings.push(...page.routings);
      out.warnings.push(...page.warnings);
      cursor = page.cursor?.trim() || null;
      if (!cursor) return out;
      if (cursor.length > 1024) return stop(n + 1, 'Next-Page-Cursor longer than 1024 characters; not followed');
      if (seen.has(cursor)) return stop(n + 1, 'Next-Page-Cursor repeats an earlier page; not followed');
      seen.add(cursor);
    }
    return stop(max + 1, `more than ${max} pages; the rest not read`);
  }
}
