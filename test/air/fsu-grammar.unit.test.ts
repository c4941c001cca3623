// Issue 40's Cargo-IMP findings, one test each (every one failed on 43c3e26, the parser before
// the grammar): lines the IATA Cargo-IMP Manual's own examples write that were dropped or read
// wrong, the Type-B envelope, OCI/ULD lines, a consignment line without origin and destination.
// The messages are the corpus's (test/fixtures/cargo-imp/, sources in its README).
import { describe, it, expect } from 'vitest';
import { parseFsu, splitMessages, type FsuParse } from '../../subgraphs/air/connectors/fsu-parser.js';
import { normalise } from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../subgraphs/air/connectors/message-formats.js';
import { sampleText } from '../conformance/corpus.js';

const sample = (file: string) => sampleText('cargo-imp', file);
function ok(r: FsuParse) {
  if (!r.ok) throw new Error(`expected a parse, got: ${r.error}`);
  return r;
}
const REF = new Date('2026-06-15T00:00:00Z');

describe('Cargo-IMP status lines by position (Cargo-IMP Manual 34th ed., FSA 6.x)', () => {
  it('RCT and TFD: the carrier in the first field, then the date, station and quantity', () => {
    const rct = ok(parseFsu('FSA/15\n057-12345675IAHJED/T20\nRCT/TW/12NOV1900/CDG/T20'));
    const tfd = ok(parseFsu('FSA/15\n020-12345675NUETPE/T12\nTFD/CK/10JUL1800/HKG/T12'));
    expect([...rct.warnings, ...tfd.warnings]).toEqual([]);
    expect(rct.message.statuses).toMatchObject([
      { code: 'RCT', carrier: 'TW', flight: null, day: 12, month: 11, minutes: 19 * 60, airports: ['CDG'] },
    ]);
    expect(rct.message.statuses[0]!.quantity).toMatchObject({ code: 'T', pieces: 20 });
    expect(tfd.message.statuses).toMatchObject([{ code: 'TFD', carrier: 'CK', day: 10, month: 7, airports: ['HKG'] }]);
    // Both reach the status and the timeline.
    for (const [awb, text] of [
      ['05712345675', 'FSA/15\n057-12345675IAHJED/T20\nRCT/TW/12NOV1900/CDG/T20'],
      ['02012345675', 'FSA/15\n020-12345675NUETPE/T12\nTFD/CK/10JUL1800/HKG/T12'],
    ] as const) {
      const n = normalise(parseAnswer(awb, [text]), new Map(), REF);
      expect(n.status).toBe('in_transit');
      expect(n.events).toHaveLength(1);
    }
  });

  it('TRM has no date in the standard: kept, undated, in the timeline after the dated events', async () => {
    const t = await sample('cimp34-fsa-6.15-rcs-bkd-trm.txt');
    const r = ok(parseFsu(t));
    expect(r.warnings).toEqual([]);
    expect(r.message.statuses[2]).toMatchObject({ code: 'TRM', carrier: 'AA', day: null, airports: ['ORD'] });
    const n = normalise(parseAnswer('12522230003', [t]), new Map(), REF);
    expect(n.events.map((e) => [e.status_code, e.actual === null && e.estimated === null])).toEqual([
      ['RCS', false],
      ['BKD', false],
      ['TRM', true],
    ]);
    expect(n.events[2]!.description).toBe('Transfer manifested at ORD');
  });

  it('PRE with the flight and the date left empty and a two-airport station', () => {
    const r = ok(parseFsu('FSA/15\n057-12345675LAXHKG/T18\nPRE///CDGHKG/T18/S2000/S0500-N'));
    expect(r.warnings).toEqual([]);
    expect(r.message.statuses).toMatchObject([{ code: 'PRE', flight: null, day: null, airports: ['CDG', 'HKG'] }]);
    expect(r.message.statuses[0]!.times.map((t) => t.kind)).toEqual(['S', 'S']);
    const n = normalise(
      parseAnswer('05712345675', ['FSA/15\n057-12345675LAXHKG/T18\nPRE///CDGHKG/T18']),
      new Map(),
      REF,
    );
    expect(n.status).toBe('accepted');
    expect(n.events.map((e) => [e.status_code, e.station])).toEqual([['PRE', 'CDG']]);
  });

  it('DIS: the discrepancy code before the quantity, the pieces kept', () => {
    const r = ok(parseFsu('FSA/15\n057-12345675CAYLHR/T1\nDIS/AF321/12JUN0930/LHR/MSAW/T1'));
    expect(r.message.statuses).toMatchObject([
      { code: 'DIS', flight: 'AF321', discrepancy: 'MSAW', airports: ['LHR'], remarks: [] },
    ]);
    expect(r.message.statuses[0]!.quantity).toEqual({ code: 'T', pieces: 1, weightKg: null, totalPieces: null });
  });

  it('CRC: the flight reported for after the quantity; kilograms kept as sent', () => {
    const crc = ok(parseFsu('FSA/15\n057-12345675YYZLYS/T12\nCRC/18JUL1400/LYS/T12/AF171/18JUL/YYZLYS'));
    expect(crc.message.statuses[0]).toMatchObject({
      flight: 'AF171',
      movement: { day: 18, month: 7, airports: ['YYZ', 'LYS'] },
      remarks: [],
    });
    const kg = ok(parseFsu('FSU/14\n921-10667893HGHLAX/T30K30.12\nBKD/O31698/08APR/HGHLAX/T30K30.12/S2050/S0830'));
    expect(kg.message.quantity?.weightKg).toBe(30.12);
  });

  it('a malformed line is reported with its line number, the rest of the message kept', () => {
    const r = ok(
      parseFsu(
        'FSU/14\n020-12345675FRAJFK/T1K100\nRCS/16OCT1317/FRA\nDEP/LH400/16OCT/FRAJFK/T1K1/A2599\nARR/LH400/17OCT0700/JFK',
      ),
    );
    expect(r.warnings).toEqual(['line 4: impossible time "A2599"']);
    expect(r.message.statuses.map((s) => s.code)).toEqual(['RCS', 'ARR']);
  });
});

