// Issue 42 item 7: a browser's EventSource cannot send the key's header, so it opens
// GET /v1/events/stream with a stream ticket from POST /v1/events/stream-tickets: good for one
// connection within 60 s, for its organisation and its key's standing, never more than the key.
import { describe, it, expect, beforeAll } from 'vitest';
import { EventSource } from 'eventsource';
import { useSystem, http } from '../support/harness.js';
import { raiseEvent } from '../../subgraphs/webhooks/outbox.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';

const sys = useSystem();
let orgA: string;
let orgB: string;
let keyA: string;
beforeAll(async () => {
  const a = await sys.org({ entitlements: { air_cargo: null } });
  const b = await sys.org();
  [orgA, orgB] = [a.id, b.id];
  keyA = await a.key();
});

let n = 0;
async function raise(orgId: string) {
  const data = { container_number: `MSCU${String(++n).padStart(7, '0')}`, port: 'NLRTM' };
  const type = 'container_arrived';
  await sys.services.db.tx((tx) =>
    raiseEvent(tx, { product: 'ocean', orgId, type, data, occurredAt: sys.clock.now() }),
  );
  return data;
}

/** A ticket from the ocean host; its URL made absolute (the tests set no PUBLIC_BASE_URL). */
async function ticket(key = keyA, body: unknown = {}) {
  const res = await http(sys.urls.ocean, '/v1/events/stream-tickets', { method: 'POST', key, body });
  expect(res.status).toBe(201);
  const t = res.body.data as { ticket: string; expires_at: string; url: string };
  return { ...t, url: new URL(t.url, sys.urls.ocean).toString() };
}

