// One unit filled by block building over maximal empty spaces (after Parreño, Alvarez-Valdés,
// Oliveira and Tamarit, "A maximal-space algorithm for the container loading problem", 2008):
// take the empty space nearest the front wall and floor, put in it the block that the rule in
// force prefers, split the spaces the block's pieces cut, repeat. A block is n × m × k pieces of
// one type in one orientation, or a general block of several lines (general.ts). Every block is
// checked against the rules of docs/loading.md
// before it is placed, so a plan is valid by construction; the search (search.ts) only chooses
// among valid moves.
import type { UnitType } from './types.js';
import { fitsUnit, type ItemType, type Orientation, type Piece } from './pieces.js';
import { generalBlocks, type GeneralBlock, type Grid } from './general.js';
import { now, work } from './clock.js';

/** How many general blocks a space is offered at most (the largest that fit). */
const GENERAL_PER_SPACE = 40;

export interface Space {
  x1: number;
  y1: number;
  z1: number;
  x2: number;
  y2: number;
  z2: number;
}

export interface Block {
  /** Where it goes: the corner of the space chosen (the space selection's anchor). */
  x: number;
  y: number;
  z: number;
  /** Its extent; a general block's grids need not fill it (the spaces they leave stay free). */
  l: number;
  w: number;
  h: number;
  grids: Grid[];
  volume: number;
  /** Its volume less the space it leaves too thin for any piece left (what a step ranks by). */
  value: number;
  /** How closely it fills the space across and up (ties go to the snugger block). */
  fit: number;
}

export interface PackOptions {
  minSupport: number;
  /** 0: always the best block; above 0: a random one of those within this share of the best (GRASP). */
  greed: number;
  random: () => number;
  /** When given, the fill stops placing blocks at this time (clock.ts now()): a long fill of
   * much cargo must not carry a plan past its budget. */
  until?: number;
}

export interface PackedUnit {
  pieces: Piece[];
  weight: number;
  volume: number;
}

/** A partial load: what is placed, the empty spaces left, the counts still to place. */
export interface PackState extends PackedUnit {
  spaces: Space[];
  remaining: number[];
  /** The blocks placed since the start state, in order (placing them again from it gives this state). */
  moves: Block[];
}

/** What a fill works with: the unit, the cargo, which types this pass may load, the rules. */
export interface PackContext {
  unit: UnitType;
  types: readonly ItemType[];
  /** Per type, the orientations that fit the unit and pass its door. */
  orientations: Orientation[][];
  /** Per type, its smallest length, width and height in the orientations it may take (null: not eligible). */
  least: ({ l: number; w: number; h: number } | null)[];
  /** The general blocks this fill may use (none: one line per block). */
  general: GeneralBlock[];
  eligible: (t: ItemType) => boolean;
  minSupport: number;
  severalStops: boolean;
  /** Spaces nearest the floor first, then nearest a corner (else nearest a corner by all three
   * distances, smallest first): each rule does better on some cargo, so the search tries both. */
  floorFirst: boolean;
}

const overlap = (a1: number, a2: number, b1: number, b2: number) => Math.min(a2, b2) - Math.max(a1, b1);

export function packContext(
  unit: UnitType,
  types: readonly ItemType[],
  eligible: (t: ItemType) => boolean,
  minSupport: number,
  general: boolean,
  remaining: readonly number[] = types.map((t) => t.item.quantity),
  until = Infinity,
): PackContext {
  const orientations = types.map((t) => t.orientations.filter((o) => fitsUnit(o, unit)));
  return {
    unit,
    types,
    orientations,
    least: types.map((t) =>
      eligible(t) && orientations[t.index]!.length
        ? {
            l: Math.min(...orientations[t.index]!.map((o) => o.l)),
            w: Math.min(...orientations[t.index]!.map((o) => o.w)),
            h: Math.min(...orientations[t.index]!.map((o) => o.h)),
          }
        : null,
    ),
    general: general ? generalBlocks(unit, types, orientations, eligible, remaining, until) : [],
    eligible,
    minSupport,
    severalStops: new Set(types.map((t) => t.item.stop)).size > 1,
    floorFirst: false,
  };
}

