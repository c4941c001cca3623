// The planner's contract: what goes in, what comes out. Pure data, no I/O; the loading subgraph
// runs the planner in a worker thread and stores what comes out. Lengths are integer millimetres
// (the BR benchmark's centimetres work the same way), weights are kilograms.
//
// Axes of a unit: x along its length from the front wall (x = 0, the closed end) to the door
// (x = length), y across its width, z up from the floor. A placement's (x, y, z) is the corner
// nearest the origin; (l, w, h) are its extents along x, y, z as placed.

/** Which of the box's own dimensions (length, width, height, in that order) may stand vertical.
 * A dimension that may be vertical may take both horizontal turns of the other two, so each
 * `true` allows two of the six axis-aligned orientations ("this side up" = [false, false, true]). */
export type Upright = readonly [boolean, boolean, boolean];

export interface CargoItem {
  /** The cargo line's id or SKU, unique within the request. */
  id: string;
  l: number;
  w: number;
  h: number;
  /** Kilograms per piece. */
  weight: number;
  quantity: number;
  upright: Upright;
  /** False: nothing may rest on it. */
  stackable: boolean;
  /** The most weight (kg) that may rest on one piece, directly or through what is above; null: no limit given. */
  max_load: number | null;
  /** Nothing may rest on a fragile piece (it goes on top). */
  fragile: boolean;
  /** Delivery stop, 1 = unloaded first. Later stops are loaded first, deeper in the unit. */
  stop: number;
  /** Must-ship items are placed before any optional one; an optional item may stay behind. */
  must_ship: boolean;
}

export interface UnitType {
  /** Catalogue code (e.g. 22G1, 45G1, L5G1) or "custom". */
  code: string;
  /** Inner length, width, height. */
  l: number;
  w: number;
  h: number;
  /** Door opening width and height (an item must pass through it in its placed orientation). */
  door_w: number;
  door_h: number;
  /** Maximum payload, kg. */
  max_payload: number;
  /** How many units of this type may be used; the planner uses as few as it can. */
  max_units: number;
}

interface PlanOptions {
  /** Wall-clock budget for the search, ms. The planner returns its best plan when it runs out. */
  time_budget_ms: number;
  /** Same input and seed → same plan. */
  seed: number;
  /** The fraction of a piece's base that must rest on the floor or on pieces below (1 = full support). */
  min_support: number;
}

export interface PlanInput {
  items: CargoItem[];
  /** Candidate equipment in order of preference; the planner fills units of the first type that
   * takes the cargo best and may mix types ("choose the mix"). */
  equipment: UnitType[];
  options: PlanOptions;
}

export interface Placement {
  item_id: string;
  /** 1-based loading step within its unit: the order a crew loads the pieces. */
  step: number;
  x: number;
  y: number;
  z: number;
  l: number;
  w: number;
  h: number;
  /** Which of the item's own dimensions stands vertical (0 = l, 1 = w, 2 = h) and whether the
   * other two are turned (length across the unit). */
  vertical: 0 | 1 | 2;
  turned: boolean;
}

interface PlanWarning {
  code: 'OFF_CENTRE' | 'PAYLOAD_NEAR_LIMIT';
  message: string;
}

export interface PlannedUnit {
  index: number;
  code: string;
  placements: Placement[];
  /** Packed volume / inner volume, 0..1. */
  volume_utilisation: number;
  /** Packed weight / max payload, 0..1. */
  weight_utilisation: number;
  weight: number;
  centre_of_gravity: { x: number; y: number; z: number };
  /** Centre of gravity minus the unit's floor centre along x and y. */
  cog_offset: { x: number; y: number };
  warnings: PlanWarning[];
}

export type UnplacedReason =
  | 'TOO_LARGE' // fits no unit type in any allowed orientation (or not through the door)
  | 'TOO_HEAVY' // heavier than any unit's payload
  | 'NO_SPACE' // fits in principle, no room left in the units allowed
  | 'PAYLOAD_REACHED' // the units' payload is used up
  | 'OPTIONAL_LEFT'; // optional and left behind for must-ship cargo

export interface Unplaced {
  item_id: string;
  quantity: number;
  reason: UnplacedReason;
}

export interface PlanResult {
  units: PlannedUnit[];
  unplaced: Unplaced[];
  /** Volume of everything placed / volume of the units used, 0..1. */
  volume_utilisation: number;
  elapsed_ms: number;
  seed: number;
}
