// Token exchange: the gateway's POST /auth/token takes an API key (and optionally further keys
// of the same organisation whose scopes the token joins) and answers a short-lived signed token
// that every product host and the gateway accept as Bearer.
import { FreightGraphError } from './errors.js';
import type { Fetch } from './retry.js';

export interface TokenRequest {
  /** The gateway's base URL, e.g. http://127.0.0.1:4000. */
  gatewayUrl: string;
  apiKey: string;
  /** Scopes to keep (a subset of what the keys hold; default all). */
  scope?: readonly string[];
  /** Lifetime in seconds, 60 to 900 (default the gateway's AUTH_TOKEN_SECONDS). */
  expiresIn?: number;
  /** Up to 4 further API keys of the same organisation whose scopes the token joins. */
  withKeys?: readonly string[];
  fetch?: Fetch;
}

export interface Token {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  expires_at: string;
  scope: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function token(v: unknown): Token | null {
  if (!isRecord(v)) return null;
  const { access_token, token_type, expires_in, expires_at, scope } = v;
  return typeof access_token === 'string' &&
    token_type === 'Bearer' &&
    typeof expires_in === 'number' &&
    typeof expires_at === 'string' &&
    typeof scope === 'string'
    ? { access_token, token_type, expires_in, expires_at, scope }
    : null;
}

function refusal(v: unknown): { error: { code: string; message: string } } | null {
  if (!isRecord(v) || !isRecord(v.error)) return null;
  const { code, message } = v.error;
  return typeof code === 'string' && typeof message === 'string' ? { error: { code, message } } : null;
}

/** A signed token for the key(s); a refusal throws FreightGraphError<'gateway'>. */
export async function exchangeToken(request: TokenRequest): Promise<Token> {
  const body = {
    ...(request.scope ? { scope: request.scope.join(' ') } : {}),
    ...(request.expiresIn !== undefined ? { expires_in: request.expiresIn } : {}),
    ...(request.withKeys ? { with_keys: request.withKeys } : {}),
  };
  const send = request.fetch ?? fetch;
  const response = await send(
    new Request(new URL('/auth/token', request.gatewayUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${request.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const answer: unknown = await response.json().catch(() => null);
  const issued = response.ok ? token(answer) : null;
  if (issued) return issued;
  throw new FreightGraphError('gateway', response.status, refusal(answer), response.headers.get('X-Request-Id'));
}
