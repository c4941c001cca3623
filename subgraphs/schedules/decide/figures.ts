// How the schedules answers write their figures: instants as ISO 8601, days and hours to one
// decimal, scores to three, and the median of a list.

export const DAY_MS = 86_400_000;

export function iso(d: Date): string;
export function iso(d: Date | null | undefined): string | null;
export function iso(d: Date | null | undefined): string | null {
  return d ? new Date(d).toISOString() : null;
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;
export const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** The median to one decimal (the mean of the middle two of an even list); null for none. */
export function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return round1(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2);
}

/** Days between a departure and an arrival, to one decimal. */
export const transitDays = (departure: Date, arrival: Date): number =>
  round1((arrival.getTime() - departure.getTime()) / DAY_MS);
