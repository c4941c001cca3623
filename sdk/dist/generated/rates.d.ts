export interface paths {
    "/v1/rates/lanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lanes with market data and today's market rates */
        get: operations["searchLanes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/lanes/{origin}/{destination}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lane's market rate on a day (default today) */
        get: operations["laneMarketRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/lanes/{origin}/{destination}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lane's market rate history */
        get: operations["laneHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/observations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price observations, newest first */
        get: operations["listObservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/indices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The index family on a day (default today) */
        get: operations["listIndices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/indices/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One index with its daily history */
        get: operations["indexHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/lanes/{origin}/{destination}/chart.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lane's market rate history as a chart
         * @description The p50 line over the p25–p75 band, in USD; the same points as the history route.
         */
        get: operations["laneChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rates/indices/{code}/chart.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An index's daily history as a chart
         * @description The same values as the index route; days the index is not published are gaps.
         */
        get: operations["indexChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exports/{dataset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dataset of your organisation as one file: CSV, NDJSON or Parquet, streamed
         * @description Rows changed in [since, until) (until defaults to, and is at most, now less 60 s, so that a write still committing is not passed over), oldest change first. The format is `format`, else the first of text/csv, application/x-ndjson, application/vnd.apache.parquet that Accept names, else CSV. `X-Export-Next-Since` is the window's end: pass it as `since` next time to get exactly the rows changed since. An export counts one request, and at most 2 exports per 20 s and 6 per minute may start per organisation. A failure after the first byte cuts the answer short (no closing CRLF, NDJSON line or Parquet footer): retry the same window.
         *
         *     **market_rates** (version 1): One row per lane, equipment, rate type and day: the distribution of the counted all-in USD prices (GET /v1/rates/lanes/{origin}/{destination}/history by day). The window compares updated_at: the day was first stored or its figures moved when observations changed.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | origin | text | The lane's port of loading (UN/LOCODE). |
         *     | destination | text | The lane's port of discharge (UN/LOCODE). |
         *     | origin_region | text | The origin's trade region: Asia, North Europe, Mediterranean, US West Coast, US East Coast, Middle East, Indian Subcontinent, Oceania, Latin America, Africa or Other. |
         *     | destination_region | text | The destination's trade region, as origin_region's. |
         *     | equipment | text | ISO 6346 size-type code (22G1, 42G1, 45G1, L5G1, 45R1). |
         *     | rate_type | text | spot or contract. |
         *     | day | date | The day the prices were valid. |
         *     | count | int | Sources counted that day: each source's latest observation valid on the day with an all-in USD price. |
         *     | p10 | float | 10th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | p25 | float | 25th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | p50 | float | Median of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | p75 | float | 75th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | p90 | float | 90th percentile of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | mean | float | Mean of the prices counted, all-in USD; null below minimum_count (3) sources. |
         *     | min | float | Lowest price counted, all-in USD; null below minimum_count (3) sources. |
         *     | max | float | Highest price counted, all-in USD; null below minimum_count (3) sources. |
         *     | updated_at | timestamp | When the figures last changed (the export window compares this). |
         *
         *     **index_history** (version 1): One row per index and day it was published: the weighted mean of its component lanes' spot medians (GET /v1/rates/indices/{code}). The window compares updated_at: the value was first published or moved when its lanes’ medians changed.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | index_code | text | Index code (GLOBAL, ASIA_NEUR, …). |
         *     | index_name | text | Index name. |
         *     | equipment | text | The equipment the index prices (ISO 6346 size-type code). |
         *     | day | date | Publication day. |
         *     | value_usd | float | The index's value that day, USD. |
         *     | updated_at | timestamp | When the value last changed (the export window compares this). |
         *
         *     **webhook_deliveries** (version 1): One row per delivery (an event or a test ping to one endpoint) of the caller's webhook endpoints on this host's product, kept as long as GET /v1/webhooks/{id} can show it. The window compares updated_at: the delivery was queued, attempted, or queued again.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | id | text | Delivery id (the X-…-Delivery header and the body id). |
         *     | endpoint_id | text | The endpoint (GET /v1/webhooks/{id}). |
         *     | endpoint_url | text | The endpoint's URL now. |
         *     | event_id | text | The event delivered. |
         *     | event_type | text | The event's type (ping for a test); null once a finished delivery's event is pruned. |
         *     | status | text | pending, delivered or dead. |
         *     | attempt_count | int | Attempts made. |
         *     | last_status_code | int | The receiver's HTTP status at the last attempt; null when it gave none. |
         *     | last_error | text | Why the last attempt failed. |
         *     | created_at | timestamp | When the delivery was queued. |
         *     | last_attempt_at | timestamp | When it was last attempted. |
         *     | delivered_at | timestamp | When it was delivered. |
         *     | next_attempt_at | timestamp | When the next attempt is due (pending only; null once delivered or dead). |
         *     | updated_at | timestamp | When it last changed (the export window compares this). |
         */
        get: operations["ratesExportDataset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, newest first, with their health */
        get: operations["ratesListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.
         */
        post: operations["ratesRegisterWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint with its 20 most recent deliveries */
        get: operations["ratesGetWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint (idempotent: an unknown id also answers deleted:true) */
        delete: operations["ratesDeleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint (send only the changes) */
        patch: operations["ratesUpdateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a ping delivery (confirms queueing, not arrival) */
        post: operations["ratesTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again, now
         * @description Queues the delivery again, due at once, with the same id and bytes (receivers deduplicate on the id). A delivered or dead delivery becomes pending; its attempt_count goes on, so a resent dead delivery that fails is dead again. resend_queued is false while the endpoint is paused or disabled.
         */
        post: operations["ratesResendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret without downtime
         * @description Answers the new secret, shown this once. Until previous_secret_expires_at every delivery carries two signatures in the signature header, the new secret's first (`sha256=<new>, sha256=<old>`), so a receiver may switch secrets at any moment of the overlap; after it, only the new one.
         */
        post: operations["ratesRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket to open the event stream from a browser
         * @description A browser's EventSource cannot send the Authorization header: ask for a ticket with the key (from your server, or a page holding a token), then open `new EventSource(url)`. The ticket is good for one connection within 60 s (a second connection with it is refused 401), for this product's stream only, and for no more than its key: revoking the key refuses its unused tickets and closes the streams opened with them. EventSource reconnects with the same URL, which is refused once the ticket is used: reconnect with a new ticket and `after` set to the last event's id.
         */
        post: operations["ratesStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This product's events, live (server-sent events)
         * @description Each event is one SSE message: `id` is its stream position, `event` its type, `data` the webhook delivery's body (`id` the event's id, `type`, `occurred_at`, `data`). Reconnect with `Last-Event-ID` (EventSource does) or `?after=` to receive what you missed, nothing twice, within the webhook retention window (30 days by default). A comment line every 15 s keeps the connection open; a consumer too far behind gets a `closed` event (`reason: slow_consumer`) and is closed, and resumes from its last id. Revoking the key (or a key its token was issued for) closes its streams within a second with a `closed` event (`reason: revoked`). When the product's entitlement ends, its streams close with `reason: entitlement_ended`.
         */
        get: operations["ratesEventStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This host's OpenAPI 3.1 document */
        get: operations["ratesOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page (swagger-ui) */
        get: operations["ratesReferencePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's script, style sheet and icon (from the swagger-ui-dist package) */
        get: operations["ratesReferencePageAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers */
        get: operations["ratesHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database reachable and every migration applied */
        get: operations["ratesReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        LaneSummary: {
            origin: string;
            destination: string;
            origin_region: string | null;
            destination_region: string | null;
            equipment: string[] | null;
            indices: components["schemas"]["IndexMembership"][] | null;
            market_rates: components["schemas"]["MarketRate"][] | null;
        };
        IndexMembership: {
            code: string;
            name: string;
            weight: number;
            share: number;
        };
        MarketRate: {
            equipment: string;
            /** @enum {string} */
            rate_type: "spot" | "contract";
            date: string;
            /** @enum {string} */
            status: "ok" | "insufficient_observations";
            count: number;
            minimum_count: number;
            /** @enum {string} */
            currency: "USD";
            p10: number | null;
            p25: number | null;
            p50: number | null;
            p75: number | null;
            p90: number | null;
            mean: number | null;
            min: number | null;
            max: number | null;
        };
        RatesError: {
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
                /** @description 400: the query parameter that was refused */
                parameter?: string;
            };
        };
        Lane: {
            origin: string;
            destination: string;
            origin_region: string | null;
            destination_region: string | null;
            equipment: string[] | null;
            indices: components["schemas"]["IndexMembership"][] | null;
            market_rate: components["schemas"]["MarketRate"] & (Record<string, never> | null);
        };
        RateHistory: {
            origin: string;
            destination: string;
            equipment: string;
            rate_type: string;
            from: string;
            to: string;
            /** @enum {string} */
            bucket: "day" | "week" | "month";
            /** @enum {string} */
            currency: "USD";
            points: {
                date: string;
                count: number;
                days: number;
                p10: number | null;
                p25: number | null;
                p50: number | null;
                p75: number | null;
                p90: number | null;
                mean: number | null;
                min: number | null;
                max: number | null;
            }[];
        };
        RateObservation: {
            id: string;
            origin: string;
            destination: string;
            equipment: string;
            rate_type: string;
            source_kind: string;
            source: string;
            valid_from: string;
            valid_to: string;
            observed_at: string;
            base_ocean_freight: components["schemas"]["Money"];
            surcharges: {
                code: string;
                amount: number | null;
                currency: string;
            }[];
            all_in: components["schemas"]["Money"];
            all_in_usd: number | null;
            fx_date: string | null;
            feed: string;
        };
        Money: {
            amount: number | null;
            currency: string;
        } | null;
        RateIndex: {
            code: string;
            name: string;
            description: string;
            equipment: string;
            /** @enum {string} */
            currency: "USD";
            base_date: string;
            date: string | null;
            value_usd: number | null;
            week_over_week_pct: number | null;
            year_over_year_pct: number | null;
            components: {
                origin: string;
                destination: string;
                weight: number;
                share: number;
            }[];
        };
        RateIndexWithHistory: {
            code: string;
            name: string;
            description: string;
            equipment: string;
            /** @enum {string} */
            currency: "USD";
            base_date: string;
            date: string | null;
            value_usd: number | null;
            week_over_week_pct: number | null;
            year_over_year_pct: number | null;
            components: {
                origin: string;
                destination: string;
                weight: number;
                share: number;
            }[];
            history: {
                date: string;
                value_usd: number;
            }[];
        };
        RegisteredWebhookEndpoint: {
            id: string;
            url: string;
            event_types: string[];
            description: string;
            active: boolean;
            /** Format: date-time */
            created_at: string;
            secret: string;
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            event_types: string[];
            description: string;
            active: boolean;
            failure_count: number;
            /** Format: date-time */
            last_delivery_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        WebhookEndpointDetail: {
            id: string;
            url: string;
            event_types: string[];
            description: string;
            active: boolean;
            failure_count: number;
            /** Format: date-time */
            last_delivery_at: string | null;
            /** Format: date-time */
            created_at: string;
            recent_deliveries: components["schemas"]["Delivery"][];
        };
        Delivery: {
            id: string;
            event_type: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "dead";
            attempt_count: number;
            last_status_code: number | null;
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            delivered_at: string | null;
            /**
             * Format: date-time
             * @description When the next attempt is due; null once delivered or dead
             */
            next_attempt_at: string | null;
        };
        UpdatedWebhookEndpoint: {
            id: string;
            url: string;
            event_types: string[];
            description: string;
            active: boolean;
        };
        RotatedWebhookSecret: {
            id: string;
            secret: string;
            /** Format: date-time */
            previous_secret_expires_at: string | null;
        };
        StreamTicket: {
            /** @description Good for one connection: present it as ?ticket= on GET /v1/events/stream */
            ticket: string;
            /**
             * Format: date-time
             * @description The connection must open before this
             */
            expires_at: string;
            /** @description The stream with the ticket (and the types and position asked), for new EventSource(url): absolute where the host knows its public address (PUBLIC_BASE_URL), else the path on this host */
            url: string;
        };
        Readiness: {
            ok: boolean;
            /** @enum {string} */
            database: "reachable" | "unreachable";
            /** @enum {string} */
            migrations?: "applied" | "pending";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The trace id of the request (quote it when reporting a problem) */
        "X-Request-Id": string;
        /** @description W3C Trace Context: this service's span of the request */
        traceparent: string;
        /** @description Requests allowed in the 20-second window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the window */
        "X-RateLimit-Remaining": number;
        /** @description When the window resets (Unix seconds) */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before asking again */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchLanes: {
        parameters: {
            query?: {
                origin?: string;
                destination?: string;
                region?: string;
                equipment?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of lanes, origin then destination order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["LaneSummary"][];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    laneMarketRate: {
        parameters: {
            query?: {
                equipment?: string;
                rate_type?: string;
                /** @description YYYY-MM-DD */
                date?: string;
            };
            header?: never;
            path: {
                origin: string;
                destination: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lane with the distribution of all-in prices counted that day */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Lane"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no lane joins the two ports */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    laneHistory: {
        parameters: {
            query?: {
                equipment?: string;
                rate_type?: string;
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
                bucket?: string;
            };
            header?: never;
            path: {
                origin: string;
                destination: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Daily, weekly or monthly points over the range */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RateHistory"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no lane joins the two ports */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    listObservations: {
        parameters: {
            query?: {
                origin?: string;
                destination?: string;
                equipment?: string;
                rate_type?: string;
                source?: string;
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of observations valid at some time in the range */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["RateObservation"][];
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    listIndices: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every index with its value and week-over-week / year-over-year change */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["RateIndex"][];
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    indexHistory: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index, its components and its daily values over the range */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RateIndexWithHistory"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no index has that code */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    laneChart: {
        parameters: {
            query?: {
                equipment?: string;
                rate_type?: string;
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
                bucket?: string;
            };
            header?: never;
            path: {
                origin: string;
                destination: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lane's history as an SVG line chart */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no lane joins the two ports */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    indexChart: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index's history as an SVG line chart */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no index has that code */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesExportDataset: {
        parameters: {
            query?: {
                format?: "csv" | "ndjson" | "parquet";
                /** @description Rows changed at or after this instant (a previous X-Export-Next-Since) */
                since?: string;
                /** @description Rows changed before this instant; default and at most now less 60 s */
                until?: string;
            };
            header?: never;
            path: {
                dataset: "market_rates" | "index_history" | "webhook_deliveries";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dataset as a file */
            200: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8; header=present": string;
                    "application/x-ndjson": string;
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description invalid_request: unknown dataset or format; since or until malformed; since not before until; invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: more than 2 exports per 20 s or 6 per minute started by the organisation; rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description attachment; filename=<dataset>-v<version>-<until>.<csv|ndjson|parquet> */
                    "Content-Disposition"?: string;
                    /** @description The end of the window (ISO 8601): the `since` of the next incremental export */
                    "X-Export-Next-Since"?: string;
                    /** @description The dataset's version (its column list and types) */
                    "X-Export-Version"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesListWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesRegisterWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description HTTPS URL that receives the POSTed events; anything else answers 400 INVALID_URL */
                    url?: string;
                    /** @description Subscribed event types; omit or [] for every event type; unrecognised names are dropped */
                    event_types?: string[] | null;
                    /** @description Your own label */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The endpoint and its one-time secret */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegisteredWebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_url: url missing or not https://, or it reaches a private or reserved address; invalid_request: description too long, or too many endpoints on the account; invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_url" | "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description invalid_request: the JSON body is larger than the limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesGetWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointDetail"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no webhook endpoint with that id on this account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesDeleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesUpdateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Replaces the URL; ignored (not refused) unless it starts with https:// */
                    url?: string;
                    /** @description Subscribed event types; omit or [] for every event type; unrecognised names are dropped */
                    event_types?: string[] | null;
                    /** @description Your own label */
                    description?: string | null;
                    /** @description false pauses; true resumes and resets failure_count */
                    active?: boolean | null;
                };
            };
        };
        responses: {
            /** @description The endpoint as it is now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UpdatedWebhookEndpoint"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no webhook endpoint with that id on this account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_request: the JSON body is larger than the limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesTestWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued (test_queued is false while the endpoint is paused) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            test_queued: boolean;
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no webhook endpoint with that id on this account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesResendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued (resend_queued is false while the endpoint is inactive) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            endpoint_id: string;
                            resend_queued: boolean;
                        };
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no webhook endpoint with that id on this account, or no delivery with that id on the endpoint */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesRotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description How long the current secret keeps signing alongside the new one, in seconds (default 86400, 24 h; 0 ends it at once) */
                    overlap_seconds?: number | null;
                };
            };
        };
        responses: {
            /** @description The new secret and the end of the overlap */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RotatedWebhookSecret"];
                    };
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no webhook endpoint with that id on this account */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "not_found";
                        };
                    };
                };
            };
            /** @description invalid_request: the JSON body is larger than the limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Only these event types on the stream */
                    types?: string[];
                    /** @description Resume after this position (the last event id seen) */
                    after?: string;
                };
            };
        };
        responses: {
            /** @description The ticket and the stream URL to open with it */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StreamTicket"];
                    };
                };
            };
            /** @description invalid_request: after is not a stream position, or a type is unknown; invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description invalid_request: the JSON body is larger than the limit */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesEventStream: {
        parameters: {
            query?: {
                /** @description A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within 60 s */
                ticket?: string;
                /** @description Resume after this position (an event id); Last-Event-ID wins if both are given */
                after?: string;
                /** @description Only these event types (lane_rate_updated, index_refreshed); default every type */
                types?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless text/event-stream */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description invalid_request: after (or Last-Event-ID) is not a stream position, or a type is unknown; invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description missing_key: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "missing_key";
                        };
                    };
                };
            };
            /** @description forbidden: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description too_many_streams: the organisation or the key holds as many live connections as its limit allows (the limit is named); rate_limited: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "too_many_streams" | "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description rate_limited: too many requests from this address; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesReferencePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            /** @description rate_limited: too many requests from this address; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesReferencePageAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "swagger-ui.css" | "swagger-ui-bundle.js" | "favicon-32x32.png";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description invalid_request: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description rate_limited: too many requests from this address; see Retry-After */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "rate_limited";
                        };
                    };
                };
            };
            /** @description server_error: server side; retry; server_error: server side; retry */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description server_error: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    ratesHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
        };
    };
    ratesReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready: database unreachable or migrations pending */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
