// OAuth 2.0 client credentials (RFC 6749 §4.4), as the ONE Record API's security specification
// asks of a client: POST grant_type=client_credentials to the token endpoint, the client
// authenticated with HTTP Basic (§2.3.1; or in the body when the server wants it), and the
// access token sent as a bearer token until it expires. The token is kept until 30 seconds
// before its expires_in (an hour when the server states none), shared by concurrent requests,
// and dropped when a server answers 401 so that the next request asks for a new one.
import { ConnectorError } from './types.js';

export interface ClientCredentialsOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string | null;
  /** basic (default): Authorization: Basic; body: client_id and client_secret in the form. */
  clientAuth?: 'basic' | 'body';
  timeoutMs?: number;
}

const EARLY_MS = 30_000;

export class ClientCredentials {
  /** Token requests made (tests, metrics). */
  requests = 0;
  private held: { token: string; expires: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private opts: ClientCredentialsOptions) {}

  /** A valid access token at `now`; throws ConnectorError when the token endpoint refuses or fails. */
  token(now: Date): Promise<string> {
    if (this.held && now.getTime() < this.held.expires) return Promise.resolve(this.held.token);
    this.pending ??= this.request(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the token (the server answered 401). */
  invalidate(token: string): void {
    if (this.held?.token === token) this.held = null;
  }

  private async request(now: Date): Promise<string> {
    this.requests++;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (this.opts.scope) form.set('scope', this.opts.scope);
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (this.opts.clientAuth === 'body') {
      form.set('client_id', this.opts.clientId);
      form.set('client_secret', this.opts.clientSecret);
    } else {
      const enc = (s: string) => encodeURIComponent(s);
      headers.authorization = `Basic ${Buffer.from(`${enc(this.opts.clientId)}:${enc(this.opts.clientSecret)}`).toString('base64')}`;
    }
    let res: Response;
    try {
      res = await fetch(this.opts.tokenUrl, {
        method: 'POST',
        headers,
        body: form.toString(),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8_000),
      });
    } catch (e) {
      throw new ConnectorError(`ONE Record token endpoint unreachable: ${(e as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok) {
      const why = typeof body?.error === 'string' ? `: ${body.error}` : '';
      throw new ConnectorError(`ONE Record token endpoint answered HTTP ${res.status}${why}`);
    }
    const token = body?.access_token;
    if (typeof token !== 'string' || token === '')
      throw new ConnectorError('ONE Record token endpoint answered without an access_token');
    const type = body?.token_type;
    if (typeof type === 'string' && type.toLowerCase() !== 'bearer')
      throw new ConnectorError(`ONE Record token endpoint answered a ${type} token, not a bearer token`);
    const seconds = typeof body?.expires_in === 'number' ? body.expires_in : Number(body?.expires_in ?? 3600);
    const lifetime = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
    this.held = { token, expires: now.getTime() + Math.max(0, lifetime - EARLY_MS) };
    return token;
  }
}
