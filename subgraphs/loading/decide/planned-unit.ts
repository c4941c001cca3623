// A planned unit and the built-in equipment as the API names them: the planner's short axis
// names spelled out, one shape for the plan's `units` field and the load_plan_units export.
import { plannerInput, type PlanRequest } from './plan-request.js';
import { CATALOGUE } from './equipment.js';
import type { PlannedUnit } from './planner/types.js';

const DIMENSIONS = ['length', 'width', 'height'] as const;

/** A planned unit as the API names it (the unit's sizes are its equipment's, from the request). */
export function unitOf(request: PlanRequest, u: PlannedUnit) {
  const input = plannerInput(request).equipment.find((e) => e.code === u.code)!;
  return {
    number: u.index + 1,
    code: u.code,
    length: input.l,
    width: input.w,
    height: input.h,
    max_payload: input.max_payload,
    pieces: u.placements.length,
    volume_utilisation: u.volume_utilisation,
    weight_utilisation: u.weight_utilisation,
    weight: u.weight,
    centre_of_gravity: u.centre_of_gravity,
    cog_offset: u.cog_offset,
    warnings: u.warnings,
    placements: u.placements.map((pl) => ({
      item_id: pl.item_id,
      step: pl.step,
      x: pl.x,
      y: pl.y,
      z: pl.z,
      length: pl.l,
      width: pl.w,
      height: pl.h,
      vertical: DIMENSIONS[pl.vertical],
      turned: pl.turned,
    })),
  };
}

/** The built-in equipment as equipment_catalogue answers it. */
export const equipmentCatalogue = () =>
  CATALOGUE.map((e) => ({
    code: e.code,
    name: e.name,
    kind: e.kind,
    length: e.l,
    width: e.w,
    height: e.h,
    door_width: e.door_w,
    door_height: e.door_h,
    max_payload: e.max_payload,
  }));
