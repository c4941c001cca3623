// Fairness under abuse (issue 29): three organisations on one system (one process, PostgreSQL,
// webhook dispatcher running). A and C send ordinary traffic: tracking reads (REST), a GraphQL
// read at the gateway, schedules searches, and a small load plan every few seconds whose
// plan_created webhook goes to their own healthy receiver. First alone, then while B attacks
// from another address, as hard as the limits allow (each of its loops asks again at once, or
// after the Retry-After of a refusal, at most 5 s): planner floods at the largest budget, the
// most expensive GraphQL the query limits allow, unknown keys, and webhook endpoints that never
// answer (each attempt held until the 10 s time-out) fed ten events a second. Reports A's and C's p50/p99 and refusals in
// both phases, their webhook delivery times, and what B got.
// Goal: A's and C's p99 under attack within 2× of alone, none of their requests refused.
// The flood (FAIRNESS_ATTACKS=flood, issue 42): B over its rate limit sends, without pause and
// whatever Retry-After says, documents of 5,000 aliases (88 kB each) to /graphql from eight
// connections; each must be refused 429 before it is parsed. Target: A's and C's keyed p99 under
// the flood at most 1.5× alone.
// Run: npm run bench -- fairness   (FAIRNESS_SECONDS per phase, default 30)
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { freshPostgresDatabase, testConfig } from '../test/support/harness.js';
import { Receiver, testCerts } from '../test/support/webhooks-receiver.js';
import { LONG_PLAN_CARGO } from '../test/support/loading-fixtures.js';
import { startOneProcess } from '../wiring/runtime.js';
import { createKey, createOrganisation, grantEntitlement } from '../subgraphs/accounts/store/index.js';
import { createDispatcher } from '../subgraphs/webhooks/workers/dispatcher.js';
import { raiseEvent } from '../subgraphs/webhooks/outbox.js';
import { PLANNER_TIERS } from '../subgraphs/loading/workers/planner-pool.js';
import { SERVER_URL } from './lib.js';

const SECONDS = Number(process.env.FAIRNESS_SECONDS ?? 30);
/** Which of B's attacks run (a comma-separated subset, to see each one's effect; flood is not in the default). */
const ATTACKS = (process.env.FAIRNESS_ATTACKS ?? 'planner,graphql,keys,webhooks').split(',');
/** A's and C's p99 under attack over alone: 1.5× under the flood alone, 2× otherwise. */
const GOAL = ATTACKS.join() === 'flood' ? 1.5 : 2;
/** Ordinary traffic: one read every READ_MS, one plan every PLAN_MS, per organisation. */
const READ_MS = 250;
const PLAN_MS = 3000;

const fresh = await freshPostgresDatabase(SERVER_URL);
const certs = testCerts();
const config = testConfig({}, fresh.url);
const rt = await startOneProcess({ config, workers: false });
const db = rt.services.db;
const rx = await Receiver.start(certs);
const dispatcher = createDispatcher(rt.services, { allowPrivate: ['127.0.0.0/8'], caPem: certs.caPem });
const hanging: http.ServerResponse[] = [];
let dead = true;
let open = 0;
let maxOpen = 0;

interface Answer {
  status: number;
  ms: number;
  body: any;
  /** Retry-After, seconds, when refused with one. */
  retryAfter: number | null;
}

/** A client at one source address (127.0.0.0/8 is all loopback): per-address limits see it as one. */
function client(address: string) {
  const agent = new http.Agent({ keepAlive: true, localAddress: address } as http.AgentOptions);
  return (url: string, key: string, method = 'GET', body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const from = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        url,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${key}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            let parsed: any = null;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              parsed = null;
            }
            const retryAfter = res.headers['retry-after'] ? Number(res.headers['retry-after']) : null;
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - from, body: parsed, retryAfter });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

const ordinaryClient = client('127.0.0.1');
const attackerClient = client('127.0.0.2');

