// Generates the strongly heterogeneous loading instances beside BR1–BR7 (README.md in this folder
// says how): mixed30.json … mixed100.json, one 587 × 233 × 220 container each, and
// mixed-multi.json, cargo for 2–6 forty-foot units. Seeded, so a run rewrites the same files.
//   npx tsx bench/data/loading/generate-mixed.ts
import { writeFileSync } from 'node:fs';
import { mulberry32 } from '../../../platform/random.js';

interface Box {
  l: number;
  w: number;
  h: number;
  upright: [boolean, boolean, boolean];
  n: number;
}

const INSTANCES = 10;
const MAX_OF_A_TYPE = 15;
const BR_CONTAINER = { l: 587, w: 233, h: 220 };
/** A 40' general-purpose container's inner size, cm. */
const FORTY_FOOT = { l: 1203, w: 235, h: 239 };

const between = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

/** One box type with BR1–BR7's spread: length 30–120, width 25–100, height 20–80 (l ≥ w ≥ h), and
 * BR's mix of upright rules (about 47 % any side down, 35 % two, 18 % this side up). */
function boxType(random: () => number): Box {
  const [l, w, h] = [between(random, 30, 120), between(random, 25, 100), between(random, 20, 80)].sort((a, b) => b - a);
  const r = random();
  const upright: Box['upright'] = r < 0.47 ? [true, true, true] : r < 0.82 ? [false, true, true] : [false, false, true];
  return { l: l!, w: w!, h: h!, upright, n: 1 };
}

/** `types` box types, one piece each, then a piece more of a random type (up to 15 of a type)
 * while the cargo stays within `volume`: as BR's generator, cargo about the container's volume. */
function cargo(random: () => number, types: number, volume: number): Box[] {
  const boxes = Array.from({ length: types }, () => boxType(random));
  const size = (b: Box) => b.l * b.w * b.h;
  let total = boxes.reduce((s, b) => s + size(b), 0);
  for (let misses = 0; misses < 50; ) {
    const b = boxes[Math.floor(random() * boxes.length)]!;
    if (b.n >= MAX_OF_A_TYPE || total + size(b) > volume) {
      misses++;
      continue;
    }
    b.n++;
    total += size(b);
  }
  return boxes;
}

const line = (o: unknown) => JSON.stringify(o);
const write = (name: string, instances: unknown[]) =>
  writeFileSync(new URL(`./${name}.json`, import.meta.url), `[\n${instances.map(line).join(',\n')}\n]\n`);

const brVolume = BR_CONTAINER.l * BR_CONTAINER.w * BR_CONTAINER.h;
for (let types = 30; types <= 100; types += 10) {
  const random = mulberry32(types);
  write(
    `mixed${types}`,
    Array.from({ length: INSTANCES }, (_, i) => ({
      id: i + 1,
      container: BR_CONTAINER,
      boxes: cargo(random, types, brVolume),
    })),
  );
}

// Several units: 2–6 forty-foot loads (two instances of each), 60 box types per unit's worth of
// cargo, the cargo volume a random 55–95 % of the last unit beyond whole ones.
const random = mulberry32(4040);
const unitVolume = FORTY_FOOT.l * FORTY_FOOT.w * FORTY_FOOT.h;
const multi = [];
for (let units = 2; units <= 6; units++)
  for (let k = 0; k < 2; k++) {
    const fill = units - 1 + 0.55 + 0.4 * random();
    multi.push({
      id: multi.length + 1,
      container: FORTY_FOOT,
      boxes: cargo(random, 60 * units, fill * unitVolume),
    });
  }
write('mixed-multi', multi);
