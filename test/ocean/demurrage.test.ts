// Demurrage through HTTP (docs/ocean.md, Demurrage): own contract terms vs the carrier's published tariff vs no
// terms at all, tiered charges, free time counted on the port's calendar, uncosted boxes, and
// the terms route with its validation and scope precedence.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { DcsaCarrierConnector } from '../../subgraphs/ocean/connectors/dcsa.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import {
  boxNumber,
  scriptedCarrier,
  VESSEL_A,
  type EventSpec,
  type ScriptedCarrier,
} from '../support/ocean-fixtures.js';

let carrier: ScriptedCarrier;

// Clock: 2026-11-21T12:00Z — Amsterdam 13:00 on the 21st, Los Angeles 04:00 on the 21st.
const B = boxNumber('MSKU', 510001); // Rotterdam, own terms by port
const A = boxNumber('MSKU', 510002); // Los Angeles, Maersk tariff, two free days left
const C = boxNumber('MSKU', 510003); // Santos: no terms, no tariff lane
const D = boxNumber('ZIMU', 510004); // Los Angeles, ZIM: tariff publishes free days only
const E = boxNumber('MSKU', 510005); // due at Los Angeles in 4 days
const F = boxNumber('MSKU', 510006); // delivered already

function voyage(
  box: string,
  pod: string,
  disc: string,
  extra: EventSpec[] = [],
  cls: 'ACT' | 'EST' = 'ACT',
): EventSpec[] {
  return [
    { code: 'LOAD', at: '2026-10-20T06:00:00Z', port: 'CNSHA', box, vessel: VESSEL_A, voyage: 'D1' },
    { code: 'DISC', classifier: cls, at: disc, port: pod, box, vessel: VESSEL_A, voyage: 'D1' },
    ...extra,
  ];
}

const sys = useSystem();
beforeAll(async () => {
  carrier = await scriptedCarrier(sys, { billOfLading: 'MAEU260510000' });
  const zim = new DcsaCarrierConnector({ scac: 'ZIMU', baseUrl: carrier.server.baseUrl, timeoutMs: 5000 });
  overrideFeeds(sys.services, { connectorFor: (ref) => (ref.carrierScac === 'ZIMU' ? zim : carrier.connector) });
  carrier.publish([
    ...voyage(B, 'NLRTM', '2026-11-10T10:00:00Z'),
    ...voyage(A, 'USLAX', '2026-11-19T20:00:00Z'),
    ...voyage(C, 'BRSSZ', '2026-11-15T12:00:00Z'),
    ...voyage(D, 'USLAX', '2026-11-10T20:00:00Z'),
    ...voyage(E, 'USLAX', '2026-11-25T20:00:00Z', [], 'EST'),
    ...voyage(F, 'USLAX', '2026-11-12T20:00:00Z', [
      { code: 'GTOT', at: '2026-11-14T18:00:00Z', port: 'USLAX', box: F, mode: 'TRUCK' },
    ]),
  ]);
});
afterAll(async () => {
  await carrier?.close();
});

async function book(boxes: { box: string; carrier?: string }[]) {
  const org = await sys.org();
  const key = await org.key('tmcp');
  const ids: Record<string, string> = {};
  for (const b of boxes) {
    const r = await http(sys.urls.ocean, '/v1/containers', {
      key,
      method: 'POST',
      body: { identifier: b.box, carrier_code: b.carrier ?? null },
    });
    expect(r.status).toBe(201);
    ids[b.box] = r.body.data.id;
  }
  await pollDue(sys.services, sys.clock.now());
  return { org, key, ids };
}

const report = async (key: string) => {
  const r = await http(sys.urls.ocean, '/v1/containers/demurrage', { key });
  expect(r.status).toBe(200);
  return r.body.data;
};

