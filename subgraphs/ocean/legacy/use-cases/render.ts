// The resolved record read for the legacy answer (its boxes, events and reference details, in
// constant statements) and rendered by the pure mapping (decide/render.ts).
import type { Services } from '../../../../platform/services.js';
import type { Principal } from '../../../../platform/context.js';
import { refData } from '../../store/reference-data.js';
import * as oceanStore from '../../store/index.js';
import { usageSummary } from '../../use-cases/summarise-usage.js';
import type { CheckedIdentifier } from '../../decide/identifier.js';
import { vesselsByImo } from '../../../reference/store/index.js';
import type { LegacyQuota } from '../decide/answer.js';
import { renderLegacy, type LegacyRendering } from '../decide/render.js';

/** The record's answer, or null when the reference is not tracked any more on this account. */
export async function renderRecord(
  services: Services,
  principal: Principal,
  checked: CheckedIdentifier,
  number: string,
  api_calls: LegacyQuota,
): Promise<LegacyRendering | null> {
  const { db } = services;
  const [record] = await oceanStore.containersByIdentifiers(db, principal.orgId, [checked.identifier]);
  if (!record) return null;
  const [boxes, events, usage, ref] = await Promise.all([
    oceanStore.boxesByContainerIds(db, [record.id]),
    oceanStore.eventsByContainerIds(db, [record.id]),
    usageSummary(services, principal),
    refData(db),
  ]);
  const imos = [
    ...new Set([record.current_vessel_imo, ...events.map((e) => e.vessel_imo)].filter((i): i is string => !!i)),
  ];
  // Size-type labels come with the cached reference data; vessel particulars are read by IMO.
  const vesselInfo = new Map((imos.length ? await vesselsByImo(db, imos) : []).map((v) => [v.imo, v]));
  return renderLegacy({
    number,
    identifierType: record.identifier_type as CheckedIdentifier['type'],
    record,
    boxes,
    events,
    ref,
    isoLabels: ref.isoLabelByCode,
    vesselInfo,
    quotas: { api_calls, unique_shipments: usage.unique_shipments },
  });
}
