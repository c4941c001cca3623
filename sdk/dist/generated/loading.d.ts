export interface paths {
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your plans, newest first */
        get: operations["listPlans"];
        put?: never;
        /**
         * Plan cargo into containers or trailers
         * @description Plans in a worker thread within the time budget and stores the plan (plan_created).
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan */
        get: operations["getPlan"];
        put?: never;
        post?: never;
        /** Delete a plan for good */
        delete: operations["deletePlan"];
        options?: never;
        head?: never;
        /**
         * Change cargo, equipment or options and plan again
         * @description Each field given replaces the stored one whole; same id, the next revision (plan_updated).
         */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/v1/plans/{id}/units/{number}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An isometric picture of one unit's load
         * @description Coloured by cargo line; steps=true numbers the pieces in loading order, up_to_step=N draws steps 1 to N.
         */
        get: operations["unitPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/equipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The containers and trailers a plan may name */
        get: operations["equipmentCatalogue"];
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
         *     **load_plans** (version 1): One row per load plan (its latest revision), as GET /v1/plans/{id} answers it. The window compares updated_at: the plan was created or planned again (a deleted plan leaves no row).
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | id | text | Plan id, as plan(id) and GET /v1/plans/{id} take it. |
         *     | name | text | The plan's name as given, 'Load plan' when none was. |
         *     | revision | int | Revision: 1 when created, one more each time the plan is updated and planned again. |
         *     | units | int | Units (containers, trailers) used. |
         *     | pieces_placed | int | Pieces placed over all units. |
         *     | pieces_unplaced | int | Pieces left unplaced. |
         *     | volume_utilisation | float | Packed volume over the volume of the units used, 0..1. |
         *     | elapsed_ms | int | How long the planner searched, ms. |
         *     | cargo | json | The cargo lines as requested, every default filled in (mm, kg). |
         *     | equipment | json | The equipment choices as requested, every default filled in (mm, kg). |
         *     | unplaced | json | What was left unplaced and why: each a cargo line (item_id), a quantity of its pieces and the reason (TOO_LARGE, TOO_HEAVY, NO_SPACE, PAYLOAD_REACHED, OPTIONAL_LEFT). |
         *     | created_at | timestamp | When the plan was created. |
         *     | updated_at | timestamp | When the plan was last planned: created, or updated and planned again. |
         *
         *     **load_plan_units** (version 1): One row per unit a load plan loads (join load_plans.id on plan_id). The window compares updated_at: the plan's, so a plan planned again comes with all its units.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | id | text | <plan_id>/<number>. |
         *     | plan_id | text | The plan (load_plans.id). |
         *     | plan_revision | int | The plan's revision the unit belongs to. |
         *     | number | int | 1-based, in loading order of the units. |
         *     | code | text | Catalogue code (ISO 6346 size-type for a container: 22G1, 42G1, …; TRAILER_13_6, MEGA_13_6 for a trailer), or custom_N for the N-th equipment choice given with custom dimensions. |
         *     | length | int | Inner length, mm. |
         *     | width | int | Inner width, mm. |
         *     | height | int | Inner height, mm. |
         *     | max_payload | float | Maximum payload, kg. |
         *     | pieces | int | Pieces placed in the unit. |
         *     | volume_utilisation | float | Packed volume over inner volume, 0..1. |
         *     | weight_utilisation | float | Packed weight over maximum payload, 0..1. |
         *     | weight | float | Packed weight, kg. |
         *     | cog_x | float | Centre of gravity along the length from the front wall (the closed end), mm. |
         *     | cog_y | float | Centre of gravity across the width from the left side, mm. |
         *     | cog_z | float | Centre of gravity above the floor, mm. |
         *     | cog_offset_x | float | Centre of gravity minus the floor's centre along x, mm. |
         *     | cog_offset_y | float | Centre of gravity minus the floor's centre along y, mm. |
         *     | warnings | json | What to check about the unit's load, each a code and a message: OFF_CENTRE (the centre of gravity off the floor's centre by more than 10 % of the length along it or 5 % of the width across), PAYLOAD_NEAR_LIMIT (the weight at 95 % of the maximum payload or more). |
         *     | updated_at | timestamp | The plan's updated_at (the export window compares this). |
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
        get: operations["loadingExportDataset"];
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
        get: operations["loadingListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.
         */
        post: operations["loadingRegisterWebhook"];
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
        get: operations["loadingGetWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint (idempotent: an unknown id also answers deleted:true) */
        delete: operations["loadingDeleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint (send only the changes) */
        patch: operations["loadingUpdateWebhook"];
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
        post: operations["loadingTestWebhook"];
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
        post: operations["loadingResendWebhookDelivery"];
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
        post: operations["loadingRotateWebhookSecret"];
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
        post: operations["loadingStreamTicket"];
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
        get: operations["loadingEventStream"];
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
        get: operations["loadingOpenApiDocument"];
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
        get: operations["loadingReferencePage"];
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
        get: operations["loadingReferencePageAsset"];
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
        get: operations["loadingHealth"];
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
        get: operations["loadingReady"];
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
        Plan: {
            id: string;
            name: string;
            revision: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            cargo: components["schemas"]["CargoLine"][];
            equipment: {
                code: string | null;
                count: number;
                custom: {
                    name: string | null;
                    /** @description Inner length, mm */
                    length: number;
                    /** @description Inner width, mm */
                    width: number;
                    /** @description Inner height, mm */
                    height: number;
                    /** @description Door opening width, mm */
                    door_width: number;
                    /** @description Door opening height, mm */
                    door_height: number;
                    /** @description Maximum payload, kg */
                    max_payload: number;
                } | null;
            }[];
            options: {
                time_budget_ms: number;
                seed: number;
                min_support: number;
            };
            summary: components["schemas"]["PlanSummary"];
            units: components["schemas"]["LoadedUnit"][];
            unplaced: {
                item_id: string;
                quantity: number;
                /** @enum {string} */
                reason: "TOO_LARGE" | "TOO_HEAVY" | "NO_SPACE" | "PAYLOAD_REACHED" | "OPTIONAL_LEFT";
            }[];
            elapsed_ms: number;
        };
        CargoLine: {
            /** @description The cargo line: its SKU or your id, unique in the plan */
            id: string;
            /** @description Length, mm */
            length: number;
            /** @description Width, mm */
            width: number;
            /** @description Height, mm */
            height: number;
            /** @description Weight of one piece, kg */
            weight: number;
            quantity: number;
            upright: ("length" | "width" | "height")[];
            /** @description Whether anything may rest on it (default true) */
            stackable: boolean;
            max_load: number | null;
            /** @description Nothing on top (default false) */
            fragile: boolean;
            /** @description Delivery stop, 1 = unloaded first (default 1) */
            stop: number;
            /** @description Placed before any optional line (default true) */
            must_ship: boolean;
        };
        PlanSummary: {
            units: number;
            pieces_placed: number;
            pieces_unplaced: number;
            volume_utilisation: number;
        };
        LoadedUnit: {
            number: number;
            code: string;
            length: number;
            width: number;
            height: number;
            max_payload: number;
            pieces: number;
            volume_utilisation: number;
            weight_utilisation: number;
            weight: number;
            centre_of_gravity: {
                x: number;
                y: number;
                z: number;
            };
            cog_offset: {
                x: number;
                y: number;
            };
            warnings: {
                /** @enum {string} */
                code: "OFF_CENTRE" | "PAYLOAD_NEAR_LIMIT";
                message: string;
            }[];
            /** @description The isometric SVG of this unit (add ?steps=true&up_to_step=N to follow the sequence) */
            picture: string;
            placements: components["schemas"]["Placement"][];
        };
        Placement: {
            item_id: string;
            step: number;
            x: number;
            y: number;
            z: number;
            length: number;
            width: number;
            height: number;
            /** @enum {string} */
            vertical: "length" | "width" | "height";
            turned: boolean;
        };
        LoadingError: {
            /** @enum {boolean} */
            ok: false;
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
            };
        };
        ListedPlan: {
            id: string;
            name: string;
            revision: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            summary: components["schemas"]["PlanSummary"];
        };
        Equipment: {
            code: string;
            name: string;
            /** @enum {string} */
            kind: "container" | "trailer";
            length: number;
            width: number;
            height: number;
            door_width: number;
            door_height: number;
            max_payload: number;
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
    listPlans: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of plans with their summaries */
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
                            items: components["schemas"]["ListedPlan"][];
                            has_more: boolean;
                            next_cursor: string | null;
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    cargo: {
                        /** @description The cargo line: its SKU or your id, unique in the plan */
                        id: string;
                        /** @description Length, mm */
                        length: number;
                        /** @description Width, mm */
                        width: number;
                        /** @description Height, mm */
                        height: number;
                        /** @description Weight of one piece, kg */
                        weight: number;
                        quantity: number;
                        /** @description Which dimensions may stand vertical (default all; ["height"] = this side up) */
                        upright?: ("length" | "width" | "height")[];
                        /** @description Whether anything may rest on it (default true) */
                        stackable?: boolean;
                        /** @description The most weight that may rest on one piece, kg */
                        max_load?: number | null;
                        /** @description Nothing on top (default false) */
                        fragile?: boolean;
                        /** @description Delivery stop, 1 = unloaded first (default 1) */
                        stop?: number;
                        /** @description Placed before any optional line (default true) */
                        must_ship?: boolean;
                    }[];
                    equipment: {
                        /** @description A catalogue code (GET /v1/equipment) */
                        code?: string | null;
                        /** @description Or the inside of your own unit */
                        custom?: {
                            name?: string | null;
                            /** @description Inner length, mm */
                            length: number;
                            /** @description Inner width, mm */
                            width: number;
                            /** @description Inner height, mm */
                            height: number;
                            /** @description Door opening width, mm */
                            door_width: number;
                            /** @description Door opening height, mm */
                            door_height: number;
                            /** @description Maximum payload, kg */
                            max_payload: number;
                        } | null;
                        /** @description How many such units may be used (default 1) */
                        count?: number | null;
                    }[];
                    options?: {
                        /** @description Search time, ms (default 2000) */
                        time_budget_ms?: number | null;
                        /** @description Same input and seed, same plan */
                        seed?: number | null;
                        /** @description Share of a base that must rest on something (default 1) */
                        min_support?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The plan: every unit with its placements, and what could not be placed */
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
                        plan: components["schemas"]["Plan"];
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description PLANNER_BUSY: this organisation's share of the planner is full (Retry-After from its own plans); SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "PLANNER_BUSY" | "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    getPlan: {
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
            /** @description The plan */
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
                        plan: components["schemas"]["Plan"];
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no plan with that id on this account */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    deletePlan: {
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
                            /** @enum {boolean} */
                            deleted: true;
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no plan with that id on this account */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    updatePlan: {
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
                    name?: string | null;
                    cargo?: {
                        /** @description The cargo line: its SKU or your id, unique in the plan */
                        id: string;
                        /** @description Length, mm */
                        length: number;
                        /** @description Width, mm */
                        width: number;
                        /** @description Height, mm */
                        height: number;
                        /** @description Weight of one piece, kg */
                        weight: number;
                        quantity: number;
                        /** @description Which dimensions may stand vertical (default all; ["height"] = this side up) */
                        upright?: ("length" | "width" | "height")[];
                        /** @description Whether anything may rest on it (default true) */
                        stackable?: boolean;
                        /** @description The most weight that may rest on one piece, kg */
                        max_load?: number | null;
                        /** @description Nothing on top (default false) */
                        fragile?: boolean;
                        /** @description Delivery stop, 1 = unloaded first (default 1) */
                        stop?: number;
                        /** @description Placed before any optional line (default true) */
                        must_ship?: boolean;
                    }[];
                    equipment?: {
                        /** @description A catalogue code (GET /v1/equipment) */
                        code?: string | null;
                        /** @description Or the inside of your own unit */
                        custom?: {
                            name?: string | null;
                            /** @description Inner length, mm */
                            length: number;
                            /** @description Inner width, mm */
                            width: number;
                            /** @description Inner height, mm */
                            height: number;
                            /** @description Door opening width, mm */
                            door_width: number;
                            /** @description Door opening height, mm */
                            door_height: number;
                            /** @description Maximum payload, kg */
                            max_payload: number;
                        } | null;
                        /** @description How many such units may be used (default 1) */
                        count?: number | null;
                    }[];
                    options?: {
                        /** @description Search time, ms (default 2000) */
                        time_budget_ms?: number | null;
                        /** @description Same input and seed, same plan */
                        seed?: number | null;
                        /** @description Share of a base that must rest on something (default 1) */
                        min_support?: number | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The plan, replanned */
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
                        plan: components["schemas"]["Plan"];
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no plan with that id on this account */
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "INTERNAL_ERROR" | "DB_ERROR";
                        };
                    };
                };
            };
            /** @description PLANNER_BUSY: this organisation's share of the planner is full (Retry-After from its own plans); SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "PLANNER_BUSY" | "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    unitPicture: {
        parameters: {
            query?: {
                steps?: boolean;
                up_to_step?: number;
            };
            header?: never;
            path: {
                id: string;
                number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit as SVG */
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no plan with that id, or no unit with that number in it */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    equipmentCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Inner dimensions, door opening and maximum payload */
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
                            items: components["schemas"]["Equipment"][];
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingExportDataset: {
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
                dataset: "load_plans" | "load_plan_units" | "webhook_deliveries";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingListWebhooks: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingRegisterWebhook: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingGetWebhook: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingDeleteWebhook: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingUpdateWebhook: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingTestWebhook: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingResendWebhookDelivery: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingRotateWebhookSecret: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingStreamTicket: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingEventStream: {
        parameters: {
            query?: {
                /** @description A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within 60 s */
                ticket?: string;
                /** @description Resume after this position (an event id); Last-Event-ID wins if both are given */
                after?: string;
                /** @description Only these event types (plan_created, plan_updated); default every type */
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; FORBIDDEN: the account's access period ended */
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingOpenApiDocument: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingReferencePage: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingReferencePageAsset: {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
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
                    "application/json": components["schemas"]["LoadingError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    loadingHealth: {
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
    loadingReady: {
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
