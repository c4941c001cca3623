// Schedules' webhook event catalogue and the one place they are raised. Each
// event goes to the organisations watching the lane (a counted search of it in the last
// 30 days), inside the transaction of the change that raised it. Triggers and payloads are
// documented in docs/schedules.md.
import type { Queryable } from '../../platform/db.js';
import { raiseEvent } from '../webhooks/outbox.js';

export const SCHEDULES_EVENTS = ['blank_sailing', 'cutoff_approaching', 'sailing_slipped', 'reliability_drop'] as const;
export type SchedulesEvent = (typeof SCHEDULES_EVENTS)[number];

export async function raise(
  tx: Queryable,
  orgId: string,
  type: SchedulesEvent,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await raiseEvent(tx, { product: 'schedules', orgId, type, data, occurredAt: at });
}

export const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
