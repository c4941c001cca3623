// Carrier events by month of created_at (migration 012; docs/operations.md "Retention by
// partition"): an event learnt in a month not created yet lands in the default partition and the
// poller's hourly step creates the months ahead, moving it into its month; an event fed again
// after the month's end moves into the new month; the record's timeline and the /v2/events feed
// read across the boundary as before, each source event once; a learnt-time window reads only its
// months. Events have no retention: no month is dropped.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { housekeep } from '../../subgraphs/ocean/workers/poller.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import { boxNumber, carrierEvent, SaysCarrier, VESSEL_A } from '../support/ocean-fixtures.js';

const BOX = boxNumber('MSKU', 612001);

const sys = useSystem({ org: {}, key: 'tmcp' });
const carrier = new SaysCarrier(BOX);
let recordId: string;
/** The months the test runs in: 14 months past the test clock, beyond what the migration created. */
let month: (add: number, day: number) => Date;
const monthName = (at: Date) => `events_${at.getUTCFullYear()}_${String(at.getUTCMonth() + 1).padStart(2, '0')}`;

const ev = (code: string, at: string, classifier: 'ACT' | 'EST' = 'ACT') => ({
  ...carrierEvent({ code, at, classifier, port: code === 'ARRI' ? 'NLRTM' : 'CNSHA', box: BOX, vessel: VESSEL_A }),
  eventId: `${code}-1`,
});

/** Which partition holds each of the record's events, by source event id (the catalogue, not the API). */
async function partitions(): Promise<Record<string, string>> {
  const r = await sys.services.db.query<{ id: string; part: string }>(
    `SELECT e.source_event_id AS id, c.relname AS part FROM ocean.events e JOIN pg_class c ON c.oid = e.tableoid
      WHERE e.container_id = $1 ORDER BY 1`,
    [recordId],
  );
  return Object.fromEntries(r.rows.map((x) => [x.id, x.part]));
}

const timeline = async () => {
  const r = await http(sys.urls.ocean, `/v1/containers/lookup/${BOX}`, { key: sys.key });
  expect(r.status).toBe(200);
  return r.body.data.events.map((x: { type: string; timestamp: string }) => `${x.type} ${x.timestamp}`);
};
const feed = async (query: string) => {
  const r = await http(sys.urls.ocean, `/v2/events?${query}`, { key: sys.key });
  expect(r.status).toBe(200);
  return r.body.map((x: { eventCreatedDateTime: string; eventDateTime: string }) => [
    x.eventCreatedDateTime,
    x.eventDateTime,
  ]);
};

beforeAll(async () => {
  const start = sys.clock.now();
  month = (add, day) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 14 + add, day, 12));
  overrideFeeds(sys.services, { connectorFor: () => carrier });
  sys.clock.set(month(0, 27));
  const added = await http(sys.urls.ocean, '/v1/containers', {
    key: sys.key,
    method: 'POST',
    body: { identifier: BOX },
  });
  expect(added.status).toBe(201);
  recordId = added.body.data.id;
});

describe('carrier events by month', () => {
  it('writes events of a month not created yet into the default partition; the hourly step creates the months ahead and moves them', async () => {
    const at = month(0, 27);
    const d = (day: number, hour: number) =>
      new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), day, hour)).toISOString();
    carrier.events = [ev('GTIN', d(20, 3)), ev('LOAD', d(24, 6)), ev('ARRI', month(1, 9).toISOString(), 'EST')];
    await pollDue(sys.services, sys.clock.now());
    expect(await partitions()).toEqual({
      'ARRI-1': 'events_default',
      'GTIN-1': 'events_default',
      'LOAD-1': 'events_default',
    });

    const { months } = await housekeep(sys.services, sys.clock.now());
    expect(months).toEqual([monthName(month(0, 1)), monthName(month(1, 1)), monthName(month(2, 1))]);
    const here = monthName(at);
    expect(await partitions()).toEqual({ 'ARRI-1': here, 'GTIN-1': here, 'LOAD-1': here });
    expect((await housekeep(sys.services, sys.clock.now())).months).toEqual([]); // idempotent
  });

  it('reads the timeline and the feed across the month boundary as before; an event fed again moves into its new month', async () => {
    const before = await timeline();
    const learnt = await feed('limit=50');
    expect(learnt).toHaveLength(3);

    // Next month: the carrier moves its estimate (fed again) and reports the departure.
    sys.clock.set(month(1, 2));
    const moved = month(1, 11).toISOString();
    const depa = { ...ev('DEPA', month(0, 25).toISOString()), eventId: 'DEPA-1' };
    carrier.events = [carrier.events[0]!, carrier.events[1]!, depa, ev('ARRI', moved, 'EST')];
    await pollDue(sys.services, sys.clock.now());

    const [m0, m1] = [monthName(month(0, 1)), monthName(month(1, 1))];
    expect(await partitions()).toEqual({ 'ARRI-1': m1, 'DEPA-1': m1, 'GTIN-1': m0, 'LOAD-1': m0 });
    // The timeline: the same events, the estimate at its new time, the departure added, each once.
    const after = await timeline();
    expect(after.filter((x: string) => !/^(ARRI|DEPA) /.test(x))).toEqual(
      before.filter((x: string) => !x.startsWith('ARRI ')),
    );
    expect(after.filter((x: string) => /^ARRI /.test(x))).toEqual([`ARRI ${new Date(moved).toISOString()}`]);
    expect(after.filter((x: string) => /^DEPA /.test(x))).toHaveLength(1);
    // The feed in learnt order: last month's two unchanged, then this month's two (the estimate fed again).
    const now = sys.clock.now().toISOString();
    const all = await feed('limit=50');
    expect(all.slice(0, 2)).toEqual(learnt.filter(([, at]: string[]) => at !== month(1, 9).toISOString()));
    expect(all.slice(2).map(([created]: string[]) => created)).toEqual([now, now]);
    expect(
      all
        .slice(2)
        .map(([, at]: string[]) => at)
        .sort(),
    ).toEqual([new Date(depa.eventDateTime).toISOString(), moved].sort());
    // A window of this month's learnt times: the same two, read from its month alone (and the default).
    const since = month(1, 1).toISOString();
    expect(await feed(`eventCreatedDateTime:gte=${since}&limit=50`)).toEqual(all.slice(2));
    const plan = await sys.services.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM ocean.events WHERE org_id = $1 AND created_at >= $2`,
      [sys.orgId, month(1, 1)],
    );
    const scanned = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(scanned).toContain(m1);
    expect(scanned).not.toContain(m0);
  });
});
