// The unit picture: one shaded box per piece, in an order that paints far before near.
import { describe, it, expect } from 'vitest';
import { isometricSvg, paintOrder, type IsoPiece } from '../../rest-adapter/isometric.js';

const box = (item_id: string, step: number, x: number, y: number, z: number, l = 10, w = 10, h = 10): IsoPiece => ({
  item_id,
  step,
  x,
  y,
  z,
  length: l,
  width: w,
  height: h,
});

describe('paintOrder', () => {
  it('paints what is below, deeper (front wall) and across the far side first', () => {
    const below = box('A', 1, 0, 0, 0);
    const above = box('B', 2, 0, 0, 10);
    expect(paintOrder([above, below])).toEqual([1, 0]);
    const deep = box('A', 1, 0, 0, 0);
    const byTheDoor = box('B', 2, 10, 0, 0);
    expect(paintOrder([byTheDoor, deep])).toEqual([1, 0]);
    // A long low piece by the door in front of a tall one deep inside: the sums of the corners
    // (x + y + z) would draw the tall one last, over the long one; the order draws it first.
    const tall = box('T', 1, 0, 0, 0, 10, 10, 100);
    const long = box('L', 2, 10, 0, 0, 10, 10, 10);
    expect(paintOrder([long, tall])).toEqual([1, 0]);
  });
});

describe('isometricSvg', () => {
  const unit = {
    title: 'Plan <1> & "co"',
    length: 100,
    width: 40,
    height: 40,
    placements: [box('SKU<1>', 1, 0, 0, 0), box('SKU<1>', 2, 10, 0, 0), box('B&B', 3, 0, 0, 10)],
  };

  it('draws each piece once, a legend per cargo line, escaped text, deterministic bytes', () => {
    const svg = isometricSvg(unit);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/class="piece"/g)).toHaveLength(3);
    expect(svg).toContain('SKU&lt;1&gt; × 2');
    expect(svg).toContain('B&amp;B × 1');
    expect(svg).toContain('Plan &lt;1&gt; &amp; &quot;co&quot;');
    expect(svg).not.toMatch(/<1>|B&B/);
    expect(isometricSvg(unit)).toBe(svg);
  });

  it('numbers the steps and draws the first N only', () => {
    const svg = isometricSvg(unit, { steps: true, upToStep: 2 });
    expect(svg.match(/class="piece"/g)).toHaveLength(2);
    expect(svg).toMatch(/>1<\/text>/);
    expect(svg).toMatch(/>2<\/text>/);
  });
});
