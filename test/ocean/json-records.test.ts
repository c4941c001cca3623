// The REST records as one JSON value (subgraphs/ocean/rest-records.ts, platform/projection.ts):
// each `record_json` is byte for byte the same selection made field by field, for the demo
// book's containers, bills of lading and bookings at several points of their voyages.
import { describe, it, expect } from 'vitest';
import { useSystem, http } from '../support/harness.js';
import { ocean, pollDue } from '../../subgraphs/ocean/index.js';
import {
  ContainerRecordSelection as RECORD_FIELDS,
  LookupRecordSelection as LOOKUP_FIELDS,
} from '../../subgraphs/ocean/generated/rest-records.js';

const sys = useSystem();

/** The typed answer without its `record_json`, and `record_json`, both as JSON text. */
function split(answer: Record<string, unknown>): [string, string] {
  const { record_json, ...typed } = answer;
  return [JSON.stringify(typed), JSON.stringify(record_json)];
}

describe('records as one JSON value', () => {
  it('equal the typed selection, for the list, the record by id and the lookup', { timeout: 180_000 }, async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    await ocean.seedDemo!(sys.services, org.id);
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await http(sys.urls.gateway, '', { key, method: 'POST', body: { query, variables } });
      expect(r.body.errors).toBeUndefined();
      return r.body.data;
    };
    let compared = 0;
    for (let day = 0; day < 3; day++) {
      const page = await gql(`{ container_page(limit: 500) { items { ${RECORD_FIELDS} record_json } } }`);
      const items = page.container_page.items as Record<string, unknown>[];
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) {
        const [typed, json] = split(item);
        expect(json).toBe(typed);
        const one = await gql(`query ($id: ID!) { container(id: $id) { ${RECORD_FIELDS} record_json } }`, {
          id: item.id,
        });
        expect(split(one.container)[1]).toBe(json);
        const lookup = await gql(
          `query ($i: String!) { container_lookup_record(identifier: $i) { ${LOOKUP_FIELDS} record_json } }`,
          { i: item.identifier },
        );
        if (lookup.container_lookup_record) {
          const [t, j] = split(lookup.container_lookup_record);
          expect(j).toBe(t);
          // The read-only path answers as the registering one does for a tracked reference.
          const rest = await http(sys.urls.ocean, `/v1/containers/lookup/${item.identifier}`, { key });
          expect(JSON.stringify(rest.body.data)).toBe(j);
          compared++;
        }
      }
      sys.clock.advance(5 * 86_400_000);
      await pollDue(sys.services, sys.clock.now());
    }
    expect(compared).toBeGreaterThan(6);
  });

  it('the read-only lookup is null for a reference the caller does not track', async () => {
    const org = await sys.org();
    const key = await org.key('tmcp');
    const r = await http(sys.urls.gateway, '', {
      key,
      method: 'POST',
      body: { query: '{ container_lookup_record(identifier: "MSKU1234565") { record_json } }' },
    });
    expect(r.body).toEqual({ data: { container_lookup_record: null } });
  });
});
