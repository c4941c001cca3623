// The demo organisation's sample references (docs/ocean.md, Demo data).
import type { Services } from '../../platform/services.js';
import type { Principal } from '../../platform/context.js';
import { SANDBOX_DEMO_REFERENCES } from './connectors/index.js';
import { registerReference } from './use-cases/register-reference.js';
import { pollDue } from './workers/poller.js';

/**
 * Sample references for the demo organisation (is_demo: no shipment slot consumed). In the
 * embedded default they are answered by the sandbox network on the real clock, so they move
 * through their lifecycle as time passes; the worker polls them on their cadence.
 */
export async function seedDemo(services: Services, orgId: string): Promise<void> {
  const principal: Principal = {
    orgId,
    plan: 'paid',
    keyId: null,
    keyPrefix: null,
    entitlements: {},
    limits: { window: 120, minute: 360 },
  };
  for (const r of SANDBOX_DEMO_REFERENCES) {
    await registerReference(
      services,
      principal,
      {
        identifier: r.identifier,
        identifierType: r.identifierType,
        carrierCode: r.carrierScac,
        tags: ['demo'],
        isDemo: true,
      },
      'track',
    );
  }
  await pollDue(services, services.clock.now());
}
