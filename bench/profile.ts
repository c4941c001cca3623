// Where a measured run's CPU goes (issue 28: a profile per route). With BENCH_PROFILE=<dir>,
// each measured load() of a bench is profiled with node:inspector (the server runs in the
// bench's own process in one-process mode; autocannon runs in a child), written to
// <dir>/<label>.cpuprofile for DevTools or speedscope, and summarised as the shares below.
// `npx tsx bench/profile.ts <file.cpuprofile>…` tables profiles side by side (also ones taken
// with node --cpu-prof).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Layers of a request, matched on the first frame (leaf upwards) that has a source URL. */
const LAYERS: [string, RegExp][] = [
  ['SQL driver (pg)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+|pg-cursor)\//],
  [
    'gateway: planning and execution (@apollo/gateway)',
    /node_modules\/@apollo\/(gateway|query-planner|federation-internals)\//,
  ],
  [
    'GraphQL execution (graphql-js, Apollo Server, DataLoader)',
    /node_modules\/(graphql|@apollo\/server|@apollo\/subgraph|dataloader|@graphql-tools\/[a-z-]+)\//,
  ],
  [
    'HTTP framework (express and its parts)',
    /node_modules\/(express|body-parser|router|send|etag|finalhandler|on-finished|raw-body|cookie|qs|content-type|type-is|accepts|negotiator|mime-types|cors|compression)\//,
  ],
  ['other libraries', /node_modules\//],
  ['edge: REST adapter', /\/rest-adapter\//],
  ['edge: gateway host and plugins (ours)', /\/gateway\//],
  ['platform (edge chain, database, logging)', /\/platform\//],
  ['subgraph resolvers and stores (ours)', /\/subgraphs\//],
  ['Node runtime (HTTP, sockets, streams)', /^node:/],
];
/** Frames V8 names itself. */
const SPECIAL = new Map<string, string>(
  Object.entries({
    '(idle)': 'idle (waiting: PostgreSQL, network)',
    '(garbage collector)': 'garbage collection',
    '(program)': 'V8 itself (compilation, IC misses)',
  }),
);

/**
 * Shares of the samples by layer: a sample counts for the layer of its first frame with a URL, so
 * a built-in (JSON.stringify, a socket write) counts for the layer that called it.
 */
export function breakdown(profile: CpuProfile): { layer: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const layerOf = new Map<number, string>();
  const classify = (id: number): string => {
    const leaf = byId.get(id)!.callFrame;
    const special = SPECIAL.get(leaf.functionName);
    if (special) return special;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (url) return LAYERS.find(([, re]) => re.test(url))?.[0] ?? 'other (bench, tsx)';
    }
    return 'native without a caller';
  };
  const counts = new Map<string, number>();
  for (const id of profile.samples) {
    let layer = layerOf.get(id);
    if (layer === undefined) layerOf.set(id, (layer = classify(id)));
    counts.set(layer, (counts.get(layer) ?? 0) + 1);
  }
  const total = Math.max(1, profile.samples.length);
  return [...counts]
    .map(([layer, n]) => ({ layer, share: n / total }))
    .sort((a, b) => b.share - a.share || a.layer.localeCompare(b.layer));
}

let runs = 0;
/** `f` under the CPU profiler when BENCH_PROFILE is set: the profile is written and its breakdown printed. */
export async function profiled<T>(label: string, f: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return f();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await f();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const name = `${String(++runs).padStart(2, '0')}-${label.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 60)}`;
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    print(name, profile as CpuProfile);
  }
}

function print(name: string, profile: CpuProfile): void {
  console.log(`\nprofile ${name} (${profile.samples.length} samples):`);
  for (const r of breakdown(profile).filter((x) => x.share >= 0.005))
    console.log(`  ${(r.share * 100).toFixed(1).padStart(5)} %  ${r.layer}`);
}

/** Several profiles side by side: a markdown table, a column a profile, a row a layer. */
export function table(named: [string, CpuProfile][]): string {
  const shares = named.map(([, p]) => new Map(breakdown(p).map((r) => [r.layer, r.share])));
  const layers = [...new Set(shares.flatMap((s) => [...s.keys()]))];
  const pct = (x: number | undefined) => `${((x ?? 0) * 100).toFixed(1)} %`;
  return [
    `| layer | ${named.map(([n]) => n).join(' | ')} |`,
    `|---|${named.map(() => '---').join('|')}|`,
    ...layers.map((l) => `| ${l} | ${shares.map((s) => pct(s.get(l))).join(' | ')} |`),
    `| samples | ${named.map(([, p]) => p.samples.length).join(' | ')} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(
    table(
      process.argv.slice(2).map((f) => [basename(f, '.cpuprofile'), JSON.parse(readFileSync(f, 'utf8')) as CpuProfile]),
    ),
  );
