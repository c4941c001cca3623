// Starts the whole system for a test file on its own database: a fresh in-memory PGlite, or,
// when TEST_DATABASE_URL is set, a fresh database created on that PostgreSQL server.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDb } from '../../platform/db.js';
import type { Config } from '../../platform/config.js';
import { loadConfig } from '../../wiring/config.js';
import { DrivenClock } from '../../platform/clock.js';
import { startOneProcess, type Runtime, type RuntimeOptions } from '../../wiring/runtime.js';
import {
  createKey,
  createOrganisation,
  grantEntitlement,
  type KeyPrefix,
} from '../../subgraphs/accounts/store/index.js';
import type { Entitlement } from '../../platform/context.js';
import type { Product } from '../../subgraphs/webhooks/decide/products.js';
import { hostDocuments } from '../../rest-adapter/server.js';
import type { OpenApiDocument } from '../../rest-adapter/app.js';
import { DocumentCheck } from './openapi-check.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';

export const usingPostgres = !!process.env.TEST_DATABASE_URL;
/** Where every test's DrivenClock starts (seeds that depend on time see the same date). */
export const TEST_CLOCK_START = '2026-11-21T12:00:00Z';

/** A fresh database on the test server (optionally a copy of a template); URL and a drop function. */
export async function freshPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL!,
  template?: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}, databaseUrl: string | null = null): Config {
  const base = loadConfig({ ...process.env, DATABASE_URL: databaseUrl ?? '', PGLITE_DATA_DIR: '' });
  const ports = {
    gateway: 0,
    ocean: 0,
    air: 0,
    schedules: 0,
    rates: 0,
    loading: 0,
    mcp: 0,
    subgraphBase: 0,
    metrics: 0,
  };
  // The sandbox's references follow its schedule, a pure function of the driven clock, so that
  // a test knows what an identifier shows at an instant; fresh trips are asked for by the tests
  // of that behaviour.
  const ocean = { ...base.ocean, sandboxFreshTrips: false };
  // The rates demo's earlier years (2020 on) are not loaded behind a test: minutes of
  // transactions beside every request, and no test reads them.
  const rates = { ...base.rates, sandboxBackfill: false };
  return { ...base, ports, rateLimitStore: 'postgres', ocean, rates, ...overrides };
}

export interface TestSystem extends Runtime {
  clock: DrivenClock;
  /** A new organisation with the given plan and entitlements, and one key per prefix asked. */
  org(opts?: {
    plan?: string;
    entitlements?: Partial<Record<Entitlement, Date | null>>;
    name?: string;
  }): Promise<TestOrg>;
  /**
   * Each host's OpenAPI document, built from the same declarations the hosts serve (no request:
   * an /openapi.json fetch would count against the open routes' per-IP limit the tests measure).
   * Suites that walk every route read it, so a new route is covered without new code.
   */
  documents: Record<Product, OpenApiDocument>;
  /** Webhook events a product raised for an organisation, oldest first; optionally of one type. */
  outbox(orgId: string, product: Product, type?: string): Promise<OutboxEvent[]>;
  close(): Promise<void>;
}

interface OutboxEvent {
  event_type: string;
  data: any;
  occurred_at: Date;
}

export interface TestOrg {
  id: string;
  key(prefix?: KeyPrefix, opts?: { expiresAt?: Date | null }): Promise<string>;
}

/** The run's template (test/support/global-setup.ts), unless the caller wants a database from nothing. */
function template(kind: 'pgliteTemplate' | 'postgresTemplate', fromScratch: boolean): string | null {
  if (fromScratch) return null;
  try {
    return inject(kind);
  } catch {
    return null; // outside vitest (benchmarks)
  }
}

/**
 * A fresh database on the test server, a copy of the run's migrated and seeded template: for a
 * process that migrates at its start, so that it finds its migrations applied (from nothing when
 * the run has no PostgreSQL template).
 */
export const migratedPostgresDatabase = (serverUrl?: string) =>
  freshPostgresDatabase(serverUrl, template('postgresTemplate', false));

/**
 * The PGlite template as PGlite reads it (arrayBuffer()), its bytes read once a worker. A Blob
 * made from a buffer copies its 66 MB out in chunks, taking turns on the event loop: about a
 * second of CPU a file, several seconds' wait when the machine is busy. This one answers with
 * the bytes it holds: PGlite only reads them (each file it unpacks is a copy), so every file's
 * database starts from the same ones.
 */
class TemplateTarball extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([contents]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents);
  }
}
const tarballs = new Map<string, TemplateTarball>();
function templateTarball(file: string): TemplateTarball {
  let tarball = tarballs.get(file);
  if (!tarball) {
    const read = readFileSync(file);
    tarball = new TemplateTarball(read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength));
    tarballs.set(file, tarball);
  }
  return tarball;
}

/**
 * Response check (always on; RESPONSE_CHECK=off turns it off while debugging): every answer `http`
 * receives from a product host is checked against that host's OpenAPI document. A route, status
 * or body the document does not describe fails the request; the documents close every object an
 * answer holds, so an undeclared key fails it too.
 */
const responseChecks = new Map<string, DocumentCheck>();

function checkAnswer(base: string, method: string, path: string, answer: HttpAnswer): void {
  const check = responseChecks.get(base);
  if (!check) return;
  const verdict = check.check(
    method,
    new URL(path, 'http://x').pathname,
    answer.status,
    answer.headers.get('content-type'),
    answer.body,
  );
  if (verdict.kind === 'wrong') throw new Error(`response check: ${verdict.problem}`);
  if (verdict.kind === 'undocumented')
    throw new Error(`response check: ${verdict.route} is not in the host's OpenAPI document`);
}

