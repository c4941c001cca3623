const RETRY_ANY = new Set([429, 503]);
const READS = new Set(['GET', 'HEAD']);
/** Seconds to wait when a retryable answer names no Retry-After. */
const DEFAULT_WAIT_SECONDS = 1;
const timer = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Seconds the answer asks to wait before asking again, or null when it is not one to retry. */
export function retryAfterSeconds(response, method) {
    const retryable = RETRY_ANY.has(response.status) || (response.status === 202 && READS.has(method));
    if (!retryable)
        return null;
    const header = response.headers.get('Retry-After');
    if (header === null)
        return DEFAULT_WAIT_SECONDS;
    if (/^\d+$/.test(header.trim()))
        return Number(header);
    const at = Date.parse(header);
    return Number.isNaN(at) ? DEFAULT_WAIT_SECONDS : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
/** `fetch` with the retry policy above. */
export function retrying(base, options = {}) {
    const retries = options.retries ?? 3;
    const maxWait = options.maxWaitSeconds ?? 60;
    const sleep = options.sleep ?? timer;
    return async (request) => {
        for (let attempt = 0;; attempt++) {
            const response = await base(request.clone());
            const wait = retryAfterSeconds(response, request.method);
            if (wait === null || attempt >= retries || wait > maxWait)
                return response;
            await response.body?.cancel();
            await sleep(wait * 1000);
        }
    };
}
