// The demo organisation's air waybills (npm start; README): eight numbers of the sandbox airline
// network (connectors/sandbox.ts), one per airline, covering its four shipment scenarios (direct,
// via the hub, trucked to the hub, split over two days' flights) and booked at phases spread over
// the sandbox's 10-day cycle, so at any clock reading some are just booked, some flying (with an
// aircraft position by flight number) and some delivered.
import type { Services } from '../../platform/services.js';
import { createLoaders } from './loaders.js';
import { trackWaybill } from './use-cases/track-waybill.js';

export const AIR_DEMO_WAYBILLS = [
  '176-10000174', // Emirates, direct DXB → MEL
  '020-10001703', // Lufthansa, SCL → MIA via its hub
  '618-10002156', // Singapore Airlines, KUL → SFO, trucked to its hub
  '057-10000126', // Air France, CDG → SEA, split over two days' flights
  '160-10001386', // Cathay Pacific, direct HKG → CAI
  '016-10001106', // United, ADD → HKG via its hub
  '074-10002495', // KLM, AMS → HKG, split
  '235-10000222', // Turkish Airlines, BOG → TPE via its hub
] as const;

/** Tracks the demo waybills for the organisation, as its first GET /track of each would (idempotent). */
export async function seedDemo(services: Services, orgId: string): Promise<void> {
  const loaders = createLoaders(services, null);
  for (const awb of AIR_DEMO_WAYBILLS) await trackWaybill(services, loaders, orgId, awb, false);
}
