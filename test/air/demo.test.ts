// The demo organisation's air waybills (issue 18: a newcomer had nothing to look at on the air
// host): seeded by the air module's seedDemo, tracked for the organisation, each answered by the
// sandbox airline network, and spread over the lifecycle at any clock reading.
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { air } from '../../subgraphs/air/index.js';
import { AIR_DEMO_WAYBILLS } from '../../subgraphs/air/demo.js';
import { SANDBOX_CYCLE_MS } from '../../subgraphs/air/connectors/sandbox.js';

const sys = useSystem();

describe('demo air waybills', () => {
  it('are tracked for the demo organisation and answered, in several stages at any clock reading', async () => {
    const org = await sys.org({ entitlements: { air_cargo: null } });
    const key = await org.key('tmcp');
    await air.seedDemo!(sys.services, org.id);
    await air.seedDemo!(sys.services, org.id); // idempotent
    const tracked = await sys.services.db.query<{ awb: string }>(
      'SELECT awb FROM air.waybills WHERE org_id = $1 ORDER BY awb',
      [org.id],
    );
    expect(tracked.rows.map((r) => r.awb)).toEqual(AIR_DEMO_WAYBILLS.map((a) => a.replace('-', '')).sort());

    // Every reading over a whole sandbox cycle, a day apart: each waybill answers, in several stages.
    for (let day = 0; day * 24 * 3600_000 < SANDBOX_CYCLE_MS; day++) {
      const statuses = new Set<string>();
      for (const awb of AIR_DEMO_WAYBILLS) {
        const r = await http(sys.urls.air, `/track/${awb}`, { key });
        expect(r.status, `${awb} on day ${day}`).toBe(200);
        expect(r.body.data.awb, awb).toBe(awb);
        expect(r.body.data.status, awb).not.toBe('unknown');
        statuses.add(r.body.data.status);
      }
      expect(statuses.size, `day ${day}: ${[...statuses]}`).toBeGreaterThanOrEqual(3);
      sys.clock.advance(24 * 3600_000);
    }
  });
});
