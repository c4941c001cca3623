import type { ProductHost } from './errors.js';
/** The signature header of each product's deliveries. */
export declare const SIGNATURE_HEADERS: Record<ProductHost, string>;
/** A delivery's body: exactly these four keys. `id` is the idempotency key (deliveries are at least once). */
export interface WebhookDelivery {
    id: string;
    type: string;
    occurred_at: string;
    data: Record<string, unknown>;
}
export declare class WebhookSignatureError extends Error {
    constructor(message: string);
}
export interface VerifyInput {
    /** The raw request body, exactly as received (before any JSON parsing). */
    body: string | Uint8Array;
    /** The request headers (a Headers object, or Node's IncomingHttpHeaders). */
    headers: Headers | Record<string, string | string[] | undefined>;
    /** The endpoint's secret, or its old and new secrets while moving to a rotated one. */
    secrets: string | readonly string[];
}
/**
 * The product that sent a signed delivery, and the delivery, if a signature in its
 * X-<Tag>-Signature header matches one of the secrets; throws WebhookSignatureError otherwise.
 */
export declare function verifyWebhook(input: VerifyInput): {
    product: ProductHost;
    delivery: WebhookDelivery;
};
