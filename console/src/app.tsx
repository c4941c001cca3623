// The shell: sign-in, the navigation between views (the URL's #fragment names the view, so a
// link or a reload opens the same one), the live indicator, the refresh button, and sign-out.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { currentSession, onSession, signOut, watchExpiry, type Session } from './auth.js';
import { SignIn } from './sign-in.js';
import { Loading } from './ui.js';
import { useLiveState } from './live.js';
import { ContainersView } from './views/containers.js';

// Views past the first load on demand: the map (with its geography) and the charts.
const MapView = lazy(() => import('./views/map.js').then((m) => ({ default: m.MapView })));
const NetworkView = lazy(() => import('./views/network.js').then((m) => ({ default: m.NetworkView })));
const RatesView = lazy(() => import('./views/rates.js').then((m) => ({ default: m.RatesView })));
const PlansView = lazy(() => import('./views/plans.js').then((m) => ({ default: m.PlansView })));
const WebhooksView = lazy(() => import('./views/webhooks.js').then((m) => ({ default: m.WebhooksView })));

// `live`: the view subscribes (docs/console.md); the others change only on Refresh.
const VIEWS: { id: string; title: string; live?: true; render: () => ReactNode }[] = [
  { id: 'containers', title: 'Containers', live: true, render: () => <ContainersView /> },
  { id: 'map', title: 'Map', live: true, render: () => <MapView /> },
  { id: 'network', title: 'Carriers and ports', render: () => <NetworkView /> },
  { id: 'rates', title: 'Rates', render: () => <RatesView /> },
  { id: 'plans', title: 'Load plans', live: true, render: () => <PlansView /> },
  { id: 'webhooks', title: 'Webhooks', render: () => <WebhooksView /> },
];

/** The view the URL names: "#/plans/<id>" is the plans view. */
const viewOf = (hash: string) => VIEWS.find((v) => hash.startsWith(`#/${v.id}`)) ?? VIEWS[0]!;

function useHash(): string {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

function useSession(): Session | null {
  const [session, setSession] = useState(currentSession);
  useEffect(() => onSession(setSession), []);
  useEffect(() => {
    if (session) watchExpiry(session);
  }, [session]);
  return session;
}

function RefreshButton({ client }: { client: ApolloClient }) {
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState<Date | null>(null);
  const refresh = async () => {
    setBusy(true);
    try {
      await client.refetchQueries({ include: 'active' });
    } catch {
      // each view shows its own error
    } finally {
      setBusy(false);
      setAt(new Date());
    }
  };
  return (
    <button type="button" className="refresh" onClick={() => void refresh()} disabled={busy} aria-busy={busy}>
      {busy ? 'Refreshing…' : 'Refresh'}
      {at && <span className="muted"> (last {at.toISOString().slice(11, 19)} UTC)</span>}
    </button>
  );
}

/**
 * Whether the open view follows changes by itself (containers, map, load plans) or needs Refresh;
 * on a view that subscribes to nothing it says so plainly, not as a fault.
 */
function LiveIndicator({ subscribes }: { subscribes: boolean }) {
  const state = useLiveState();
  if (!subscribes)
    return (
      <span className="live live-none" role="status">
        Updates on Refresh
      </span>
    );
  const text = { live: 'Live', connecting: 'Connecting…', off: 'Not live: use Refresh' }[state];
  return (
    <span className={`live live-${state}`} role="status" aria-live="polite">
      {text}
    </span>
  );
}

export function App({ client }: { client: ApolloClient }) {
  const session = useSession();
  const hash = useHash();
  if (!session) return <SignIn />;
  const view = viewOf(hash);
  return (
    <div className="shell">
      <header>
        <h1>
          freightgraph <span className="muted">console</span>
        </h1>
        <nav aria-label="Views">
          {VIEWS.map((v) => (
            <a key={v.id} href={`#/${v.id}`} aria-current={v === view ? 'page' : undefined}>
              {v.title}
            </a>
          ))}
        </nav>
        <div className="actions">
          <LiveIndicator subscribes={!!view.live} />
          <RefreshButton client={client} />
          <button
            type="button"
            onClick={() => {
              signOut();
              void client.clearStore();
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading what={view.title.toLowerCase()} />}>{view.render()}</Suspense>
      </main>
    </div>
  );
}