const SMALL_PLAN = {
  cargo: [{ id: 'CRATE', length: 1200, width: 800, height: 1000, weight: 300, quantity: 4 }],
  equipment: [{ code: '42G1' }],
  options: { time_budget_ms: 500 },
};
// 5,000 pieces of 50 sizes, more than a 40' takes, at the largest budget B's tier allows.
const FLOOD_PLAN = {
  cargo: LONG_PLAN_CARGO,
  equipment: [{ code: '42G1' }],
  options: { time_budget_ms: PLANNER_TIERS.paid.budgetMaxMs },
};
const READ_QUERY = '{ containers(limit: 5) { identifier status carrier { scac name } } }';
// 500 containers × 33 fields: about 16,500 answer fields, under the 25,000 limit and expensive.
const EXPENSIVE_QUERY = `{ containers(limit: 500) { id identifier identifier_type carrier_code carrier_name status
  eta eta_is_estimated planned_departure_at current_vessel_imo poll_priority demurrage_at_risk
  demurrage_accrued_usd demurrage_last_free_day customs_hold_reason origin_unlocode destination_unlocode
  destination_name container_size equipment_type iso_type_code last_polled_at added_at archived_at
  carrier { scac name } destination_port { unlocode name country_code timezone } } }`;
// 5,000 aliases: about 88 kB, under the body limit; the query limits would refuse it (400) once parsed.
const ALIAS_QUERY = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;

interface Org {
  name: string;
  id: string;
  keys: { tmcp: string; smcp: string; lmcp: string };
}

async function organisation(name: string, containers: number, plan = 'paid'): Promise<Org> {
  const org = await createOrganisation(db, name, plan);
  for (const e of ['air_cargo', 'schedules'] as const) await grantEntitlement(db, org.id, e, null);
  await db.query(
    `INSERT INTO ocean.containers (org_id, identifier, identifier_type, carrier_scac, destination_unlocode)
     SELECT $1, 'FGBU' || lpad(n::text, 7, '0'), 'container_id', 'MAEU', 'NLRTM' FROM generate_series(1, $2) n`,
    [org.id, containers],
  );
  const key = async (p: 'tmcp' | 'smcp' | 'lmcp') => (await createKey(db, org.id, p)).key;
  return { name, id: org.id, keys: { tmcp: await key('tmcp'), smcp: await key('smcp'), lmcp: await key('lmcp') } };
}

const a = await organisation('A', 20);
const c = await organisation('C', 20);
// Flooding, B is on the free plan (40 requests per 20 s): over its limit within the first second.
const b = await organisation('B', 500, ATTACKS.join() === 'flood' ? 'free' : 'paid');

// A's and C's plan_created webhooks: arrival time per plan id.
const arrived = new Map<string, number>();
for (const o of [a, c]) {
  rx.on(`/${o.name}`, (r, res) => {
    arrived.set(r.json?.data?.plan_id, performance.now());
    res.writeHead(200).end();
  });
  const reg = await ordinaryClient(`${rt.urls.loading}/v1/webhooks`, o.keys.lmcp, 'POST', {
    url: rx.url(`/${o.name}`),
  });
  if (reg.status !== 201) throw new Error(`webhook registration answered ${reg.status}`);
}
// B's ten receivers never answer.
for (let i = 0; i < 10; i++) {
  rx.on(`/B-${i}`, (_r, res) => {
    if (!dead) return void res.destroy();
    hanging.push(res);
    maxOpen = Math.max(maxOpen, ++open);
    res.on('close', () => open--);
  });
  const reg = await ordinaryClient(`${rt.urls.ocean}/v1/webhooks`, b.keys.tmcp, 'POST', { url: rx.url(`/B-${i}`) });
  if (reg.status !== 201) throw new Error(`webhook registration answered ${reg.status}`);
}
await dispatcher.start();

interface Phase {
  latencies: number[];
  /** Request kind → its latencies. */
  byKind: Map<string, number[]>;
  refused: Map<number, number>;
  /** Plan id → when its creation was answered. */
  plans: Map<string, number>;
}
const newPhase = (): Phase => ({ latencies: [], byKind: new Map(), refused: new Map(), plans: new Map() });

