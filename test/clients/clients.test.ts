// Issue 23: the GraphQL API as a dashboard team uses it. Every GraphQL example of README.md and
// docs/, a dashboard query and the analysts' lane query run as named operations with the typed
// documents GraphQL Code Generator made (test/clients/generated), through Apollo Client (core,
// with its persisted-query link) and graphql-request, with tokens from POST /auth/token: no
// errors, and the answers of the anonymous form the docs send. Apollo Client's InMemoryCache keeps
// one entry per Carrier, Port and Vessel (their `id`), however many containers name it.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, it, expect, beforeAll } from 'vitest';
import { Kind, parse, print, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { useSystem } from '../support/harness.js';
import * as generated from './generated/graphql.js';
import {
  apolloClient,
  graphqlRequest,
  seedClientWorld,
  sendAnonymous,
  tokenFor,
  withoutTypename,
  type ClientWorld,
} from './world.js';

const root = new URL('../../', import.meta.url);
const DOC_FILES = ['README.md', ...readdirSync(new URL('docs/', root)).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);

/** Every GraphQL operation the docs show: request bodies of curl examples and graphql code blocks. */
function docExamples(): { file: string; query: string }[] {
  return DOC_FILES.flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    const bodies = [...text.matchAll(/-d '(\{"query":.*?\})'/g)].map((m) => JSON.parse(m[1]!).query as string);
    const blocks = [...text.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]!);
    return [...bodies, ...blocks].map((query) => ({ file, query }));
  });
}

/**
 * An operation without its name and the __typename selections the
 * generated documents carry (for Apollo Client's cache): what an anonymous example sends.
 */
const anonymousForm = (op: OperationDefinitionNode) =>
  print(
    visit({ ...op, name: undefined } as OperationDefinitionNode, {
      Field: (f) => (f.name.value === '__typename' ? null : undefined),
    }),
  );
const operationOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

/** The generated typed documents, by operation name. */
const DOCUMENTS = new Map(
  Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([, doc]) => [operationOf(doc as DocumentNode).name!.value, doc as TypedDocumentNode<any, any>]),
);

type Caller = 'family' | 'analyst' | 'scoped';
/** Whose token each operation runs with, as its example says (README, docs/access.md). */
const CALLERS: Record<string, Caller> = {
  ReadmeFederated: 'family',
  ReadmeTokenReliability: 'family',
  AnalystLanes: 'analyst',
  TokenContainers: 'scoped',
  CarrierAndPortFigures: 'family',
  Dashboard: 'family',
};
const VARIABLES: Record<string, Record<string, unknown>> = { Dashboard: { limit: 10 } };

let world: ClientWorld;
const tokens = {} as Record<Caller, string>;
const sys = useSystem();
beforeAll(async () => {
  world = await seedClientWorld(sys);
  tokens.family = await tokenFor(sys, world.family);
  tokens.analyst = await tokenFor(sys, world.family, { with_keys: [world.rates] });
  tokens.scoped = await tokenFor(sys, world.family, { scope: 'ocean:read schedules:read', expires_in: 600 });
});

describe('the examples in README and docs', () => {
  it('each is one of the named operations the clients run', () => {
    const examples = docExamples();
    // Blocks that show a shape with "…" are signatures, not something to send; subscriptions are
    // run by test/live/subscriptions.test.ts with the graphql-sse and graphql-ws clients.
    const runnable = examples.filter(
      (e) => !e.query.includes('…') && operationOf(parse(e.query)).operation !== 'subscription',
    );
    expect(runnable.length).toBeGreaterThanOrEqual(5);
    const named = new Map([...DOCUMENTS].map(([name, doc]) => [anonymousForm(operationOf(doc)), name]));
    for (const e of runnable) {
      const form = anonymousForm(operationOf(parse(e.query)));
      expect(named.get(form), `${e.file}: ${e.query} has no named operation in test/clients/operations`).toBeDefined();
    }
    expect(Object.keys(CALLERS).sort()).toEqual([...DOCUMENTS.keys()].sort());
  });
});

describe.each([...Object.keys(CALLERS)])('named operation %s', (name) => {
  const document = () => DOCUMENTS.get(name)!;
  const variables = VARIABLES[name];
  const anonymous = async () => {
    const credential = CALLERS[name] === 'family' ? world.family : tokens[CALLERS[name]!];
    return sendAnonymous(sys, credential, anonymousForm(operationOf(document())), variables);
  };

  it('through Apollo Client with automatic persisted queries: the anonymous form’s answer', async () => {
    const sent: Record<string, unknown>[] = [];
    const client = apolloClient(sys.urls.gateway, () => tokens[CALLERS[name]!]);
    const first = await client.query({ query: document(), variables, fetchPolicy: 'network-only' });
    expect(first.error).toBeUndefined();
    const expected = await anonymous();
    expect(withoutTypename(first.data)).toEqual(expected);
    // A second client sends the hash alone: the gateway knows the text from the first.
    const second = apolloClient(sys.urls.gateway, () => tokens[CALLERS[name]!], { record: sent });
    const again = await second.query({ query: document(), variables, fetchPolicy: 'network-only' });
    expect(withoutTypename(again.data)).toEqual(expected);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ operationName: name, extensions: { persistedQuery: { version: 1 } } });
    expect(sent[0]!.query).toBeUndefined();
  });

  it('through graphql-request: the anonymous form’s answer', async () => {
    const data = await graphqlRequest(sys.urls.gateway, tokens[CALLERS[name]!]).request(document(), variables);
    expect(withoutTypename(data)).toEqual(await anonymous());
  });
});

describe("Apollo Client's cache", () => {
  it('keeps one entry per carrier, port and vessel, however many containers name it', async () => {
    const client = apolloClient(sys.urls.gateway, () => tokens.family);
    const { data } = await client.query({ query: DOCUMENTS.get('Dashboard')!, variables: { limit: 10 } });
    const containers = (data as any).containers as any[];
    expect(containers).toHaveLength(6);
    const cache = client.cache.extract() as Record<string, any>;
    const entries = (type: string) => Object.keys(cache).filter((k) => k.startsWith(`${type}:`));
    expect(entries('Carrier').sort()).toEqual(world.carriers.map((s) => `Carrier:${s}`).sort());
    expect(entries('Port').sort()).toEqual(['Port:DEHAM', 'Port:NLRTM']);
    expect(entries('Vessel').sort()).toEqual(world.vessels.map((v) => `Vessel:${v}`).sort());
    // Each container points at the shared entry instead of holding a copy.
    for (const c of containers) {
      const stored = cache[`Container:${c.id}`];
      expect(stored.carrier).toEqual({ __ref: `Carrier:${c.carrier.scac}` });
      expect(stored.destination_port).toEqual({ __ref: `Port:${c.destination_port.unlocode}` });
      expect(stored.vessel).toEqual({ __ref: `Vessel:${c.vessel.imo}` });
    }
    // One write to the carrier shows through every container that names it.
    client.cache.modify({ id: 'Carrier:MAEU', fields: { name: () => 'Maersk (renamed)' } });
    const reread = client.readQuery({ query: DOCUMENTS.get('Dashboard')!, variables: { limit: 10 } }) as any;
    const maersk = reread.containers.filter((c: any) => c.carrier.scac === 'MAEU');
    expect(maersk).toHaveLength(2);
    for (const c of maersk) expect(c.carrier.name).toBe('Maersk (renamed)');
  });
});
