// Sign-in with an API key (and further keys of the same organisation for the views another
// product's key holds), exchanged at POST /auth/token for a short-lived token.
import { useState, type FormEvent } from 'react';
import { signIn, signOutReason } from './auth.js';

export function SignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const key = String(form.get('key') ?? '');
    const more = String(form.get('more') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    if (!key.trim()) return setError('Enter an API key (npm start prints the demo keys).');
    setBusy(true);
    setError(null);
    try {
      await signIn(key, more);
    } catch (err) {
      setError(`Sign-in refused: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="sign-in">
      <h1>
        freightgraph <span className="muted">console</span>
      </h1>
      <form onSubmit={(e) => void submit(e)} aria-describedby="sign-in-help">
        <p id="sign-in-help">
          Sign in with an API key. It is exchanged for a token valid 15 minutes, kept in this tab only and renewed while
          the tab is open. The key itself is never stored.
        </p>
        {signOutReason && !error && <p role="status">{signOutReason}</p>}
        <label htmlFor="key">API key</label>
        <input id="key" name="key" type="password" autoComplete="off" spellCheck={false} required />
        <label htmlFor="more">More keys of the same organisation (optional, one per line)</label>
        <textarea id="more" name="more" rows={3} spellCheck={false} />
        <p className="muted">
          Each product's key holds its own scopes: add the loading key (lmcp_) for load plans and the rates key (frm_)
          for rates.
        </p>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
