// The rates vocabulary's rules: a port's region (North America split by coast at 100°W), the
// equipment check, and the market-rate figures the SQL and the schema share.
import { readFileSync } from 'node:fs';
import { buildASTSchema, parse, type GraphQLObjectType } from 'graphql';
import { describe, it, expect } from 'vitest';
import {
  MARKET_FIGURES,
  NO_FIGURES,
  PERCENTILES,
  isEquipment,
  regionOf,
} from '../../subgraphs/rates/decide/vocabulary.js';

describe('regionOf', () => {
  it.each([
    [{ country_code: 'CN', lng: 121.5 }, 'Asia'],
    [{ country_code: 'NL', lng: 4.4 }, 'North Europe'],
    [{ country_code: 'EG', lng: 32.3 }, 'Mediterranean'],
    [{ country_code: 'AE', lng: 55 }, 'Middle East'],
    [{ country_code: 'US', lng: -118.2 }, 'US West Coast'],
    [{ country_code: 'CA', lng: -123.1 }, 'US West Coast'],
    [{ country_code: 'US', lng: -74 }, 'US East Coast'],
    [{ country_code: 'MX', lng: -96.1 }, 'US East Coast'],
    [{ country_code: 'US', lng: null }, 'US East Coast'],
    [{ country_code: 'BR', lng: -46.3 }, 'Latin America'],
    [{ country_code: 'XX', lng: 0 }, 'Other'],
  ])('%o is in %s', (port, region) => {
    expect(regionOf(port)).toBe(region);
  });
});

describe('isEquipment', () => {
  it.each([
    ['42G1', true],
    ['45R1', true],
    ['22R1', false],
    ['42g1', false],
  ])('%s: %s', (code, ok) => {
    expect(isEquipment(code)).toBe(ok);
  });
});

describe('the market-rate figures', () => {
  const sdl = readFileSync(new URL('../../subgraphs/rates/schema.graphql', import.meta.url), 'utf8');
  const schema = buildASTSchema(parse(sdl), { assumeValidSDL: true });
  const floats = (type: string) =>
    Object.values((schema.getType(type) as GraphQLObjectType).getFields())
      .filter((f) => String(f.type) === 'Float')
      .map((f) => f.name);

  it("are the nullable Float fields of MarketRate and HistoryPoint, in the schema's order", () => {
    expect(floats('MarketRate')).toEqual([...MARKET_FIGURES]);
    expect(floats('HistoryPoint')).toEqual([...MARKET_FIGURES]);
  });

  it('name each percentile by its fraction, and have none on a day nothing counted', () => {
    expect(PERCENTILES.map(([name, p]) => `p${Math.round(p * 100)}` === name)).not.toContain(false);
    expect(Object.values(NO_FIGURES)).toEqual(MARKET_FIGURES.map(() => null));
  });
});
