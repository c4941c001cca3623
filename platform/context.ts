// Who is calling, as established by the adapter (API key) or the gateway, and carried to
// every subgraph: in-process as the context object, over HTTP as internal headers.
export type Plan = 'free' | 'paid' | (string & {});
export type Entitlement = 'air_cargo' | 'schedules' | 'freight_rates';

export interface Principal {
  orgId: string;
  plan: Plan;
  keyId: string | null;
  keyPrefix: string | null;
  /** entitlement → expiry (ISO) or null for no expiry. Absent = not granted. */
  entitlements: Partial<Record<Entitlement, string | null>>;
  /** Requests per rolling 20 s window and per minute, from the plan. */
  limits: { window: number; minute: number };
}

export const PRINCIPAL_HEADER = 'x-fg-principal';
export const SECRET_HEADER = 'x-fg-internal-secret';

export function encodePrincipal(p: Principal): string {
  return Buffer.from(JSON.stringify(p)).toString('base64url');
}

export function decodePrincipal(raw: string | undefined): Principal | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return typeof p?.orgId === 'string' ? (p as Principal) : null;
  } catch {
    return null;
  }
}
