// A partial load of one unit and what fills it: the unit, the cargo a pass may load and its rules
// (the context), the pieces placed, the empty spaces left and the counts still to place (the
// state), and placing a block in it.
import type { UnitType } from './types.js';
import { fitsUnit, type ItemType, type Orientation, type Piece } from './pieces.js';
import { generalBlocks, type GeneralBlock, type Grid } from './general.js';
import { work } from './clock.js';
import { columnsOver, splitSpaces, type Need, type Space } from './spaces.js';

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
  /** What the counts left need of a space, for the context whose `sizes` it was made from
   * (recomputed only when a block changes the counts or another context fills the state). */
  need: LiveSizes;
  needOf: PackContext['sizes'];
}

/** What a fill works with: the unit, the cargo, which types this pass may load, the rules. */
export interface PackContext {
  unit: UnitType;
  types: readonly ItemType[];
  /** Per type, the orientations that fit the unit and pass its door. */
  orientations: Orientation[][];
  /** Every orientation the eligible types may take, smallest volume first (a fit is found soonest). */
  sizes: { type: number; l: number; w: number; h: number }[];
  /** The general blocks this fill may use (none: one line per block), largest first. */
  general: GeneralBlock[];
  /** Per general block, the least length, width and height of it and every smaller one after it:
   * a space narrower than these takes none of the rest. */
  generalLeast: Int32Array;
  /** Per eligible type, its orientations that fit the unit. */
  choices: { t: ItemType; os: Orientation[] }[];
  eligible: (t: ItemType) => boolean;
  minSupport: number;
  severalStops: boolean;
  /** Spaces nearest the floor first, then nearest a corner (else nearest a corner by all three
   * distances, smallest first): each rule does better on some cargo, so the search tries both. */
  floorFirst: boolean;
}

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
  const blocks = general ? generalBlocks(unit, types, orientations, eligible, remaining, until) : [];
  return {
    unit,
    types,
    orientations,
    sizes: types
      .filter((t) => eligible(t))
      .flatMap((t) => orientations[t.index]!.map((o) => ({ type: t.index, l: o.l, w: o.w, h: o.h })))
      .sort((a, b) => a.l * a.w * a.h - b.l * b.w * b.h || a.type - b.type),
    general: blocks,
    generalLeast: leastAfter(blocks),
    choices: types.filter((t) => eligible(t)).map((t) => ({ t, os: orientations[t.index]! })),
    eligible,
    minSupport,
    severalStops: new Set(types.map((t) => t.item.stop)).size > 1,
    floorFirst: false,
  };
}

/** Per block of the list, the least of each extent over it and those after it (3 entries a block). */
function leastAfter(blocks: readonly GeneralBlock[]): Int32Array {
  const out = new Int32Array(3 * blocks.length);
  let [l, w, h] = [2 ** 31 - 1, 2 ** 31 - 1, 2 ** 31 - 1];
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    [l, w, h] = [Math.min(l, b.l), Math.min(w, b.w), Math.min(h, b.h)];
    out.set([l, w, h], 3 * i);
  }
  return out;
}

/** The empty unit, or the spaces left around pieces already placed (a second pass starts from them). */
export function startState(ctx: PackContext, remaining: readonly number[], start?: PackedUnit): PackState {
  const whole = { x1: 0, y1: 0, z1: 0, x2: ctx.unit.l, y2: ctx.unit.w, z2: ctx.unit.h };
  const least = liveSizes(ctx.sizes, remaining);
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
    need: least,
    needOf: ctx.sizes,
  };
}

/** A copy to search from: pieces are never changed in place (a load change replaces the piece). */
export const copyState = (s: PackState): PackState => ({
  ...s,
  pieces: s.pieces.slice(),
  remaining: s.remaining.slice(),
  moves: s.moves.slice(),
});

/** Puts the block's pieces in, lower layers first, counting what each puts on the pieces below. */
export function place(ctx: PackContext, st: PackState, b: Block): void {
  work.placed++;
  st.moves.push(b);
  // What the counts left need changes only when a line runs out (of the sizes still live).
  let runOut = false;
  for (const g of b.grids) if ((st.remaining[g.type.index]! -= g.nx * g.ny * g.nz) <= 0) runOut = true;
  if (runOut && st.needOf === ctx.sizes) st.need = liveSizes(st.need.sizes, st.remaining);
  const least = needOf(ctx, st);
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

/** What the state's counts left need of a space, for this context: kept with the state (place
 * renews it when a line runs out), made again when another context fills the state. */
export function needOf(ctx: PackContext, st: PackState): LiveSizes {
  if (st.needOf !== ctx.sizes) [st.need, st.needOf] = [liveSizes(ctx.sizes, st.remaining), ctx.sizes];
  return st.need;
}

/** Of `sizes` (smallest volume first), those of lines with pieces left, and their least extents. */
function liveSizes(sizes: readonly Size[], remaining: readonly number[]): LiveSizes {
  let [l, w, h] = [Infinity, Infinity, Infinity];
  const live: Size[] = [];
  for (const o of sizes) {
    if (remaining[o.type]! <= 0) continue;
    live.push(o);
    if (o.l < l) l = o.l;
    if (o.w < w) w = o.w;
    if (o.h < h) h = o.h;
  }
  return new LiveSizes(l, w, h, live);
}

type Size = PackContext['sizes'][number];

/** The orientations of the pieces left, smallest volume first, and their least extents. */
class LiveSizes implements Need {
  constructor(
    readonly l: number,
    readonly w: number,
    readonly h: number,
    /** Only the orientations of lines with pieces left (a dead space is checked against all of them). */
    readonly sizes: readonly Size[],
  ) {}

  fits(dx: number, dy: number, dz: number): boolean {
    if (dx < this.l || dy < this.w || dz < this.h) return false;
    for (const o of this.sizes) if (o.l <= dx && o.w <= dy && o.h <= dz) return true;
    return false;
  }
}
