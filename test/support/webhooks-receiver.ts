// A real local HTTPS webhook receiver for tests and the bench: a throw-away CA and a server
// certificate (localhost, 127.0.0.1, ::1, and hooks.test, a name no DNS answers) made with the
// openssl CLI, and a server that records every request (raw header names, raw body bytes) and
// answers as each path is told to.
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

export interface TestCerts {
  dir: string;
  caPem: string;
  caFile: string;
  keyPem: string;
  certPem: string;
}

let cached: TestCerts | null = null;

/** A CA and a server certificate signed by it, made once per process. */
export function testCerts(): TestCerts {
  if (cached) return cached;
  const dir = mkdtempSync(join(tmpdir(), 'fg-webhook-tls-'));
  const ossl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  ossl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=freightgraph test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  ossl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  writeFileSync(
    join(dir, 'ext.cnf'),
    [
      'subjectAltName=DNS:localhost,DNS:hooks.test,IP:127.0.0.1,IP:::1',
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
    ].join('\n'),
  );
  ossl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'ext.cnf',
  );
  cached = {
    dir,
    caFile: join(dir, 'ca.pem'),
    caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    keyPem: readFileSync(join(dir, 'server.key'), 'utf8'),
    certPem: readFileSync(join(dir, 'server.pem'), 'utf8'),
  };
  return cached;
}

export interface Received {
  path: string;
  method: string;
  /** Lower-cased header name → value. */
  headers: Record<string, string>;
  /** Header names exactly as sent. */
  rawHeaderNames: string[];
  body: Buffer;
  json: any;
}

/** How a path answers; the default is 200 "ok". May leave the response open (a hanging receiver). */
export type Behaviour = (r: Received, res: ServerResponse) => void;

export const answer =
  (status: number, headers: Record<string, string> = {}, body = ''): Behaviour =>
  (_r, res) => {
    res.writeHead(status, headers).end(body);
  };

export class Receiver {
  private received: Received[] = [];
  private behaviours = new Map<string, Behaviour>();
  private waiters: { pred: () => boolean; resolve: () => void }[] = [];
  /** Requests whose answer is still open, per path. */
  readonly open = new Map<string, number>();
  readonly maxOpen = new Map<string, number>();

  private constructor(
    private server: https.Server,
    readonly port: number,
  ) {}

  static async start(certs = testCerts()): Promise<Receiver> {
    let self: Receiver;
    const server = https.createServer({ key: certs.keyPem, cert: certs.certPem }, (req, res) => self.handle(req, res));
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    self = new Receiver(server, (server.address() as AddressInfo).port);
    return self;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: any = null;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = null;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : (v ?? '');
      const rawHeaderNames = req.rawHeaders.filter((_, i) => i % 2 === 0);
      const path = (req.url ?? '/').split('?')[0]!;
      const r: Received = { path, method: req.method ?? '', headers, rawHeaderNames, body, json };
      this.received.push(r);
      const n = (this.open.get(path) ?? 0) + 1;
      this.open.set(path, n);
      this.maxOpen.set(path, Math.max(n, this.maxOpen.get(path) ?? 0));
      res.on('close', () => this.open.set(path, (this.open.get(path) ?? 1) - 1));
      this.waiters = this.waiters.filter((w) => (w.pred() ? (w.resolve(), false) : true));
      (this.behaviours.get(path) ?? answer(200, { 'content-type': 'text/plain' }, 'ok'))(r, res);
    });
  }

  /** https://localhost:<port><path> (the hostname goes through DNS and certificate checks). */
  url(path: string, host = 'localhost'): string {
    return `https://${host}:${this.port}${path}`;
  }

  on(path: string, b: Behaviour): void {
    this.behaviours.set(path, b);
  }

  requests(path?: string): Received[] {
    return path ? this.received.filter((r) => r.path === path) : [...this.received];
  }

  /** Resolves once at least n requests reached the path. */
  waitFor(path: string, n: number, timeoutMs = 10_000): Promise<void> {
    const pred = () => this.requests(path).length >= n;
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const t = setTimeout(
        () => reject(new Error(`receiver: ${path} got ${this.requests(path).length} of ${n} requests`)),
        timeoutMs,
      );
      this.waiters.push({ pred, resolve: () => (clearTimeout(t), resolve()) });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
