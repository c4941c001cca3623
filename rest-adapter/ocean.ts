// Ocean product host (spec 4.1): keyed routes in the ocean envelope, the keyless public lookup
// in the open envelope, and the DCSA-style /v2/events feed (bare array, paging in headers).
// HTTP shape only: the rules live in the ocean subgraph (docs/ocean.md).
import type { Request } from 'express';
import { AppError } from '../platform/errors.js';
import type { Principal } from '../platform/context.js';
import type { ProductRouter, AdapterDeps } from './app.js';
import { ENVELOPES } from './envelopes.js';
import { legacyRoutes } from './legacy.js';

const POSITION = `vessel_position { imo name lat lng speed_knots heading_deg nav_status position_updated_at position_fix_at position_age_hours position_freshness }`;

// Each selection names the fields of a spec record in the spec's order; the subgraph answers them
// with the contract's names and shapes, so the route's `data` is the operation's answer as is.

/** Spec 2.4. */
const RECORD = `id org_id identifier identifier_type carrier_code carrier_name tags { name } status eta eta_is_estimated
  planned_departure_at current_vessel_imo poll_priority demurrage_at_risk demurrage_accrued_usd demurrage_last_free_day
  customs_hold_reason customs_hold_since origin_unlocode destination_unlocode destination_name container_size equipment_type
  iso_type_code equipment_owner equipment_lessor lessee_name lessor_status lessor_checked_at lessor_contract_number
  lessor_contract_type equipment_manufacturer carrier_hint_code connector_status connector_notify_requested_at
  redelivery_reference redelivery_date redelivery_location redelivery_yard last_polled_at added_at archived_at archived_reason
  unresolvable_since unresolved_reason route_alert source delay_bars { stage port days_late } route_ports { unlocode name role }
  is_demo ${POSITION}`;

const EVENT = `type classifier is_actual label timestamp event_local_datetime utc_offset_minutes event_timezone location location_name
  facility_name container_number vessel_name vessel_imo`;

/** Spec 2.5. */
const LOOKUP = `id container_number bl_number booking_number identifier identifier_type container_size equipment_type iso_type_code
  child_containers { container_number iso_type_code container_size equipment_type status eta events { ${EVENT} } }
  status carrier vessel_name vessel_imo ${POSITION} origin_name destination_name eta eta_confidence_pct
  last_updated_at last_updated_source last_polled_at last_ais_fix_at field_provenance demurrage_free_days_left ai_narrative
  events { ${EVENT} }`;

const TERMS = `id carrier_code port lane free_days tiers { from_day to_day daily_rate_usd } label created_at updated_at`;

type Obj = Record<string, any>;

function rejectUnknown(where: string, given: Obj, allowed: readonly string[]): void {
  const extra = Object.keys(given).filter((k) => !allowed.includes(k));
  if (extra.length) throw new AppError('VALIDATION_ERROR', `unknown ${where} field(s): ${extra.join(', ')}; allowed: ${allowed.join(', ')}`);
}

function body(req: Request): Obj {
  const b = req.body;
  if (b === undefined || b === null || (typeof b === 'object' && !Array.isArray(b) && Object.keys(b).length === 0 && req.headers['content-type'] === undefined)) return {};
  if (typeof b !== 'object' || Array.isArray(b)) throw new AppError('VALIDATION_ERROR', 'the body must be a JSON object');
  return b;
}

