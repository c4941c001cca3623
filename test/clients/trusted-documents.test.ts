// Issue 23: GRAPHQL_TRUSTED_DOCUMENTS. With the manifest GraphQL Code Generator's client preset
// wrote (test/clients/generated/persisted-documents.json), the gateway runs those operations,
// named by hash (Apollo Client's persisted-query link, or documentId) or sent as their text, and
// refuses any other with a clear error. The REST hosts' own operations are not affected.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { TrustedDocuments } from '../../gateway/trusted-documents.js';
import { TokenContainersDocument, ReadmeTokenReliabilityDocument } from './generated/graphql.js';
import { apolloClient, seedClientWorld, tokenFor, withoutTypename, type ClientWorld } from './world.js';

const MANIFEST = new URL('./generated/persisted-documents.json', import.meta.url).pathname;
const hashOf = (doc: unknown) => (doc as { __meta__: { hash: string } }).__meta__.hash;

let world: ClientWorld;
let token: string;
const sys = useSystem({ configOverrides: { trustedDocuments: MANIFEST } });
beforeAll(async () => {
  world = await seedClientWorld(sys);
  token = await tokenFor(sys, world.family);
});

const post = (body: unknown) => http(sys.urls.gateway, '', { key: token, method: 'POST', body });

describe('trusted documents', () => {
  it("run through Apollo Client's persisted-query link, by hash alone", async () => {
    const sent: Record<string, unknown>[] = [];
    const client = apolloClient(sys.urls.gateway, () => token, { trusted: true, record: sent });
    const { data } = await client.query({ query: ReadmeTokenReliabilityDocument });
    expect(withoutTypename(data)).toMatchObject({ containers: expect.any(Array) });
    expect((data as any).containers).toHaveLength(3);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toBeUndefined();
    expect(sent[0]!.extensions).toMatchObject({
      persistedQuery: { version: 1, sha256Hash: hashOf(ReadmeTokenReliabilityDocument) },
    });
  });

  it('run by documentId (POST and GET) and as the text of the manifest', async () => {
    const hash = hashOf(TokenContainersDocument);
    const byId = await post({ documentId: `sha256:${hash}` });
    expect(byId.status).toBe(200);
    expect(byId.body.data.containers).toHaveLength(3);
    const text = JSON.parse(readFileSync(MANIFEST, 'utf8'))[hash] as string;
    expect((await post({ query: text })).body.data).toEqual(byId.body.data);
    // A GET names itself as no cross-site form can (Apollo Server's CSRF prevention).
    const get = await http(sys.urls.gateway, `?documentId=${hash}`, {
      key: token,
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(get.body.data, get.text).toEqual(byId.body.data);
  });

  it('refuse any other operation, or an unknown hash, with a 400 that says why', async () => {
    const other = await post({ query: '{ containers(limit: 3) { identifier } }' });
    expect(other.status).toBe(400);
    expect(other.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_IN_LIST');
    expect(other.body.errors[0].message).toMatch(/runs only the trusted documents of persisted-documents\.json/);
    expect(other.body.data).toBeUndefined();
    const unknown = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toMatch(`${'ab'.repeat(32)} is not one of them`);
    const introspection = await post({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.status).toBe(400);
  });

  it("leave the REST hosts' own operations alone", async () => {
    const r = await http(sys.urls.ocean, '/v1/containers?limit=2', { key: world.family });
    expect(r.status).toBe(200);
  });

  it('stop start-up on a manifest whose hashes are not its texts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trusted-'));
    const bad = join(dir, 'manifest.json');
    writeFileSync(bad, JSON.stringify({ abc: 'query A { __typename }' }));
    expect(() => TrustedDocuments.load(bad)).toThrow(/abc is not the SHA-256 of its operation/);
    expect(() => TrustedDocuments.load(join(dir, 'missing.json'))).toThrow(/cannot read/);
  });
});
