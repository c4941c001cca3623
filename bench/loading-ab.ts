// The planner on a quick subset of the loading sets, budgeted in CPU time instead of wall time, so
// that a figure means the same search however loaded the machine is; optionally side by side with
// another copy of the planner (a baseline checkout), run alternately on the same instances in the
// same process, so that both see the same machine.
//   npm run bench -- loading-ab
//   AB_SETS (default mixed60,mixed80,mixed100), AB_SAMPLE (instances per set, default 3, spread
//   evenly), AB_CPU_MS (CPU budget per plan, default 2000), AB_BASE (path of a baseline planner's
//   index.ts, e.g. /tmp/old/subgraphs/loading/planner/index.ts; its clock.ts is switched as well),
//   AB_BLOCKS (instead of CPU time, a budget of this many blocks placed per plan: the same plans
//   on every run, for a change that leaves the cost of a block as it was), AB_PARTS (default 1: a
//   plan split over this many threads, its shares run one after the other with the budget each,
//   the best kept as the pool keeps it).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { plan } from '../subgraphs/loading/decide/planner/index.js';
import { setClock, work } from '../subgraphs/loading/decide/planner/clock.js';
import { validatePlan } from '../subgraphs/loading/decide/validator/index.js';
import type { PlanInput, PlanResult } from '../subgraphs/loading/decide/planner/types.js';
import type { Part } from '../subgraphs/loading/decide/planner/index.js';
import { betterPlan } from '../subgraphs/loading/decide/planner/best.js';
import { brInput, type BrInstance } from './data/loading/instances.js';

const SETS = (process.env.AB_SETS ?? 'mixed60,mixed80,mixed100').split(',');
const SAMPLE = Number(process.env.AB_SAMPLE ?? 3);
const CPU_MS = Number(process.env.AB_CPU_MS ?? 2000);
const BLOCKS = process.env.AB_BLOCKS ? Number(process.env.AB_BLOCKS) : null;
const PARTS = Number(process.env.AB_PARTS ?? 1);
// The process's CPU time, read at most once in 5 ms of wall time (a read costs a system
// call, and the planner asks its clock after every block).
let wallRead = -Infinity;
let cpuRead = 0;
const cpu = () => {
  const w = performance.now();
  if (w - wallRead >= 5) {
    const u = process.cpuUsage();
    [wallRead, cpuRead] = [w, (u.user + u.system) / 1000];
  }
  return cpuRead;
};

interface Variant {
  name: string;
  plan: (input: PlanInput, part?: Part) => PlanResult;
  work: { placed: number };
  sum: number;
  n: number;
  placed: number;
  violations: number;
}

const variants: Variant[] = [{ name: 'current', plan, work, sum: 0, n: 0, placed: 0, violations: 0 }];
// Counted in blocks, each planner's clock is its own count of blocks placed.
setClock(BLOCKS ? () => work.placed : cpu);
if (process.env.AB_BASE) {
  const base = pathToFileURL(process.env.AB_BASE);
  const mod = (await import(base.href)) as { plan: Variant['plan'] };
  const clock = (await import(
    new URL('./clock.js', base).href
  )) as typeof import('../subgraphs/loading/decide/planner/clock.js');
  clock.setClock(BLOCKS ? () => clock.work.placed : cpu);
  variants.push({ name: 'base', plan: mod.plan, work: clock.work, sum: 0, n: 0, placed: 0, violations: 0 });
}

const load = () => loadavg()[0]!.toFixed(1);
const budget = BLOCKS ? `${BLOCKS} blocks placed` : `CPU budget ${CPU_MS} ms`;
console.log(
  `${budget} per plan${PARTS > 1 ? ` share (${PARTS})` : ''}, ${SAMPLE} per set; load ${load()} at the start`,
);
for (const set of SETS) {
  const instances = JSON.parse(
    readFileSync(new URL(`./data/loading/${set.toLowerCase()}.json`, import.meta.url), 'utf8'),
  ) as BrInstance[];
  const step = Math.max(1, Math.floor(instances.length / SAMPLE));
  const chosen = instances.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  const per = variants.map(() => 0);
  for (const inst of chosen) {
    const input = brInput(inst, BLOCKS ?? CPU_MS);
    const line: string[] = [];
    variants.forEach((v, k) => {
      const before = v.work.placed;
      const r = Array.from({ length: PARTS }, (_, index) => v.plan(input, { index, of: PARTS })).reduce((a, b) =>
        betterPlan(input, b, a) ? b : a,
      );
      const found = validatePlan(input, r).length;
      v.violations += found;
      v.placed += v.work.placed - before;
      v.sum += r.volume_utilisation;
      v.n++;
      per[k]! += r.volume_utilisation;
      line.push(`${v.name} ${(100 * r.volume_utilisation).toFixed(2)} %${found ? ` (${found} violations)` : ''}`);
    });
    console.log(`${set} #${inst.id}: ${line.join(', ')}; load ${load()}`);
  }
  console.log(
    `${set}: ${variants.map((v, k) => `${v.name} ${((100 * per[k]!) / chosen.length).toFixed(2)} %`).join(', ')}`,
  );
}
for (const v of variants)
  console.log(
    `${v.name}: mean ${((100 * v.sum) / v.n).toFixed(2)} % over ${v.n}, ${Math.round(v.placed / v.n)} blocks placed per plan, ${v.violations} violations`,
  );
console.log(`load ${load()} at the end`);
