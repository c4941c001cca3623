// The inverse mapping of the DCSA client, for test servers and fixtures: CarrierEvent → DCSA
// Track & Trace 2.2 JSON. It writes what the client reads back: the document, delay-reason and
// facility fields when the event has them.
import type { CarrierEvent } from './types.js';
import type { DcsaEvent, DcsaTransportCall } from './dcsa-wire.js';
import { stableUuid } from './hash.js';

export interface DcsaEncodeContext {
  /** Created-at of the message (defaults to the event time). */
  createdAt?: string;
  eventId?: string;
  billOfLading?: string | null;
  booking?: string | null;
  isoEquipmentCode?: string | null;
  transportCallSequence?: number;
}

export function carrierEventToDcsa(e: CarrierEvent, ctx: DcsaEncodeContext = {}): DcsaEvent {
  const documentReferences = e.documentReferences?.length
    ? e.documentReferences.map((d) => ({ documentReferenceType: d.type, documentReferenceValue: d.value }))
    : [
        ...(ctx.booking ? [{ documentReferenceType: 'BKG', documentReferenceValue: ctx.booking }] : []),
        ...(ctx.billOfLading ? [{ documentReferenceType: 'TRD', documentReferenceValue: ctx.billOfLading }] : []),
      ];
  const facility = e.facilityCode
    ? {
        facilityCode: e.facilityCode,
        ...(e.facilityCodeListProvider ? { facilityCodeListProvider: e.facilityCodeListProvider } : {}),
      }
    : {};
  const common = {
    eventID: ctx.eventId ?? e.eventId,
    eventCreatedDateTime: ctx.createdAt ?? e.eventDateTime,
    eventClassifierCode: e.classifier,
    eventDateTime: e.eventDateTime,
  };
  const transportCall: DcsaTransportCall | undefined =
    e.vesselImo || e.voyage || e.modeOfTransport
      ? {
          transportCallID: stableUuid(`tc|${e.unlocode}|${e.voyage}|${e.vesselImo}`),
          transportCallSequenceNumber: ctx.transportCallSequence,
          exportVoyageNumber: e.voyage ?? undefined,
          importVoyageNumber: e.voyage ?? undefined,
          UNLocationCode: e.unlocode ?? undefined,
          modeOfTransport: e.modeOfTransport ?? 'VESSEL',
          ...(e.vesselImo ? { vessel: { vesselIMONumber: e.vesselImo, vesselName: e.vesselName ?? undefined } } : {}),
        }
      : undefined;
  if (e.eventType === 'SHIPMENT') {
    const documentTypeCode =
      e.documentTypeCode ?? (e.code === 'HOLD' || e.code === 'RELS' ? 'CUS' : e.code === 'CONF' ? 'BKG' : 'TRD');
    const documentID = e.documentId ?? (documentTypeCode === 'BKG' ? ctx.booking : ctx.billOfLading);
    return {
      ...common,
      eventType: 'SHIPMENT',
      shipmentEventTypeCode: e.code,
      documentTypeCode,
      documentID: documentID ?? e.eventId,
      reason: e.remark ?? undefined,
      ...(documentReferences.length ? { documentReferences } : {}),
    };
  }
  if (e.eventType === 'TRANSPORT') {
    return {
      ...common,
      eventType: 'TRANSPORT',
      transportEventTypeCode: e.code,
      ...(e.remark ? { changeRemark: e.remark } : {}),
      ...(e.delayReasonCode ? { delayReasonCode: e.delayReasonCode } : {}),
      transportCall: {
        ...transportCall,
        ...(e.facilityName
          ? { location: { locationName: e.facilityName, UNLocationCode: e.unlocode ?? undefined, ...facility } }
          : {}),
      },
      ...(documentReferences.length ? { documentReferences } : {}),
    };
  }
  return {
    ...common,
    eventType: 'EQUIPMENT',
    equipmentEventTypeCode: e.code,
    equipmentReference: e.equipmentReference ?? undefined,
    ISOEquipmentCode: ctx.isoEquipmentCode ?? undefined,
    emptyIndicatorCode: e.emptyIndicator ?? 'LADEN',
    eventLocation: { locationName: e.facilityName ?? undefined, UNLocationCode: e.unlocode ?? undefined, ...facility },
    ...(transportCall ? { transportCall } : {}),
    ...(documentReferences.length ? { documentReferences } : {}),
  };
}
