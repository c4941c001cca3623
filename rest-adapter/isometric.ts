// An isometric picture of one planned unit for the crew that loads it: the unit's floor and walls
// as thin lines (door end marked), each piece a shaded box coloured by its cargo line, and,
// optionally, the loading steps numbered; `upToStep` draws the first N steps only, so a crew can
// follow the sequence picture by picture. Pure: the same plan gives the same bytes.

export interface IsoPiece {
  item_id: string;
  step: number;
  x: number;
  y: number;
  z: number;
  length: number;
  width: number;
  height: number;
}

export interface IsoUnit {
  title: string;
  length: number;
  width: number;
  height: number;
  placements: readonly IsoPiece[];
}

// Okabe–Ito (colour-blind safe), then a few more distinct hues.
const PALETTE = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#999999'];
const EXTRA = ['#8C564B', '#17BECF', '#BCBD22', '#7F7F7F', '#AEC7E8', '#FFBB78', '#98DF8A', '#FF9896'];

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Shade a #rrggbb colour by a factor (faces facing away are darker). */
function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.min(255, Math.round(v * f)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Painter's order for non-overlapping axis-aligned boxes. The picture looks along (−1, +1, −1) in
 * (x, s, z), s = −y: from the door end, the near side wall and above. A box is drawn before
 * another when their outlines overlap and it lies farther away along an axis that separates
 * them. Outlines of isometric boxes are hexagons whose edges run in three directions, so two
 * overlap exactly when their ranges of x + s, x − z and s + z overlap; and boxes separated along
 * two axes in opposite senses have outlines that do not overlap, so the order has no cycle.
 */
export function paintOrder(ps: readonly IsoPiece[]): number[] {
  const ext = ps.map((p) => {
    const [x1, x2, s1, s2, z1, z2] = [p.x, p.x + p.length, -(p.y + p.width), -p.y, p.z, p.z + p.height];
    return { x1, x2, s1, s2, z1, z2, a: [x1 + s1, x2 + s2], b: [x1 - z2, x2 - z1], c: [s1 + z1, s2 + z2] };
  });
  const over = (u: number[], v: number[]) => Math.min(u[1]!, v[1]!) - Math.max(u[0]!, v[0]!) > 0;
  const after: number[][] = ps.map(() => []);
  const before = ps.map(() => 0);
  for (let i = 0; i < ps.length; i++)
    for (let j = i + 1; j < ps.length; j++) {
      const p = ext[i]!;
      const q = ext[j]!;
      if (!over(p.a, q.a) || !over(p.b, q.b) || !over(p.c, q.c)) continue;
      // Farther away: lower x (the front wall), higher s (the far side wall), lower z.
      const pFarther = p.x2 <= q.x1 || p.s1 >= q.s2 || p.z2 <= q.z1;
      const [first, second] = pFarther ? [i, j] : [j, i];
      after[first]!.push(second);
      before[second]!++;
    }
  const ready = ps.map((_, i) => i).filter((i) => before[i] === 0);
  const out: number[] = [];
  while (ready.length) {
    ready.sort((a, b) => b - a);
    const i = ready.pop()!;
    out.push(i);
    for (const k of after[i]!) if (--before[k]! === 0) ready.push(k);
  }
  return out;
}

export function isometricSvg(unit: IsoUnit, opts: { steps?: boolean; upToStep?: number } = {}): string {
  const shown = unit.placements.filter((p) => opts.upToStep === undefined || p.step <= opts.upToStep);
  const ids = [...new Set(unit.placements.map((p) => p.item_id))];
  const colour = new Map(ids.map((id, i) => [id, [...PALETTE, ...EXTRA][i % (PALETTE.length + EXTRA.length)]!]));
  const scale = 560 / (unit.length + unit.width);
  const cos = Math.cos(Math.PI / 6);
  // World → screen: x runs down-right, y (mirrored, the viewer's side nearest) down-left, z up.
  const pt = (x: number, y: number, z: number): [number, number] => [(x + y) * cos * scale, ((x - y) / 2 - z) * scale];
  const corners = [0, unit.length].flatMap((x) =>
    [0, unit.width].flatMap((y) => [0, unit.height].map((z) => pt(x, unit.width - y, z))),
  );
  const minX = Math.min(...corners.map((c) => c[0])) - 20;
  const minY = Math.min(...corners.map((c) => c[1])) - 50;
  const maxX = Math.max(...corners.map((c) => c[0])) + 20;
  const maxY = Math.max(...corners.map((c) => c[1])) + 30;
  const legendH = 18 * ids.length + 10;
  const f = (n: number) => n.toFixed(1);
  const poly = (pts: [number, number][], fill: string, extra = '') =>
    `<polygon points="${pts.map(([a, b]) => `${f(a - minX)},${f(b - minY)}`).join(' ')}" fill="${fill}"${extra}/>`;
  const line = (a: [number, number], b: [number, number], dash = false) =>
    `<line x1="${f(a[0] - minX)}" y1="${f(a[1] - minY)}" x2="${f(b[0] - minX)}" y2="${f(b[1] - minY)}" stroke="#555" stroke-width="1"${dash ? ' stroke-dasharray="4 3"' : ''}/>`;

  const W = unit.width;
  const body: string[] = [];
  // Floor and the two far walls' edges, then the door end.
  const floor = [pt(0, W, 0), pt(unit.length, W, 0), pt(unit.length, 0, 0), pt(0, 0, 0)] as [number, number][];
  body.push(poly(floor, '#f4f4f4', ' stroke="#555" stroke-width="1"'));
  body.push(line(pt(0, W, 0), pt(0, W, unit.height)), line(pt(0, 0, 0), pt(0, 0, unit.height)));
  body.push(line(pt(unit.length, W, 0), pt(unit.length, W, unit.height)));
  body.push(
    line(pt(0, W, unit.height), pt(unit.length, W, unit.height)),
    line(pt(0, W, unit.height), pt(0, 0, unit.height)),
  );
  const order = paintOrder(shown);
  for (const i of order) {
    const p = shown[i]!;
    const c = colour.get(p.item_id)!;
    // In screen space y is mirrored: the piece's near side (y = 0) is drawn at world W.
    const y0 = W - p.y - p.width;
    const y1 = W - p.y;
    const [x0, x1, z0, z1] = [p.x, p.x + p.length, p.z, p.z + p.height];
    const top = [pt(x0, y0, z1), pt(x1, y0, z1), pt(x1, y1, z1), pt(x0, y1, z1)] as [number, number][];
    const front = [pt(x1, y0, z0), pt(x1, y1, z0), pt(x1, y1, z1), pt(x1, y0, z1)] as [number, number][];
    const side = [pt(x0, y0, z0), pt(x1, y0, z0), pt(x1, y0, z1), pt(x0, y0, z1)] as [number, number][];
    const stroke = ' stroke="#333" stroke-width="0.5"';
    body.push(
      `<g class="piece" data-item="${escape(p.item_id)}" data-step="${p.step}">${poly(side, shade(c, 0.75), stroke)}${poly(front, shade(c, 0.9), stroke)}${poly(top, c, stroke)}` +
        (opts.steps
          ? (() => {
              const [cx, cy] = pt((x0 + x1) / 2, (y0 + y1) / 2, z1);
              return `<text x="${f(cx - minX)}" y="${f(cy - minY + 4)}" font-size="10" text-anchor="middle" fill="#000">${p.step}</text>`;
            })()
          : '') +
        '</g>',
    );
  }
  const [dx, dy] = pt(unit.length, W / 2, 0);
  body.push(`<text x="${f(dx - minX + 8)}" y="${f(dy - minY + 14)}" font-size="11" fill="#555">door</text>`);
  const width = Math.max(320, maxX - minX);
  const height = maxY - minY + legendH;
  const legend = ids.map((id, i) => {
    const n = shown.filter((p) => p.item_id === id).length;
    const y = maxY - minY + 10 + 18 * i;
    return `<rect x="10" y="${y}" width="12" height="12" fill="${colour.get(id)}"/><text x="28" y="${y + 10}" font-size="11">${escape(id)} × ${n}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${f(width)} ${f(height)}" width="${f(width)}" height="${f(height)}" font-family="sans-serif">`,
    `<title>${escape(unit.title)}</title>`,
    `<text x="10" y="18" font-size="13" font-weight="bold">${escape(unit.title)}</text>`,
    ...body,
    ...legend,
    '</svg>',
  ].join('\n');
}
