// Our gateway in front of any supergraph (issue 23): `npm run gateway -- --supergraph <file>`
// serves a supergraph composed elsewhere whose subgraphs are HTTP URLs. Here three small
// subgraphs, not ours (an interface, a union, an entity chain across all three), run as HTTP
// servers; the gateway process answers every query as plain @apollo/gateway does over them.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, parse } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { composeSupergraph } from '../../gateway/compose.js';
import { newSigningKey } from '../../platform/token.js';
import { http } from '../support/harness.js';

const FED = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.5", import: ["@key"])';
const MEDIA = [
  { __typename: 'Book', id: 'b1', title: 'Moby-Dick', pages: 635 },
  { __typename: 'Film', id: 'f1', title: 'Jaws', minutes: 124 },
  { __typename: 'Book', id: 'b2', title: 'Jaws', pages: 278 },
];
const REVIEWS: Record<string, { stars: number; author: { name: string } }[]> = {
  b1: [{ stars: 5, author: { name: 'ada' } }],
  f1: [
    { stars: 4, author: { name: 'ada' } },
    { stars: 2, author: { name: 'bob' } },
  ],
  b2: [],
};
const KARMA: Record<string, number> = { ada: 40, bob: 7 };

const SUBGRAPHS = {
  media: {
    typeDefs: `${FED}
      interface Media { id: ID! title: String! }
      type Book implements Media @key(fields: "id") { id: ID! title: String! pages: Int! }
      type Film implements Media @key(fields: "id") { id: ID! title: String! minutes: Int! }
      union Hit = Book | Film
      type Query { media: [Media!]! search(title: String!): [Hit!]! }`,
    resolvers: {
      Query: {
        media: () => MEDIA,
        search: (_: unknown, a: { title: string }) => MEDIA.filter((m) => m.title === a.title),
      },
      Media: { __resolveType: (m: { __typename: string }) => m.__typename },
      Hit: { __resolveType: (m: { __typename: string }) => m.__typename },
    },
  },
  reviews: {
    typeDefs: `${FED}
      type Book @key(fields: "id") { id: ID! reviews: [Review!]! }
      type Film @key(fields: "id") { id: ID! reviews: [Review!]! }
      type Review { stars: Int! author: User! }
      type User @key(fields: "name", resolvable: false) { name: String! }`,
    resolvers: {
      Book: { reviews: (b: { id: string }) => REVIEWS[b.id] ?? [] },
      Film: { reviews: (f: { id: string }) => REVIEWS[f.id] ?? [] },
    },
  },
  users: {
    typeDefs: `${FED}
      type User @key(fields: "name") { name: String! karma: Int! }`,
    resolvers: { User: { __resolveReference: (u: { name: string }) => ({ ...u, karma: KARMA[u.name] }) } },
  },
};

const QUERIES: { query: string; variables?: Record<string, unknown>; operationName?: string }[] = [
  { query: '{ media { id title } }' },
  {
    query: `query Shelf { media { __typename id title ... on Book { pages reviews { stars author { name karma } } }
      ... on Film { minutes reviews { stars author { karma } } } } }`,
    operationName: 'Shelf',
  },
  {
    query: `query Find($t: String!, $withReviews: Boolean!) { hits: search(title: $t) { __typename ...Hit } }
      fragment Hit on Hit { ... on Media { id title } ... on Book { r: reviews @include(if: $withReviews) { stars } } ... on Film { reviews { author { name karma } } } }`,
    variables: { t: 'Jaws', withReviews: true },
    operationName: 'Find',
  },
  {
    query: `query Twice { a: media { id ... on Film { reviews { author { karma } } } } b: search(title: "Moby-Dick") { ... on Book { reviews { author { karma } } } } }`,
    operationName: 'Twice',
  },
];

let subgraphServers: Server[] = [];
let gateway: ChildProcess;
let gatewayUrl = '';
let plain: ApolloServer;

beforeAll(async () => {
  const urls: Record<string, string> = {};
  for (const [name, s] of Object.entries(SUBGRAPHS)) {
    const schema = buildSubgraphSchema([{ typeDefs: parse(s.typeDefs), resolvers: s.resolvers as any }]);
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString());
        const result = await execute({ schema, document: parse(query), variableValues: variables, operationName });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    subgraphServers.push(server);
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }
  const supergraph = composeSupergraph(
    Object.entries(SUBGRAPHS).map(([name, s]) => ({ name, typeDefs: parse(s.typeDefs), url: urls[name]! })),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'fg-supergraph-')), 'supergraph.graphql');
  writeFileSync(file, supergraph);
  const { privateJwk } = await newSigningKey();
  gateway = fork('wiring/serve.ts', ['gateway', '--supergraph', file], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: '',
      GATEWAY_PORT: '0',
      METRICS_PORT: '0',
      AUTH_SIGNING_KEY: JSON.stringify(privateJwk),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  gateway.stderr!.on('data', (d) => (stderr += d));
  const ports = await new Promise<Record<string, number>>((resolve, reject) => {
    gateway.once('message', (m: { ports: Record<string, number> }) => resolve(m.ports));
    gateway.once('exit', (code) => reject(new Error(`gateway exited ${code}: ${stderr}`)));
  });
  gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  plain = new ApolloServer({ gateway: new ApolloGateway({ supergraphSdl: supergraph }) });
  await plain.start();
}, 120_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    gateway.kill('SIGTERM');
    await new Promise((r) => gateway.once('exit', r));
  }
  await plain?.stop();
  for (const s of subgraphServers) s.close();
  subgraphServers = [];
});

describe('npm run gateway -- --supergraph <file>', () => {
  it.each(QUERIES.map((q) => [q.operationName ?? 'anonymous', q] as const))(
    'answers %s as plain @apollo/gateway does (interfaces, unions, an entity chain over three subgraphs)',
    async (_name, q) => {
      const ours = await http(gatewayUrl, '/graphql', { method: 'POST', body: q });
      expect(ours.status, ours.text).toBe(200);
      expect(ours.body.errors, ours.text).toBeUndefined();
      const theirs = await plain.executeOperation(q);
      if (theirs.body.kind !== 'single') throw new Error('incremental answer');
      expect(ours.body).toEqual(JSON.parse(JSON.stringify(theirs.body.singleResult)));
    },
  );

  it('applies the same limits in front of it', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ');
    const r = await http(gatewayUrl, '/graphql', { method: 'POST', body: { query: `{ ${aliases} }` } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toContain('Aliases limit of 15 exceeded');
  });
});
