// Loading product host (docs/loading.md): plans in {ok:true, plan}, lists and the
// catalogue in {ok:true, data}, errors {ok:false, error:{code, message}}. Each answer is the
// loading subgraph's field as is; the unit pictures are drawn here from the plan (isometric.ts).
import { z } from 'zod';
import type { Principal } from '../platform/context.js';
import { AppError } from '../platform/errors.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { list, page, query } from './contract.js';
import { answerSchema, described, oneOf, rootAnswer, timestamp } from './answers.js';
import {
  CreatePlanDocument,
  DeletePlanDocument,
  EquipmentCatalogueDocument,
  EquipmentFields,
  ListedPlanFields,
  LoadedUnitFields,
  PlacementFields,
  PlanDocument,
  PlanFields,
  PlanPageDocument,
  PlanSummaryFields,
  UpdatePlanDocument,
  type PlanFragment,
} from './generated/operations.js';
import { ENVELOPES, type Envelope } from './envelopes.js';
import { isometricSvg } from './isometric.js';

// ---- shapes ---------------------------------------------------------------------------------

const mm = (what: string) => z.number().int().min(1).max(30_000).describe(`${what}, mm`);
const kg = (what: string) => z.number().min(0).max(1_000_000).describe(`${what}, kg`);
const Dimension = z.enum(['length', 'width', 'height']);

const CargoLineIn = z
  .object({
    id: z.string().min(1).max(100).describe('The cargo line: its SKU or your id, unique in the plan'),
    length: mm('Length'),
    width: mm('Width'),
    height: mm('Height'),
    weight: kg('Weight of one piece'),
    quantity: z.number().int().min(1).max(5000),
    upright: z
      .array(Dimension)
      .min(1)
      .max(3)
      .optional()
      .describe('Which dimensions may stand vertical (default all; ["height"] = this side up)'),
    stackable: z.boolean().optional().describe('Whether anything may rest on it (default true)'),
    max_load: kg('The most weight that may rest on one piece').nullish(),
    fragile: z.boolean().optional().describe('Nothing on top (default false)'),
    stop: z.number().int().min(1).max(99).optional().describe('Delivery stop, 1 = unloaded first (default 1)'),
    must_ship: z.boolean().optional().describe('Placed before any optional line (default true)'),
  })
  .strict();
const CustomIn = z
  .object({
    name: z.string().max(100).nullish(),
    length: mm('Inner length'),
    width: mm('Inner width'),
    height: mm('Inner height'),
    door_width: mm('Door opening width'),
    door_height: mm('Door opening height'),
    max_payload: kg('Maximum payload'),
  })
  .strict();
const EquipmentIn = z
  .object({
    code: z.string().max(20).nullish().describe('A catalogue code (GET /v1/equipment)'),
    custom: CustomIn.nullish().describe('Or the inside of your own unit'),
    count: z.number().int().min(1).max(50).nullish().describe('How many such units may be used (default 1)'),
  })
  .strict();
const OptionsIn = z
  .object({
    time_budget_ms: z.number().int().min(50).max(20_000).nullish().describe('Search time, ms (default 2000)'),
    seed: z.number().int().min(0).max(2_147_483_647).nullish().describe('Same input and seed, same plan'),
    min_support: z
      .number()
      .min(0.5)
      .max(1)
      .nullish()
      .describe('Share of a base that must rest on something (default 1)'),
  })
  .strict();
const PlanIn = z
  .object({
    name: z.string().max(200).nullish(),
    cargo: z.array(CargoLineIn).min(1).max(500),
    equipment: z.array(EquipmentIn).min(1).max(10),
    options: OptionsIn.nullish(),
  })
  .strict();
const PlanPatch = PlanIn.partial().strict();

const CargoLine = CargoLineIn.required()
  .extend({ upright: z.array(Dimension), max_load: z.number().nullable() })
  .openapi('CargoLine');
