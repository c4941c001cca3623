// The loading host's datasets (docs/exports.md): the organisation's load plans, one row per plan
// and one per unit (container or trailer) a plan loads. The columns are the fields of the
// LoadPlansRow and LoadPlanUnitsRow fragments (rest-adapter/operations/loading.graphql), which
// the loading subgraph answers through the Plan and PlannedUnit resolvers. Each is described
// where the fragment takes it from (codegen: generated/export-columns.ts): a field by its SDL
// description, an aliased column (cog_x: x) by the comment above its selection. Only the columns
// the subgraph adds to a unit's fields, no field of PlannedUnit, are described here.
import { LoadPlanUnitsRowColumns, LoadPlansRowColumns } from '../generated/export-columns.js';
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
  columns: columnsOf(LoadPlansRowColumns, { created_at: 'timestamp', updated_at: 'timestamp' }),
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
    c('id', 'text', '<plan_id>/<number>.'),
    c('plan_id', 'text', 'The plan (load_plans.id).'),
    c('plan_revision', 'int', "The plan's revision the unit belongs to."),
    ...columnsOf(LoadPlanUnitsRowColumns),
    c('updated_at', 'timestamp', "The plan's updated_at (the export window compares this)."),
  ],
};
