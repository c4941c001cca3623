// Retries that honour Retry-After: 429 (over a limit) and 503 (unavailable; the request was not
// run) on any method, 202 (accepted, still being worked on) on reads. Each retry waits what the
// host asked; an answer asking for longer than maxWaitSeconds, or the last attempt, is returned
// as it is.
export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  retries?: number;
  /** The longest Retry-After worth waiting for, in seconds (default 60). */
  maxWaitSeconds?: number;
  /** How to wait (default: a timer); tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

export type Fetch = (request: Request) => Promise<Response>;

const RETRY_ANY = new Set([429, 503]);
const READS = new Set(['GET', 'HEAD']);
/** Seconds to wait when a retryable answer names no Retry-After. */
const DEFAULT_WAIT_SECONDS = 1;

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds the answer asks to wait before asking again, or null when it is not one to retry. */
export function retryAfterSeconds(response: Response, method: string): number | null {
  const retryable = RETRY_ANY.has(response.status) || (response.status === 202 && READS.has(method));
  if (!retryable) return null;
  const header = response.headers.get('Retry-After');
  if (header === null) return DEFAULT_WAIT_SECONDS;
  if (/^\d+$/.test(header.trim())) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_WAIT_SECONDS : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** `fetch` with the retry policy above. */
export function retrying(base: Fetch, options: RetryOptions = {}): Fetch {
  const retries = options.retries ?? 3;
  const maxWait = options.maxWaitSeconds ?? 60;
  const sleep = options.sleep ?? timer;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(request.clone());
      const wait = retryAfterSeconds(response, request.method);
      if (wait === null || attempt >= retries || wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
}