function str(v: unknown, name: string, opts: { required?: boolean } = {}): string | null {
  if (v === undefined || v === null) {
    if (opts.required) throw new AppError('VALIDATION_ERROR', `${name} is required`);
    return null;
  }
  if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${name} must be a string`);
  return v;
}

/** Tags as strings or {name} objects (the shape the record returns). */
function tagNames(v: unknown): string[] | null {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v)) throw new AppError('VALIDATION_ERROR', 'tags must be an array of strings or {name} objects');
  return v.map((t) => {
    if (typeof t === 'string') return t;
    if (t && typeof t === 'object' && typeof t.name === 'string') return t.name;
    throw new AppError('VALIDATION_ERROR', 'tags must be an array of strings or {name} objects');
  });
}

function bool(v: unknown, name: string): boolean | null {
  if (v === undefined) return null;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new AppError('VALIDATION_ERROR', `${name} must be true or false`);
}

function one(q: Obj, name: string): string | undefined {
  const v = q[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new AppError('VALIDATION_ERROR', `${name} must be given once`);
  return v;
}

/** The answer of an operation with one root field: that field's value, which is the route's `data`. */
async function answer<T = unknown>(deps: AdapterDeps, principal: Principal | null, operation: string, variables?: Obj): Promise<T> {
  const d = await deps.gateway.execute<Record<string, T>>(operation, variables, principal);
  return Object.values(d)[0] as T;
}

/** A record operation by id answers null when the id is unknown or another organisation's. */
async function recordById(deps: AdapterDeps, principal: Principal, operation: string, variables: Obj): Promise<unknown> {
  const r = await answer(deps, principal, operation, variables);
  if (r === null) throw new AppError('NOT_FOUND', 'no container with that id on this account');
  return r;
}

const LIST_PARAMS = ['status', 'limit', 'cursor', 'tags', 'archived'] as const;
const FEED_PARAMS = [
  'eventType', 'shipmentEventTypeCode', 'transportEventTypeCode', 'equipmentEventTypeCode', 'equipmentReference', 'UNLocationCode',
  'vesselIMONumber', 'carrierBookingReference', 'transportDocumentReference', 'eventCreatedDateTime', 'eventCreatedDateTime:gte',
  'eventCreatedDateTime:gt', 'eventCreatedDateTime:lte', 'eventCreatedDateTime:lt', 'eventCreatedDateTime:eq', 'limit', 'cursor',
] as const;

/** Keyless lookups: besides the generic open-route limit, at most this many per IP (spec 8: per-IP limits). */
export const PUBLIC_TRACK_LIMITS = { window: 10, minute: 20 };

export function oceanRoutes(r: ProductRouter): void {
  r.keyed('get', '/v1/containers', ['ocean:read'], async ({ req, principal, deps }) => {
    const q = req.query as Obj;
    rejectUnknown('query', q, LIST_PARAMS);
    const rawLimit = one(q, 'limit');
    const limit = rawLimit === undefined ? 50 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new AppError('VALIDATION_ERROR', 'limit must be an integer from 1 to 500');
    const tags = one(q, 'tags');
    const data = await answer(
      deps,
      principal,
      `query List($limit: Int!, $cursor: String, $status: String, $tags: [String!], $archived: Boolean) {
         container_page(limit: $limit, cursor: $cursor, status: $status, tags: $tags, archived: $archived) { items { ${RECORD} } has_more next_cursor } }`,
      {
        limit,
        cursor: one(q, 'cursor') ?? null,
        status: one(q, 'status') ?? null,
        tags: tags ? tags.split(',').map((t) => t.trim()).filter(Boolean) : null,
        archived: bool(one(q, 'archived'), 'archived') ?? false,
      },
    );
    return { data };
  });

  r.keyed('post', '/v1/containers', ['ocean:write'], async ({ req, principal, deps }) => {
    const b = body(req);
    rejectUnknown('body', b, ['identifier', 'identifier_type', 'carrier_code', 'tags']);
    const data = await answer(
      deps,
      principal,
      `mutation Add($identifier: String!, $type: String, $carrier: String, $tags: [String!]) {
         add_container(identifier: $identifier, identifier_type: $type, carrier_code: $carrier, tags: $tags) { ${RECORD} } }`,
      {
        identifier: str(b.identifier, 'identifier', { required: true }),
        type: str(b.identifier_type, 'identifier_type'),
        carrier: str(b.carrier_code, 'carrier_code'),
        tags: tagNames(b.tags),
      },
    );
    return { status: 201, data };
  });

  r.keyed('get', '/v1/containers/demurrage', ['ocean:read'], async ({ principal, deps }) => {
    const data = await answer(
      deps,
      principal,
      `{ demurrage_report_record { total_at_risk_usd containers_at_risk unassessable_containers coverage_note assessed_containers
           uncosted_containers candidates_considered truncated items } }`,
    );
    return { data };
  });

  r.keyed('get', '/v1/containers/lookup/:identifier', ['ocean:read'], async ({ req, principal, deps }) => {
    const data = await answer(
      deps,
      principal,
      `mutation Track($identifier: String!) { track_container_record(identifier: $identifier) { ${LOOKUP} } }`,
      { identifier: req.params.identifier },
    );
    return { data };
  });

  r.keyed('get', '/v1/containers/:id', ['ocean:read'], async ({ req, principal, deps }) => {
    return { data: await recordById(deps, principal, `query One($id: ID!) { container(id: $id) { ${RECORD} } }`, { id: req.params.id }) };
  });

  r.keyed('patch', '/v1/containers/:id', ['ocean:write'], async ({ req, principal, deps }) => {
    const b = body(req);
    const allowed = ['tags', 'redelivery_reference', 'redelivery_date', 'redelivery_location', 'redelivery_yard', 'notify_when_connected'];
    rejectUnknown('body', b, allowed);
    if (!Object.keys(b).length) throw new AppError('VALIDATION_ERROR', `send at least one of ${allowed.join(', ')}`);
    const patch: Obj = {};
    if ('tags' in b) patch.tags = tagNames(b.tags) ?? [];
    for (const k of ['redelivery_reference', 'redelivery_date', 'redelivery_location', 'redelivery_yard']) if (k in b) patch[k] = str(b[k], k);
    if ('notify_when_connected' in b) {
      if (typeof b.notify_when_connected !== 'boolean') throw new AppError('VALIDATION_ERROR', 'notify_when_connected must be a boolean');
      patch.notify_when_connected = b.notify_when_connected;
    }
    const operation = `mutation Update($id: ID!, $patch: ContainerPatch!) { update_container(id: $id, patch: $patch) { ${RECORD} } }`;
    return { data: await recordById(deps, principal, operation, { id: req.params.id, patch }) };
  });

  r.keyed('delete', '/v1/containers/:id', ['ocean:write'], async ({ req, principal, deps }) => {
    return { data: await recordById(deps, principal, `mutation Archive($id: ID!) { archive_container(id: $id) { ${RECORD} } }`, { id: req.params.id }) };
  });

  r.keyed('post', '/v1/containers/:id/recheck', ['ocean:write'], async ({ req, principal, deps }) => {
    return { data: await recordById(deps, principal, `mutation Recheck($id: ID!) { recheck_container(id: $id) { ${RECORD} } }`, { id: req.params.id }) };
  });

  r.keyed('post', '/v1/demurrage-terms', ['ocean:write'], async ({ req, principal, deps }) => {
    const b = body(req);
    rejectUnknown('body', b, ['carrier_code', 'port', 'lane', 'free_days', 'tiers', 'label']);
    if (b.free_days === undefined) throw new AppError('VALIDATION_ERROR', 'free_days is required');
    if (typeof b.free_days !== 'number') throw new AppError('VALIDATION_ERROR', 'free_days must be an integer from 0 to 365');
    if (b.tiers !== undefined && b.tiers !== null) {
      if (!Array.isArray(b.tiers)) throw new AppError('VALIDATION_ERROR', 'tiers must be an array of {from_day, daily_rate_usd}');
      for (const t of b.tiers) {
        if (!t || typeof t !== 'object') throw new AppError('VALIDATION_ERROR', 'tiers must be an array of {from_day, daily_rate_usd}');
        rejectUnknown('tier', t, ['from_day', 'daily_rate_usd']);
        if (typeof t.from_day !== 'number' || typeof t.daily_rate_usd !== 'number') throw new AppError('VALIDATION_ERROR', 'tier from_day and daily_rate_usd must be numbers');
      }
    }
    const input = {
      carrier_code: str(b.carrier_code, 'carrier_code'),
      port: str(b.port, 'port'),
      lane: str(b.lane, 'lane'),
      free_days: Number.isInteger(b.free_days) ? b.free_days : -1,
      tiers: b.tiers ?? null,
      label: str(b.label, 'label'),
    };
    const data = await answer<{ replaced: boolean }>(
      deps,
      principal,
      `mutation File($input: DemurrageTermsInput!) { file_demurrage_terms(input: $input) { ${TERMS} replaced boxes_covered } }`,
      { input },
    );
    return { status: data.replaced ? 200 : 201, data };
  });

  r.keyed('get', '/v1/demurrage-terms', ['ocean:read'], async ({ principal, deps }) => {
    return { data: await answer(deps, principal, `{ demurrage_terms_list { items { ${TERMS} } } }`) };
  });

  const USAGE = `plan period unique_shipments { total used remaining } container_slots { total used remaining } payg_price_usd payg_spend_cap_usd payg_spent_usd`;
  r.keyed('get', '/v1/usage', ['ocean:read'], async ({ principal, deps }) => {
    return { data: await answer(deps, principal, `{ ocean_usage { ${USAGE} } }`) };
  });

  r.keyed('patch', '/v1/usage', ['ocean:write'], async ({ req, principal, deps }) => {
    const b = body(req);
    rejectUnknown('body', b, ['payg_spend_cap_usd']);
    if (!('payg_spend_cap_usd' in b)) throw new AppError('VALIDATION_ERROR', 'payg_spend_cap_usd is required (a number of USD, or null for the plan default)');
    if (b.payg_spend_cap_usd !== null && typeof b.payg_spend_cap_usd !== 'number') throw new AppError('VALIDATION_ERROR', 'payg_spend_cap_usd must be a number or null');
    return { data: await answer(deps, principal, `mutation Cap($usd: Float) { set_payg_spend_cap(usd: $usd) { ${USAGE} } }`, { usd: b.payg_spend_cap_usd }) };
  });

  // DCSA Track & Trace 2.2 style feed: a bare array; Current-Page / Next-Page / First-Page headers.
  r.keyed('get', '/v2/events', ['ocean:read'], async ({ req, principal, deps }) => {
    const q = req.query as Obj;
    rejectUnknown('query', q, FEED_PARAMS);
    const list = (name: string) => one(q, name)?.split(',').map((s) => s.trim()).filter(Boolean) ?? null;
    const rawLimit = one(q, 'limit');
    const limit = rawLimit === undefined ? 100 : Number(rawLimit);
    const created = one(q, 'eventCreatedDateTime') ?? one(q, 'eventCreatedDateTime:eq');
    const filter = {
      event_types: list('eventType'),
      shipment_event_type_codes: list('shipmentEventTypeCode'),
      transport_event_type_codes: list('transportEventTypeCode'),
      equipment_event_type_codes: list('equipmentEventTypeCode'),
      equipment_reference: one(q, 'equipmentReference') ?? null,
      unlocode: one(q, 'UNLocationCode') ?? null,
      vessel_imo: one(q, 'vesselIMONumber') ?? null,
      carrier_booking_reference: one(q, 'carrierBookingReference') ?? null,
      transport_document_reference: one(q, 'transportDocumentReference') ?? null,
      created_gte: one(q, 'eventCreatedDateTime:gte') ?? created ?? null,
      created_gt: one(q, 'eventCreatedDateTime:gt') ?? null,
      created_lte: one(q, 'eventCreatedDateTime:lte') ?? created ?? null,
      created_lt: one(q, 'eventCreatedDateTime:lt') ?? null,
    };
    const f = await answer<{ items: unknown[]; cursor: string; next_cursor: string | null }>(
      deps,
      principal,
      `query Feed($filter: OceanEventFilter, $limit: Int!, $cursor: String) {
         ocean_event_feed(filter: $filter, limit: $limit, cursor: $cursor) { items cursor next_cursor } }`,
      { filter, limit: Number.isInteger(limit) ? limit : -1, cursor: one(q, 'cursor') ?? null },
    );
    const link = (cursor: string | null) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (k !== 'cursor' && typeof v === 'string') params.set(k, v);
      if (cursor) params.set('cursor', cursor);
      const s = params.toString();
      return `/v2/events${s ? `?${s}` : ''}`;
    };
    const headers: Record<string, string> = { 'API-Version': '2.2.0', 'Current-Page': link(one(q, 'cursor') ? f.cursor : null) };
    if (f.next_cursor) headers['Next-Page'] = link(f.next_cursor);
    if (one(q, 'cursor')) headers['First-Page'] = link(null);
    return { body: f.items, headers };
  });

  // Keyless public lookup (spec 4.1 "open"): the shared carrier answer, no account data.
  r.open(
    'get',
    '/public/track/:identifier',
    async ({ req, deps }) => {
      const decision = await deps.limiter.hit(`ip-track:${req.ip}`, PUBLIC_TRACK_LIMITS, deps.services.clock.now());
      if (!decision.allowed) {
        throw new AppError('OVER_RATE_LIMIT', `too many public lookups from this address; retry in ${decision.retryAfter} s`, {
          headers: { 'Retry-After': String(decision.retryAfter) },
        });
      }
      const data = await answer(
        deps,
        null,
        `query Public($identifier: String!) { public_track_record(identifier: $identifier) {
           identifier identifier_type carrier status container_numbers origin_unlocode destination_unlocode
           origin_name destination_name eta eta_is_estimated vessel_name vessel_imo as_of
           events { type classifier is_actual label timestamp event_local_datetime utc_offset_minutes event_timezone location location_name facility_name container_number } } }`,
        { identifier: req.params.identifier },
      );
      return { data };
    },
    ENVELOPES['ocean-open'],
  );

  legacyRoutes(r); // legacy-compatible surface, /compat/legacy/* (rest-adapter/legacy.ts)
}
