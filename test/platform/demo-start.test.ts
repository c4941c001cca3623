// `npm start` answers once the demo keys exist; the demo data follows in the background
// (issue 30: the first answer soon). A request is not queued behind that seeding: its statements
// wait while a request is in flight (platform/activity.ts).
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { demoKeys, demoSeedSteps, seedInBackground } from '../../wiring/demo.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { SANDBOX_DEMO_REFERENCES } from '../../subgraphs/ocean/connectors/index.js';
import { requestStarted, yieldingDb } from '../../platform/activity.js';

const sys = useSystem();
beforeAll(async () => {}, 300_000);

describe("npm start's background seeding", () => {
  it('comes in the order a newcomer meets it, the deferred schedules sandbox in its place', () => {
    const steps = demoSeedSteps(sys.services, SUBGRAPHS, ['schedules'], 'org');
    expect(steps.map((s) => s.name)).toEqual([
      'ocean demo data',
      'air demo data',
      'schedules sandbox',
      'rates demo data',
    ]);
  });

  it(
    'the keys answer while the demo data is still being seeded; it appears when seeding is done',
    { timeout: 300_000 },
    async () => {
      const { keys, orgId } = await demoKeys(sys.services);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const ocean = demoSeedSteps(sys.services, SUBGRAPHS, [], orgId).filter((s) => s.name === 'ocean demo data');
      const seeding = seedInBackground(sys.services, [
        { name: 'held', run: () => held },
        ...ocean,
        { name: 'broken', run: () => Promise.reject(new Error('no')) },
      ]);
      expect(seeding.pending()).toEqual(['held', 'ocean demo data', 'broken']);
      const before = await http(sys.urls.ocean, '/v1/containers', { key: keys.tmcp });
      expect(before.status, before.text).toBe(200);
      expect(before.body.data.items).toEqual([]);
      expect(seeding.pending()).toEqual(['held', 'ocean demo data', 'broken']);
      release();
      // A failed step is reported and the next runs.
      expect(await seeding.done).toEqual({ failed: ['broken'] });
      expect(seeding.pending()).toEqual([]);
      const after = await http(sys.urls.ocean, '/v1/containers?limit=500', { key: keys.tmcp });
      expect(after.body.data.items.map((i: { identifier: string }) => i.identifier).sort()).toEqual(
        SANDBOX_DEMO_REFERENCES.map((r) => r.identifier).sort(),
      );
    },
  );

  it('its statements wait while a request is in flight and go on when it ends', async () => {
    const db = yieldingDb(sys.services.db);
    const end = requestStarted();
    let answered = false;
    const q = db.query<{ one: number }>('SELECT 1 AS one').then((r) => ((answered = true), r));
    // The request's own statements go first: the direct Db is not held back.
    expect((await sys.services.db.query<{ one: number }>('SELECT 2 AS one')).rows[0]!.one).toBe(2);
    expect(answered).toBe(false);
    end();
    expect((await q).rows[0]!.one).toBe(1);
    end(); // a second end (finish after close) counts once
    expect((await db.query<{ one: number }>('SELECT 3 AS one')).rows[0]!.one).toBe(3);
  });

  it('a chain of its statements lets waiting I/O in between them (a request arriving meanwhile)', async () => {
    const db = yieldingDb(sys.services.db);
    let done = 0;
    let doneWhenIoRan = -1;
    // Queued as a request's arrival is; embedded PGlite settles statements without any I/O of its own.
    setImmediate(() => (doneWhenIoRan = done));
    for (let i = 0; i < 20; i++) (await db.query('SELECT 1'), done++);
    expect(doneWhenIoRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenIoRan).toBeLessThan(20);
  });
});
