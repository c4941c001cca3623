// The ONE Record client (subgraphs/air/connectors/one-record.ts) and its OAuth 2.0 client
// credentials (one-record-auth.ts) against a local server whose answers each test sets: the
// token kept until it expires and renewed on 401, 404 as not found, failures of the waybill as
// ConnectorError, failures of a later object kept as warnings, links to another server never
// followed (the token never sent there), same-server redirects followed.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer, type Server, type IncomingMessage } from 'node:http';
import { OneRecordAirline } from '../../subgraphs/air/connectors/one-record.js';
import { ClientCredentials } from '../../subgraphs/air/connectors/one-record-auth.js';
import { ConnectorError } from '../../subgraphs/air/connectors/types.js';
import { closeServer, portOf } from '../../platform/http.js';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let server: Server;
let other: Server;
let url: string;
let otherUrl: string;
let routes: Map<string, Answer>;
let seen: { path: string; auth: string | undefined; body?: string }[];
let otherSeen: (string | undefined)[];
let tokenAnswer: () => Answer;
let issued: number;
let valid: Set<string>;

const handler = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const path = req.url ?? '/';
    seen.push({ path, auth: req.headers.authorization, body });
    const a: Answer =
      path === '/token'
        ? tokenAnswer()
        : !valid.has((req.headers.authorization ?? '').replace('Bearer ', ''))
          ? { status: 401 }
          : (routes.get(path) ?? { status: 404 });
    const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body ?? {}).replaceAll('{url}', url);
    res.writeHead(a.status, { 'content-type': 'application/ld+json', ...a.headers }).end(text);
  });
};

beforeAll(async () => {
  server = createServer(handler);
  other = createServer((req, res) => {
    otherSeen.push(req.headers.authorization);
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${portOf(server)}`;
  otherUrl = `http://127.0.0.1:${portOf(other)}`;
});
afterAll(async () => {
  await closeServer(server);
  await closeServer(other);
});
beforeEach(() => {
  routes = new Map();
  seen = [];
  otherSeen = [];
  issued = 0;
  valid = new Set();
  tokenAnswer = () => {
    const t = `t${++issued}`;
    valid.add(t);
    return { status: 200, body: { access_token: t, token_type: 'bearer', expires_in: 120 } };
  };
});

const AWB = { digits: '17612345675', prefix: '176', display: '176-12345675' };
const WB = '/logistics-objects/awb-176-12345675';
const waybill = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    '@context': { cargo: 'https://onerecord.iata.org/ns/cargo#' },
    '@id': `{url}${WB}`,
    '@type': 'cargo:Waybill',
    'cargo:waybillPrefix': '176',
    'cargo:waybillNumber': '12345675',
    ...extra,
  },
});
const client = (auth = new ClientCredentials({ tokenUrl: `${url}/token`, clientId: 'c', clientSecret: 's' })) => ({
  auth,
  airline: new OneRecordAirline({ server: url, auth }),
});
const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 12, 0, s));
const bundleOf = (a: Awaited<ReturnType<OneRecordAirline['fetch']>>) => {
  if (!a.found) throw new Error('not found');
  return JSON.parse(a.messages[0]!) as { warnings: string[]; objects: unknown[]; events: unknown[] };
};