describe('message structure', () => {
  it('a consignment line without origin and destination is accepted (Cargo-IMP Ref. 2.2 is optional)', async () => {
    const r = ok(parseFsu(await sample('awbix-test-fsu-no-od.txt')));
    expect(r.message).toMatchObject({ awb: '15753806270', origin: '', destination: '' });
    expect(r.message.statuses.map((s) => s.code)).toEqual(['RCS']);
    const noRecord = ok(parseFsu(await sample('cimp34-fsa-6.20-no-record.txt')));
    expect(noRecord.warnings).toEqual([]);
    expect(noRecord.message.osi).toEqual(['NO RECORD FOUND']);
  });

  it('OCI continuation lines and ULD lines are understood: no warnings', async () => {
    const r = ok(parseFsu(await sample('cimp34-fsa-6.21-crc-oci.txt')));
    expect(r.warnings).toEqual([]);
    expect(r.message.oci).toEqual(['FR/IMP/M/07FR9876AB88901235', '//HWB/I/ABCD12345678']);
    const uld = ok(parseFsu(await sample('cimp34-fsa-6.24-dep-bulk-uld.txt')));
    expect(uld.warnings).toEqual([]);
    expect(uld.message.ulds).toEqual(['AVM98676SR']);
  });

  it('a second consignment line for the same AWB starts the next part; one for another AWB is reported', async () => {
    const r = ok(parseFsu(await sample('cimp34-fsa-6.19-two-parts.txt')));
    expect(r.warnings).toEqual([]);
    expect(r.message.statuses.map((s) => s.code)).toEqual(['RCF', 'TFD']);
    const other = ok(
      parseFsu('FSU/14\n020-12345675FRAJFK/T1\nRCS/16OCT1317/FRA\n176-12345675LHRJFK/T1\nDLV/17OCT1200/JFK'),
    );
    expect(other.warnings).toEqual([expect.stringMatching(/^line 4: consignment detail for 176-12345675/)]);
    expect(other.message.statuses.map((s) => s.code)).toEqual(['RCS']);
  });
});

describe('the Type-B envelope, the same on every path', () => {
  it('parseFsu strips it (and the SOH/STX/ETX control characters); line numbers stay the text’s', async () => {
    const r = ok(parseFsu(await sample('awbix-fsu-sample-envelope.txt')));
    expect(r.warnings).toEqual([]);
    expect(r.message.statuses[0]).toMatchObject({ line: 5, code: 'FIW', flight: 'QR8403' });
    expect(r.message.oci).toHaveLength(5);
    const ctl = ok(parseFsu(await sample('awbix-sample-fsu2-envelope-volume.txt')));
    expect(ctl.warnings).toEqual([]);
    expect(ctl.message.statuses[0]).toMatchObject({ code: 'BKD', volume: 'MC4.761' });
  });

  it('a SITA header is envelope; other text before the identifier is a warning, the message kept', () => {
    const sita =
      '=HEADER\n=PRIORITY\nQD\n=DESTINATION TYPE B\nSTX,SINFMQR\n=ORIGIN\nHDQFMQR\n=SMI\nFSU\n=TEXT\nFSU/14\n020-12345675FRAJFK/T1\nRCS/16OCT1317/FRA';
    expect(ok(parseFsu(sita)).warnings).toEqual([]);
    const junk = ok(parseFsu('hello\nFSU/14\n020-12345675FRAJFK/T1\nRCS/16OCT1317/FRA'));
    expect(junk.warnings).toEqual(['line 1: "HELLO" before the message identifier ignored']);
    expect(junk.message.statuses).toHaveLength(1);
  });

  it('text/plain (splitMessages) and a JSON message string read it alike, without warnings', async () => {
    const text = await sample('awbix-fsu-sample-envelope.txt');
    const feed = `${text}\r\n${text.replace('FIW/QR8403/20JUN1039', 'DEP/QR8403/20JUN')}`;
    const parts = splitMessages(feed);
    expect(parts).toHaveLength(2);
    expect(parts.every((p) => p.trimStart().startsWith('QD SIN05XH'))).toBe(true);
    const viaText = parseAnswer('15753806270', parts);
    const viaJson = parseAnswer('15753806270', [text]);
    expect(viaText.warnings).toEqual([]);
    expect(viaText.messages.map((m) => m.statuses[0]!.code)).toEqual(['FIW', 'DEP']);
    expect(viaJson.warnings).toEqual([]);
    expect(viaJson.messages).toHaveLength(1);
  });
});
