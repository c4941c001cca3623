// One unit filled by block building over maximal empty spaces (after Parreño, Alvarez-Valdés,
// Oliveira and Tamarit, "A maximal-space algorithm for the container loading problem", 2008):
// take the empty space nearest the front wall and floor, put in it the block (n × m × k pieces of
// one type in one orientation) that the rule in force prefers, split the spaces the block cuts,
// repeat. Every block is checked against the rules of docs/loading.md before it is placed, so a
// plan is valid by construction; the search around this (search.ts) only chooses among valid moves.
import type { UnitType } from './types.js';
import { fitsUnit, type ItemType, type Orientation, type Piece } from './pieces.js';

interface Space {
  x1: number;
  y1: number;
  z1: number;
  x2: number;
  y2: number;
  z2: number;
}

interface Block {
  /** Where it goes: the corner of the space chosen (pack.ts's selection). */
  x: number;
  y: number;
  z: number;
  type: ItemType;
  o: Orientation;
  nx: number;
  ny: number;
  nz: number;
  volume: number;
  /** How closely it fills the space across and up (ties go to the snugger block). */
  fit: number;
}

export interface PackOptions {
  minSupport: number;
  /** 0: always the best block; above 0: a random one of those within this share of the best (GRASP). */
  greed: number;
  random: () => number;
}

export interface PackedUnit {
  pieces: Piece[];
  weight: number;
  volume: number;
}

const overlap = (a1: number, a2: number, b1: number, b2: number) => Math.min(a2, b2) - Math.max(a1, b1);

/**
 * Fills one unit with the pieces left in `remaining` (counts per type, decremented), types of
 * `eligible` only, after the pieces already in `start` (a second pass adds optional cargo).
 */
