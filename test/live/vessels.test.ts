// Vessel positions, live (docs/live.md): Subscription.vessel_positions(imos) sends each vessel's
// latest position, then each new fix, over graphql-sse and graphql-ws, read as the query
// vessel_positions(imos) reads them (one read per announcement for subscribers with one
// selection); a fix is announced on its own NOTIFY, never as a webhook event; a vessel the
// organisation does not follow is NOT_FOUND, for the query and the subscription alike.
import { describe, it, expect, beforeAll } from 'vitest';
import { gatewaySseClient, gatewayWsClient, nextResult, type Results } from '../support/live-clients.js';
import { http, useSystem } from '../support/harness.js';
import { carrierAnswered } from '../support/factories.js';
import { liveRecordReads } from '../../platform/live.js';
import { upsertPositions } from '../../subgraphs/ocean/store/positions.js';
import { VESSEL_A, VESSEL_B } from '../support/ocean-fixtures.js';

let keyA: string;
let keyB: string;
let loadingKeyA: string;
/** A's record on VESSEL_B. */
let onVesselB: string;
/** Followed by neither organisation. */
const STRANGER = '9999995';

const sys = useSystem({ key: 'tmcp' });
beforeAll(async () => {
  const b = await sys.org();
  [keyA, keyB, loadingKeyA] = [sys.key, await b.key(), await sys.testOrg.key('lmcp')];
  // A's boxes are on VESSEL_A and VESSEL_B (as a carrier's answer leaves them); B's on neither.
  const add = 'mutation ($n: String!) { add_container(identifier: $n) { id } }';
  for (const [n, vessel] of [
    ['MSCU1234566', VESSEL_A],
    ['MAEU1234567', VESSEL_B],
  ] as const) {
    const added = await gql(keyA, add, { n });
    expect(added.errors).toBeUndefined();
    const id = added.data.add_container.id;
    await carrierAnswered(sys.services.db, sys.orgId, id, sys.clock.now(), {
      record: { current_vessel_imo: vessel.imo },
    });
    if (vessel === VESSEL_B) onVesselB = id;
  }
  await fix(VESSEL_A.imo, 1, 51.9);
});

const sseClient = (key?: string) => gatewaySseClient(sys.urls.gateway, key);

const wsClient = (key: string) => gatewayWsClient(sys.urls.gateway, key);

const gql = async (key: string, query: string, variables: Record<string, unknown> = {}) =>
  (await http(sys.urls.gateway, '', { key, method: 'POST', body: { query, variables } })).body as {
    data: Record<string, any>;
    errors?: { extensions: { code: string } }[];
  };

/** A fix as an AIS refresh stores it, `hoursAgo` before the clock. */
async function fix(imo: string, hoursAgo: number, lat: number) {
  const fixAt = new Date(sys.clock.now().getTime() - hoursAgo * 3600_000).toISOString();
  const at = {
    lat,
    lng: 4.1,
    speed_knots: 12,
    heading_deg: 90,
    nav_status: 'under_way',
    nav_status_claimed: 'under_way',
  };
  await upsertPositions(
    sys.services.db,
    [{ imo, name: `V ${imo}`, ...at, source: 'ais', fix_at: fixAt }],
    sys.clock.now(),
  );
}

const reads = async () => (await liveRecordReads.get()).values[0]?.value ?? 0;
const outboxSize = async () =>
  Number((await sys.services.db.query<{ n: string }>('SELECT count(*) AS n FROM webhooks.outbox')).rows[0]!.n);

const WATCH = `subscription Ships($imos: [String!]!) {
  vessel_positions(imos: $imos) { imo where: lat ...Fix }
}
fragment Fix on VesselPosition { position_fix_at }`;

