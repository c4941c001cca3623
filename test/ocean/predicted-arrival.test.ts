// Predicted arrival through HTTP (docs/ocean.md, "Predicted arrival"): on the demo data every
// record at sea answers p10 ≤ p50 ≤ p90 beside the carrier's ETA, the lookup record's
// field_provenance names the inputs used or why there is none, and a page of records costs the
// same statements whatever its size (the evidence is batched).
import { describe, expect, it, vi } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { ocean } from '../../subgraphs/ocean/index.js';

const sys = useSystem();

describe('predicted_arrival', () => {
  it('answers for every demo record in transit, and none for an ended one', { timeout: 120_000 }, async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    await ocean.seedDemo!(sys.services, org.id);
    const list = await http(sys.urls.ocean, '/v1/containers?limit=500', { key });
    expect(list.status).toBe(200);
    const items = list.body.data.items as any[];
    // At sea: in transit and the carrier has not reported the arrival (its ETA still an estimate).
    const inTransit = items.filter((i) => i.status === 'in_transit' && i.eta_is_estimated !== false);
    const arrived = items.filter((i) => i.status === 'in_transit' && i.eta_is_estimated === false);
    expect(inTransit.length).toBeGreaterThan(0);
    // Schedules' arrival history reaches the model: the demo lanes' carriers have it.
    expect(inTransit.some((i) => i.predicted_arrival?.basis === 'carrier_eta_history')).toBe(true);
    for (const i of inTransit) {
      const p = i.predicted_arrival;
      expect(p, i.identifier).not.toBeNull();
      expect(Date.parse(p.p10)).toBeLessThanOrEqual(Date.parse(p.p50));
      expect(Date.parse(p.p50)).toBeLessThanOrEqual(Date.parse(p.p90));
      expect(Date.parse(p.p10)).toBeGreaterThanOrEqual(sys.clock.now().getTime() - 60_000);
      expect(p.carrier_eta).toBe(i.eta);
      expect(p.computed_at).toBe(sys.clock.now().toISOString());
      expect(['ais_fix', 'carrier_eta_history', 'carrier_eta']).toContain(p.basis);
    }
    for (const i of [...arrived, ...items.filter((x) => ['delivered', 'returned_empty'].includes(x.status))])
      expect(i.predicted_arrival, i.identifier).toBeNull();

    // The lookup record: the same prediction, and its provenance entry names the inputs.
    const one = inTransit[0]!;
    const look = await http(sys.urls.ocean, `/v1/containers/lookup/${one.identifier}`, { key });
    expect(look.status).toBe(200);
    expect(look.body.data.predicted_arrival).toEqual(one.predicted_arrival);
    const prov = look.body.data.field_provenance.predicted_arrival;
    expect(prov).toMatchObject({ state: 'resolved', source: 'freightgraph_model', basis: one.predicted_arrival.basis });
    expect(prov.inputs).toEqual(
      expect.objectContaining({ history_depth: expect.any(Number), congestion_wait_hours: expect.anything() }),
    );
    const ended = items.find((x) => ['delivered', 'returned_empty'].includes(x.status));
    if (ended) {
      const e = await http(sys.urls.ocean, `/v1/containers/lookup/${ended.identifier}`, { key });
      expect(e.body.data.field_provenance.predicted_arrival).toMatchObject({ reason: 'delivered' });
    }
  });

  it('costs the same statements for one record as for a page of them', { timeout: 120_000 }, async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    await ocean.seedDemo!(sys.services, org.id);
    const count = async (limit: number) => {
      const path = `/v1/containers?limit=${limit}`;
      await http(sys.urls.ocean, path, { key }); // caches (key, reference data) warm
      const spy = vi.spyOn(sys.services.db, 'query');
      try {
        const r = await http(sys.urls.ocean, path, { key });
        expect(r.status).toBe(200);
        // Every record's evidence is loaded, whether or not it ends in a prediction.
        for (const i of r.body.data.items) expect(i).toHaveProperty('predicted_arrival');
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await count(2)).toBe(await count(50));
  });
});