const Equipment = answerSchema(EquipmentFields, { kind: oneOf(['container', 'trailer']) }).openapi('Equipment');
const Summary = answerSchema(PlanSummaryFields).openapi('PlanSummary');
const Placement = answerSchema(PlacementFields, { vertical: Dimension }).openapi('Placement');
// The picture is the REST answer's own: the address of the unit's drawing, before its placements.
const { placements, ...unitFields } = LoadedUnitFields;
const Unit = answerSchema(
  { ...unitFields, picture: 'String!', placements },
  {
    warnings: { code: oneOf(['OFF_CENTRE', 'PAYLOAD_NEAR_LIMIT']) },
    picture: described('The isometric SVG of this unit (add ?steps=true&up_to_step=N to follow the sequence)'),
    placements: z.array(Placement),
  },
).openapi('LoadedUnit');
const Plan = answerSchema(PlanFields, {
  created_at: timestamp,
  updated_at: timestamp,
  cargo: z.array(CargoLine),
  equipment: { custom: CustomIn.required().nullable() },
  summary: Summary,
  units: z.array(Unit),
  unplaced: { reason: oneOf(['TOO_LARGE', 'TOO_HEAVY', 'NO_SPACE', 'PAYLOAD_REACHED', 'OPTIONAL_LEFT']) },
}).openapi('Plan');
const Listed = answerSchema(ListedPlanFields, {
  created_at: timestamp,
  updated_at: timestamp,
  summary: Summary,
}).openapi('ListedPlan');

type PlanData = PlanFragment;

/** docs/loading.md: a plan travels as {ok:true, plan}. */
const PLAN_ENVELOPE: Envelope = {
  ...ENVELOPES.loading,
  success: (data) => ({ ok: true, plan: data }),
  successSchema: (data) => z.object({ ok: z.literal(true), plan: data }),
};

const PlanId = z.object({ id: z.string().max(100) });
const UNKNOWN_PLAN = { code: 'NOT_FOUND', when: 'no plan with that id on this account' } as const;
const BUSY = {
  code: 'PLANNER_BUSY',
  status: 503,
  when: "this organisation's share of the planner is full (Retry-After from its own plans)",
} as const;
const unknownPlan = () => new AppError('NOT_FOUND', 'no plan with that id on this account');

const withPictures = (p: PlanData) => ({
  ...p,
  units: p.units.map((u) => ({ ...u, picture: `/v1/plans/${p.id}/units/${u.number}.svg` })),
});

async function onePlan(deps: AdapterDeps, principal: Principal, id: string): Promise<PlanData> {
  const plan = await rootAnswer(deps, principal, PlanDocument, { id });
  if (!plan) throw unknownPlan();
  return plan;
}

