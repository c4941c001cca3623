// A small RefData (subgraphs/ocean/store/reference-data.ts) for ocean's decide unit tests: two
// ports with zones, one line with its BIC prefix, one lessor and one size type.
import type { RefData } from '../../subgraphs/ocean/store/reference-data.js';

const ports = [
  {
    unlocode: 'CNSHA',
    name: 'Shanghai',
    city: 'Shanghai',
    country: 'China',
    country_code: 'CN',
    lat: 31.2,
    lng: 121.5,
    timezone: 'Asia/Shanghai',
  },
  {
    unlocode: 'USLAX',
    name: 'Los Angeles',
    city: 'Los Angeles',
    country: 'United States',
    country_code: 'US',
    lat: 33.7,
    lng: -118.3,
    timezone: 'America/Los_Angeles',
  },
];
const maersk = { scac: 'MAEU', name: 'Maersk', bic_prefixes: ['MSKU'] };

export const oceanRefData = (): RefData => ({
  carriers: [maersk],
  carrierByScac: new Map([['MAEU', maersk]]),
  lessorByPrefix: new Map([['TGHU', 'Textainer']]),
  isoByCode: new Map([['45G1', { size: '40', equipment_type: 'high_cube' }]]),
  isoLabelByCode: new Map([['45G1', "40' High Cube"]]),
  portByCode: new Map(ports.map((p) => [p.unlocode, p])),
  placedPorts: ports,
  zones: ['America/Los_Angeles', 'Asia/Shanghai', 'UTC'],
});
