// One HTTPS POST to a receiver, safely: https only; the host is resolved once, every address
// checked against the address policy and the connection pinned to the checked address (no
// second lookup a rebinding DNS server could answer differently); TLS verified (Node's roots
// plus an optional extra CA); redirects never followed; one deadline for the whole attempt;
// at most maxResponseBytes of the answer read.
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import type { LookupFunction } from 'node:net';
import { AddressPolicy } from './address-policy.js';
import type { WebhookSettings } from './settings.js';

export interface AttemptOutcome {
  ok: boolean;
  /** HTTP status the receiver answered; null when there was no answer. */
  statusCode: number | null;
  /** Null on success; otherwise the HTTP status or the transport error, for last_error. */
  error: string | null;
}

class Refused extends Error {}

export class DeliveryClient {
  private agent: https.Agent;
  private policy: AddressPolicy;
  private dns = new Map<string, { addresses: LookupAddress[]; at: number }>();

  constructor(private settings: WebhookSettings) {
    this.policy = new AddressPolicy(settings.allowPrivate);
    this.agent = new https.Agent({
      keepAlive: true,
      keepAliveMsecs: 1000,
      maxSockets: Math.max(settings.perEndpoint * 2, 4),
      maxFreeSockets: Math.max(settings.perEndpoint, 2),
      timeout: 30_000, // idle sockets are closed after 30 s
      ca: settings.caPem ? [...rootCertificates, settings.caPem] : undefined,
      rejectUnauthorized: true,
    });
  }

  close(): void {
    this.agent.destroy();
    this.dns.clear();
  }

  /** Resolves once; refuses when any address is not allowed; returns the address to pin. */
  private async resolve(hostname: string): Promise<LookupAddress> {
    let addresses: LookupAddress[];
    const family = isIP(hostname);
    if (family) addresses = [{ address: hostname, family }];
    else {
      const cached = this.dns.get(hostname);
      const now = Date.now();
      if (cached && now - cached.at < this.settings.dnsCacheMs) addresses = cached.addresses;
      else {
        addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
          dnsLookup(hostname, { all: true }, (err, list) => (err ? reject(new Refused(`DNS lookup of ${hostname} failed: ${err.code ?? err.message}`)) : resolve(list))),
        );
        if (this.dns.size > 10_000) this.dns.clear();
        this.dns.set(hostname, { addresses, at: now });
      }
    }
    if (!addresses.length) throw new Refused(`${hostname} has no address`);
    for (const a of addresses) {
      const why = this.policy.refusal(a.address);
      if (why) throw new Refused(`refused: ${hostname} resolves to ${why}`);
    }
    return addresses[0]!;
  }

  async post(rawUrl: string, headers: Record<string, string>, body: Buffer): Promise<AttemptOutcome> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return { ok: false, statusCode: null, error: 'refused: url is not valid' };
    }
    if (url.protocol !== 'https:') return { ok: false, statusCode: null, error: 'refused: url is not https' };
    const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const deadline = Date.now() + this.settings.timeoutMs;
    let pinned: LookupAddress;
    try {
      pinned = await withDeadline(this.resolve(hostname), this.settings.timeoutMs);
    } catch (e) {
      if (e instanceof TimeoutError) return { ok: false, statusCode: null, error: `timeout after ${this.settings.timeoutMs} ms (DNS)` };
      return { ok: false, statusCode: null, error: e instanceof Refused ? e.message : `DNS error: ${(e as Error).message}` };
    }
    const lookup: LookupFunction = (_host, opts, cb) => {
      if ((opts as { all?: boolean }).all) (cb as any)(null, [pinned]);
      else cb(null, pinned.address, pinned.family);
    };
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (o: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        resolve(o);
      };
      const req = https.request({
        protocol: 'https:',
        hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: this.agent,
        lookup,
        servername: isIP(hostname) ? undefined : hostname,
        headers: { ...headers, 'Content-Length': String(body.length) },
      });
      const timer = setTimeout(() => {
        const err = new TimeoutError();
        req.destroy(err);
        finish({ ok: false, statusCode: null, error: `timeout after ${this.settings.timeoutMs} ms` });
      }, Math.max(1, deadline - Date.now()));
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        let error: string | null = null;
        if (!ok) error = status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;
        finish({ ok, statusCode: status, error });
        // Drain (so the connection can be reused) up to the cap, within the same deadline.
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > this.settings.maxResponseBytes) res.destroy();
        });
        res.on('end', () => clearTimeout(timer));
        res.on('close', () => clearTimeout(timer));
        res.on('error', () => clearTimeout(timer));
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (err instanceof TimeoutError) return finish({ ok: false, statusCode: null, error: `timeout after ${this.settings.timeoutMs} ms` });
        const code = err.code ?? '';
        const tls = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code) || /certificate/i.test(err.message);
        finish({ ok: false, statusCode: null, error: `${tls ? 'TLS error' : 'transport error'}: ${code || err.message}` });
      });
      req.end(body);
    });
  }
}

class TimeoutError extends Error {
  constructor() {
    super('timeout');
  }
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new TimeoutError()), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
