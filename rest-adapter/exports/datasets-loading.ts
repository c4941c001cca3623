// The loading host's datasets (docs/exports.md): the organisation's load plans, one row per plan
// and one per unit (container or trailer) a plan loads. The columns are the fields of the
// LoadPlansRow and LoadPlanUnitsRow fragments (rest-adapter/operations/loading.graphql), which
// the loading subgraph answers through the Plan and PlannedUnit resolvers.
import { LoadPlanUnitsRowFields, LoadPlansRowFields } from '../generated/operations.js';
import { c, columnsOf, type Dataset } from './dictionary.js';

/** The rows of a loading dataset: the loading subgraph's export stream (its loading_export field's). */
const loadingRows = (dataset: 'load_plans' | 'load_plan_units'): Dataset['rows'] => ({
  subgraph: 'loading',
  args: { dataset },
});

export const LOAD_PLANS: Dataset = {
  name: 'load_plans',
  product: 'loading',
  rows: loadingRows('load_plans'),
  scope: 'loading:read',
  version: 1,
  description: 'One row per load plan (its latest revision), as GET /v1/plans/{id} answers it.',
  changed: 'updated_at: the plan was created or planned again (a deleted plan leaves no row)',
  columns: columnsOf(LoadPlansRowFields, {
    id: 'Plan id (as GET /v1/plans/{id})',
    name: 'Plan name',
    revision: 'Revision, 1 when created, one more on each change',
    units: 'Units (containers, trailers) used',
    pieces_placed: 'Pieces placed over all units',
    pieces_unplaced: 'Pieces left unplaced',
    volume_utilisation: 'Packed volume over the volume of the units used, 0..1',
    elapsed_ms: 'How long the planner searched, ms',
    cargo: 'The cargo lines as requested (mm, kg), a JSON array',
    equipment: 'The equipment choices as requested, a JSON array',
    unplaced: 'What was left unplaced and why: a JSON array of {item_id, quantity, reason}',
    created_at: ['timestamp', 'When the plan was created'],
    updated_at: ['timestamp', 'When it was last planned (the export window compares this)'],
  }),
};

export const LOAD_PLAN_UNITS: Dataset = {
  name: 'load_plan_units',
  product: 'loading',
  rows: loadingRows('load_plan_units'),
  scope: 'loading:read',
  version: 1,
  description: 'One row per unit a load plan loads (join load_plans.id on plan_id).',
  changed: "updated_at: the plan's, so a plan planned again comes with all its units",
  columns: [
    c('id', 'text', '<plan_id>/<number>'),
    c('plan_id', 'text', 'The plan (load_plans.id)'),
    c('plan_revision', 'int', "The plan's revision the unit belongs to"),
    ...columnsOf(LoadPlanUnitsRowFields, {
      number: '1-based, in loading order of the units',
      code: 'ISO 6346 size-type code, or custom_N for the N-th custom equipment choice',
      length: 'Inner length, mm',
      width: 'Inner width, mm',
      height: 'Inner height, mm',
      max_payload: 'Maximum payload, kg',
      pieces: 'Pieces placed in the unit',
      volume_utilisation: 'Packed volume over inner volume, 0..1',
      weight_utilisation: 'Packed weight over maximum payload, 0..1',
      weight: 'Packed weight, kg',
      cog_x: 'Centre of gravity along the length from the front wall (the closed end), mm',
      cog_y: 'Centre of gravity across the width from the left side, mm',
      cog_z: 'Centre of gravity above the floor, mm',
      cog_offset_x: "Centre of gravity minus the floor's centre along x, mm",
      cog_offset_y: "Centre of gravity minus the floor's centre along y, mm",
      warnings: 'A JSON array of {code, message}',
    }),
    c('updated_at', 'timestamp', "The plan's updated_at (the export window compares this)"),
  ],
};
