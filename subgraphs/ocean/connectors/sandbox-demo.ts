// The sample references the ocean subgraph seeds for the demo organisation (is_demo), answered
// by the sandbox network (sandbox.ts) on its schedule.
import type { IdentifierType } from './types.js';

export interface SandboxDemoReference {
  identifier: string;
  identifierType: IdentifierType;
  carrierScac: string;
  description: string;
}

/** Sample references the ocean subgraph seeds as is_demo (no live feed behind them). */
export const SANDBOX_DEMO_REFERENCES: readonly SandboxDemoReference[] = [
  // What each shows when the clock reads 2026-11-21 (the tests' start); they move on with time.
  {
    identifier: 'HLXU2641936',
    identifierType: 'container_id',
    carrierScac: 'HLCU',
    description: 'Rotterdam → Kaohsiung, discharged at Tanjung Pelepas for transshipment',
  },
  {
    identifier: 'HLXU2483553',
    identifierType: 'container_id',
    carrierScac: 'HLCU',
    description: 'Houston → Hamburg, gated in, waiting for its vessel',
  },
  {
    identifier: 'MRKU9465770',
    identifierType: 'container_id',
    carrierScac: 'MAEU',
    description: 'Salalah → Algeciras → Tema, returned empty',
  },
  {
    identifier: 'TCNU2633195',
    identifierType: 'container_id',
    carrierScac: 'CMDU',
    description: 'Triton-leased box, Auckland → Brisbane → Sydney, returned empty',
  },
  {
    identifier: 'MAEU241808888',
    identifierType: 'bill_of_lading',
    carrierScac: 'MAEU',
    description: 'Gioia Tauro → Nhava Sheva, at sea',
  },
  {
    identifier: 'MAEU241812239',
    identifierType: 'bill_of_lading',
    carrierScac: 'MAEU',
    description: 'Singapore → Surabaya, three boxes, held by customs then released',
  },
  {
    identifier: '612352451',
    identifierType: 'booking',
    carrierScac: 'MSCU',
    description: 'Rotterdam → New York → Houston, two boxes arriving',
  },
  {
    identifier: '612359113',
    identifierType: 'booking',
    carrierScac: 'MSCU',
    description: 'Colombo → Mundra, four boxes being picked up',
  },
];
