// The leases a dispatcher holds (subgraphs/webhooks/workers/leases.ts) and the pump that starts
// their deliveries (workers/pump.ts): what a cycle's answer changes, round-robin within each
// endpoint's and organisation's share, outcomes turned into results. No database, no sockets:
// the cycle's answers are written here and the sender is a stub resolved by hand.
import { describe, it, expect } from 'vitest';
import { Leases } from '../../subgraphs/webhooks/workers/leases.js';
import { leaseLimits } from '../../subgraphs/webhooks/workers/lease.js';
import { Pump, attemptStatus } from '../../subgraphs/webhooks/workers/pump.js';
import type { OpenKeys } from '../../subgraphs/webhooks/workers/endpoint-keys.js';
import { resolveSettings } from '../../subgraphs/webhooks/settings.js';
import type { AttemptOutcome, DeliveryJob } from '../../subgraphs/webhooks/connectors/types.js';
import type { LeaseCycleResult } from '../../subgraphs/webhooks/store/index.js';
import type { Logger } from '../../platform/logger.js';

const settings = resolveSettings({
  perEndpoint: 2,
  claimAhead: 2,
  maxInFlight: 3,
  perOrganisation: 2,
  retryDelaysMs: [1000, 2000],
  jitter: 0,
});
const limits = leaseLimits(settings);
const NOW = Date.parse('2026-11-21T12:00:00Z');
const keys = { signing_key: null, secret_hash: 'ab', previous_signing_key: null, previous_key_until: null };
const open = (): OpenKeys => ({ from: 'x', current: 'ab', previous: null, previousUntil: 0, error: null });

const acquired = (endpoint_id: string, org_id = 'o1') => ({
  endpoint_id,
  lease: `t-${endpoint_id}`,
  url: `https://${endpoint_id}.example/`,
  product: 'air',
  org_id,
  ...keys,
});
let seq = 0;
const due = (endpoint_id: string, n: number) =>
  Array.from({ length: n }, () => {
    const s = ++seq;
    return {
      seq: s,
      id: `d${s}`,
      endpoint_id,
      attempt_count: 0,
      event_id: 'ev1',
      next_attempt_at: `2026-11-21 12:00:00.${String(s).padStart(6, '0')}+00`,
      created_at: '2026-11-21 11:00:00+00',
    };
  });
const answer = (p: Partial<LeaseCycleResult>): LeaseCycleResult => ({
  kept: [],
  acquired: [],
  candidates: 0,
  due: [],
  events: [{ id: 'ev1', event_type: 'awb_arrived', occurred_at: '2026-11-21T11:00:00+00:00', data: { n: 1 } }],
  disabled: [],
  ...p,
});

/** Leases holding the acquired endpoints with their due deliveries queued. */
function holding(r: LeaseCycleResult): Leases {
  const leases = new Leases(limits);
  leases.apply(r, [], NOW + 30_000, NOW, open);
  leases.queueDue(r);
  return leases;
}

describe('Leases', () => {
  it('queues due deliveries behind each lease with its event once, moves the cursor, marks a short read run dry', () => {
    const r = answer({ acquired: [acquired('a'), acquired('b')], due: [...due('a', 4), ...due('b', 1)] });
    const leases = new Leases(limits);
    leases.apply(r, [], NOW + 30_000, NOW, open);
    const got = leases.queueDue(r);
    expect([...got]).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
    const a = leases.get('a')!;
    expect(a.queue.map((q) => q.row.id)).toEqual(r.due.slice(0, 4).map((d) => d.id));
    expect(a.queue[0]!.event).toEqual({
      event_type: 'awb_arrived',
      bodyTail: '"type":"awb_arrived","occurred_at":"2026-11-21T11:00:00.000Z","data":{"n":1}}',
    });
    expect(a.after).toEqual({ at: r.due[3]!.next_attempt_at, seq: r.due[3]!.seq });
    expect(a.held.size).toBe(4);
    leases.markExhausted(r, [], new Set(), got);
    expect([a.exhausted, leases.get('b')!.exhausted]).toEqual([false, true]);
  });

  it('asks each held lease for what it needs, and forgets those that did not come back', () => {
    const r = answer({ acquired: [acquired('a'), acquired('b')], due: due('a', 1) });
    const leases = holding(r);
    leases.get('b')!.exhausted = true;
    const held = leases.heldLeases([], NOW, false);
    expect(held).toEqual([
      {
        endpoint_id: 'a',
        lease: 't-a',
        op: 'read',
        room: 3,
        after_at: r.due[0]!.next_attempt_at,
        after_seq: r.due[0]!.seq,
      },
      { endpoint_id: 'b', lease: 't-b', op: 'release', room: 0, after_at: null, after_seq: null },
    ]);
    const next = leases.apply(
      answer({ kept: [{ endpoint_id: 'a', url: 'https://moved.example/', ...keys }] }),
      held,
      NOW + 60_000,
      NOW,
      open,
    );
    expect(next.lost).toBe(true);
    expect([...next.kept]).toEqual(['a']);
    expect(leases.get('b')).toBeUndefined();
    expect(leases.get('a')).toMatchObject({ url: 'https://moved.example/', until: NOW + 60_000 });
    expect(leases.orgRooms()).toEqual([{ org_id: 'o1', room: limits.leasesPerOrganisation - 1 }]);
  });

  it('starts deliveries round-robin over endpoints, FIFO within one, skipping those without a free share', () => {
    const r = answer({ acquired: [acquired('a'), acquired('b')], due: [...due('a', 3), ...due('b', 2)] });
    const leases = holding(r);
    const order: string[] = [];
    for (let next = leases.next(() => true); next; next = leases.next(() => true)) order.push(next.queued.row.id);
    const [a1, a2, a3, b1, b2] = r.due.map((d) => d.id);
    expect(order).toEqual([a1, b1, a2, b2, a3]);

    const again = holding(answer({ acquired: [acquired('c'), acquired('d')], due: [...due('c', 2), ...due('d', 2)] }));
    expect(again.next((l) => l.endpointId === 'd')!.lease.endpointId).toBe('d');
    expect(again.next(() => false)).toBeNull();
    again.dropQueued();
    expect(again.next(() => true)).toBeNull();
    expect(again.get('c')!.held.size).toBe(0);
  });
});

