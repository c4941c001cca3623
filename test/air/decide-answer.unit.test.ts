// What a found airline answer changes, decided from what is held: kept estimates, rewritten
// content, trackers moved and the webhook events they raise. Pure: no database.
import { describe, it, expect } from 'vitest';
import { checkDigitOf, parseAwb } from '../../subgraphs/air/decide/awb.js';
import { contentHash, decideFound, type HeldAnswer } from '../../subgraphs/air/decide/answer.js';
import { normalise, type AirportInfo } from '../../subgraphs/air/decide/normalise.js';
import { parseAnswer } from '../../subgraphs/air/connectors/message-formats.js';

const AIRPORTS = new Map<string, AirportInfo>([
  ['FRA', { iata: 'FRA', name: 'Frankfurt Main', timezone: 'Europe/Berlin', lat: 50.0333, lng: 8.5706 }],
  ['JFK', { iata: 'JFK', name: 'John F Kennedy Intl', timezone: 'America/New_York', lat: 40.6398, lng: -73.7789 }],
]);
const serial = '1111111';
const awb = parseAwb(`020-${serial}${checkDigitOf(serial)}`);
const NOW = new Date('2026-11-20T12:00:00Z');
const header = `FSU/14\n${awb.prefix}-${awb.serial}${checkDigitOf(serial)}FRAJFK/T4K88.0`;
const messages = (...lines: string[]) => lines.map((l) => `${header}\n${l}`);
const answerOf = (texts: string[]) => normalise(parseAnswer(awb.digits, texts), AIRPORTS, NOW);

const booked = messages('BKD/LH400/19NOV/FRAJFK/T4K88.0/S1030/S1330');
const departed = [...booked, ...messages('RCS/19NOV0815/FRA/T4K88.0', 'DEP/LH400/19NOV/FRAJFK/T4K88.0/A1045')];
const nothingHeld: HeldAnswer = { contentHash: null, legEstimates: [], trackers: [] };

describe('decideFound', () => {
  it('writes the first answer in full, named after its airports', () => {
    const n = answerOf(booked);
    const d = decideFound(awb, n, AIRPORTS, booked, nothingHeld, NOW);
    expect(d).toMatchObject({ awb: awb.digits, prefix: '020', moved: [], raised: [], now: NOW });
    expect(d.shipment).toMatchObject({
      status: 'booked',
      origin_name: 'Frankfurt Main',
      destination_name: 'John F Kennedy Intl',
      messages: booked,
    });
    expect(d.shipment.content_hash).toBe(contentHash(n));
    expect(d.content).toEqual({ legs: n.legs, events: n.events, replacesHeld: false });
  });

  it('leaves legs and events alone when the content is the one held, whatever the warnings', () => {
    const n = answerOf(booked);
    const held: HeldAnswer = { contentHash: contentHash(n), legEstimates: [], trackers: [] };
    const withWarning = answerOf([...booked, 'FWB/16\nnot a status message']);
    expect(withWarning.warnings).toHaveLength(1);
    expect(decideFound(awb, withWarning, AIRPORTS, booked, held, NOW).content).toBeNull();
    const changed = decideFound(awb, answerOf(departed), AIRPORTS, departed, held, NOW);
    expect(changed.content?.replacesHeld).toBe(true);
  });

  it('keeps a held estimate the airline no longer repeats, and hashes the content with it', () => {
    const n = answerOf(messages('DEP/LH400/19NOV/FRAJFK/T4K88.0/A1045'));
    expect(n.legs[0]!.departure.estimated).toBeNull();
    const kept = new Date('2026-11-19T09:30:00Z');
    const held: HeldAnswer = {
      contentHash: 'older',
      legEstimates: [{ flight_number: 'LH400', flight_date: '19NOV', dep_estimated: kept, arr_estimated: null }],
      trackers: [],
    };
    const d = decideFound(awb, n, AIRPORTS, [], held, NOW);
    expect(d.content!.legs[0]!.departure).toEqual({ estimated: kept, actual: new Date('2026-11-19T09:45:00Z') });
    expect(d.shipment.content_hash).not.toBe(contentHash(n));
    // Nothing held: nothing to keep.
    expect(
      decideFound(awb, n, AIRPORTS, [], { ...held, contentHash: null }, NOW).content!.legs[0]!.departure.estimated,
    ).toBeNull();
  });

  it('moves trackers behind the new status, one event per status crossed, never backwards', () => {
    const trackers = [
      { id: 'w-booked', org_id: 'org-a', status: 'booked' },
      { id: 'w-unknown', org_id: 'org-b', status: 'unknown' },
      { id: 'w-ahead', org_id: 'org-c', status: 'delivered' },
      { id: 'w-same', org_id: 'org-d', status: 'in_transit' },
    ];
    const d = decideFound(awb, answerOf(departed), AIRPORTS, departed, { ...nothingHeld, trackers }, NOW);
    expect(d.shipment.status).toBe('in_transit');
    expect(d.moved).toEqual(['w-booked', 'w-unknown']);
    expect(d.raised.map((e) => [e.orgId, e.type])).toEqual([
      ['org-a', 'awb_accepted'],
      ['org-a', 'awb_in_transit'],
      ['org-b', 'awb_accepted'],
      ['org-b', 'awb_in_transit'],
    ]);
    expect(d.raised.every((e) => e.product === 'air' && e.occurredAt === NOW)).toBe(true);
  });

  it('describes each status by the event that proves it, in its station local time', () => {
    const trackers = [{ id: 'w1', org_id: 'org-a', status: 'booked' }];
    const d = decideFound(awb, answerOf(departed), AIRPORTS, departed, { ...nothingHeld, trackers }, NOW);
    const [accepted, inTransit] = d.raised.map((e) => e.data);
    expect(accepted).toMatchObject({
      awb: '020-11111111',
      status: 'accepted',
      previous_status: 'booked',
      status_code: 'RCS',
      station: 'FRA',
      flight_number: 'LH400', // the event names no flight: the waybill's current one
      event_date_time: '2026-11-19T07:15:00.000Z',
      event_local_datetime: '2026-11-19T08:15:00',
      utc_offset_minutes: 60,
      event_timezone: 'Europe/Berlin',
    });
    expect(inTransit).toMatchObject({
      status: 'in_transit',
      previous_status: 'booked',
      status_code: 'DEP',
      flight_number: 'LH400',
      pieces: 4,
      weight_kg: 88,
    });
  });

  it('moves nobody on an answer of unrecognised codes only', () => {
    const texts = messages('ZZZ/19NOV0700/FRA/T4K88.0');
    const d = decideFound(
      awb,
      answerOf(texts),
      AIRPORTS,
      texts,
      { ...nothingHeld, trackers: [{ id: 'w1', org_id: 'org-a', status: 'booked' }] },
      NOW,
    );
    expect(d.shipment.status).toBe('unknown');
    expect([d.moved, d.raised]).toEqual([[], []]);
  });
});
