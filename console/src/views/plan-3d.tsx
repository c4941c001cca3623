// A unit's placements drawn in 3D as an isometric SVG (no WebGL library: a few hundred boxes
// need none): turn the view a quarter at a time, and step through the loading order.
import { useMemo, useState } from 'react';

export interface Box {
  item_id: string;
  step: number;
  x: number;
  y: number;
  z: number;
  length: number;
  width: number;
  height: number;
}

interface Unit {
  length: number;
  width: number;
  height: number;
  placements: Box[];
}

const COS = Math.cos(Math.PI / 6);
const SIN = Math.sin(Math.PI / 6);
const project = (x: number, y: number, z: number): [number, number] => [(x - y) * COS, (x + y) * SIN - z];

/** The box turned a quarter `turns` times about the unit's vertical axis (the unit's floor is L × W). */
function turn(b: Box, turns: number, L: number, W: number): Box {
  const x2 = b.x + b.length;
  const y2 = b.y + b.width;
  const corners: [number, number][] = [
    [b.x, b.y],
    [x2, y2],
  ].map(([x, y]) => {
    switch (turns % 4) {
      case 1:
        return [W - y!, x!];
      case 2:
        return [L - x!, W - y!];
      case 3:
        return [y!, L - x!];
      default:
        return [x!, y!];
    }
  });
  const [a, c] = corners as [[number, number], [number, number]];
  const x = Math.min(a[0], c[0]);
  const y = Math.min(a[1], c[1]);
  return { ...b, x, y, length: Math.abs(a[0] - c[0]), width: Math.abs(a[1] - c[1]) };
}

/** A stable colour per cargo line. */
function colour(item: string): string {
  let h = 0;
  for (const ch of item) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${h} 55% 55%)`;
}

const pts = (ps: [number, number][]) => ps.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function BoxFaces({ b }: { b: Box }) {
  const { x, y, z, length: l, width: w, height: h } = b;
  const P = (px: number, py: number, pz: number) => project(px, py, pz);
  const fill = colour(b.item_id);
  return (
    <g className="box" fill={fill} stroke="#1d2733" strokeWidth={0.6} vectorEffect="non-scaling-stroke">
      <title>{`${b.item_id}, step ${b.step}`}</title>
      <polygon points={pts([P(x, y, z + h), P(x + l, y, z + h), P(x + l, y + w, z + h), P(x, y + w, z + h)])} />
      <polygon
        points={pts([P(x + l, y, z), P(x + l, y + w, z), P(x + l, y + w, z + h), P(x + l, y, z + h)])}
        fillOpacity={0.8}
      />
      <polygon
        points={pts([P(x, y + w, z), P(x + l, y + w, z), P(x + l, y + w, z + h), P(x, y + w, z + h)])}
        fillOpacity={0.6}
      />
    </g>
  );
}

export function Plan3D({ unit, label }: { unit: Unit; label: string }) {
  const order = useMemo(() => [...unit.placements].sort((a, b) => a.step - b.step), [unit]);
  const [step, setStep] = useState(order.length);
  const [turns, setTurns] = useState(0);
  const L = turns % 2 ? unit.width : unit.length;
  const W = turns % 2 ? unit.length : unit.width;
  const H = unit.height;
  const shown = order
    .slice(0, step)
    .map((b) => turn(b, turns, unit.length, unit.width))
    // Far boxes first, so nearer ones paint over them.
    .sort((a, b) => a.x + a.length / 2 + a.y + a.width / 2 + a.z - (b.x + b.length / 2 + b.y + b.width / 2 + b.z));
  const corners = [0, L].flatMap((x) => [0, W].flatMap((y) => [0, H].map((z) => project(x, y, z))));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const pad = Math.max(L, W) * 0.03;
  const box = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad,
  ];
  const floor = pts([project(0, 0, 0), project(L, 0, 0), project(L, W, 0), project(0, W, 0)]);
  const back = pts([
    project(0, W, 0),
    project(0, 0, 0),
    project(L, 0, 0),
    project(L, 0, H),
    project(0, 0, H),
    project(0, W, H),
    project(0, W, 0),
  ]);
  const current = order[step - 1];
  return (
    <figure className="plan-3d">
      <svg viewBox={box.join(' ')} role="img" aria-label={`${label}: ${step} of ${order.length} pieces loaded`}>
        <polygon points={floor} fill="#e7edf3" stroke="#5b6b7b" />
        <polyline points={back} fill="none" stroke="#5b6b7b" />
        {shown.map((b, i) => (
          <BoxFaces key={`${b.item_id}-${b.step}-${i}`} b={b} />
        ))}
      </svg>
      <figcaption>
        <label>
          Loading step {step} of {order.length}
          {current ? `: ${current.item_id}` : ''}{' '}
          <input
            type="range"
            min={0}
            max={order.length}
            value={step}
            onChange={(e) => setStep(Number(e.target.value))}
            aria-label="Loading step"
          />
        </label>{' '}
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
          ◀ Step back
        </button>{' '}
        <button
          type="button"
          onClick={() => setStep(Math.min(order.length, step + 1))}
          disabled={step === order.length}
        >
          Step ▶
        </button>{' '}
        <button type="button" onClick={() => setTurns((turns + 1) % 4)}>
          Rotate 90°
        </button>
      </figcaption>
    </figure>
  );
}