/** The empty unit, or the spaces left around pieces already placed (a second pass starts from them). */
export function startState(ctx: PackContext, remaining: readonly number[], start?: PackedUnit): PackState {
  const whole = { x1: 0, y1: 0, z1: 0, x2: ctx.unit.l, y2: ctx.unit.w, z2: ctx.unit.h };
  const least = smallest(ctx, remaining);
  let spaces: Space[] = [whole];
  for (const p of start?.pieces ?? [])
    spaces = splitSpaces(spaces, { x1: p.x, y1: p.y, z1: p.z, x2: p.x + p.l, y2: p.y + p.w, z2: p.z + p.h }, least);
  return {
    pieces: start?.pieces.slice() ?? [],
    weight: start?.weight ?? 0,
    volume: start?.volume ?? 0,
    spaces,
    remaining: remaining.slice(),
    moves: [],
  };
}

/** A copy to search from: pieces are never changed in place (a load change replaces the piece). */
export const copyState = (s: PackState): PackState => ({
  ...s,
  pieces: s.pieces.slice(),
  remaining: s.remaining.slice(),
  moves: s.moves.slice(),
});

/**
 * Up to `max` blocks for the next space, best first (largest value, then snuggest fit), each
 * allowed by the rules. A space no block fits is dropped; with no spaces left the answer is empty.
 * Only the best few candidates are made (a step needs no more unless the rules turn them down;
 * then every candidate is made).
 */
export function nextBlocks(ctx: PackContext, st: PackState, max: number): Block[] {
  while (st.spaces.length) {
    let keep = max + KEEP_SPARE;
    for (;;) {
      const c = spaceBlocks(ctx, st, keep);
      const out: Block[] = [];
      if (keep === Infinity) {
        while (out.length < max) {
          const b = takeBest(c.blocks);
          if (!b) break;
          if (allowed(b, st.pieces, ctx)) out.push(b);
        }
      } else
        for (let i = 0; i < c.blocks.length && out.length < max; i++)
          if (allowed(c.blocks[i]!, st.pieces, ctx)) out.push(c.blocks[i]!);
      if (out.length === max || !c.truncated) {
        if (out.length) return out;
        st.spaces = st.spaces.filter((_, i) => i !== c.si);
        break;
      }
      keep = Infinity;
    }
  }
  return [];
}

/** Candidates made beyond the `max` a step asks for, for the rules to turn down. */
const KEEP_SPARE = 4;

/** Better first: larger value, then snugger fit, then the lower type index (a stable order). */
const beats = (a: Block, b: Block) =>
  a.value - b.value || a.fit - b.fit || b.grids[0]!.type.index - a.grids[0]!.type.index;

/** Removes and returns the best block (the first few are all a step needs: no full sort). */
function takeBest(blocks: Block[]): Block | undefined {
  let bi = -1;
  for (let i = 0; i < blocks.length; i++) if (bi < 0 || beats(blocks[i]!, blocks[bi]!) > 0) bi = i;
  if (bi < 0) return undefined;
  const b = blocks[bi]!;
  blocks[bi] = blocks[blocks.length - 1]!;
  blocks.pop();
  return b;
}

/** The block the greedy rule (`greed` 0) or a GRASP draw takes for the next space, if any. */
function chooseBlock(ctx: PackContext, st: PackState, opts: PackOptions): Block | null {
  if (opts.greed <= 0) return nextBlocks(ctx, st, 1)[0] ?? null;
  while (st.spaces.length) {
    const { blocks, si } = spaceBlocks(ctx, st, Infinity);
    const candidates = blocks.slice();
    let best = takeBest(candidates);
    while (best && !allowed(best, st.pieces, ctx)) best = takeBest(candidates);
    if (best) {
      const floor = best.value * (1 - opts.greed);
      // In the order the blocks were made, so that a draw depends on the seed only.
      const near = blocks.filter((b) => b === best || b.value >= floor);
      for (;;) {
        const k = Math.floor(opts.random() * near.length);
        const b = near[k]!;
        if (b === best || allowed(b, st.pieces, ctx)) return b;
        near.splice(k, 1);
      }
    }
    st.spaces = st.spaces.filter((_, i) => i !== si);
  }
  return null;
}

/** Fills the rest of the unit block by block, by the greedy rule or GRASP draws (opts.greed), until full or `opts.until`. */
export function complete(ctx: PackContext, st: PackState, opts: PackOptions): PackState {
  for (let b = chooseBlock(ctx, st, opts); b; b = chooseBlock(ctx, st, opts)) {
    place(ctx, st, b);
    if (opts.until !== undefined && now() > opts.until) break;
  }
  return st;
}