const READS = (o: Org): [string, () => Promise<Answer>][] => [
  ['tracking read (REST)', () => ordinaryClient(`${rt.urls.ocean}/v1/containers?limit=20`, o.keys.tmcp)],
  [
    'schedules search (REST)',
    () => ordinaryClient(`${rt.urls.schedules}/public/schedules?origin=CNSHA&destination=NLRTM`, o.keys.smcp),
  ],
  ['tracking read (GraphQL)', () => ordinaryClient(rt.urls.gateway, o.keys.tmcp, 'POST', { query: READ_QUERY })],
];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An organisation's ordinary traffic until `until`, recorded in `phase`. */
async function ordinary(o: Org, phase: Phase, until: number): Promise<void> {
  const record = (kind: string, r: Answer) => {
    phase.latencies.push(r.ms);
    phase.byKind.set(kind, [...(phase.byKind.get(kind) ?? []), r.ms]);
    if (r.status >= 300) phase.refused.set(r.status, (phase.refused.get(r.status) ?? 0) + 1);
  };
  const reads = (async () => {
    const kinds = READS(o);
    for (let i = 0; performance.now() < until; i++) {
      const tick = performance.now();
      const [kind, read] = kinds[i % kinds.length]!;
      record(kind, await read());
      await pause(Math.max(0, tick + READ_MS - performance.now()));
    }
  })();
  const plans = (async () => {
    while (performance.now() < until) {
      const tick = performance.now();
      const r = await ordinaryClient(`${rt.urls.loading}/v1/plans`, o.keys.lmcp, 'POST', SMALL_PLAN);
      record('small plan', r);
      if (r.status === 201) phase.plans.set(r.body.plan.id, performance.now());
      await pause(Math.max(0, tick + PLAN_MS - performance.now()));
    }
  })();
  await Promise.all([reads, plans]);
}

/** B's attack until stopped: what each kind of request got, by status. */
function attack(): { stop(): Promise<void>; got: Record<string, Map<number, number>> } {
  let on = true;
  const got: Record<string, Map<number, number>> = {};
  /** `flood`: again at once, whatever a refusal says. */
  const loop = (kind: string, send: () => Promise<Answer>, flood = false) => {
    got[kind] ??= new Map();
    return (async () => {
      while (on) {
        const r = await send();
        got[kind]!.set(r.status, (got[kind]!.get(r.status) ?? 0) + 1);
        // As hard as the limits allow: again at once, or when a refusal says to.
        await pause(flood ? 0 : r.retryAfter ? Math.min(r.retryAfter * 1000, 5000) : 10);
      }
    })();
  };
  const unknownKey = () => `tmcp_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x').slice(0, 32)}`;
  const wanted = (name: string, n: number) => (ATTACKS.includes(name) ? n : 0);
  const loops = [
    ...Array.from({ length: wanted('planner', 4) }, () =>
      loop('planner flood', () => attackerClient(`${rt.urls.loading}/v1/plans`, b.keys.lmcp, 'POST', FLOOD_PLAN)),
    ),
    ...Array.from({ length: wanted('graphql', 4) }, () =>
      loop('expensive GraphQL', () => attackerClient(rt.urls.gateway, b.keys.tmcp, 'POST', { query: EXPENSIVE_QUERY })),
    ),
    ...Array.from({ length: wanted('flood', 8) }, () =>
      loop(
        'alias flood (GraphQL)',
        () => attackerClient(rt.urls.gateway, b.keys.tmcp, 'POST', { query: ALIAS_QUERY }),
        true,
      ),
    ),
    ...Array.from({ length: wanted('keys', 2) }, () =>
      loop('unknown keys', () => attackerClient(`${rt.urls.ocean}/v1/containers`, unknownKey())),
    ),
    // Ten events a second to B's ten dead endpoints.
    (async () => {
      for (let i = 0; on && ATTACKS.includes('webhooks'); i++) {
        await db.tx((tx) =>
          raiseEvent(tx, {
            product: 'ocean',
            orgId: b.id,
            type: 'vessel_departed',
            data: { imo: 9_000_000 + i },
            occurredAt: rt.services.clock.now(),
          }),
        );
        await pause(100);
      }
    })(),
  ];
  return {
    got,
    async stop() {
      on = false;
      await Promise.all(loops);
    },
  };
}

