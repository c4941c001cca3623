// The export dictionary's meanings (docs/exports.md, "Where a column's meaning is written"): a
// column that is a field of the API schema carries the field's SDL description, written once
// beside the schema, and no column goes without a meaning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, isObjectType } from 'graphql';
import { DATASETS } from '../../rest-adapter/exports/datasets.js';

const schema = buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));

/** A field's description in schema/api.graphql, a block's lines joined as one line of the dictionary's table. */
function sdlDescription(coordinate: string): string | undefined {
  const [typeName, fieldName] = coordinate.split('.') as [string, string];
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is no object type of the API schema`);
  const field = type.getFields()[fieldName];
  if (!field) throw new Error(`${coordinate} is no field of the API schema`);
  return field.description?.trim().replace(/\s*\n\s*/g, ' ');
}

const columns = DATASETS.flatMap((d) => d.columns.map((c) => ({ dataset: d.name, ...c })));

describe('the export dictionary', () => {
  it('gives every column of every dataset a meaning', () => {
    for (const c of columns) expect(c.description.trim(), `${c.dataset}.${c.name}`).not.toBe('');
  });

  it("describes a column that is a field with the field's SDL description", () => {
    const fields = columns.filter((c) => c.field);
    expect(fields.length).toBeGreaterThan(0);
    for (const c of fields) {
      const described = sdlDescription(c.field!);
      expect(described, `${c.field} has no SDL description`).toBeTruthy();
      expect(c.description, `${c.dataset}.${c.name}`).toBe(described);
    }
  });

  it('takes every loading column from its fragment but those that are no field', () => {
    const notFields = (name: string) =>
      DATASETS.find((d) => d.name === name)!
        .columns.filter((c) => !c.field)
        .map((c) => c.name);
    expect(notFields('load_plans')).toEqual([]);
    // The subgraph's own (id, plan, revision, change time) and the aliased centre-of-gravity
    // columns, which the fragment's comments describe.
    expect(notFields('load_plan_units')).toEqual([
      'id',
      'plan_id',
      'plan_revision',
      'cog_x',
      'cog_y',
      'cog_z',
      'cog_offset_x',
      'cog_offset_y',
      'updated_at',
    ]);
  });
});
