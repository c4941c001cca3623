// The tracked waybill as one JSON value (Airwaybill.waybill_json, platform/projection.ts): byte for
// byte the Waybill fragment selected field by field, for the demo waybills (the sandbox's four
// scenarios) at several points of their journeys, and what GET /track/{awb} answers as `data`.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { AIR_DEMO_WAYBILLS } from '../../subgraphs/air/demo.js';
import { WaybillSelection } from '../../subgraphs/air/generated/rest-records.js';

let key: string;
const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org({ entitlements: { air_cargo: null } })).key();
});

describe('the waybill as one JSON value', () => {
  it(
    'equals the typed selection and the REST answer, for every demo waybill over ten days',
    { timeout: 180_000 },
    async () => {
      let compared = 0;
      for (let day = 0; day < 10; day += 3) {
        for (const awb of AIR_DEMO_WAYBILLS) {
          const r = await http(sys.urls.gateway, '', {
            key,
            method: 'POST',
            body: {
              query: `mutation ($awb: String!) { track_waybill(awb: $awb, force_update: true) { data { ${WaybillSelection} waybill_json } } }`,
              variables: { awb },
            },
          });
          expect(r.body.errors).toBeUndefined();
          const { waybill_json, ...typed } = r.body.data.track_waybill.data;
          expect(JSON.stringify(waybill_json)).toBe(JSON.stringify(typed));
          const rest = await http(sys.urls.air, `/track/${awb}`, { key });
          expect(rest.status).toBe(200);
          expect(JSON.stringify(rest.body.data)).toBe(JSON.stringify(typed));
          compared++;
        }
        sys.clock.advance(3 * 86_400_000);
      }
      expect(compared).toBe(AIR_DEMO_WAYBILLS.length * 4);
    },
  );
});
