// The dispatcher's HTTP work runs in a worker thread: signing, TLS and HTTP parsing take most of
// a delivery's CPU, and off the main thread they no longer compete with the database round trips
// and bookkeeping that keep the next attempts queued. Jobs and outcomes cross in batches (one
// message per event-loop turn each way). The thread runs the same DeliveryClient with the same
// settings; `delivery-worker.mjs` boots it (TypeScript loader, then this module).
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { DeliveryClient, deliver } from '../connectors/delivery-client.js';
import type { AttemptOutcome, DeliveryJob } from '../connectors/types.js';
import type { WebhookSettings } from '../settings.js';

type Outcome = [n: number, ok: boolean, statusCode: number | null, error: string | null];

const CRASHED: AttemptOutcome = { ok: false, statusCode: null, error: 'internal error during delivery' };

/** The main-thread side: send() resolves with the attempt's outcome. The thread starts on first use. */
export class DeliveryWorker {
  private worker: Worker | null = null;
  private waiting = new Map<number, (o: AttemptOutcome) => void>();
  private outgoing: { n: number; job: DeliveryJob }[] = [];
  private seq = 0;

  constructor(private settings: WebhookSettings) {}

  send(job: DeliveryJob): Promise<AttemptOutcome> {
    const n = this.seq++;
    if (!this.outgoing.length) setImmediate(() => this.flush());
    this.outgoing.push({ n, job });
    return new Promise((resolve) => this.waiting.set(n, resolve));
  }

  private flush(): void {
    const jobs = this.outgoing;
    this.outgoing = [];
    if (!jobs.length) return;
    this.thread().postMessage(jobs);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // The thread gets opened keys with each job; the key that seals them stays here.
    const w = new Worker(new URL('./delivery-worker.mjs', import.meta.url), {
      workerData: { ...this.settings, secretKey: null },
    });
    w.unref();
    w.on('message', (done: Outcome[]) => {
      for (const [n, ok, statusCode, error] of done) {
        this.waiting.get(n)?.({ ok, statusCode, error });
        this.waiting.delete(n);
      }
    });
    // A crashed thread fails its attempts (retried by the ladder); the next send starts another.
    w.on('error', () => this.fail(w));
    w.on('exit', () => this.fail(w));
    this.worker = w;
    return w;
  }

  private fail(w: Worker): void {
    if (this.worker !== w) return;
    this.worker = null;
    for (const resolve of this.waiting.values()) resolve(CRASHED);
    this.waiting.clear();
  }

  /** Ends the thread; attempts still waiting fail. */
  async close(): Promise<void> {
    const w = this.worker;
    if (!w) return;
    this.fail(w);
    await w.terminate();
  }
}

// The thread side.
if (!isMainThread && parentPort) {
  const port = parentPort;
  const client = new DeliveryClient(workerData as WebhookSettings);
  let done: Outcome[] = [];
  const report = () => {
    port.postMessage(done);
    done = [];
  };
  port.on('message', (jobs: { n: number; job: DeliveryJob }[]) => {
    for (const { n, job } of jobs) {
      deliver(client, job)
        .catch((): AttemptOutcome => CRASHED)
        .then((o) => {
          if (!done.length) setImmediate(report);
          done.push([n, o.ok, o.statusCode, o.error]);
        });
    }
  });
}
