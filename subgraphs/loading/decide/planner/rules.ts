// Rules 4–7 of docs/loading.md for a block where it would go, against the pieces already placed:
// support, nothing on what bears nothing, load limits, and the order of delivery stops.
import type { Piece } from './pieces.js';
import { columnsOver, overlap } from './spaces.js';
import type { Block, PackContext } from './state.js';

/** Rules 4–7 for a block where it would go, against the pieces already placed. */
export function allowed(b: Block, pieces: readonly Piece[], ctx: PackContext): boolean {
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
