// Decide: a plan request as the API takes it (docs/loading.md) → the planner's input, with the
// defaults filled in and the checks a schema cannot make (catalogue codes, unique ids, totals).
import { AppError } from '../../../platform/errors.js';
import { CATALOGUE, equipmentByCode } from './equipment.js';
import type { PlanInput, Upright } from './planner/types.js';
// What a caller sends (defaults may be left out): the schema's input types.
import type { PlanPatchInput, PlanRequestInput } from '../generated/types.js';

type Dimension = 'length' | 'width' | 'height';

interface CargoLine {
  id: string;
  length: number;
  width: number;
  height: number;
  weight: number;
  quantity: number;
  /** Which of the line's dimensions may stand vertical ("this side up" = ["height"]). */
  upright: Dimension[];
  stackable: boolean;
  max_load: number | null;
  fragile: boolean;
  stop: number;
  must_ship: boolean;
}

interface CustomUnit {
  name: string;
  length: number;
  width: number;
  height: number;
  door_width: number;
  door_height: number;
  max_payload: number;
}

interface EquipmentChoice {
  /** A catalogue code, or null with `custom`. */
  code: string | null;
  custom: CustomUnit | null;
  count: number;
}

interface PlanOptions {
  time_budget_ms: number;
  seed: number;
  min_support: number;
}

/** A request with every default filled in: what is stored and shown. */
export interface PlanRequest {
  name: string;
  cargo: CargoLine[];
  equipment: EquipmentChoice[];
  options: PlanOptions;
}

export const LIMITS = {
  lines: 500,
  pieces: 5000,
  equipmentChoices: 10,
  /** Millimetres, any side of a piece or a unit. */
  side: 30_000,
  budgetDefaultMs: 2000,
  budgetMaxMs: 20_000,
  budgetMinMs: 50,
};

const DIMENSIONS: Dimension[] = ['length', 'width', 'height'];

export function completeRequest(given: PlanRequestInput, defaultBudgetMs: number): PlanRequest {
  if (!given.cargo.length) throw new AppError('VALIDATION_ERROR', 'cargo must list at least one line');
  if (given.cargo.length > LIMITS.lines)
    throw new AppError('VALIDATION_ERROR', `cargo has ${given.cargo.length} lines; at most ${LIMITS.lines}`);
  const pieces = given.cargo.reduce((n, c) => n + c.quantity, 0);
  if (pieces > LIMITS.pieces)
    throw new AppError('VALIDATION_ERROR', `cargo has ${pieces} pieces; at most ${LIMITS.pieces} per plan`);
  const seen = new Set<string>();
  given.cargo.forEach((c, i) => {
    if (seen.has(c.id)) throw new AppError('VALIDATION_ERROR', `cargo[${i}].id ${c.id} is given twice`);
    seen.add(c.id);
    if (c.upright && !c.upright.length)
      throw new AppError('VALIDATION_ERROR', `cargo[${i}].upright must name at least one dimension`);
  });
  if (!given.equipment.length) throw new AppError('VALIDATION_ERROR', 'equipment must list at least one unit type');
  if (given.equipment.length > LIMITS.equipmentChoices)
    throw new AppError('VALIDATION_ERROR', `equipment lists at most ${LIMITS.equipmentChoices} unit types`);
  const equipment = given.equipment.map((e, i): EquipmentChoice => {
    if (!!e.code === !!e.custom)
      throw new AppError('VALIDATION_ERROR', `equipment[${i}] must give either code or custom, not both`);
    if (e.code && !equipmentByCode(e.code))
      throw new AppError(
        'VALIDATION_ERROR',
        `equipment[${i}].code ${e.code} is not in the catalogue (${CATALOGUE.map((c) => c.code).join(', ')}; GET /v1/equipment)`,
      );
    const custom = e.custom ? { ...e.custom, name: e.custom.name ?? 'custom' } : null;
    if (custom && (custom.door_width > custom.width || custom.door_height > custom.height))
      throw new AppError('VALIDATION_ERROR', `equipment[${i}].custom: the door cannot be larger than the inside`);
    return { code: e.code ?? null, custom, count: e.count ?? 1 };
  });
  const budget = given.options?.time_budget_ms ?? defaultBudgetMs;
  return {
    name: given.name?.trim() || 'Load plan',
    cargo: given.cargo.map((c) => ({
      ...c,
      upright: c.upright ? DIMENSIONS.filter((d) => c.upright!.includes(d)) : DIMENSIONS,
      stackable: c.stackable ?? true,
      max_load: c.max_load ?? null,
      fragile: c.fragile ?? false,
      stop: c.stop ?? 1,
      must_ship: c.must_ship ?? true,
    })),
    equipment,
    options: { time_budget_ms: budget, seed: given.options?.seed ?? 1, min_support: given.options?.min_support ?? 1 },
  };
}

/** A PATCH: each field given replaces the stored one whole (cargo and equipment as lists). */
export function patchRequest(stored: PlanRequest, patch: PlanPatchInput, defaultBudgetMs: number): PlanRequest {
  return completeRequest(
    {
      name: patch.name ?? stored.name,
      cargo: patch.cargo ?? stored.cargo,
      equipment: patch.equipment ?? stored.equipment,
      options: { ...stored.options, ...(patch.options ?? {}) },
    },
    defaultBudgetMs,
  );
}

export function plannerInput(r: PlanRequest): PlanInput {
  return {
    items: r.cargo.map((c) => ({
      id: c.id,
      l: c.length,
      w: c.width,
      h: c.height,
      weight: c.weight,
      quantity: c.quantity,
      upright: DIMENSIONS.map((d) => c.upright.includes(d)) as unknown as Upright,
      stackable: c.stackable,
      max_load: c.max_load,
      fragile: c.fragile,
      stop: c.stop,
      must_ship: c.must_ship,
    })),
    equipment: r.equipment.map((e, i) => {
      if (e.custom)
        return {
          code: `custom_${i + 1}`,
          l: e.custom.length,
          w: e.custom.width,
          h: e.custom.height,
          door_w: e.custom.door_width,
          door_h: e.custom.door_height,
          max_payload: e.custom.max_payload,
          max_units: e.count,
        };
      const { code, l, w, h, door_w, door_h, max_payload } = equipmentByCode(e.code!)!;
      return { code, l, w, h, door_w, door_h, max_payload, max_units: e.count };
    }),
    options: r.options,
  };
}
