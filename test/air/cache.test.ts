// The air answer cache (docs/air.md, Cache and single-flight) with a driven clock: 20-minute keep, force_update and
// refresh=1 with the 2-minute floor, not-found Retry-After, airline failure fallback, and
// single-flight within one process and across two processes sharing the database.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { useSystem, http, usingPostgres } from '../support/harness.js';
import { checkDigitOf } from '../../subgraphs/air/decide/awb.js';
import { sandboxPlan } from '../../subgraphs/air/connectors/sandbox.js';
import { SandboxAirline } from '../../subgraphs/air/connectors/sandbox.js';
import { FsuHttpAirline } from '../../subgraphs/air/connectors/fsu-http.js';
import { configureAir, airConnectors } from '../../subgraphs/air/connectors/index.js';
import { claimLease, releaseLease, writeNotFound } from '../../subgraphs/air/store/index.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SubgraphExecutor } from '../../platform/subgraph.js';
import { createGateway } from '../../gateway/server.js';
import { inProcessGatewayClient } from '../../rest-adapter/gateway-client.js';
import { inProcessSubgraphRows } from '../../rest-adapter/exports/subgraph-rows.js';
import { buildProductApps } from '../../rest-adapter/server.js';
import { migrationSets } from '../../wiring/services.js';
import { rateLimiter } from '../../wiring/accounts.js';
import { listen, portOf, closeServer } from '../../platform/http.js';
import type { Services } from '../../platform/services.js';

const MIN = 60_000;
let key: string;

// A real airline over HTTP that the tests can slow down, break or hang.
let airline: Server;
let airlineUrl: string;
const feed = {
  mode: 'ok' as 'ok' | 'fail' | 'hang',
  delayMs: 0,
  hits: new Map<string, number>(),
  messages: new Map<string, string>(),
};

function serial(n: number) {
  const s = String(n).padStart(7, '0');
  return `020-${s}${checkDigitOf(s)}`;
}

function fsu(awb: string, lines: string[]): string {
  return lines.map((l) => `FSU/14\n${awb}FRAORD/T6K120.0\n${l}`).join('\n');
}

const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
  airline = createServer(async (req, res) => {
    const m = /^\/fsu\/(\d{3}-\d{8})$/.exec(req.url ?? '');
    const awb = m?.[1] ?? '';
    feed.hits.set(awb, (feed.hits.get(awb) ?? 0) + 1);
    if (feed.delayMs) await new Promise((r) => setTimeout(r, feed.delayMs));
    if (feed.mode === 'hang') return; // never answers: the client's time-out decides
    if (feed.mode === 'fail') return void res.writeHead(502).end('bad gateway');
    const body = feed.messages.get(awb);
    if (body === undefined) return void res.writeHead(404, { 'retry-after': '300' }).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  // Idle connections stay open for the whole file: a server closing one as the client reuses it
  // makes the client retry the GET, which the counts below would see as a second airline call.
  airline.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => airline.listen(0, '127.0.0.1', r));
  airlineUrl = `http://127.0.0.1:${portOf(airline)}`;
});
afterAll(async () => {
  await closeServer(airline);
});
beforeEach(() => {
  feed.mode = 'ok';
  feed.delayMs = 0;
  configureAir(sys.services, { airline: new SandboxAirline() });
});

/** 11 digits of an Emirates waybill whose sandbox scenario passes the test. */
function sandboxAwb(ok: (scenario: string) => boolean, from: number): string {
  for (let n = from; ; n++) {
    const s = String(n).padStart(7, '0');
    const awb = `176${s}${checkDigitOf(s)}`;
    if (ok(sandboxPlan(awb, sys.clock.now())!.scenario)) return awb;
  }
}

const track = (awb: string, q = '', k = key, base = sys.urls.air) => http(base, `/track/${awb}${q}`, { key: k });
const calls = () => airConnectors(sys.services).airline.calls;
const iso = (t: number) => new Date(t).toISOString();

