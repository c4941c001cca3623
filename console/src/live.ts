// Live updates (docs/console.md, docs/live.md): subscriptions go over graphql-ws on the gateway's
// /graphql, the standard WebSocket transport, with Apollo's own GraphQLWsLink. The connection
// opens with the first subscription, carries the session's token at each (re)connect, and
// sends each operation as the text of the trusted-documents manifest, as queries are sent.
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { ConsoleLiveEventsDocument } from '../generated/graphql.js';
import { currentSession, signOut } from './auth.js';

/** 'live' while the connection is open; 'off' when the gateway refused it or none is open. */
export type LiveState = 'connecting' | 'live' | 'off';

let state: LiveState = 'off';
const watchers = new Set<(s: LiveState) => void>();
const publish = (s: LiveState) => {
  state = s;
  for (const w of watchers) w(s);
};

/** The connection's state, for the header's indicator. */
export function useLiveState(): LiveState {
  const [s, set] = useState(state);
  useEffect(() => {
    watchers.add(set);
    return () => void watchers.delete(set);
  }, []);
  return s;
}

/** graphql-ws closes with 4403 when connection_init's credential is refused (revoked, expired). */
const REFUSED = 4403;

export function liveLink(textOf: (operationName: string | undefined) => string | undefined): GraphQLWsLink {
  const ws = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    connectionParams: () => {
      const token = currentSession()?.token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 5,
    shouldRetry: (e) => !(e instanceof CloseEvent && e.code === REFUSED),
    on: {
      connecting: () => publish('connecting'),
      connected: () => publish('live'),
      closed: (e) => {
        publish('off');
        if (e instanceof CloseEvent && e.code === REFUSED && currentSession())
          signOut('The gateway no longer accepts your session: sign in again.');
      },
    },
  });
  const trusted: Client = {
    ...ws,
    subscribe: (payload, sink) =>
      ws.subscribe({ ...payload, query: textOf(payload.operationName ?? undefined) ?? payload.query }, sink),
  };
  return new GraphQLWsLink(trusted);
}

/**
 * Refetches the open view's queries when one of the product's events happens (a container
 * milestone, a plan created): a quarter of a second after the last of a burst, so a poll raising
 * ten events costs one refetch.
 */
export function useRefetchOnEvents(product: string): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSubscription(ConsoleLiveEventsDocument, {
    variables: { products: [product] },
    fetchPolicy: 'no-cache',
    onData: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void client.refetchQueries({ include: 'active' }).catch(() => {}), 250);
    },
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
}
