// Latency of POST /v1/plans for the README's example (ten pallets and forty cartons into a 20'),
// through HTTP on the one-process system (PostgreSQL), one plan at a time: the planner in its
// worker thread, the plan stored. Reports p50, p99 and the slowest of LOADING_PLANS_REQUESTS
// requests (default 200) after 10 to warm up.
//   npm run bench -- loading-plans
import { startBenchSystem } from './lib.js';

const REQUESTS = Number(process.env.LOADING_PLANS_REQUESTS ?? 200);
const body = JSON.stringify({
  cargo: [
    { id: 'EUR-PALLET', length: 1200, width: 800, height: 1100, weight: 420, quantity: 10, upright: ['height'] },
    { id: 'CARTON', length: 600, width: 400, height: 400, weight: 18, quantity: 40 },
  ],
  equipment: [{ code: '22G1' }],
});

const sys = await startBenchSystem();
try {
  const key = await sys.key('lmcp');
  const post = async () => {
    const t = performance.now();
    const res = await fetch(`${sys.rt.urls.loading}/v1/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body,
    });
    const answer = (await res.json()) as { plan?: { summary?: { pieces_unplaced: number } } };
    if (res.status !== 201 || answer.plan?.summary?.pieces_unplaced !== 0)
      throw new Error(`POST /v1/plans answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await post();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await post());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(0);
  console.log(`## Loading: POST /v1/plans, the README's example (${REQUESTS} requests, one at a time)\n`);
  console.log('| p50 | p99 | slowest |');
  console.log('|---|---|---|');
  console.log(`| ${at(0.5)} ms | ${at(0.99)} ms | ${times[times.length - 1]!.toFixed(0)} ms |`);
} finally {
  await sys.close();
}
