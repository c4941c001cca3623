// The DCSA Track & Trace 2.2 client against a scripted fetch (no sockets): each finding of
// issue 40 on the client, reproduced, with what the client does now. The same findings are in
// the corpus (test/fixtures/dcsa-tnt) over real HTTP.
import { describe, it, expect } from 'vitest';
import { DcsaCarrierConnector, type DcsaEvent } from '../../subgraphs/ocean/connectors/dcsa.js';
import { nextTarget } from '../../subgraphs/ocean/connectors/dcsa-paging.js';
import { checkUnlocode, readDateTime, shippedPorts } from '../../subgraphs/ocean/connectors/dcsa-values.js';
import { ConnectorError, type Reference } from '../../subgraphs/ocean/connectors/types.js';
import { connectorMessages } from '../../platform/metrics.js';

const BASE = 'https://api.carrier.example/tnt/v2';
const ref: Reference = { identifier: 'ABC123123123', identifierType: 'bill_of_lading', carrierScac: 'MAEU' };

const transport = (over: Partial<DcsaEvent> = {}, call: Record<string, unknown> = {}): DcsaEvent => ({
  eventID: 'e1',
  eventCreatedDateTime: '2021-01-09T14:12:56+01:00',
  eventType: 'TRANSPORT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2019-11-12T07:41:00+08:30',
  transportEventTypeCode: 'ARRI',
  transportCall: {
    transportCallID: '123e4567-e89b-12d3-a456-426614174000',
    exportVoyageNumber: '2103S',
    importVoyageNumber: '2103N',
    transportCallSequenceNumber: 2,
    UNLocationCode: 'FRPAR',
    modeOfTransport: 'VESSEL',
    vessel: { vesselIMONumber: '9321483', vesselName: 'King of the Seas' },
    ...call,
  },
  ...over,
});

type Answer = { status?: number; body?: unknown; next?: string } | 'timeout';
interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A fetch that answers by URL (first matching key, a list served in turn) and records every call. */
function scripted(pages: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const served = new Map<string, number>();
  const impl = (async (input: URL | string, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const key = Object.keys(pages)
      .filter((k) => url.startsWith(k))
      .sort((a, b) => b.length - a.length)[0];
    const list = key ? ([] as Answer[]).concat(pages[key]!) : [{ status: 404, body: {} }];
    const n = served.get(key ?? '') ?? 0;
    served.set(key ?? '', n + 1);
    const a = list[Math.min(n, list.length - 1)]!;
    if (a === 'timeout') throw Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    return new Response(JSON.stringify(a.body ?? []), {
      status: a.status ?? 200,
      headers: a.next ? { 'Next-Page': a.next } : {},
    });
  }) as typeof fetch;
  return { impl, calls };
}

const FIRST = `${BASE}/events?transportDocumentReference=ABC123123123&limit=100`;
const warnings: unknown[] = [];
const client = (impl: typeof fetch, over = {}) =>
  new DcsaCarrierConnector(
    { scac: 'MAEU', baseUrl: BASE, apiKey: 'secret-key', bearerToken: 'secret-token', timeoutMs: 1000, ...over },
    impl,
    { log: { warn: (o) => void warnings.push(o) } },
  );

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const v of (await connectorMessages.get()).values)
    if (v.labels.connector === 'dcsa-tnt') out[String(v.labels.result)] = v.value;
  return out;
}

