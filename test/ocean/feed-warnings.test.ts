// Bad input from a DCSA carrier is visible on the record (issue 40: "a warning in the record's
// provenance"). A carrier's answer with one event on an impossible date (2019-02-30) and good
// events: the poll keeps the good events, and the lookup record over REST says in
// field_provenance.carrier_answer what was dropped. A later clean answer clears it (the warnings
// are replaced by every applied answer, not accumulated). The carrier is a local server serving
// the pages as scripted (test/support/dcsa-test-server.ts), read by the project's DCSA client.
// On main (43c3e26) the warnings stayed inside ocean.carrier_snapshots: no carrier_answer entry.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { pollDue } from '../../subgraphs/ocean/index.js';
import { overrideFeeds } from '../../subgraphs/ocean/connectors/feeds.js';
import { DcsaCarrierConnector } from '../../subgraphs/ocean/connectors/dcsa.js';
import { startScriptedDcsaServer, type ScriptedDcsaServer } from '../support/dcsa-test-server.js';
import { boxNumber, VESSEL_A } from '../support/ocean-fixtures.js';

const BL = 'MAEU260491007';
const BOX = boxNumber('MSKU', 491007);
const BAD_EVENT = '9b0c6a57-5f2e-4d3c-9a55-1f1f2b0e0001';

const trd = [{ documentReferenceType: 'TRD', documentReferenceValue: BL }];
const gateIn = {
  eventID: '9b0c6a57-5f2e-4d3c-9a55-1f1f2b0e0002',
  eventCreatedDateTime: '2026-11-19T10:00:00Z',
  eventType: 'EQUIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2026-11-19T10:00:00Z',
  equipmentEventTypeCode: 'GTIN',
  equipmentReference: BOX,
  emptyIndicatorCode: 'LADEN',
  eventLocation: { UNLocationCode: 'CNSHA' },
  documentReferences: trd,
};
const loaded = {
  ...gateIn,
  eventID: '9b0c6a57-5f2e-4d3c-9a55-1f1f2b0e0003',
  eventCreatedDateTime: '2026-11-20T22:00:00Z',
  eventDateTime: '2026-11-20T22:00:00Z',
  equipmentEventTypeCode: 'LOAD',
  transportCall: {
    transportCallID: '123e4567-e89b-12d3-a456-426614174007',
    exportVoyageNumber: '2103S',
    UNLocationCode: 'CNSHA',
    modeOfTransport: 'VESSEL',
    vessel: { vesselIMONumber: VESSEL_A.imo, vesselName: VESSEL_A.name },
  },
};
const departed = {
  eventID: '9b0c6a57-5f2e-4d3c-9a55-1f1f2b0e0004',
  eventCreatedDateTime: '2026-11-21T09:00:00Z',
  eventType: 'TRANSPORT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2026-11-21T09:00:00Z',
  transportEventTypeCode: 'DEPA',
  documentReferences: trd,
  transportCall: loaded.transportCall,
};
/** The carrier's bad event: 30 February (main rolled it over to 2 March). */
const impossible = {
  ...gateIn,
  eventID: BAD_EVENT,
  equipmentEventTypeCode: 'DISC',
  eventDateTime: '2019-02-30T08:00:00Z',
};

let key: string;
let carrier: ScriptedDcsaServer;

const sys = useSystem();
beforeAll(async () => {
  key = await (await sys.org()).key('tmcp');
  carrier = await startScriptedDcsaServer();
  const client = new DcsaCarrierConnector({ scac: 'MAEU', baseUrl: carrier.baseUrl, timeoutMs: 5000 });
  overrideFeeds(sys.services, { connectorFor: () => client });
});
afterAll(async () => {
  overrideFeeds(sys?.services, null);
  await carrier?.close();
});

const lookup = async () => {
  const r = await http(sys.urls.ocean, `/v1/containers/lookup/${BL}`, { key });
  expect(r.status).toBe(200);
  return r.body.data;
};
/** Every timeline event of the lookup record: the record's own and its boxes'. */
const eventIds = (rec: any): string[] =>
  [...rec.events, ...rec.child_containers.flatMap((c: any) => c.events)].map((e: any) => e.id);
const eventTypes = (rec: any): string[] => [...new Set<string>(rec.events.map((e: any) => e.type))].sort();

