export interface RetryOptions {
    /** Retries after the first attempt (default 3; 0 turns retrying off). */
    retries?: number;
    /** The longest Retry-After worth waiting for, in seconds (default 60). */
    maxWaitSeconds?: number;
    /** How to wait (default: a timer); tests pass their own. */
    sleep?: (ms: number) => Promise<void>;
}
export type Fetch = (request: Request) => Promise<Response>;
/** Seconds the answer asks to wait before asking again, or null when it is not one to retry. */
export declare function retryAfterSeconds(response: Response, method: string): number | null;
/** `fetch` with the retry policy above. */
export declare function retrying(base: Fetch, options?: RetryOptions): Fetch;