/** Puts the block's pieces in, lower layers first, counting what each puts on the pieces below. */
export function place(ctx: PackContext, st: PackState, b: Block): void {
  work.placed++;
  st.moves.push(b);
  for (const g of b.grids) st.remaining[g.type.index]! -= g.nx * g.ny * g.nz;
  const least = smallest(ctx, st.remaining);
  for (const g of b.grids) {
    const { type: t, o, nx, ny, nz } = g;
    const gx = b.x + g.dx;
    const gy = b.y + g.dy;
    const gz = b.z + g.dz;
    const pieceWeight = t.item.weight;
    // Rule 6's count: what the grid puts on every piece under its footprint.
    if (pieceWeight > 0)
      for (let i = 0; i < st.pieces.length; i++) {
        const p = st.pieces[i]!;
        if (p.z + p.h > gz) continue;
        const cols = columnsOver(p, gx, o.l, nx, 'x') * columnsOver(p, gy, o.w, ny, 'y');
        if (cols) st.pieces[i] = { ...p, load: p.load + cols * nz * pieceWeight };
      }
    // Lower layers first: a piece's supporters always have lower loading steps.
    for (let k = 0; k < nz; k++)
      for (let i = 0; i < nx; i++)
        for (let j = 0; j < ny; j++)
          st.pieces.push({
            type: t.index,
            x: gx + i * o.l,
            y: gy + j * o.w,
            z: gz + k * o.h,
            l: o.l,
            w: o.w,
            h: o.h,
            vertical: o.vertical,
            turned: o.turned,
            load: (nz - 1 - k) * pieceWeight,
          });
    const n = nx * ny * nz;
    st.weight += n * pieceWeight;
    st.volume += n * t.volume;
    const box = { x1: gx, y1: gy, z1: gz, x2: gx + nx * o.l, y2: gy + ny * o.w, z2: gz + nz * o.h };
    st.spaces = splitSpaces(st.spaces, box, least);
  }
}

/** The smallest length, width and height of any piece left to place, each in any orientation. */
function smallest(ctx: PackContext, remaining: readonly number[]): { l: number; w: number; h: number } {
  const least = { l: Infinity, w: Infinity, h: Infinity };
  for (let i = 0; i < ctx.least.length; i++) {
    const m = ctx.least[i]!;
    if (remaining[i]! <= 0 || !m) continue;
    if (m.l < least.l) least.l = m.l;
    if (m.w < least.w) least.w = m.w;
    if (m.h < least.h) least.h = m.h;
  }
  return least;
}

/**
 * The candidate blocks for the space to fill next (not yet checked against the load), valued as
 * they are made. With a finite `keep`, only the best `keep` are kept, best first (`truncated`
 * when others were passed over); with `keep` Infinity, all of them in the order made.
 */
function spaceBlocks(ctx: PackContext, st: PackState, keep: number): Candidates {
  const { index: si, anchor } = ctx.severalStops
    ? nearestFront(st.spaces)
    : nearestCorner(st.spaces, ctx.unit, ctx.floorFirst);
  const space = ctx.minSupport >= 1 ? onSupport(st.spaces[si]!, st.pieces) : st.spaces[si]!;
  const c: Candidates = {
    blocks: [],
    si,
    truncated: false,
    keep,
    space: space!,
    anchor,
    least: smallest(ctx, st.remaining),
  };
  if (!space) return c;
  const payloadLeft = ctx.unit.max_payload - st.weight;
  const [dx, dy, dz] = [space.x2 - space.x1, space.y2 - space.y1, space.z2 - space.z1];
  for (const t of ctx.types) {
    if (st.remaining[t.index]! <= 0 || !ctx.eligible(t)) continue;
    for (const o of ctx.orientations[t.index]!)
      if (o.l <= dx && o.w <= dy && o.h <= dz) blocksFor(c, t, o, st.remaining[t.index]!, payloadLeft);
  }
  // The largest general blocks that fit (the list is largest first).
  let general = 0;
  for (const g of ctx.general) {
    if (general >= GENERAL_PER_SPACE) break;
    if (g.l > dx || g.w > dy || g.h > dz || g.weight > payloadLeft) continue;
    if (enough(g.counts, st.remaining)) {
      offer(c, g.volume, g.grids, g.l, g.w, g.h);
      general++;
    }
  }
  return c;
}

