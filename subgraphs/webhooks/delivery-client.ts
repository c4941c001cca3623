// One HTTPS POST to a receiver, safely: https only; the host is resolved once, every address
// checked against the address policy and the connection pinned to the checked address (no
// second lookup a rebinding DNS server could answer differently); TLS verified (Node's roots
// plus an optional extra CA); redirects never followed; one deadline for the whole attempt;
// at most maxResponseBytes of the answer read.
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
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

interface Target {
  hostname: string;
  port: string;
  path: string;
}

export class DeliveryClient {
  private agent: https.Agent;
  private policy: AddressPolicy;
  /** Per host: the address to pin, or why the host is refused; decided once per resolution. */
  private verdicts = new Map<string, { pinned: LookupAddress | null; refused: string | null; at: number }>();
  private targets = new Map<string, Target | string>();

  constructor(private settings: WebhookSettings) {
    this.policy = new AddressPolicy(settings.allowPrivate);
    this.agent = new https.Agent({
      keepAlive: true,
      keepAliveMsecs: 1000,
      // Per receiver origin (host:port). Concurrency per endpoint and per process is bounded by
      // the claims already; many endpoints may share one host (a relay service), so the agent
      // must not bound them together more tightly. Idle connections are all kept (a burst of
      // completions must not close them only to hand-shake again) and closed after 30 s idle.
      maxSockets: settings.maxInFlight,
      maxFreeSockets: settings.maxInFlight,
      timeout: 30_000,
      // One TLS context for every connection (parsing the CA bundle per connection is costly).
      secureContext: settings.caPem ? createSecureContext({ ca: [...rootCertificates, settings.caPem] }) : undefined,
      rejectUnauthorized: true,
    });
  }

  close(): void {
    this.agent.destroy();
    this.verdicts.clear();
    this.targets.clear();
  }

  /**
   * Resolves the host once, checks every address it resolves to against the policy, and
   * returns the address to pin; the verdict is reused for dnsCacheMs (an IP literal: always).
   */
  private async resolve(hostname: string): Promise<LookupAddress> {
    const now = Date.now();
    let v = this.verdicts.get(hostname);
    if (!v || (v.at !== -1 && now - v.at >= this.settings.dnsCacheMs)) {
      const family = isIP(hostname);
      const addresses = family
        ? [{ address: hostname, family }]
        : await new Promise<LookupAddress[]>((resolve, reject) =>
            dnsLookup(hostname, { all: true }, (err, list) => (err ? reject(new Refused(`DNS lookup of ${hostname} failed: ${err.code ?? err.message}`)) : resolve(list))),
          );
      let refused: string | null = addresses.length ? null : `${hostname} has no address`;
      for (const a of addresses) {
        const why = refused ?? this.policy.refusal(a.address);
        if (why) refused = refused ?? `refused: ${hostname} resolves to ${why}`;
      }
      v = { pinned: refused ? null : addresses[0]!, refused, at: family ? -1 : now };
      if (this.verdicts.size > 10_000) this.verdicts.clear();
      this.verdicts.set(hostname, v);
    }
    if (v.refused) throw new Refused(v.refused);
    return v.pinned!;
  }

  /** The parsed target of a URL (cached), or why it cannot be delivered to. */
  private target(rawUrl: string): Target | string {
    let t = this.targets.get(rawUrl);
    if (t === undefined) {
      try {
        const url = new URL(rawUrl);
        t =
          url.protocol !== 'https:'
            ? 'refused: url is not https'
            : {
                hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
                port: url.port || '443',
                path: `${url.pathname}${url.search}`,
              };
      } catch {
        t = 'refused: url is not valid';
      }
      if (this.targets.size > 10_000) this.targets.clear();
      this.targets.set(rawUrl, t);
    }
    return t;
  }

  async post(rawUrl: string, headers: Record<string, string>, body: Buffer): Promise<AttemptOutcome> {
    const target = this.target(rawUrl);
    if (typeof target === 'string') return { ok: false, statusCode: null, error: target };
    const { hostname } = target;
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
        port: target.port,
        path: target.path,
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
