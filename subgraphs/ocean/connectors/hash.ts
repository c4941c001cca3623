// Deterministic hashing and a seeded PRNG for the sandbox connectors. No Math.random anywhere
// in the sandbox: every choice is a pure function of a string key.
import { mulberry32 } from '../../../platform/random.js';

/** FNV-1a 32-bit hash of a string, then avalanche-mixed. */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h >>> 0);
}

function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A float in [0, 1) from a key. */
export function unit(key: string): number {
  return hash32(key) / 4294967296;
}

/** Seeded generator (mulberry32) whose whole stream depends only on the key. */
export class Rng {
  /** Float in [0, 1). */
  readonly next: () => number;
  constructor(key: string) {
    this.next = mulberry32(hash32(key));
  }
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Pick by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

/** A UUID-shaped id (version nibble 5) derived from a key: the same key always gives the same id. */
export function stableUuid(key: string): string {
  const h = [0, 1, 2, 3].map((i) => hash32(`${i}|${key}`).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
