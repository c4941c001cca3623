// Readings taken at scrape time (platform/metrics.ts): one shared read per scrape, and a failing
// read makes only its own figure unknown (NaN, counted), not the whole exposition.
import { describe, it, expect } from 'vitest';
import { Readable } from 'node:stream';
import { getMetricsFromStream } from 'prom2javascript';
import { exposition, processMetrics, readingsRegistry, sharedRead } from '../../platform/metrics.js';

const parse = async (text: string) => getMetricsFromStream(Readable.from([text]));
const value = (m: Awaited<ReturnType<typeof parse>>, name: string, labels: Record<string, string> = {}) =>
  (m[name]?.data as { labels: Record<string, string>; value: number }[] | undefined)?.find(
    (d) => JSON.stringify(d.labels) === JSON.stringify(labels),
  )?.value;

describe('readings', () => {
  it('reads once per scrape for all the figures that share a read', async () => {
    let reads = 0;
    const read = sharedRead(async () => ({ a: 1, b: 2, n: ++reads }));
    const registry = readingsRegistry([
      { name: 'test_a', help: 'a', read: async () => [{ value: (await read()).a }] },
      {
        name: 'test_b',
        help: 'b',
        labelNames: ['kind'],
        read: async () => [{ labels: { kind: 'x' }, value: (await read()).b }],
      },
    ]);
    const first = await parse(await registry.metrics());
    expect([value(first, 'test_a'), value(first, 'test_b', { kind: 'x' })]).toEqual([1, 2]);
    expect(reads).toBe(1);
    await registry.metrics();
    expect(reads).toBe(2);
  });

  it('answers NaN for a failing reading and counts it; the rest still answers', async () => {
    const failures = () => processMetrics.getSingleMetric('metrics_reading_failures_total')!.get();
    const before = (await failures()).values.find((v) => v.labels.metric === 'test_down')?.value ?? 0;
    const registry = readingsRegistry([
      { name: 'test_down', help: 'd', read: async () => Promise.reject(new Error('connection refused')) },
      { name: 'test_up', help: 'u', read: async () => [{ value: 7 }] },
    ]);
    const lines = (await exposition([registry])).split('\n');
    // prom-client writes NaN as `Nan` (Prometheus reads it; this parser reads no NaN at all).
    expect(lines).toContain('test_down Nan');
    const m = await parse(lines.filter((l) => l !== 'test_down Nan').join('\n'));
    expect(value(m, 'test_up')).toBe(7);
    const after = (await failures()).values.find((v) => v.labels.metric === 'test_down')?.value;
    expect(after).toBe(before + 1);
  });
});