/** Polls the record once more, when it is next due. */
async function pollAgain(id: string) {
  const r = await sys.services.db.query<{ next_poll_at: Date }>(
    'SELECT next_poll_at FROM ocean.containers WHERE id = $1',
    [id],
  );
  sys.clock.set(r.rows[0]!.next_poll_at);
  await pollDue(sys.services, sys.clock.now());
}

describe("a DCSA carrier's answer read in part is visible on the record", () => {
  it('keeps the good events, names the dropped one in field_provenance.carrier_answer, and clears it after a clean answer', async () => {
    carrier.setScript({ first: { body: [gateIn, impossible, loaded, departed] } });
    const added = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: BL } });
    expect(added.status).toBe(201);
    const id = added.body.data.id as string;
    await pollDue(sys.services, sys.clock.now());
    expect(carrier.requests.length).toBeGreaterThan(0);

    const partial = await lookup();
    // The good part of the answer: the gate-in, the load and the departure, on the record.
    expect(eventTypes(partial)).toEqual(['DEPA', 'GTIN', 'LOAD']);
    expect(partial.status).not.toBe('pending');
    // Nothing of the bad event (no DISC of 2 March 2019).
    expect(JSON.stringify(partial.events)).not.toMatch(/2019-0[23]/);
    expect(partial.field_provenance.carrier_answer).toEqual({
      state: 'partial',
      action: 'none',
      source: 'direct_carrier',
      confidence: 'medium',
      evidence: expect.stringMatching(/^The carrier's last answer was read in part: /),
      warnings: [expect.stringMatching(new RegExp(`${BAD_EVENT}.*eventDateTime.*dropped`))],
    });
    // The other entries are as they were.
    expect(partial.field_provenance.status).toMatchObject({ state: 'resolved', action: 'none' });
    const entries = Object.keys(partial.field_provenance);

    // The carrier corrects its answer: the warning goes, the events stay.
    carrier.setScript({ first: { body: [gateIn, loaded, departed] } });
    await pollAgain(id);
    expect(carrier.requests.length).toBeGreaterThan(0);
    const clean = await lookup();
    expect(clean.field_provenance.carrier_answer).toBeUndefined();
    expect(Object.keys(clean.field_provenance)).toEqual(entries.filter((k) => k !== 'carrier_answer'));
    expect(eventIds(clean).sort()).toEqual(eventIds(partial).sort());
    const stored = await sys.services.db.query('SELECT carrier_answer_warnings FROM ocean.containers WHERE id = $1', [
      id,
    ]);
    expect(stored.rows).toEqual([{ carrier_answer_warnings: [] }]);
  });

  it('keeps each warning once and at most 20 of them, replaced by the next answer', async () => {
    const bl = 'MAEU260491008';
    const bad = Array.from({ length: 30 }, (_, i) => ({
      ...impossible,
      eventID: `9b0c6a57-5f2e-4d3c-9a55-1f1f2b0e1${String(i).padStart(3, '0')}`,
    }));
    const good = [gateIn, loaded, departed].map((e) => ({
      ...e,
      documentReferences: [{ ...trd[0]!, documentReferenceValue: bl }],
    }));
    carrier.setScript({ first: { body: [...good, ...bad] } });
    const added = await http(sys.urls.ocean, '/v1/containers', { key, method: 'POST', body: { identifier: bl } });
    expect(added.status).toBe(201);
    await pollDue(sys.services, sys.clock.now());
    const r = await http(sys.urls.ocean, `/v1/containers/lookup/${bl}`, { key });
    const warnings: string[] = r.body.data.field_provenance.carrier_answer.warnings;
    expect(warnings.length).toBeLessThanOrEqual(20);
    expect(new Set(warnings).size).toBe(warnings.length);
    expect(warnings[0]).toMatch(/1000.*dropped/);

    // One warning now (an unknown UN/LOCODE, kept): the record has that one only.
    const elsewhere = { ...departed, transportCall: { ...departed.transportCall, UNLocationCode: 'XXZZZ' } };
    carrier.setScript({
      first: { body: [good[0], good[1], { ...elsewhere, documentReferences: good[2]!.documentReferences }] },
    });
    await pollAgain(added.body.data.id);
    const again = (await http(sys.urls.ocean, `/v1/containers/lookup/${bl}`, { key })).body.data;
    expect(again.field_provenance.carrier_answer.warnings).toEqual([expect.stringMatching(/XXZZZ/)]);
  });
});
