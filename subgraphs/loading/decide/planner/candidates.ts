// The candidate blocks for the next space of a partial load, valued as they are made: n × m × k
// pieces of one line in the shapes its count allows, and the largest general blocks that fit.
import type { ItemType, Orientation } from './pieces.js';
import type { Grid } from './general.js';
import { onSupport, type Anchor, type Need, type Pick, type Space } from './spaces.js';
import { needOf, type Block, type PackContext, type PackState } from './state.js';

/** How many general blocks a space is offered at most (the largest that fit). */
const GENERAL_PER_SPACE = 40;

/** Better first: larger value, then snugger fit, then the lower type index (a stable order). */
export const beats = (a: Block, b: Block) =>
  a.value - b.value || a.fit - b.fit || b.grids[0]!.type.index - a.grids[0]!.type.index;

/**
 * The candidate blocks for the space to fill next (not yet checked against the load), valued as
 * they are made. With a finite `keep`, only the best `keep` are kept, best first (`truncated`
 * when others were passed over); with `keep` Infinity, all of them in the order made.
 */
export function spaceBlocks(ctx: PackContext, st: PackState, keep: number, pick: Pick): Candidates {
  const { index: si, anchor } = pick;
  const space = ctx.minSupport >= 1 ? onSupport(st.spaces[si]!, st.pieces) : st.spaces[si]!;
  const c: Candidates = {
    blocks: [],
    si,
    truncated: false,
    keep,
    space: space!,
    anchor,
    least: needOf(ctx, st),
  };
  // With full support most spaces above the floor come to this: the tops that would carry a block
  // are too small for any piece left (three steps in four on strongly mixed cargo), so no block is
  // looked for.
  if (!space || !c.least.fits(space.x2 - space.x1, space.y2 - space.y1, space.z2 - space.z1)) return c;
  const payloadLeft = ctx.unit.max_payload - st.weight;
  const [dx, dy, dz] = [space.x2 - space.x1, space.y2 - space.y1, space.z2 - space.z1];
  // The largest general blocks that fit (the list is largest first, so once one is smaller than
  // the last block kept, none after it can be kept either; nor once the rest are all too large).
  const { general, generalLeast: least } = ctx;
  let offered = 0;
  for (let i = 0; i < general.length && offered < GENERAL_PER_SPACE; i++) {
    const g = general[i]!;
    if (c.blocks.length >= keep && g.volume < c.blocks[keep - 1]!.value) {
      c.truncated = true;
      break;
    }
    if (least[3 * i]! > dx || least[3 * i + 1]! > dy || least[3 * i + 2]! > dz) break;
    if (g.l > dx || g.w > dy || g.h > dz || g.weight > payloadLeft) continue;
    if (enough(g.counts, st.remaining)) {
      offer(c, g.volume, g.grids, g.l, g.w, g.h);
      offered++;
    }
  }
  // A line's blocks hold at most its count left: below the last block kept, none can be kept.
  for (const { t, os } of ctx.choices) {
    const count = st.remaining[t.index]!;
    if (count <= 0) continue;
    const passedOver = c.blocks.length >= keep && count * t.volume < c.blocks[keep - 1]!.value;
    for (const o of os)
      if (o.l <= dx && o.w <= dy && o.h <= dz) {
        if (passedOver) {
          c.truncated = true;
          break;
        }
        blocksFor(c, t, o, count, payloadLeft);
      }
  }
  return c;
}

/** The candidates of one step: the best kept so far, and what values them. */
export interface Candidates {
  blocks: Block[];
  si: number;
  truncated: boolean;
  keep: number;
  space: Space;
  anchor: Anchor;
  least: Need;
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
