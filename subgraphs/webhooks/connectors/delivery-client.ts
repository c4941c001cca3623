// One HTTPS POST to a receiver, safely: https only; the host is resolved once, every address
// checked against the address policy and the connection pinned to the checked address (no
// second lookup a rebinding DNS server could answer differently); TLS verified (Node's roots
// plus an optional extra CA); redirects never followed; one deadline for the whole attempt;
// at most maxResponseBytes of the answer read. Sent with undici (a keep-alive pool per receiver
// origin, a bare dispatch handler): about a quarter less client CPU per delivery than
// node:https's request and response streams (bench/README.md, Webhooks).
import { Pool, type Dispatcher } from 'undici';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';
import type { LookupFunction } from 'node:net';
import { AddressPolicy } from '../decide/address-policy.js';
import type { WebhookSettings } from '../settings.js';
import { TAGS, type Product } from '../decide/products.js';
import { signatureHeader, signingKey } from '../decide/signing.js';
import { LOCAL_RECEIVER_HOSTS } from './local-receiver.js';
import type { AttemptOutcome, DeliveryJob } from './types.js';

/**
 * The part of a body every delivery of one event shares: `"type":…,"occurred_at":…,"data":…}`.
 * An event fanned out to many endpoints is serialized once; only the delivery id differs.
 */
export function eventBodyTail(e: { event_type: string; occurred_at: string; data: unknown }): string {
  return JSON.stringify({ type: e.event_type, occurred_at: e.occurred_at, data: e.data ?? {} }).slice(1);
}

/** The exact bytes POSTed: the four body keys (id, type, occurred_at, data; docs/webhooks.md part 1), in order, no wrapper. */
export function deliveryBody(id: string, bodyTail: string): Buffer {
  return Buffer.from(`{"id":${JSON.stringify(id)},${bodyTail}`);
}

/** The five headers a receiver reads (docs/webhooks.md part 1), and the body's length (the HTTP client adds only Host and Connection). */
export function deliveryHeaders(
  product: Product,
  d: { id: string; event_type: string },
  signature: string,
  body: Buffer,
): Record<string, string> {
  const tag = TAGS[product];
  return {
    'Content-Type': 'application/json',
    'User-Agent': `${tag}-Webhooks/1`,
    [`X-${tag}-Event`]: d.event_type,
    [`X-${tag}-Delivery`]: d.id,
    [`X-${tag}-Signature`]: signature,
    'Content-Length': String(body.length),
  };
}

/** Builds the body and headers of a job, signs it, and POSTs it. */
export function deliver(client: DeliveryClient, job: DeliveryJob): Promise<AttemptOutcome> {
  const body = deliveryBody(job.id, job.bodyTail);
  return client.post(
    job.url,
    deliveryHeaders(
      job.product,
      job,
      signatureHeader(
        job.signingKeys.map((k) => client.signingKey(k)),
        body,
      ),
      body,
    ),
    body,
  );
}

class Refused extends Error {}

/** All the addresses a host name resolves to: the system resolver, or a test's own. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (err, list) => (err ? reject(err) : resolve(list))),
  );

interface Verdict {
  /** The connection's lookup: answers the checked address, whatever DNS says meanwhile. */
  pin: LookupFunction | null;
  refused: string | null;
}

function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all) (cb as any)(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
}

interface Target {
  hostname: string;
  port: string;
  path: string;
  /** https://host:port, the pool's key. */
  origin: string;
  /** The local development receiver's origin (settings.localReceiver). */
  local: boolean;
}

/** The local receiver is reached on the loopback address its host name stands for, never through DNS. */
const LOCAL_LOOKUP: Record<string, LookupFunction> = {
  localhost: pinnedLookup({ address: '127.0.0.1', family: 4 }),
  '127.0.0.1': pinnedLookup({ address: '127.0.0.1', family: 4 }),
  '::1': pinnedLookup({ address: '::1', family: 6 }),
};

/**
 * One ticker for every attempt's deadline instead of a timer per request (the engine runs
 * thousands of attempts a second): a deadline fires up to DEADLINE_TICK_MS late.
 */
