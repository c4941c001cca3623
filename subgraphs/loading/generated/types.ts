export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  federation__Scope: { input: any; output: any; }
  link__Import: { input: any; output: any; }
};

export type CargoLine = {
  __typename?: 'CargoLine';
  fragile: Scalars['Boolean']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  max_load: Maybe<Scalars['Float']['output']>;
  must_ship: Scalars['Boolean']['output'];
  quantity: Scalars['Int']['output'];
  stackable: Scalars['Boolean']['output'];
  stop: Scalars['Int']['output'];
  upright: Array<Dimension>;
  weight: Scalars['Float']['output'];
  width: Scalars['Int']['output'];
};

export type CargoLineInput = {
  fragile?: InputMaybe<Scalars['Boolean']['input']>;
  height: Scalars['Int']['input'];
  id: Scalars['String']['input'];
  length: Scalars['Int']['input'];
  max_load?: InputMaybe<Scalars['Float']['input']>;
  must_ship?: InputMaybe<Scalars['Boolean']['input']>;
  quantity: Scalars['Int']['input'];
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  stop?: InputMaybe<Scalars['Int']['input']>;
  upright?: InputMaybe<Array<Dimension>>;
  weight: Scalars['Float']['input'];
  width: Scalars['Int']['input'];
};

export type CustomUnit = {
  __typename?: 'CustomUnit';
  door_height: Scalars['Int']['output'];
  door_width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  max_payload: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type CustomUnitInput = {
  door_height: Scalars['Int']['input'];
  door_width: Scalars['Int']['input'];
  height: Scalars['Int']['input'];
  length: Scalars['Int']['input'];
  max_payload: Scalars['Float']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  width: Scalars['Int']['input'];
};

export type Dimension =
  | 'height'
  | 'length'
  | 'width';

export type Equipment = {
  __typename?: 'Equipment';
  code: Scalars['String']['output'];
  door_height: Scalars['Int']['output'];
  door_width: Scalars['Int']['output'];
  height: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  max_payload: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type EquipmentChoice = {
  __typename?: 'EquipmentChoice';
  code: Maybe<Scalars['String']['output']>;
  count: Scalars['Int']['output'];
  custom: Maybe<CustomUnit>;
};

export type EquipmentChoiceInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  count?: InputMaybe<Scalars['Int']['input']>;
  custom?: InputMaybe<CustomUnitInput>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Plans the cargo into the equipment (in a worker thread, within the time budget) and stores the plan. */
  create_plan: Plan;
  /** Deletes a plan for good; false when there was none. */
  delete_plan: Scalars['Boolean']['output'];
  /** Replaces the fields given and plans again: same id, the next revision. Null when there is no such plan. */
  update_plan: Maybe<Plan>;
};


export type MutationCreate_PlanArgs = {
  input: PlanRequestInput;
};


export type MutationDelete_PlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdate_PlanArgs = {
  id: Scalars['ID']['input'];
  input: PlanPatchInput;
};

export type Placement = {
  __typename?: 'Placement';
  height: Scalars['Int']['output'];
  item_id: Scalars['String']['output'];
  length: Scalars['Int']['output'];
  step: Scalars['Int']['output'];
  /** Whether the other two are swapped (the item's length across the unit). */
  turned: Scalars['Boolean']['output'];
  /** Which of the item's dimensions stands vertical. */
  vertical: Dimension;
  width: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
  z: Scalars['Int']['output'];
};

export type Plan = {
  __typename?: 'Plan';
  /** The cargo lines as requested, every default filled in (mm, kg). */
  cargo: Array<CargoLine>;
  /**
   * The first equipment choice's ISO 6346 code, or its custom unit's name.
   * @deprecated A plan loads several units: read equipment (and units). Removed in the release after 2026-11-27.
   */
  container_size: Scalars['String']['output'];
  /** When the plan was created. */
  created_at: Scalars['String']['output'];
  /** How long the planner searched, ms. */
  elapsed_ms: Scalars['Int']['output'];
  /** The equipment choices as requested, every default filled in (mm, kg). */
  equipment: Array<EquipmentChoice>;
  /** Plan id, as plan(id) and GET /v1/plans/{id} take it. */
  id: Scalars['ID']['output'];
  /** The plan's name as given, 'Load plan' when none was. */
  name: Scalars['String']['output'];
  options: PlanOptions;
  /** Revision: 1 when created, one more each time the plan is updated and planned again. */
  revision: Scalars['Int']['output'];
  /** Pieces placed / unplaced over all units, and packed volume over the volume of the units used. */
  summary: PlanSummary;
  units: Array<PlannedUnit>;
  /**
   * What was left unplaced and why: each a cargo line (item_id), a quantity of its pieces and the
   * reason (TOO_LARGE, TOO_HEAVY, NO_SPACE, PAYLOAD_REACHED, OPTIONAL_LEFT).
   */
  unplaced: Array<Unplaced>;
  /** When the plan was last planned: created, or updated and planned again. */
  updated_at: Scalars['String']['output'];
};

export type PlanOptions = {
  __typename?: 'PlanOptions';
  min_support: Scalars['Float']['output'];
  seed: Scalars['Int']['output'];
  time_budget_ms: Scalars['Int']['output'];
};

export type PlanOptionsInput = {
  min_support?: InputMaybe<Scalars['Float']['input']>;
  seed?: InputMaybe<Scalars['Int']['input']>;
  time_budget_ms?: InputMaybe<Scalars['Int']['input']>;
};

export type PlanPage = {
  __typename?: 'PlanPage';
  items: Array<Plan>;
  next_cursor: Maybe<Scalars['String']['output']>;
};

export type PlanPatchInput = {
  cargo?: InputMaybe<Array<CargoLineInput>>;
  equipment?: InputMaybe<Array<EquipmentChoiceInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<PlanOptionsInput>;
};

export type PlanRequestInput = {
  cargo: Array<CargoLineInput>;
  equipment: Array<EquipmentChoiceInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<PlanOptionsInput>;
};

export type PlanSummary = {
  __typename?: 'PlanSummary';
  /** Pieces placed over all units. */
  pieces_placed: Scalars['Int']['output'];
  /** Pieces left unplaced. */
  pieces_unplaced: Scalars['Int']['output'];
  /** Units (containers, trailers) used. */
  units: Scalars['Int']['output'];
  /** Packed volume over the volume of the units used, 0..1. */
  volume_utilisation: Scalars['Float']['output'];
};

export type PlanWarning = {
  __typename?: 'PlanWarning';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type PlannedUnit = {
  __typename?: 'PlannedUnit';
  /** The packed load's centre of gravity, mm: x from the front wall towards the door, y across, z up from the floor. */
  centre_of_gravity: Point3;
  /**
   * Catalogue code (ISO 6346 size-type for a container: 22G1, 42G1, …; TRAILER_13_6, MEGA_13_6
   * for a trailer), or custom_N for the N-th equipment choice given with custom dimensions.
   */
  code: Scalars['String']['output'];
  /** The centre of gravity's offset from the floor's centre, mm: x along the length (positive towards the door), y across. */
  cog_offset: Point2;
  /** Inner height, mm. */
  height: Scalars['Int']['output'];
  /** Inner length, mm. */
  length: Scalars['Int']['output'];
  /** Maximum payload, kg. */
  max_payload: Scalars['Float']['output'];
  /** 1-based, in loading order of the units. */
  number: Scalars['Int']['output'];
  /** Pieces placed in the unit. */
  pieces: Scalars['Int']['output'];
  placements: Array<Placement>;
  /** Packed volume over inner volume, 0..1. */
  volume_utilisation: Scalars['Float']['output'];
  /**
   * What to check about the unit's load, each a code and a message: OFF_CENTRE (the centre of
   * gravity off the floor's centre by more than 10 % of the length along it or 5 % of the width
   * across), PAYLOAD_NEAR_LIMIT (the weight at 95 % of the maximum payload or more).
   */
  warnings: Array<PlanWarning>;
  /** Packed weight, kg. */
  weight: Scalars['Float']['output'];
  /** Packed weight over maximum payload, 0..1. */
  weight_utilisation: Scalars['Float']['output'];
  /** Inner width, mm. */
  width: Scalars['Int']['output'];
};

export type Point2 = {
  __typename?: 'Point2';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type Point3 = {
  __typename?: 'Point3';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
  z: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The built-in containers and trailers a plan may use. */
  equipment_catalogue: Array<Equipment>;
  /** One of the caller's plans (null when the organisation has none with that id). */
  plan: Maybe<Plan>;
  /** One page of the caller's plans, newest first; pass next_cursor back as cursor. */
  plan_page: PlanPage;
  /** The caller's load plans, newest first. */
  plans: Array<Plan>;
};


export type QueryPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlan_PageArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlansArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type Unplaced = {
  __typename?: 'Unplaced';
  item_id: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};
