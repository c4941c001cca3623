// Who owns a box (subgraphs/ocean/decide/record.ts lessorInfo), read from its BIC owner prefix;
// the rest of what an answer changes on a record is in decide-poll.unit.test.ts.
import { describe, expect, it } from 'vitest';
import { lessorInfo } from '../../subgraphs/ocean/decide/record.js';
import { oceanRefData } from '../support/ocean-ref-data.js';

const ref = oceanRefData();

describe('lessorInfo', () => {
  it.each([
    [
      'a line-owned box, carrier not confirmed: the line is the hint',
      'MSKU1234565',
      null,
      false,
      { equipment_owner: 'Maersk', lessor_status: 'carrier_owned', carrier_hint_code: 'MAEU' },
    ],
    [
      'a line-owned box, carrier confirmed: no hint',
      'MSKU1234565',
      'MAEU',
      true,
      { equipment_owner: 'Maersk', lessor_status: 'carrier_owned', carrier_hint_code: null },
    ],
    [
      "a lessor's box before the carrier answers",
      'TGHU1234567',
      null,
      false,
      { equipment_owner: 'Textainer', equipment_lessor: 'Textainer', lessee_name: null, lessor_status: 'leased' },
    ],
    [
      "a lessor's box leased to the confirmed carrier",
      'TGHU1234567',
      'MAEU',
      true,
      { equipment_lessor: 'Textainer', lessee_name: 'Maersk', lessor_status: 'leased' },
    ],
    ['an unknown prefix', 'ABCU1234567', null, false, { equipment_owner: null, lessor_status: 'unknown' }],
    ['no container number', null, 'MAEU', true, { lessor_status: null, carrier_hint_code: null }],
  ])('%s', (_, number, scac, confirmed, expected) => {
    expect(lessorInfo(number, scac, confirmed, ref)).toMatchObject(expected);
  });
});
