// Small helpers shared by the HTTP clients (DCSA, AIS).

/** A fetch failure in words: time-out, connection refused, DNS, … */
export function describeFetchError(e: unknown, timeoutMs: number): string {
  const name = (e as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  const cause = (e as { cause?: { code?: string } })?.cause?.code;
  return cause ?? (e instanceof Error ? e.message : String(e));
}
