// The planner on Bischoff & Ratcliff's BR1–BR7 (bench/data/loading/, 100 instances per set, one
// 587 × 233 × 220 container each) and on the strongly heterogeneous mixed30 … mixed100 sets made
// beside them (30–100 box types, 10 instances per set), with full support from below and the
// instances' upright rules; every plan checked by the independent validator. Reports per set the
// mean volume utilisation, the worst instance, the validator's findings and the time per instance,
// and the same for binpackingjs (npm, Dube et al.'s pivot placement; the best maintained 3D packer
// on npm we found), which has no support rule: its pieces resting on less than their full base are
// counted. Then cargo for 2–6 forty-foot units (mixed-multi.json): units used against the volume
// lower bound, a budget of BR_BUDGET_MS per unit of that bound.
//   npm run bench -- loading-br   (BR_SAMPLE instances per set, default 10; BR_BUDGET_MS, default
//   5000; BR_SETS, default 1,…,7; MIXED_SETS, default 30,40,…,100; MULTI=0 skips the units part;
//   PLANS=0 skips the last part, bench/loading-plans.ts: POST /v1/plans's latency for the README's
//   example through HTTP, which needs PostgreSQL as the other system benches do)
// Plans run one at a time in the service's planner pool (LOADING_PLANNER_THREADS, default cores − 1),
// so on an idle machine a plan uses the idle threads as it would in the service (the validator line
// says how many); the multi-unit part plans on the bench's thread.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { plan as planOnThisThread } from '../subgraphs/loading/decide/planner/index.js';
import { PlannerPool } from '../subgraphs/loading/workers/planner-pool.js';
import { loadingConfig } from '../subgraphs/loading/settings.js';
import { validatePlan } from '../subgraphs/loading/decide/validator/index.js';
import { brInput, type BrInstance } from './data/loading/instances.js';
import { pack3D, RotationType } from 'binpackingjs/3d';

const SAMPLE = Number(process.env.BR_SAMPLE ?? 10);
const BUDGET = Number(process.env.BR_BUDGET_MS ?? 5000);
const list = (v: string) => (v ? v.split(',') : []);
const SETS = [
  ...list(process.env.BR_SETS ?? '1,2,3,4,5,6,7').map((n) => ({ name: `BR${n}`, file: `br${n}` })),
  ...list(process.env.MIXED_SETS ?? '30,40,50,60,70,80,90,100').map((n) => ({ name: `mixed${n}`, file: `mixed${n}` })),
];
const MULTI = process.env.MULTI !== '0';
const PLANS = process.env.PLANS !== '0';

const cfg = loadingConfig(process.env);
const pool = new PlannerPool({ threads: cfg.plannerThreads, queue: 1, nice: 0 });
let threadsUsed = 0;
pool.on('started', (_input, _org, threads: number) => (threadsUsed = Math.max(threadsUsed, threads)));
const plan = (input: ReturnType<typeof brInput>) => pool.plan(input);

const instancesOf = (file: string) =>
  JSON.parse(readFileSync(new URL(`./data/loading/${file}.json`, import.meta.url), 'utf8')) as BrInstance[];

/** binpackingjs on the instance: bin width × height × depth = length × height × width, height up. */
function theirs(inst: BrInstance): { utilisation: number; unsupported: number; pieces: number } {
  const c = inst.container;
  // A rotation puts the item's width, height, depth (= l, h, w) on the bin's axes; the middle one stands up.
  const upright = (u: [boolean, boolean, boolean]) =>
    [
      ...(u[0] ? [RotationType.HWD, RotationType.DWH] : []),
      ...(u[1] ? [RotationType.HDW, RotationType.WDH] : []),
      ...(u[2] ? [RotationType.WHD, RotationType.DHW] : []),
    ] as RotationType[];
  const items = inst.boxes.flatMap((b, i) =>
    Array.from({ length: b.n }, (_, k) => ({
      name: `box${i + 1}-${k}`,
      width: b.l,
      height: b.h,
      depth: b.w,
      weight: 0,
      allowedRotations: upright(b.upright),
    })),
  );
  const r = pack3D({ bins: [{ name: 'BR', width: c.l, height: c.h, depth: c.w, maxWeight: 1e12 }], items });
  const placed = r.packedBins[0]?.items ?? [];
  let volume = 0;
  let unsupported = 0;
  for (const p of placed) {
    const [x, y, z] = p.position;
    const [w, h, d] = p.dimension;
    volume += w * h * d;
    if (y === 0) continue;
    let area = 0;
    for (const q of placed) {
      if (q.position[1] + q.dimension[1] !== y) continue;
      const ox = Math.min(x + w, q.position[0] + q.dimension[0]) - Math.max(x, q.position[0]);
      const oz = Math.min(z + d, q.position[2] + q.dimension[2]) - Math.max(z, q.position[2]);
      if (ox > 0 && oz > 0) area += ox * oz;
    }
    if (area < w * d) unsupported++;
  }
  return { utilisation: volume / (c.l * c.w * c.h), unsupported, pieces: placed.length };
}

