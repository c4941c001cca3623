// A steady load of writes of several kinds, each kind one loop at its own pace, recording what
// was acknowledged (the write's id, when it was sent, when the answer came) and how many were
// not. Tests wait on acknowledgements (events, with a hang guard), never on time.

/** One write: its id once acknowledged, null when refused or failed (it may still have committed). */
export type Write = () => Promise<string | null>;

export interface Ack {
  id: string;
  /** performance.now() when the write was sent, and when its acknowledgement came. */
  sentAt: number;
  at: number;
}

export class WriteLoad {
  readonly acked = new Map<string, Ack[]>();
  readonly failed = new Map<string, number>();
  private stopping = false;
  private loops: Promise<void>[] = [];
  private waiters: { ready: () => boolean; resolve: () => void }[] = [];

  /** Starts one loop per kind: a write every `everyMs` (or back to back when slower). */
  start(writers: Record<string, { write: Write; everyMs: number }>): void {
    for (const [kind, { write, everyMs }] of Object.entries(writers)) {
      this.acked.set(kind, []);
      this.failed.set(kind, 0);
      this.loops.push(this.loop(kind, write, everyMs));
    }
  }

  private async loop(kind: string, write: Write, everyMs: number): Promise<void> {
    while (!this.stopping) {
      const sentAt = performance.now();
      const id = await write().catch(() => null);
      if (id === null) this.failed.set(kind, this.failed.get(kind)! + 1);
      else this.acked.get(kind)!.push({ id, sentAt, at: performance.now() });
      this.waiters = this.waiters.filter((w) => (w.ready() ? (w.resolve(), false) : true));
      // Pacing only: the next write is due `everyMs` after this one was sent.
      const wait = sentAt + everyMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }

  /** Acknowledged writes of a kind sent after `after` (performance.now()). */
  ackedSince(kind: string, after: number): Ack[] {
    return this.acked.get(kind)!.filter((a) => a.sentAt > after);
  }

  /** Resolves once every kind has `n` writes acknowledged that were sent after `after`. */
  untilEachAcked(n: number, after: number, timeoutMs: number): Promise<void> {
    const ready = () => [...this.acked.keys()].every((k) => this.ackedSince(k, after).length >= n);
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const got = [...this.acked.keys()].map((k) => `${k} ${this.ackedSince(k, after).length}`);
        reject(new Error(`writes: ${n} of each not acknowledged in ${timeoutMs} ms (${got.join(', ')})`));
      }, timeoutMs);
      this.waiters.push({ ready, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  /** Stops every loop once its write in flight has answered. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }
}
