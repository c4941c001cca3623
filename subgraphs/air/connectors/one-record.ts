// A ONE Record airline (IATA ONE Record API 2.1, the specification's OpenAPI document in
// test/fixtures/one-record/): the waybill's logistics objects and their LogisticsEvents, read by
// polling when the air product asks (docs/air.md, "ONE Record"):
//
//   POST {tokenUrl}  grant_type=client_credentials              OAuth 2.0 (one-record-auth.ts)
//   GET  {waybill URI}                                           the Waybill (Accept: application/ld+json)
//   GET  {shipment}, {piece}…                                     its Shipment and the Shipment's Pieces
//   GET  {object}/logistics-events                                the events of the waybill, shipment, each piece
//   GET  {transport movement}                                     the flights the events refer to
//
// ONE Record has no search: the waybill is found at a configured URI template, by default
// {server}/logistics-objects/awb-{prefix}-{serial} (docs/air.md says how to set another).
// Everything read goes into one JSON message (one-record-parser.ts's bundle) that the normaliser
// reads like any airline message. Outcomes: 404 on the waybill → not found (Retry-After
// honoured, 900 s when absent); any other failure of the token or the waybill → ConnectorError;
// a failure on a later object keeps what was read, named in the bundle's warnings. Links are
// followed on the waybill's server only (the token is never sent elsewhere), at most
// maxRequests per waybill.
import { ConnectorError, type AirlineAnswer, type AirlineConnector, type AwbRef } from './types.js';
import { parseRetryAfter } from './fsu-http.js';
import type { ClientCredentials } from './one-record-auth.js';
import { LdGraph, type LdNode } from './one-record-jsonld.js';
import type { OneRecordBundle } from './one-record-parser.js';

export interface OneRecordOptions {
  /** The airline's ONE Record server (base URL), or a waybill URI template of its own. */
  server: string;
  /** The waybill URI template: {server}, {prefix}, {serial}, {awb} (ppp-ssssssss), {digits}; DEFAULT_WAYBILL_URI when absent. */
  waybillUri?: string | null;
  auth?: ClientCredentials | null;
  timeoutMs?: number;
  defaultRetryAfterSeconds?: number;
  /** Requests per waybill, the first included (default 60). */
  maxRequests?: number;
}

const DEFAULT_WAYBILL_URI = '{server}/logistics-objects/awb-{prefix}-{serial}';
const LD = 'application/ld+json';
const BUDGET = 'request budget for this waybill spent';

/** The waybill's URI: the server when it is a template itself, else the template on the server. */
export function waybillUriOf(server: string, template: string | null | undefined, awb: AwbRef): string {
  const t = server.includes('{') ? server : template || DEFAULT_WAYBILL_URI;
  const serial = awb.digits.slice(3);
  return t
    .replaceAll('{server}', server.replace(/\/$/, ''))
    .replaceAll('{prefix}', awb.prefix)
    .replaceAll('{serial}', serial)
    .replaceAll('{awb}', awb.display)
    .replaceAll('{digits}', awb.digits);
}

type Got = { status: number; body: unknown; headers: Headers } | { error: string };

export class OneRecordAirline implements AirlineConnector {
  readonly kind = 'one-record' as const;
  calls = 0;

  constructor(private opts: OneRecordOptions) {}

  async fetch(awb: AwbRef, now: Date): Promise<AirlineAnswer> {
    this.calls++;
    const uri = waybillUriOf(this.opts.server, this.opts.waybillUri, awb);
    const s = new Session(new URL(uri).origin, this.opts, now);
    const first = await s.get(uri, true);
    if ('error' in first) throw new ConnectorError(`ONE Record server: ${first.error}`);
    if (first.status === 404)
      return {
        found: false,
        retryAfterSeconds:
          parseRetryAfter(first.headers.get('retry-after'), now) ?? this.opts.defaultRetryAfterSeconds ?? 900,
      };
    if (first.status !== 200)
      throw new ConnectorError(`ONE Record server answered HTTP ${first.status} for the waybill`);
    const bundle: OneRecordBundle = {
      '@type': 'OneRecordBundle',
      awb: awb.digits,
      waybill: first.body,
      objects: [],
      events: [],
      warnings: s.warnings,
    };
    await s.follow(uri, bundle);
    return { found: true, messages: [JSON.stringify(bundle)] };
  }
}

/** One waybill's requests: the token, the origin links may be followed on, the request budget. */
class Session {
  readonly warnings: string[] = [];
  private requests = 0;
  private skipped = 0;