describe('the demurrage report', () => {
  it('costs own terms, falls back to the carrier tariff, and counts what it cannot assess', async () => {
    const { key, ids } = await book([
      { box: B },
      { box: A },
      { box: C },
      { box: D, carrier: 'ZIMU' },
      { box: E },
      { box: F },
    ]);
    const filed = await http(sys.urls.ocean, '/v1/demurrage-terms', {
      key,
      method: 'POST',
      body: {
        port: 'NLRTM',
        free_days: 3,
        tiers: [
          { from_day: 1, daily_rate_usd: 100 },
          { from_day: 3, daily_rate_usd: 200 },
        ],
        label: 'Rotterdam contract 2026',
      },
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data).toMatchObject({
      id: expect.any(String),
      carrier_code: null,
      port: 'NLRTM',
      lane: null,
      free_days: 3,
      label: 'Rotterdam contract 2026',
      replaced: false,
      boxes_covered: 1,
      tiers: [
        { from_day: 1, to_day: 2, daily_rate_usd: 100 },
        { from_day: 3, to_day: null, daily_rate_usd: 200 },
      ],
    });

    const rep = await report(key);
    expect(rep).toMatchObject({
      candidates_considered: 5, // B, A, C, D, E (F has left the terminal)
      assessed_containers: 4,
      unassessable_containers: 1,
      uncosted_containers: 1,
      containers_at_risk: 3,
      total_at_risk_usd: 1600,
      truncated: false,
      coverage_note: expect.stringMatching(
        /1 discharged container\(s\) have no free-time terms.*1 container\(s\) are timed but not costed/,
      ),
    });
    expect(rep.items.map((i: any) => i.container_id)).toEqual([B, D, A, E]);
    // Dashboards read the typed rows through the gateway; the adapter reads the same rows as one JSON leaf.
    const fields =
      'container_id record_id port free_days_left daily_rate_usd projected_usd status discharge_datetime free_days last_free_day days_overdue terms_source terms_lane confidence costed';
    const g = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: { query: `{ demurrage_report { items { ${fields} } items_json } }` },
    });
    expect(g.body.data.demurrage_report.items).toHaveLength(4);
    expect(g.body.data.demurrage_report.items_json).toEqual(g.body.data.demurrage_report.items);
    const [b, d, a, e] = rep.items;
    // Own terms at Rotterdam: discharged on the 10th (Amsterdam), free to the 12th, 9 days over: 2 × 100 + 7 × 200.
    expect(b).toEqual({
      container_id: B,
      record_id: ids[B],
      port: 'NLRTM',
      free_days_left: -9,
      daily_rate_usd: 200,
      projected_usd: 1600,
      status: 'available',
      discharge_datetime: '2026-11-10T10:00:00.000Z',
      free_days: 3,
      last_free_day: '2026-11-12',
      days_overdue: 9,
      terms_source: 'your_contract_terms',
      confidence: 'high',
      costed: true,
    });
    expect(b).not.toHaveProperty('terms_lane');
    // ZIM publishes 4 free days on us_import but no rate: timed, not costed (null, not zero).
    expect(d).toMatchObject({
      port: 'USLAX',
      free_days: 4,
      last_free_day: '2026-11-13',
      free_days_left: -8,
      days_overdue: 8,
      projected_usd: null,
      daily_rate_usd: null,
      costed: false,
      terms_source: 'carrier_published_tariff',
      terms_lane: 'us_import',
    });
    // Maersk's us_import tariff: 5 free days from the Los Angeles date of discharge (the 19th).
    expect(a).toMatchObject({
      free_days: 5,
      last_free_day: '2026-11-23',
      free_days_left: 2,
      days_overdue: 0,
      projected_usd: 0,
      daily_rate_usd: 135,
      costed: true,
      confidence: 'medium',
      terms_lane: 'us_import',
    });
    // Not discharged yet: terms known, no last free day.
    expect(e).toMatchObject({
      status: 'in_transit',
      discharge_datetime: null,
      free_days: 5,
      last_free_day: null,
      free_days_left: null,
      days_overdue: 0,
      projected_usd: 0,
      confidence: 'low',
    });

    // The records carry the same figures; null means no rate applies, not zero owed.
    const rec = async (box: string) => (await http(sys.urls.ocean, `/v1/containers/${ids[box]}`, { key })).body.data;
    expect(await rec(B)).toMatchObject({
      demurrage_at_risk: true,
      demurrage_accrued_usd: 1600,
      demurrage_last_free_day: '2026-11-12',
    });
    // Discharged six days ago with no hold: available for collection.
    expect(await rec(C)).toMatchObject({
      status: 'available',
      demurrage_at_risk: false,
      demurrage_accrued_usd: null,
      demurrage_last_free_day: null,
    });
    expect(await rec(D)).toMatchObject({
      demurrage_at_risk: true,
      demurrage_accrued_usd: null,
      demurrage_last_free_day: '2026-11-13',
    });
    const lookB = await http(sys.urls.ocean, `/v1/containers/lookup/${B}`, { key });
    expect(lookB.body.data).toMatchObject({
      demurrage_free_days_left: -9,
      field_provenance: { demurrage: { state: 'resolved', source: 'direct_carrier', confidence: 'high' } },
    });
    const lookC = await http(sys.urls.ocean, `/v1/containers/lookup/${C}`, { key });
    expect(lookC.body.data).toMatchObject({
      demurrage_free_days_left: null,
      field_provenance: { demurrage: { state: 'contract_required', action: 'supply_terms' } },
    });
    const lookD = await http(sys.urls.ocean, `/v1/containers/lookup/${D}`, { key });
    expect(lookD.body.data.field_provenance.demurrage).toMatchObject({
      state: 'not_published',
      action: 'supply_terms',
    });
    // Gated out on the 14th after discharge on the 12th: charges stopped there (free to the 16th: none).
    expect(await rec(F)).toMatchObject({ status: 'delivered', demurrage_accrued_usd: 0, demurrage_at_risk: false });

    // Charges grow with the port's calendar: two days on, B is 11 days over.
    sys.clock.advance(2 * 86_400_000);
    try {
      const later = await report(key);
      expect(later.items[0]).toMatchObject({
        container_id: B,
        days_overdue: 11,
        projected_usd: 2000,
        free_days_left: -11,
      });
    } finally {
      sys.clock.advance(-2 * 86_400_000);
    }
  });

  it('with no terms and no tariff the list is empty but says so', async () => {
    const { key } = await book([{ box: C }]);
    const rep = await report(key);
    expect(rep).toMatchObject({
      items: [],
      candidates_considered: 1,
      assessed_containers: 0,
      unassessable_containers: 1,
      total_at_risk_usd: 0,
      containers_at_risk: 0,
    });
    expect(rep.coverage_note).toMatch(/not a clean result/);
    // Filing terms for the port makes it assessable.
    await http(sys.urls.ocean, '/v1/demurrage-terms', {
      key,
      method: 'POST',
      body: { port: 'BRSSZ', free_days: 7, tiers: [{ from_day: 1, daily_rate_usd: 80 }] },
    });
    const after = await report(key);
    expect(after).toMatchObject({ unassessable_containers: 0, coverage_note: null, assessed_containers: 1 });
    expect(after.items[0]).toMatchObject({
      container_id: C,
      last_free_day: '2026-11-21',
      free_days_left: 0,
      days_overdue: 0,
      projected_usd: 0,
      terms_source: 'your_contract_terms',
    });
  });

  it('an empty book is a clean zero', async () => {
    const org = await sys.org();
    const rep = await report(await org.key('tmcp'));
    expect(rep).toEqual({
      total_at_risk_usd: 0,
      containers_at_risk: 0,
      unassessable_containers: 0,
      coverage_note: null,
      assessed_containers: 0,
      uncosted_containers: 0,
      candidates_considered: 0,
      truncated: false,
      items: [],
    });
  });
});