/** The stream opened with the URL alone, as a browser's EventSource does (no header). */
async function refusal(url: string) {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

/** The first container_arrived event an EventSource opened with the URL alone receives. */
function firstEvent(url: string): { es: EventSource; opened: Promise<void>; event: Promise<any> } {
  const es = new EventSource(url);
  const opened = new Promise<void>((resolve, reject) => {
    es.onopen = () => resolve();
    es.onerror = (e) => reject(new Error(`EventSource refused: ${e.code} ${e.message}`));
  });
  const event = new Promise((resolve) => es.addEventListener('container_arrived', (m) => resolve(JSON.parse(m.data))));
  return { es, opened, event };
}

describe('POST /v1/events/stream-tickets, then GET /v1/events/stream?ticket=', () => {
  it("issues a ticket for 60 s whose one connection receives its organisation's events and no other's", async () => {
    const t = await ticket(keyA, { types: ['container_arrived'] });
    expect(t.ticket).toMatch(/^st-[0-9a-f]{64}$/);
    expect(new Date(t.expires_at).getTime() - sys.clock.now().getTime()).toBe(60_000);
    expect(new URL(t.url).searchParams.get('types')).toBe('container_arrived');
    const stream = firstEvent(t.url);
    await stream.opened;
    await raise(orgB);
    const mine = await raise(orgA);
    expect((await stream.event).data).toEqual(mine);
    stream.es.close();
    const [row] = (
      await sys.services.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accounts.stream_tickets WHERE ticket_hash = $1',
        [hashKey(t.ticket)],
      )
    ).rows;
    expect(row!.n).toBe(0); // taken: only ever its hash was kept, and not after its one use
  });

  it('refuses a second connection with the same ticket (401)', async () => {
    const t = await ticket();
    const first = await fetch(t.url);
    expect(first.status).toBe(200);
    await first.body!.cancel();
    const again = await refusal(t.url);
    expect(again.status).toBe(401);
    expect(again.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringMatching(/already used/) });
  });

  it('refuses a ticket beside a key, and a ticket given twice: one credential a request (401)', async () => {
    const t = await ticket();
    const both = await fetch(t.url, { headers: { authorization: `Bearer ${keyA}` } });
    expect(both.status).toBe(401);
    expect((await both.json()).error.message).toBe('a stream ticket and a key were both given: send one');
    const twice = await refusal(`${t.url}&ticket=${t.ticket}`);
    expect(twice.status).toBe(401);
    expect(twice.body.error.message).toMatch(/ticket must be one stream ticket/);
    // Neither took the ticket: its one connection is still to come.
    const first = await fetch(t.url);
    expect(first.status).toBe(200);
    await first.body!.cancel();
  });

  it('refuses a ticket once its 60 s have passed', async () => {
    const t = await ticket();
    sys.clock.advance(60_000);
    const late = await refusal(t.url);
    expect(late.status).toBe(401);
    expect(late.body.error.message).toMatch(/expired/);
  });

  it("refuses the unused tickets of a revoked key, and a made-up or another host's ticket", async () => {
    const key = await (await sys.org()).key();
    const t = await ticket(key);
    const { rows } = await sys.services.db.query<{ id: string }>(
      'SELECT id FROM accounts.api_keys WHERE key_hash = $1',
      [hashKey(key)],
    );
    await revokeKey(sys.services.db, rows[0]!.id, sys.clock.now());
    const revoked = await refusal(t.url);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toMatch(/revoked/);
    const madeUp = await refusal(`${sys.urls.ocean}/v1/events/stream?ticket=st-${'0'.repeat(64)}`);
    expect(madeUp.status).toBe(401);
    const malformed = await refusal(`${sys.urls.ocean}/v1/events/stream?ticket=${keyA}`);
    expect(malformed.body.error.message).toMatch(/malformed/);
  });

  it('closes the stream a ticket opened when its key is revoked', async () => {
    const key = await (await sys.org()).key();
    const stream = firstEvent((await ticket(key)).url);
    await stream.opened;
    const closed = new Promise<any>((resolve) =>
      stream.es.addEventListener('closed', (m) => resolve(JSON.parse(m.data))),
    );
    const { rows } = await sys.services.db.query<{ id: string }>(
      'SELECT id FROM accounts.api_keys WHERE key_hash = $1',
      [hashKey(key)],
    );
    await revokeKey(sys.services.db, rows[0]!.id, sys.clock.now());
    expect((await closed).reason).toBe('revoked');
    stream.es.close();
  });

  it("grants no more than the stream it was issued for: an ocean ticket opens not air's, which its key may read", async () => {
    expect(
      (await http(sys.urls.air, '/v1/events/stream-tickets', { method: 'POST', key: keyA, body: {} })).status,
    ).toBe(201);
    const t = await ticket();
    const other = await fetch(`${sys.urls.air}/v1/events/stream?ticket=${t.ticket}`);
    expect(other.status).toBe(403);
    expect((await other.json()).error.message).toMatch(/without the scope air:read/);
  });

  it('refuses a bad body in the envelope, naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ types: 'container_arrived' }, /^types/],
      [{ types: ['no_such_type'] }, /^types: no_such_type/],
      [{ after: 'yesterday' }, /^after/],
      [{ tickets: 2 }, /tickets/],
    ];
    for (const [body, message] of cases) {
      const res = await http(sys.urls.ocean, '/v1/events/stream-tickets', { method: 'POST', key: keyA, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message) },
      });
    }
    const keyless = await http(sys.urls.ocean, '/v1/events/stream-tickets', { method: 'POST', body: {} });
    expect(keyless.status).toBe(401);
  });

  // Last: it spends this address's allowance of unknown credentials for the window.
  it('answers 429 to an address guessing tickets, as to one guessing keys, before another lookup', async () => {
    let res = { status: 401, body: null as any };
    for (let i = 0; i < 25 && res.status === 401; i++)
      res = await refusal(`${sys.urls.ocean}/v1/events/stream?ticket=st-${String(i).padStart(64, '0')}`);
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/too many unknown stream tickets/);
    sys.clock.advance(60_000);
  });
});
