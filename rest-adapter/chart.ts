// A daily series drawn as an SVG line chart, pure (no browser, no fonts or scripts fetched): a
// title, a y axis in the series' unit with round ticks, a date axis, the line (broken where a
// day has no value) and an optional band (e.g. p25–p75) behind it. The rates host serves it
// as image/svg+xml (docs/rates.md, "Charts").

export interface ChartPoint {
  /** YYYY-MM-DD */
  date: string;
  value: number | null;
  /** The band's bounds that day, when the chart has a band. */
  low?: number | null;
  high?: number | null;
}

export interface Chart {
  title: string;
  subtitle: string;
  /** The y axis' unit, e.g. "USD per 40'". */
  unit: string;
  points: readonly ChartPoint[];
  /** What the band stands for (legend); no band without it. */
  band?: string;
}

const W = 800;
const H = 400;
const M = { top: 64, right: 24, bottom: 44, left: 72 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fix = (n: number) => Math.round(n * 10) / 10;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Round tick values (1, 2 or 5 × 10ⁿ apart) from at or below min to at or above max, about five of them. */
export function valueTicks(min: number, max: number): number[] {
  if (min === max) return [min];
  const rough = (max - min) / 5;
  const mag = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * mag).find((s) => s >= rough)!;
  const ticks: number[] = [];
  for (let t = Math.floor(min / step) * step; ; t += step) {
    ticks.push(Math.round(t * 100) / 100);
    if (t >= max) break;
  }
  return ticks;
}

/** First days of months (every 1, 3, 6 or 12 months; whole years over long ranges), at most about eight. */
export function dateTicks(from: string, to: string): string[] {
  const months = (ms(to) - ms(from)) / DAY / 30.44;
  const every = [1, 3, 6, 12, 24].find((n) => months / n <= 8) ?? 60;
  const ticks: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7)) - 1;
  for (;;) {
    const d = `${y}-${String(m + 1).padStart(2, '0')}-01`;
    if (d > to) break;
    if (d >= from && (every < 12 ? m % every === 0 : m === 0 && y % (every / 12) === 0)) ticks.push(d);
    m = (m + 1) % 12;
    if (m === 0) y++;
  }
  return ticks;
}

const dateLabel = (d: string, yearly: boolean) =>
  yearly ? d.slice(0, 4) : `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const valueLabel = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function lineChartSvg(c: Chart): string {
  const values = c.points.flatMap((p) => [p.value, ...(c.band ? [p.low, p.high] : [])]).filter((v) => v != null);
  const head = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<title>${esc(c.title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${M.left}" y="24" font-size="16" font-weight="bold">${esc(c.title)}</text>`,
    `<text x="${M.left}" y="44" fill="#555">${esc(c.subtitle)}</text>`,
  ];
  if (!c.points.length || !values.length) {
    return [
      ...head,
      `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#555">No values in this range</text>`,
      '</svg>',
    ].join('\n');
  }
  const from = c.points[0]!.date;
  const to = c.points[c.points.length - 1]!.date;
  const yTicks = valueTicks(Math.min(...values), Math.max(...values));
  const lo = Math.min(yTicks[0]!, ...values);
  const hi = Math.max(yTicks[yTicks.length - 1]!, ...values);
  const span = ms(to) - ms(from);
  const x = (d: string) => fix(M.left + (span ? ((ms(d) - ms(from)) / span) * PLOT_W : PLOT_W / 2));
  const y = (v: number) => fix(M.top + PLOT_H - (hi === lo ? PLOT_H / 2 : ((v - lo) / (hi - lo)) * PLOT_H));

  // A day without a value ends the line (and the band): nothing is drawn across a gap.
  const runs: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  for (const p of c.points) {
    if (p.value === null) {
      if (run.length) (runs.push(run), (run = []));
    } else run.push(p);
  }
  if (run.length) runs.push(run);
  const line = runs.map((r) => r.map((p, i) => `${i ? 'L' : 'M'}${x(p.date)},${y(p.value!)}`).join('')).join('');
  const band = c.band
    ? runs
        .map((r) => r.filter((p) => p.low != null && p.high != null))
        .filter((r) => r.length)
        .map(
          (r) =>
            r.map((p, i) => `${i ? 'L' : 'M'}${x(p.date)},${y(p.high!)}`).join('') +
            [...r]
              .reverse()
              .map((p) => `L${x(p.date)},${y(p.low!)}`)
              .join('') +
            'Z',
        )
        .join('')
    : '';
  const xTicks = dateTicks(from, to);
  const yearly = xTicks.length > 1 && xTicks.every((d) => d.endsWith('-01-01'));
  const last = runs[runs.length - 1]!;
  const latest = last[last.length - 1]!;

  return [
    ...head,
    `<g class="y-axis" fill="#555" text-anchor="end">`,
    ...yTicks.map(
      (t) =>
        `<line x1="${M.left}" x2="${W - M.right}" y1="${y(t)}" y2="${y(t)}" stroke="#e5e5e5"/><text x="${M.left - 6}" y="${y(t) + 4}">${valueLabel(t)}</text>`,
    ),
    `<text x="14" y="${M.top + PLOT_H / 2}" text-anchor="middle" transform="rotate(-90 14 ${M.top + PLOT_H / 2})">${esc(c.unit)}</text>`,
    '</g>',
    `<g class="x-axis" fill="#555" text-anchor="middle">`,
    `<line x1="${M.left}" x2="${W - M.right}" y1="${M.top + PLOT_H}" y2="${M.top + PLOT_H}" stroke="#999"/>`,
    ...xTicks.map(
      (d) =>
        `<line x1="${x(d)}" x2="${x(d)}" y1="${M.top + PLOT_H}" y2="${M.top + PLOT_H + 5}" stroke="#999"/><text x="${x(d)}" y="${M.top + PLOT_H + 18}">${dateLabel(d, yearly)}</text>`,
    ),
    `<text x="${M.left}" y="${H - 6}" text-anchor="start">${from}</text>`,
    `<text x="${W - M.right}" y="${H - 6}" text-anchor="end">${to}</text>`,
    '</g>',
    ...(band ? [`<path class="band" d="${band}" fill="#1f6feb" fill-opacity="0.15" stroke="none"/>`] : []),
    `<path class="series" d="${line}" fill="none" stroke="#1f6feb" stroke-width="1.5" stroke-linejoin="round"/>`,
    `<circle class="latest" cx="${x(latest.date)}" cy="${y(latest.value!)}" r="3" fill="#1f6feb"/>`,
    `<text x="${W - M.right}" y="44" text-anchor="end" fill="#1f6feb">${esc(`${latest.date}: ${valueLabel(latest.value!)}${c.band ? ` (band: ${c.band})` : ''}`)}</text>`,
    '</svg>',
  ].join('\n');
}