describe('Next-Page', () => {
  it('never sends our credentials to another origin: the link is refused, page 1 kept, warned and logged', async () => {
    const { impl, calls } = scripted({
      [FIRST]: { body: [transport()], next: 'https://collector.evil.example/v2/events?cursor=abc' },
      'https://collector.evil.example': { body: [transport({ eventID: 'e2', transportEventTypeCode: 'DEPA' })] },
    });
    warnings.length = 0;
    const snap = await client(impl).poll(ref);
    expect(calls.map((c) => new URL(c.url).origin)).toEqual(['https://api.carrier.example']);
    expect(calls.every((c) => c.headers['API-Key'] === 'secret-key')).toBe(true);
    expect(snap.found).toBe(true);
    expect(snap.events).toHaveLength(1);
    expect(snap.warnings).toEqual([
      expect.stringMatching(/collector\.evil\.example.*not followed; no credentials sent/),
    ]);
    expect(warnings).toHaveLength(1);
  });

  it('refuses a link on our origin outside the base path, an http downgrade, and a protocol-relative host', () => {
    const config = { scac: 'MAEU', baseUrl: BASE, timeoutMs: 1 };
    const first = new URL(FIRST);
    const go = (v: string) => nextTarget(config, first, first, v);
    expect(go(`${BASE}/events?cursor=x`)).toEqual({ url: new URL(`${BASE}/events?cursor=x`) });
    expect(go('/tnt/v2/events?cursor=x')).toEqual({ url: new URL(`${BASE}/events?cursor=x`) });
    expect(go('?cursor=x')).toEqual({ url: new URL(`${BASE}/events?cursor=x`) });
    expect(go('https://api.carrier.example/admin/export?cursor=x')).toHaveProperty('refused');
    expect(go('https://api.carrier.example/tnt/v2-internal/events?x')).toHaveProperty('refused');
    expect(go('http://api.carrier.example/tnt/v2/events?cursor=x')).toHaveProperty('refused');
    expect(go('//evil.example/tnt/v2/events?cursor=x')).toHaveProperty('refused');
    expect(go('/tnt/v2/../admin/export?cursor=x')).toHaveProperty('refused');
    expect(go('/tnt/v2/%2e%2e/admin/export?cursor=x')).toHaveProperty('refused');
    expect(go('https://api.carrier.example:8443/tnt/v2/events?cursor=x')).toHaveProperty('refused');
  });

  it("tells a cursor from a link as the spec's values allow: a token starting with '/' is a cursor", async () => {
    const config = { scac: 'MAEU', baseUrl: BASE, timeoutMs: 1 };
    const first = new URL(FIRST);
    // 1 in 64 base64 tokens starts with '/', base64 may also hold '+' and '='.
    for (const token of ['/E9mZnNldHw9NSZsaW1pdD01', 'fE9mZnNldHw9NTkmbGltaXQ9NQ==', 'a+b/c', 'in ut cillum']) {
      const t = nextTarget(config, first, first, token);
      expect('url' in t && t.url.searchParams.get('cursor')).toBe(token);
      expect('url' in t && t.url.pathname).toBe('/tnt/v2/events');
      expect('url' in t && t.url.searchParams.get('transportDocumentReference')).toBe('ABC123123123');
    }
    const { impl, calls } = scripted({
      [FIRST]: { body: [transport()], next: '/E9mZnNldHw9NSZsaW1pdD01' },
      [`${FIRST}&cursor=%2FE9mZnNldHw9NSZsaW1pdD01`]: { body: [transport({ transportEventTypeCode: 'DEPA' })] },
    });
    const snap = await client(impl).poll(ref);
    expect(calls).toHaveLength(2);
    expect(snap.events.map((e) => e.code).sort()).toEqual(['ARRI', 'DEPA']);
    expect(snap.warnings).toBeUndefined();
  });
});

describe('a later page that fails', () => {
  const two = (second: Answer | Answer[]) =>
    scripted({
      [FIRST]: { body: [transport()], next: 'p2' },
      [`${FIRST}&cursor=p2`]: second,
    });

  for (const [what, answer] of [
    ['404', { status: 404, body: { errors: [{ reason: 'notFound' }] } }],
    ['503', { status: 503, body: {} }],
    ['a time-out', 'timeout'],
    ['a body that is not an event array', { body: { events: [] } }],
  ] as const) {
    it(`keeps the pages read on ${what}, after asking the page 3 times`, async () => {
      const { impl, calls } = two(answer);
      const snap = await client(impl).poll(ref);
      expect(calls).toHaveLength(4);
      expect(snap.found).toBe(true);
      expect(snap.events).toHaveLength(1);
      expect(snap.warnings).toEqual([
        expect.stringMatching(/^page 2 failed: .*\(3 attempts\); the 1 page\(s\) read are kept$/),
      ]);
    });
  }

  it('reads the page when it recovers within the attempts', async () => {
    const { impl, calls } = two([
      { status: 502 },
      'timeout',
      { body: [transport({ transportEventTypeCode: 'DEPA' })] },
    ]);
    const snap = await client(impl).poll(ref);
    expect(calls).toHaveLength(4);
    expect(snap.events).toHaveLength(2);
    expect(snap.warnings).toBeUndefined();
  });

  it('does not retry refused credentials on a later page, and still keeps page 1', async () => {
    const { impl, calls } = two({ status: 401, body: {} });
    const snap = await client(impl).poll(ref);
    expect(calls).toHaveLength(2);
    expect(snap.warnings).toEqual([expect.stringMatching(/HTTP 401.*not retried/)]);
  });

  it('the first page failing is still the answer failing (ConnectorError), 404 still not found', async () => {
    await expect(client(scripted({ [FIRST]: { status: 503 } }).impl).poll(ref)).rejects.toBeInstanceOf(ConnectorError);
    const snap = await client(scripted({ [FIRST]: { status: 404 } }).impl).poll(ref);
    expect(snap.found).toBe(false);
  });

  it('stops a server that loops or pages for ever, keeping what it read', async () => {
    const loop = scripted({ [FIRST]: { body: [transport()], next: 'same' } });
    const snap = await client(loop.impl).poll(ref);
    expect(loop.calls).toHaveLength(2);
    expect(snap.warnings).toEqual([expect.stringMatching(/names a page already read/)]);
    let n = 0;
    const endless = (async () =>
      new Response(JSON.stringify([transport()]), { headers: { 'Next-Page': `c${n++}` } })) as typeof fetch;
    const capped = await client(endless, { maxPages: 5 }).poll(ref);
    expect(n).toBe(5);
    expect(capped.warnings).toEqual(['more than 5 pages of events; the first 5 are kept']);
  });
});