/** The candidates of one step: the best kept so far, and what values them. */
interface Candidates {
  blocks: Block[];
  si: number;
  truncated: boolean;
  keep: number;
  space: Space;
  anchor: Anchor;
  least: { l: number; w: number; h: number };
}

/** A candidate of the given grids and extent, made and kept only if it may be among the best. */
function offer(
  c: Candidates,
  volume: number,
  grids: Grid[] | null,
  l: number,
  w: number,
  h: number,
  t?: ItemType,
  o?: Orientation,
): void {
  const { blocks, keep } = c;
  // Its value is at most its volume: below the last kept, it cannot be among the best.
  if (blocks.length >= keep && volume < blocks[keep - 1]!.value) {
    c.truncated = true;
    return;
  }
  const b = blockAt(
    c.space,
    c.anchor,
    grids ?? [{ type: t!, o: o!, dx: 0, dy: 0, dz: 0, nx: l / o!.l, ny: w / o!.w, nz: h / o!.h }],
    l,
    w,
    h,
    volume,
  );
  b.value = volume - wasted(b, c.space, c.least);
  if (keep === Infinity) {
    blocks.push(b);
    return;
  }
  // Sorted insertion after every block at least as good (ties keep the order made).
  let i = blocks.length;
  while (i > 0 && beats(b, blocks[i - 1]!) > 0) i--;
  if (i >= keep) {
    c.truncated = true;
    return;
  }
  blocks.splice(i, 0, b);
  if (blocks.length > keep) {
    blocks.pop();
    c.truncated = true;
  }
}

/** Whether the counts left cover a general block's pieces. */
function enough(counts: readonly [number, number][], remaining: readonly number[]): boolean {
  for (let i = 0; i < counts.length; i++) if (remaining[counts[i]![0]]! < counts[i]![1]) return false;
  return true;
}

/**
 * What a block wastes: the room it leaves above it, beside it and behind it in its space that is
 * too thin for any piece left (with full support a gap under the ceiling of a space is lost for
 * good, and a column that stops short of it wastes what it does not reach). Blocks are valued by
 * their volume less this.
 */
function wasted(b: Block, s: Space, least: { l: number; w: number; h: number }): number {
  let lost = 0;
  const up = s.z2 - (b.z + b.h);
  if (up > 0 && up < least.h) lost += b.l * b.w * up;
  const across = s.y2 - s.y1 - b.w;
  if (across > 0 && across < least.w) lost += b.l * across * b.h;
  const along = s.x2 - s.x1 - b.l;
  if (along > 0 && along < least.l) lost += along * b.w * b.h;
  return lost;
}

/**
 * With full support, the part of a space above the floor that a block can use: the bounding box of
 * the tops it could stand on (pieces ending at its floor, under it), or none when there are none.
 * Blocks then go into the corner of what carries them.
 */
function onSupport(s: Space, pieces: readonly Piece[]): Space | null {
  if (s.z1 === 0) return s;
  let x1 = Infinity;
  let y1 = Infinity;
  let x2 = -Infinity;
  let y2 = -Infinity;
  for (const p of pieces) {
    if (p.z + p.h !== s.z1) continue;
    const px1 = Math.max(p.x, s.x1);
    const py1 = Math.max(p.y, s.y1);
    const px2 = Math.min(p.x + p.l, s.x2);
    const py2 = Math.min(p.y + p.w, s.y2);
    if (px2 <= px1 || py2 <= py1) continue;
    x1 = Math.min(x1, px1);
    y1 = Math.min(y1, py1);
    x2 = Math.max(x2, px2);
    y2 = Math.max(y2, py2);
  }
  return x2 > x1 ? { x1, y1, z1: s.z1, x2, y2, z2: s.z2 } : null;
}

/** Which corner of its space a block goes into, along and across. */
interface Anchor {
  highX: boolean;
  highY: boolean;
}

/**
 * With several delivery stops: the space nearest the front wall, then the floor, then the left
 * side, the block in its corner nearest the front: a unit fills from the far end towards the
 * door, so later stops end up deep and first stops by the door.
 */