export async function startSystem(
  opts: RuntimeOptions & {
    configOverrides?: Partial<Config>;
    fromScratch?: boolean;
  } = {},
): Promise<TestSystem> {
  const fromScratch = !!opts.fromScratch;
  const fresh = usingPostgres
    ? await freshPostgresDatabase(undefined, template('postgresTemplate', fromScratch))
    : null;
  const pgliteTemplate = usingPostgres ? null : template('pgliteTemplate', fromScratch);
  const templateDb = pgliteTemplate
    ? await openDb({ databaseUrl: null, pgliteTemplate: templateTarball(pgliteTemplate) })
    : undefined;
  const clock = (opts.clock as DrivenClock | undefined) ?? new DrivenClock(TEST_CLOCK_START);
  const rt = await startOneProcess({
    workers: false,
    ...opts,
    db: templateDb,
    clock,
    config: testConfig(opts.configOverrides, fresh?.url ?? null),
  });
  const db = rt.services.db;
  const documents = hostDocuments({
    services: rt.services,
    gateway: rt.client,
    exportRows: rt.exportRows,
    auth: rt.auth,
    tokens: rt.tokens,
    limiter: null as never,
    migrationSets: [],
    live: rt.live,
    connections: rt.connections,
  });
  if (process.env.RESPONSE_CHECK !== 'off')
    for (const [p, doc] of Object.entries(documents))
      responseChecks.set(rt.urls[p as keyof typeof documents], new DocumentCheck(doc));
  return {
    ...rt,
    clock,
    documents,
    async org(o = {}) {
      const org = await createOrganisation(db, o.name ?? 'Test Org', o.plan ?? 'paid');
      for (const [e, exp] of Object.entries(o.entitlements ?? {}))
        await grantEntitlement(db, org.id, e as Entitlement, exp ?? null);
      return {
        id: org.id,
        key: async (prefix = 'tmcp', k = {}) =>
          (await createKey(db, org.id, prefix, { expiresAt: k.expiresAt ?? null })).key,
      };
    },
    async outbox(orgId, product, type) {
      const r = await db.query<OutboxEvent>(
        `SELECT event_type, data, occurred_at FROM webhooks.outbox
          WHERE org_id = $1 AND product = $2 AND ($3::text IS NULL OR event_type = $3) ORDER BY occurred_at, seq`,
        [orgId, product, type ?? null],
      );
      return r.rows;
    },
    async close() {
      for (const p of ['ocean', 'air', 'schedules', 'rates', 'loading'] as const) responseChecks.delete(rt.urls[p]);
      await rt.stop();
      await fresh?.drop();
    },
  };
}

/** What a file's system is started with (useSystem). */
export interface SystemOptions extends RuntimeOptions {
  configOverrides?: Partial<Config>;
  fromScratch?: boolean;
  /** Create an organisation (`org`: its plan, entitlements, name) and, with `key`, one key of it. */
  org?: Parameters<TestSystem['org']>[0];
  key?: KeyPrefix;
  /** Start only these products' subgraphs (the platform's accounts, reference and webhooks always). */
  products?: readonly Product[];
}

/** The file's system; with `org`/`key` asked, its organisation (`orgId`, `testOrg`) and key. */
export type SystemHandle = TestSystem & { orgId: string; testOrg: TestOrg; key: string };

/**
 * One system for the test file: started in beforeAll, closed in afterAll (both registered here, so
 * call it at the file's top level, before hooks that use it). The handle's fields are filled in
 * beforeAll: read them inside hooks and tests, not at import time.
 */
export function useSystem(opts: SystemOptions | (() => SystemOptions) = {}): SystemHandle {
  const handle = {} as SystemHandle;
  beforeAll(async () => {
    // A function is read here, after the file's earlier hooks (a server whose port a setting names).
    const { org, key, products, ...runtime } = typeof opts === 'function' ? opts() : opts;
    const subgraphs = products
      ? SUBGRAPHS.filter((m) => PLATFORM.has(m.name) || products.includes(m.name as Product))
      : undefined;
    Object.assign(handle, await startSystem({ ...runtime, ...(subgraphs && { subgraphs }) }));
    if (org || key) {
      handle.testOrg = await handle.org(org);
      handle.orgId = handle.testOrg.id;
      if (key) handle.key = await handle.testOrg.key(key);
    }
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

const PLATFORM = new Set(['accounts', 'reference', 'webhooks']);

export interface HostRoute<Op> {
  product: Product;
  method: string;
  path: string;
  op: Op;
}
/** Every route of every product host, read from the documents (TestSystem.documents). */
export const hostRoutes = <Op>(documents: Record<Product, { paths: Record<string, Record<string, Op>> }>) =>
  (Object.keys(documents) as Product[]).flatMap((product) =>
    Object.entries(documents[product].paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]): HostRoute<Op> => ({ product, method, path, op })),
    ),
  );

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** `fetch` for the clients tests drive (the SDK): every answer gets the response check `http` applies. */
export async function checkedFetch(request: Request): Promise<Response> {
  const res = await fetch(request);
  const url = new URL(request.url);
  const text = await res.clone().text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  checkAnswer(url.origin, request.method, `${url.pathname}${url.search}`, {
    status: res.status,
    headers: res.headers,
    body: parsed,
    text,
  });
  return res;
}

/** A real HTTP request; `key` goes in the Bearer header. */
export async function http(
  base: string,
  path: string,
  opts: { key?: string; method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined || opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, { method: opts.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const answer = { status: res.status, headers: res.headers, body: parsed, text };
  checkAnswer(base, opts.method ?? 'GET', path, answer);
  return answer;
}
