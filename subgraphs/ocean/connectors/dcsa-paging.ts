// The pages of a DCSA Track & Trace 2.2 GET /events answer. The spec's `Next-Page` header is
// "a link to the next page", and its example is a cursor token (fE9mZnNldHw9NSZsaW1pdD01),
// sent back as the `cursor` query parameter. The two are told apart by what a token cannot
// hold: a link has a scheme ("https:") or a query ("?"); base64 and base64url tokens have
// neither, so a token starting with "/" (1 in 64 base64 tokens) is a cursor, not a path.
//  - A link is followed only on the configured origin (scheme, host, port) and under the
//    configured base path: anything else is refused with a warning and never receives our API
//    key or bearer token; the pages read so far are kept.
//  - A later page that fails (404, 5xx, time-out, a body that is not an event array) is asked
//    again, `pageAttempts` times in all; then the pages read so far are kept with a warning.
//    The first page's failure is the answer's: ConnectorError (404 = reference unknown).
//  - Pages are capped (maxPages) and a Next-Page naming a page already read stops the walk,
//    both with a warning, against a server that loops.
import { ConnectorError } from './types.js';
import { describeFetchError } from './http-util.js';
import type { DcsaCarrierConfig } from './dcsa-wire.js';

export interface DcsaPages {
  /** Every event of the pages read, as sent; null when the first page answered 404. */
  events: unknown[] | null;
  warnings: string[];
}

type Target = { url: URL } | { refused: string };

/** Where a Next-Page value leads, relative to the page that carried it. */
export function nextTarget(config: DcsaCarrierConfig, first: URL, current: URL, value: string): Target {
  const v = value.trim();
  const link = /^[a-z][a-z0-9+.-]*:/i.test(v) || v.includes('?');
  if (!link) {
    const u = new URL(first);
    u.searchParams.set('cursor', v);
    return { url: u };
  }
  let u: URL;
  try {
    u = new URL(v, current);
  } catch {
    return { refused: `Next-Page "${v.slice(0, 120)}" is not a URL` };
  }
  const base = new URL(config.baseUrl.replace(/\/+$/, ''));
  const basePath = base.pathname.replace(/\/+$/, '');
  if (u.origin !== base.origin || !u.pathname.startsWith(`${basePath}/`))
    return {
      refused: `Next-Page link to ${u.origin}${u.pathname} is outside the configured ${base.origin}${basePath}/ (not followed; no credentials sent)`,
    };
  return { url: u };
}

interface Page {
  status: number;
  events: unknown[];
  next: string | null;
}

function headersOf(config: DcsaCarrierConfig): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'API-Version': '2' };
  if (config.apiKey) headers[config.apiKeyHeader ?? 'API-Key'] = config.apiKey;
  if (config.bearerToken) headers.authorization = `Bearer ${config.bearerToken}`;
  return headers;
}

/** First message of a DCSA error body ({errors:[{reason,message}]}), if any. */
function errorDetail(text: string): string | null {
  try {
    const b = JSON.parse(text) as { errors?: { reason?: string; message?: string }[]; statusCodeText?: string };
    const e = b.errors?.[0];
    return e ? [e.reason, e.message].filter(Boolean).join(': ') : (b.statusCodeText ?? null);
  } catch {
    return null;
  }
}

async function getPage(config: DcsaCarrierConfig, fetchImpl: typeof fetch, url: URL): Promise<Page> {
  const who = `DCSA ${config.scac}`;
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, {
      headers: headersOf(config),
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await res.text();
  } catch (e) {
    throw new ConnectorError(`${who}: ${describeFetchError(e, config.timeoutMs)}`);
  }
  if (res.status === 404) return { status: 404, events: [], next: null };
  if (!res.ok) {
    const detail = errorDetail(text);
    const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
    throw new ConnectorError(`${who}: HTTP ${res.status}${detail ? ` (${detail})` : ''}`, retryable);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ConnectorError(`${who}: response is not JSON`);
  }
  if (!Array.isArray(body)) throw new ConnectorError(`${who}: response is not an event array`);
  return { status: res.status, events: body, next: res.headers.get('Next-Page') };
}

/** A later page, asked up to `attempts` times; the failure's message when it never came. */
async function laterPage(
  config: DcsaCarrierConfig,
  fetchImpl: typeof fetch,
  url: URL,
): Promise<{ page: Page } | { failed: string }> {
  const attempts = Math.max(1, config.pageAttempts ?? 3);
  let why = '';
  for (let i = 0; i < attempts; i++) {
    try {
      const page = await getPage(config, fetchImpl, url);
      if (page.status !== 404) return { page };
      why = 'HTTP 404';
    } catch (e) {
      why = (e as Error).message;
      if (e instanceof ConnectorError && !e.retryable && !/not JSON|not an event array/.test(why))
        return { failed: `${why} (not retried)` };
    }
  }
  return { failed: `${why} (${attempts} attempts)` };
}

/** Every event of the reference's pages (filter: the query parameter and value). */
export async function fetchDcsaPages(
  config: DcsaCarrierConfig,
  fetchImpl: typeof fetch,
  filter: [string, string],
): Promise<DcsaPages> {
  const first = new URL(`${config.baseUrl.replace(/\/+$/, '')}/events`);
  first.searchParams.set(filter[0], filter[1]);
  first.searchParams.set('limit', String(config.pageSize ?? 100));
  const warnings: string[] = [];
  const firstPage = await getPage(config, fetchImpl, first);
  if (firstPage.status === 404) return { events: null, warnings };
  const events: unknown[] = [...firstPage.events];
  const seen = new Set([first.toString()]);
  const maxPages = config.maxPages ?? 20;
  let current = first;
  let next = firstPage.next;
  for (let read = 1; next !== null && next.trim() !== ''; read++) {
    const target = nextTarget(config, first, current, next);
    if ('refused' in target) {
      warnings.push(`${target.refused}; the ${read} page(s) read are kept`);
      break;
    }
    if (seen.has(target.url.toString())) {
      warnings.push(`Next-Page after page ${read} names a page already read; stopped there`);
      break;
    }
    if (read >= maxPages) {
      warnings.push(`more than ${maxPages} pages of events; the first ${maxPages} are kept`);
      break;
    }
    seen.add(target.url.toString());
    const got = await laterPage(config, fetchImpl, target.url);
    if ('failed' in got) {
      warnings.push(`page ${read + 1} failed: ${got.failed}; the ${read} page(s) read are kept`);
      break;
    }
    events.push(...got.page.events);
    current = target.url;
    next = got.page.next;
  }
  return { events, warnings };
}
