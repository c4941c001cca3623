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
/** A signed token for the key(s); a refusal throws FreightGraphError<'gateway'>. */
export declare function exchangeToken(request: TokenRequest): Promise<Token>;
