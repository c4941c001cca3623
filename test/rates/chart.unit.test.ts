// The SVG line chart, pure: well-formed, one line point per value, gaps where a day has none.
import { describe, it, expect } from 'vitest';
import { dateTicks, lineChartSvg, valueTicks } from '../../rest-adapter/chart.js';
import { seriesPoints, wellFormedXml } from './svg.js';

const days = (n: number, value: (i: number) => number | null) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.parse('2024-01-01') + i * 86_400_000).toISOString().slice(0, 10),
    value: value(i),
  }));

describe('line chart', () => {
  it('draw well-formed SVG with a point per value, a title, axes and dates', () => {
    const svg = lineChartSvg({
      title: 'Asia – North Europe <ASIA_NEUR> & co',
      subtitle: 'daily',
      unit: "USD per 40'",
      points: days(400, (i) => 1500 + i),
    });
    const xml = wellFormedXml(svg);
    expect(xml.root).toBe('svg');
    expect(seriesPoints(svg)).toHaveLength(400);
    expect(svg).toContain('<title>Asia – North Europe &lt;ASIA_NEUR&gt; &amp; co</title>');
    expect(svg).toContain('>2024-01-01</text>');
    expect(svg).toContain('>2025-02-03</text>');
    expect(svg).toContain('>Jan 2024</text>');
    expect(svg).toContain('>1,500</text>');
  });

  it('break the line where a day has no value, and never draw a missing day as 0', () => {
    const svg = lineChartSvg({
      title: 't',
      subtitle: 's',
      unit: 'USD',
      points: days(10, (i) => (i === 4 ? null : 100)),
    });
    const points = seriesPoints(svg);
    expect(points).toHaveLength(9);
    expect(points.filter((p) => p.startsWith('M'))).toHaveLength(2);
    expect(wellFormedXml(svg).root).toBe('svg');
  });

  it('draw a band behind the line when asked', () => {
    const svg = lineChartSvg({
      title: 't',
      subtitle: 's',
      unit: 'USD',
      band: 'p25–p75',
      points: days(3, () => 2).map((p) => ({ ...p, low: 1, high: 3 })),
    });
    expect(svg).toMatch(/<path class="band" d="M[^"]+Z"/);
    wellFormedXml(svg);
  });

  it('say so when the range has no values', () => {
    const svg = lineChartSvg({ title: 't', subtitle: 's', unit: 'USD', points: days(3, () => null) });
    expect(svg).toContain('No values in this range');
    expect(seriesPoints(svg)).toHaveLength(0);
    wellFormedXml(svg);
  });

  it('choose round value ticks and month or year date ticks', () => {
    expect(valueTicks(1234, 4321)).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(valueTicks(2000, 2600)).toEqual([2000, 2200, 2400, 2600]);
    expect(dateTicks('2026-01-10', '2026-04-20')).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    expect(dateTicks('2020-01-01', '2025-06-30')).toEqual([
      '2020-01-01',
      '2021-01-01',
      '2022-01-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
    ]);
  });
});

describe('the well-formedness check', () => {
  it('refuse what is not XML', () => {
    expect(() => wellFormedXml('<svg><g></svg>')).toThrow();
    expect(() => wellFormedXml('<svg a="1" a="2"/>')).toThrow();
    expect(() => wellFormedXml('<svg>a & b</svg>')).toThrow();
    expect(() => wellFormedXml('<svg/><svg/>')).toThrow();
  });
});
