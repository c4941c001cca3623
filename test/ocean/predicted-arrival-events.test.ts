// eta_changed and the predicted arrival (docs/ocean.md, "Predicted arrival"; "Webhook events"):
// the carrier's eta_changed carries our prediction beside its ETA, and when the carrier's ETA
// stands still but our prediction moves by 12 hours or more (here: the carrier's arrivals at the
// port turn late in schedules' history), eta_changed is raised for the prediction alone.
import { describe, it, expect, afterEach } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { observedArrivals } from '../support/factories.js';
import {
  boxNumber,
  scriptedCarrier,
  VESSEL_A,
  type EventSpec,
  type ScriptedCarrier,
} from '../support/ocean-fixtures.js';

let carrier: ScriptedCarrier | null = null;
const sys = useSystem();
afterEach(async () => {
  await carrier?.close();
  carrier = null;
});

const PORT = 'USLAX';

/** `n` past arrivals of the carrier at PORT, each `delayHours` after its schedule, 5 to 5 + n/24 days ago. */
async function lateArrivals(carrierScac: string, n: number, delayHours: number) {
  const now = sys.clock.now();
  const arrivals = Array.from({ length: n }, (_, i) => {
    const scheduled = new Date(now.getTime() - (i + 1) * 3_600_000 - 5 * 86_400_000);
    return { scheduled, actual: new Date(scheduled.getTime() + delayHours * 3_600_000) };
  });
  await observedArrivals(
    sys.services.db,
    { batch: 'TEST-LATE', carrierScac, origin: 'CNSHA', destination: PORT, arrivals, transitDays: 15 },
    now,
  );
}

describe('eta_changed with the predicted arrival', () => {
  it('carries the prediction, and is raised when only the prediction moves ≥ 12 h', { timeout: 120_000 }, async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const box = boxNumber('MSKU', 440001);
    carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260440001', booking: '260440001' });
    const plan = (arr: string): EventSpec[] => [
      { box, code: 'GTIN', at: '2026-11-20T03:00:00Z', port: 'CNSHA', mode: 'TRUCK' },
      {
        box,
        code: 'LOAD',
        classifier: 'EST',
        at: '2026-11-25T06:00:00Z',
        port: 'CNSHA',
        vessel: VESSEL_A,
        voyage: '7E',
      },
      {
        box,
        code: 'DEPA',
        classifier: 'EST',
        at: '2026-11-25T10:00:00Z',
        port: 'CNSHA',
        vessel: VESSEL_A,
        voyage: '7E',
      },
      { box, code: 'ARRI', classifier: 'EST', at: arr, port: PORT, vessel: VESSEL_A, voyage: '7E' },
      {
        box,
        code: 'DISC',
        classifier: 'EST',
        at: arr.replace('T14', 'T20'),
        port: PORT,
        vessel: VESSEL_A,
        voyage: '7E',
      },
    ];
    expect((await http(sys.urls.ocean, `/v1/containers/lookup/${box}`, { key })).status).toBe(202);
    carrier.publish(plan('2026-12-10T14:00:00Z'));
    await pollDue(sys.services, sys.clock.now());
    const row = async () =>
      (await sys.services.db.query<any>('SELECT * FROM ocean.containers WHERE identifier = $1', [box])).rows[0];
    let r = await row();
    // The baseline answer raises nothing, but the first prediction is kept as told.
    expect(await sys.outbox(org.id, 'ocean')).toEqual([]);
    expect(r.predicted_p50).toBeInstanceOf(Date);
    const firstP50 = r.predicted_p50 as Date;

    // The carrier's ETA moves: its eta_changed carries our prediction beside it.
    carrier.publish(plan('2026-12-12T14:00:00Z'));
    sys.clock.set(r.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    let changed = (await sys.outbox(org.id, 'ocean')).filter((e) => e.event_type === 'eta_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.data).toMatchObject({
      eta: '2026-12-12T14:00:00.000Z',
      delta_hours: 48,
      predicted_arrival: { carrier_eta: '2026-12-12T14:00:00.000Z', p50: expect.any(String) },
    });
    r = await row();
    expect(r.predicted_p50.toISOString()).toBe(changed[0]!.data.predicted_arrival.p50);
    expect(r.predicted_p50.getTime()).not.toBe(firstP50.getTime());

    // Nothing new: no eta_changed.
    sys.clock.set(r.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    expect((await sys.outbox(org.id, 'ocean')).filter((e) => e.event_type === 'eta_changed')).toHaveLength(1);

    // The carrier's arrivals at the port turn late (more of them than there were): the carrier's
    // ETA stands, ours moves ≥ 12 h later, and eta_changed says so.
    const before = await sys.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM schedules.port_calls WHERE carrier_scac = 'MAEU' AND unlocode = $1 AND actual_arrival IS NOT NULL`,
      [PORT],
    );
    await lateArrivals('MAEU', 2 * before.rows[0]!.n + 20, 96);
    r = await row();
    sys.clock.set(r.next_poll_at);
    await pollDue(sys.services, sys.clock.now());
    changed = (await sys.outbox(org.id, 'ocean')).filter((e) => e.event_type === 'eta_changed');
    expect(changed).toHaveLength(2);
    const moved = changed[1]!.data;
    expect(moved).toMatchObject({
      reason: 'prediction_moved',
      eta: '2026-12-12T14:00:00.000Z',
      previous_predicted_p50: r.predicted_p50.toISOString(),
      predicted_arrival: { basis: 'carrier_eta_history', carrier_eta: '2026-12-12T14:00:00.000Z' },
    });
    expect(Date.parse(moved.predicted_arrival.p50) - r.predicted_p50.getTime()).toBeGreaterThanOrEqual(12 * 3_600_000);
    expect(moved.predicted_arrival.delta_hours).toBeCloseTo(96, 0);
  });
});
