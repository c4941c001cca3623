// The README's analysts' lane query against the demo as `npm start` seeds it (issue 30, item 4):
// every lane the demo organisation ships on has a market rate from the rates sandbox and
// sailings from the schedules sandbox, so the ranking has something to rank.
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { seedDemo } from '../../wiring/demo.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SANDBOX_DEMO_LANES } from '../../platform/sandbox-lanes.js';

const sys = useSystem();

describe('the demo lanes', () => {
  it('each have a market rate and sailings', { timeout: 300_000 }, async () => {
    const { keys } = await seedDemo(sys.services, SUBGRAPHS);
    const gateway = sys.urls.gateway.replace(/\/graphql$/, '');
    const token = await http(gateway, '/auth/token', {
      key: keys.tmcp,
      method: 'POST',
      body: { with_keys: [keys.frm] },
    });
    expect(token.status, token.text).toBe(200);
    const r = await http(gateway, '/graphql', {
      key: token.body.access_token,
      method: 'POST',
      body: {
        query: `{ shipping_lanes { origin destination market_rate(equipment: "42G1") { status p50 }
                   sailings { sailings median_transit_days } } }`,
      },
    });
    expect(r.body.errors, r.text).toBeUndefined();
    const lanes = r.body.data.shipping_lanes as any[];
    // The lanes the sandboxes cover are the ones the ocean sandbox carries the demo boxes on.
    expect(lanes.map((l) => `${l.origin}-${l.destination}`)).toEqual(SANDBOX_DEMO_LANES.map((l) => l.join('-')).sort());
    for (const l of lanes) {
      const lane = `${l.origin}-${l.destination}`;
      expect(l.market_rate, lane).toMatchObject({ status: 'ok', p50: expect.any(Number) });
      expect(l.sailings?.sailings, lane).toBeGreaterThan(0);
    }
  });
});