describe('answer cache (sandbox airline)', () => {
  it('keeps an answer 20 minutes; force_update and refresh=1 ask again unless it is under 2 minutes old', async () => {
    const awb = '176-12345675';
    const t0 = sys.clock.now().getTime();
    const step = async (q: string, expectCalls: number, fromCache: boolean) => {
      const r = await track(awb, q);
      expect(r.status).toBe(200);
      expect(calls(), `${q} at +${(sys.clock.now().getTime() - t0) / MIN} min`).toBe(expectCalls);
      expect(r.body.metadata.from_cache, `${q} at +${(sys.clock.now().getTime() - t0) / MIN} min`).toBe(fromCache);
      return r.body.metadata;
    };
    let m = await step('', 1, false);
    expect(m).toMatchObject({
      status_code: 'OK',
      updated_at: iso(t0),
      last_updated_at: iso(t0),
      cache_expires: iso(t0 + 20 * MIN),
    });

    sys.clock.advance(5 * MIN);
    m = await step('', 1, true);
    expect(m.cache_expires).toBe(iso(t0 + 20 * MIN));

    m = await step('?force_update=true', 2, false); // 5 minutes old: asked again
    expect(m).toMatchObject({
      last_updated_at: iso(t0 + 5 * MIN),
      updated_at: iso(t0 + 5 * MIN),
      cache_expires: iso(t0 + 25 * MIN),
    });

    sys.clock.advance(MIN);
    m = await step('?force_update=true', 2, true); // 1 minute old: served as is
    expect(m.last_updated_at).toBe(iso(t0 + 5 * MIN));

    sys.clock.advance(MIN + 1000);
    await step('?refresh=1', 3, false); // 2 minutes 1 second old

    sys.clock.advance(19 * MIN);
    await step('', 3, true);
    sys.clock.advance(MIN);
    await step('', 4, false); // past 20 minutes
    await step('?force_update=false', 4, true);
  });

  it('is one answer per waybill for every organisation, each organisation keeping its own record', async () => {
    const digits = sandboxAwb((scenario) => scenario !== 'not_found', 11);
    const awb = `${digits.slice(0, 3)}-${digits.slice(3)}`;
    const other = await (await sys.org({ entitlements: { air_cargo: null } })).key();
    const a = await track(awb);
    const before = calls();
    const b = await track(awb, '', other);
    expect(calls()).toBe(before);
    expect(b.body.metadata.from_cache).toBe(true);
    expect(b.body.data).toEqual(a.body.data);
    const rows = await sys.services.db.query('SELECT count(*)::int AS n FROM air.waybills WHERE awb = $1', [digits]);
    expect(rows.rows[0]).toEqual({ n: 2 });
  });

  it("keeps a not-found answer's Retry-After: no airline call, forced or not, until it lapses", async () => {
    const awb = sandboxAwb((scenario) => scenario === 'not_found', 1);
    const display = `${awb.slice(0, 3)}-${awb.slice(3)}`;
    const c0 = calls();
    let r = await track(display);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      error: { code: 'not_found', message: expect.stringMatching(/has no data/), retry_after_seconds: 600 },
    });
    expect(r.headers.get('retry-after')).toBe('600');
    expect(calls()).toBe(c0 + 1);

    sys.clock.advance(100_000);
    r = await track(display, '?force_update=true');
    expect(r.status).toBe(404);
    expect(r.headers.get('retry-after')).toBe('500');
    expect(calls()).toBe(c0 + 1);

    sys.clock.advance(500_000);
    r = await track(display);
    expect(r.status).toBe(404);
    expect(r.headers.get('retry-after')).toBe('600');
    expect(calls()).toBe(c0 + 2);
  });
});

