// What a cycle asks of one held lease (subgraphs/webhooks/workers/lease.ts), and when the next
// cycle runs (workers/pacing.ts): tables over a lease's state, time given.
import { describe, it, expect } from 'vitest';
import { countIn, leaseLimits, leaseOp, type Lease } from '../../subgraphs/webhooks/workers/lease.js';
import { CYCLE_MS, cycleDelay, type CycleState } from '../../subgraphs/webhooks/workers/pacing.js';
import { resolveSettings } from '../../subgraphs/webhooks/settings.js';

const settings = resolveSettings({
  perEndpoint: 2,
  claimAhead: 4,
  maxInFlight: 8,
  perOrganisation: 4,
  leaseMs: 30_000,
  turnMs: 60_000,
});
const limits = leaseLimits(settings);
const NOW = 1_000_000;

function lease(p: Partial<Lease> & { queued?: number; heldSeqs?: number[] } = {}): Lease {
  const { queued = 0, heldSeqs = [], ...rest } = p;
  return {
    endpointId: 'e1',
    token: 't1',
    url: 'https://receiver.example/',
    keys: { from: '', current: 'k', previous: null, previousUntil: 0, error: null },
    product: 'air',
    orgId: 'o1',
    until: NOW + 30_000,
    since: NOW,
    queue: Array.from({ length: queued }, (_, i) => ({
      row: {
        seq: i,
        id: `d${i}`,
        endpoint_id: 'e1',
        attempt_count: 0,
        event_id: 'ev',
        next_attempt_at: '',
        created_at: '',
      },
      event: { event_type: 'ping', bodyTail: '}' },
    })),
    running: 0,
    held: new Set(heldSeqs),
    after: null,
    exhausted: false,
    ...rest,
  };
}

describe('lease limits', () => {
  it('reads ahead perEndpoint × claimAhead, leases enough endpoints to fill the slots twice, an organisation its share twice', () => {
    expect(limits).toMatchObject({ perLease: 8, maxLeases: 8, leasesPerOrganisation: 4 });
  });
});

describe('leaseOp', () => {
  const cases: [
    string,
    Partial<Lease> & { queued?: number; heldSeqs?: number[] },
    boolean,
    Set<number>,
    string | null,
  ][] = [
    ['fresh, room to read', {}, false, new Set(), 'read'],
    ['idle and run dry: release', { exhausted: true }, false, new Set(), 'release'],
    ['idle, turn over: release', { since: NOW - 60_000 }, false, new Set(), 'release'],
    ['idle, stopping: release', {}, true, new Set(), 'release'],
    ['stopping with one in flight, lease fresh: nothing', { running: 1, heldSeqs: [1] }, true, new Set(), null],
    [
      'stopping with one in flight, half the lease gone: keep',
      { running: 1, heldSeqs: [1], until: NOW + 14_999 },
      true,
      new Set(),
      'keep',
    ],
    ['run dry but unrecorded results: nothing yet', { exhausted: true, heldSeqs: [1] }, false, new Set(), null],
    [
      'unrecorded results being recorded now: release',
      { exhausted: true, heldSeqs: [1] },
      false,
      new Set([1]),
      'release',
    ],
    ['more than half its room held: no read', { heldSeqs: [1, 2, 3, 4, 5] }, false, new Set(), null],
    ['exactly half its room held: read', { heldSeqs: [1, 2, 3, 4] }, false, new Set(), 'read'],
    [
      'room held, half the lease gone: keep',
      { heldSeqs: [1, 2, 3, 4, 5], until: NOW + 10_000 },
      false,
      new Set(),
      'keep',
    ],
  ];
  it.each(cases)('%s', (_name, l, stopping, recording, op) => {
    expect(leaseOp(lease(l), NOW, recording, limits, stopping)).toBe(op);
  });

  it('counts the members of one set in another', () => {
    expect(countIn(new Set([1, 2, 3]), new Set([2, 3, 4]))).toBe(2);
    expect(countIn(new Set([1]), new Set())).toBe(0);
  });
});

describe('cycleDelay', () => {
  const state = (s: Partial<CycleState> = {}): CycleState => ({
    now: NOW,
    wall: 5_000,
    lastCycle: 4_990,
    unrecorded: 0,
    running: 1,
    stopping: false,
    drained: true,
    ...s,
  });
  it('waits for something to happen when nothing is due', () => {
    expect(cycleDelay([], 0, state(), limits)).toBe(Infinity);
    expect(cycleDelay([lease({ heldSeqs: [1, 2, 3, 4, 5], running: 1 })], 1, state(), limits)).toBe(Infinity);
  });
  it('paces a due cycle CYCLE_MS after the last one while attempts run', () => {
    expect(cycleDelay([], 0, state({ unrecorded: 3 }), limits)).toBe(CYCLE_MS - 10);
    expect(cycleDelay([], 0, state({ unrecorded: 3, wall: 6_000 }), limits)).toBe(0);
    // A lease reading ahead with enough queued is not urgent.
    expect(cycleDelay([lease({ queued: 2, heldSeqs: [0, 1] })], 1, state(), limits)).toBe(CYCLE_MS - 10);
  });
  it('runs at once when a queue is about to run dry, a lease about to end, or nothing is in flight', () => {
    expect(cycleDelay([lease({ queued: 1, heldSeqs: [0] })], 1, state(), limits)).toBe(0);
    const ending = lease({ heldSeqs: [1, 2, 3, 4, 5], running: 1, until: NOW + 7_000 });
    expect(cycleDelay([ending], 1, state(), limits)).toBe(0);
    expect(cycleDelay([], 0, state({ unrecorded: 1, running: 0 }), limits)).toBe(0);
    // Not drained and room for more leases: acquiring is due.
    expect(cycleDelay([], 0, state({ drained: false, running: 0 }), limits)).toBe(0);
    expect(cycleDelay([], 0, state({ drained: false, stopping: true, running: 0 }), limits)).toBe(Infinity);
  });
});