describe('demurrage terms', () => {
  it('the most specific scope wins; filing the same scope again replaces it', async () => {
    const { key } = await book([{ box: A }, { box: D, carrier: 'ZIMU' }]);
    const post = (body: unknown) => http(sys.urls.ocean, '/v1/demurrage-terms', { key, method: 'POST', body });
    expect(
      (await post({ carrier_code: 'MAEU', port: 'USLAX', free_days: 7, tiers: [{ from_day: 1, daily_rate_usd: 50 }] }))
        .status,
    ).toBe(201);
    // A lane-wide term is less specific: it takes ZIM's box (no rate: own terms, uncosted) but not Maersk's.
    const lane = await post({ lane: 'us_import', free_days: 1 });
    expect(lane.status).toBe(201);
    expect(lane.body.data).toMatchObject({ lane: 'us_import', tiers: null, boxes_covered: 1 });
    let rep = await report(key);
    const byBox = Object.fromEntries(rep.items.map((i: any) => [i.container_id, i]));
    expect(byBox[A]).toMatchObject({
      terms_source: 'your_contract_terms',
      free_days: 7,
      last_free_day: '2026-11-25',
      free_days_left: 4,
      daily_rate_usd: 50,
    });
    expect(byBox[D]).toMatchObject({
      terms_source: 'your_contract_terms',
      free_days: 1,
      last_free_day: '2026-11-10',
      days_overdue: 11,
      costed: false,
      projected_usd: null,
    });
    expect(rep.uncosted_containers).toBe(1);
    // Same scope again: replaced (200), and the box follows the new numbers.
    const again = await post({
      carrier_code: 'MAEU',
      port: 'USLAX',
      free_days: 2,
      tiers: [
        { from_day: 1, daily_rate_usd: 60 },
        { from_day: 4, daily_rate_usd: 90 },
      ],
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ replaced: true, free_days: 2, boxes_covered: 1 });
    rep = await report(key);
    expect(rep.items.find((i: any) => i.container_id === A)).toMatchObject({
      last_free_day: '2026-11-20',
      days_overdue: 1,
      projected_usd: 60,
      daily_rate_usd: 60,
    });
    const list = await http(sys.urls.ocean, '/v1/demurrage-terms', { key });
    expect(list.body.data.items.map((t: any) => [t.carrier_code, t.port, t.lane, t.free_days])).toEqual([
      ['MAEU', 'USLAX', null, 2],
      [null, null, 'us_import', 1],
    ]);
  });

  it('validates the body', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const cases: [unknown, RegExp][] = [
      [{}, /free_days is required/],
      [{ free_days: 2.5 }, /free_days must be an integer/],
      [{ free_days: -1 }, /free_days must be an integer/],
      [{ free_days: 3, port: 'XXXXX' }, /not a known UN\/LOCODE/],
      [{ free_days: 3, carrier_code: 'NOPE' }, /not a known SCAC/],
      [{ free_days: 3, lane: 'mars_import' }, /lane must be/],
      [{ free_days: 3, tiers: [{ from_day: 2, daily_rate_usd: 10 }] }, /first tier must start on from_day 1/],
      [
        {
          free_days: 3,
          tiers: [
            { from_day: 1, daily_rate_usd: 10 },
            { from_day: 1, daily_rate_usd: 20 },
          ],
        },
        /strictly increasing/,
      ],
      [{ free_days: 3, tiers: [1, 2, 3, 4, 5].map((d) => ({ from_day: d, daily_rate_usd: 10 })) }, /1 to 4 tiers/],
      [{ free_days: 3, tiers: [{ from_day: 1, daily_rate_usd: -5 }] }, /daily_rate_usd must be a number from 0/],
      [{ free_days: 3, tiers: [{ from_day: 1, rate: 5 }] }, /unknown tier field/],
      [{ free_days: 3, days: 4 }, /unknown body field/],
    ];
    for (const [body, message] of cases) {
      const r = await http(sys.urls.ocean, '/v1/demurrage-terms', { key, method: 'POST', body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('VALIDATION_ERROR');
      expect(r.body.error.message, JSON.stringify(body)).toMatch(message);
    }
  });
});
