// Every product's subscribable events, in one place for the webhook engine.
import { OCEAN_EVENTS } from '../ocean/events.js';
import { AIR_EVENTS } from '../air/events.js';
import { SCHEDULES_EVENTS } from '../schedules/events.js';
import { RATES_EVENTS } from '../rates/events.js';
import { LOADING_EVENTS } from '../loading/events.js';

export type Product = 'ocean' | 'air' | 'schedules' | 'rates' | 'loading';

export const CATALOGUE: Record<Product, readonly string[]> = {
  ocean: OCEAN_EVENTS,
  air: AIR_EVENTS,
  schedules: SCHEDULES_EVENTS,
  rates: RATES_EVENTS,
  loading: LOADING_EVENTS,
};

/** Header tag per product (X-<Tag>-Signature, <Tag>-Webhooks/1). */
export const TAGS: Record<Product, string> = { ocean: 'Ocean', air: 'Air', schedules: 'Schedules', rates: 'Rates', loading: 'Loading' };
