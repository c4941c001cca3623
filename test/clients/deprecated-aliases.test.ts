// Issue 23, finding 7: the fields removed without deprecation answer again, deprecated, for one
// release (CHANGELOG.md): each from the data its replacement reads.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { loadFixtures } from '../rates/fixtures.js';

const keys = {} as Record<'tmcp' | 'frm' | 'lmcp', string>;
const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org({ entitlements: { freight_rates: null } });
  for (const p of ['tmcp', 'frm', 'lmcp'] as const) keys[p] = await org.key(p);
  await loadFixtures(sys.services.db, sys.clock.now());
});

const graphql = async (key: string, query: string) => {
  const r = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query } });
  expect(r.body.errors, r.text).toBeUndefined();
  return r.body.data;
};

describe('deprecated aliases', () => {
  it("lane_rates: the lane's median price per equipment and rate type today, as market_rates has it", async () => {
    const data = await graphql(
      keys.frm,
      `
        {
          lane_rates(origin: "CNSHA", destination: "NLRTM") {
            id
            origin_unlocode
            destination_unlocode
            container_size
            rate_usd
            valid_from
            origin_port {
              unlocode
            }
          }
          rate_lane(origin: "CNSHA", destination: "NLRTM") {
            market_rates {
              equipment
              rate_type
              date
              p50
            }
          }
        }
      `,
    );
    const medians = data.rate_lane.market_rates.filter((m: any) => m.p50 !== null);
    expect(medians.length).toBeGreaterThan(0);
    expect(data.lane_rates).toEqual(
      medians.map((m: any) => ({
        id: `CNSHA-NLRTM-${m.equipment}-${m.rate_type}-${m.date}`,
        origin_unlocode: 'CNSHA',
        destination_unlocode: 'NLRTM',
        container_size: m.equipment,
        rate_usd: m.p50,
        valid_from: m.date,
        origin_port: { unlocode: 'CNSHA' },
      })),
    );
    expect(
      (await graphql(keys.frm, '{ lane_rates(origin: "CNSHA", destination: "DEHAM") { id } }')).lane_rates,
    ).toEqual([]);
  });

  it("Plan.container_size: the plan's first equipment choice", async () => {
    const created = await http(sys.urls.loading, '/v1/plans', {
      key: keys.lmcp,
      method: 'POST',
      body: {
        cargo: [{ id: 'CARTON', length: 600, width: 400, height: 400, weight: 18, quantity: 4 }],
        equipment: [{ code: '45G1' }, { code: '22G1' }],
      },
    });
    expect(created.status).toBe(201);
    const data = await graphql(keys.lmcp, `{ plan(id: "${created.body.plan.id}") { container_size } }`);
    expect(data.plan.container_size).toBe('45G1');
  });

  it('LegacyTrackingResult.api_version and schema_version: the versions the legacy surface sends as headers', async () => {
    const data = await graphql(
      keys.tmcp,
      'mutation { legacy_tracking(number: "HLXU2641936") { status api_version schema_version } }',
    );
    const rest = await http(sys.urls.ocean, `/compat/legacy/tracking?api_key=${keys.tmcp}&number=HLXU2641936`);
    expect(data.legacy_tracking.api_version).toBe(rest.headers.get('api-version'));
    expect(data.legacy_tracking.schema_version).toBe(rest.headers.get('x-schema-version'));
  });
});