export function packUnit(
  unit: UnitType,
  types: readonly ItemType[],
  remaining: number[],
  eligible: (t: ItemType) => boolean,
  opts: PackOptions,
  start: PackedUnit = { pieces: [], weight: 0, volume: 0 },
): PackedUnit {
  const pieces = start.pieces.map((p) => ({ ...p })); // loads change as blocks go on top
  let weight = start.weight;
  let volume = start.volume;
  let spaces: Space[] = start.pieces.length
    ? freeSpaces(unit, pieces)
    : [{ x1: 0, y1: 0, z1: 0, x2: unit.l, y2: unit.w, z2: unit.h }];
  const orientations = types.map((t) => t.orientations.filter((o) => fitsUnit(o, unit)));
  const severalStops = new Set(types.map((t) => t.item.stop)).size > 1;

  while (spaces.length) {
    const { index: si, anchor } = severalStops ? nearestFront(spaces) : nearestCorner(spaces, unit);
    const space = spaces[si]!;
    const blocks: Block[] = [];
    for (const t of types) {
      if (remaining[t.index]! <= 0 || !eligible(t)) continue;
      for (const o of orientations[t.index]!) {
        for (const b of blocksFor(t, o, space, anchor, remaining[t.index]!, unit.max_payload - weight))
          if (allowed(b, pieces, types, opts.minSupport)) blocks.push(b);
      }
    }
    if (!blocks.length) {
      spaces.splice(si, 1);
      continue;
    }
    blocks.sort((a, b) => b.volume - a.volume || b.fit - a.fit || a.type.index - b.type.index);
    let chosen = blocks[0]!;
    if (opts.greed > 0) {
      const floor = chosen.volume * (1 - opts.greed);
      const near = blocks.filter((b) => b.volume >= floor);
      chosen = near[Math.floor(opts.random() * near.length)]!;
    }
    const { type: t, o, nx, ny, nz, x: bx, y: by, z: bz } = chosen;
    const bx2 = bx + nx * o.l;
    const by2 = by + ny * o.w;
    const bz2 = bz + nz * o.h;
    const pieceWeight = t.item.weight;
    // Rule 6's count: what the block puts on every piece under its footprint.
    for (const p of pieces) {
      if (p.z + p.h > bz) continue;
      const cols = columnsOver(p, bx, o.l, nx, 'x') * columnsOver(p, by, o.w, ny, 'y');
      if (cols) p.load += cols * nz * pieceWeight;
    }
    // Lower layers first: a piece's supporters always have lower loading steps.
    for (let k = 0; k < nz; k++)
      for (let i = 0; i < nx; i++)
        for (let j = 0; j < ny; j++)
          pieces.push({
            type: t.index,
            x: bx + i * o.l,
            y: by + j * o.w,
            z: bz + k * o.h,
            l: o.l,
            w: o.w,
            h: o.h,
            vertical: o.vertical,
            turned: o.turned,
            load: (nz - 1 - k) * pieceWeight,
          });
    const n = nx * ny * nz;
    remaining[t.index]! -= n;
    weight += n * pieceWeight;
    volume += n * t.volume;
    spaces = splitSpaces(spaces, { x1: bx, y1: by, z1: bz, x2: bx2, y2: by2, z2: bz2 });
  }
  return { pieces, weight, volume };
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
function nearestCorner(spaces: readonly Space[], unit: UnitType): { index: number; anchor: Anchor } {
  let best = { index: 0, anchor: { highX: false, highY: false }, d: [Infinity, Infinity, Infinity], v: 0 };
  for (let i = 0; i < spaces.length; i++) {
    const s = spaces[i]!;
    const dxLow = s.x1;
    const dxHigh = unit.l - s.x2;
    const dyLow = s.y1;
    const dyHigh = unit.w - s.y2;
    const highX = dxHigh < dxLow;
    const highY = dyHigh < dyLow;
    const d = [highX ? dxHigh : dxLow, highY ? dyHigh : dyLow, s.z1].sort((a, b) => a - b);
    const v = (s.x2 - s.x1) * (s.y2 - s.y1) * (s.z2 - s.z1);
    const cmp = d[0]! - best.d[0]! || d[1]! - best.d[1]! || d[2]! - best.d[2]! || best.v - v;
    if (cmp < 0) best = { index: i, anchor: { highX, highY }, d, v };
  }
  return best;
}

/**
 * The blocks of the type in the orientation that the space, the count and the payload take: the
 * whole grid when the count allows, else three shapes (layers across first, stacks first, rows
 * along first), as a short count fills a space best in one shape or another.
 */
function blocksFor(t: ItemType, o: Orientation, s: Space, at: Anchor, count: number, payloadLeft: number): Block[] {
  const maxX = Math.floor((s.x2 - s.x1) / o.l);
  const maxY = Math.floor((s.y2 - s.y1) / o.w);
  let maxZ = Math.floor((s.z2 - s.z1) / o.h);
  if (!maxX || !maxY || !maxZ) return [];
  if (t.bearsNothing) maxZ = 1; // rule 5: nothing on it, not even its own kind
  if (t.item.max_load !== null) maxZ = Math.min(maxZ, Math.floor(t.item.max_load / Math.max(t.item.weight, 1e-9)) + 1);
  if (t.item.weight > 0) count = Math.min(count, Math.floor(payloadLeft / t.item.weight));
  if (count <= 0) return [];
  const block = (nx: number, ny: number, nz: number): Block => ({
    x: at.highX ? s.x2 - nx * o.l : s.x1,
    y: at.highY ? s.y2 - ny * o.w : s.y1,
    z: s.z1,
    type: t,
    o,
    nx,
    ny,
    nz,
    volume: nx * ny * nz * t.volume,
    fit: (ny * o.w) / (s.y2 - s.y1) + (nz * o.h) / (s.z2 - s.z1),
  });
  if (maxX * maxY * maxZ <= count) return [block(maxX, maxY, maxZ)];
  const shapes: Block[] = [];
  const add = (b: Block) => {
    if (b.nx && b.ny && b.nz && !shapes.some((x) => x.nx === b.nx && x.ny === b.ny && x.nz === b.nz)) shapes.push(b);
  };
  {
    const ny = Math.min(maxY, count);
    const nz = Math.min(maxZ, Math.floor(count / ny));
    add(block(Math.min(maxX, Math.floor(count / (ny * nz))), ny, nz));
  }
  {
    const nz = Math.min(maxZ, count);
    const ny = Math.min(maxY, Math.floor(count / nz));
    add(block(Math.min(maxX, Math.floor(count / (ny * nz))), ny, nz));
  }
  {
    const nx = Math.min(maxX, count);
    const nz = Math.min(maxZ, Math.floor(count / nx));
    add(block(nx, Math.min(maxY, Math.floor(count / (nx * nz))), nz));
  }
  return shapes;
}

/** How many of a block's columns along one axis lie over a piece's footprint. */
function columnsOver(p: Piece, start: number, size: number, n: number, axis: 'x' | 'y'): number {
  const [p1, p2] = axis === 'x' ? [p.x, p.x + p.l] : [p.y, p.y + p.w];
  let c = 0;
  for (let i = 0; i < n; i++) if (overlap(start + i * size, start + (i + 1) * size, p1, p2) > 0) c++;
  return c;
}

/** Rules 4–7 for a block where it would go, against the pieces already placed. */
function allowed(b: Block, pieces: readonly Piece[], types: readonly ItemType[], minSupport: number): boolean {
  const { o, nx, ny, nz, type: t } = b;
  const x2 = b.x + nx * o.l;
  const y2 = b.y + ny * o.w;
  const z2 = b.z + nz * o.h;
  const stop = t.item.stop;
  const weight = t.item.weight;
  let supported = 0;
  const under: Piece[] = [];
  for (const p of pieces) {
    const ox = overlap(b.x, x2, p.x, p.x + p.l);
    const oy = overlap(b.y, y2, p.y, p.y + p.w);
    const pt = types[p.type]!;
    // Rule 4 and 5: what the block stands on.
    if (p.z + p.h === b.z && ox > 0 && oy > 0) {
      if (pt.bearsNothing) return false;
      supported += ox * oy;
      under.push(p);
    }
    // Rule 6: every piece under the footprint, at any depth, carries the pieces above it.
    if (pt.item.max_load !== null && p.z + p.h <= b.z && ox > 0 && oy > 0) {
      const cols = columnsOver(p, b.x, o.l, nx, 'x') * columnsOver(p, b.y, o.w, ny, 'y');
      if (p.load + cols * nz * weight > pt.item.max_load) return false;
    }
    // Never under a piece already placed (an overhang, with partial support): what it carries
    // was counted when it was placed.
    if (p.z >= z2 && ox > 0 && oy > 0) return false;
    // Rule 7: between stops, nothing of a later stop in front of or above an earlier one.
    const ps = pt.item.stop;
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
  const area = (x2 - b.x) * (y2 - b.y);
  if (supported >= area) return true;
  if (minSupport >= 1) return false;
  // Partial support allowed: each piece of the bottom layer on its own.
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < ny; j++) {
      const px = b.x + i * o.l;
      const py = b.y + j * o.w;
      let a = 0;
      for (const p of under)
        a += Math.max(0, overlap(px, px + o.l, p.x, p.x + p.l)) * Math.max(0, overlap(py, py + o.w, p.y, p.y + p.w));
      if (a < minSupport * o.l * o.w) return false;
    }
  return true;
}

/** The spaces left after a block is placed: each space it cuts gives up to six maximal remainders. */
function splitSpaces(spaces: readonly Space[], b: Space): Space[] {
  const out: Space[] = [];
  for (const s of spaces) {
    if (b.x1 >= s.x2 || b.x2 <= s.x1 || b.y1 >= s.y2 || b.y2 <= s.y1 || b.z1 >= s.z2 || b.z2 <= s.z1) {
      out.push(s);
      continue;
    }
    if (b.x1 > s.x1) out.push({ ...s, x2: b.x1 });
    if (b.x2 < s.x2) out.push({ ...s, x1: b.x2 });
    if (b.y1 > s.y1) out.push({ ...s, y2: b.y1 });
    if (b.y2 < s.y2) out.push({ ...s, y1: b.y2 });
    if (b.z1 > s.z1) out.push({ ...s, z2: b.z1 });
    if (b.z2 < s.z2) out.push({ ...s, z1: b.z2 });
  }
  return maximal(out);
}

const inside = (a: Space, b: Space) =>
  a.x1 >= b.x1 && a.y1 >= b.y1 && a.z1 >= b.z1 && a.x2 <= b.x2 && a.y2 <= b.y2 && a.z2 <= b.z2;

/** Drops every space inside another (and duplicates, keeping the first). */
function maximal(spaces: Space[]): Space[] {
  return spaces.filter((s, i) => !spaces.some((o, j) => j !== i && inside(s, o) && (!inside(o, s) || j < i)));
}

/** The maximal empty spaces around pieces already placed (a second pass starts from them). */
function freeSpaces(unit: UnitType, pieces: readonly Piece[]): Space[] {
  let spaces: Space[] = [{ x1: 0, y1: 0, z1: 0, x2: unit.l, y2: unit.w, z2: unit.h }];
  for (const p of pieces)
    spaces = splitSpaces(spaces, { x1: p.x, y1: p.y, z1: p.z, x2: p.x + p.l, y2: p.y + p.w, z2: p.z + p.h });
  return spaces;
}
