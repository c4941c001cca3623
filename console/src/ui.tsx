// What every view shares: the loading, empty, error and not-allowed states (each saying what to
// do), scope checks against the signed-in token, and number and date formats.
import type { ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { currentSession } from './auth.js';

/** Which key prefix holds a scope (docs/access.md), to say which key to add at sign-in. */
const HOLDERS: Record<string, string> = {
  'ocean:read': 'the family key (tmcp_)',
  'schedules:read': 'the family key (tmcp_) or the schedules key (smcp_)',
  'rates:read': 'the rates key (frm_)',
  'loading:read': 'the loading key (lmcp_)',
  'loading:write': 'the loading key (lmcp_)',
};

export const hasScope = (scope: string) => currentSession()?.scopes.includes(scope) ?? false;

/** Shows the children only when the session holds the scope; otherwise why not, and what to do. */
export function Gate({ scope, what, children }: { scope: string; what: string; children: ReactNode }) {
  if (hasScope(scope)) return <>{children}</>;
  const holder = HOLDERS[scope] ?? `a key holding ${scope}`;
  return (
    <div className="notice" role="status">
      <h2>Not shown: {what}</h2>
      <p>
        This needs the scope <code>{scope}</code>, which the key(s) you signed in with do not hold. Sign out and sign in
        again adding {holder} under “More keys”.
      </p>
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="state" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="state empty" role="status">
      {children}
    </div>
  );
}

/** An error and what to do about it: a refusal names its reason, anything else can be retried. */
export function ErrorNote({ error, retry }: { error: unknown; retry?: () => void }) {
  let message = error instanceof Error ? error.message : String(error);
  let hint = 'Check that the gateway is running, then try again.';
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    message = first?.message ?? message;
    const code = first?.extensions?.code;
    if (code === 'FORBIDDEN') hint = 'Your key may not read this: sign in with a key that holds the scope named.';
    else if (code === 'RATE_LIMITED') hint = 'Wait a moment, then refresh.';
    else if (code === 'VALIDATION_ERROR') hint = 'Correct the value named, then try again.';
  }
  return (
    <div className="error" role="alert">
      <p>
        <strong>Something went wrong:</strong> {message}
      </p>
      <p>
        {hint}{' '}
        {retry && (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      </p>
    </div>
  );
}

/** A fraction (0 to 1) as a percentage. */
export const pct = (v: number | null | undefined, digits = 1) => (v == null ? '—' : `${(v * 100).toFixed(digits)} %`);
/** A value already in percent (0 to 100). */
export const percent = (v: number | null | undefined, digits = 1) => (v == null ? '—' : `${v.toFixed(digits)} %`);
export const num = (v: number | null | undefined, digits = 0) =>
  v == null ? '—' : v.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const usd = (v: number | null | undefined) => (v == null ? '—' : `$${num(v)}`);

/** A date-time as the operator reads it (UTC, to the minute). */
export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
