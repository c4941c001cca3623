// The legacy answer's vocabularies: milestone codes on timelines the sandbox network never
// produces (inland legs, consignee drop-off, rail pre-carriage, missing ports), statuses and
// identifier kinds. The HTTP behaviour is in legacy.test.ts.
import { describe, it, expect } from 'vitest';
import {
  IDENTIFIER_KIND,
  isActual,
  isEmpty,
  isVesselMove,
  legacyStatus,
  milestones,
  type MilestoneEvent,
} from '../../subgraphs/ocean/legacy/decide/vocabulary.js';

const e = (code: string, unlocode: string | null, o: Partial<MilestoneEvent> = {}): MilestoneEvent => ({
  code,
  event_type: code === 'DEPA' || code === 'ARRI' ? 'TRANSPORT' : 'EQUIPMENT',
  unlocode,
  empty_indicator: 'LADEN',
  mode_of_transport: code === 'DEPA' || code === 'ARRI' || code === 'LOAD' || code === 'DISC' ? 'VESSEL' : 'TRUCK',
  ...o,
});

describe('milestones', () => {
  it('a direct voyage with rail pre-carriage, inland delivery and empty return', () => {
    const timeline = [
      e('GTOT', 'CNKSH', { empty_indicator: 'EMPTY' }), // empty released to the shipper
      e('PICK', 'CNKSH'), // picked up at the shipper
      e('LOAD', 'CNKSH', { mode_of_transport: 'RAIL' }), // rail pre-carriage: additional
      e('DISC', 'CNSHA', { mode_of_transport: 'RAIL' }),
      e('GTIN', 'CNSHA'),
      e('LOAD', 'CNSHA'),
      e('DEPA', 'CNSHA'),
      e('ARRI', 'NLRTM'),
      e('DISC', 'NLRTM'),
      e('INSP', 'NLRTM'), // customs inspection: additional
      e('GTOT', 'NLRTM'),
      e('GTIN', 'DEDUI'), // inland terminal
      e('GTOT', 'DEDUI'),
      e('DROP', 'DEDUI'), // delivered to the consignee
      e('GTIN', 'DEDUI', { empty_indicator: 'EMPTY' }), // empty returned
    ];
    expect(milestones(timeline, 'CNSHA', 'NLRTM')).toEqual([
      'CEP',
      'CPS',
      null,
      null,
      'CGI',
      'CLL',
      'VDL',
      'VAD',
      'CDD',
      null,
      'CGO',
      'CIF',
      'COF',
      'CDC',
      'CER',
    ]);
  });

  it('two transshipments: VAT, CDT, CLT, VDT at each hub', () => {
    const timeline = [
      e('GTIN', 'KRPUS'),
      e('LOAD', 'KRPUS'),
      e('DEPA', 'KRPUS'),
      e('ARRI', 'SGSIN'),
      e('DISC', 'SGSIN'),
      e('LOAD', 'SGSIN'),
      e('DEPA', 'SGSIN'),
      e('ARRI', 'AEJEA'),
      e('DISC', 'AEJEA'),
      e('LOAD', 'AEJEA'),
      e('DEPA', 'AEJEA'),
      e('ARRI', 'KEMBA'),
      e('DISC', 'KEMBA'),
    ];
    expect(milestones(timeline, 'KRPUS', 'KEMBA')).toEqual([
      'CGI',
      'CLL',
      'VDL',
      'VAT',
      'CDT',
      'CLT',
      'VDT',
      'VAT',
      'CDT',
      'CLT',
      'VDT',
      'VAD',
      'CDD',
    ]);
  });

  it('works without route ends: the first departure is VDL, the last discharge CDD, a gate-out there CGO', () => {
    const timeline = [
      e('LOAD', null, { mode_of_transport: null }),
      e('DEPA', null),
      e('DISC', null, { mode_of_transport: null }),
      e('GTOT', null),
    ];
    expect(milestones(timeline, null, null)).toEqual(['CLL', 'VDL', 'CDD', 'CGO']);
  });

  it('an empty dropped at the shipper is CEP; before any vessel move every gate event is pre-carriage', () => {
    expect(
      milestones([e('DROP', 'USCHI', { empty_indicator: 'EMPTY' }), e('GTIN', 'USSAV')], 'USSAV', 'DEHAM'),
    ).toEqual(['CEP', 'CGI']);
  });
});

describe('statuses and kinds', () => {
  it('maps ocean statuses to PLANNED / IN_TRANSIT / DELIVERED / UNKNOWN', () => {
    expect(
      [
        'pending',
        'booked',
        'in_transit',
        'discharged',
        'available',
        'customs_hold',
        'delivered',
        'returned_empty',
        'whatever',
      ].map(legacyStatus),
    ).toEqual([
      'UNKNOWN',
      'PLANNED',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'DELIVERED',
      'DELIVERED',
      'UNKNOWN',
    ]);
  });

  it("gives each identifier kind the earlier API's type code", () => {
    expect(IDENTIFIER_KIND).toEqual({ container_id: 'CT', bill_of_lading: 'BL', booking: 'BK' });
  });

  it.each([
    ['a vessel LOAD', e('LOAD', 'CNSHA'), true],
    ['a LOAD without a mode', e('LOAD', 'CNSHA', { mode_of_transport: null }), true],
    ['a rail LOAD', e('LOAD', 'CNSHA', { mode_of_transport: 'RAIL' }), false],
  ])('%s is a vessel move: %s', (_, event, expected) => {
    expect(isVesselMove(event)).toBe(expected);
  });

  it('reads EMPTY as empty and an actual report as actual', () => {
    expect(isEmpty(e('GTOT', 'CNSHA', { empty_indicator: 'EMPTY' }))).toBe(true);
    expect(isEmpty(e('GTOT', 'CNSHA'))).toBe(false);
    expect(['ACT', 'EST', 'PLN'].map((classifier) => isActual({ classifier }))).toEqual([true, false, false]);
  });
});
