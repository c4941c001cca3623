// Routes of the ocean host with an envelope of their own — the legacy-compatible surface
// (/compat/legacy/*) and the keyless lookup (/public/track/*) — keep it for what is refused
// before the route runs: a wrong method (405, Allow: its body, whatever it holds, never read), an
// unknown path below them (404) and bad percent-encoding (4xx); and the keyless lookup's 429
// carries its own limit's X-RateLimit-* figures, not the generic open-route ones.
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { PUBLIC_TRACK_LIMITS } from '../../rest-adapter/ocean.js';
import { OPEN_ROUTE_LIMITS } from '../../platform/ratelimit.js';
import { containerCheckDigit } from '../../subgraphs/ocean/decide/reference-numbers.js';

const sys = useSystem();

/** A well-formed container number (the check digit holds), so the lookup reaches its limiter. */
const BOX = `MSKU460002${containerCheckDigit('MSKU460002')}`;
const legacyError = { status: 'error', message: expect.any(String), data: null };
const openError = { ok: false, message: expect.any(String) };
const SURFACES = [
  {
    name: 'legacy',
    path: '/compat/legacy/tracking',
    under: '/compat/legacy/nothing-here',
    error: legacyError,
    version: 'legacy-compat/1',
  },
  { name: 'public track', path: `/public/track/${BOX}`, under: '/public/track', error: openError, version: null },
];

/** Raw, for headers `http` would overwrite (Content-Type) or bodies it would not send. */
async function raw(path: string, init: RequestInit) {
  const res = await fetch(sys.urls.ocean + path, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) };
}

describe.each(SURFACES)('$name keeps its envelope', ({ path, under, error, version }) => {
  it('answers a wrong method with 405 and Allow, an unknown path below it with 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const a = await http(sys.urls.ocean, path, { method, body: {} });
      expect(a.status, method).toBe(405);
      expect(a.headers.get('allow'), method).toBe('GET, HEAD');
      expect(a.body, method).toEqual(error);
    }
    const unknown = await http(sys.urls.ocean, `${under}/x/y`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(error);
  });

  // A body is read only by a route that takes one, once its caller is admitted: on these GET
  // paths a malformed or undecodable body is never parsed, the method is refused first.
  it('answers a POST with a body the parsers would refuse 405, unread', async () => {
    const cases: [RequestInit, number][] = [
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"number":' }, 405],
      [{ method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{}' }, 405],
      [
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'x-nope' }, body: '{}' },
        405,
      ],
      [
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: 'no' },
        405,
      ],
    ];
    for (const [init, status] of cases) {
      const a = await raw(path, init);
      expect(a.status, JSON.stringify(init.headers)).toBe(status);
      expect(a.body, JSON.stringify(init.headers)).toEqual(error);
      expect(a.headers.get('x-schema-version')).toBe(version); // transport errors too
    }
  });
});

describe('bad percent-encoding', () => {
  it('is a 400 in the keyless lookup envelope', async () => {
    const a = await http(sys.urls.ocean, '/public/track/MSKU%E0%A4%A');
    expect(a.status).toBe(400);
    expect(a.body).toEqual(openError);
  });
});

describe('/public/track rate limit', () => {
  it('shows its own limit in X-RateLimit-* on answers and on the 429', async () => {
    const unknown = `/public/track/${BOX}`;
    const first = await http(sys.urls.ocean, unknown);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(PUBLIC_TRACK_LIMITS.window));
    expect(PUBLIC_TRACK_LIMITS.window).toBeLessThan(OPEN_ROUTE_LIMITS.window);
    let limited = first;
    for (let i = 0; i < PUBLIC_TRACK_LIMITS.window && limited.status !== 429; i++)
      limited = await http(sys.urls.ocean, unknown);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ ok: false, message: expect.stringMatching(/too many public lookups/) });
    expect(limited.headers.get('x-ratelimit-limit')).toBe(String(PUBLIC_TRACK_LIMITS.window));
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset - Math.floor(sys.clock.now().getTime() / 1000)).toBe(Number(limited.headers.get('retry-after')));
  });
});
