// Ocean product host (docs/ocean.md): keyed routes in the ocean envelope, the keyless public lookup
// in the open envelope, and the DCSA-style /v2/events feed (bare array, paging in headers).
// HTTP shape only: the rules live in the ocean subgraph (docs/ocean.md). Each route is declared
// once (contract.ts): its request and answer schemas validate, type and document it.
import { AppError } from '../platform/errors.js';
import type { Principal } from '../platform/context.js';
import type { ProductRouter } from './app.js';
import type { AdapterDeps } from './deps.js';
import { list, page } from './contract.js';
import { rootAnswer, type Operation } from './answers.js';
import {
  AddContainerDocument,
  ArchiveContainerDocument,
  DemurrageReportDocument,
  FileDemurrageTermsDocument,
  GetContainerDocument,
  GetUsageDocument,
  ListContainersDocument,
  ListDemurrageTermsDocument,
  PublicTrackDocument,
  RecheckContainerDocument,
  SetSpendCapDocument,
  TrackContainerDocument,
  UpdateContainerDocument,
  LookupTrackedDocument,
  type ContainerPatch,
  type ContainerRecordFragment,
  type LookupRecordFragment,
} from './generated/operations.js';
import { ENVELOPES } from './envelopes.js';
import {
  type AsJson,
  ContainerRecord,
  LookupRecord,
  DemurrageReport,
  DemurrageTerms,
  TermsFiling,
  Usage,
  PublicTracking,
} from './ocean-answers.js';
import {
  ContainerId,
  Identifier,
  AddBody,
  PatchBody,
  TermsBody,
  CapBody,
  ListQuery,
  UNKNOWN_RECORD,
  QUOTAS,
  CHECK_DIGIT,
  unknownRecord,
  MISTYPED,
  mistyped,
} from './ocean-requests.js';
import { oceanFeedRoute } from './ocean-feed.js';
import { legacyRoutes } from './legacy.js';

/** A record operation by id answers null when the id is unknown or another organisation's. */
async function recordById<V>(
  deps: AdapterDeps,
  principal: Principal,
  operation: Operation<{ [root: string]: AsJson | null }, V>,
  variables: V,
): Promise<ContainerRecordFragment> {
  const r = await rootAnswer(deps, principal, operation, variables);
  if (r === null) throw unknownRecord();
  return r.record_json as ContainerRecordFragment;
}

/** Keyless lookups: besides the generic open-route limit, at most this many per IP. */
export const PUBLIC_TRACK_LIMITS = { window: 10, minute: 20 };