const rows: string[] = [];
/** Per group of sets (BR, mixed): the sum of utilisations, the instances, the lowest set mean. */
const groups = new Map<string, { sum: number; n: number; lowest: { name: string; mean: number } }>();
const compared: string[] = [];
let all = 0;
let count = 0;
let violations = 0;
let allTheirs = 0;
for (const set of SETS) {
  const instances = instancesOf(set.file);
  // An even spread over the set: instances 1, 1 + step, …
  const step = Math.max(1, Math.floor(instances.length / SAMPLE));
  const chosen = instances.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  let sum = 0;
  let worst = { id: 0, u: Infinity };
  let ms = 0;
  let found = 0;
  let theirSum = 0;
  let theirMs = 0;
  let theirUnsupported = 0;
  let theirPieces = 0;
  for (const inst of chosen) {
    const input = brInput(inst, BUDGET);
    const t = performance.now();
    const result = await plan(input);
    ms += performance.now() - t;
    const v = validatePlan(input, result);
    found += v.length;
    if (v.length) console.error(`${set.name} #${inst.id}: ${v.length} violation(s), first: ${v[0]!.message}`);
    const t2 = performance.now();
    const other = theirs(inst);
    theirMs += performance.now() - t2;
    theirSum += other.utilisation;
    theirUnsupported += other.unsupported;
    theirPieces += other.pieces;
    const u = result.volume_utilisation;
    sum += u;
    if (u < worst.u) worst = { id: inst.id, u };
  }
  const mean = sum / chosen.length;
  const group = set.name.startsWith('BR') ? 'BR1–7' : 'mixed';
  const g = groups.get(group) ?? { sum: 0, n: 0, lowest: { name: set.name, mean } };
  groups.set(group, {
    sum: g.sum + sum,
    n: g.n + chosen.length,
    lowest: mean < g.lowest.mean ? { name: set.name, mean } : g.lowest,
  });
  all += sum;
  count += chosen.length;
  violations += found;
  rows.push(
    `| ${set.name} | ${chosen.length} | ${(100 * mean).toFixed(2)} % | #${worst.id}: ${(100 * worst.u).toFixed(2)} % | ${found} | ${(ms / chosen.length / 1000).toFixed(2)} s |`,
  );
  console.error(rows[rows.length - 1]);
  compared.push(
    `| ${set.name} | ${(100 * mean).toFixed(2)} % | ${((100 * theirSum) / chosen.length).toFixed(2)} % | ${theirUnsupported} of ${theirPieces} | ${(theirMs / chosen.length / 1000).toFixed(2)} s |`,
  );
  allTheirs += theirSum;
}
console.log(
  `## Loading: ${SETS.map((s) => s.name).join(', ')} (budget ${BUDGET} ms, ${SAMPLE} per set, full support)\n`,
);
console.log('| set | instances | mean volume utilisation | worst | violations | time per instance |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
for (const [name, g] of groups)
  console.log(
    `| **${name}** | ${g.n} | **${((100 * g.sum) / g.n).toFixed(2)} %** | lowest set ${g.lowest.name}: ${(100 * g.lowest.mean).toFixed(2)} % | | |`,
  );
console.log(`| all | ${count} | **${((100 * all) / count).toFixed(2)} %** | | ${violations} | |`);
console.log(`\nValidator: ${violations} violation(s). Threads per plan: up to ${threadsUsed}.`);
console.log('\n### The same instances with binpackingjs 4.1.0 (no support rule)\n');
console.log('| set | ours | binpackingjs | its pieces not fully supported | its time per instance |');
console.log('|---|---|---|---|---|');
for (const r of compared) console.log(r);
console.log(`| all | **${((100 * all) / count).toFixed(2)} %** | ${((100 * allTheirs) / count).toFixed(2)} % | | |`);

if (MULTI) {
  console.log('\n### Several units: mixed cargo for 2–6 forty-foot units\n');
  console.log(
    '| instance | pieces | box types | lower bound | units used | utilisation of the units used | violations | time |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const multi = instancesOf('mixed-multi');
  let within = 0;
  for (const inst of multi) {
    const c = inst.container;
    const volume = inst.boxes.reduce((v, b) => v + b.n * b.l * b.w * b.h, 0);
    const bound = Math.ceil(volume / (c.l * c.w * c.h));
    const input = brInput(inst, BUDGET * bound, bound + 3);
    // On this thread: a budget per unit of the bound passes the pool's 20 s cap.
    const result = planOnThisThread(input);
    const v = validatePlan(input, result);
    const left = result.unplaced.reduce((n, u) => n + u.quantity, 0);
    const pieces = inst.boxes.reduce((n, b) => n + b.n, 0);
    if (!left && result.units.length <= bound + 1) within++;
    console.log(
      `| #${inst.id} | ${pieces} | ${inst.boxes.length} | ${bound} | ${result.units.length}${left ? ` (${left} left)` : ''} | ${(100 * result.volume_utilisation).toFixed(2)} % | ${v.length} | ${(result.elapsed_ms / 1000).toFixed(1)} s |`,
    );
  }
  console.log(`\nAll cargo loaded in the lower bound or one unit more (the goal): ${within} of ${multi.length}.`);
}

await pool.close();

// The request path's latency, in its own process (it starts the one-process system).
if (PLANS) {
  console.log('');
  const r = spawnSync(process.execPath, ['--import', 'tsx', new URL('./loading-plans.ts', import.meta.url).pathname], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
