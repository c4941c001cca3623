// The search over partial loads of one unit (after Fanslau and Bortfeldt's tree search, CLTRS,
// 2010): from the empty unit, each step tries the best few blocks for the next space, completes
// each trial greedily, and takes the block whose completion loads the most; every completion is
// a whole plan, and the best one seen is kept. Passes look wider and wider (BREADTHS); after the
// first few, and again after the last, ruin and recreate (a large-neighbourhood search) reworks
// the best fill region by region until it stops improving. Every choice is fixed or drawn from
// the seed, so the same input and seed give the same plan whenever the budget is not reached, and
// the search stops as soon as a plan loads all the cargo or fills the unit.
import type { UnitType } from './types.js';
import type { ItemType } from './pieces.js';
import {
  type Block,
  complete,
  copyState,
  nextBlocks,
  packContext,
  place,
  startState,
  type PackContext,
  type PackedUnit,
  type PackState,
} from './pack.js';
import { now } from './clock.js';
import { allowed } from './rules.js';

/** How many blocks each step of a pass tries, pass by pass. */
const BREADTHS = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128];
/** Ruin and recreate runs after the passes of this breadth, and again after the wider ones (on
 * cargo of few lines those find better fills; on strongly mixed cargo, recreations do). */
const RECREATE_AFTER = 6;
/** How many blocks each step of a recreation tries. */
const RECREATE_BREADTH = 3;
/** The search ends after this many recreations in a row that found no better fill. */
const STALL = 300;
/** A ruined region: its length along the unit from LEAST to LEAST + SPREAD of the unit's, half
 * the unit's width with the chance HALF, else the whole width. */
const REGION = { LEAST: 0.05, SPREAD: 0.1, HALF: 0.8 };

export interface Fill {
  packed: PackedUnit;
  left: number[];
  /** Must-ship volume loaded (compared first: must-ship cargo goes before optional). */
  must: number;
  /** The must-ship blocks in the order placed, and the context that placed them (to start again part-way). */
  moves: Block[];
  ctx: PackContext;
}

interface Search {
  unit: UnitType;
  /** The must-ship cargo with general blocks and without, each with two rules for the next space
   * (each does better on some cargo): the two whose greedy fills are best. */
  variants: PackContext[];
  optional: PackContext;
  until: number;
  /** The plan's own deadline: past it even the first greedy fill stops. */
  deadline: number;
  random: () => number;
  /** The most volume this unit can take: the unit's, or all the cargo's if less. */
  bound: number;
  best: Fill | null;
}

const better = (a: Fill, b: Fill | null) =>
  !b || a.must > b.must || (a.must === b.must && a.packed.volume > b.packed.volume);

/** Which share of the search one thread runs when a plan is split over several (index of `of`). */
export interface Part {
  index: number;
  of: number;
}

export interface FillOptions {
  minSupport: number;
  random: () => number;
  /** The search ends here (the unit's share of the budget). */
  until: number;
  /** The plan's budget ends here: past it even a fill under way stops. */
  deadline: number;
  part: Part;
}

/** The best fill of one unit with the counts `remaining` that the search finds before `opts.until`. */
export function fillUnit(
  unit: UnitType,
  types: readonly ItemType[],
  remaining: readonly number[],
  opts: FillOptions,
): Fill {
  const must = (t: ItemType) => t.item.must_ship;
  const cargo = types.reduce((v, t) => v + remaining[t.index]! * t.volume, 0);
  const s: Search = {
    unit,
    variants: [true, false].map((general) =>
      packContext(unit, types, must, opts.minSupport, general, remaining, opts.until),
    ),
    optional: packContext(unit, types, (t) => !must(t), opts.minSupport, false),
    until: opts.until,
    deadline: opts.deadline,
    random: opts.random,
    bound: Math.min(unit.l * unit.w * unit.h, cargo),
    best: null,
  };
  const root = startState(s.optional, remaining);
  // Each with spaces taken nearest a corner and nearest the floor first (the general blocks
  // shared); the two variants whose greedy fills are best search, the better first (a tie keeps
  // the earlier: general blocks, corners).
  const variants = s.variants.flatMap((v) => [v, { ...v, floorFirst: true }]);
  const greedy = variants.map((v) => finish(s, v, copyState(root), s.deadline));
  const order = variants.map((_, i) => i);
  order.sort((i, j) => (better(greedy[i]!, greedy[j]!) ? -1 : better(greedy[j]!, greedy[i]!) ? 1 : i - j));
  s.variants = order.slice(0, 2).map((i) => variants[i]!);
  // The passes in order, each breadth on both variants and then on the tail of the best fill;
  // a thread of a split plan takes every `of`-th, from its `index`, and recreates from its own
  // best fill.
  const { index, of } = opts.part;
  const passes = BREADTHS.flatMap((breadth) => [
    () => lookAhead(s, s.variants[0]!, root, breadth),
    () => improveTail(s, root, 2 * breadth),
    () => lookAhead(s, s.variants[1]!, root, breadth),
  ]);
  const run = (from: number, to: number) => {
    for (let k = from; k < to && !settled(s); k++) if (k % of === index) passes[k]!();
  };
  const early = 3 * (BREADTHS.indexOf(RECREATE_AFTER) + 1);
  run(0, early);
  recreateUntilStalled(s, root);
  run(early, passes.length);
  recreateUntilStalled(s, root);
  return s.best!;
}

