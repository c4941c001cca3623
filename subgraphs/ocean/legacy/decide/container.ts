// One container of the answer (docs/legacy.md, Containers): a box with its own timeline (its
// equipment events and the transport events of every box), each event with its milestone code.
import type { EventRow } from '../../store/index.js';
import { eventLabel } from '../../decide/tracking.js';
import type { LegacyContainer, LegacyEvent } from './answer.js';
import type { MapperInput, Seen } from './input.js';
import { isActual, isVesselMove, legacyStatus, milestones } from './vocabulary.js';

const isVesselTransport = (e: EventRow) =>
  e.event_type === 'TRANSPORT' && (e.mode_of_transport === null || e.mode_of_transport === 'VESSEL');

export function legacyContainer(
  input: MapperInput,
  b: MapperInput['boxes'][number],
  timeline: EventRow[],
  ends: { pol: string | null; pod: string | null },
  { places, vessels, date }: Seen,
): LegacyContainer {
  const own = timeline.filter((e) => e.equipment_reference === null || e.equipment_reference === b.container_number);
  const codes = milestones(own, b.pol_unlocode ?? ends.pol, b.pod_unlocode ?? ends.pod);
  return {
    number: b.container_number,
    iso_code: b.iso_type_code,
    size_type: b.iso_type_code ? (input.isoLabels.get(b.iso_type_code) ?? null) : null,
    status: legacyStatus(b.status),
    is_status_from_sealine: false,
    events: own.map((e, i) => {
      const at = places.of(e);
      const sea =
        e.event_type === 'TRANSPORT'
          ? isVesselTransport(e)
          : (e.code === 'LOAD' || e.code === 'DISC') && isVesselMove(e);
      return {
        order_id: i + 1,
        location: at.location,
        facility: at.facility,
        description: eventLabel(e),
        event_type: e.event_type as 'EQUIPMENT' | 'TRANSPORT',
        event_code: e.code,
        status: codes[i]!,
        date: date(e),
        actual: isActual(e),
        is_additional_event: codes[i] === null,
        type: sea ? 'sea' : 'land',
        transport_type: e.mode_of_transport ?? (e.vessel_imo || e.vessel_name ? 'VESSEL' : null),
        vessel: vessels.id(e.vessel_imo, e.vessel_name),
        voyage: e.voyage,
      } satisfies LegacyEvent;
    }),
  };
}