describe('events', () => {
  const poll = (events: unknown[]) => client(scripted({ [FIRST]: { body: events } }).impl).poll(ref);

  it('one milestone whether a publication names the call by sequence number or by voyage', async () => {
    const pln = transport({ eventClassifierCode: 'PLN', eventCreatedDateTime: '2019-10-01T10:00:00Z' });
    const est = transport(
      {
        eventClassifierCode: 'EST',
        eventCreatedDateTime: '2019-11-01T10:00:00Z',
        eventDateTime: '2019-11-12T08:00:00+08:30',
      },
      { transportCallSequenceNumber: undefined },
    );
    const act = transport(
      { eventCreatedDateTime: '2019-11-12T10:00:00Z' },
      { exportVoyageNumber: undefined, importVoyageNumber: undefined },
    );
    const nextVoyage = transport(
      { eventClassifierCode: 'PLN', eventDateTime: '2019-12-12T07:41:00+08:30' },
      { exportVoyageNumber: '2104S', importVoyageNumber: '2104N', transportCallSequenceNumber: 7 },
    );
    for (const order of [
      [pln, est, act, nextVoyage],
      [act, nextVoyage, est, pln],
    ]) {
      const snap = await poll(order);
      expect(snap.events.map((e) => [e.classifier, e.voyage])).toEqual([
        ['ACT', '2103N'],
        ['PLN', '2104N'],
      ]);
    }
    const ids = (await poll([pln])).events[0]!.eventId;
    expect((await poll([pln, est, act])).events[0]!.eventId).toBe(ids); // the id stays as PLN becomes ACT
  });

  it('normalises UN/LOCODEs, never lets an empty or malformed one mask the call’s, flags an unknown one', async () => {
    const equipment = (loc: unknown, call: unknown): DcsaEvent => ({
      eventCreatedDateTime: '2019-11-12T07:41:00+08:30',
      eventType: 'EQUIPMENT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2019-11-12T07:41:00+08:30',
      equipmentEventTypeCode: 'LOAD',
      equipmentReference: 'APZU4812090',
      emptyIndicatorCode: 'LADEN',
      eventLocation: { UNLocationCode: loc as string },
      transportCall: { UNLocationCode: call as string, transportCallID: 'x', modeOfTransport: 'VESSEL' },
    });
    const snap = await poll([equipment('', ' nlrtm ')]);
    expect(snap.events[0]!.unlocode).toBe('NLRTM');
    expect(snap.warnings).toBeUndefined();
    expect((await poll([equipment('sed u', 'FRPAR')])).events[0]!.unlocode).toBe('FRPAR');
    const junk = await poll([equipment('sed u', null)]);
    expect(junk.events[0]!.unlocode).toBeNull();
    expect(junk.warnings).toEqual(['event #1: "sed u" is not a UN/LOCODE (ignored)']);
    const unknown = await poll([equipment('NLZZZ', null)]);
    expect(unknown.events[0]!.unlocode).toBe('NLZZZ');
    expect(unknown.warnings).toEqual(['UN/LOCODE NLZZZ is not in the reference ports (kept)']);
    expect(checkUnlocode('NL RTM', shippedPorts)).toEqual({ code: 'NLRTM', known: true });
    for (const bad of ['NLRT', 'NLRTM1', 'N1RTM', 'NLRT1', 'NL-RT', 42])
      expect(checkUnlocode(bad, shippedPorts).code).toBeNull();
  });

  it('reads a time without an offset in the port’s zone, refuses it without one, refuses impossible dates, drops that event alone', async () => {
    expect(readDateTime('2021-01-09T14:12:56', 'Europe/Paris')).toEqual({ utc: '2021-01-09T13:12:56Z' });
    expect(readDateTime('2021-07-09T14:12:56', 'Europe/Paris')).toEqual({ utc: '2021-07-09T12:12:56Z' });
    expect(readDateTime('2021-07-09 14:12:56.5+02:00', null)).toEqual({ utc: '2021-07-09T12:12:56.500Z' });
    expect(readDateTime('2021-01-09T14:12:56', null)).toHaveProperty('error');
    expect(readDateTime('2021-01-09T14:12:56', 'Not/AZone')).toHaveProperty('error');
    for (const bad of [
      '2019-02-30T10:00:00Z',
      '2019-02-29T10:00:00Z',
      '2019-11-12T24:00:00+08:30',
      '2019-11-12T23:60:00Z',
      '2019-11-12T23:00:61Z',
      '2019-13-01T00:00:00Z',
      '2019-11-12T10:00:00+19:00',
      '2019/11/12 07:41:00 +08:30',
      '2019-11-12',
    ])
      expect(readDateTime(bad, 'UTC'), bad).toHaveProperty('error');
    expect(readDateTime('2020-02-29T10:00:00Z', null)).toEqual({ utc: '2020-02-29T10:00:00Z' });
    const snap = await poll([
      transport({ eventID: 'bad', eventDateTime: '2019-02-30T07:41:00+08:30' }),
      transport({ eventID: 'local', transportEventTypeCode: 'DEPA', eventDateTime: '2021-01-09T14:12:56' }),
    ]);
    expect(snap.events.map((e) => [e.code, e.eventDateTime])).toEqual([['DEPA', '2021-01-09T13:12:56Z']]);
    expect(snap.warnings).toEqual([
      expect.stringMatching(/^event bad: eventDateTime .* not a date and time that exist/),
    ]);
  });

  it('keeps the document, its references, the delay reason and the facility code on the event', async () => {
    const snap = await client(
      scripted({
        [`${BASE}/events?carrierBookingReference=ABC123123123`]: {
          body: [
            {
              eventCreatedDateTime: '2021-01-09T14:12:56Z',
              eventDateTime: '2021-01-09T14:12:56Z',
              eventType: 'SHIPMENT',
              eventClassifierCode: 'ACT',
              shipmentEventTypeCode: 'CONF',
              documentTypeCode: 'BKG',
              documentID: 'ABC123123123',
            },
            transport(
              {
                delayReasonCode: 'WEA',
                documentReferences: [
                  { documentReferenceType: 'BKG (Booking)', documentReferenceValue: 'ABC123123123' },
                  { documentReferenceType: 'TRD', documentReferenceValue: 'MAEU123' },
                ],
              },
              { facilityCode: 'ADT', facilityCodeListProvider: 'SMDG' },
            ),
          ],
        },
      }).impl,
    ).poll({ ...ref, identifierType: 'booking' });
    const [conf, arri] = [snap.events.find((e) => e.code === 'CONF')!, snap.events.find((e) => e.code === 'ARRI')!];
    expect(conf).toMatchObject({ documentTypeCode: 'BKG', documentId: 'ABC123123123' });
    expect(snap.booking).toBe('ABC123123123');
    expect(snap.billOfLading).toBe('MAEU123');
    expect(arri).toMatchObject({
      delayReasonCode: 'WEA',
      facilityCode: 'ADT',
      facilityCodeListProvider: 'SMDG',
      documentReferences: [
        { type: 'BKG', value: 'ABC123123123' },
        { type: 'TRD', value: 'MAEU123' },
      ],
    });
  });
});

describe('connector_messages_total{connector="dcsa-tnt"}', () => {
  it('counts each answer once: ok, partial or rejected', async () => {
    const before = await counts();
    const delta = async () => {
      const now = await counts();
      return Object.fromEntries(
        Object.keys(now)
          .map((k) => [k, now[k]! - (before[k] ?? 0)])
          .filter(([, v]) => v),
      );
    };
    await client(scripted({ [FIRST]: { body: [transport()] } }).impl).poll(ref);
    expect(await delta()).toEqual({ ok: 1 });
    await client(scripted({ [FIRST]: { body: [transport(), { eventType: 'OTHER' }] } }).impl).poll(ref);
    expect(await delta()).toEqual({ ok: 1, partial: 1 });
    const rejected = client(scripted({ [FIRST]: { body: [{ someEvents: [] }] } }).impl).poll(ref);
    await expect(rejected).rejects.toThrow(/no event of the answer could be read/);
    await expect(client(scripted({ [FIRST]: { body: 'nope' } }).impl).poll(ref)).rejects.toBeInstanceOf(ConnectorError);
    expect(await delta()).toEqual({ ok: 1, partial: 1, rejected: 2 });
  });
});