/** Nothing better can come: the unit holds all its cargo or is full, or the time is up. */
const settled = (s: Search) => s.best!.packed.volume >= s.bound || now() > s.until;

/** Recreations from the best fill until STALL of them in a row find no better one (or it is settled). */
function recreateUntilStalled(s: Search, root: PackState): void {
  for (let stalled = 0; stalled < STALL && !settled(s); stalled++) {
    const before = s.best!;
    recreate(s, root);
    if (s.best !== before) stalled = -1;
  }
}

/**
 * Ruin and recreate (after Schrimpf et al., 2000): the best fill's blocks that reach into a random
 * region the unit's full height are taken out, with those they held up (their support gone, the
 * rules turn them down when the rest is placed again), and the room is filled again by a short
 * look-ahead. With strongly mixed cargo the room lost lies between columns: a region taken out
 * and refilled moves it, and a better fill is kept (finish).
 */
function recreate(s: Search, root: PackState): void {
  const { ctx, moves } = s.best!;
  const { l, w } = s.unit;
  const length = l * (REGION.LEAST + REGION.SPREAD * s.random());
  const width = s.random() < REGION.HALF ? w / 2 : w;
  const x1 = (l - length) * s.random();
  const y1 = (w - width) * s.random();
  const st = copyState(root);
  for (const b of moves) {
    const ruined = b.x < x1 + length && b.x + b.l > x1 && b.y < y1 + width && b.y + b.w > y1;
    if (!ruined && allowed(b, st.pieces, ctx)) place(ctx, st, b);
  }
  lookAhead(s, ctx, st, RECREATE_BREADTH);
}

/** Where the tail search starts again: after these shares of the best fill's blocks, last first. */
const TAIL_CUTS = [0.9, 0.8, 0.7, 0.6, 0.5];

/**
 * The improvement phase: the best fill so far, cut after most of its blocks, and its last blocks
 * searched again more widely (a short tail's completions are cheap); then cut earlier.
 */
function improveTail(s: Search, root: PackState, breadth: number): void {
  for (const cut of TAIL_CUTS) {
    if (settled(s)) return;
    const { ctx, moves } = s.best!;
    const st = copyState(root);
    for (let i = 0; i < Math.floor(moves.length * cut); i++) place(ctx, st, moves[i]!);
    lookAhead(s, ctx, st, breadth);
  }
}

/**
 * One pass: at each step, the block (of the `breadth` best) whose greedy completion loads most.
 * The greedy completion after the block taken begins with the next step's first choice, so that
 * choice's completion is known already and not run again.
 */
function lookAhead(s: Search, must: PackContext, root: PackState, breadth: number): void {
  const st = copyState(root);
  let known: Fill | null = null;
  for (;;) {
    if (settled(s)) return;
    const choices = nextBlocks(must, st, breadth);
    if (!choices.length) return;
    let chosen = choices[0]!;
    let most: Fill | null = null;
    choices.forEach((b, i) => {
      let f = i === 0 ? known : null;
      if (!f) {
        const trial = copyState(st);
        place(must, trial, b);
        f = finish(s, must, trial);
      }
      if (better(f, most)) {
        most = f;
        chosen = b;
      }
    });
    known = most;
    place(must, st, chosen);
  }
}

/** Completes a partial load (must-ship, then optional cargo in what is left), keeps it if best. */
function finish(s: Search, ctx: PackContext, st: PackState, until = s.until): Fill {
  complete(ctx, st, until);
  const must = st.volume;
  const moves = st.moves;
  if (s.optional.types.some((t) => st.remaining[t.index]! > 0 && s.optional.eligible(t))) {
    const opt = startState(s.optional, st.remaining, st);
    complete(s.optional, opt, until);
    st = opt;
  }
  const f: Fill = {
    packed: { pieces: st.pieces, weight: st.weight, volume: st.volume },
    left: st.remaining,
    must,
    moves,
    ctx,
  };
  if (better(f, s.best)) s.best = f;
  return f;
}
