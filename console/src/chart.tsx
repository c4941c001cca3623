// A small time-series chart in SVG: lines and bands over dates, with labelled axes. Enough for
// the rate views; no chart library.

export interface Series {
  name: string;
  colour: string;
  points: { date: string; value: number | null | undefined }[];
}

export interface Band {
  name: string;
  colour: string;
  points: { date: string; low: number | null | undefined; high: number | null | undefined }[];
}

const W = 640;
const H = 240;
const M = { left: 56, right: 12, top: 12, bottom: 28 };

const t = (d: string) => Date.parse(d.length === 10 ? `${d}T00:00:00Z` : d);

export function Chart({
  title,
  series,
  bands = [],
  unit,
}: {
  title: string;
  series: Series[];
  bands?: Band[];
  unit: string;
}) {
  const dates = [
    ...series.flatMap((s) => s.points.map((p) => t(p.date))),
    ...bands.flatMap((b) => b.points.map((p) => t(p.date))),
  ];
  const values = [
    ...series.flatMap((s) => s.points.map((p) => p.value)),
    ...bands.flatMap((b) => b.points.flatMap((p) => [p.low, p.high])),
  ].filter((v): v is number => v != null);
  if (dates.length < 2 || values.length === 0)
    return <p className="state empty">Not enough history to draw {title}.</p>;
  const [x0, x1] = [Math.min(...dates), Math.max(...dates)];
  let [y0, y1] = [Math.min(...values), Math.max(...values)];
  if (y0 === y1) [y0, y1] = [y0 * 0.9, y1 * 1.1 + 1];
  const pad = (y1 - y0) * 0.08;
  [y0, y1] = [Math.max(0, y0 - pad), y1 + pad];
  const x = (d: string) => M.left + ((t(d) - x0) / Math.max(1, x1 - x0)) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - ((v - y0) / (y1 - y0)) * (H - M.top - M.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => y0 + f * (y1 - y0));
  const line = (s: Series) =>
    s.points
      .filter((p) => p.value != null)
      .map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(p.value!).toFixed(1)}`)
      .join(' ');
  const area = (b: Band) => {
    const ps = b.points.filter((p) => p.low != null && p.high != null);
    const top = ps.map((p, i) => `${i ? 'L' : 'M'}${x(p.date).toFixed(1)},${y(p.high!).toFixed(1)}`).join(' ');
    const bottom = [...ps]
      .reverse()
      .map((p) => `L${x(p.date).toFixed(1)},${y(p.low!).toFixed(1)}`)
      .join(' ');
    return `${top} ${bottom} Z`;
  };
  const first = new Date(x0).toISOString().slice(0, 10);
  const last = new Date(x1).toISOString().slice(0, 10);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}, ${first} to ${last}`}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} stroke="#d5dde5" />
            <text x={M.left - 6} y={y(v) + 4} textAnchor="end" fontSize={11}>
              {Math.round(v).toLocaleString('en')}
            </text>
          </g>
        ))}
        <text x={M.left} y={H - 8} fontSize={11}>
          {first}
        </text>
        <text x={W - M.right} y={H - 8} fontSize={11} textAnchor="end">
          {last}
        </text>
        {bands.map((b) => (
          <path key={b.name} d={area(b)} fill={b.colour} stroke="none" />
        ))}
        {series.map((s) => (
          <path key={s.name} d={line(s)} fill="none" stroke={s.colour} strokeWidth={2} />
        ))}
      </svg>
      <figcaption>
        {title} ({unit}):{' '}
        {[...bands, ...series].map((s) => (
          <span key={s.name} className="legend">
            <span className="swatch" style={{ background: s.colour }} /> {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