describe('airline failures (airline over HTTP)', () => {
  beforeEach(() => {
    configureAir(sys.services, { airline: new FsuHttpAirline({ baseUrl: airlineUrl, timeoutMs: 300 }) });
  });

  it('serves the last held answer when the airline fails, and asks again after a minute', async () => {
    const awb = serial(1001);
    feed.messages.set(awb, fsu(awb, ['FOH/20NOV0800/FRA/T6K120.0', 'RCS/20NOV0900/FRA/T6K120.0']));
    const first = await track(awb);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('accepted');
    const fetchedAt = sys.clock.now().getTime();

    sys.clock.advance(21 * MIN);
    feed.mode = 'fail';
    const hits = () => feed.hits.get(awb) ?? 0;
    const h0 = hits();
    let r = await track(awb);
    expect(r.status).toBe(200);
    expect(hits()).toBe(h0 + 1);
    expect(r.body.data).toEqual(first.body.data);
    expect(r.body.metadata).toMatchObject({
      from_cache: true,
      last_updated_at: iso(fetchedAt),
      updated_at: iso(sys.clock.now().getTime()), // the failure is bookkeeping
      cache_expires: iso(sys.clock.now().getTime() + MIN),
    });

    sys.clock.advance(30_000);
    r = await track(awb);
    expect([r.status, r.body.metadata.from_cache, hits()]).toEqual([200, true, h0 + 1]); // not asked again yet

    r = await track(awb, '?force_update=true'); // forced: asked (and fails again)
    expect([r.status, r.body.metadata.from_cache, hits()]).toEqual([200, true, h0 + 2]);

    feed.mode = 'hang'; // a time-out is a failure too
    sys.clock.advance(61_000);
    r = await track(awb);
    expect([r.status, r.body.metadata.from_cache, hits()]).toEqual([200, true, h0 + 3]);

    feed.mode = 'ok';
    feed.messages.set(
      awb,
      fsu(awb, [
        'FOH/20NOV0800/FRA/T6K120.0',
        'RCS/20NOV0900/FRA/T6K120.0',
        'DEP/LH430/21NOV/FRAORD/T6K120.0/S1000/A1012',
      ]),
    );
    sys.clock.advance(61_000);
    r = await track(awb);
    expect([r.status, r.body.metadata.from_cache, hits()]).toEqual([200, false, h0 + 4]);
    expect(r.body.data.status).toBe('in_transit');
    const row = await sys.services.db.query<{ last_error: string }>(
      'SELECT last_error FROM air.shipments WHERE awb = $1',
      [awb.replace('-', '')],
    );
    expect(row.rows[0]!.last_error).toMatch(/aborted|timeout|time/i);
  });

  it('answers 503 airline_unavailable with Retry-After when nothing is held', async () => {
    const awb = serial(1002);
    feed.mode = 'fail';
    const r = await track(awb);
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      error: { code: 'airline_unavailable', message: expect.any(String), retry_after_seconds: 60 },
    });
    expect(r.headers.get('retry-after')).toBe('60');
    sys.clock.advance(20_000);
    const again = await track(awb);
    expect(again.status).toBe(503);
    expect(again.headers.get('retry-after')).toBe('40');
    expect(feed.hits.get(awb)).toBe(1);
  });

  it("takes the airline's own Retry-After on a not-found answer", async () => {
    const awb = serial(1003);
    const r = await track(awb);
    expect(r.status).toBe(404);
    expect(r.headers.get('retry-after')).toBe('300');
  });
});