function nearestFront(spaces: readonly Space[]): { index: number; anchor: Anchor } {
  let si = 0;
  for (let i = 1; i < spaces.length; i++) {
    const a = spaces[i]!;
    const b = spaces[si]!;
    if (a.x1 < b.x1 || (a.x1 === b.x1 && (a.z1 < b.z1 || (a.z1 === b.z1 && a.y1 < b.y1)))) si = i;
  }
  return { index: si, anchor: { highX: false, highY: false } };
}

/**
 * Otherwise (Parreño et al.): the space whose corner lies nearest a corner of the unit's floor,
 * distances compared smallest first, then lexicographically, ties to the larger space; the block
 * goes into that corner. Filling from the corners inwards keeps the empty space in one piece.
 */
function nearestCorner(
  spaces: readonly Space[],
  unit: UnitType,
  floorFirst: boolean,
): { index: number; anchor: Anchor } {
  let index = 0;
  let highX = false;
  let highY = false;
  let [b0, b1, b2, bv] = [Infinity, Infinity, Infinity, 0];
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]!;
    const dxHigh = unit.l - s.x2;
    const dyHigh = unit.w - s.y2;
    const hx = dxHigh < s.x1;
    const hy = dyHigh < s.y1;
    // The three distances, smallest first.
    let d0 = hx ? dxHigh : s.x1;
    let d1 = hy ? dyHigh : s.y1;
    let d2 = s.z1;
    if (floorFirst) [d0, d1, d2] = [s.z1, Math.min(d0, d1), Math.max(d0, d1)];
    else {
      if (d0 > d1) [d0, d1] = [d1, d0];
      if (d1 > d2) [d1, d2] = [d2, d1];
      if (d0 > d1) [d0, d1] = [d1, d0];
    }
    const v = (s.x2 - s.x1) * (s.y2 - s.y1) * (s.z2 - s.z1);
    if ((d0 - b0 || d1 - b1 || d2 - b2 || bv - v) < 0) {
      [index, highX, highY] = [i, hx, hy];
      [b0, b1, b2, bv] = [d0, d1, d2, v];
    }
  }
  return { index, anchor: { highX, highY } };
}

/** A block of the given grids and extent in the space's anchored corner. */
function blockAt(s: Space, at: Anchor, grids: Grid[], l: number, w: number, h: number, volume: number): Block {
  return {
    x: at.highX ? s.x2 - l : s.x1,
    y: at.highY ? s.y2 - w : s.y1,
    z: s.z1,
    l,
    w,
    h,
    grids,
    volume,
    value: volume,
    fit: w / (s.y2 - s.y1) + h / (s.z2 - s.z1),
  };
}

/** How high a column of the type may stand: the space, rule 5 (nothing on it) and rule 6 (its load limit). */
function stackLimit(t: ItemType, o: Orientation, s: Space): number {
  let maxZ = Math.floor((s.z2 - s.z1) / o.h);
  if (t.bearsNothing) maxZ = Math.min(maxZ, 1);
  if (t.item.max_load !== null) maxZ = Math.min(maxZ, Math.floor(t.item.max_load / Math.max(t.item.weight, 1e-9)) + 1);
  return maxZ;
}

/** How many pieces of the type the payload left still takes. */
const payloadCount = (t: ItemType, count: number, payloadLeft: number) =>
  t.item.weight > 0 ? Math.min(count, Math.floor(payloadLeft / t.item.weight)) : count;

/**
 * Offers the blocks of the type in the orientation that the space, the count and the payload take:
 * the whole grid when the count allows, else three shapes (layers across first, stacks first, rows
 * along first), as a short count fills a space best in one shape or another.
 */
