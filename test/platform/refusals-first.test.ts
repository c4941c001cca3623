// Refusals before work (docs/architecture.md, The edge chain): the key, the entitlement and the
// rate limit are decided before a body is read, on the REST routes and on /graphql, so a tenant
// over its limit is answered 429 whatever it sends (here 200 documents of 5,000 aliases, 88 kB
// each, which the query limits would refuse 400 once parsed), and a body or operation refused as
// malformed has counted against its limit. On the Postgres buckets (the tests' store) and on
// Redis (TEST_REDIS_URL, default the local one). The clock is driven: the window never rolls.
import { describe, it, expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useSystem, http, type HttpAnswer, type SystemHandle } from '../support/harness.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** 5,000 aliases of __typename: about 88 kB, under the body limit, far over the alias limit. */
const ALIASES = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;

const remaining = (r: HttpAnswer) => Number(r.headers.get('x-ratelimit-remaining'));

function refusalsFirst(sys: SystemHandle) {
  const gql = (key: string, opts: { body?: unknown; rawBody?: string }) =>
    http(sys.urls.gateway, '', { key, method: 'POST', ...opts });
  const postContainer = (key: string, rawBody: string) =>
    http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', rawBody });

  it('answers a tenant over its limit 429 whatever it sends: 200 alias documents of 88 kB, malformed and oversized bodies', async () => {
    const key = await (await sys.org({ plan: 'free' })).key('tmcp');
    expect(JSON.stringify({ query: ALIASES }).length).toBeGreaterThan(88_000);
    // Within the limit the document is parsed and refused by the query limits, and counted.
    for (let i = 1; i <= 40; i++) {
      const r = await gql(key, { body: { query: ALIASES } });
      expect(r.status, r.text.slice(0, 200)).toBe(400);
      expect(remaining(r)).toBe(40 - i);
    }
    for (let i = 0; i < 200; i++) {
      const r = await gql(key, { body: { query: ALIASES } });
      expect(r.status, `document ${i}: ${r.text.slice(0, 200)}`).toBe(429);
      expect(r.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect(remaining(r)).toBe(0);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The same on REST: a malformed body and one over the body limit are refused for the limit.
    for (const body of ['{"identifier": ', JSON.stringify({ identifier: 'x'.repeat(200_000) })]) {
      const r = await postContainer(key, body);
      expect(r.status, r.text.slice(0, 200)).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await gql(key, { rawBody: '{"query": ' })).status).toBe(429);

    // Another tenant is not touched; the tenant itself is answered again once the window rolls.
    const other = await (await sys.org({ plan: 'free' })).key('tmcp');
    const theirs = await gql(other, { body: { query: '{ containers(limit: 1) { id } }' } });
    expect(theirs.status, theirs.text).toBe(200);
    expect(remaining(theirs)).toBe(39);
    sys.clock.advance(21_000);
    const again = await gql(key, { body: { query: ALIASES } });
    expect(again.status).toBe(400);
    expect(remaining(again)).toBe(39);
  });

  it('counts a body or operation refused as malformed against the limit, on REST and on /graphql', async () => {
    const key = await (await sys.org({ plan: 'free' })).key('tmcp');
    const refused: [string, () => Promise<HttpAnswer>, number][] = [
      ['REST malformed JSON', () => postContainer(key, '{"identifier": '), 400],
      ['REST body over the limit', () => postContainer(key, JSON.stringify({ identifier: 'x'.repeat(200_000) })), 413],
      ['GraphQL malformed JSON', () => gql(key, { rawBody: '{"query": ' }), 400],
      ['GraphQL syntax error', () => gql(key, { body: { query: '{ containers { ' } }), 400],
      ['GraphQL no query', () => gql(key, { body: { variables: {} } }), 400],
    ];
    for (const [i, [what, send, status]] of refused.entries()) {
      const r = await send();
      expect(r.status, `${what}: ${r.text.slice(0, 200)}`).toBe(status);
      expect(remaining(r), what).toBe(40 - (i + 1));
    }
  });

  it('decides the key and the entitlement before the body: 401 and 403, whatever the body holds', async () => {
    const noKey = await http(sys.urls.ocean, '/v1/containers', { method: 'POST', rawBody: '{"identifier": ' });
    expect(noKey.status).toBe(401);
    // A rates key of an organisation without the freight rates entitlement.
    const unentitled = await (await sys.org()).key('frm');
    const r = await http(sys.urls.rates, '/v1/webhooks', { key: unentitled, method: 'POST', rawBody: '{"url": ' });
    expect(r.status, r.text).toBe(403);
    expect(remaining(r)).toBe(119); // counted (a paid organisation: 120 per window)
  });
}

describe('on the PostgreSQL rate buckets', () => {
  refusalsFirst(useSystem());
});

describe('on the Redis rate buckets', () => {
  refusalsFirst(
    useSystem({
      configOverrides: {
        rateLimitStore: 'redis',
        // A long timeout: on a loaded machine the first connection must not fall back to memory buckets.
        redis: { url: REDIS_URL, keyPrefix: `test:${randomUUID()}:`, timeoutMs: 10_000 },
      },
    }),
  );
});