  constructor(
    private origin: string,
    private opts: OneRecordOptions,
    private now: Date,
  ) {}

  /** The shipment, its pieces, every object's events, then the transport movements the events name. */
  async follow(waybillUri: string, bundle: OneRecordBundle): Promise<void> {
    const objectOf = async (node: LdNode | undefined): Promise<LdNode | undefined> => {
      if (!node?.id || node.props.size > 0) return node;
      const body = await this.read(node.id, 'object');
      if (body === undefined) return node;
      // An object served without its @id is the one at the URI asked for.
      if (body && typeof body === 'object' && !Array.isArray(body) && !('@id' in body))
        (body as Record<string, unknown>)['@id'] = node.id;
      bundle.objects.push(body);
      return new LdGraph([body]).get(node.id) ?? node;
    };
    const g = new LdGraph([bundle.waybill]);
    const wb = g.ofType('Waybill')[0] ?? g.all[0];
    const shipment = await objectOf(g.node(wb, 'shipment'));
    const pieces: LdNode[] = [];
    for (const p of new LdGraph([bundle.waybill, ...bundle.objects]).nodes(shipment, 'pieces'))
      pieces.push((await objectOf(p)) ?? p);
    // The waybill's events at the URI it was read from (its @id may be written otherwise).
    for (const id of [waybillUri, shipment?.id, ...pieces.map((p) => p.id)]) {
      if (!id) continue;
      const events = await this.read(`${id.replace(/\/$/, '')}/logistics-events`, 'events');
      if (events !== undefined) bundle.events.push(events);
    }
    const all = new LdGraph([bundle.waybill, ...bundle.objects, ...bundle.events]);
    const movements = new Set<string>();
    for (const e of [...all.ofType('LogisticsEvent'), ...all.ofType('StatusUpdateEvent')]) {
      const tm = all.node(e, 'transportMovementReference') ?? all.node(e, 'transportMovement');
      if (tm?.id && tm.props.size === 0) movements.add(tm.id);
    }
    for (const id of movements) {
      const body = await this.read(id, 'transport movement');
      if (body !== undefined) bundle.objects.push(body);
    }
  }

  /** A later object's body, or undefined with a warning saying why it was not read. */
  private async read(uri: string, what: string): Promise<unknown> {
    const r = await this.get(uri, false).catch((e: Error) => ({ error: e.message }));
    if ('error' in r) {
      if (r.error === BUDGET) this.skipped++;
      else this.warnings.push(`${what} ${uri} not read: ${r.error}`);
      if (this.skipped === 1 && r.error === BUDGET) this.warnings.push(`${BUDGET}: the rest not read`);
      return undefined;
    }
    if (r.status !== 200) {
      this.warnings.push(`${what} ${uri} not read: HTTP ${r.status}`);
      return undefined;
    }
    return r.body;
  }

  /** GET on this server (the bearer token, one retry with a fresh token on 401, same-origin redirects). */
  async get(uri: string, first: boolean, hops = 0): Promise<Got> {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      return { error: `"${uri}" is not a URI` };
    }
    if (url.origin !== this.origin) return { error: `on another server than ${this.origin}: not followed` };
    if (this.requests >= (this.opts.maxRequests ?? 60)) return { error: BUDGET };
    for (let attempt = 0; ; attempt++) {
      const token = this.opts.auth ? await this.opts.auth.token(this.now) : null; // throws ConnectorError
      this.requests++;
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { accept: LD, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          redirect: 'manual',
          signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
        });
      } catch (e) {
        return { error: `unreachable: ${(e as Error).message}` };
      }
      if (res.status === 401 && token && attempt === 0) {
        await res.body?.cancel().catch(() => undefined);
        this.opts.auth!.invalidate(token);
        continue;
      }
      const location = res.headers.get('location');
      if ([301, 302, 303, 307, 308].includes(res.status) && location && hops < 3) {
        await res.body?.cancel().catch(() => undefined);
        return this.get(new URL(location, url).toString(), first, hops + 1);
      }
      if (res.status !== 200) {
        await res.body?.cancel().catch(() => undefined);
        return { status: res.status, body: null, headers: res.headers };
      }
      try {
        return { status: 200, body: JSON.parse(await res.text()), headers: res.headers };
      } catch (e) {
        return { error: `unreadable JSON-LD${first ? '' : ` (${(e as Error).message})`}` };
      }
    }
  }
}
