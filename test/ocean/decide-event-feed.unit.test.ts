// The /v2/events feed's pure parts (issue 40): DCSA `sort` read into sort keys or refused naming
// `sort`, and a carrier event's documents, delay reason and facility code kept only where they
// fit the T&T 2.2 code lists the feed answers in.
import { describe, it, expect } from 'vitest';
import { parseSort } from '../../subgraphs/ocean/decide/event-feed.js';
import { eventWrite } from '../../subgraphs/ocean/decide/event-write.js';
import type { CarrierEvent } from '../../subgraphs/ocean/connectors/types.js';

describe('parseSort', () => {
  it('reads fields with an optional :ASC / :DESC, comma-separated, in order', () => {
    expect(parseSort(null)).toEqual([]);
    expect(parseSort('')).toEqual([]);
    expect(parseSort('eventDateTime')).toEqual([{ column: 'event_at', descending: false }]);
    expect(parseSort('eventCreatedDateTime:DESC, eventDateTime:asc')).toEqual([
      { column: 'created_at', descending: true },
      { column: 'event_at', descending: false },
    ]);
  });

  it('refuses another field, another direction, or a field twice, naming sort', () => {
    for (const bad of ['eventID', 'eventDateTime:UP', 'eventDateTime,eventDateTime:DESC', 'eventDateTime;DROP', ','])
      expect(() => parseSort(bad), bad).toThrow(/^sort: /);
  });
});

const event = (over: Partial<CarrierEvent>): CarrierEvent => ({
  eventId: 'e1',
  eventType: 'SHIPMENT',
  code: 'CONF',
  classifier: 'ACT',
  eventDateTime: '2026-11-10T01:00:00Z',
  unlocode: null,
  facilityName: null,
  vesselImo: null,
  vesselName: null,
  voyage: null,
  modeOfTransport: null,
  equipmentReference: null,
  emptyIndicator: null,
  remark: null,
  ...over,
});

describe('eventWrite', () => {
  it("keeps the carrier's document, references, delay reason and facility code", () => {
    const w = eventWrite(
      event({
        documentTypeCode: 'bkg',
        documentId: ' ABC709951 ',
        documentReferences: [
          { type: 'BKG (Booking)', value: 'ABC709951' },
          { type: 'TRD', value: 'MAEU1' },
          { type: 'TRD', value: 'MAEU1' },
        ],
        delayReasonCode: 'wea',
        facilityCode: 'sipgy',
        facilityCodeListProvider: 'SMDG',
      }),
    );
    expect(w).toMatchObject({
      document_type_code: 'BKG',
      document_id: 'ABC709951',
      document_references: [
        { type: 'BKG', value: 'ABC709951' },
        { type: 'TRD', value: 'MAEU1' },
      ],
      delay_reason_code: 'WEA',
      facility_code: 'SIPGY',
      facility_code_list_provider: 'SMDG',
    });
  });

  it('leaves out what the DCSA code lists do not hold, and a document on a non-shipment event', () => {
    const w = eventWrite(
      event({
        documentTypeCode: 'XYZ',
        documentId: '1',
        documentReferences: [
          { type: 'PO', value: '4711' },
          { type: 'BKG', value: ' ' },
        ],
        delayReasonCode: 'WEATHER',
        facilityCode: 'TOOLONGCODE',
        facilityCodeListProvider: 'SMDG',
      }),
    );
    expect(w).toMatchObject({
      document_type_code: null,
      document_id: null,
      document_references: [],
      delay_reason_code: null,
      facility_code: null,
      facility_code_list_provider: null,
    });
    expect(
      eventWrite(event({ eventType: 'TRANSPORT', code: 'DEPA', documentTypeCode: 'BKG', documentId: '1' })),
    ).toMatchObject({ document_type_code: null, document_id: null });
    expect(eventWrite(event({ facilityCode: 'ADT', facilityCodeListProvider: null }))).toMatchObject({
      facility_code: null,
    });
  });
});