function blocksFor(c: Candidates, t: ItemType, o: Orientation, count: number, payloadLeft: number): void {
  const s = c.space;
  const maxX = Math.floor((s.x2 - s.x1) / o.l);
  const maxY = Math.floor((s.y2 - s.y1) / o.w);
  const maxZ = stackLimit(t, o, s);
  count = payloadCount(t, count, payloadLeft);
  if (!maxX || !maxY || maxZ <= 0 || count <= 0) return;
  if (maxX * maxY * maxZ <= count) {
    offer(c, maxX * maxY * maxZ * t.volume, null, maxX * o.l, maxY * o.w, maxZ * o.h, t, o);
    return;
  }
  // Layers across first.
  let ny = Math.min(maxY, count);
  let nz = Math.min(maxZ, Math.floor(count / ny));
  const ax = Math.min(maxX, Math.floor(count / (ny * nz)));
  const [ay, az] = [ny, nz];
  if (ax && ay && az) offer(c, ax * ay * az * t.volume, null, ax * o.l, ay * o.w, az * o.h, t, o);
  // Stacks first.
  nz = Math.min(maxZ, count);
  ny = Math.min(maxY, Math.floor(count / nz));
  const bx = Math.min(maxX, Math.floor(count / (ny * nz)));
  const [by, bz] = [ny, nz];
  const newB = bx && by && bz && !(bx === ax && by === ay && bz === az);
  if (newB) offer(c, bx * by * bz * t.volume, null, bx * o.l, by * o.w, bz * o.h, t, o);
  // Rows along first.
  const cx = Math.min(maxX, count);
  nz = Math.min(maxZ, Math.floor(count / cx));
  const cy = Math.min(maxY, Math.floor(count / (cx * nz)));
  if (cx && cy && nz && !(cx === ax && cy === ay && nz === az) && !(newB && cx === bx && cy === by && nz === bz))
    offer(c, cx * cy * nz * t.volume, null, cx * o.l, cy * o.w, nz * o.h, t, o);
}

/** How many of a grid's columns along one axis lie over a piece's footprint. */
function columnsOver(p: Piece, start: number, size: number, n: number, axis: 'x' | 'y'): number {
  const [p1, p2] = axis === 'x' ? [p.x, p.x + p.l] : [p.y, p.y + p.w];
  let c = 0;
  for (let i = 0; i < n; i++) if (overlap(start + i * size, start + (i + 1) * size, p1, p2) > 0) c++;
  return c;
}

/** Rules 4–7 for a block where it would go, against the pieces already placed. */
function allowed(b: Block, pieces: readonly Piece[], ctx: PackContext): boolean {
  const { types, minSupport } = ctx;
  const x2 = b.x + b.l;
  const y2 = b.y + b.w;
  const z2 = b.z + b.h;
  const stop = b.grids[0]!.type.item.stop;
  const supported = b.grids.map(() => 0);
  const under: Piece[] = [];
  for (const p of pieces) {
    const ox = overlap(b.x, x2, p.x, p.x + p.l);
    const oy = overlap(b.y, y2, p.y, p.y + p.w);
    const pt = types[p.type]!;
    const ps = pt.item.stop;
    if ((ox <= 0 || oy <= 0) && ps === stop) continue;
    let load = 0;
    for (let gi = 0; gi < b.grids.length; gi++) {
      const g = b.grids[gi]!;
      const gx = b.x + g.dx;
      const gy = b.y + g.dy;
      const gox = overlap(gx, gx + g.nx * g.o.l, p.x, p.x + p.l);
      const goy = overlap(gy, gy + g.ny * g.o.w, p.y, p.y + p.w);
      if (gox <= 0 || goy <= 0) continue;
      // Rules 4 and 5: what the grid stands on (a grid higher in the block stands on the block).
      if (g.dz === 0 && p.z + p.h === b.z) {
        if (pt.bearsNothing) return false;
        supported[gi]! += gox * goy;
        // Once, though it carries several of the block's grids (each piece's share is summed below).
        if (under[under.length - 1] !== p) under.push(p);
      }
      // Rule 6: every piece under the footprint, at any depth, carries the pieces above it.
      if (pt.item.max_load !== null && p.z + p.h <= b.z)
        load += columnsOver(p, gx, g.o.l, g.nx, 'x') * columnsOver(p, gy, g.o.w, g.ny, 'y') * g.nz * g.type.item.weight;
      // Never under a piece already placed (an overhang, with partial support): what it carries
      // was counted when it was placed.
      if (p.z >= b.z + g.dz + g.nz * g.o.h) return false;
    }
    if (load > 0 && p.load + load > pt.item.max_load!) return false;
    // Rule 7: between stops, nothing of a later stop in front of or above an earlier one.
    if (ps !== stop) {
      const oz = overlap(b.z, z2, p.z, p.z + p.h);
      // `first` is unloaded first (the lower stop), `later` after it.
      const block = { x1: b.x, z1: b.z, x2, z2 };
      const piece = { x1: p.x, z1: p.z, x2: p.x + p.l, z2: p.z + p.h };
      const [first, later] = ps < stop ? [piece, block] : [block, piece];
      if (oy > 0 && oz > 0 && later.x1 >= first.x2) return false;
      if (ox > 0 && oy > 0 && later.z1 >= first.z2) return false;
    }
  }
  if (b.z === 0) return true;
  return b.grids.every((g, gi) => {
    if (g.dz > 0) return true;
    const area = g.nx * g.o.l * g.ny * g.o.w;
    if (supported[gi]! >= area) return true;
    if (minSupport >= 1) return false;
    // Partial support allowed: each piece of the bottom layer on its own.
    for (let i = 0; i < g.nx; i++)
      for (let j = 0; j < g.ny; j++) {
        const px = b.x + g.dx + i * g.o.l;
        const py = b.y + g.dy + j * g.o.w;
        let a = 0;
        for (const p of under)
          a +=
            Math.max(0, overlap(px, px + g.o.l, p.x, p.x + p.l)) * Math.max(0, overlap(py, py + g.o.w, p.y, p.y + p.w));
        if (a < minSupport * g.o.l * g.o.w) return false;
      }
    return true;
  });
}

