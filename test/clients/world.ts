// What the client tests share (test/clients/*.test.ts): an organisation shipping on two lanes with
// rates on file, boxes that share carriers, ports and vessels, tokens from POST /auth/token as a
// dashboard gets them, and the clients a dashboard team runs: Apollo Client (core, with its
// persisted-query link) and graphql-request.
import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLClient } from 'graphql-request';
import { expect } from 'vitest';
import { http, type TestSystem } from '../support/harness.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { carrierAnswered } from '../support/factories.js';
import { loadFixtures } from '../rates/fixtures.js';

export interface ClientWorld {
  /** The family key (tmcp_, schedules connected) and the rates key (frm_). */
  family: string;
  rates: string;
  /** Three lines, two ports and two vessels the boxes share. */
  carriers: string[];
  vessels: string[];
}

/** Six boxes: two per carrier, alternating between two lanes and two vessels. */
export async function seedClientWorld(sys: TestSystem): Promise<ClientWorld> {
  const org = await sys.org({ entitlements: { schedules: null, freight_rates: null } });
  const world = {
    family: await org.key('tmcp'),
    rates: await org.key('frm'),
    carriers: ['MAEU', 'MSCU', 'HLCU'],
    vessels: (
      await sys.services.db.query<{ imo: string }>('SELECT imo FROM reference.vessels ORDER BY imo LIMIT 2')
    ).rows.map((r) => r.imo),
  };
  expect(world.vessels).toHaveLength(2);
  await loadFixtures(sys.services.db, sys.clock.now());
  const lanes = [
    ['CNSHA', 'NLRTM'],
    ['CNYTN', 'DEHAM'],
  ];
  for (let i = 0; i < 6; i++) {
    const added = await http(sys.urls.ocean, '/v1/containers', {
      key: world.family,
      method: 'POST',
      body: { identifier: boxNumber('TCNU', 730001 + i) },
    });
    expect(added.status).toBe(201);
    const [origin, destination] = lanes[i % 2]!;
    await carrierAnswered(sys.services.db, org.id, added.body.data.id, sys.clock.now(), {
      record: {
        carrier_scac: world.carriers[i % 3]!,
        origin_unlocode: origin,
        destination_unlocode: destination,
        current_vessel_imo: world.vessels[i % 2]!,
        status: 'in_transit',
      },
    });
  }
  return world;
}

/** A token for the key, as a dashboard's back end asks for one (docs/access.md). */
export async function tokenFor(sys: TestSystem, key: string, body: Record<string, unknown> = {}): Promise<string> {
  const r = await http(new URL('/auth/token', sys.urls.gateway).href, '', { key, method: 'POST', body });
  expect(r.status, r.text).toBe(200);
  return r.body.access_token;
}

/** The query as the docs send it: anonymous text, the caller's credential, plain fetch. */
export async function sendAnonymous(
  sys: TestSystem,
  credential: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  const r = await http(sys.urls.gateway, '', { key: credential, method: 'POST', body: { query, variables } });
  expect(r.body.errors, `${query}: ${r.text}`).toBeUndefined();
  expect(r.status).toBe(200);
  return r.body.data;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Apollo Client as a dashboard builds it: an InMemoryCache, the persisted-query link (automatic
 * persisted queries: the SHA-256 of the text first, the text when the gateway does not know it),
 * and the token in the Authorization header. `trusted`: the link sends the hash the client preset
 * computed (the document's __meta__), as GRAPHQL_TRUSTED_DOCUMENTS expects.
 */
export function apolloClient(
  url: string,
  token: () => string,
  opts: { trusted?: boolean; record?: Record<string, unknown>[] } = {},
): ApolloClient {
  const persisted = opts.trusted
    ? new PersistedQueryLink({
        generateHash: (document) => (document as { __meta__?: { hash: string } }).__meta__!.hash,
      })
    : new PersistedQueryLink({ sha256 });
  const auth = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { authorization: `Bearer ${token()}` } });
    return forward(operation);
  });
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([auth, persisted, new HttpLink({ uri: url, fetch: recording(opts.record) })]),
  });
}

/** fetch, keeping each request body sent in `into` (when given). */
const recording =
  (into: Record<string, unknown>[] | undefined): typeof fetch =>
  (input, init) => {
    if (into && typeof init?.body === 'string') into.push(JSON.parse(init.body));
    return fetch(input, init);
  };

/** graphql-request with the token in the Authorization header. */
export const graphqlRequest = (url: string, token: string) =>
  new GraphQLClient(url, { headers: { authorization: `Bearer ${token}` } });

/** An answer without the __typename fields Apollo Client adds to every selection. */
export function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== '__typename')
        .map(([k, v]) => [k, withoutTypename(v)]),
    );
  return value;
}
