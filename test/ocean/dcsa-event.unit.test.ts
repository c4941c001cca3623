// The DCSA shape of one event: a location known only by its facility name carries no
// UNLocationCode at all (DCSA Track & Trace 2.2 does not allow null there) (issue 18).
import { describe, it, expect } from 'vitest';
import { dcsaEvent } from '../../subgraphs/ocean/decide/event-feed.js';

const row = (over: Record<string, unknown>) =>
  ({
    id: 'e1',
    created_at: new Date('2026-11-20T10:00:00Z'),
    event_at: new Date('2026-11-20T09:00:00Z'),
    event_type: 'EQUIPMENT',
    classifier: 'ACT',
    code: 'GTIN',
    equipment_reference: 'MSKU1234565',
    empty_indicator: 'LADEN',
    facility_name: 'Lastovo Depot',
    unlocode: null,
    vessel_imo: '9321483',
    vessel_name: 'EMMA MAERSK',
    voyage: '245W',
    mode_of_transport: 'VESSEL',
    remark: null,
    booking_number: null,
    bl_number: null,
    identifier_type: 'container_id',
    identifier: 'MSKU1234565',
    ...over,
  }) as never;
const ref = { portByCode: new Map() } as never;

describe('dcsaEvent', () => {
  it('leaves UNLocationCode out where the code is unknown, in the location and the transport call', () => {
    const e = dcsaEvent(row({}), ref) as any;
    expect(e.eventLocation).toEqual({ locationName: 'Lastovo Depot' });
    expect(e.transportCall).not.toHaveProperty('UNLocationCode');
    expect(JSON.stringify(e)).not.toContain('"UNLocationCode":null');
  });

  it('keeps it where it is known', () => {
    const e = dcsaEvent(row({ unlocode: 'HRLST' }), ref) as any;
    expect(e.eventLocation).toEqual({ locationName: 'Lastovo Depot', UNLocationCode: 'HRLST' });
    expect(e.transportCall.UNLocationCode).toBe('HRLST');
  });
});
