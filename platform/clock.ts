// Time is injected so tests (and the sandbox connectors) can drive it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand; starts at the given instant and stands still until moved. */
export class DrivenClock implements Clock {
  private t: number;
  constructor(start: Date | string = '2026-11-21T12:00:00Z') {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  set(at: Date | string): void {
    this.t = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
