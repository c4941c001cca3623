// The ocean host's requests (bodies and queries: an undeclared field is refused by name) and the
// refusals its routes declare and throw.
import { z } from 'zod';
import { AppError } from '../platform/errors.js';
import { optional, query, type Refusal } from './contract.js';
import { ContainerPatchFields, ContainerRecordFields } from './generated/operations.js';

/** A body object whose undeclared fields are refused, named, before the declared fields' values are checked. */
const closed = <S extends z.ZodRawShape>(what: string, shape: S) =>
  z.preprocess((v, ctx) => {
    const extra = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).filter((k) => !(k in shape)) : [];
    if (extra.length) {
      const message = `has unknown ${what} field(s): ${extra.join(', ')}; allowed: ${Object.keys(shape).join(', ')}`;
      ctx.issues.push({ code: 'custom', input: v, message });
    }
    return v;
  }, z.strictObject(shape));
const required = (type: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? 'is required' : `must be ${type}`),
});
const str = z.string({ error: 'must be a string' });

const TAGS_ERROR = 'must be an array of strings or {name} objects';
/** Tags as strings or {name} objects (the shape the record returns). */
const Tags = z
  .array(z.union([z.string(), z.object({ name: z.string() })], { error: TAGS_ERROR }), { error: TAGS_ERROR })
  .transform((tags) => tags.map((t) => (typeof t === 'string' ? t : t.name)));

export const ContainerId = z.object({ id: z.string() });
export const Identifier = z.object({ identifier: z.string() });

export const AddBody = closed('body', {
  identifier: z.string(required('a string')),
  identifier_type: optional(str),
  carrier_code: optional(str),
  tags: optional(Tags),
});
/** The fields a patch takes (the ContainerPatch input), in the order the record lists them. */
const PATCHABLE = (Object.keys(ContainerPatchFields) as (keyof typeof ContainerPatchFields)[]).sort(
  (a, b) => recordOrder(a) - recordOrder(b),
);
function recordOrder(field: string): number {
  const at = Object.keys(ContainerRecordFields).indexOf(field);
  return at < 0 ? Infinity : at;
}
// null clears a redelivery field, or the tags.
const patchField: Record<string, z.ZodType> = {
  tags: Tags.nullable().optional(),
  redelivery_date: str.nullable().optional().describe('YYYY-MM-DD'),
  notify_when_connected: z.boolean({ error: 'must be a boolean' }).optional(),
};
export const PatchBody = closed(
  'body',
  Object.fromEntries(PATCHABLE.map((f) => [f, patchField[f] ?? str.nullable().optional()])),
).refine((b) => Object.keys(b).length > 0, { error: `needs at least one of ${PATCHABLE.join(', ')}` });
export const TermsBody = closed('body', {
  carrier_code: optional(str),
  port: optional(str),
  lane: optional(str),
  free_days: z.number(required('an integer from 0 to 365')).int({ error: 'must be an integer from 0 to 365' }),
  tiers: optional(
    z.array(
      closed('tier', {
        from_day: z.number({ error: 'must be a number' }),
        daily_rate_usd: z.number({ error: 'must be a number' }),
      }),
      { error: 'must be an array of {from_day, daily_rate_usd}' },
    ),
  ),
  label: optional(str),
});
export const CapBody = closed('body', {
  payg_spend_cap_usd: z
    .number({
      error: (iss) =>
        iss.input === undefined
          ? 'is required (a number of USD, or null for the plan default)'
          : 'must be a number or null',
    })
    .nullable(),
});

export const ListQuery = z.strictObject({
  status: query.text().optional(),
  limit: query.int(1, 500).optional().describe('Default 50'),
  cursor: query.text().optional().describe("The previous page's next_cursor"),
  tags: query.list().optional().describe('A record must carry all of them'),
  archived: query.flag().optional().describe('Default false; true lists archived boxes'),
});

// ---- refusals ------------------------------------------------------------------------------

export const UNKNOWN_RECORD: Refusal = {
  code: 'NOT_FOUND',
  when: "no container with that id on this account (unknown, malformed or another organisation's)",
};
export const QUOTAS: Refusal[] = [
  { code: 'UNIQUE_QUOTA_EXCEEDED', status: 402, when: "the month's unique shipments are used up" },
  { code: 'CONTAINER_QUOTA_EXCEEDED', status: 402, when: 'no container slot is free' },
  {
    code: 'PAYG_SPEND_CAP_REACHED',
    status: 402,
    when: "the add would bring the month's pay-as-you-go spend over the cap",
  },
];
export const CHECK_DIGIT: Refusal = {
  code: 'REFERENCE_NOT_RESOLVABLE',
  status: 404,
  when: 'wrong ISO 6346 check digit (suggested_identifier is the corrected number), or no line recognises the reference',
};

export const unknownRecord = () => new AppError('NOT_FOUND', 'no container with that id on this account');
/** A reference with a wrong ISO 6346 check digit, and the error it gets (examples). */
export const MISTYPED = { identifier: 'MSKU1234560', suggested: 'MSKU1234565' };
export const mistyped = () =>
  new AppError(
    'REFERENCE_NOT_RESOLVABLE',
    `check digit of ${MISTYPED.identifier} is wrong (expected 5); did you mean ${MISTYPED.suggested}?`,
    {
      status: 404,
      details: { suggested_identifier: MISTYPED.suggested },
    },
  );
