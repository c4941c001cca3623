// The empty room of a partial load as maximal spaces (Parreño et al., 2008: pack.ts): which space a
// block goes into next, what of it carries a block with full support, and the spaces left once a
// box is placed. Pure geometry, shared by the fill (state.ts) and the rules (rules.ts).
import type { UnitType } from './types.js';
import type { Piece } from './pieces.js';

export interface Space {
  x1: number;
  y1: number;
  z1: number;
  x2: number;
  y2: number;
  z2: number;
}

/** What the pieces left need of a space: their least length, width and height (each in any
 * orientation), and whether one of them fits a space of the given extents whole. */
export interface Need {
  l: number;
  w: number;
  h: number;
  fits: (dx: number, dy: number, dz: number) => boolean;
}

export const overlap = (a1: number, a2: number, b1: number, b2: number) => Math.min(a2, b2) - Math.max(a1, b1);

/**
 * With full support, the part of a space above the floor that a block can use: the bounding box of
 * the tops it could stand on (pieces ending at its floor, under it), or none when there are none.
 * Blocks then go into the corner of what carries them.
 */
export function onSupport(s: Space, pieces: readonly Piece[]): Space | null {
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
export interface Anchor {
  highX: boolean;
  highY: boolean;
}

/** A space to fill next: its index in the partial load's spaces and the corner the block goes into. */
export interface Pick {
  index: number;
  anchor: Anchor;
}

/**
 * The spaces in the order they are filled, one at a time: the first the rule below prefers, then
 * (when that one takes no block and is dropped) the next, and so on; the keys are computed once.
 *
 * With several delivery stops: the space nearest the front wall, then the floor, then the left
 * side, the block in its corner nearest the front: a unit fills from the far end towards the
 * door, so later stops end up deep and first stops by the door.
 *
 * Otherwise (Parreño et al.): the space whose corner lies nearest a corner of the unit's floor,
 * distances compared smallest first (or, with `floorFirst`, the height first, then the two across
 * the floor smallest first), then the larger space; the block goes into that corner. Filling from
 * the corners inwards keeps the empty space in one piece. Ties go to the earlier space.
 */
export function spaceOrder(spaces: readonly Space[], unit: UnitType, front: boolean, floorFirst: boolean): SpaceOrder {
  const n = spaces.length;
  if (KEYS.length < 4 * n)
    [KEYS, HIGH, TAKEN] = [new Float64Array(8 * n), new Uint8Array(2 * n), new Uint8Array(2 * n)];
  TAKEN.fill(0, 0, n);
  for (let i = 0; i < n; i++) {
    const s = spaces[i]!;
    const k = 4 * i;
    // Written key by key: no array made per space (this runs at every step of a fill).
    if (front) {
      KEYS[k] = s.x1;
      KEYS[k + 1] = s.z1;
      KEYS[k + 2] = s.y1;
      KEYS[k + 3] = 0;
      HIGH[i] = 0;
      continue;
    }
    const dxHigh = unit.l - s.x2;
    const dyHigh = unit.w - s.y2;
    const hx = dxHigh < s.x1;
    const hy = dyHigh < s.y1;
    let d0 = hx ? dxHigh : s.x1;
    let d1 = hy ? dyHigh : s.y1;
    let d2 = s.z1;
    if (floorFirst) [d0, d1, d2] = [s.z1, Math.min(d0, d1), Math.max(d0, d1)];
    else {
      if (d0 > d1) [d0, d1] = [d1, d0];
      if (d1 > d2) [d1, d2] = [d2, d1];
      if (d0 > d1) [d0, d1] = [d1, d0];
    }
    KEYS[k] = d0;
    KEYS[k + 1] = d1;
    KEYS[k + 2] = d2;
    KEYS[k + 3] = -(s.x2 - s.x1) * (s.y2 - s.y1) * (s.z2 - s.z1);
    HIGH[i] = (hx ? 1 : 0) | (hy ? 2 : 0);
  }
  return {
    next(): Pick | null {
      let bi = -1;
      for (let i = 0; i < n; i++) {
        if (TAKEN[i]) continue;
        if (bi < 0) {
          bi = i;
          continue;
        }
        const [a, b] = [4 * i, 4 * bi];
        if (
          (KEYS[a]! - KEYS[b]! ||
            KEYS[a + 1]! - KEYS[b + 1]! ||
            KEYS[a + 2]! - KEYS[b + 2]! ||
            KEYS[a + 3]! - KEYS[b + 3]!) < 0
        )
          bi = i;
      }
      if (bi < 0) return null;
      TAKEN[bi] = 1;
      return { index: bi, anchor: { highX: (HIGH[bi]! & 1) !== 0, highY: (HIGH[bi]! & 2) !== 0 } };
    },
  };
}

export interface SpaceOrder {
  /** The next space in the order (null: none left); valid until spaceOrder is called again. */
  next(): Pick | null;
}

/** spaceOrder's working arrays (one order is walked at a time): four keys a space, its corner, taken. */
let KEYS = new Float64Array(1024);
let HIGH = new Uint8Array(256);
let TAKEN = new Uint8Array(256);

/** How many of a grid's columns along one axis lie over a piece's footprint. */
export function columnsOver(p: Piece, start: number, size: number, n: number, axis: 'x' | 'y'): number {
  const [p1, p2] = axis === 'x' ? [p.x, p.x + p.l] : [p.y, p.y + p.w];
  let c = 0;
  for (let i = 0; i < n; i++) if (overlap(start + i * size, start + (i + 1) * size, p1, p2) > 0) c++;
  return c;
}

/**
 * The spaces left after a box is placed: each space it cuts gives up to six maximal remainders,
 * one per face of the box it lies against, of which those inside another space are dropped. A
 * remainder against one face can only lie inside a remainder against the same face or a space
 * the box missed that ends on that face's plane (any other space would reach into the box), so
 * only those are compared.
 */
export function splitSpaces(spaces: readonly Space[], b: Space, least: Need): Space[] {
  const kept: Space[] = [];
  for (let f = 0; f < 6; f++) CUT[f]!.length = ENDING[f]!.length = 0;
  const room = (x1: number, y1: number, z1: number, x2: number, y2: number, z2: number, f: number) => {
    if (x2 - x1 >= least.l && y2 - y1 >= least.w && z2 - z1 >= least.h) CUT[f]!.push({ x1, y1, z1, x2, y2, z2 });
  };
  for (const s of spaces) {
    // Too short, narrow or low for every piece left: of no more use.
    if (s.x2 - s.x1 < least.l || s.y2 - s.y1 < least.w || s.z2 - s.z1 < least.h) continue;
    if (b.x1 >= s.x2 || b.x2 <= s.x1 || b.y1 >= s.y2 || b.y2 <= s.y1 || b.z1 >= s.z2 || b.z2 <= s.z1) {
      kept.push(s);
      if (s.x2 === b.x1) ENDING[0]!.push(s);
      if (s.x1 === b.x2) ENDING[1]!.push(s);
      if (s.y2 === b.y1) ENDING[2]!.push(s);
      if (s.y1 === b.y2) ENDING[3]!.push(s);
      if (s.z2 === b.z1) ENDING[4]!.push(s);
      if (s.z1 === b.z2) ENDING[5]!.push(s);
      continue;
    }
    if (b.x1 > s.x1) room(s.x1, s.y1, s.z1, b.x1, s.y2, s.z2, 0);
    if (b.x2 < s.x2) room(b.x2, s.y1, s.z1, s.x2, s.y2, s.z2, 1);
    if (b.y1 > s.y1) room(s.x1, s.y1, s.z1, s.x2, b.y1, s.z2, 2);
    if (b.y2 < s.y2) room(s.x1, b.y2, s.z1, s.x2, s.y2, s.z2, 3);
    if (b.z1 > s.z1) room(s.x1, s.y1, s.z1, s.x2, s.y2, b.z1, 4);
    if (b.z2 < s.z2) room(s.x1, s.y1, b.z2, s.x2, s.y2, s.z2, 5);
  }
  for (let f = 0; f < 6; f++) {
    const cut = CUT[f]!;
    next: for (let i = 0; i < cut.length; i++) {
      const s = cut[i]!;
      for (const o of ENDING[f]!) if (inside(s, o)) continue next;
      // Of equal remainders, the first stays.
      for (let j = 0; j < cut.length; j++)
        if (j !== i && inside(s, cut[j]!) && (j < i || !inside(cut[j]!, s))) continue next;
      // A space no piece left fits whole is of no use: dropped now rather than found empty when
      // it comes to be filled (a full search for blocks each time).
      if (least.fits(s.x2 - s.x1, s.y2 - s.y1, s.z2 - s.z1)) kept.push(s);
    }
  }
  return kept;
}

/** Per face of the box being placed: the remainders against it, and the spaces it missed that end
 * on its plane (working lists, emptied by each call). */
const CUT: Space[][] = Array.from({ length: 6 }, () => []);
const ENDING: Space[][] = Array.from({ length: 6 }, () => []);

const inside = (a: Space, b: Space) =>
  a.x1 >= b.x1 && a.y1 >= b.y1 && a.z1 >= b.z1 && a.x2 <= b.x2 && a.y2 <= b.y2 && a.z2 <= b.z2;
