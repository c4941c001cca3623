// The sandbox feed's daily worker step: new days since the last stored market day, once, with
// their events fanned out to each organisation subscribed through an active rates endpoint.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { loadFixtures, DAY } from './fixtures.js';
import { extendSandboxFeed } from '../../subgraphs/rates/seed.js';
import { SANDBOX_LANES } from '../../subgraphs/rates/connectors/sandbox.js';

const orgs: Record<'indexOnly' | 'laneOnly' | 'everything' | 'none', { id: string; key: string }> = {} as never;

const sys = useSystem();
beforeAll(async () => {
  await loadFixtures(sys.services.db, sys.clock.now());
  const subscriptions = {
    indexOnly: ['index_refreshed'],
    laneOnly: ['lane_rate_updated'],
    everything: [],
    none: null,
  } as const;
  for (const [name, types] of Object.entries(subscriptions)) {
    const org = await sys.org({ entitlements: { freight_rates: null } });
    const key = await org.key('frm');
    orgs[name as keyof typeof orgs] = { id: org.id, key };
    if (!types) continue;
    const r = await http(sys.urls.rates, '/v1/webhooks', {
      key,
      method: 'POST',
      body: { url: `https://hooks.example.com/${name}`, event_types: types },
    });
    expect(r.status).toBe(201);
  }
});

const outbox = async (orgId: string) =>
  (
    await sys.services.db.query<{ event_type: string; n: number }>(
      `SELECT event_type, count(*)::int AS n FROM webhooks.outbox WHERE org_id = $1 GROUP BY 1 ORDER BY 1`,
      [orgId],
    )
  ).rows;

describe('the daily sandbox feed', () => {
  it('adds the days since the last market day once, and fans their events out to subscribers only', async () => {
    expect(sys.services.sandbox).toBe(true);
    // The fixtures end on the 20th and the clock stands on the 21st; then two days pass.
    expect(await extendSandboxFeed(sys.services)).toEqual({ days: 1 });
    expect(await extendSandboxFeed(sys.services)).toEqual({ days: 0 });
    sys.clock.set('2026-11-23T06:00:00Z');
    expect(await extendSandboxFeed(sys.services)).toEqual({ days: 2 });
    const days = await sys.services.db.query<{ day: string; lanes: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT lane_id)::int AS lanes FROM rates.market_daily
        WHERE day > $1 GROUP BY 1 ORDER BY 1`,
      [DAY],
    );
    expect(days.rows.map((r) => r.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    // Saturday and Sunday hold only the fixtures' quotes; on Monday every forwarder publishes on
    // every lane of the feed (the index lanes and the demo organisation's).
    expect(days.rows).toEqual([
      { day: '2026-11-21', lanes: 3 },
      { day: '2026-11-22', lanes: 3 },
      { day: '2026-11-23', lanes: SANDBOX_LANES.length },
    ]);

    const lane = await http(sys.urls.rates, '/v1/rates/lanes/CNSHA/NLRTM?date=2026-11-23', { key: orgs.none.key });
    expect(lane.body.data.market_rate).toMatchObject({ date: '2026-11-23', status: 'ok', count: 5 });

    // Indices were recomputed; no lane's median moved past the threshold (docs/rates.md).
    const indexOnly = await outbox(orgs.indexOnly.id);
    expect(indexOnly).toEqual([{ event_type: 'index_refreshed', n: expect.any(Number) }]);
    expect(indexOnly[0]!.n).toBeGreaterThan(0);
    const everything = await outbox(orgs.everything.id);
    expect(everything).toEqual(indexOnly);
    expect(await outbox(orgs.laneOnly.id)).toEqual([]);
    expect(await outbox(orgs.none.id)).toEqual([]);

    // Again the same day (another process, the next hourly look): nothing more.
    expect(await extendSandboxFeed(sys.services)).toEqual({ days: 0 });
    expect(await outbox(orgs.everything.id)).toEqual(everything);
  });
});
