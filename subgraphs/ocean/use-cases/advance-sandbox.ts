// Milestones on demand in the sandbox (`npm run ocean -- sandbox-advance`, docs/webhooks.md):
// moves a tracked reference's sandbox trip ahead until its next milestone (of a chosen kind)
// has just happened, then polls every record tracking it, so the milestone is seen as any
// carrier answer is and its webhook events go through the outbox and the dispatcher.
import type { Services } from '../../../platform/services.js';
import { AppError } from '../../../platform/errors.js';
import type { SandboxMilestone } from '../connectors/index.js';
import { normaliseIdentifier } from '../decide/reference-numbers.js';
import type { IdentifierType } from '../connectors/types.js';
import { feeds } from '../connectors/feeds.js';
import { pollDue } from '../workers/poller.js';
import * as store from '../store/index.js';

export interface SandboxAdvance {
  identifier: string;
  milestone: SandboxMilestone;
  /** When it happened, as the carrier now reports it (a second ago). */
  at: Date;
  port: string | null;
  /** How much earlier than before the reference's trip now runs (ms). */
  advancedByMs: number;
  /** Records polled, of every organisation tracking the reference. */
  records: number;
}

export async function sandboxAdvance(
  services: Services,
  raw: string,
  milestone: SandboxMilestone | null,
): Promise<SandboxAdvance> {
  const network = feeds(services).sandbox;
  if (!network)
    throw new AppError('VALIDATION_ERROR', 'the sandbox is off (SANDBOX=0): real carriers decide what happens');
  const identifier = normaliseIdentifier(raw);
  const now = services.clock.now();
  const tracked = await store.pollTrackersNow(services.db, identifier, now);
  if (!tracked) throw new AppError('NOT_FOUND', `nobody tracks ${identifier}: add it first (POST /v1/containers)`);
  const moved = await network.advance(
    { identifier, identifierType: tracked.identifier_type as IdentifierType, carrierScac: tracked.carrier_scac },
    milestone,
  );
  if (!moved)
    throw new AppError(
      'NOT_FOUND',
      `${identifier} has no ${milestone ?? 'milestone'} coming on its next three trips in the sandbox`,
    );
  await store.dropSnapshot(services.db, identifier);
  await pollDue(services, now);
  return {
    identifier,
    milestone: moved.kind,
    at: moved.at,
    port: moved.port,
    advancedByMs: moved.advancedByMs,
    records: tracked.records,
  };
}
