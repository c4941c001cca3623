// DCSA Commercial Schedules 1.0.3 client: GET /v1/point-to-point-routes (one carrier's API,
// or an aggregator's), following Next-Page-Cursor. Vessel legs become RoutingLegs; inland
// (rail, truck, barge) legs are not sailings and are dropped. Times arrive as local
// date-times with offsets and leave as UTC instants.
import {
  ConnectorError,
  type PointToPointQuery,
  type Routing,
  type RoutingCall,
  type RoutingLeg,
  type ScheduleSource,
} from './types.js';

export interface DcsaClientOptions {
  baseUrl: string;
  /** SCAC of the provider, used when a leg names no carrier. */
  carrierScac: string;
  token?: string | null;
  timeoutMs?: number;
  maxPages?: number;
}

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

function time(v: unknown, what: string): Date | null {
  if (v === undefined || v === null) return null;
  const d = typeof v === 'string' ? new Date(v) : null;
  if (!d || Number.isNaN(d.getTime())) throw new ConnectorError(`DCSA payload: ${what} is not a date-time`);
  return d;
}

function place(v: any, what: string): string {
  const code = v?.location?.UNLocationCode ?? v?.UNLocationCode;
  if (typeof code !== 'string' || !UNLOCODE.test(code))
    throw new ConnectorError(`DCSA payload: ${what} has no UNLocationCode`);
  return code;
}

function cutoffs(list: unknown): { code: string; at: Date }[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((c) => typeof c?.cutOffDateTimeCode === 'string')
    .map((c) => ({
      code: c.cutOffDateTimeCode as string,
      at: time(c.cutOffDateTime, `cut-off ${c.cutOffDateTimeCode}`)!,
    }))
    .filter((c) => c.at);
}

export function parsePointToPoint(body: unknown, defaultScac: string): Routing[] {
  if (!Array.isArray(body)) throw new ConnectorError('DCSA payload: point-to-point answer is not an array');
  return body.map((p: any, i) => {
    if (!Array.isArray(p?.legs) || !p.legs.length) throw new ConnectorError(`DCSA payload: routing ${i} has no legs`);
    const legs: RoutingLeg[] = [];
    for (const leg of p.legs) {
      const t = leg?.transport ?? {};
      if (t.modeOfTransport !== 'VESSEL') continue;
      const partner = Array.isArray(t.servicePartners) ? (t.servicePartners[0] ?? {}) : {};
      const calls: RoutingCall[] = [
        {
          unlocode: place(leg.departure, 'leg departure'),
          arrival: null,
          departure: time(leg.departure?.dateTime, 'leg departure dateTime'),
        },
        ...(Array.isArray(leg.intermediateCalls) ? leg.intermediateCalls : []).map((c: any) => ({
          unlocode: place(c, 'intermediate call'),
          arrival: time(c.arrivalDateTime, 'intermediate arrivalDateTime'),
          departure: time(c.departureDateTime, 'intermediate departureDateTime'),
        })),
        {
          unlocode: place(leg.arrival, 'leg arrival'),
          arrival: time(leg.arrival?.dateTime, 'leg arrival dateTime'),
          departure: null,
        },
      ];
      legs.push({
        carrierScac: (partner.carrierCode ?? t.vessel?.operatorCarrierCode ?? defaultScac).toUpperCase(),
        serviceCode: partner.carrierServiceCode ?? t.universalServiceReference ?? null,
        serviceName: partner.carrierServiceName ?? null,
        vesselImo: t.vessel?.vesselIMONumber ?? null,
        vesselName: t.vessel?.name ?? null,
        voyage: partner.carrierExportVoyageNumber ?? t.universalExportVoyageReference ?? null,
        calls,
        cutoffs: cutoffs(leg.cutOffTimes),
      });
    }
    return {
      transitDays: typeof p.transitTime === 'number' ? p.transitTime : null,
      legs,
      cutoffs: cutoffs(p.cutOffTimes),
    };
  });
}

export class DcsaScheduleClient implements ScheduleSource {
  readonly name = 'dcsa';
  constructor(private opts: DcsaClientOptions) {}

  async pointToPoint(q: PointToPointQuery): Promise<Routing[]> {
    const out: Routing[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < (this.opts.maxPages ?? 50); page++) {
      const url = new URL(
        'v1/point-to-point-routes',
        this.opts.baseUrl.endsWith('/') ? this.opts.baseUrl : this.opts.baseUrl + '/',
      );
      url.searchParams.set('placeOfReceipt', q.placeOfReceipt);
      url.searchParams.set('placeOfDelivery', q.placeOfDelivery);
      if (q.departureStartDate) url.searchParams.set('departureStartDate', q.departureStartDate);
      if (q.departureEndDate) url.searchParams.set('departureEndDate', q.departureEndDate);
      if (q.maxTranshipment !== undefined) url.searchParams.set('maxTranshipment', String(q.maxTranshipment));
      if (q.limit) url.searchParams.set('limit', String(q.limit));
      if (cursor) url.searchParams.set('cursor', cursor);
      const headers: Record<string, string> = { accept: 'application/json', 'API-Version': '1' };
      if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
      let res: Response;
      try {
        res = await fetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) });
      } catch (e) {
        throw new ConnectorError(`DCSA point-to-point request failed: ${(e as Error).message}`);
      }
      const body = await res.json().catch(() => undefined);
      if (!res.ok) {
        const detail = Array.isArray((body as any)?.errors)
          ? (body as any).errors.map((e: any) => e.errorCodeMessage).join('; ')
          : res.statusText;
        throw new ConnectorError(`DCSA point-to-point answered ${res.status}: ${detail}`, res.status);
      }
      if (body === undefined) throw new ConnectorError('DCSA point-to-point answered without JSON', res.status);
      out.push(...parsePointToPoint(body, this.opts.carrierScac));
      cursor = res.headers.get('Next-Page-Cursor');
      if (!cursor) return out;
    }
    throw new ConnectorError(`DCSA point-to-point: more than ${this.opts.maxPages ?? 50} pages`);
  }
}