describe('Query.vessel_positions', () => {
  it('answers in the order asked, null without a fix; an IMO not followed is NOT_FOUND naming it', async () => {
    const q = 'query ($imos: [String!]!) { vessel_positions(imos: $imos) { imo lat } }';
    const r = await gql(keyA, q, { imos: [VESSEL_B.imo, VESSEL_A.imo] });
    expect(r.data.vessel_positions).toEqual([null, { imo: VESSEL_A.imo, lat: 51.9 }]);
    for (const [key, imos] of [
      [keyB, [VESSEL_A.imo]],
      [keyA, [VESSEL_A.imo, STRANGER]],
    ] as const) {
      const refused = await gql(key, q, { imos });
      expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(JSON.stringify(refused.errors)).toContain(imos[imos.length - 1]);
    }
    const malformed = await gql(keyA, q, { imos: ['93214'] });
    expect(malformed.errors?.[0]?.extensions.code).toBe('VALIDATION_ERROR');
  });
});

describe('Subscription.vessel_positions', () => {
  it('each position now, then each new fix, one read per fix for both transports; no webhook event', async () => {
    const sse = sseClient(keyA);
    const ws = wsClient(keyA);
    const imos = [VESSEL_A.imo, VESSEL_B.imo];
    const one: Results = sse.iterate({ query: WATCH, variables: { imos } });
    const two: Results = ws.iterate({ query: WATCH, variables: { imos } });
    // VESSEL_B has no fix yet: only VESSEL_A's position comes first.
    const first = await nextResult(one);
    expect(first.vessel_positions).toMatchObject({ imo: VESSEL_A.imo, where: 51.9 });
    expect(await nextResult(two)).toEqual(first);

    const before = { reads: await reads(), outbox: await outboxSize() };
    await fix(STRANGER, 0.5, 10); // watched by nobody: nothing read
    await fix(VESSEL_A.imo, 1, 60); // the same fix again: not new, not announced
    await fix(VESSEL_B.imo, 0.5, 52.5);
    const [a, b] = [await nextResult(one), await nextResult(two)];
    expect(a.vessel_positions).toMatchObject({ imo: VESSEL_B.imo, where: 52.5 });
    expect(b).toEqual(a);
    expect((await reads()) - before.reads).toBe(1);
    await fix(VESSEL_A.imo, 0.25, 53);
    expect((await nextResult(one)).vessel_positions).toMatchObject({ imo: VESSEL_A.imo, where: 53 });
    expect((await nextResult(two)).vessel_positions).toMatchObject({ imo: VESSEL_A.imo, where: 53 });
    expect(await outboxSize()).toBe(before.outbox); // a position is no webhook event
    await one.return?.();
    await two.return?.();
    sse.dispose();
    await ws.dispose();
  });

  it("refuses another organisation's vessel and an unknown one as the query does, and a key without ocean:read", async () => {
    const b = sseClient(keyB);
    await expect(nextResult(b.iterate({ query: WATCH, variables: { imos: [VESSEL_A.imo] } }))).rejects.toThrow(
      new RegExp(`NOT_FOUND.*${VESSEL_A.imo}|${VESSEL_A.imo}.*NOT_FOUND`),
    );
    b.dispose();
    const bws = wsClient(keyB);
    await expect(nextResult(bws.iterate({ query: WATCH, variables: { imos: [STRANGER] } }))).rejects.toThrow(
      /NOT_FOUND/,
    );
    await bws.dispose();
    const loading = wsClient(loadingKeyA);
    await expect(nextResult(loading.iterate({ query: WATCH, variables: { imos: [VESSEL_A.imo] } }))).rejects.toThrow(
      /UNAUTHORIZED|FORBIDDEN/,
    );
    await loading.dispose();
  });

  it('ends with NOT_FOUND when a vessel it names gets a fix after the organisation stopped following it', async () => {
    const ws = wsClient(keyA);
    const live: Results = ws.iterate({ query: WATCH, variables: { imos: [VESSEL_B.imo] } });
    expect((await nextResult(live)).vessel_positions).toMatchObject({ imo: VESSEL_B.imo });
    await carrierAnswered(sys.services.db, sys.orgId, onVesselB, sys.clock.now(), {
      record: { current_vessel_imo: null },
    });
    await fix(VESSEL_B.imo, 0.1, 54);
    const last = await live.next();
    expect(JSON.stringify(last.value)).toMatch(/NOT_FOUND/);
    expect((await live.next()).done).toBe(true);
    await ws.dispose();
  });
});
