// The export dictionary's meanings (docs/exports.md, "Where a column's meaning is written"): a
// column that is a field of the API schema carries the field's SDL description, written once
// beside the schema, and no column goes without a meaning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType, type GraphQLField } from 'graphql';
import { DATASETS, type Column } from '../../rest-adapter/exports/datasets.js';

const schema = buildSchema(readFileSync(new URL('../../schema/api.graphql', import.meta.url), 'utf8'));

/** A field of schema/api.graphql by its coordinate (Type.field). */
function sdlField(coordinate: string): GraphQLField<unknown, unknown> {
  const [typeName, fieldName] = coordinate.split('.') as [string, string];
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is no object type of the API schema`);
  const field = type.getFields()[fieldName];
  if (!field) throw new Error(`${coordinate} is no field of the API schema`);
  return field;
}

/** A field's description, a block's lines joined as one line of the dictionary's table. */
const sdlDescription = (coordinate: string) =>
  sdlField(coordinate)
    .description?.trim()
    .replace(/\s*\n\s*/g, ' ');

/** The column types a field's values can be written as: instants and dates are Strings, a list is JSON. */
function columnTypesOf(field: GraphQLField<unknown, unknown>): Column['type'][] {
  if (isListType(getNullableType(field.type))) return ['json'];
  const named = getNamedType(field.type).name;
  const types: Record<string, Column['type'][]> = {
    ID: ['text'],
    String: ['text', 'timestamp', 'date'],
    Int: ['int'],
    Float: ['float'],
    Boolean: ['bool'],
    JSON: ['json'],
  };
  return types[named] ?? ['text'];
}

const columns = DATASETS.flatMap((d) => d.columns.map((c) => ({ dataset: d.name, ...c })));
const fields = columns.filter((c) => c.field);

describe('the export dictionary', () => {
  it('gives every column of every dataset a meaning', () => {
    for (const c of columns) expect(c.description.trim(), `${c.dataset}.${c.name}`).not.toBe('');
  });

  it("describes a column that is a field with the field's SDL description", () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const c of fields) {
      const described = sdlDescription(c.field!);
      expect(described, `${c.field} has no SDL description`).toBeTruthy();
      expect(c.description, `${c.dataset}.${c.name}`).toBe(described);
    }
  });

  it("names a field's column as the field and types it as the field's values can be", () => {
    for (const c of fields) {
      expect(c.field!.split('.')[1], `${c.dataset}.${c.name}`).toBe(c.name);
      expect(columnTypesOf(sdlField(c.field!)), `${c.dataset}.${c.name} (${c.field})`).toContain(c.type);
    }
  });

  // Every column is a field but these, each described in its dataset's file: what the store or
  // the subgraph works out beside the record, a field renamed or flattened, or one whose value
  // differs from the field's (the reason is beside each in rest-adapter/exports/datasets-*.ts).
  const NOT_FIELDS: Record<string, string[]> = {
    containers: [
      'departed_at',
      'arrived_at',
      'arrival_delay_hours',
      'vessel_name',
      'demurrage_free_days',
      'tags',
      'updated_at',
      'predicted_arrival_p10',
      'predicted_arrival_p50',
      'predicted_arrival_p90',
      'predicted_arrival_computed_at',
      'predicted_arrival_basis',
    ],
    events: ['container_id', 'identifier', 'event_code', 'event_at', 'recorded_at'],
    vessel_positions: ['vessel_name', 'nav_status_claimed', 'fix_at', 'updated_at'],
    container_lanes: [
      'container_id',
      'origin',
      'destination',
      'departure_at',
      'departed',
      'departure_date',
      'arrival_at',
      'arrived',
      'transit_days',
      'arrival_delay_hours',
      'equipment',
      'rate_status',
      'rate_observations',
      'rate_p25_usd',
      'rate_p50_usd',
      'rate_p75_usd',
      'lane_on_time_pct',
      'lane_observations',
      'carrier_on_time_pct',
      'carrier_observations',
      'carrier_rank',
      'score',
      'updated_at',
    ],
    load_plans: [],
    // The subgraph's own (id, plan, revision, change time) and the aliased centre-of-gravity
    // columns, which the fragment's comments describe.
    load_plan_units: [
      'id',
      'plan_id',
      'plan_revision',
      'cog_x',
      'cog_y',
      'cog_z',
      'cog_offset_x',
      'cog_offset_y',
      'updated_at',
    ],
    market_rates: ['day', 'updated_at'],
    index_history: ['index_code', 'index_name', 'day', 'updated_at'],
    sailings: [
      'carrier_scac',
      'status',
      'slip_hours',
      'scheduled_departure',
      'estimated_departure',
      'actual_departure',
      'fcl_cutoff',
      'scheduled_arrival',
      'estimated_arrival',
      'actual_arrival',
      'source',
      'updated_at',
    ],
    reliability_observations: [
      'carrier_scac',
      'scheduled_arrival',
      'actual_arrival',
      'delay_minutes',
      'on_time',
      'source',
      'updated_at',
    ],
    webhook_deliveries: ['endpoint_id', 'endpoint_url', 'event_id', 'event_type', 'last_attempt_at', 'updated_at'],
  };

  it.each(DATASETS.map((d) => [`${d.name} (${d.product})`, d] as const))(
    'takes every column of %s from its field but those that are no field',
    (_, d) => {
      expect(
        d.columns.filter((c) => !c.field).map((c) => c.name),
        d.name,
      ).toEqual(NOT_FIELDS[d.name]);
    },
  );
});
