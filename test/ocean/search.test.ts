// container_page(search) (the console's Containers search, docs/ocean.md): part of the reference,
// the SCAC, the origin or destination UN/LOCODE, or the current vessel's IMO or name, in any case,
// on the server, so a search finds records past the first page. Checked against the same rule
// applied to the organisation's whole list; LIKE's wildcards are literal; another organisation's
// records never match; the cursor is bound to its search; a search over 64 characters is refused
// naming the argument.
import { describe, it, expect, beforeAll } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { ocean } from '../../subgraphs/ocean/index.js';

let gql: (query: string, variables?: Record<string, unknown>) => Promise<{ data?: any; errors?: any[] }>;

interface Row {
  id: string;
  identifier: string;
  carrier_code: string;
  origin_unlocode: string | null;
  destination_unlocode: string | null;
  current_vessel_imo: string | null;
  vessel: { name: string } | null;
}
const ROW = 'id identifier carrier_code origin_unlocode destination_unlocode current_vessel_imo vessel { name }';
const PAGE = `query Search($search: String, $limit: Int, $cursor: String) {
  container_page(search: $search, limit: $limit, cursor: $cursor) { has_more next_cursor items { ${ROW} } }
}`;

/** The documented rule, applied by hand to a whole list. */
const matches = (r: Row, term: string) =>
  [r.identifier, r.carrier_code, r.origin_unlocode, r.destination_unlocode, r.current_vessel_imo, r.vessel?.name]
    .filter((v): v is string => !!v)
    .some((v) => v.toLowerCase().includes(term.toLowerCase()));

let all: Row[];
const sys = useSystem();
beforeAll(async () => {
  const org = await sys.org();
  const key = await org.key('tmcp');
  await ocean.seedDemo!(sys.services, org.id);
  // Another organisation tracks a box too: its records never match.
  const other = await sys.org();
  const added = await http(sys.urls.ocean, '/v1/containers', {
    key: await other.key('tmcp'),
    method: 'POST',
    body: { identifier: 'CSQU3054383' },
  });
  expect(added.status, added.text).toBe(201);
  gql = async (query, variables = {}) =>
    (await http(sys.urls.gateway, '', { key, method: 'POST', body: { query, variables } })).body;
  all = (await gql(PAGE, { limit: 500 })).data.container_page.items;
}, 180_000);

const search = async (term: string, limit = 500): Promise<Row[]> => {
  const r = await gql(PAGE, { search: term, limit });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.container_page.items;
};

describe('container_page(search)', () => {
  it('finds by part of the reference, SCAC, UN/LOCODE and vessel, in any case, as the rule applied to the whole list', async () => {
    expect(all.length).toBeGreaterThan(3);
    const first = all[0]!;
    const vessel = all.find((r) => r.vessel?.name)!.vessel!.name;
    const terms = [
      first.identifier.slice(2, 8).toLowerCase(),
      first.carrier_code,
      first.destination_unlocode ?? 'NLRTM',
      vessel.split(' ')[0]!.toLowerCase(),
    ];
    for (const term of terms) {
      const found = (await search(term)).map((r) => r.id).sort();
      const expected = all
        .filter((r) => matches(r, term))
        .map((r) => r.id)
        .sort();
      expect(found, term).toEqual(expected);
      expect(found.length, term).toBeGreaterThan(0);
    }
    expect(await search('CSQU3054383')).toEqual([]); // the other organisation's box
  });

  it("treats LIKE's wildcards as characters, and pages with a cursor bound to the search", async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    const term = all[0]!.carrier_code;
    const expected = all.filter((r) => matches(r, term)).length;
    const first = await gql(PAGE, { search: term, limit: 1 });
    expect(first.data.container_page.items).toHaveLength(1);
    if (expected > 1) {
      const cursor = first.data.container_page.next_cursor;
      expect((await gql(PAGE, { search: term, limit: 1, cursor })).data.container_page.items).toHaveLength(1);
      const moved = await gql(PAGE, { search: `${term}x`, limit: 1, cursor });
      expect(moved.errors?.[0]?.message).toMatch(/other filters \(status, tags, archived, search\)/);
    }
  });

  it('refuses a search over 64 characters, naming it', async () => {
    const r = await gql(PAGE, { search: 'x'.repeat(65) });
    expect(r.errors?.[0]).toMatchObject({ message: 'search must be at most 64 characters' });
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });
});