export function oceanRoutes(r: ProductRouter): void {
  const read = { scopes: ['ocean:read'] } as const;
  const write = { scopes: ['ocean:write'] } as const;
  const open = ENVELOPES['ocean-open'];
  const unknownId = { id: '00000000-0000-4000-8000-000000000000' };

  r.route({
    method: 'get',
    path: '/v1/containers',
    operationId: 'listContainers',
    summary: 'One page of your tracked containers, most recently updated first',
    description: 'The cursor is bound to the filters it was issued with and lives 24 hours.',
    tags: ['containers'],
    access: read,
    request: { query: ListQuery },
    answer: { description: 'Container records', schema: page(ContainerRecord) },
    examples: [
      {
        name: 'empty',
        summary: 'An account tracking nothing yet',
        status: 200,
        answer: r.envelope.success({ items: [], has_more: false, next_cursor: null }),
      },
    ],
    handler: async ({ query, principal, deps }) => {
      const variables = {
        limit: query.limit ?? 50,
        cursor: query.cursor ?? null,
        status: query.status ?? null,
        tags: query.tags ?? null,
        archived: query.archived ?? false,
      };
      const p = await rootAnswer(deps, principal, ListContainersDocument, variables);
      const items = p.items.map((i) => i.record_json as ContainerRecordFragment);
      return { data: { items, has_more: p.has_more, next_cursor: p.next_cursor } };
    },
  });

  r.route({
    method: 'post',
    path: '/v1/containers',
    operationId: 'addContainer',
    summary: 'Start tracking a container number, bill of lading or booking',
    tags: ['containers'],
    access: write,
    request: { body: AddBody },
    bodyExample: { identifier: 'MSKU1234565', carrier_code: 'MAEU', tags: ['order-4711'] },
    answer: { status: 201, description: 'The new record', schema: ContainerRecord },
    refusals: [
      { ...CHECK_DIGIT, when: 'wrong ISO 6346 check digit; suggested_identifier is the corrected number' },
      { code: 'ALREADY_TRACKED', status: 409, when: 'the reference is tracked already (id names the record)' },
      { code: 'CONTAINER_ADD_IN_PROGRESS', status: 409, when: 'another add of the same reference is under way' },
      ...QUOTAS,
    ],
    handler: async ({ body, principal, deps }) => {
      const variables = {
        identifier: body.identifier,
        identifier_type: body.identifier_type ?? null,
        carrier_code: body.carrier_code ?? null,
        tags: body.tags ?? null,
      };
      const added = await rootAnswer(deps, principal, AddContainerDocument, variables);
      return { status: 201, data: added.record_json as ContainerRecordFragment };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/containers/demurrage',
    operationId: 'demurrageReport',
    summary: 'Free-time exposure of your boxes',
    tags: ['demurrage'],
    access: read,
    answer: { description: 'The demurrage report', schema: DemurrageReport },
    handler: async ({ principal, deps }) => ({
      data: await rootAnswer(deps, principal, DemurrageReportDocument, {}),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/containers/lookup/:identifier',
    operationId: 'lookupContainer',
    summary: 'A tracked reference by identifier; an unseen one is registered',
    tags: ['containers'],
    access: read,
    request: { params: Identifier },
    answer: { description: 'The lookup record', schema: LookupRecord },
    refusals: [
      {
        code: 'TRACKING_IN_PROGRESS',
        status: 202,
        when: 'registered and awaiting the carrier; retry after retry_after_seconds (and Retry-After)',
      },
      CHECK_DIGIT,
      ...QUOTAS,
    ],
    examples: [
      {
        name: 'mistyped',
        summary: 'A wrong check digit names the corrected number; nothing is registered',
        params: { identifier: MISTYPED.identifier },
        status: 404,
        answer: r.envelope.error(mistyped()),
      },
    ],
    handler: async ({ params, principal, deps }) => {
      // A reference already tracked and answered is read; otherwise the lookup registers it (or says why not).
      const variables = { identifier: params.identifier };
      const tracked = await rootAnswer(deps, principal, LookupTrackedDocument, variables);
      const record = tracked ?? (await rootAnswer(deps, principal, TrackContainerDocument, variables));
      return { data: record.record_json as LookupRecordFragment };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/containers/:id',
    operationId: 'getContainer',
    summary: 'One tracked container',
    tags: ['containers'],
    access: read,
    request: { params: ContainerId },
    answer: { description: 'The record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    examples: [
      {
        name: 'unknown',
        summary: 'An id not on this account',
        params: unknownId,
        status: 404,
        answer: r.envelope.error(unknownRecord()),
      },
    ],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, GetContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'patch',
    path: '/v1/containers/:id',
    operationId: 'updateContainer',
    summary: 'Replace tags, set or clear redelivery fields, ask to be told when the carrier is connected',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId, body: PatchBody },
    bodyExample: { tags: ['order-4711', 'urgent'], redelivery_date: '2026-12-15', notify_when_connected: true },
    answer: { description: 'The record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    handler: async ({ params, body, principal, deps }) => {
      // PatchBody is built from ContainerPatch's fields and has checked their types.
      const patch = { ...body, ...('tags' in body ? { tags: body.tags ?? [] } : {}) } as ContainerPatch;
      return { data: await recordById(deps, principal, UpdateContainerDocument, { id: params.id, patch }) };
    },
  });

  r.route({
    method: 'delete',
    path: '/v1/containers/:id',
    operationId: 'archiveContainer',
    summary: 'Stop tracking (archive); idempotent, re-adding restores the record',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId },
    answer: { description: 'The archived record', schema: ContainerRecord },
    refusals: [UNKNOWN_RECORD],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, ArchiveContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'post',
    path: '/v1/containers/:id/recheck',
    operationId: 'recheckContainer',
    summary: 'Ask the carrier again now',
    tags: ['containers'],
    access: write,
    request: { params: ContainerId },
    answer: { description: 'The record, polled now', schema: ContainerRecord },
    refusals: [
      UNKNOWN_RECORD,
      { code: 'RATE_LIMITED', when: 'rechecked less than 5 minutes ago (retry_after_seconds, Retry-After)' },
      { code: 'VALIDATION_ERROR', when: 'the record is archived' },
    ],
    handler: async ({ params, principal, deps }) => ({
      data: await recordById(deps, principal, RecheckContainerDocument, { id: params.id }),
    }),
  });

  r.route({
    method: 'post',
    path: '/v1/demurrage-terms',
    operationId: 'fileDemurrageTerms',
    summary: 'File your free-time terms for a scope (carrier, port, lane)',
    tags: ['demurrage'],
    access: write,
    request: { body: TermsBody },
    bodyExample: {
      carrier_code: 'MAEU',
      port: 'NLRTM',
      free_days: 5,
      tiers: [
        { from_day: 6, daily_rate_usd: 75 },
        { from_day: 11, daily_rate_usd: 150 },
      ],
      label: 'Maersk Rotterdam 2026',
    },
    answer: {
      status: 201,
      description: 'New terms on file, replaced and boxes_covered',
      schema: TermsFiling,
      also: { status: 200, when: 'Terms of the same scope were on file and are replaced (replaced: true)' },
    },
    handler: async ({ body, principal, deps }) => {
      const data = await rootAnswer(deps, principal, FileDemurrageTermsDocument, { input: body });
      return { status: data.replaced ? 200 : 201, data };
    },
  });

  r.route({
    method: 'get',
    path: '/v1/demurrage-terms',
    operationId: 'listDemurrageTerms',
    summary: 'Your filed demurrage terms, most specific first',
    tags: ['demurrage'],
    access: read,
    answer: { description: 'The terms on file', schema: list(DemurrageTerms) },
    examples: [
      {
        name: 'none',
        summary: 'An account without terms on file',
        status: 200,
        answer: r.envelope.success({ items: [] }),
      },
    ],
    handler: async ({ principal, deps }) => ({
      data: await rootAnswer(deps, principal, ListDemurrageTermsDocument, {}),
    }),
  });

  r.route({
    method: 'get',
    path: '/v1/usage',
    operationId: 'getUsage',
    summary: 'Plan allowances and use',
    tags: ['plan'],
    access: read,
    answer: { description: 'Usage (quota objects: null total = no cap)', schema: Usage },
    handler: async ({ principal, deps }) => ({ data: await rootAnswer(deps, principal, GetUsageDocument, {}) }),
  });

  r.route({
    method: 'patch',
    path: '/v1/usage',
    operationId: 'setSpendCap',
    summary: 'Set the pay-as-you-go spend cap (null: the plan default)',
    tags: ['plan'],
    access: write,
    request: { body: CapBody },
    bodyExample: { payg_spend_cap_usd: 250 },
    answer: { description: 'Usage with the new cap', schema: Usage },
    handler: async ({ body, principal, deps }) => {
      return { data: await rootAnswer(deps, principal, SetSpendCapDocument, { usd: body.payg_spend_cap_usd }) };
    },
  });

  oceanFeedRoute(r);

  // Keyless public lookup (docs/ocean.md): the shared carrier answer, no account data.
  r.route({
    method: 'get',
    path: '/public/track/:identifier',
    operationId: 'publicTrack',
    summary: 'Keyless lookup: the shared carrier answer for a reference (no registration, no account data)',
    tags: ['public'],
    access: 'open',
    envelope: open,
    request: { params: Identifier },
    answer: { description: 'The carrier answer', schema: PublicTracking },
    examples: [
      {
        name: 'mistyped',
        summary: 'A wrong check digit names the corrected number',
        params: { identifier: MISTYPED.identifier },
        status: 404,
        answer: open.error(mistyped()),
      },
    ],
    refusals: [
      CHECK_DIGIT,
      {
        code: 'OVER_RATE_LIMIT',
        when: `more than ${PUBLIC_TRACK_LIMITS.window} lookups per 20 s or ${PUBLIC_TRACK_LIMITS.minute} per minute from this address`,
      },
      { code: 'SERVICE_UNAVAILABLE', when: 'the carrier did not answer; see Retry-After' },
    ],
    handler: async ({ params, ip, deps }) => {
      // X-RateLimit-* of this route's own, tighter limit on every answer past it (they replace
      // the open-route ones).
      const limit: Record<string, string> = {};
      let admitted = false;
      try {
        await deps.limiter.admit(`ip-track:${ip}`, PUBLIC_TRACK_LIMITS, deps.services.clock.now(), (k, v) => {
          limit[k] = v;
        });
        admitted = true;
        const data = await rootAnswer(deps, null, PublicTrackDocument, { identifier: params.identifier });
        return { data, headers: limit };
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const message = admitted
          ? e.message
          : `too many public lookups from this address; retry in ${e.headers?.['Retry-After']} s`;
        throw new AppError(e.code, message, {
          status: e.status,
          details: e.details,
          headers: { ...limit, ...e.headers },
        });
      }
    },
  });
  r.keepEnvelope('/public/track', open); // wrong methods, unknown paths, bad encodings: this envelope too

  legacyRoutes(r); // legacy-compatible surface, /compat/legacy/* (rest-adapter/legacy.ts)
}
