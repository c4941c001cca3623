// Analyst exports of the ocean datasets (exports.graphql, docs/exports.md): the store reads a
// keyset page; rows are shaped with reference data (carrier names, port names and local times) the
// way the records and timelines are, as arrays in the dataset's column order (the page field and
// the export stream answer the same rows: platform/export-page.ts).
import type { DocumentNode } from 'graphql';
import { loadTypeDefs, requireOrg, type SubgraphContext } from '../../platform/subgraph.js';
import { objectRows, withExportField, type ExportArgs, type ExportSource } from '../../platform/export-page.js';
import { localTime } from '../../platform/time-zones.js';
import { portName, portZone, recordCarrierCode, recordCarrierName } from './decide/record-shapes.js';
import { eventLabel } from './decide/tracking.js';
import { predictedArrivalField } from './decide/predicted-arrival.js';
import type { RefData } from './store/reference-data.js';
import type { OceanLoaders, RecordRow } from './loaders.js';
import * as store from './store/index.js';

type Ctx = SubgraphContext & { loaders: OceanLoaders };

const typeDefs = loadTypeDefs(new URL('./exports.graphql', import.meta.url));

type Predicted = ReturnType<typeof predictedArrivalField>;

/**
 * The page's records' predicted arrivals, as GET /v1/containers/{id} answers them at this instant:
 * the records' loader and schedules' evidence loader read the whole page in a fixed number of statements.
 */
async function pagePredictions(rows: store.ContainerExportRow[], ctx: Ctx): Promise<Map<string, Predicted>> {
  const records = await ctx.loaders.container.loadMany(rows.map((r) => r.id));
  const out = new Map<string, Predicted>();
  await Promise.all(
    records.map(async (r: RecordRow | null | Error) => {
      if (r instanceof Error) throw r;
      if (r) out.set(r.id, predictedArrivalField(await ctx.loaders.arrival(r)));
    }),
  );
  return out;
}

/** The containers dataset's columns, in the order containerRow answers them. */
const CONTAINER_COLUMNS = [
  'id',
  'identifier',
  'identifier_type',
  'container_number',
  'bl_number',
  'booking_number',
  'carrier_code',
  'carrier_name',
  'status',
  'origin_unlocode',
  'origin_name',
  'destination_unlocode',
  'destination_name',
  'planned_departure_at',
  'departed_at',
  'eta',
  'eta_is_estimated',
  'arrived_at',
  'arrival_delay_hours',
  'vessel_imo',
  'vessel_name',
  'demurrage_free_days',
  'demurrage_last_free_day',
  'tags',
  'added_at',
  'archived_at',
  'updated_at',
  'predicted_arrival_p10',
  'predicted_arrival_p50',
  'predicted_arrival_p90',
  'predicted_arrival_computed_at',
  'predicted_arrival_basis',
] as const;

/** A containers row as an array in CONTAINER_COLUMNS' order (one allocation a row: exports stream millions). */
function containerRow(c: store.ContainerExportRow, ref: RefData, predicted: Predicted | undefined): unknown[] {
  return [
    c.id,
    c.identifier,
    c.identifier_type,
    c.container_number,
    c.bl_number,
    c.booking_number,
    recordCarrierCode(c),
    recordCarrierName(c, ref),
    c.status,
    c.origin_unlocode,
    portName(c.origin_unlocode, ref),
    c.destination_unlocode,
    portName(c.destination_unlocode, ref),
    c.planned_departure_at,
    c.departed_at,
    c.eta,
    c.eta_is_estimated,
    c.arrived_at,
    c.arrival_delay_hours,
    c.vessel_imo,
    c.vessel_name,
    c.demurrage_free_days,
    c.demurrage_last_free_day,
    c.tags,
    c.added_at,
    c.archived_at,
    c.updated_at,
    predicted?.p10 ?? null,
    predicted?.p50 ?? null,
    predicted?.p90 ?? null,
    predicted?.computed_at ?? null,
    predicted?.basis ?? null,
  ];
}

/** Where a cell of the events dataset is in the store's row. */
const cell = (name: (typeof store.EVENT_COLUMNS)[number]) => store.EVENT_COLUMNS.indexOf(name);
const [CODE, CLASSIFIER, IS_ACTUAL, LABEL] = [cell('event_code'), cell('classifier'), cell('is_actual'), cell('label')];
const [EVENT_AT, LOCAL, OFFSET, ZONE] = [
  cell('event_at'),
  cell('event_local_datetime'),
  cell('utc_offset_minutes'),
  cell('event_timezone'),
];
const [LOCATION, LOCATION_NAME, MODE] = [cell('location'), cell('location_name'), cell('mode_of_transport')];
/** The store's cell after the dataset's: the empty indicator the label reads. */
const EMPTY_INDICATOR = store.EVENT_COLUMNS.length;

/**
 * An events row shaped in place: the store's array (one a row, as the driver made it) gets the
 * cells worked out here (is_actual, label, port-local time, port name) and loses the cells after
 * the dataset's (the empty indicator and, already taken, the keyset position).
 */
function shapeEventRow(e: store.EventExportCells, ref: RefData): unknown[] {
  const code = e[LOCATION] as string | null;
  const port = code ? ref.portByCode.get(code) : undefined;
  const lt = localTime(new Date(e[EVENT_AT] as string), portZone(port));
  const classifier = e[CLASSIFIER] as string;
  e[IS_ACTUAL] = classifier === 'ACT';
  e[LABEL] = eventLabel({
    code: e[CODE] as string,
    classifier,
    empty_indicator: e[EMPTY_INDICATOR] as string | null,
    mode_of_transport: e[MODE] as string | null,
  });
  e[LOCAL] = lt.local;
  e[OFFSET] = lt.offsetMinutes;
  e[ZONE] = lt.timezone;
  e[LOCATION_NAME] = port?.name ?? null;
  e.length = EMPTY_INDICATOR;
  return e;
}

function positionRow(v: store.VesselPositionExportRow) {
  const { name, ...rest } = v;
  return { ...rest, vessel_name: name };
}

/** The dataset's rows for the caller's organisation: its store's page, shaped with reference data. */
/** A row of one of ocean's export datasets, as its store reads it. */
type OceanExportRow = store.ContainerExportRow | store.VesselPositionExportRow | store.EventExportCells;

async function openOcean(a: ExportArgs, ctx: Ctx): Promise<ExportSource<OceanExportRow, Ctx>> {
  const orgId = requireOrg(ctx);
  const [ref, db] = [await ctx.loaders.ref(), ctx.services.db.reads];
  if (a.dataset === 'containers')
    return {
      read: (w) => store.containerExportPage(db, orgId, w),
      shape: async (rows: store.ContainerExportRow[], page: Ctx) => {
        const predicted = await pagePredictions(rows, page);
        return { columns: CONTAINER_COLUMNS, rows: rows.map((c) => containerRow(c, ref, predicted.get(c.id))) };
      },
    };
  if (a.dataset === 'vessel_positions')
    return { read: (w) => store.vesselPositionExportPage(db, orgId, w), shape: objectRows(positionRow) };
  return {
    read: (w) => store.eventExportPage(db, orgId, w),
    shape: (rows: store.EventExportCells[]) => ({
      columns: store.EVENT_COLUMNS,
      rows: rows.map((e) => shapeEventRow(e, ref)),
    }),
  };
}

/** The ocean module's typeDefs and resolvers with the export field added. */
export const withExports = <R extends { Query?: Record<string, unknown> }>(base: {
  typeDefs: DocumentNode;
  resolvers: R;
}) => withExportField(base, typeDefs, 'ocean_export', openOcean);
