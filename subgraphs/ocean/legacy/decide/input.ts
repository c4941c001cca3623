// What the rendering of a legacy answer reads (the tracked record, its boxes and events, the
// reference data) and what it has named so far while it renders.
import type { RefData } from '../../store/reference-data.js';
import type { BoxRow, EnrichedContainerRow, EventRow } from '../../store/index.js';
import type { IdentifierType } from '../../connectors/types.js';
import type { LegacyQuota } from './answer.js';
import type { Places } from './places.js';
import type { Vessels, VesselInfo } from './vessels.js';

export interface MapperInput {
  /** As queried: upper-cased and trimmed. */
  number: string;
  identifierType: IdentifierType;
  record: EnrichedContainerRow;
  boxes: readonly BoxRow[];
  /** The record's events, oldest first (store order). */
  events: readonly EventRow[];
  ref: RefData;
  /** ISO 6346 size-type code → label ("40' High Cube Dry"). */
  isoLabels: ReadonlyMap<string, string>;
  vesselInfo: ReadonlyMap<string, VesselInfo>;
  quotas: { api_calls: LegacyQuota; unique_shipments: LegacyQuota };
}

/**
 * What the answer has named so far: places and vessels get their ids in the order they are first
 * named, so the route is rendered before the containers, and the containers in box order.
 */
export interface Seen {
  places: Places;
  vessels: Vessels;
  /** An event's time in its port's local time. */
  date(e: EventRow): string;
}
