/** A host's refusal: `status`, `code` (as the host spells it; HTTP_<status> without one), the typed `body`. */
export class FreightGraphError extends Error {
    host;
    status;
    body;
    requestId;
    code;
    constructor(host, status, body, requestId) {
        super(`${host} answered ${status} ${codeOf(body) ?? ''}: ${messageOf(body) ?? 'no error body'}`.replace('  ', ' '));
        this.host = host;
        this.status = status;
        this.body = body;
        this.requestId = requestId;
        this.name = 'FreightGraphError';
        this.code = codeOf(body) ?? `HTTP_${status}`;
    }
    /** Seconds the host asked to wait before asking again, where it said. */
    get retryAfterSeconds() {
        const b = this.body;
        if (b && 'error' in b && 'retry_after_seconds' in b.error)
            return b.error.retry_after_seconds ?? null;
        if (b && 'retry_after_seconds' in b)
            return b.retry_after_seconds ?? null;
        return null;
    }
}
function codeOf(body) {
    return body && 'error' in body ? body.error.code : null;
}
function messageOf(body) {
    if (!body)
        return null;
    return 'error' in body ? body.error.message : body.message;
}
/** Whether `e` is a refusal from `host` (its body then has that host's type). */
export function isFreightGraphError(e, host) {
    return e instanceof FreightGraphError && e.host === host;
}
