// The joined dataset analysts ask for (docs/exports.md, container_lanes): each tracked reference
// with its lane's market rate on the day it departed and its carrier's on-time record on the lane,
// the README's lane ranking (price × reliability × transit) as a table. Served by the ocean host:
// rows are ocean's containers rows, each batch (one page) joined with the rates and schedules answers for
// the lanes and days it holds in ONE further gateway operation (ContainerLanes of
// rest-adapter/operations/exports.graphql: the page's lane-days and lanes as lists, so the cost
// grows with the page's distinct lanes and days, never its rows). No subgraph reads another's
// tables, so the join is the adapter's, through the gateway's access checks: the key needs
// rates:read and schedules:read besides ocean:read (a token joining the family and rates keys).
import {
  ContainerLaneRateFields,
  ContainerLanesDocument,
  type ContainerLaneRateFragment,
  type ContainerLaneReliabilityFragment,
  type ContainerLanesQuery,
} from '../generated/operations.js';
import { c, f, type Ask, type Dataset, type Row } from './dictionary.js';
import { oceanRows } from './datasets-ocean.js';
import type { ExportBatch } from '../../platform/export-page.js';

/** The equipment the rate is read for: a 40' dry box, the README's and the indices' benchmark. */
const CONTAINER_LANE_EQUIPMENT = '42G1';

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DAY_MS = 86_400_000;

/** The percentiles of the day's rate a row carries: the ContainerLaneRate fragment's p<N> fields. */
type Percentile = Extract<keyof ContainerLaneRateFragment, `p${number}`>;
const PERCENTILES = Object.keys(ContainerLaneRateFields).filter((f): f is Percentile => /^p\d+$/.test(f));

/** Where a container row departed, arrived and on which lane (null where ocean does not know). */
function trip(r: Row) {
  const departure = (r.departed_at ?? r.planned_departure_at ?? null) as string | null;
  const arrival = (r.eta ?? null) as string | null;
  const o = r.origin_unlocode as string | null;
  const d = r.destination_unlocode as string | null;
  const lane = o && d && UNLOCODE.test(o) && UNLOCODE.test(d) ? { origin: o, destination: d } : null;
  return { departure, day: departure?.slice(0, 10) ?? null, arrival, lane, key: lane && `${o}-${d}` };
}

type Trip = ReturnType<typeof trip>;

/** The page's join: each distinct lane's on-time record, and its rate on each distinct day departed on it. */
interface Joined {
  rate(t: Trip): ContainerLaneRateFragment | null;
  reliability(t: Trip): ContainerLaneReliabilityFragment | null;
}

/** Asks ContainerLanes for the page's distinct lanes and lane-days (none asked for a page without lanes). */
async function joinPage(trips: Trip[], ask: Ask): Promise<Joined> {
  const lanes = new Map<string, NonNullable<Trip['lane']>>();
  const days = new Map<string, { origin: string; destination: string; date: string }>();
  for (const t of trips) {
    if (!t.lane || !t.key) continue;
    lanes.set(t.key, t.lane);
    if (t.day) days.set(`${t.key}|${t.day}`, { ...t.lane, date: t.day });
  }
  const answer: ContainerLanesQuery = lanes.size
    ? await ask(ContainerLanesDocument, {
        equipment: CONTAINER_LANE_EQUIPMENT,
        days: [...days.values()],
        lanes: [...lanes.values()],
      })
    : { rate_lane_days: [], lane_reliabilities: [] };
  const rates = new Map([...days.keys()].map((k, i) => [k, answer.rate_lane_days[i] ?? null]));
  const records = new Map([...lanes.keys()].map((k, i) => [k, answer.lane_reliabilities[i] ?? null]));
  return {
    rate: (t) => (t.key && t.day ? (rates.get(`${t.key}|${t.day}`) ?? null) : null),
    reliability: (t) => (t.key ? (records.get(t.key) ?? null) : null),
  };
}

/** What each rate_<percentile>_usd column holds. */
const PERCENTILE_MEANING: Record<Percentile, string> = {
  p25: 'Lower quartile all-in USD on the departure day.',
  p50: 'Median all-in USD on the departure day (Lane.market_rate(date).p50).',
  p75: 'Upper quartile all-in USD on the departure day.',
};

/** One decimal, as the products answer days. */
const tenth = (x: number) => Math.round(x * 10) / 10;

