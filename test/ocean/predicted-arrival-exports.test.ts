// The predicted arrival in the containers export (docs/exports.md): on the demo data each row's
// predicted_arrival_* columns are the record's predicted_arrival as GET /v1/containers answers it
// at the same instant, and an export page costs the same statements whatever its size (the page's
// predictions are read at once, never per row).
import { describe, expect, it } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { exportOf, ndjsonRows } from '../support/exports.js';
import { ocean } from '../../subgraphs/ocean/index.js';

const sys = useSystem();

describe('the containers export’s predicted arrival columns', () => {
  it(
    'carry each record’s predicted_arrival, in a page costing the same statements at any size',
    { timeout: 120_000 },
    async () => {
      const org = await sys.org();
      const key = await org.key('tmcp');
      await ocean.seedDemo!(sys.services, org.id);
      const r = await exportOf(sys, sys.urls.ocean, key, '/v1/exports/containers?format=ndjson');
      expect(r.status).toBe(200);
      const rows = ndjsonRows(r.bytes);
      const items = (await http(sys.urls.ocean, '/v1/containers?limit=500', { key })).body.data.items as any[];
      expect(rows.map((x) => x.id).sort()).toEqual(items.map((x) => x.id).sort());
      expect(rows.some((x) => x.predicted_arrival_basis === 'carrier_eta_history')).toBe(true);
      expect(rows.some((x) => x.predicted_arrival_p50 === null)).toBe(true);
      for (const i of items) {
        const p = i.predicted_arrival;
        expect(
          rows.find((x) => x.id === i.id),
          i.identifier,
        ).toMatchObject({
          predicted_arrival_p10: p?.p10 ?? null,
          predicted_arrival_p50: p?.p50 ?? null,
          predicted_arrival_p90: p?.p90 ?? null,
          predicted_arrival_computed_at: p?.computed_at ?? null,
          predicted_arrival_basis: p?.basis ?? null,
        });
      }

      // One page of the export field, as the adapter asks it through the gateway.
      const page = async (limit: number) => {
        const until = sys.clock.now().toISOString();
        const query = `{ ocean_export(dataset: containers, until: "${until}", limit: ${limit}) { rows } }`;
        const before = sys.services.db.stats.statements;
        const g = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query } });
        expect(g.body.errors, g.text).toBeUndefined();
        return { rows: g.body.data.ocean_export.rows.length, statements: sys.services.db.stats.statements - before };
      };
      await page(1); // caches (key, reference data) warm
      const [small, large] = [await page(2), await page(50)];
      expect([small.rows, large.rows]).toEqual([2, Math.min(50, items.length)]);
      expect(large.statements).toBe(small.statements);
    },
  );
});
