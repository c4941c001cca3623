// A new secret for an endpoint; the current one becomes the previous, signing alongside until the
// overlap ends (the one before it is dropped).
import type { Services } from '../../../platform/services.js';
import { overlapSeconds } from '../decide/endpoint-input.js';
import type { Product } from '../decide/products.js';
import { newSecret, sealKey, signingKey, signingKeyOf } from '../decide/signing.js';
import { requireSecretKey } from '../settings.js';
import { rotateSigningKey } from '../store/index.js';

export async function rotateSecret(
  services: Services,
  orgId: string,
  p: Product,
  id: string,
  overlapAsked: number | null | undefined,
) {
  const overlap = overlapSeconds(overlapAsked);
  const key = requireSecretKey(services.config.webhooks);
  const secret = newSecret();
  const until = overlap > 0 ? new Date(services.clock.now().getTime() + overlap * 1000) : null;
  const r = await rotateSigningKey(services.db, orgId, p, id, (cur) => {
    const previous = !until
      ? null
      : (cur.signing_key ?? (cur.secret_hash ? sealKey(key, id, signingKey(cur.secret_hash)) : null));
    return { signingKey: sealKey(key, id, signingKeyOf(secret)), previous, until: previous ? until : null };
  });
  return r ? { id: r.id, secret, previous_secret_expires_at: r.previous_key_until?.toISOString() ?? null } : null;
}
