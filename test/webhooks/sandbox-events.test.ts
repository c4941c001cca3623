// Webhooks you can watch (issue 30): in the sandbox a container someone starts tracking starts a
// trip then, and its vessel sails within a minute, so the walk-through of docs/webhooks.md
// (register an endpoint, add a container, watch its events) shows a real event at once; and
// `npm run ocean -- sandbox-advance` makes a chosen milestone happen on demand. Through HTTP on a
// driven clock; the events go through the outbox and the dispatcher to a local HTTPS receiver.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { useSystem, http, testConfig } from '../support/harness.js';
import { Receiver } from '../support/webhooks-receiver.js';
import { LOCAL, certs, verifies } from '../support/webhooks-suite.js';
import { createDispatcher, type Dispatcher } from '../../subgraphs/webhooks/workers/dispatcher.js';
import { pollDue } from '../../subgraphs/ocean/workers/poller.js';
import { execute } from '../../wiring/operator.js';
import { oceanCommand } from '../../wiring/commands/ocean.js';

// The container number docs/webhooks.md's walk-through adds.
const BOX = 'MSCU1234566';

let rx: Receiver;
let dispatcher: Dispatcher;
let key: string;
let secret: string;
let id: string;

// Fresh sandbox trips (testConfig turns them off for the other files).
const sys = useSystem(() => ({ configOverrides: { ocean: { ...testConfig().ocean, sandboxFreshTrips: true } } }));
beforeAll(async () => {
  rx = await Receiver.start(certs);
  dispatcher = createDispatcher(sys.services, LOCAL, { random: () => 0.5 });
  key = await (await sys.org()).key('tmcp');
  const reg = await http(sys.urls.ocean, '/v1/webhooks', { key, method: 'POST', body: { url: rx.url('/hooks') } });
  expect(reg.status).toBe(201);
  secret = reg.body.data.secret;
});
afterAll(async () => {
  await dispatcher.stop();
  await rx.close();
});

const container = async () => {
  const r = await http(sys.urls.ocean, `/v1/containers/${id}`, { key });
  expect(r.status).toBe(200);
  return r.body.data;
};
const received = (type: string) =>
  rx.requests('/hooks').filter((r) => r.json.type === type && verifies(secret, r.body, r.headers['x-ocean-signature']));
const sandboxAdvance = (...args: string[]) => execute(oceanCommand, sys.services, ['sandbox-advance', BOX, ...args]);

describe('sandbox events you can watch', () => {
  it('a container added now is loaded on a vessel that sails within a minute, and vessel_departed arrives', async () => {
    const added = sys.clock.now().getTime();
    const r = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: BOX } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    id = r.body.data.id;
    await pollDue(sys.services, sys.clock.now()); // the worker's next pass: the baseline answer
    const first = await container();
    expect(first.status).toBe('in_transit');
    expect(Date.parse(first.eta)).toBeGreaterThan(added + 86_400_000);
    // Asked again just after the departure the carrier announced, not on the 8-hour cadence.
    sys.clock.advance(15_000);
    expect((await pollDue(sys.services, sys.clock.now())).claimed).toBe(0);
    sys.clock.advance(30_000);
    expect((await pollDue(sys.services, sys.clock.now())).polled).toBe(1);
    await dispatcher.runOnce();
    const [departed, ...more] = received('vessel_departed');
    expect(more).toEqual([]);
    expect(departed!.json.data).toMatchObject({ container_number: BOX, status: 'in_transit' });
    expect(Date.parse(departed!.json.data.event_date_time)).toBeLessThanOrEqual(sys.clock.now().getTime());
    expect(Date.parse(departed!.json.occurred_at) - added).toBeLessThan(60_000);
  });

  it('sandbox-advance makes the chosen milestone happen now, and its event is delivered', async () => {
    const before = await container();
    const out = await sandboxAdvance('--to', 'container_arrived');
    expect(out, out.err).toMatchObject({ code: 0 });
    expect(out.out).toMatch(
      new RegExp(`^${BOX} \\(sandbox\\): container_arrived at [A-Z]{5}, .* 1 record\\(s\\) polled`),
    );
    await dispatcher.runOnce();
    const [arrived] = received('container_arrived');
    expect(arrived!.json.data).toMatchObject({ container_number: BOX, port: before.destination_unlocode });
    const now = sys.clock.now().getTime();
    const after = await container();
    // Consistent with now: arrived a second ago, the ETA is that actual arrival.
    expect(after.eta_is_estimated).toBe(false);
    expect(now - Date.parse(after.eta)).toBeLessThanOrEqual(2_000);
    expect(now - Date.parse(after.eta)).toBeGreaterThanOrEqual(0);
  });

  it('without --to the next milestone happens; a wrong milestone or an untracked box is refused', async () => {
    const out = await sandboxAdvance();
    expect(out, out.err).toMatchObject({ code: 0 });
    const kind = /\(sandbox\): (\w+)/.exec(out.out)![1]!;
    await dispatcher.runOnce();
    expect(received(kind === 'returned_empty' ? 'container_delivered' : kind).length).toBeGreaterThan(0);
    expect(await sandboxAdvance('--to', 'teleported')).toMatchObject({
      code: 2,
      err: expect.stringContaining('--to must be one of vessel_departed'),
    });
    const untracked = await execute(oceanCommand, sys.services, ['sandbox-advance', 'CSQU3054383']);
    expect(untracked).toMatchObject({
      code: 1,
      err: 'nobody tracks CSQU3054383: add it first (POST /v1/containers)\n',
    });
  });
});