const DEADLINE_TICK_MS = 50;
class Deadlines {
  private pending = new Map<object, { at: number; fire: () => void }>();
  private ticker: NodeJS.Timeout | null = null;
  add(key: object, at: number, fire: () => void): void {
    this.pending.set(key, { at, fire });
    if (!this.ticker) {
      this.ticker = setInterval(() => this.tick(), DEADLINE_TICK_MS);
      this.ticker.unref();
    }
  }
  delete(key: object): void {
    this.pending.delete(key);
    if (!this.pending.size && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }
  private tick(): void {
    const now = Date.now();
    for (const [key, d] of this.pending) {
      if (d.at > now) continue;
      this.delete(key);
      d.fire();
    }
  }
}

export class DeliveryClient {
  /** Per receiver origin: a keep-alive pool whose connections dial the pinned address. */
  private pools = new Map<string, { lookup: LookupFunction; pool: Pool }>();
  /** Node's roots plus the optional extra CA, one context for every connection. */
  private secureContext: SecureContext | undefined;
  /** For the local receiver's origin only: trusts its certificate and nothing else. */
  private localContext: SecureContext | null;
  private policy: AddressPolicy;
  /** Per host: a lookup pinned to the checked address, or why the host is refused; decided once per resolution. */
  private verdicts = new Map<string, Verdict & { at: number }>();
  private targets = new Map<string, Target | string>();
  private keys = new Map<string, Buffer>();
  private deadlines = new Deadlines();

  constructor(
    private settings: WebhookSettings,
    private resolveHost: HostResolver = systemResolver,
  ) {
    this.policy = new AddressPolicy(settings.allowPrivate);
    this.secureContext = settings.caPem
      ? createSecureContext({ ca: [...rootCertificates, settings.caPem] })
      : undefined;
    this.localContext = settings.localReceiver ? createSecureContext({ ca: [settings.localReceiver.certPem] }) : null;
  }

  close(): void {
    this.dropPools((pool) => pool.destroy());
    this.verdicts.clear();
    this.targets.clear();
    this.keys.clear();
  }

  private dropPools(end: (pool: Pool) => Promise<void>): void {
    for (const { pool } of this.pools.values()) void end(pool).catch(() => undefined);
    this.pools.clear();
  }

  /**
   * The origin's pool. Connections dial through the lookup they were made with, so a new
   * verdict for the host (re-resolved after dnsCacheMs) gets a new pool; the old one closes
   * once its requests are done.
   */
  private pool(target: Target, lookup: LookupFunction): Pool {
    const origin = target.origin;
    const held = this.pools.get(origin);
    if (held?.lookup === lookup) return held.pool;
    if (held) void held.pool.close().catch(() => undefined);
    const pool = new Pool(origin, {
      // Concurrency per endpoint and per process is bounded by the claims already; many
      // endpoints may share one origin (a relay service), so the pool must not bound them
      // together more tightly. Idle connections are kept 30 s.
      connections: this.settings.maxInFlight,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 30_000,
      // The attempt's one deadline (below) covers connect, TLS, headers and body.
      headersTimeout: 0,
      bodyTimeout: 0,
      connectTimeout: this.settings.timeoutMs,
      connect: {
        lookup,
        secureContext: target.local ? this.localContext! : this.secureContext,
        rejectUnauthorized: true,
      },
    });
    if (this.pools.size > 10_000) this.dropPools((p) => p.close());
    this.pools.set(origin, { lookup, pool });
    return pool;
  }

  /** An HMAC key from its hex form (decoded once per key). */
  signingKey(hex: string): Buffer {
    let key = this.keys.get(hex);
    if (!key) {
      if (this.keys.size > 10_000) this.keys.clear();
      key = signingKey(hex);
      this.keys.set(hex, key);
    }
    return key;
  }

  /** The reusable verdict for a host, if any (no promise on the hot path). */
  private cached(hostname: string): Verdict | null {
    const v = this.verdicts.get(hostname);
    return v && (v.at === -1 || Date.now() - v.at < this.settings.dnsCacheMs) ? v : null;
  }

