// The live record shows the predicted arrival moving (docs/live.md, docs/ocean.md "Predicted
// arrival"): a container(id) subscriber over graphql-ws gets predicted_arrival when it subscribes,
// and again, moved ≥ 12 h, after the poll whose prediction moved raises eta_changed (the carrier's
// arrivals at the port turned late in schedules' history; the carrier's ETA stood still).
import { describe, it, expect, afterEach } from 'vitest';
import { gatewayWsClient, nextResult, type Results } from '../support/live-clients.js';
import { useSystem, http } from '../support/harness.js';
import { observedArrivals } from '../support/factories.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { boxNumber, scriptedCarrier, VESSEL_A, type ScriptedCarrier } from '../support/ocean-fixtures.js';

const PORT = 'USLAX';
let carrier: ScriptedCarrier | null = null;
const sys = useSystem({ key: 'tmcp' });
afterEach(async () => {
  await carrier?.close();
  carrier = null;
});

const BOX = `subscription Box($id: ID!) {
  container(id: $id) { id predicted_arrival { p50 carrier_eta basis } }
}`;

describe('Subscription.container and the predicted arrival', () => {
  it('shows predicted_arrival, then the moved prediction after its eta_changed', { timeout: 120_000 }, async () => {
    const box = boxNumber('MSKU', 440011);
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260440011', booking: '260440011' });
    const leg = { box, port: 'CNSHA', vessel: VESSEL_A, voyage: '7E' };
    carrier.publish([
      { box, code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', mode: 'TRUCK' },
      { ...leg, code: 'LOAD', classifier: 'EST', at: '2026-11-25T06:00:00Z' },
      { ...leg, code: 'DEPA', classifier: 'EST', at: '2026-11-25T10:00:00Z' },
      { ...leg, code: 'ARRI', classifier: 'EST', at: '2026-12-10T14:00:00Z', port: PORT },
      { ...leg, code: 'DISC', classifier: 'EST', at: '2026-12-10T20:00:00Z', port: PORT },
    ]);
    expect((await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key: sys.key })).status).toBe(202);
    await pollDue(sys.services, sys.clock.now());
    const id = (await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key: sys.key })).body.data.id as string;

    const ws = gatewayWsClient(sys.urls.gateway, sys.key);
    const live: Results = ws.iterate({ query: BOX, variables: { id } });
    const first = (await nextResult(live)).container.predicted_arrival;
    expect(first).toMatchObject({ carrier_eta: '2026-12-10T14:00:00.000Z', p50: expect.any(String) });

    // More late arrivals of the carrier at the port than its history held: ours moves, the carrier's ETA stands.
    const held = await sys.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schedules.port_calls WHERE carrier_scac = 'MAEU' AND unlocode = $1 AND actual_arrival IS NOT NULL`,
      [PORT],
    );
    const now = sys.clock.now();
    const arrivals = Array.from({ length: 2 * held.rows[0]!.n + 20 }, (_, i) => {
      const scheduled = new Date(now.getTime() - (i + 1) * 3_600_000 - 5 * 86_400_000);
      return { scheduled, actual: new Date(scheduled.getTime() + 96 * 3_600_000) };
    });
    await observedArrivals(
      sys.services.db,
      { batch: 'LIVE-LATE', carrierScac: 'MAEU', origin: 'CNSHA', destination: PORT, arrivals, transitDays: 15 },
      now,
    );
    const due = await sys.services.db.query<{ next_poll_at: Date }>(
      'SELECT next_poll_at FROM ocean.containers WHERE id = $1',
      [id],
    );
    sys.clock.set(due.rows[0]!.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    expect((await sys.outbox(sys.orgId, 'ocean', 'eta_changed')).map((e) => e.data.reason)).toEqual([
      'prediction_moved',
    ]);

    const moved = (await nextResult(live)).container.predicted_arrival;
    expect(moved).toMatchObject({ carrier_eta: '2026-12-10T14:00:00.000Z', basis: 'carrier_eta_history' });
    expect(Date.parse(moved.p50) - Date.parse(first.p50)).toBeGreaterThanOrEqual(12 * 3_600_000);
    await live.return?.();
    await ws.dispose();
  });
});
