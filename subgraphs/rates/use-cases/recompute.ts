// Apply: after observations change, recompute the stored market rates and indices of the days
// they cover and raise the events those recomputations decide, in the caller's transaction.
import type { Queryable } from '../../../platform/db.js';
import { raiseEventForSubscribers } from '../../webhooks/outbox.js';
import * as store from '../store/index.js';
import { indexRefreshedPayload, type RatesEvent } from '../events.js';
import { decideLaneRateEvents } from '../decide/lane-rate-events.js';

/** Recomputes [from, to] (clipped to today); events judge today's medians. Answers the days stored. */
export async function recompute(
  tx: Queryable,
  from: string,
  to: string,
  now: Date,
  opts: { events: boolean },
): Promise<{ days: number }> {
  const today = now.toISOString().slice(0, 10);
  const until = to < today ? to : today;
  if (from > until) return { days: 0 };
  await store.refreshMarketDaily(tx, from, until, now);
  await store.refreshIndexValues(tx, from, until, now);
  const days = Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000) + 1;
  if (!opts.events) return { days };

  const raise = async (type: RatesEvent, payloads: Record<string, unknown>[]) => {
    for (const data of payloads) await raiseEventForSubscribers(tx, { product: 'rates', type, data, occurredAt: now });
  };
  const medians = await store.seriesMediansOn(tx, until);
  const decided = decideLaneRateEvents(medians, await store.laneSignals(tx));
  await store.saveLaneSignals(tx, decided.references);
  await raise('lane_rate_updated', decided.events);
  const indices = await store.indicesOn(tx, null, until);
  await raise(
    'index_refreshed',
    indices.filter((i) => i.value_usd !== null).map((i) => indexRefreshedPayload(i, from, until)),
  );
  return { days };
}
