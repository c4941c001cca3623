// The schedules host's paths and schemas, generated from its OpenAPI document by `npm run sdk:generate`.
export interface paths {
    "/public/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Point-to-point sailings on a lane
         * @description Direct sailings and, unless direct=true, one transshipment of the same carrier, departing from `from` (default now) to `to` (inclusive; default from + 28 days, at most 92 days), in departure order. Page 1 with at least one route counts one call; later pages (cursor = the previous next_cursor) are not counted and are served even when the allowance is spent.
         */
        get: operations["searchSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/reliability/lanes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * On-time share per carrier on a lane
         * @description Arrivals at the destination of voyages that called at the origin before it, over the last 182 days; on time within 24 h. The key is optional until SCHEDULES_KEYLESS_UNTIL: a keyless call is answered free, limited per address, with Deprecation: true and Sunset; after that day it is refused 401.
         */
        get: operations["laneReliability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/reliability/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The carrier league
         * @description Ranked carriers (20 observations or more) by on-time share first, then the provisional ones. The key is optional until SCHEDULES_KEYLESS_UNTIL: a keyless call is answered free, limited per address, with Deprecation: true and Sunset; after that day it is refused 401.
         */
        get: operations["carrierLeague"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/port-congestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One port's congestion, or the leaderboard of ports by wait
         * @description With port: that port (level and limit are ignored). Without: ports by current average wait, longest first, filtered by level (an unrecognised level means no filter). Levels: mild < 24 h ≤ moderate < 72 h ≤ severe. The key is optional until SCHEDULES_KEYLESS_UNTIL: a keyless call is answered free, limited per address, with Deprecation: true and Sunset; after that day it is refused 401.
         */
        get: operations["portCongestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's and this key's call counters (not counted) */
        get: operations["usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedules/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 65 ocean lines */
        get: operations["carriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/ports/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ports by code or name
         * @description The exact UN/LOCODE first, then names starting with q.
         */
        get: operations["searchPorts"];
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
         *     **sailings** (version 1): One row per sailing and lane the organisation ships on: a voyage calling at the lane’s origin and later at its destination, direct (GET /public/schedules answers it as a route without transshipment), past and scheduled, blanked ones included. Keyed by sailing_id, origin and destination. The window compares updated_at: the row last changed, or the organisation began shipping on the lane (its earliest active record's creation) if later.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | sailing_id | text | The sailing: one voyage of a carrier's service (<SCAC>-<service>-<voyage>). |
         *     | origin | text | The lane's port of loading (UN/LOCODE). |
         *     | destination | text | The lane's port of discharge (UN/LOCODE). |
         *     | carrier_scac | text | The operating carrier (SCAC). |
         *     | service_code | text | The carrier's service (loop) code. |
         *     | service_name | text | The service's name. |
         *     | vessel_imo | text | Vessel IMO number. |
         *     | vessel_name | text | Vessel name. |
         *     | voyage | text | Voyage number. |
         *     | status | text | scheduled or blanked (cancelled by the carrier). |
         *     | slip_hours | int | Announced delay of the departure, hours. |
         *     | scheduled_departure | timestamp | Scheduled departure from the origin. |
         *     | estimated_departure | timestamp | Latest estimated departure from the origin. |
         *     | actual_departure | timestamp | Observed departure from the origin; null until it left. |
         *     | fcl_cutoff | timestamp | Port cut-off for full containers at the origin. |
         *     | scheduled_arrival | timestamp | Scheduled arrival at the destination. |
         *     | estimated_arrival | timestamp | Latest estimated arrival at the destination. |
         *     | actual_arrival | timestamp | Observed arrival at the destination; null until it arrived. |
         *     | transit_days | float | Estimated arrival at the destination less estimated departure from the origin, days (one decimal). |
         *     | source | text | Where the sailing was learned (sandbox, or the carrier feed). |
         *     | updated_at | timestamp | When it last changed for the organisation (the export window compares this). |
         *
         *     **reliability_observations** (version 1): One row per arrival observed at the destination of a lane the organisation ships on, of a sailing that called at its origin before: the observations the carriers’ on-time record on the lane is counted from (Lane.reliability and GET /public/reliability/lanes count those of the reliability window). Keyed by sailing_id, origin and destination. The window compares updated_at: the row last changed, or the organisation began shipping on the lane (its earliest active record's creation) if later.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | origin | text | The lane's port of loading (UN/LOCODE). |
         *     | destination | text | The lane's port of discharge (UN/LOCODE). |
         *     | sailing_id | text | The sailing: one voyage of a carrier's service (<SCAC>-<service>-<voyage>). |
         *     | carrier_scac | text | The operating carrier (SCAC). |
         *     | vessel_imo | text | Vessel IMO number. |
         *     | vessel_name | text | Vessel name. |
         *     | voyage | text | Voyage number. |
         *     | scheduled_arrival | timestamp | Scheduled arrival at the destination. |
         *     | actual_arrival | timestamp | Observed arrival at the destination. |
         *     | delay_minutes | int | Actual less scheduled arrival, minutes (negative: early). |
         *     | on_time | bool | Within 24 hours either side of the scheduled arrival (the on-time rule). |
         *     | source | text | Who observed the arrival (sandbox, ais, a carrier feed). |
         *     | updated_at | timestamp | When it was observed or last changed for the organisation (the export window compares this). |
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
        get: operations["schedulesExportDataset"];
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
        get: operations["schedulesListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.
         */
        post: operations["schedulesRegisterWebhook"];
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
        get: operations["schedulesGetWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint (idempotent: an unknown id also answers deleted:true) */
        delete: operations["schedulesDeleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint (send only the changes) */
        patch: operations["schedulesUpdateWebhook"];
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
        post: operations["schedulesTestWebhook"];
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
        post: operations["schedulesResendWebhookDelivery"];
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
        post: operations["schedulesRotateWebhookSecret"];
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
        post: operations["schedulesStreamTicket"];
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
        get: operations["schedulesEventStream"];
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
        get: operations["schedulesOpenApiDocument"];
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
        get: operations["schedulesReferencePage"];
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
        get: operations["schedulesReferencePageAsset"];
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
        get: operations["schedulesHealth"];
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
        get: operations["schedulesReady"];
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
        RouteSearchPage: {
            origin: string;
            destination: string;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            direct_only: boolean;
            scacs: string[] | null;
            total: number;
            page: number;
            limit: number;
            has_more: boolean;
            next_cursor: string | null;
            later_page: boolean;
            items: components["schemas"]["ScheduleRoute"][];
        };
        ScheduleRoute: {
            id: string;
            carrier_code: string;
            carrier_name: string;
            direct: boolean;
            transshipments: number;
            transshipment_ports: string[];
            origin: string;
            destination: string;
            /** Format: date-time */
            departure_at: string;
            /** Format: date-time */
            arrival_at: string;
            transit_days: number;
            slipped: boolean;
            cutoffs: {
                /** Format: date-time */
                documentation_at: string | null;
                /** Format: date-time */
                vgm_at: string | null;
                /** Format: date-time */
                port_at: string | null;
            };
            legs: {
                sequence: number;
                sailing_id: string;
                carrier_code: string;
                service_code: string | null;
                service_name: string | null;
                vessel_imo: string | null;
                vessel_name: string | null;
                voyage: string | null;
                origin: string;
                destination: string;
                /** Format: date-time */
                departure_at: string;
                /** Format: date-time */
                arrival_at: string;
                /** Format: date-time */
                scheduled_departure_at: string | null;
                /** Format: date-time */
                scheduled_arrival_at: string | null;
                slip_hours: number;
            }[];
        };
        SchedulesError: {
            /** @enum {boolean} */
            ok: false;
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
                /** @description Seconds to wait before asking again (as the Retry-After header) */
                retry_after_seconds?: number;
                /**
                 * @description 429 QUOTA_EXCEEDED: the allowance that is spent
                 * @enum {string}
                 */
                limit?: "month" | "day";
            };
        };
        LaneReliability: {
            origin: string;
            destination: string;
            /** Format: date-time */
            window_from: string;
            /** Format: date-time */
            window_to: string;
            tolerance_hours: number;
            min_obs: number;
            observations: number;
            on_time_pct: number;
            carriers: {
                rank: number | null;
                ranked: boolean;
                provisional: boolean;
                carrier_code: string;
                carrier_name: string;
                on_time_pct: number;
                observations: number;
                on_time: number;
                avg_delay_hours: number;
            }[];
            prediction_horizon_days: number;
            prediction_sample_size: number;
            prediction_mae_hours: number | null;
            carrier_eta_mae_hours: number | null;
        };
        League: {
            min_obs: number;
            total: number;
            ranked_total: number;
            carriers: components["schemas"]["LeagueEntry"][];
        };
        LeagueEntry: {
            rank: number | null;
            ranked: boolean;
            provisional: boolean;
            carrier_code: string;
            carrier_name: string;
            on_time_pct: number;
            observations: number;
        };
        Congestion: {
            port: string;
            port_name: string;
            wait_hours: number;
            at_anchor: number;
            at_berth: number;
            /** @enum {string} */
            level: "mild" | "moderate" | "severe";
            /** Format: date-time */
            observed_at: string;
        };
        CongestionBoard: {
            /** @enum {string|null} */
            level: "mild" | "moderate" | "severe" | null;
            total: number;
            limit: number;
            items: {
                port: string;
                port_name: string;
                wait_hours: number;
                at_anchor: number;
                at_berth: number;
                /** @enum {string} */
                level: "mild" | "moderate" | "severe";
                /** Format: date-time */
                observed_at: string;
                rank: number;
            }[];
        };
        SchedulesUsage: {
            plan: string;
            month: components["schemas"]["UsagePeriod"];
            day: components["schemas"]["UsagePeriod"];
        };
        UsagePeriod: {
            period: string;
            used: number;
            limit: number | null;
            remaining: number | null;
            /** Format: date-time */
            resets_at: string;
        };
        Carriers: {
            items: {
                scac: string;
                name: string;
                website: string | null;
                upcoming_sailings: number;
            }[];
            total: number;
        };
        PortsFound: {
            q: string;
            items: {
                unlocode: string;
                name: string;
                city: string | null;
                country: string | null;
                country_code: string;
                lat: number | null;
                lng: number | null;
                timezone: string | null;
            }[];
            total: number;
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
    searchSchedules: {
        parameters: {
            query: {
                /** @description Port of loading (UN/LOCODE, e.g. CNSHA; any case) */
                origin: string;
                /** @description Port of discharge (UN/LOCODE, e.g. CNSHA; any case) */
                destination: string;
                /** @description First departure day, YYYY-MM-DD (UTC) */
                from?: string;
                /** @description Last departure day, YYYY-MM-DD (UTC), inclusive */
                to?: string;
                /** @description Carrier SCACs to keep: comma-separated or the parameter repeated */
                scac?: string[];
                direct?: boolean;
                limit?: number;
                /** @description next_cursor of the previous page (same search) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of routes */
            200: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["RouteSearchPage"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: origin or destination is a well-formed UN/LOCODE of no known port */
            404: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: the account's monthly or the key's daily call allowance is spent; see Retry-After (limit: month or day); RATE_LIMITED: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    laneReliability: {
        parameters: {
            query: {
                /** @description Lane origin (UN/LOCODE, e.g. CNSHA; any case) */
                origin: string;
                /** @description Lane destination (UN/LOCODE, e.g. CNSHA; any case) */
                destination: string;
                /** @description Carrier SCACs to keep: comma-separated or the parameter repeated */
                scac?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lane table */
            200: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["LaneReliability"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no observed arrival on this lane in the window, or an unknown port */
            404: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: the account's monthly or the key's daily call allowance is spent; see Retry-After (limit: month or day); RATE_LIMITED: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    carrierLeague: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The league */
            200: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["League"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description quota_exceeded: the account's monthly or the key's daily call allowance is spent; see Retry-After (limit: month or day); RATE_LIMITED: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    portCongestion: {
        parameters: {
            query?: {
                /** @description UN/LOCODE; omit for the leaderboard */
                port?: string;
                /** @description mild, moderate or severe (leaderboard only) */
                level?: string;
                /** @description Leaderboard rows, default 100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The port's reading, or the leaderboard */
            200: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["Congestion"] | components["schemas"]["CongestionBoard"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: an unknown port, or no reading in the last 48 hours */
            404: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: the account's monthly or the key's daily call allowance is spent; see Retry-After (limit: month or day); RATE_LIMITED: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    /** @description true on a keyless answer (keyless access is being withdrawn) */
                    Deprecation?: string;
                    /** @description On a keyless answer: when keyless access ends */
                    Sunset?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    usage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan, this month (account) and today (key) */
            200: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["SchedulesUsage"];
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
            403: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description Calls counted this month for the account (keyed answers) */
                    "X-Usage-Month"?: string;
                    /** @description The account's monthly allowance, or unlimited */
                    "X-Usage-Month-Limit"?: string;
                    /** @description Calls counted today for this key */
                    "X-Usage-Day"?: string;
                    /** @description The key's daily allowance, or unlimited */
                    "X-Usage-Day-Limit"?: string;
                    /** @description 1 when this answer was counted, else 0 */
                    "X-Usage-Counted"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    carriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every line with its upcoming sailings */
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["Carriers"];
                    };
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    searchPorts: {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ports found */
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["PortsFound"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesExportDataset: {
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
                dataset: "sailings" | "reliability_observations" | "webhook_deliveries";
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
            /** @description VALIDATION_ERROR: unknown dataset or format; since or until malformed; since not before until; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: more than 2 exports per 20 s or 6 per minute started by the organisation; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesListWebhooks: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: {
                            items: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesRegisterWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["RegisteredWebhookEndpoint"];
                    };
                };
            };
            /** @description INVALID_URL: url missing or not https://, or it reaches a private or reserved address; VALIDATION_ERROR: description too long, or too many endpoints on the account; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INVALID_URL" | "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: the JSON body is larger than the limit */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesGetWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["WebhookEndpointDetail"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no webhook endpoint with that id on this account */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesDeleteWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: {
                            id: string;
                            deleted: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesUpdateWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["UpdatedWebhookEndpoint"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no webhook endpoint with that id on this account */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: the JSON body is larger than the limit */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesTestWebhook: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: {
                            id: string;
                            test_queued: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no webhook endpoint with that id on this account */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesResendWebhookDelivery: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: {
                            id: string;
                            endpoint_id: string;
                            resend_queued: boolean;
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no webhook endpoint with that id on this account, or no delivery with that id on the endpoint */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesRotateWebhookSecret: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["RotatedWebhookSecret"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no webhook endpoint with that id on this account */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: the JSON body is larger than the limit */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description quota_exceeded: monthly call limit or the key's daily limit spent; see Retry-After; RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "quota_exceeded" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesStreamTicket: {
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
                        /** @enum {boolean} */
                        ok: true;
                        data: components["schemas"]["StreamTicket"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: after is not a stream position, or a type is unknown; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: the JSON body is larger than the limit */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesEventStream: {
        parameters: {
            query?: {
                /** @description A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within 60 s */
                ticket?: string;
                /** @description Resume after this position (an event id); Last-Event-ID wins if both are given */
                after?: string;
                /** @description Only these event types (blank_sailing, cutoff_approaching, sailing_slipped, reliability_drop); default every type */
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
            /** @description VALIDATION_ERROR: after (or Last-Event-ID) is not a stream position, or a type is unknown; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; access_expired: the account's access period ended */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN" | "access_expired";
                        };
                    };
                };
            };
            /** @description TOO_MANY_STREAMS: the organisation or the key holds as many live connections as its limit allows (the limit is named); RATE_LIMITED: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_STREAMS" | "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesOpenApiDocument: {
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
            /** @description RATE_LIMITED: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesReferencePage: {
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
            /** @description RATE_LIMITED: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesReferencePageAsset: {
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
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["SchedulesError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    schedulesHealth: {
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
    schedulesReady: {
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