const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const deliveries = (phase: Phase) =>
  [...phase.plans].filter(([id]) => arrived.has(id)).map(([id, at]) => arrived.get(id)! - at);
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '–');
const refusals = (m: Map<number, number>) => (m.size ? [...m].map(([s, n]) => `${n} × ${s}`).join(', ') : '0');

try {
  // Warm-up: JIT, caches, planner threads.
  await Promise.all([a, c].map((o) => ordinary(o, newPhase(), performance.now() + 5000)));
  const alone = { A: newPhase(), C: newPhase() };
  let until = performance.now() + SECONDS * 1000;
  await Promise.all([ordinary(a, alone.A, until), ordinary(c, alone.C, until)]);

  const b_ = attack();
  await pause(2000); // the attack under way
  const attacked = { A: newPhase(), C: newPhase() };
  until = performance.now() + SECONDS * 1000;
  await Promise.all([ordinary(a, attacked.A, until), ordinary(c, attacked.C, until)]);
  await b_.stop();
  // Webhooks still on their way.
  await pause(3000);

  const lines = [
    `## Fairness under abuse (${SECONDS} s alone, then ${SECONDS} s under B's attack)`,
    '',
    '| organisation | requests alone | p50 / p99 alone ms | requests attacked | p50 / p99 attacked ms | p99 attacked / alone | refused alone | refused attacked | webhook p50 / p99 alone ms | webhook p50 / p99 attacked ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  let met = true;
  for (const name of ['A', 'C'] as const) {
    const x = alone[name];
    const y = attacked[name];
    const ratio = percentile(y.latencies, 99) / percentile(x.latencies, 99);
    if (!(ratio <= GOAL) || y.refused.size || x.refused.size) met = false;
    lines.push(
      `| ${name} | ${x.latencies.length} | ${fmt(percentile(x.latencies, 50))} / ${fmt(percentile(x.latencies, 99))} | ` +
        `${y.latencies.length} | ${fmt(percentile(y.latencies, 50))} / ${fmt(percentile(y.latencies, 99))} | ` +
        `**${ratio.toFixed(2)}×** | ${refusals(x.refused)} | ${refusals(y.refused)} | ` +
        `${fmt(percentile(deliveries(x), 50))} / ${fmt(percentile(deliveries(x), 99))} | ` +
        `${fmt(percentile(deliveries(y), 50))} / ${fmt(percentile(deliveries(y), 99))} |`,
    );
  }
  lines.push('', '| request (A and C) | p50 / p99 alone ms | p50 / p99 attacked ms |', '|---|---|---|');
  for (const kind of alone.A.byKind.keys()) {
    const both = (p: typeof alone) => [...p.A.byKind.get(kind)!, ...p.C.byKind.get(kind)!];
    lines.push(
      `| ${kind} | ${fmt(percentile(both(alone), 50))} / ${fmt(percentile(both(alone), 99))} | ` +
        `${fmt(percentile(both(attacked), 50))} / ${fmt(percentile(both(attacked), 99))} |`,
    );
  }
  lines.push(
    '',
    `Goal (attacks: ${ATTACKS.join(', ')}; p99 attacked within ${GOAL}× of alone, nothing of A's or C's refused): ` +
      `**${met ? 'met' : 'not met'}**`,
  );
  lines.push('', "B's requests, by answer:", '');
  for (const [kind, m] of Object.entries(b_.got)) lines.push(`- ${kind}: ${refusals(m)}`);
  lines.push(`- webhook attempts to B's dead endpoints: ${hanging.length}, at most ${maxOpen} open at once`);
  console.log(`\n${lines.join('\n')}\n`);
} finally {
  dead = false;
  for (const res of hanging) res.destroy();
  await dispatcher.stop();
  await rx.close();
  await rt.stop();
  await fresh.drop();
}