  /**
   * Resolves the host once, checks every address it resolves to against the policy, and
   * returns a lookup pinned to the first; the verdict is reused for dnsCacheMs (an IP literal:
   * always).
   */
  private async resolve(hostname: string): Promise<LookupFunction> {
    const now = Date.now();
    let v = this.cached(hostname);
    if (!v) {
      const family = isIP(hostname);
      const addresses = family
        ? [{ address: hostname, family }]
        : await this.resolveHost(hostname).catch((err: NodeJS.ErrnoException) => {
            throw new Refused(`DNS lookup of ${hostname} failed: ${err.code ?? err.message}`);
          });
      let refused: string | null = addresses.length ? null : `${hostname} has no address`;
      for (const a of addresses) {
        const why = refused ?? this.policy.refusal(a.address);
        if (why) refused = refused ?? `refused: ${hostname} resolves to ${why}`;
      }
      v = { pin: refused ? null : pinnedLookup(addresses[0]!), refused };
      if (this.verdicts.size > 10_000) this.verdicts.clear();
      this.verdicts.set(hostname, { ...v, at: family ? -1 : now });
    }
    if (v.refused) throw new Refused(v.refused);
    return v.pin!;
  }

  /** The parsed target of a URL (cached), or why it cannot be delivered to. */
  private target(rawUrl: string): Target | string {
    let t = this.targets.get(rawUrl);
    if (t === undefined) {
      try {
        const url = new URL(rawUrl);
        const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
        const port = url.port || '443';
        const local = this.settings.localReceiver;
        t =
          url.protocol !== 'https:'
            ? 'refused: url is not https'
            : {
                hostname,
                port,
                path: `${url.pathname}${url.search}`,
                origin: `https://${url.host}`,
                local: !!local && String(local.port) === port && LOCAL_RECEIVER_HOSTS.includes(hostname),
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
    let lookup: LookupFunction;
    const known = target.local ? null : this.cached(hostname);
    if (known?.refused) return { ok: false, statusCode: null, error: known.refused };
    if (target.local) lookup = LOCAL_LOOKUP[hostname]!;
    else if (known) lookup = known.pin!;
    else {
      try {
        lookup = await withDeadline(this.resolve(hostname), this.settings.timeoutMs);
      } catch (e) {
        if (e instanceof TimeoutError)
          return { ok: false, statusCode: null, error: `timeout after ${this.settings.timeoutMs} ms (DNS)` };
        return {
          ok: false,
          statusCode: null,
          error: e instanceof Refused ? e.message : `DNS error: ${(e as Error).message}`,
        };
      }
    }
    return this.send(this.pool(target, lookup), target.path, headers, body, deadline);
  }

  private send(
    pool: Pool,
    path: string,
    headers: Record<string, string>,
    body: Buffer,
    deadline: number,
  ): Promise<AttemptOutcome> {
    const { timeoutMs, maxResponseBytes } = this.settings;
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (o: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        resolve(o);
      };
      let abort: ((err: Error) => void) | null = null;
      let late = false;
      let read = 0;
      const handler: Dispatcher.DispatchHandler = {
        // Called when the request is given a connection, before anything is written.
        onConnect: (a) => {
          abort = a;
          if (late) a(new TimeoutError());
        },
        onHeaders: (status) => {
          const ok = status >= 200 && status < 300;
          let error: string | null = null;
          if (!ok)
            error = status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;
          finish({ ok, statusCode: status, error });
          return true;
        },
        // Drain (so the connection can be reused) up to the cap, within the same deadline.
        onData: (chunk) => {
          read += chunk.length;
          if (read > maxResponseBytes) abort!(new TooLong());
          return true;
        },
        onComplete: () => this.deadlines.delete(handler),
        onError: (err: NodeJS.ErrnoException) => {
          this.deadlines.delete(handler);
          if (err instanceof TimeoutError)
            return finish({ ok: false, statusCode: null, error: `timeout after ${timeoutMs} ms` });
          const code = err.code ?? '';
          const tls =
            /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code) || /certificate/i.test(err.message);
          finish({
            ok: false,
            statusCode: null,
            error: `${tls ? 'TLS error' : 'transport error'}: ${code || err.message}`,
          });
        },
      };
      this.deadlines.add(handler, deadline, () => {
        late = true;
        abort?.(new TimeoutError());
        finish({ ok: false, statusCode: null, error: `timeout after ${timeoutMs} ms` });
      });
      pool.dispatch({ path, method: 'POST', headers, body }, handler);
    });
  }
}

class TooLong extends Error {}

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
