// The planner's clock: wall time (performance.now()) by default. A bench may set another, e.g. the
// process's CPU time, so that a budget means the same work however loaded the machine is
// (bench/loading-ab.ts); the planner itself never changes it.
let clock: () => number = () => performance.now();

/** Milliseconds on the planner's clock. */
export const now = (): number => clock();

/** Replaces the clock (benches only); `undefined` restores wall time. */
export function setClock(c?: () => number): void {
  clock = c ?? (() => performance.now());
}

/** Blocks placed since the process started (a measure of search work for benches). */
export const work = { placed: 0 };
