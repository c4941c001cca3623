// DCSA Track & Trace 2.2 on the wire: the carrier's configuration and the subset of the event
// schemas the client reads (reference: test/fixtures/dcsa-tnt/tnt_v2.2.0.yaml, components.schemas
// transportEvent, shipmentEvent, equipmentEvent). Everything a carrier sends is untrusted: the
// types say what the spec allows, the mapping (dcsa-event.ts) checks what actually came.
import type { Classifier } from './types.js';

export interface DcsaCarrierConfig {
  /** The carrier this endpoint answers for. */
  scac: string;
  /** API root including the version segment; the client calls `${baseUrl}/events`. */
  baseUrl: string;
  apiKey?: string;
  /** Header carrying the API key (default `API-Key`; e.g. Maersk `Consumer-Key`). */
  apiKeyHeader?: string;
  /** OAuth 2 access token, sent as `Authorization: Bearer …`. */
  bearerToken?: string;
  /** Per-request time-out. */
  timeoutMs: number;
  /** `limit` per page (default 100). */
  pageSize?: number;
  /** Stop after this many pages (default 20). */
  maxPages?: number;
  /** Attempts of a later page before the pages read so far are kept with a warning (default 3). */
  pageAttempts?: number;
}

export interface DcsaLocation {
  locationName?: string;
  UNLocationCode?: string;
  facilityCode?: string;
  facilityCodeListProvider?: 'BIC' | 'SMDG';
  latitude?: string;
  longitude?: string;
}

export interface DcsaTransportCall {
  transportCallID?: string;
  carrierServiceCode?: string;
  exportVoyageNumber?: string;
  importVoyageNumber?: string;
  carrierVoyageNumber?: string;
  transportCallSequenceNumber?: number;
  UNLocationCode?: string;
  facilityCode?: string;
  facilityCodeListProvider?: 'BIC' | 'SMDG';
  facilityTypeCode?: string;
  otherFacility?: string;
  modeOfTransport?: 'VESSEL' | 'RAIL' | 'TRUCK' | 'BARGE';
  location?: DcsaLocation | null;
  vessel?: {
    vesselIMONumber: string;
    vesselName?: string;
    vesselFlag?: string;
    vesselCallSignNumber?: string;
    vesselOperatorCarrierCode?: string;
  };
}

export interface DcsaEvent {
  eventID?: string;
  eventCreatedDateTime: string;
  eventType: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  eventClassifierCode: Classifier;
  eventDateTime: string;
  // equipment
  equipmentEventTypeCode?: string;
  equipmentReference?: string;
  ISOEquipmentCode?: string;
  emptyIndicatorCode?: 'EMPTY' | 'LADEN';
  eventLocation?: DcsaLocation;
  // transport
  transportEventTypeCode?: string;
  delayReasonCode?: string;
  changeRemark?: string;
  vesselScheduleChangeRemark?: string;
  transportCall?: DcsaTransportCall;
  // shipment
  shipmentEventTypeCode?: string;
  documentID?: string;
  documentTypeCode?: string;
  reason?: string;
  // common
  documentReferences?: { documentReferenceType: string; documentReferenceValue: string }[];
  references?: { referenceType: string; referenceValue: string }[];
  /** Deprecated code field some carriers still send instead of the specialised ones. */
  eventTypeCode?: string;
}
