// Issue 23, schema evolution: the composed API schema is checked in (schema/api.graphql) and a
// change to it may break clients only by removing what the checked-in version deprecated, or with
// an acknowledgement in schema/acknowledged-breaking-changes.json that CHANGELOG.md explains.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import {
  acknowledgements,
  checkedInApiSchema,
  composedApiSchema,
  describeChange,
  schemaChanges,
  unacknowledgedBreaks,
} from '../../wiring/dev/schema-evolution.js';

const checkedIn = checkedInApiSchema();
const breaks = async (before: string, after: string) =>
  unacknowledgedBreaks(await schemaChanges(before, after), acknowledgements()).map(describeChange);

/** The checked-in schema with one field's line rewritten, or removed with its description (replacement ''). */
function edited(type: string, field: string, replacement: string): string {
  const start = checkedIn.indexOf(`\ntype ${type} {`);
  expect(start, type).toBeGreaterThan(0);
  const end = checkedIn.indexOf('\n}', start);
  const lines = checkedIn.slice(start, end).split('\n');
  const at = lines.findIndex((l) => l.startsWith(`  ${field}`));
  expect(at, `${type}.${field}`).toBeGreaterThan(0);
  // A removed field's description goes with it: the """ line above, or the block it closes.
  let from = at;
  if (!replacement && lines[at - 1]!.trimEnd().endsWith('"""')) {
    from = at - 1;
    if (lines[from]!.trim() === '"""')
      do from--;
      while (lines[from]!.trim() !== '"""');
  }
  lines.splice(from, at - from + 1, ...(replacement ? [replacement] : []));
  return checkedIn.slice(0, start) + lines.join('\n') + checkedIn.slice(end);
}

describe('the checked-in API schema', () => {
  it('is what the subgraphs compose, with no unacknowledged break since the checked-in version', async () => {
    const composed = composedApiSchema();
    expect(await breaks(checkedIn, composed), 'deprecate first, or acknowledge (docs/graphql-clients.md)').toEqual([]);
    expect(composed === checkedIn, 'schema/api.graphql is out of date: run npm run schema and commit it').toBe(true);
  }, 60_000); // composing every subgraph takes seconds

  it("keeps last week's fields: the five removals of finding 7 are back as deprecated aliases", async () => {
    const lastWeek = readFileSync(new URL('./fixtures/api-2026-11-21.graphql', import.meta.url), 'utf8');
    expect(await breaks(lastWeek, checkedIn)).toEqual([]);
    const schema = buildSchema(checkedIn);
    for (const [type, field] of [
      ['Query', 'lane_rates'],
      ['LegacyTrackingResult', 'api_version'],
      ['LegacyTrackingResult', 'schema_version'],
      ['Plan', 'container_size'],
    ] as const)
      expect((schema.getType(type) as GraphQLObjectType).getFields()[field]?.deprecationReason, field).toMatch(
        /Removed in the release after/,
      );
    expect(schema.getType('LaneRate')).toBeDefined();
  });
});

describe('the gate', () => {
  it('refuses removing a field that was not deprecated', async () => {
    expect(await breaks(checkedIn, edited('Carrier', 'website', ''))).toEqual([
      expect.stringMatching(/^BREAKING FIELD_REMOVED Carrier.website/),
    ]);
  });

  it('lets a field deprecated in the checked-in version go', async () => {
    expect(await breaks(checkedIn, edited('Plan', 'container_size', ''))).toEqual([]);
  });

  it('refuses a non-null field becoming nullable unless acknowledged', async () => {
    const nullable = edited('Carrier', 'name', '  name: String');
    const changes = await schemaChanges(checkedIn, nullable);
    expect(unacknowledgedBreaks(changes, []).map(describeChange)).toEqual([
      expect.stringMatching(/^BREAKING FIELD_TYPE_CHANGED Carrier.name/),
    ]);
    const acknowledged = [{ type: 'FIELD_TYPE_CHANGED', path: 'Carrier.name', reason: 'outage tolerance' }];
    expect(unacknowledgedBreaks(changes, acknowledged)).toEqual([]);
  });

  it('every acknowledged break is explained in CHANGELOG.md', () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(Array.isArray(acknowledgements())).toBe(true);
    for (const a of acknowledgements()) {
      expect(a.reason.length, `${a.type} ${a.path}`).toBeGreaterThan(10);
      expect(changelog, `${a.path} is not in CHANGELOG.md`).toContain(`\`${a.path}\``);
    }
  });
});
