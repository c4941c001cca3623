// Webhook signatures: each delivery is POSTed with X-<Tag>-Signature, `sha256=` + the lower-case
// hex HMAC-SHA256 of the raw body keyed with the endpoint's whole `whsec_…` secret; during a
// secret rotation's overlap the header lists two (`sha256=<new>, sha256=<old>`). A receiver that
// holds both secrets while it moves to the new one passes both.
import { createHmac, timingSafeEqual } from 'node:crypto';
const PRODUCTS = ['ocean', 'air', 'schedules', 'rates', 'loading'];
/** The signature header of each product's deliveries. */
export const SIGNATURE_HEADERS = {
    ocean: 'X-Ocean-Signature',
    air: 'X-Air-Signature',
    schedules: 'X-Schedules-Signature',
    rates: 'X-Rates-Signature',
    loading: 'X-Loading-Signature',
};
export class WebhookSignatureError extends Error {
    constructor(message) {
        super(message);
        this.name = 'WebhookSignatureError';
    }
}
function header(headers, name) {
    if (headers instanceof Headers)
        return headers.get(name);
    const v = headers[name.toLowerCase()] ?? headers[name];
    return Array.isArray(v) ? v.join(', ') : (v ?? null);
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function delivery(body) {
    const v = JSON.parse(body);
    if (isRecord(v) &&
        typeof v.id === 'string' &&
        typeof v.type === 'string' &&
        typeof v.occurred_at === 'string' &&
        isRecord(v.data))
        return { id: v.id, type: v.type, occurred_at: v.occurred_at, data: v.data };
    throw new WebhookSignatureError('the body is not a delivery ({id, type, occurred_at, data})');
}
/**
 * The product that sent a signed delivery, and the delivery, if a signature in its
 * X-<Tag>-Signature header matches one of the secrets; throws WebhookSignatureError otherwise.
 */
export function verifyWebhook(input) {
    const found = PRODUCTS.flatMap((product) => {
        const value = header(input.headers, SIGNATURE_HEADERS[product]);
        return value === null ? [] : [{ product, value }];
    });
    const signed = found[0];
    if (!signed || found.length > 1)
        throw new WebhookSignatureError(`expected one of ${Object.values(SIGNATURE_HEADERS).join(', ')}`);
    const bytes = typeof input.body === 'string' ? Buffer.from(input.body, 'utf8') : Buffer.from(input.body);
    const given = signed.value.split(',').map((s) => Buffer.from(s.trim()));
    const secrets = typeof input.secrets === 'string' ? [input.secrets] : input.secrets;
    const ok = secrets.some((secret) => {
        const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`);
        return given.some((g) => g.length === expected.length && timingSafeEqual(g, expected));
    });
    if (!ok)
        throw new WebhookSignatureError('no signature matches the secret(s)');
    return { product: signed.product, delivery: delivery(bytes.toString('utf8')) };
}
