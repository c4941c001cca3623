// One serving process of bench/stream.ts: the one-process system on the bench's database
// (BENCH_STREAM_DB), without workers. It tells the parent its ocean host's URL, then answers
// each 'measure' with its own memory (after a collection) and CPU time, until 'stop'.
import { testConfig } from '../test/support/harness.js';
import { startOneProcess } from '../wiring/runtime.js';

const rt = await startOneProcess({
  config: testConfig({ rateLimitStore: 'memory' }, process.env.BENCH_STREAM_DB!),
  workers: false,
});
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (m: string) => {
  if (m === 'measure') {
    gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    const cpu = process.cpuUsage();
    process.send!({ heap: heapUsed, rss, cpu_us: cpu.user + cpu.system });
  } else if (m === 'stop') void rt.stop().finally(() => process.exit(0));
});
process.send!({ url: rt.urls.ocean });
