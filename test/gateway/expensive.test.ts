// Expensive GraphQL operations per organisation (issue 29): while an organisation has
// EXPENSIVE.perOrganisation operations of EXPENSIVE.fields answer fields or more running on the
// gateway, or has asked for its window's answer fields, its next one is refused 429 with
// Retry-After; another organisation's, and its own small ones, still run. The running operations are held on a table lock (a transaction of the
// test's), and the test gates on the gateway taking their slots, not on time.
import { describe, it, expect } from 'vitest';
import { once } from 'node:events';
import { useSystem, http } from '../support/harness.js';
import { EXPENSIVE } from '../../gateway/expensive.js';

// Counted in memory: a held transaction must hold only what reads the locked table.
const sys = useSystem({ configOverrides: { rateLimitStore: 'memory' } });

// 500 containers of 21 fields: an answer of 10,500 fields at most.
const LARGE = `{ containers(limit: 500) { id identifier identifier_type status carrier_code carrier_name
  eta origin_unlocode destination_unlocode destination_name added_at last_polled_at archived_at
  carrier { scac name } destination_port { unlocode name country_code timezone } } }`;
const SMALL = '{ me { id } }';
const gql = (key: string, query: string) => http(sys.urls.gateway, '', { key, method: 'POST', body: { query } });

describe('expensive operations per organisation', () => {
  it("refuses an organisation's third at once, with Retry-After, while another's run", async () => {
    const heavy = await sys.org({ name: 'Heavy' });
    const light = await sys.org({ name: 'Light' });
    const b = await heavy.key('tmcp');
    const a = await light.key('tmcp');
    for (const key of [a, b]) expect((await gql(key, LARGE)).status).toBe(200); // keys checked, remembered
    let unlock!: () => void;
    const locked = new Promise<void>((r) => (unlock = r));
    let held!: () => void;
    const holding = new Promise<void>((r) => (held = r));
    const lock = sys.services.db.tx(async (tx) => {
      await tx.query('LOCK TABLE ocean.containers IN ACCESS EXCLUSIVE MODE');
      held();
      await locked;
    });
    await holding;
    try {
      const running = [];
      for (let i = 0; i < EXPENSIVE.perOrganisation; i++) {
        const entered = once(sys.gateway.expensive, 'entered');
        running.push(gql(b, LARGE));
        await entered;
      }
      const third = await gql(b, LARGE);
      expect(third.status, third.text).toBe(429);
      expect(third.headers.get('retry-after')).toBe(String(EXPENSIVE.retryAfterSeconds));
      expect(third.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
      expect(third.body.errors[0].message).toMatch(/expensive operations/);
      // Another organisation's expensive operation is admitted (it waits on the lock like B's).
      const entered = once(sys.gateway.expensive, 'entered');
      const other = gql(a, LARGE);
      expect((await entered)[0]).toBe(light.id);
      unlock();
      await lock;
      for (const r of [...(await Promise.all(running)), await other]) expect(r.status, r.text).toBe(200);
    } finally {
      unlock();
      await lock;
    }
    // Slots given back: B runs an expensive operation again; small ones never count.
    expect((await gql(b, LARGE)).status).toBe(200);
    expect((await gql(b, SMALL)).status).toBe(200);
  });

  it('holds an organisation to its answer fields per window, with Retry-After until they free', async () => {
    const heavy = await sys.org({ name: 'Steady' });
    const key = await heavy.key('tmcp');
    // 10,500 fields each: four fit in the window's 50,000, one after another.
    const fit = Math.floor(EXPENSIVE.fieldsPerWindow / 10_500);
    for (let i = 0; i < fit; i++) expect((await gql(key, LARGE)).status).toBe(200);
    const over = await gql(key, LARGE);
    expect(over.status, over.text).toBe(429);
    expect(over.body.errors[0].message).toMatch(/more than 50000 answer fields in 10 s/);
    expect(Number(over.headers.get('retry-after'))).toBe(EXPENSIVE.windowMs / 1000);
    expect((await gql(key, SMALL)).status).toBe(200); // small operations are not held back
    sys.clock.advance(EXPENSIVE.windowMs);
    expect((await gql(key, LARGE)).status).toBe(200);
  });
});
