// The ocean subgraph's handle on its external feeds: the carrier connectors and the vessel
// position feed of ./connectors (sandbox or real, chosen there from services.sandbox), built
// once per Services object so clients and caches are reused.
import type { Services } from '../../../platform/services.js';
import type { CarrierConnector, Reference, VesselPositionFeed } from './types.js';
import { createCarrierConnectors, createVesselFeed, type SandboxCarrierNetwork } from './index.js';
import { sandboxTripStore } from '../store/index.js';

export interface Feeds {
  /** The connector that answers for this reference; null when its carrier is not connected. */
  connectorFor(ref: Reference): CarrierConnector | null;
  vessels: VesselPositionFeed;
  /** The sandbox carrier network when it answers (services.sandbox), for its trip controls. */
  sandbox: SandboxCarrierNetwork | null;
}

const built = new WeakMap<Services, Feeds>();
const overrides = new WeakMap<Services, Partial<Feeds>>();

export function feeds(services: Services): Feeds {
  let f = built.get(services);
  if (!f) {
    const carriers = createCarrierConnectors(services, {
      trips: sandboxTripStore(services.db, services.config.ocean.sandboxFreshTrips),
    });
    f = {
      connectorFor: (ref) => carriers.forCarrier(ref.carrierScac),
      vessels: createVesselFeed(services),
      sandbox: carriers.network,
    };
    built.set(services, f);
  }
  const o = overrides.get(services);
  return o ? { ...f, ...o } : f;
}

/**
 * Replaces feeds for one Services object (tests: a carrier answering over HTTP from a local
 * DCSA server, or one that fails, to exercise back-off). Pass null to restore.
 */
export function overrideFeeds(services: Services, o: Partial<Feeds> | null): void {
  if (o) overrides.set(services, o);
  else overrides.delete(services);
}
