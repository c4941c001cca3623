// Token exchange: the gateway's POST /auth/token takes an API key (and optionally further keys
// of the same organisation whose scopes the token joins) and answers a short-lived signed token
// that every product host and the gateway accept as Bearer.
import { FreightGraphError } from './errors.js';
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function token(v) {
    if (!isRecord(v))
        return null;
    const { access_token, token_type, expires_in, expires_at, scope } = v;
    return typeof access_token === 'string' &&
        token_type === 'Bearer' &&
        typeof expires_in === 'number' &&
        typeof expires_at === 'string' &&
        typeof scope === 'string'
        ? { access_token, token_type, expires_in, expires_at, scope }
        : null;
}
function refusal(v) {
    if (!isRecord(v) || !isRecord(v.error))
        return null;
    const { code, message } = v.error;
    return typeof code === 'string' && typeof message === 'string' ? { error: { code, message } } : null;
}
/** A signed token for the key(s); a refusal throws FreightGraphError<'gateway'>. */
export async function exchangeToken(request) {
    const body = {
        ...(request.scope ? { scope: request.scope.join(' ') } : {}),
        ...(request.expiresIn !== undefined ? { expires_in: request.expiresIn } : {}),
        ...(request.withKeys ? { with_keys: request.withKeys } : {}),
    };
    const send = request.fetch ?? fetch;
    const response = await send(new Request(new URL('/auth/token', request.gatewayUrl), {
        method: 'POST',
        headers: { Authorization: `Bearer ${request.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    }));
    const answer = await response.json().catch(() => null);
    const issued = response.ok ? token(answer) : null;
    if (issued)
        return issued;
    throw new FreightGraphError('gateway', response.status, refusal(answer), response.headers.get('X-Request-Id'));
}