describe('ONE Record client', () => {
  it('sends the client credentials with HTTP Basic, keeps the token until it expires, then asks again', async () => {
    routes.set(WB, waybill());
    const { airline, auth } = client();
    await airline.fetch(AWB, at(0));
    await airline.fetch(AWB, at(60));
    expect(auth.requests).toBe(1);
    await airline.fetch(AWB, at(95)); // 120 s lifetime, renewed 30 s early
    expect(auth.requests).toBe(2);
    const tokenReq = seen.find((s) => s.path === '/token')!;
    expect(tokenReq.auth).toBe(`Basic ${Buffer.from('c:s').toString('base64')}`);
    expect(tokenReq.body).toBe('grant_type=client_credentials');
    expect(seen.filter((s) => s.path === WB).map((s) => s.auth)).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t2']);
  });

  it('renews a token the server no longer accepts (401), once', async () => {
    routes.set(WB, waybill());
    const { airline } = client();
    await airline.fetch(AWB, at(0));
    valid.clear(); // the server revoked t1
    const a = await airline.fetch(AWB, at(1));
    expect(a.found).toBe(true);
    expect(seen.filter((s) => s.path === WB).map((s) => s.auth)).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t2']);
    tokenAnswer = () => ({ status: 200, body: { access_token: 'useless', token_type: 'Bearer' } });
    valid.clear();
    await expect(airline.fetch(AWB, at(2))).rejects.toThrow(/HTTP 401 for the waybill/);
  });

  it('fails as ConnectorError when the token endpoint refuses, or the waybill fails', async () => {
    routes.set(WB, waybill());
    tokenAnswer = () => ({ status: 401, body: { error: 'invalid_client' } });
    await expect(client().airline.fetch(AWB, at(0))).rejects.toThrow(
      /token endpoint answered HTTP 401: invalid_client/,
    );
    tokenAnswer = () => ({ status: 200, body: { access_token: 'm', token_type: 'mac' } });
    await expect(client().airline.fetch(AWB, at(0))).rejects.toBeInstanceOf(ConnectorError);
    tokenAnswer = () => ({ status: 200, body: { access_token: 'x', token_type: 'Bearer' } });
    valid.add('x');
    routes.set(WB, { status: 500 });
    await expect(client().airline.fetch(AWB, at(0))).rejects.toThrow(/HTTP 500 for the waybill/);
    routes.set(WB, { status: 200, body: '{"@type": ' });
    await expect(client().airline.fetch(AWB, at(0))).rejects.toThrow(/unreadable JSON-LD/);
  });

  it('answers not found on 404, with the Retry-After', async () => {
    routes.set(WB, { status: 404, headers: { 'retry-after': '300' } });
    expect(await client().airline.fetch(AWB, at(0))).toEqual({ found: false, retryAfterSeconds: 300 });
  });

  it('keeps what was read when a later object fails, and names it', async () => {
    routes.set(WB, waybill({ 'cargo:shipment': { '@id': `{url}/lo/s1` } }));
    routes.set('/lo/s1', {
      status: 200,
      body: {
        '@type': 'https://onerecord.iata.org/ns/cargo#Shipment',
        'https://onerecord.iata.org/ns/cargo#pieces': [{ '@id': '{url}/lo/p1' }],
      },
    });
    routes.set('/lo/s1/logistics-events', { status: 500 });
    routes.set(`${WB}/logistics-events`, { status: 200, body: { '@type': 'api:Collection' } });
    const b = bundleOf(await client().airline.fetch(AWB, at(0)));
    expect(b.warnings).toEqual([
      `object ${url}/lo/p1 not read: HTTP 404`,
      `events ${url}/lo/s1/logistics-events not read: HTTP 500`,
      `events ${url}/lo/p1/logistics-events not read: HTTP 404`,
    ]);
    expect(b.objects).toHaveLength(1);
    expect(b.events).toHaveLength(1);
  });

  it('follows links on the waybill server only: another server is named, never asked, never given the token', async () => {
    routes.set(WB, waybill({ 'cargo:shipment': { '@id': `${otherUrl}/lo/s1` } }));
    const b = bundleOf(await client().airline.fetch(AWB, at(0)));
    expect(b.warnings).toEqual([
      `object ${otherUrl}/lo/s1 not read: on another server than ${url}: not followed`,
      `events ${url}${WB}/logistics-events not read: HTTP 404`,
      `events ${otherUrl}/lo/s1/logistics-events not read: on another server than ${url}: not followed`,
    ]);
    expect(otherSeen).toEqual([]);
  });

  it('follows a redirect on the same server, refuses one to another', async () => {
    routes.set(WB, { status: 301, headers: { location: '/lo/wb-moved' } });
    routes.set('/lo/wb-moved', waybill());
    expect((await client().airline.fetch(AWB, at(0))).found).toBe(true);
    routes.set(WB, { status: 302, headers: { location: `${otherUrl}/steal` } });
    await expect(client().airline.fetch(AWB, at(0))).rejects.toThrow(/on another server/);
    expect(otherSeen).toEqual([]);
  });
});

describe('ONE Record client, many pieces', () => {
  it('stops at the request budget with one warning, keeping what it read', async () => {
    const pieces = Array.from({ length: 40 }, (_, i) => ({ '@id': `{url}/lo/p${i}` }));
    routes.set(WB, waybill({ 'cargo:shipment': { '@id': '{url}/lo/s1' } }));
    routes.set('/lo/s1', { status: 200, body: { '@type': 'cargo:Shipment', 'cargo:pieces': pieces } });
    for (let i = 0; i < 40; i++) routes.set(`/lo/p${i}`, { status: 200, body: { '@type': 'cargo:Piece' } });
    const auth = new ClientCredentials({ tokenUrl: `${url}/token`, clientId: 'c', clientSecret: 's' });
    const b = bundleOf(await new OneRecordAirline({ server: url, auth, maxRequests: 10 }).fetch(AWB, at(0)));
    expect(b.objects).toHaveLength(9); // the shipment and 8 pieces, after the waybill
    expect(b.warnings).toEqual(['request budget for this waybill spent: the rest not read']);
    expect(seen.filter((s) => s.path !== '/token')).toHaveLength(10);
  });
});
