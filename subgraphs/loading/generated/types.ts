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
  cargo: Array<CargoLine>;
  /**
   * The first equipment choice's ISO 6346 code, or its custom unit's name.
   * @deprecated A plan loads several units: read equipment (and units). Removed in the release after 2026-11-27.
   */
  container_size: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  /** How long the planner searched, ms. */
  elapsed_ms: Scalars['Int']['output'];
  equipment: Array<EquipmentChoice>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: PlanOptions;
  revision: Scalars['Int']['output'];
  /** Pieces placed / unplaced over all units, and packed volume over the volume of the units used. */
  summary: PlanSummary;
  units: Array<PlannedUnit>;
  unplaced: Array<Unplaced>;
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
  pieces_placed: Scalars['Int']['output'];
  pieces_unplaced: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
  volume_utilisation: Scalars['Float']['output'];
};

export type PlanWarning = {
  __typename?: 'PlanWarning';
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type PlannedUnit = {
  __typename?: 'PlannedUnit';
  centre_of_gravity: Point3;
  /** Catalogue code, or custom_N for the N-th equipment choice given with custom dimensions. */
  code: Scalars['String']['output'];
  cog_offset: Point2;
  height: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  max_payload: Scalars['Float']['output'];
  /** 1-based, in loading order of the units. */
  number: Scalars['Int']['output'];
  pieces: Scalars['Int']['output'];
  placements: Array<Placement>;
  volume_utilisation: Scalars['Float']['output'];
  warnings: Array<PlanWarning>;
  weight: Scalars['Float']['output'];
  weight_utilisation: Scalars['Float']['output'];
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
