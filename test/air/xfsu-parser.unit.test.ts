// The Cargo-XML XFSU parser (subgraphs/air/connectors/xfsu-parser.ts) and the format dispatch
// (message-formats.ts): XFSU documents become the same FsuMessage model as Cargo-IMP text.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseXfsuDocuments } from '../../subgraphs/air/connectors/xfsu-parser.js';
import { formatOf, parseAnswer, readMessage } from '../../subgraphs/air/connectors/message-formats.js';
import { normalise } from '../../subgraphs/air/decide/normalise.js';
import { connectorMessages } from '../../platform/metrics.js';

const sample = (f: string) => readFileSync(new URL(`../fixtures/cargo-xml/samples/${f}`, import.meta.url), 'utf8');

async function counted(connector: string, result: string): Promise<number> {
  const m = await connectorMessages.get();
  return m.values.find((v) => v.labels.connector === connector && v.labels.result === result)?.value ?? 0;
}

describe('XFSU parser', () => {
  it('reads a departure as the Cargo-IMP line it stands for', () => {
    const [r] = parseXfsuDocuments(sample('xfsu-cimp-6.06-dep.xml'));
    expect(r).toMatchObject({ ok: true, warnings: [] });
    if (!r?.ok) return;
    expect(r.message).toMatchObject({ awb: '08522210005', origin: 'BSL', destination: 'BKK' });
    expect(r.message.statuses[0]).toMatchObject({
      code: 'DEP',
      flight: 'SR172',
      day: 24,
      month: 3,
      minutes: 19 * 60 + 30,
      airports: ['BSL', 'KHI'],
      raw: 'DEP/SR172/24MAR1930/BSLKHI/T20/AD1930/EA0530-N',
    });
  });

  it('keeps the exact instant of a time written with its offset, and the year written (issue 40)', () => {
    const text = sample('xfsu-cimp-6.06-dep.xml')
      .replace('2026-03-25T05:30:00<', '2023-04-02T05:30:00+07:00<')
      .replace(/2026-03-24T19:30:00</g, '2023-04-01T19:30:00Z<');
    const [r] = parseXfsuDocuments(text);
    if (!r?.ok) throw new Error('rejected');
    const dep = r.message.statuses[0]!;
    expect(dep).toMatchObject({ day: 1, month: 4, year: 2023, minutes: 19 * 60 + 30 });
    expect(dep.at?.toISOString()).toBe('2023-04-01T19:30:00.000Z');
    expect(dep.times.map((t) => [t.kind, t.side, t.at?.toISOString()])).toEqual([
      ['A', 'D', '2023-04-01T19:30:00.000Z'],
      ['E', 'A', '2023-04-01T22:30:00.000Z'],
    ]);
    // Basel is UTC+2 and Karachi UTC+5 in April: the instants are the ones written, not the wall
    // clocks read in the stations' zones; the year is 2023, not the one nearest November 2026.
    const airports = new Map([
      ['BSL', { iata: 'BSL', name: 'Basel', timezone: 'Europe/Zurich', lat: 47.6, lng: 7.5 }],
      ['KHI', { iata: 'KHI', name: 'Karachi', timezone: 'Asia/Karachi', lat: 24.9, lng: 67.2 }],
    ]);
    const n = normalise(parseAnswer('08522210005', [text]), airports, new Date('2026-11-21T12:00:00Z'));
    expect(n.events.map((e) => e.actual?.toISOString())).toEqual(['2023-04-01T19:30:00.000Z']);
    expect(n.legs[0]).toMatchObject({ flight_date: '01APR' });
    expect(n.legs[0]!.arrival.estimated?.toISOString()).toBe('2023-04-01T22:30:00.000Z');
    // Without an offset: the wall clock in the station's zone, in the year written.
    const local = normalise(
      parseAnswer('08522210005', [sample('xfsu-cimp-6.06-dep.xml')]),
      airports,
      new Date('2026-11-21T12:00:00Z'),
    );
    expect(local.events.map((e) => e.actual?.toISOString())).toEqual(['2026-03-24T18:30:00.000Z']);
  });

  it('tells formats apart by content', () => {
    expect(formatOf('  <?xml version="1.0"?><a/>')).toBe('cargo-xml');
    expect(formatOf('\uFEFF{"@type":"OneRecordBundle"}')).toBe('one-record');
    expect(formatOf('FSU/14\n176-12345675LHRJFK/T1')).toBe('cargo-imp');
  });

  it('reads every document of a body, labels them in the answer and counts each in the metric', async () => {
    const okBefore = await counted('cargo-xml', 'ok');
    const text = sample('xfsu-two-documents.xml');
    expect(readMessage(text).results).toHaveLength(2);
    expect(await counted('cargo-xml', 'ok')).toBe(okBefore + 2);
    const parsed = parseAnswer('17612345675', [text + sample('xfsu-cimp-6.13-dlv.xml')]);
    expect(parsed.messages.map((m) => m.statuses.map((s) => s.code))).toEqual([['RCS'], ['MAN']]);
    expect(parsed.warnings).toEqual([expect.stringMatching(/^message 1\.3 rejected: it is about 05712345675/)]);
    expect(parsed.stations.sort()).toEqual(['DXB', 'LHR']);
  });

  it('drops an unreadable status with a warning and keeps the rest (metric: partial)', async () => {
    const before = await counted('cargo-xml', 'partial');
    const [r] = readMessage(sample('xfsu-bad-status-kept.xml')).results;
    expect(await counted('cargo-xml', 'partial')).toBe(before + 1);
    expect(r).toMatchObject({
      ok: true,
      warnings: [
        expect.stringMatching(/status 1 \(DEP\): impossible event time "2026-02-30T07:50:00"/),
        expect.stringMatching(/status 3: ReasonCode "Q1" is not a 3-letter status code/),
      ],
    });
    const n = normalise(
      parseAnswer('17612345675', [sample('xfsu-bad-status-kept.xml')]),
      new Map(),
      new Date('2026-03-15T00:00:00Z'),
    );
    expect(n.status).toBe('arrived');
    expect(n.warnings).toHaveLength(2);
  });

  it('rejects what is not an XFSU status message, with the reason, and counts it rejected', async () => {
    const before = await counted('cargo-xml', 'rejected');
    const reasons = ['iata-xfsu-6.00-template.xml', 'xfsu-not-well-formed.xml', 'xfsu-waybill-not-status.xml'].map(
      (f) => readMessage(sample(f)).results.map((r) => (r.ok ? 'read' : r.error))[0],
    );
    expect(reasons).toEqual([
      expect.stringMatching(/waybill number "XXXXXXXXXX" is not ppp-ssssssss/),
      expect.stringMatching(/^not well-formed XML: line 23/),
      'root element <Waybill> is not an XFSU StatusMessage',
    ]);
    expect(await counted('cargo-xml', 'rejected')).toBe(before + 3);
    expect(parseXfsuDocuments('   ')).toEqual([{ ok: false, error: 'empty XML message' }]);
  });

  it('never throws: every cut and every byte changed of a sample is read or rejected', () => {
    const text = sample('xfsu-cimp-6.18-dep-part.xml');
    for (let i = 0; i < text.length; i += 7) {
      expect(() => parseXfsuDocuments(text.slice(0, i))).not.toThrow();
      const changed = text.slice(0, i) + String.fromCharCode((text.charCodeAt(i) + 13) % 128) + text.slice(i + 1);
      const out = parseXfsuDocuments(changed);
      expect(out.length).toBeGreaterThan(0);
    }
  });
});
