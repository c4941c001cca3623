// Registering an endpoint: a new secret, sealed for signing, shown once in the answer.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../platform/errors.js';
import type { Services } from '../../../platform/services.js';
import { description, eventTypes, httpsUrl } from '../decide/endpoint-input.js';
import type { Product } from '../decide/products.js';
import { newSecret, sealKey, signingKeyOf } from '../decide/signing.js';
import { requireSecretKey } from '../settings.js';
import { insertEndpoint } from '../store/index.js';

export interface Registration {
  url?: string | null;
  event_types?: string[] | null;
  description?: string | null;
}

export async function registerEndpoint(services: Services, orgId: string, p: Product, a: Registration) {
  const url = httpsUrl(a.url);
  if (!url) throw new AppError('INVALID_URL', 'url is required and must be an https:// URL');
  const secret = newSecret();
  const id = randomUUID();
  const row = await insertEndpoint(services.db, {
    id,
    orgId,
    product: p,
    url,
    eventTypes: eventTypes(services.events[p] ?? [], a.event_types),
    description: description(a.description) ?? '',
    signingKey: sealKey(requireSecretKey(services.config.webhooks), id, signingKeyOf(secret)),
    createdAt: services.clock.now(),
  });
  return { ...row, secret };
}
