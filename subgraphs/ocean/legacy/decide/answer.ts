// The legacy-compatible answer's shape (docs/legacy.md): the earlier API's field names, as
// render.ts renders them from a tracked ocean record.

/** The earlier API's milestone codes, which vocabulary.ts gives a box's events. */
export const MILESTONES = [
  'CEP',
  'CPS',
  'CGI',
  'CLL',
  'VDL',
  'VAT',
  'CDT',
  'TSD',
  'CLT',
  'VDT',
  'VAD',
  'CDD',
  'CGO',
  'CIF',
  'COF',
  'CDC',
  'CER',
] as const;
export type Milestone = (typeof MILESTONES)[number];

export type LegacyStatus = 'PLANNED' | 'IN_TRANSIT' | 'DELIVERED' | 'UNKNOWN';

export interface LegacyQuota {
  total: number | null;
  used: number;
  remaining: number | null;
}

export interface LegacyMetadata {
  type: 'CT' | 'BL' | 'BK';
  number: string;
  sealine: string;
  sealine_name: string;
  status: LegacyStatus;
  is_status_from_sealine: false;
  from_cache: false;
  updated_at: string | null;
  cache_expires: string | null;
  api_calls: LegacyQuota;
  unique_shipments: LegacyQuota;
}

export interface LegacyLocation {
  id: number;
  name: string;
  state: string | null;
  country: string | null;
  country_code: string | null;
  locode: string | null;
  lat: number | null;
  lng: number | null;
  timezone: string | null;
}

export interface LegacyFacility {
  id: number;
  name: string;
  country_code: string | null;
  locode: string | null;
  bic_code: string | null;
  smdg_code: string | null;
  lat: number | null;
  lng: number | null;
}

export interface LegacyRoutePoint {
  location: number | null;
  date: string | null;
  actual: boolean | null;
}

export interface LegacyRoute {
  prepol: LegacyRoutePoint;
  pol: LegacyRoutePoint;
  pod: LegacyRoutePoint & { predictive_eta: string | null };
  postpod: LegacyRoutePoint;
}

export interface LegacyVessel {
  id: number;
  name: string;
  imo: number | null;
  call_sign: string | null;
  mmsi: number | null;
  flag: string | null;
}

export interface LegacyEvent {
  order_id: number;
  location: number | null;
  facility: number | null;
  description: string;
  event_type: 'EQUIPMENT' | 'TRANSPORT';
  event_code: string;
  status: Milestone | null;
  date: string | null;
  actual: boolean;
  is_additional_event: boolean;
  type: 'land' | 'sea';
  transport_type: string | null;
  vessel: number | null;
  voyage: string | null;
}

export interface LegacyContainer {
  number: string;
  iso_code: string | null;
  size_type: string | null;
  status: LegacyStatus;
  is_status_from_sealine: false;
  events: LegacyEvent[];
}

export interface LegacyAisPort {
  name: string;
  country_code: string | null;
  code: string | null;
  date: string | null;
  date_label: string | null;
}

export interface LegacyRouteData {
  route: { path: number[][]; type: 'SEA' | 'LAND'; transport_type: string | null }[];
  pin: number[] | null;
  ais: {
    status: string;
    data: {
      last_event: { description: string; date: string | null; voyage: string | null } | null;
      discharge_port: LegacyAisPort | null;
      vessel: {
        name: string;
        imo: number | null;
        call_sign: string | null;
        mmsi: number | null;
        flag: string | null;
      } | null;
      last_vessel_position: { lat: number; lng: number; updated_at: string } | null;
      departure_port: LegacyAisPort | null;
      arrival_port: LegacyAisPort | null;
    } | null;
  } | null;
}

/** Exactly the seven keys of the earlier API's answer, in this order. */
export interface LegacyData {
  metadata: LegacyMetadata;
  locations: LegacyLocation[];
  facilities: LegacyFacility[];
  route: LegacyRoute;
  vessels: LegacyVessel[];
  containers: LegacyContainer[];
  route_data: LegacyRouteData | null;
}

export const LEGACY_DATA_KEYS = [
  'metadata',
  'locations',
  'facilities',
  'route',
  'vessels',
  'containers',
  'route_data',
] as const;
