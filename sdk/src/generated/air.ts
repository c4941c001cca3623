// The air host's paths and schemas, generated from its OpenAPI document by `npm run sdk:generate`.
export interface paths {
    "/track/{awb}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Track an air waybill
         * @description Any spelling of the 11 digits (176-12345675, 17612345675, 176 1234 5675). force_update=true asks the airline again unless the kept answer is younger than 2 minutes; refresh=1 is the same flag.
         */
        get: operations["trackWaybill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aircraft/flight/{flightNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Positions of the aircraft flying a flight
         * @description Airborne only: a parked or out-of-coverage aircraft answers 404.
         */
        get: operations["aircraftPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/airlines/{prefix}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The airline of an air waybill prefix (or of a full waybill number) */
        get: operations["airlineByPrefix"];
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
        get: operations["airExportDataset"];
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
        get: operations["airListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.
         */
        post: operations["airRegisterWebhook"];
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
        get: operations["airGetWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint (idempotent: an unknown id also answers deleted:true) */
        delete: operations["airDeleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint (send only the changes) */
        patch: operations["airUpdateWebhook"];
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
        post: operations["airTestWebhook"];
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
        post: operations["airResendWebhookDelivery"];
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
        post: operations["airRotateWebhookSecret"];
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
        post: operations["airStreamTicket"];
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
        get: operations["airEventStream"];
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
        get: operations["airOpenApiDocument"];
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
        get: operations["airReferencePage"];
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
        get: operations["airReferencePageAsset"];
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
        get: operations["airHealth"];
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
        get: operations["airReady"];
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
        TrackedWaybill: {
            data: components["schemas"]["Waybill"];
            metadata: {
                status_code: string;
                airline: components["schemas"]["Airline"];
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                last_updated_at: string | null;
                from_cache: boolean;
                /** Format: date-time */
                cache_expires: string;
            };
        };
        Waybill: {
            awb: string;
            airline_prefix: string;
            airline_iata: string | null;
            airline_name: string | null;
            status: string;
            origin: string | null;
            destination: string | null;
            origin_name: string | null;
            destination_name: string | null;
            origin_location: components["schemas"]["Airport"];
            destination_location: components["schemas"]["Airport"];
            pieces: number | null;
            weight_kg: number | null;
            flight_number: string | null;
            departure: components["schemas"]["TimePair"];
            arrival: components["schemas"]["TimePair"];
            /** Format: date-time */
            eta: string | null;
            eta_is_actual: boolean;
            events: {
                status_code: string;
                /** @enum {string} */
                event_family: "ACCEPTANCE" | "FLIGHT" | "CUSTOMS" | "DELIVERY";
                is_actual: boolean;
                /** Format: date-time */
                datetime: string | null;
                datetimes: components["schemas"]["TimePair"];
                station: string | null;
                station_name: string | null;
                location: components["schemas"]["Airport"];
                flight_number: string | null;
                pieces: number | null;
                weight_kg: number | null;
                description: string;
            }[];
            routes: {
                order_id: number;
                status: string;
                /** @enum {string|null} */
                transport_type: "PLANE" | "TRUCK" | null;
                from: components["schemas"]["Airport"];
                to: components["schemas"]["Airport"];
                departure: components["schemas"]["TimePair"];
                arrival: components["schemas"]["TimePair"];
                flight_number: string | null;
                pieces: number | null;
                weight_kg: number | null;
                path: number[][];
            }[];
            feed_warnings: string[];
        };
        Airport: {
            iata_code: string;
            icao_code: string | null;
            name: string;
            city: string | null;
            state: string | null;
            country: string | null;
            country_code: string | null;
            lat: number;
            lng: number;
            timezone: string | null;
        } | null;
        TimePair: {
            /** Format: date-time */
            estimated: string | null;
            /** Format: date-time */
            actual: string | null;
        };
        Airline: {
            name: string;
            prefix: string;
            iata_code: string | null;
            icao_code: string | null;
            url: string | null;
        };
        AirError: {
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
                /** @description Seconds to wait before asking again (as the Retry-After header) */
                retry_after_seconds?: number;
                /** @description 404 for a wrong check digit: the digit the serial number calls for */
                expected_check_digit?: number;
            };
        };
        AircraftPosition: {
            callsign: string | null;
            registration: string | null;
            icao24_hex: string;
            aircraft_type: string | null;
            lat: number;
            lon: number;
            alt_ft: number | null;
            ground_speed_kt: number | null;
            heading: number | null;
            vertical_rate_fpm: number | null;
            operator_iata: string;
            /** Format: date-time */
            seen_at: string;
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
    trackWaybill: {
        parameters: {
            query?: {
                force_update?: boolean;
                refresh?: boolean;
            };
            header?: never;
            path: {
                awb: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waybill and where the answer came from */
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
                    "application/json": components["schemas"]["TrackedWaybill"];
                };
            };
            /** @description invalid_awb: not an air waybill number (11 digits: 3-digit prefix and 8 digits); invalid_request: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_awb" | "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description invalid_check_digit: the last digit is not the serial mod 7 (the body carries expected_check_digit); keeps failing until corrected; unknown_airline: no airline uses the prefix; not_found: the airline has no data for this waybill (not that it is invalid); see Retry-After */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_check_digit" | "unknown_airline" | "not_found";
                        };
                    };
                };
            };
            /** @description quota_exceeded: plan allowance spent; rate_limited: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "rate_limited";
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description airline_unavailable: the airline did not answer and no earlier answer is held; service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "airline_unavailable" | "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    aircraftPositions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                flightNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aircraft airborne on that flight number */
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
                        data: components["schemas"]["AircraftPosition"][];
                    };
                };
            };
            /** @description invalid_flight_number: not a 2-character IATA airline code and 1 to 4 digits; invalid_request: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_flight_number" | "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "forbidden" | "access_expired";
                        };
                    };
                };
            };
            /** @description not_found: no aircraft flying that number is airborne within coverage */
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
            /** @description position_feed_unavailable: the position feed did not answer; see Retry-After; service_unavailable: access could not be checked; the request was not run; see Retry-After; server_error: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "position_feed_unavailable" | "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airlineByPrefix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                prefix: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The airline */
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
                        data: components["schemas"]["Airline"];
                    };
                };
            };
            /** @description invalid_prefix: not 3 digits (or a full air waybill number); invalid_request: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_prefix" | "invalid_request";
                        };
                    };
                };
            };
            /** @description invalid_check_digit: a full waybill number whose check digit is wrong; unknown_airline: no airline uses the prefix */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_check_digit" | "unknown_airline";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    airExportDataset: {
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
                dataset: "webhook_deliveries";
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airListWebhooks: {
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
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airRegisterWebhook: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_url" | "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airGetWebhook: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airDeleteWebhook: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airUpdateWebhook: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airTestWebhook: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airResendWebhookDelivery: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airRotateWebhookSecret: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airStreamTicket: {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airEventStream: {
        parameters: {
            query?: {
                /** @description A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within 60 s */
                ticket?: string;
                /** @description Resume after this position (an event id); Last-Event-ID wins if both are given */
                after?: string;
                /** @description Only these event types (awb_accepted, awb_in_transit, awb_arrived, awb_available, awb_delivered, awb_departed); default every type */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "invalid_request";
                        };
                    };
                };
            };
            /** @description unauthorized: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "unauthorized";
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "service_unavailable" | "server_error";
                        };
                    };
                };
            };
        };
    };
    airOpenApiDocument: {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    airReferencePage: {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    airReferencePageAsset: {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
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
                    "application/json": components["schemas"]["AirError"] & {
                        error: {
                            /** @enum {string} */
                            code: "server_error";
                        };
                    };
                };
            };
        };
    };
    airHealth: {
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
    airReady: {
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