describe('attemptStatus', () => {
  const at = new Date(NOW);
  const failed: AttemptOutcome = { ok: false, statusCode: 500, error: 'HTTP 500' };
  it.each([
    ['delivered', { ok: true, statusCode: 200, error: null }, 1, { status: 'delivered', next_at: null }],
    ['first failure: the first rung', failed, 1, { status: 'pending', next_at: new Date(NOW + 1000).toISOString() }],
    ['second failure: the second rung', failed, 2, { status: 'pending', next_at: new Date(NOW + 2000).toISOString() }],
    ['past the ladder: dead', failed, 3, { status: 'dead', next_at: null }],
  ] as const)('%s', (_name, o, attempt, expected) => {
    expect(attemptStatus(o, attempt, settings, at, () => 0.5)).toEqual(expected);
  });
});

describe('Pump', () => {
  function pumping(r: LeaseCycleResult) {
    const leases = holding(r);
    const sent: { job: DeliveryJob; resolve: (o: AttemptOutcome) => void }[] = [];
    let settled = 0;
    const statuses: string[] = [];
    const pump = new Pump(leases, settings, {
      now: () => new Date(NOW),
      send: (job) => new Promise((resolve) => sent.push({ job, resolve })),
      log: { error() {} } as unknown as Logger,
      random: () => 0.5,
      onOutcome: (s) => statuses.push(s),
      onSettled: () => settled++,
    });
    return { leases, pump, sent, statuses, settledCount: () => settled };
  }

  it('fills the slots round-robin within maxInFlight, and starts the next as one finishes', async () => {
    const r = answer({
      acquired: [acquired('a', 'o1'), acquired('b', 'o1'), acquired('c', 'o2')],
      due: [...due('a', 3), ...due('b', 1), ...due('c', 3)],
    });
    const { pump, sent, statuses, settledCount } = pumping(r);
    pump.pump();
    expect(sent.map((s) => s.job.url)).toEqual(['https://a.example/', 'https://b.example/', 'https://c.example/']);
    expect(pump.running).toBe(3);
    sent[0]!.resolve({ ok: true, statusCode: 200, error: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(statuses).toEqual(['delivered']);
    expect(settledCount()).toBe(1);
    expect(pump.results).toEqual([
      expect.objectContaining({
        seq: r.due[0]!.seq,
        endpoint_id: 'a',
        lease: 't-a',
        ok: true,
        status: 'delivered',
        code: 200,
        ord: 0,
      }),
    ]);
    // The freed slot goes to the endpoint next in turn: a again.
    expect(sent).toHaveLength(4);
    expect(sent[3]!.job).toMatchObject({
      url: 'https://a.example/',
      id: r.due[1]!.id,
      signingKeys: ['ab'],
      event_type: 'awb_arrived',
    });
    expect(pump.takeResults()).toHaveLength(1);
    expect(pump.results).toEqual([]);
  });

  it('holds an organisation to its share of the slots, and an endpoint to its own', () => {
    const org = pumping(
      answer({ acquired: [acquired('a', 'o1'), acquired('b', 'o1')], due: [...due('a', 3), ...due('b', 1)] }),
    );
    org.pump.pump();
    expect(org.sent).toHaveLength(settings.perOrganisation);
    const endpoint = pumping(answer({ acquired: [acquired('d', 'o3')], due: due('d', 3) }));
    endpoint.pump.pump();
    expect(endpoint.sent).toHaveLength(settings.perEndpoint);
  });

  it('starts no attempt that could outlive its lease, and records no result of a lease lost meanwhile', async () => {
    const r = answer({ acquired: [acquired('a')], due: due('a', 2) });
    const { leases, pump, sent, statuses } = pumping(r);
    leases.get('a')!.until = NOW + settings.timeoutMs + 1000;
    pump.pump();
    expect(sent).toEqual([]);
    expect(leases.get('a')!.held.size).toBe(0);

    const r2 = answer({ acquired: [acquired('b')], due: due('b', 1) });
    const second = pumping(r2);
    second.pump.pump();
    second.leases.apply(
      answer({}),
      [{ endpoint_id: 'b', lease: 't-b', op: 'keep', room: 0, after_at: null, after_seq: null }],
      NOW,
      NOW,
      open,
    );
    second.sent[0]!.resolve({ ok: false, statusCode: 500, error: 'HTTP 500' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(second.statuses).toEqual(['pending']);
    expect(second.pump.results).toEqual([]);
    expect(statuses).toEqual([]);
  });
});
