// One unit filled by block building over maximal empty spaces (after Parreño, Alvarez-Valdés,
// Oliveira and Tamarit, "A maximal-space algorithm for the container loading problem", 2008):
// take the empty space nearest the front wall and floor, put in it the block that the rule in
// force prefers, split the spaces the block's pieces cut, repeat. A block is n × m × k pieces of
// one type in one orientation, or a general block of several lines (general.ts). Every block is
// checked against the rules of docs/loading.md (rules.ts) before it is placed, so a plan is valid
// by construction; the search (search.ts) only chooses among valid moves. The partial load is
// state.ts, its empty spaces spaces.ts, the candidate blocks for a space candidates.ts.
import { now } from './clock.js';
import { allowed } from './rules.js';
import { beats, spaceBlocks } from './candidates.js';
import { place, type Block, type PackContext, type PackState } from './state.js';
import { spaceOrder } from './spaces.js';

export {
  copyState,
  packContext,
  place,
  startState,
  type Block,
  type PackContext,
  type PackedUnit,
  type PackState,
} from './state.js';

/**
 * Up to `max` blocks for the next space, best first (largest value, then snuggest fit), each
 * allowed by the rules. A space no block fits is dropped; with no spaces left the answer is empty.
 * Only the best few candidates are made (a step needs no more unless the rules turn them down;
 * then every candidate is made).
 */
export function nextBlocks(ctx: PackContext, st: PackState, max: number): Block[] {
  const order = spacesByRule(ctx, st);
  const dead: number[] = [];
  for (let pick = order.next(); pick; pick = order.next()) {
    let keep = max + KEEP_SPARE;
    for (;;) {
      const c = spaceBlocks(ctx, st, keep, pick);
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
        if (out.length) {
          dropSpaces(st, dead);
          return out;
        }
        dead.push(pick.index);
        break;
      }
      keep = Infinity;
    }
  }
  dropSpaces(st, dead);
  return [];
}

/** The partial load's spaces in the order the context's rule fills them. */
const spacesByRule = (ctx: PackContext, st: PackState) =>
  spaceOrder(st.spaces, ctx.unit, ctx.severalStops, ctx.floorFirst);

/** Drops the spaces found to take no block (by index, the order kept). */
function dropSpaces(st: PackState, dead: readonly number[]): void {
  if (dead.length) st.spaces = st.spaces.filter((_, i) => !dead.includes(i));
}

/** Candidates made beyond the `max` a step asks for, for the rules to turn down. */
const KEEP_SPARE = 4;

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

/**
 * Fills the rest of the unit block by block, the best block each time, until full or `until` on
 * the planner's clock (a long fill of much cargo must not carry a plan past its budget).
 */
export function complete(ctx: PackContext, st: PackState, until = Infinity): PackState {
  for (let b = nextBlocks(ctx, st, 1)[0]; b; b = nextBlocks(ctx, st, 1)[0]) {
    place(ctx, st, b);
    if (now() > until) break;
  }
  return st;
}
