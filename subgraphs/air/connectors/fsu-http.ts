// A real airline connector over HTTP: a generic "Cargo-IMP status messages by AWB" endpoint, as
// offered by airline cargo portals and Cargo-IMP network providers in various shapes. The
// contract this client speaks (docs/air.md) is:
//
//   GET {baseUrl}/fsu/{ppp-ssssssss}        Authorization: Bearer <token> (when configured)
//   200 text/plain        FSU / FSA messages, each starting at a line "FSU/nn" (or at its
//                         Type-B envelope: address and origin lines, SITA header); or
//   200 application/json  { "messages": ["FSU/14\n…", …] }, each string with or without its
//                         envelope
//   404                   the airline has no data; Retry-After (seconds or HTTP date) honoured,
//                         900 s when absent
//   anything else, a time-out or an unreadable body → ConnectorError (the caller falls back)
//
// Untested against a real airline: each airline's portal needs its own adapter to this shape.
// Exercised in tests against a local HTTP server speaking it.
import { ConnectorError, type AirlineAnswer, type AirlineConnector, type AwbRef } from './types.js';
import { splitMessages } from './fsu-parser.js';

export interface FsuHttpOptions {
  baseUrl: string;
  token?: string | null;
  timeoutMs?: number;
  defaultRetryAfterSeconds?: number;
}

export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export class FsuHttpAirline implements AirlineConnector {
  readonly kind = 'fsu-http' as const;
  calls = 0;

  constructor(private opts: FsuHttpOptions) {}

  async fetch(awb: AwbRef, now: Date): Promise<AirlineAnswer> {
    this.calls++;
    const headers: Record<string, string> = { accept: 'text/plain, application/json, application/xml' };
    if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    let res: Response;
    try {
      res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/fsu/${awb.display}`, {
        headers,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
      });
    } catch (e) {
      throw new ConnectorError(`airline unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return {
        found: false,
        retryAfterSeconds:
          parseRetryAfter(res.headers.get('retry-after'), now) ?? this.opts.defaultRetryAfterSeconds ?? 900,
      };
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new ConnectorError(`airline answered HTTP ${res.status}`);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      throw new ConnectorError(`airline answer cut short: ${(e as Error).message}`);
    }
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ConnectorError('airline answered unreadable JSON');
      }
      const messages = (body as { messages?: unknown })?.messages;
      if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string')) {
        throw new ConnectorError('airline JSON answer has no "messages" string list');
      }
      // Each string is split like a text answer: a string holding several messages (each
      // with its Type-B envelope) yields each of them.
      return {
        found: true,
        messages: messages.flatMap((m) => {
          const parts = splitMessages(m);
          return parts.length ? parts : [m];
        }),
      };
    }
    return { found: true, messages: splitMessages(text) };
  }
}

/** Routes each prefix to its connector, with an optional default for every other prefix. */
export class RoutingAirline implements AirlineConnector {
  readonly kind = 'routing' as const;
  constructor(
    private byPrefix: Map<string, AirlineConnector>,
    private fallback: AirlineConnector | null,
  ) {}

  get calls(): number {
    let n = this.fallback?.calls ?? 0;
    for (const c of this.byPrefix.values()) n += c.calls;
    return n;
  }

  fetch(awb: AwbRef, now: Date): Promise<AirlineAnswer> {
    const c = this.byPrefix.get(awb.prefix) ?? this.fallback;
    if (!c)
      return Promise.reject(new ConnectorError(`no connection to the airline of prefix ${awb.prefix} is configured`));
    return c.fetch(awb, now);
  }
}
