// The loading host's datasets (docs/exports.md): the organisation's load plans, one row per plan
// and one per unit (container or trailer) a plan loads.
import { c, type Dataset } from './dictionary.js';

const LOADING = { product: 'loading', field: 'loading_export', enumType: 'LoadingExportDataset' } as const;

export const LOAD_PLANS: Dataset = {
  name: 'load_plans',
  ...LOADING,
  scope: 'loading:read',
  version: 1,
  description: 'One row per load plan (its latest revision), as GET /v1/plans/{id} answers it.',
  changed: 'updated_at: the plan was created or planned again (a deleted plan leaves no row)',
  columns: [
    c('id', 'text', 'Plan id (as GET /v1/plans/{id})'),
    c('name', 'text', 'Plan name'),
    c('revision', 'int', 'Revision, 1 when created, one more on each change'),
    c('units', 'int', 'Units (containers, trailers) used'),
    c('pieces_placed', 'int', 'Pieces placed over all units'),
    c('pieces_unplaced', 'int', 'Pieces left unplaced'),
    c('volume_utilisation', 'float', 'Packed volume over the volume of the units used, 0..1'),
    c('elapsed_ms', 'int', 'How long the planner searched, ms'),
    c('cargo', 'json', 'The cargo lines as requested (mm, kg), a JSON array'),
    c('equipment', 'json', 'The equipment choices as requested, a JSON array'),
    c('unplaced', 'json', 'What was left unplaced and why: a JSON array of {item_id, quantity, reason}'),
    c('created_at', 'timestamp', 'When the plan was created'),
    c('updated_at', 'timestamp', 'When it was last planned (the export window compares this)'),
  ],
};

export const LOAD_PLAN_UNITS: Dataset = {
  name: 'load_plan_units',
  ...LOADING,
  scope: 'loading:read',
  version: 1,
  description: 'One row per unit a load plan loads (join load_plans.id on plan_id).',
  changed: "updated_at: the plan's, so a plan planned again comes with all its units",
  columns: [
    c('id', 'text', '<plan_id>/<number>'),
    c('plan_id', 'text', 'The plan (load_plans.id)'),
    c('plan_revision', 'int', "The plan's revision the unit belongs to"),
    c('number', 'int', '1-based, in loading order of the units'),
    c('code', 'text', 'ISO 6346 size-type code, or custom_N for the N-th custom equipment choice'),
    c('length', 'int', 'Inner length, mm'),
    c('width', 'int', 'Inner width, mm'),
    c('height', 'int', 'Inner height, mm'),
    c('max_payload', 'float', 'Maximum payload, kg'),
    c('pieces', 'int', 'Pieces placed in the unit'),
    c('volume_utilisation', 'float', 'Packed volume over inner volume, 0..1'),
    c('weight_utilisation', 'float', 'Packed weight over maximum payload, 0..1'),
    c('weight', 'float', 'Packed weight, kg'),
    c('cog_x', 'float', 'Centre of gravity along the length from the front wall (the closed end), mm'),
    c('cog_y', 'float', 'Centre of gravity across the width from the left side, mm'),
    c('cog_z', 'float', 'Centre of gravity above the floor, mm'),
    c('cog_offset_x', 'float', "Centre of gravity minus the floor's centre along x, mm"),
    c('cog_offset_y', 'float', "Centre of gravity minus the floor's centre along y, mm"),
    c('warnings', 'json', 'A JSON array of {code, message}'),
    c('updated_at', 'timestamp', "The plan's updated_at (the export window compares this)"),
  ],
};
