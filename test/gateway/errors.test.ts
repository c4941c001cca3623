// Errors a client can act on (issue 23): an operation that cannot be parsed or validated,
// including one over the token limit, is HTTP 400 in GraphQL's error shape, never 500, and
// counts as a 4xx, not a 5xx, in http_requests_total.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';

let key: string;

const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org()).key('tmcp');
});

const gql = (body: unknown) => http(sys.urls.gateway, '', { key, method: 'POST', body });

/** The gateway's requests by status class, from /metrics. */
async function gatewayRequests(): Promise<Record<string, number>> {
  const text = await (await fetch(`${sys.urls.metrics}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    if (!m[1]!.includes('service="gateway"')) continue;
    const status = /status="(\d)\d\d"/.exec(m[1]!)![1]!;
    counts[`${status}xx`] = (counts[`${status}xx`] ?? 0) + Number(m[2]);
  }
  return counts;
}

const CASES = [
  { name: 'a syntax error', query: '{ __typename', code: 'GRAPHQL_PARSE_FAILED', says: /Syntax Error/ },
  {
    name: 'an operation over the token limit (2,000)',
    query: `{ ${Array.from({ length: 1100 }, () => 'identifier_check(identifier: "x") { valid }').join(' ')} }`,
    code: 'GRAPHQL_PARSE_FAILED',
    says: /2000 tokens/,
  },
  {
    name: 'an unknown field',
    query: '{ containers { no_such_field } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    says: /Cannot query field "no_such_field"/,
  },
  {
    name: 'a named operation that is not in the document',
    query: 'query A { __typename }',
    operationName: 'B',
    code: 'OPERATION_RESOLUTION_FAILURE',
    says: /Unknown operation named "B"/,
  },
  {
    name: 'two operations and no operationName',
    query: 'query A { __typename } query B { __typename }',
    code: 'OPERATION_RESOLUTION_FAILURE',
    says: /Must provide operation name/,
  },
  {
    // Not a 500 from the planner: the answer names the transports that serve subscriptions.
    name: 'a subscription POSTed as a query',
    query: 'subscription Live { events { id } }',
    code: 'VALIDATION_ERROR',
    says: /\/graphql\/stream.*WebSocket/,
  },
  {
    // The caller's input, named, not the answer-size estimate (ANSWER_TOO_LARGE) that read it first.
    name: 'a variable of the wrong type',
    query: 'query Q($limit: Int) { containers(limit: $limit) { identifier } }',
    variables: { limit: 'ten' },
    code: 'VALIDATION_ERROR',
    says: /Variable "\$limit" got invalid value "ten"/,
  },
];

describe('operations that cannot run', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: 400 in GraphQL shape', async (_name, c) => {
    const before = await gatewayRequests();
    const r = await gql({ query: c.query, operationName: c.operationName, variables: c.variables });
    expect(r.status, `${r.status} ${r.text}`).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0].extensions.code).toBe(c.code);
    expect(r.body.errors[0].message).toMatch(c.says);
    expect(r.text).not.toMatch(/at .*\.(ts|js):\d+/);
    const after = await gatewayRequests();
    expect((after['4xx'] ?? 0) - (before['4xx'] ?? 0)).toBe(1);
    expect(after['5xx'] ?? 0).toBe(before['5xx'] ?? 0);
  });
});
