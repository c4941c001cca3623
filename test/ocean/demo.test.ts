// The embedded demo: the demo organisation's sample references, answered by the sandbox carrier
// network on the driven clock, move through their lifecycle as time passes.
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { ocean, pollDue } from '../../subgraphs/ocean/index.js';
import { SANDBOX_DEMO_REFERENCES } from '../../subgraphs/ocean/connectors/index.js';

const sys = useSystem();

describe('demo references', () => {
  it(
    'are seeded as demo records without using the quota, and move as the clock advances',
    { timeout: 180_000 },
    async () => {
      const org = await sys.org();
      const key = await org.key('tmcp');
      await ocean.seedDemo!(sys.services, org.id);
      await ocean.seedDemo!(sys.services, org.id); // idempotent
      const list = async () =>
        (await http(sys.urls.ocean, '/v1/containers?limit=500', { key })).body.data.items as any[];
      let items = await list();
      expect(items.map((i) => i.identifier).sort()).toEqual(SANDBOX_DEMO_REFERENCES.map((r) => r.identifier).sort());
      for (const i of items) {
        expect(i).toMatchObject({
          is_demo: true,
          tags: [{ name: 'demo' }],
          last_polled_at: sys.clock.now().toISOString(),
        });
        expect(i.status).not.toBe('pending');
      }
      const usage = await http(sys.urls.ocean, '/v1/usage', { key });
      expect(usage.body.data.unique_shipments.used).toBe(0);
      // A box on a vessel has a live position from the (sandbox) AIS feed.
      const atSea = items.filter((i) => i.current_vessel_imo);
      expect(atSea.length).toBeGreaterThan(0);
      for (const i of atSea)
        expect(i.vessel_position).toMatchObject({
          imo: i.current_vessel_imo,
          position_freshness: expect.stringMatching(/live|recent/),
        });

      // Thirty days, a worker pass every twelve hours.
      const seen = new Map<string, string[]>(items.map((i) => [i.identifier, [i.status]]));
      for (let h = 0; h < 30 * 24; h += 12) {
        sys.clock.advance(12 * 3600_000);
        await pollDue(sys.services, sys.clock.now());
        const rows = await sys.services.db.query<{ identifier: string; status: string }>(
          'SELECT identifier, status FROM ocean.containers WHERE org_id = $1',
          [org.id],
        );
        for (const i of rows.rows) {
          const s = seen.get(i.identifier)!;
          if (s[s.length - 1] !== i.status) s.push(i.status);
        }
      }
      const moved = [...seen.values()].filter((s) => s.length > 1);
      expect(moved.length).toBeGreaterThanOrEqual(3);
      const order = [
        'pending',
        'booked',
        'in_transit',
        'customs_hold',
        'discharged',
        'available',
        'delivered',
        'returned_empty',
      ];
      for (const [id, s] of seen) {
        // Within one trip a box only moves forward (a hold may come and go).
        const ranks = s.filter((x) => x !== 'customs_hold').map((x) => order.indexOf(x));
        expect(ranks, `${id}: ${s.join(' → ')}`).toEqual([...ranks].sort((a, b) => a - b));
      }
      items = (await http(sys.urls.ocean, '/v1/containers?limit=500&archived=false', { key })).body.data.items;
      expect(items.length).toBeGreaterThan(0);
      const look = await http(sys.urls.ocean, `/v1/containers/lookup/${items[0].identifier}`, { key });
      expect(look.status).toBe(200);
      expect(look.body.data.events.length).toBeGreaterThan(0);
    },
  );
});
