// The dispatcher's wake-ups: its loops sleep until work arrives (a fan-out, a finished attempt,
// a NOTIFY) or a timeout passes.

/** A one-shot latch: wait() resolves at the next notify(), or at once if one came meanwhile. */
export class Signal {
  private waiters: (() => void)[] = [];
  private raised = false;
  notify(): void {
    if (!this.waiters.length) {
      this.raised = true;
      return;
    }
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
  wait(timeoutMs?: number): Promise<void> {
    if (this.raised) {
      this.raised = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      this.waiters.push(done);
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== done);
          resolve();
        }, timeoutMs);
      }
    });
  }
}