describe('single-flight', () => {
  beforeEach(() => {
    configureAir(sys.services, { airline: new FsuHttpAirline({ baseUrl: airlineUrl }) });
  });

  it('makes one airline call for concurrent requests about one waybill', async () => {
    const awb = serial(2001);
    feed.messages.set(awb, fsu(awb, ['RCS/20NOV0900/FRA/T6K120.0']));
    feed.delayMs = 1000;
    const orgs = await Promise.all(
      [0, 1, 2].map(async () => (await sys.org({ entitlements: { air_cargo: null } })).key()),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => track(awb, i % 2 ? '?force_update=true' : '', orgs[i % 3])),
    );
    expect(feed.hits.get(awb)).toBe(1);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data).toEqual(answers[0]!.body.data);
      expect(a.body.metadata.last_updated_at).toBe(answers[0]!.body.metadata.last_updated_at);
    }
    expect(answers.filter((a) => a.body.metadata.from_cache === false).length).toBeGreaterThan(0);
  });

  it('makes one airline call across two processes sharing the database', async () => {
    const second = await startSecondAirHost(sys.services);
    try {
      const awb = serial(2002);
      feed.messages.set(awb, fsu(awb, ['RCS/20NOV0900/FRA/T6K120.0']));
      feed.delayMs = 1000;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => track(awb, '', key, i % 2 ? second.url : sys.urls.air)),
      );
      expect(feed.hits.get(awb)).toBe(1);
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.body.data.status).toBe('accepted');
      }
      const leases = await sys.services.db.query('SELECT * FROM air.refresh_leases WHERE awb = $1', [
        awb.replace('-', ''),
      ]);
      expect(leases.rows).toEqual([]);
    } finally {
      await second.close();
    }
  });
  // Two processes on PostgreSQL: the waiting one's claim blocks on the lease row that the holder
  // deletes in the transaction storing its answer. Once that commits, the claim succeeds, and it
  // must report the answer so that the airline is not asked a second time.
  it.skipIf(!usingPostgres)('reports the answer the lease holder stored while the claim waited on it', async () => {
    const db = sys.services.db;
    const awb = serial(2003).replace('-', '');
    const [holder, waiter] = [randomUUID(), randomUUID()];
    expect((await claimLease(db, awb, holder, MIN)).claimed).toBe(true);
    // The holder's transaction stores its answer and deletes its lease, then stays open until the
    // waiter's claim is seen blocked on that row.
    let stored!: () => void;
    let commit!: () => void;
    const answerStored = new Promise<void>((r) => (stored = r));
    const committable = new Promise<void>((r) => (commit = r));
    const holding = db.tx(async (tx) => {
      await writeNotFound(tx, awb, '020', 300, sys.clock.now());
      await releaseLease(tx, awb, holder);
      stored();
      await committable;
    });
    await answerStored;
    const waiting = claimLease(db, awb, waiter, MIN);
    while (!(await claimBlocked())) await new Promise((r) => setImmediate(r));
    commit();
    await holding;
    expect(await waiting).toMatchObject({ claimed: true, attempts: 1 });
    await releaseLease(db, awb, waiter);
  });
});

/** Whether a lease claim of this file's database waits on a row lock. */
async function claimBlocked(): Promise<boolean> {
  const r = await sys.services.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO air.refresh_leases%'`,
  );
  return r.rows[0]!.n > 0;
}

/**
 * A second "process": its own Services object (so its own air runtime, connectors and
 * in-flight map), its own subgraph executors, gateway and air host, on the same database.
 */
async function startSecondAirHost(shared: Services): Promise<{ url: string; close(): Promise<void> }> {
  const services: Services = { ...shared };
  configureAir(services, { airline: new FsuHttpAirline({ baseUrl: airlineUrl }) });
  const executors = new Map(SUBGRAPHS.map((s) => [s.name, new SubgraphExecutor(s, services)]));
  const limiter = rateLimiter({ rateLimitStore: 'postgres', redis: null }, services.db);
  const gateway = await createGateway(
    services,
    SUBGRAPHS,
    { kind: 'in-process', executors },
    { auth: sys.auth, limiter, tokens: sys.tokens },
  );
  const apps = buildProductApps({
    services,
    gateway: inProcessGatewayClient(gateway),
    exportRows: inProcessSubgraphRows(executors),
    auth: sys.auth,
    limiter,
    tokens: sys.tokens,
    migrationSets: migrationSets(SUBGRAPHS),
    live: sys.live,
    connections: sys.connections,
  });
  const server = await listen(apps.air, 0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${portOf(server)}`,
    async close() {
      await closeServer(server);
      await gateway.stop();
    },
  };
}