/** Each containers row of the page as a container_lanes row: one gateway operation for the whole page. */
export async function joinContainerLanes(rows: Row[], ask: Ask): Promise<Row[]> {
  const trips = rows.map(trip);
  const joined = await joinPage(trips, ask);
  return rows.map((r, k) => {
    const t = trips[k]!;
    const rate = joined.rate(t);
    const reliability = joined.reliability(t);
    const carrier = reliability?.carriers.find((x) => x.carrier_code === r.carrier_code) ?? null;
    const transit = t.departure && t.arrival ? tenth((Date.parse(t.arrival) - Date.parse(t.departure)) / DAY_MS) : null;
    const score =
      rate?.p50 != null && transit !== null && carrier && carrier.on_time_pct > 0
        ? Math.round((rate.p50 * transit) / (carrier.on_time_pct / 100))
        : null;
    return {
      container_id: r.id,
      identifier: r.identifier,
      carrier_code: r.carrier_code,
      carrier_name: r.carrier_name,
      origin: r.origin_unlocode,
      destination: r.destination_unlocode,
      status: r.status,
      departure_at: t.departure,
      departed: r.departed_at !== null && r.departed_at !== undefined,
      departure_date: t.day,
      arrival_at: t.arrival,
      arrived: r.arrived_at !== null && r.arrived_at !== undefined,
      transit_days: transit,
      arrival_delay_hours: r.arrival_delay_hours,
      equipment: CONTAINER_LANE_EQUIPMENT,
      rate_status: rate?.status ?? null,
      rate_observations: rate?.count ?? null,
      ...Object.fromEntries(PERCENTILES.map((p) => [`rate_${p}_usd`, rate?.[p] ?? null])),
      lane_on_time_pct: reliability?.on_time_pct ?? null,
      lane_observations: reliability?.observations ?? null,
      carrier_on_time_pct: carrier?.on_time_pct ?? null,
      carrier_observations: carrier?.observations ?? null,
      carrier_rank: carrier?.rank ?? null,
      score,
      updated_at: r.updated_at,
    };
  });
}

/** A batch of containers rows joined as container_lanes rows, in the dictionary's column order. */
async function joinBatch(batch: ExportBatch, ask: Ask): Promise<ExportBatch> {
  const rows = batch.rows.map((values) => Object.fromEntries(batch.columns.map((name, i) => [name, values[i]])));
  const joined = await joinContainerLanes(rows, ask);
  const columns = CONTAINER_LANES.columns.map((col) => col.name);
  return { columns, rows: joined.map((r) => columns.map((name) => r[name])) };
}

export const CONTAINER_LANES: Dataset = {
  name: 'container_lanes',
  product: 'ocean',
  // Each batch of containers rows joined with its lanes' rates and reliability.
  rows: oceanRows('containers'),
  joined: { scopes: ['rates:read', 'schedules:read'], batch: (rows, ask) => joinBatch(rows, ask) },
  scope: 'ocean:read',
  version: 1,
  description:
    "One row per tracked reference with its lane's market rate on the day it departed and its carrier's on-time record on the lane (price × reliability × transit, the lane ranking of the README as a table). Needs rates:read and schedules:read besides ocean:read: a token joining the family and rates keys. The rate and reliability columns are read when the row is exported (a later export may show a later rate for a future departure day, and the on-time record of the window ending at the export), the row itself changes with the container.",
  changed: 'updated_at: the container record last changed (as the containers dataset)',
  columns: [
    // The container record's (Container) fields are named as the field; the rest are the join's.
    c('container_id', 'text', 'The record (containers.id).'),
    f('Container.identifier', 'text'),
    f('Container.carrier_code', 'text'),
    f('Container.carrier_name', 'text'),
    c('origin', 'text', 'The lane: port of loading (UN/LOCODE).'),
    c('destination', 'text', 'The lane: port of discharge (UN/LOCODE).'),
    f('Container.status', 'text'),
    c('departure_at', 'timestamp', 'Actual departure, else the planned one.'),
    c('departed', 'bool', 'Whether departure_at is the actual departure.'),
    c('departure_date', 'date', 'The UTC day of departure_at: the day whose market rate the row carries.'),
    c('arrival_at', 'timestamp', 'Arrival at the port of discharge: actual once arrived, else the ETA.'),
    c('arrived', 'bool', 'Whether the record has arrived.'),
    c('transit_days', 'float', 'arrival_at less departure_at, days (one decimal); null when either is unknown.'),
    c(
      'arrival_delay_hours',
      'float',
      'Arrival against the first ETA seen, hours (negative: early); null until arrived.',
    ),
    c('equipment', 'text', `The equipment the rate is for: ${CONTAINER_LANE_EQUIPMENT} (40' dry).`),
    c('rate_status', 'text', 'ok, or insufficient_observations (no figures); null when the lane or day is unknown.'),
    c('rate_observations', 'int', 'Quotes counted on the departure day (Lane.market_rate.count).'),
    ...PERCENTILES.map((p) => c(`rate_${p}_usd`, 'float', PERCENTILE_MEANING[p])),
    c('lane_on_time_pct', 'float', 'Share of arrivals on the lane within 24 h of schedule, reliability window.'),
    c('lane_observations', 'int', 'Arrivals observed on the lane in the reliability window.'),
    c('carrier_on_time_pct', 'float', "The row's carrier's on-time share on the lane (lane_reliability.carriers)."),
    c('carrier_observations', 'int', "The carrier's arrivals observed on the lane."),
    c('carrier_rank', 'int', "The carrier's rank on the lane; null when too few observations to rank."),
    c(
      'score',
      'float',
      'rate_p50_usd × transit_days / (carrier_on_time_pct / 100), rounded (lower ranks better); null when any is unknown or on-time is 0.',
    ),
    c('updated_at', 'timestamp', 'When the container record last changed (the export window compares this).'),
  ],
};
