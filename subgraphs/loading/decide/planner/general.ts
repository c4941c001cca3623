// General blocks (after Fanslau and Bortfeldt's CLTRS, 2010): pieces of several cargo lines in a
// fixed arrangement, built once per fill by combining smaller blocks two at a time, side by side
// along the unit, across it, or one on top of the other, as long as the pair fills nearly all of
// its bounding box. With strongly mixed cargo (one or two pieces of a line) a single line rarely
// makes a block worth the name; combined, pieces of many lines make compact boxes whose tops
// carry what goes above.
import type { UnitType } from './types.js';
import type { ItemType, Orientation } from './pieces.js';
import { now } from './clock.js';

/** n × m × k pieces of one type in one orientation, at an offset within its block. */
export interface Grid {
  type: ItemType;
  o: Orientation;
  dx: number;
  dy: number;
  dz: number;
  nx: number;
  ny: number;
  nz: number;
}

interface Rect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface GeneralBlock {
  l: number;
  w: number;
  h: number;
  /** Lower grids first: every grid rests on the floor of the block or on grids before it. */
  grids: Grid[];
  /** [type index, pieces] per cargo line in it. */
  counts: [number, number][];
  volume: number;
  weight: number;
  /** The faces at its full height, where a piece above it may stand. */
  top: Rect[];
  /** Every piece may carry any weight (stackable, not fragile, no max_load): only such a block
   * may have another stacked on it within a general block. */
  bears: boolean;
  stop: number;
}

/** How much of its bounding box a general block's pieces fill at least. */
const GENERAL_FILL = 0.97;
/** The most general blocks one fill keeps; the search scans them for every space. */
const MOST = 1200;
/** One block on another: the upper one's base at least this share of the lower one's (or the
 * other way round: the smaller base goes on top). */
const BASE_SHARE = 0.8;
/** Rounds of combining: blocks of up to 2^ROUNDS pieces (a third round costs more than it gives). */
const ROUNDS = 2;

const single = (t: ItemType, o: Orientation): GeneralBlock => ({
  l: o.l,
  w: o.w,
  h: o.h,
  grids: [{ type: t, o, dx: 0, dy: 0, dz: 0, nx: 1, ny: 1, nz: 1 }],
  counts: [[t.index, 1]],
  volume: t.volume,
  weight: t.item.weight,
  top: [{ x1: 0, y1: 0, x2: o.l, y2: o.w }],
  bears: !t.bearsNothing && t.item.max_load === null,
  stop: t.item.stop,
});

/**
 * The general blocks of the eligible cargo (`remaining` pieces of each line) that fit the unit:
 * every pair of blocks combined along x, along y and on top of one another, in rounds, keeping
 * those that fill GENERAL_FILL of their bounding box and mix at least two lines (one line's
 * blocks are made for each space as it comes). Deterministic: the same cargo gives the same list.
 */
export function generalBlocks(
  unit: UnitType,
  types: readonly ItemType[],
  orientations: readonly Orientation[][],
  eligible: (t: ItemType) => boolean,
  remaining: readonly number[],
  until: number,
): GeneralBlock[] {
  const pool: GeneralBlock[] = [];
  for (const t of types)
    if (eligible(t) && remaining[t.index]! > 0) for (const o of orientations[t.index]!) pool.push(single(t, o));
  const seen = new Set<string>();
  const out: GeneralBlock[] = [];
  let frontier = pool.slice();
  for (let round = 0; round < ROUNDS && frontier.length && out.length < MOST && now() < until; round++) {
    const made: { b: GeneralBlock; fill: number }[] = [];
    const add = (c: GeneralBlock | null) => {
      if (!c) return;
      const key = `${c.l},${c.w},${c.h}:${c.counts.map(([t, n]) => `${t}x${n}`).join(',')}`;
      if (seen.has(key)) return;
      seen.add(key);
      made.push({ b: c, fill: c.volume / (c.l * c.w * c.h) });
    };
    // Side by side only blocks of nearly one height (the pair's top is nearly flat), one on top of
    // another only a base of nearly its footprint: a sorted pool gives those partners in a range.
    const byHeight = pool.slice().sort((p, q) => p.h - q.h);
    const byBase = pool.slice().sort((p, q) => p.l * p.w - q.l * q.w);
    for (const a of frontier) {
      for (let i = lowest(byHeight, (b) => b.h, a.h * GENERAL_FILL); i < byHeight.length; i++) {
        const b = byHeight[i]!;
        if (b.h * GENERAL_FILL > a.h) break;
        add(combine(a, b, 'x', unit, remaining));
        add(combine(a, b, 'y', unit, remaining));
      }
      const base = a.l * a.w;
      for (let i = lowest(byBase, (b) => b.l * b.w, base * BASE_SHARE); i < byBase.length; i++) {
        const b = byBase[i]!;
        const other = b.l * b.w;
        if (other * BASE_SHARE > base) break;
        // The smaller base on top (no pair array made in this loop: it runs over many blocks).
        const lower = other <= base ? a : b;
        const upper = other <= base ? b : a;
        if (mayStack(lower, upper, unit)) add(combine(lower, upper, 'z', unit, remaining));
        if (other === base && mayStack(b, a, unit)) add(combine(b, a, 'z', unit, remaining));
      }
    }
    // The fullest (then largest) first, as many as there is room for.
    made.sort((p, q) => q.fill - p.fill || q.b.volume - p.b.volume);
    frontier = made.slice(0, MOST - out.length).map((m) => m.b);
    for (const b of frontier) if (b.counts.length > 1) out.push(b);
    for (const b of frontier) pool.push(b);
  }
  // Largest first: a space takes the first few that fit.
  return out.sort((p, q) => q.volume - p.volume);
}

