// One organisation's dead receivers cannot delay another's deliveries (issue 29): B's endpoints
// never answer, so each attempt holds its slot until the time-out; B holds only its share of
// the dispatcher's slots and leases (perOrganisation), and A's delivery goes out while B's
// attempts are still hanging. Gated on the receivers' requests, not on time.
import { describe, it, expect, beforeAll } from 'vitest';
import type { ServerResponse } from 'node:http';
import type { TestSystem, TestOrg } from '../support/harness.js';
import type { Receiver } from '../support/webhooks-receiver.js';
import { webhookSuite } from '../support/webhooks-suite.js';
import type { Product } from '../../rest-adapter/envelopes.js';

const suite = webhookSuite();
const { dispatcher, register, emit, freshPath, latest } = suite;
let sys: TestSystem;
let rx: Receiver;
let org: TestOrg;
let keys: Record<Product, string>;
beforeAll(() => void ({ sys, rx, org, keys } = suite.running()));

describe('webhook dispatch across organisations', () => {
  it("delivers A's event while B's dead endpoints hang, B holding no more than its share", async () => {
    const settings = { timeoutMs: 60_000, maxInFlight: 8, perEndpoint: 2, perOrganisation: 4 };
    const b = await sys.org({ name: 'Dead receivers' });
    const bKey = await b.key('tmcp');
    // More dead endpoints than the dispatcher holds leases, registered first (leased first).
    const hanging: ServerResponse[] = [];
    let dead = true;
    let share!: () => void;
    const bFull = new Promise<void>((resolve) => (share = resolve));
    for (let i = 0; i < 10; i++) {
      const path = freshPath('dead');
      rx.on(path, (_r, res) => {
        if (!dead) return void res.writeHead(503).end();
        hanging.push(res);
        if (hanging.length === settings.perOrganisation) share();
      });
      await register('ocean', bKey, { url: rx.url(path) });
    }
    for (let i = 0; i < 3; i++) await emit(b.id, 'ocean', 'vessel_departed', { imo: 9811000 + i });
    const aPath = freshPath('alive');
    const a = await register('ocean', keys.ocean, { url: rx.url(aPath) });

    const d = dispatcher(settings);
    await d.start();
    try {
      await bFull; // B's attempts hold the slots they may
      await emit(org.id, 'ocean', 'vessel_departed', { imo: 9400001 });
      await rx.waitFor(aPath, 1);
      expect(hanging.length).toBe(settings.perOrganisation); // none of B's finished, none more began
      expect(hanging.every((res) => !res.writableEnded)).toBe(true);
    } finally {
      dead = false; // let B's attempts end before the stop
      for (const res of hanging) res.writeHead(503).end();
      await d.stop();
    }
    expect(await latest('ocean', a.id)).toMatchObject({ status: 'delivered', attempt_count: 1 });
  });
});
