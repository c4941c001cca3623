// Who is calling, as established at the edge (an API key, or a signed token) and carried to
// every subgraph: in-process as the context object, over HTTP as a signed token (token.ts).
export type Plan = 'free' | 'paid' | (string & {});
export type Entitlement = 'air_cargo' | 'schedules' | 'freight_rates';

export interface Principal {
  orgId: string;
  plan: Plan;
  keyId: string | null;
  keyPrefix: string | null;
  /**
   * A token minted from several keys of the organisation (POST /auth/token `with_keys`): the
   * other keys' prefixes, whose scopes join the presenting key's.
   */
  alsoPrefixes?: readonly string[];
  /** Those other keys' ids: revoking any of them stops the token too. */
  alsoKeyIds?: readonly string[];
  /** entitlement → expiry (ISO) or null for no expiry. Absent = not granted. */
  entitlements: Partial<Record<Entitlement, string | null>>;
  /** Requests per rolling 20 s window and per minute, from the plan. */
  limits: { window: number; minute: number };
  /**
   * A token's scopes: an upper bound on what the key and entitlements grant (access.ts).
   * Absent for a caller who presented the API key itself.
   */
  scopes?: readonly string[];
}