/**
 * The spaces left after a box is placed: each space it cuts gives up to six maximal remainders,
 * one per face of the box it lies against, of which those inside another space are dropped. A
 * remainder against one face can only lie inside a remainder against the same face or a space
 * the box missed that ends on that face's plane (any other space would reach into the box), so
 * only those are compared.
 */
function splitSpaces(spaces: readonly Space[], b: Space, least: { l: number; w: number; h: number }): Space[] {
  const kept: Space[] = [];
  // Per face of the box: the remainders against it, and the spaces missed that end on its plane.
  const faces: { cut: Space[]; ending: Space[] }[] = Array.from({ length: 6 }, () => ({ cut: [], ending: [] }));
  for (const s of spaces) {
    // Too short, narrow or low for every piece left: of no more use.
    if (s.x2 - s.x1 < least.l || s.y2 - s.y1 < least.w || s.z2 - s.z1 < least.h) continue;
    if (b.x1 >= s.x2 || b.x2 <= s.x1 || b.y1 >= s.y2 || b.y2 <= s.y1 || b.z1 >= s.z2 || b.z2 <= s.z1) {
      kept.push(s);
      if (s.x2 === b.x1) faces[0]!.ending.push(s);
      if (s.x1 === b.x2) faces[1]!.ending.push(s);
      if (s.y2 === b.y1) faces[2]!.ending.push(s);
      if (s.y1 === b.y2) faces[3]!.ending.push(s);
      if (s.z2 === b.z1) faces[4]!.ending.push(s);
      if (s.z1 === b.z2) faces[5]!.ending.push(s);
      continue;
    }
    if (b.x1 > s.x1) faces[0]!.cut.push({ ...s, x2: b.x1 });
    if (b.x2 < s.x2) faces[1]!.cut.push({ ...s, x1: b.x2 });
    if (b.y1 > s.y1) faces[2]!.cut.push({ ...s, y2: b.y1 });
    if (b.y2 < s.y2) faces[3]!.cut.push({ ...s, y1: b.y2 });
    if (b.z1 > s.z1) faces[4]!.cut.push({ ...s, z2: b.z1 });
    if (b.z2 < s.z2) faces[5]!.cut.push({ ...s, z1: b.z2 });
  }
  for (const face of faces) {
    const cut = face.cut.filter((s) => s.x2 - s.x1 >= least.l && s.y2 - s.y1 >= least.w && s.z2 - s.z1 >= least.h);
    next: for (let i = 0; i < cut.length; i++) {
      const s = cut[i]!;
      for (const o of face.ending) if (inside(s, o)) continue next;
      // Of equal remainders, the first stays.
      for (let j = 0; j < cut.length; j++)
        if (j !== i && inside(s, cut[j]!) && (j < i || !inside(cut[j]!, s))) continue next;
      kept.push(s);
    }
  }
  return kept;
}

const inside = (a: Space, b: Space) =>
  a.x1 >= b.x1 && a.y1 >= b.y1 && a.z1 >= b.z1 && a.x2 <= b.x2 && a.y2 <= b.y2 && a.z2 <= b.z2;