export function loadingRoutes(r: ProductRouter): void {
  const read = { scopes: ['loading:read'] as const };
  const write = { scopes: ['loading:write'] as const };

  r.route({
    method: 'post',
    path: '/v1/plans',
    operationId: 'createPlan',
    summary: 'Plan cargo into containers or trailers',
    description: 'Plans in a worker thread within the time budget and stores the plan (plan_created).',
    tags: ['plans'],
    access: write,
    envelope: PLAN_ENVELOPE,
    request: { body: PlanIn },
    bodyExample: {
      name: 'Order 4711',
      cargo: [
        { id: 'PALLET-EU', length: 1200, width: 800, height: 1500, weight: 450, quantity: 20 },
        { id: 'CRATE-S', length: 600, width: 400, height: 400, weight: 25, quantity: 40, fragile: true },
      ],
      equipment: [{ code: '45G1' }],
      options: { seed: 7 },
    },
    answer: {
      status: 201,
      description: 'The plan: every unit with its placements, and what could not be placed',
      schema: Plan,
    },
    refusals: [BUSY],
    handler: async ({ body, principal, deps }) => {
      const plan = await rootAnswer(deps, principal, CreatePlanDocument, { input: body });
      return { status: 201, data: withPictures(plan) };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/plans',
    operationId: 'listPlans',
    summary: 'Your plans, newest first',
    tags: ['plans'],
    access: read,
    request: { query: z.object({ limit: query.int(1, 100).optional(), cursor: query.text().optional() }) },
    answer: { description: 'One page of plans with their summaries', schema: page(Listed) },
    handler: async ({ query: q, principal, deps }) => {
      const variables = { limit: q.limit ?? 20, cursor: q.cursor ?? null };
      const { items, next_cursor } = await rootAnswer(deps, principal, PlanPageDocument, variables);
      return { data: { items, has_more: next_cursor !== null, next_cursor } };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/plans/:id',
    operationId: 'getPlan',
    summary: 'One plan',
    tags: ['plans'],
    access: read,
    envelope: PLAN_ENVELOPE,
    request: { params: PlanId },
    answer: { description: 'The plan', schema: Plan },
    refusals: [UNKNOWN_PLAN],
    handler: async ({ params, principal, deps }) => ({ data: withPictures(await onePlan(deps, principal, params.id)) }),
  });

  r.route({
    method: 'patch',
    path: '/v1/plans/:id',
    operationId: 'updatePlan',
    summary: 'Change cargo, equipment or options and plan again',
    description: 'Each field given replaces the stored one whole; same id, the next revision (plan_updated).',
    tags: ['plans'],
    access: write,
    envelope: PLAN_ENVELOPE,
    request: { params: PlanId, body: PlanPatch },
    bodyExample: { equipment: [{ code: '22G1', count: 2 }] },
    answer: { description: 'The plan, replanned', schema: Plan },
    refusals: [UNKNOWN_PLAN, BUSY],
    handler: async ({ params, body, principal, deps }) => {
      const plan = await rootAnswer(deps, principal, UpdatePlanDocument, { id: params.id, input: body });
      if (!plan) throw unknownPlan();
      return { data: withPictures(plan) };
    },
  });

  r.route({
    method: 'delete',
    path: '/v1/plans/:id',
    operationId: 'deletePlan',
    summary: 'Delete a plan for good',
    tags: ['plans'],
    access: write,
    request: { params: PlanId },
    answer: { description: 'Deleted', schema: z.object({ id: z.string(), deleted: z.literal(true) }) },
    refusals: [UNKNOWN_PLAN],
    handler: async ({ params, principal, deps }) => {
      if (!(await rootAnswer(deps, principal, DeletePlanDocument, { id: params.id }))) throw unknownPlan();
      return { data: { id: params.id, deleted: true as const } };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/plans/:id/units/:number.svg',
    operationId: 'unitPicture',
    summary: "An isometric picture of one unit's load",
    description:
      'Coloured by cargo line; steps=true numbers the pieces in loading order, up_to_step=N draws steps 1 to N.',
    tags: ['plans'],
    access: read,
    request: {
      params: z.object({
        id: z.string().max(100),
        number: z
          .string()
          .regex(/^[1-9]\d{0,2}$/, 'must be a unit number')
          .openapi({ type: 'integer', minimum: 1, maximum: 999 }),
      }),
      query: z.object({ steps: query.flag().optional(), up_to_step: query.int(0, 100_000).optional() }),
    },
    answer: { description: 'The unit as SVG', schema: z.string(), contentType: 'image/svg+xml' },
    refusals: [{ code: 'NOT_FOUND', when: 'no plan with that id, or no unit with that number in it' }],
    handler: async ({ params, query: q, principal, deps }) => {
      const p = await onePlan(deps, principal, params.id);
      const u = p.units.find((x) => x.number === Number(params.number));
      if (!u) throw new AppError('NOT_FOUND', `plan ${p.id} has ${p.units.length} unit(s); no unit ${params.number}`);
      return {
        data: isometricSvg(
          {
            title: `${p.name}: unit ${u.number} of ${p.units.length}, ${u.code} (${Math.round(u.volume_utilisation * 100)} % by volume)`,
            length: u.length,
            width: u.width,
            height: u.height,
            placements: u.placements,
          },
          { steps: q.steps ?? false, upToStep: q.up_to_step },
        ),
      };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/equipment',
    operationId: 'equipmentCatalogue',
    summary: 'The containers and trailers a plan may name',
    tags: ['equipment'],
    access: read,
    answer: { description: 'Inner dimensions, door opening and maximum payload', schema: list(Equipment) },
    handler: async ({ principal, deps }) => {
      return { data: { items: await rootAnswer(deps, principal, EquipmentCatalogueDocument, {}) } };
    },
  });
}
