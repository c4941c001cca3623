// The registry of live connections (platform/live-connections.ts) as pure logic: a revocation
// that arrives while a stream is still being opened ends that stream as soon as it registers
// how it closes, and after a gap in the notifications ('') the open connections' keys are read
// again and the revoked ones closed, in one read.
import { describe, expect, it } from 'vitest';
import { DrivenClock } from '../../platform/clock.js';
import { LiveConnections, type AccountsNow } from '../../platform/live-connections.js';
import type { LiveClosed } from '../../platform/live.js';
import type { Principal } from '../../platform/context.js';

const principal = (orgId: string, keyId: string, alsoKeyIds: string[] = []): Principal => ({
  orgId,
  plan: 'paid',
  keyId,
  keyPrefix: 'tmcp',
  alsoKeyIds,
  entitlements: {},
  limits: { window: 100, minute: 300 },
});

/** Accounts where the listed keys are revoked; counts its reads of keys. */
function accounts(revoked: string[]): AccountsNow & { keyReads: string[][] } {
  const keyReads: string[][] = [];
  return {
    keyReads,
    entitlements: async () => ({}),
    revokedAmong: async (ids) => {
      keyReads.push([...ids].sort());
      return ids.filter((id) => revoked.includes(id));
    },
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('live connections', () => {
  it('a stream whose closer registers after the revocation is ended at once, with the reason', () => {
    const live = new LiveConnections({ perOrganisation: 5, perKey: 5 }, new DrivenClock());
    const c = live.open(principal('org-a', 'key-1'), 'sse');
    // The revocation lands while the stream is still being opened (its closer not yet registered).
    expect(live.changed('key-1')).toBe(1);
    expect(live.count('org-a')).toBe(0);
    const reasons: LiveClosed[] = [];
    c.onClose((r) => reasons.push(r), ['ocean:read']);
    expect(reasons.map((r) => r.reason)).toEqual(['revoked']);
  });

  it('a connection its client ended calls no closer registered later', () => {
    const live = new LiveConnections({ perOrganisation: 5, perKey: 5 }, new DrivenClock());
    const c = live.open(principal('org-a', 'key-1'), 'sse');
    c.ended();
    const reasons: LiveClosed[] = [];
    c.onClose((r) => reasons.push(r));
    expect(reasons).toEqual([]);
  });

  it("after a gap in the notifications (''), closes the connections resting on a key revoked meanwhile: one read of every held key", async () => {
    const read = accounts(['key-2', 'key-9']);
    const live = new LiveConnections({ perOrganisation: 5, perKey: 5 }, new DrivenClock(), read);
    const closed: string[] = [];
    const open = (name: string, p: Principal) =>
      live.open(p, 'graphql-ws').onClose((r) => closed.push(`${name} ${r.reason}`));
    open('kept', principal('org-a', 'key-1'));
    open('revoked', principal('org-a', 'key-2'));
    open('token', principal('org-b', 'key-3', ['key-9']));
    expect(live.changed('')).toBe(0); // answered later, from the read
    await settle();
    expect(read.keyReads).toEqual([['key-1', 'key-2', 'key-3', 'key-9']]);
    expect(closed.sort()).toEqual(['revoked revoked', 'token revoked']);
    expect(live.count('org-a')).toBe(1);
    expect(live.count('org-b')).toBe(0);
  });

  it('reads nothing after a gap when no connection is open, and closes nothing when the read fails', async () => {
    const read = accounts([]);
    const live = new LiveConnections({ perOrganisation: 5, perKey: 5 }, new DrivenClock(), read);
    live.changed('');
    await settle();
    expect(read.keyReads).toEqual([]);
    const failing = new LiveConnections({ perOrganisation: 5, perKey: 5 }, new DrivenClock(), {
      ...read,
      revokedAmong: async () => Promise.reject(new Error('connection lost')),
    });
    failing.open(principal('org-a', 'key-1'), 'sse');
    failing.changed('');
    await settle();
    expect(failing.count('org-a')).toBe(1);
  });
});