/** Whether `upper` on `lower` can pass combine's tests at all (most pairs fail: checked first). */
const mayStack = (lower: GeneralBlock, upper: GeneralBlock, unit: UnitType) =>
  lower.bears &&
  upper.l <= lower.l &&
  upper.w <= lower.w &&
  lower.h + upper.h <= unit.h &&
  lower.volume + upper.volume >= GENERAL_FILL * lower.l * lower.w * (lower.h + upper.h);

/** `a` and `b` side by side (b beyond a along x or y) or `b` on `a`, if that makes a general block. */
function combine(
  a: GeneralBlock,
  b: GeneralBlock,
  along: 'x' | 'y' | 'z',
  unit: UnitType,
  remaining: readonly number[],
): GeneralBlock | null {
  if (a.stop !== b.stop) return null;
  const l = along === 'x' ? a.l + b.l : along === 'y' ? Math.max(a.l, b.l) : a.l;
  const w = along === 'y' ? a.w + b.w : along === 'x' ? Math.max(a.w, b.w) : a.w;
  const h = along === 'z' ? a.h + b.h : Math.max(a.h, b.h);
  if (along === 'z' && (!a.bears || b.l > a.l || b.w > a.w)) return null;
  if (l > unit.l || w > unit.w || h > unit.h) return null;
  const volume = a.volume + b.volume;
  if (volume < GENERAL_FILL * l * w * h) return null;
  // b on a: the whole of b's base on a's top.
  if (along === 'z' && covered(a.top, { x1: 0, y1: 0, x2: b.l, y2: b.w }) < b.l * b.w) return null;
  const counts = a.counts.map(([t, n]) => [t, n] as [number, number]);
  for (const [t, n] of b.counts) {
    const c = counts.find((x) => x[0] === t);
    if (c) c[1] += n;
    else counts.push([t, n]);
  }
  if (counts.some(([t, n]) => n > remaining[t]!)) return null;
  counts.sort((p, q) => p[0] - q[0]);
  const [ox, oy, oz] = along === 'x' ? [a.l, 0, 0] : along === 'y' ? [0, a.w, 0] : [0, 0, a.h];
  const shifted = b.grids.map((g) => ({ ...g, dx: g.dx + ox, dy: g.dy + oy, dz: g.dz + oz }));
  const bTop = b.top.map((r) => ({ x1: r.x1 + ox, y1: r.y1 + oy, x2: r.x2 + ox, y2: r.y2 + oy }));
  const top = along === 'z' ? bTop : [...(a.h === h ? a.top : []), ...(b.h === h ? bTop : [])];
  return {
    l,
    w,
    h,
    grids: [...a.grids, ...shifted],
    counts,
    volume,
    weight: a.weight + b.weight,
    top,
    bears: a.bears && b.bears,
    stop: a.stop,
  };
}

/** The first index of the sorted list whose key is at least `min`. */
function lowest<T>(sorted: readonly T[], key: (t: T) => number, min: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (key(sorted[mid]!) < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How much of `r` the (disjoint) rectangles cover. */
function covered(rects: readonly Rect[], r: Rect): number {
  let area = 0;
  for (const q of rects) {
    const ox = Math.min(q.x2, r.x2) - Math.max(q.x1, r.x1);
    const oy = Math.min(q.y2, r.y2) - Math.max(q.y1, r.y1);
    if (ox > 0 && oy > 0) area += ox * oy;
  }
  return area;
}
