export interface paths {
    "/v1/containers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of your tracked containers, most recently updated first
         * @description The cursor is bound to the filters it was issued with and lives 24 hours.
         */
        get: operations["listContainers"];
        put?: never;
        /** Start tracking a container number, bill of lading or booking */
        post: operations["addContainer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/containers/demurrage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free-time exposure of your boxes */
        get: operations["demurrageReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/containers/lookup/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tracked reference by identifier; an unseen one is registered */
        get: operations["lookupContainer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/containers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tracked container */
        get: operations["getContainer"];
        put?: never;
        post?: never;
        /** Stop tracking (archive); idempotent, re-adding restores the record */
        delete: operations["archiveContainer"];
        options?: never;
        head?: never;
        /** Replace tags, set or clear redelivery fields, ask to be told when the carrier is connected */
        patch: operations["updateContainer"];
        trace?: never;
    };
    "/v1/containers/{id}/recheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the carrier again now */
        post: operations["recheckContainer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/demurrage-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your filed demurrage terms, most specific first */
        get: operations["listDemurrageTerms"];
        put?: never;
        /** File your free-time terms for a scope (carrier, port, lane) */
        post: operations["fileDemurrageTerms"];
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
        /** Plan allowances and use */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the pay-as-you-go spend cap (null: the plan default) */
        patch: operations["setSpendCap"];
        trace?: never;
    };
    "/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** DCSA Track & Trace 2.2 events of your tracked references, in the order learnt */
        get: operations["eventFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/track/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyless lookup: the shared carrier answer for a reference (no registration, no account data) */
        get: operations["publicTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compat/legacy/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Track a container, bill of lading or booking (legacy-compatible)
         * @description A reference not found or still resolving answers HTTP 200 with status "error" and data {}, never 404.
         */
        get: operations["legacyTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compat/legacy/container": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alias of /compat/legacy/tracking
         * @description A reference not found or still resolving answers HTTP 200 with status "error" and data {}, never 404.
         */
        get: operations["legacyContainer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compat/legacy/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alias of /compat/legacy/tracking
         * @description A reference not found or still resolving answers HTTP 200 with status "error" and data {}, never 404.
         */
        get: operations["legacyReference"];
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
         *     **containers** (version 1): One row per tracked reference (container, bill of lading or booking). The window compares updated_at: the record last changed (a carrier answer that moved it, a tag, an archive).
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | id | text | Record id, as container(id) and GET /v1/containers/{id} take it. |
         *     | identifier | text | The tracked reference (a container number, bill of lading or booking), upper-cased and without spaces, dashes, dots, slashes or underscores. |
         *     | identifier_type | text | container_id, bill_of_lading or booking. |
         *     | container_number | text | The box: the reference itself, or the first box of a bill of lading or booking; null while it has none. |
         *     | bl_number | text | Bill of lading number. |
         *     | booking_number | text | Booking number. |
         *     | carrier_code | text | The SCAC the line answered with or the caller gave, else the one the reference names (carrier_hint_code); '' when neither. |
         *     | carrier_name | text | The carrier's name from reference data, falling back to carrier_code; '' without one. |
         *     | status | text | Tracking status, in lifecycle order pending, booked, in_transit, discharged, available, delivered, returned_empty; customs_hold overlays any stage before the end. |
         *     | origin_unlocode | text | Port of loading (UN/LOCODE). |
         *     | origin_name | text | The port of loading's name, falling back to its UN/LOCODE; null until the line names the port. |
         *     | destination_unlocode | text | Port of discharge (UN/LOCODE). |
         *     | destination_name | text | The port of discharge's name, falling back to its UN/LOCODE; null until the line names the port. |
         *     | planned_departure_at | timestamp | Planned departure from the port of loading (kept after departure). |
         *     | departed_at | timestamp | Actual departure (the first box to leave). |
         *     | eta | timestamp | Arrival at the port of discharge: the actual one, else the latest estimate, else the plan (a record of several boxes shows the latest box's). |
         *     | eta_is_estimated | bool | Whether eta is an estimate: false for an actual arrival, null without an eta. |
         *     | arrived_at | timestamp | Actual arrival (the last box to arrive). |
         *     | arrival_delay_hours | float | Arrival against the first ETA seen, in hours (negative: early); null until arrived. |
         *     | vessel_imo | text | The current vessel's IMO number: the vessel of the last load with no discharge after it; null before loading and after discharge. |
         *     | vessel_name | text | Current vessel name. |
         *     | demurrage_free_days | int | Free days of the terms in force (own contract, else the carrier tariff). |
         *     | demurrage_last_free_day | date | Earliest last free day of any box (port-local date). |
         *     | tags | json | Tags, a JSON array of strings. |
         *     | added_at | timestamp | When tracking started. |
         *     | archived_at | timestamp | When archived; null while active. |
         *     | updated_at | timestamp | When the record last changed (the export window compares this). |
         *     | predicted_arrival_p10 | timestamp | Our predicted arrival, early end: 10 % of arrivals come sooner. |
         *     | predicted_arrival_p50 | timestamp | Our predicted arrival: as likely sooner as later (Container.predicted_arrival). |
         *     | predicted_arrival_p90 | timestamp | Our predicted arrival, late end: 10 % of arrivals come later. |
         *     | predicted_arrival_computed_at | timestamp | When the prediction was computed: when the row was exported (it does not move updated_at). |
         *     | predicted_arrival_basis | text | ais_fix, carrier_eta_history or carrier_eta; the predicted_arrival_* columns are null without a prediction (arrived, delivered, no vessel or fix). |
         *
         *     **events** (version 1): One row per carrier milestone of a tracked reference (DCSA Track & Trace terms). The window compares recorded_at: when the event was learnt, or learnt again with a changed time or classifier.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | id | text | Event id. |
         *     | container_id | text | The record it belongs to (containers.id). |
         *     | identifier | text | The record's tracked reference. |
         *     | container_number | text | The box the event concerns; null when it concerns every box of the reference. |
         *     | event_type | text | EQUIPMENT, TRANSPORT or SHIPMENT. |
         *     | event_code | text | DCSA event code (LOAD, DEPA, ARRI, DISC, GTOT, …). |
         *     | classifier | text | ACT (actual), EST (estimated) or PLN (planned). |
         *     | is_actual | bool | Whether classifier is ACT. |
         *     | label | text | What happened, in words. |
         *     | event_at | timestamp | When it happened (UTC). |
         *     | event_local_datetime | text | Port wall-clock time, no offset; null when the port is unplaced. |
         *     | utc_offset_minutes | int | The port's offset from UTC at that instant, minutes; null when the port is unplaced. |
         *     | event_timezone | text | The port's IANA time zone; null when the port is unplaced. |
         *     | location | text | Where it happened (UN/LOCODE). |
         *     | location_name | text | The port's name; null when reference data does not know the port. |
         *     | facility_name | text | Terminal or facility. |
         *     | vessel_imo | text | Vessel IMO number. |
         *     | vessel_name | text | Vessel name. |
         *     | voyage | text | Voyage number. |
         *     | mode_of_transport | text | VESSEL, RAIL, TRUCK, … |
         *     | recorded_at | timestamp | When it was learnt (the export window compares this). |
         *
         *     **vessel_positions** (version 1): The latest AIS fix of each vessel carrying one of the organisation's active references (join containers.vessel_imo). The window compares updated_at: when the position was last refreshed from the feed.
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | imo | text | Vessel IMO number. |
         *     | vessel_name | text | Vessel name. |
         *     | lat | float | Latitude, decimal degrees (WGS 84). |
         *     | lng | float | Longitude, decimal degrees (WGS 84). |
         *     | speed_knots | float | Speed over ground, knots. |
         *     | heading_deg | float | Heading, degrees from true north. |
         *     | nav_status | text | Navigational status after the moored / anchored contradiction rule. |
         *     | nav_status_claimed | text | Navigational status as the vessel broadcast it. |
         *     | source | text | Feed kind: ais or sandbox. |
         *     | fix_at | timestamp | When the fix was taken. |
         *     | updated_at | timestamp | When it was last refreshed (the export window compares this). |
         *
         *     **container_lanes** (version 1): One row per tracked reference with its lane's market rate on the day it departed and its carrier's on-time record on the lane (price × reliability × transit, the lane ranking of the README as a table). Needs rates:read and schedules:read besides ocean:read: a token joining the family and rates keys. The rate and reliability columns are read when the row is exported (a later export may show a later rate for a future departure day, and the on-time record of the window ending at the export), the row itself changes with the container. The window compares updated_at: the container record last changed (as the containers dataset).
         *
         *     | column | type | meaning |
         *     |---|---|---|
         *     | container_id | text | The record (containers.id). |
         *     | identifier | text | The tracked reference (a container number, bill of lading or booking), upper-cased and without spaces, dashes, dots, slashes or underscores. |
         *     | carrier_code | text | The SCAC the line answered with or the caller gave, else the one the reference names (carrier_hint_code); '' when neither. |
         *     | carrier_name | text | The carrier's name from reference data, falling back to carrier_code; '' without one. |
         *     | origin | text | The lane: port of loading (UN/LOCODE). |
         *     | destination | text | The lane: port of discharge (UN/LOCODE). |
         *     | status | text | Tracking status, in lifecycle order pending, booked, in_transit, discharged, available, delivered, returned_empty; customs_hold overlays any stage before the end. |
         *     | departure_at | timestamp | Actual departure, else the planned one. |
         *     | departed | bool | Whether departure_at is the actual departure. |
         *     | departure_date | date | The UTC day of departure_at: the day whose market rate the row carries. |
         *     | arrival_at | timestamp | Arrival at the port of discharge: actual once arrived, else the ETA. |
         *     | arrived | bool | Whether the record has arrived. |
         *     | transit_days | float | arrival_at less departure_at, days (one decimal); null when either is unknown. |
         *     | arrival_delay_hours | float | Arrival against the first ETA seen, hours (negative: early); null until arrived. |
         *     | equipment | text | The equipment the rate is for: 42G1 (40' dry). |
         *     | rate_status | text | ok, or insufficient_observations (no figures); null when the lane or day is unknown. |
         *     | rate_observations | int | Quotes counted on the departure day (Lane.market_rate.count). |
         *     | rate_p25_usd | float | Lower quartile all-in USD on the departure day. |
         *     | rate_p50_usd | float | Median all-in USD on the departure day (Lane.market_rate(date).p50). |
         *     | rate_p75_usd | float | Upper quartile all-in USD on the departure day. |
         *     | lane_on_time_pct | float | Share of arrivals on the lane within 24 h of schedule, reliability window. |
         *     | lane_observations | int | Arrivals observed on the lane in the reliability window. |
         *     | carrier_on_time_pct | float | The row's carrier's on-time share on the lane (lane_reliability.carriers). |
         *     | carrier_observations | int | The carrier's arrivals observed on the lane. |
         *     | carrier_rank | int | The carrier's rank on the lane; null when too few observations to rank. |
         *     | score | float | rate_p50_usd × transit_days / (carrier_on_time_pct / 100), rounded (lower ranks better); null when any is unknown or on-time is 0. |
         *     | updated_at | timestamp | When the container record last changed (the export window compares this). |
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
        get: operations["oceanExportDataset"];
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
        get: operations["oceanListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Answers the endpoint with its signing secret, shown this once. Read event_types back: unrecognised names are dropped.
         */
        post: operations["oceanRegisterWebhook"];
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
        get: operations["oceanGetWebhook"];
        put?: never;
        post?: never;
        /** Delete an endpoint (idempotent: an unknown id also answers deleted:true) */
        delete: operations["oceanDeleteWebhook"];
        options?: never;
        head?: never;
        /** Change an endpoint (send only the changes) */
        patch: operations["oceanUpdateWebhook"];
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
        post: operations["oceanTestWebhook"];
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
        post: operations["oceanResendWebhookDelivery"];
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
        post: operations["oceanRotateWebhookSecret"];
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
        post: operations["oceanStreamTicket"];
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
        get: operations["oceanEventStream"];
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
        get: operations["oceanOpenApiDocument"];
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
        get: operations["oceanReferencePage"];
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
        get: operations["oceanReferencePageAsset"];
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
        get: operations["oceanHealth"];
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
        get: operations["oceanReady"];
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
        Container: {
            id: string;
            org_id: string;
            identifier: string;
            /** @enum {string} */
            identifier_type: "container_id" | "bill_of_lading" | "booking";
            /** @description SCAC: the line's answer or the one given on add, else the reference's own (carrier_hint_code); '' when neither */
            carrier_code: string;
            /** @description The carrier's name, falling back to carrier_code; '' without one */
            carrier_name: string;
            tags: {
                name: string;
            }[];
            status: string;
            /** Format: date-time */
            eta: string | null;
            eta_is_estimated: boolean | null;
            predicted_arrival: {
                p10: string;
                p50: string;
                p90: string;
                carrier_eta: string | null;
                delta_hours: number | null;
                computed_at: string;
                basis: string;
            } | null;
            /** Format: date-time */
            planned_departure_at: string | null;
            current_vessel_imo: string | null;
            /** @enum {string} */
            poll_priority: "pre_departure" | "transit" | "arrival" | "dwell";
            demurrage_at_risk: boolean;
            /** @description null: no rate applies (not zero owed) */
            demurrage_accrued_usd: number | null;
            demurrage_last_free_day: string | null;
            customs_hold_reason: string | null;
            /** Format: date-time */
            customs_hold_since: string | null;
            origin_unlocode: string | null;
            destination_unlocode: string | null;
            /** @description The port's name, falling back to the UN/LOCODE; '' until the line names it */
            destination_name: string;
            container_size: string | null;
            equipment_type: string | null;
            iso_type_code: string | null;
            equipment_owner: string | null;
            equipment_lessor: string | null;
            lessee_name: string | null;
            lessor_status: string | null;
            /** Format: date-time */
            lessor_checked_at: string | null;
            lessor_contract_number: string | null;
            lessor_contract_type: string | null;
            equipment_manufacturer: string | null;
            carrier_hint_code: string | null;
            connector_status: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            connector_notify_requested_at: string | null;
            redelivery_reference: string | null;
            redelivery_date: string | null;
            redelivery_location: string | null;
            redelivery_yard: string | null;
            /**
             * Format: date-time
             * @description The last carrier poll; before the first, when tracking started (added_at)
             */
            last_polled_at: string;
            /** Format: date-time */
            added_at: string;
            /** Format: date-time */
            archived_at: string | null;
            archived_reason: string | null;
            /** Format: date-time */
            unresolvable_since: string | null;
            unresolved_reason: string | null;
            route_alert: {
                [key: string]: unknown;
            } | null;
            source: string;
            delay_bars: {
                stage: string;
                port: string | null;
                days_late: number | null;
            }[] | null;
            route_ports: {
                unlocode: string;
                name: string;
                role: string;
            }[] | null;
            is_demo: boolean;
            vessel_position: components["schemas"]["VesselPosition"];
        };
        VesselPosition: {
            imo: string;
            name: string;
            lat: number;
            lng: number;
            speed_knots: number;
            heading_deg: number;
            nav_status: string;
            /** Format: date-time */
            position_updated_at: string;
            /** Format: date-time */
            position_fix_at: string;
            position_age_hours: number;
            /** @enum {string} */
            position_freshness: "live" | "recent" | "stale" | "outdated" | "unknown";
        } | null;
        OceanError: {
            /** @enum {boolean} */
            ok: false;
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
                /** @enum {string} */
                severity: "info" | "warning" | "error";
                /** @description 409: the record that already tracks this reference */
                id?: string;
                /** @description Seconds to wait before asking again (as the Retry-After header) */
                retry_after_seconds?: number;
                /** @description 404 for a wrong ISO 6346 check digit: the number with the right one */
                suggested_identifier?: string;
                /** @description 402: the allowance that is spent */
                quota?: {
                    total: number;
                    used: number;
                    remaining: number;
                };
                /** @description 402: the pay-as-you-go cap */
                spend_cap_usd?: number;
                /** @description 402: pay-as-you-go spend this period */
                spent_usd?: number;
                /** @description 402: what the refused add would cost */
                price_usd?: number;
                /**
                 * @description 404: why no line recognises it
                 * @enum {string}
                 */
                unresolved_reason?: "not_found" | "invalid_number";
                /** Format: date-time */
                unresolvable_since?: string | null;
            };
        };
        DemurrageReport: {
            total_at_risk_usd: number;
            containers_at_risk: number;
            unassessable_containers: number;
            coverage_note: string | null;
            assessed_containers: number;
            uncosted_containers: number;
            candidates_considered: number;
            truncated: boolean;
            items: {
                container_id: string;
                record_id: string;
                port: string | null;
                free_days_left: number | null;
                daily_rate_usd: number | null;
                projected_usd: number | null;
                status: string;
                /** Format: date-time */
                discharge_datetime: string | null;
                free_days: number | null;
                last_free_day: string | null;
                days_overdue: number;
                /** @enum {string} */
                terms_source: "your_contract_terms" | "carrier_published_tariff";
                /** @description Absent under your own terms */
                terms_lane?: string | null;
                /** @enum {string} */
                confidence: "high" | "medium" | "low";
                costed: boolean;
            }[];
        };
        ContainerLookup: {
            id: string;
            container_number: string | null;
            bl_number: string | null;
            booking_number: string | null;
            identifier: string;
            /** @enum {string} */
            identifier_type: "container_id" | "bill_of_lading" | "booking";
            container_size: string | null;
            equipment_type: string | null;
            iso_type_code: string | null;
            child_containers: {
                container_number: string;
                iso_type_code: string | null;
                container_size: string | null;
                equipment_type: string | null;
                status: string;
                /** Format: date-time */
                eta: string | null;
                events: components["schemas"]["TimelineEvent"][];
            }[] | null;
            status: string;
            /** @description The carrier's name, falling back to the SCAC; '' without one */
            carrier: string;
            vessel_name: string | null;
            vessel_imo: string | null;
            vessel_position: components["schemas"]["VesselPosition"];
            /** @description Falls back to the UN/LOCODE; '' until the line names the port */
            origin_name: string;
            /** @description Falls back to the UN/LOCODE; '' until the line names the port */
            destination_name: string;
            /** Format: date-time */
            eta: string | null;
            eta_confidence_pct: number | null;
            predicted_arrival: {
                p10: string;
                p50: string;
                p90: string;
                carrier_eta: string | null;
                delta_hours: number | null;
                computed_at: string;
                basis: string;
            } | null;
            /** Format: date-time */
            last_updated_at: string;
            /** @enum {string|null} */
            last_updated_source: "carrier_poll" | "ais_vessel_position" | null;
            /** Format: date-time */
            last_polled_at: string | null;
            /** Format: date-time */
            last_ais_fix_at: string | null;
            field_provenance: {
                [key: string]: {
                    /** @enum {string} */
                    state: "resolved" | "contract_required" | "not_published" | "not_applicable" | "awaiting_carrier" | "partial";
                    /** @enum {string} */
                    action: "none" | "supply_terms" | "wait" | "do_not_expect";
                    source: string;
                    confidence: string;
                    evidence: string;
                    /** @description carrier_answer only: what the carrier's last answer dropped or doubted */
                    warnings?: string[];
                    /**
                     * @description predicted_arrival only, when there is none: why
                     * @enum {string}
                     */
                    reason?: "delivered" | "arrived" | "no_vessel" | "no_fix";
                    /**
                     * @description predicted_arrival only: what the prediction rests on
                     * @enum {string}
                     */
                    basis?: "ais_fix" | "carrier_eta_history" | "carrier_eta";
                    /** @description predicted_arrival only: the inputs used (null: not used) */
                    inputs?: {
                        fix_age_hours: number | null;
                        remaining_nm: number | null;
                        congestion_wait_hours: number | null;
                        /** @enum {string|null} */
                        history_scope: "lane" | "carrier" | null;
                        history_depth: number;
                    };
                };
            };
            demurrage_free_days_left: number | null;
            /** @description Reserved; always null */
            ai_narrative: null;
            /** @description Oldest to newest */
            events: components["schemas"]["TimelineEvent"][];
        };
        TimelineEvent: {
            /** @description DCSA event code (DEPA, LOAD, GTIN, GTOT, …) */
            type: string;
            /** @enum {string} */
            classifier: "ACT" | "EST" | "PLN";
            is_actual: boolean;
            label: string;
            /** Format: date-time */
            timestamp: string;
            /** @description Naive port wall-clock time, no offset */
            event_local_datetime: string | null;
            utc_offset_minutes: number | null;
            event_timezone: string | null;
            /** @description UN/LOCODE */
            location: string | null;
            location_name: string | null;
            facility_name: string | null;
            container_number: string | null;
            vessel_name: string | null;
            vessel_imo: string | null;
        };
        DemurrageTermsFiling: {
            id: string;
            carrier_code: string | null;
            port: string | null;
            lane: string | null;
            free_days: number;
            tiers: {
                from_day: number;
                to_day: number | null;
                daily_rate_usd: number;
            }[] | null;
            label: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Terms of the same scope were replaced (answered 200, not 201) */
            replaced: boolean;
            /** @description Boxes whose terms in force are now these */
            boxes_covered: number;
        };
        DemurrageTerms: {
            id: string;
            carrier_code: string | null;
            port: string | null;
            lane: string | null;
            free_days: number;
            tiers: {
                from_day: number;
                to_day: number | null;
                daily_rate_usd: number;
            }[] | null;
            label: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OceanUsage: {
            plan: string;
            period: string;
            unique_shipments: components["schemas"]["Quota"];
            container_slots: components["schemas"]["Quota"];
            payg_price_usd: number | null;
            payg_spend_cap_usd: number | null;
            payg_spent_usd: number | null;
        };
        Quota: {
            /** @description null: no cap */
            total: number | null;
            used: number;
            remaining: number | null;
        };
        DcsaEvent: components["schemas"]["DcsaEquipmentEvent"] | components["schemas"]["DcsaTransportEvent"] | components["schemas"]["DcsaShipmentEvent"];
        DcsaEquipmentEvent: {
            eventID: string;
            /**
             * Format: date-time
             * @description When we learnt the event
             */
            eventCreatedDateTime: string;
            /** @enum {string} */
            eventClassifierCode: "ACT" | "EST" | "PLN";
            /** Format: date-time */
            eventDateTime: string;
            /** @description Naive port wall-clock time, no offset */
            event_local_datetime?: string;
            utc_offset_minutes?: number;
            /** @description IANA time zone of the port */
            event_timezone?: string;
            /** @description The carrier's SMDG delay reason code */
            delayReasonCode?: string;
            /** @description The carrier's, then the record's B/L and booking */
            documentReferences?: components["schemas"]["DcsaDocumentReference"][];
            references: components["schemas"]["DcsaReference"][];
            carrierSCAC?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "EQUIPMENT";
            /** @enum {string} */
            equipmentEventTypeCode: "LOAD" | "DISC" | "GTIN" | "GTOT" | "STUF" | "STRP" | "PICK" | "DROP" | "INSP" | "RSEA" | "RMVD";
            /** @description The container number */
            equipmentReference: string | null;
            /** @enum {string} */
            emptyIndicatorCode: "EMPTY" | "LADEN";
            eventLocation?: components["schemas"]["DcsaLocation"];
            transportCall?: components["schemas"]["DcsaTransportCall"];
        };
        DcsaDocumentReference: {
            /** @enum {string} */
            documentReferenceType: "BKG" | "TRD";
            documentReferenceValue: string;
        };
        DcsaReference: {
            /** @enum {string} */
            referenceType: "FF" | "SI" | "PO" | "CR" | "AAO" | "EQ";
            /** @description FF: the reference you track */
            referenceValue: string;
        };
        DcsaLocation: {
            locationName?: string;
            UNLocationCode?: string;
            /** @description The carrier's SMDG or BIC code of the facility */
            facilityCode?: string;
            /** @enum {string} */
            facilityCodeListProvider?: "SMDG" | "BIC";
        };
        DcsaTransportCall: {
            /** @description Vessel IMO, voyage and port of the call (NOIMO / NOVOY / NOLOC when unknown) */
            transportCallID: string;
            carrierVoyageNumber: string | null;
            UNLocationCode?: string;
            /** @description The carrier's SMDG or BIC code of the facility */
            facilityCode?: string;
            /** @enum {string} */
            facilityCodeListProvider?: "SMDG" | "BIC";
            /** @enum {string} */
            modeOfTransport: "VESSEL" | "RAIL" | "TRUCK" | "BARGE";
            /** @description The facility's name where it has no code */
            otherFacility?: string;
            vessel?: components["schemas"]["DcsaVessel"];
        };
        /** @description The vessel of the transport call, as the carrier named it */
        DcsaVessel: {
            vesselIMONumber: string | null;
            vesselName: string | null;
        };
        DcsaTransportEvent: {
            eventID: string;
            /**
             * Format: date-time
             * @description When we learnt the event
             */
            eventCreatedDateTime: string;
            /** @enum {string} */
            eventClassifierCode: "ACT" | "EST" | "PLN";
            /** Format: date-time */
            eventDateTime: string;
            /** @description Naive port wall-clock time, no offset */
            event_local_datetime?: string;
            utc_offset_minutes?: number;
            /** @description IANA time zone of the port */
            event_timezone?: string;
            /** @description The carrier's SMDG delay reason code */
            delayReasonCode?: string;
            /** @description The carrier's, then the record's B/L and booking */
            documentReferences?: components["schemas"]["DcsaDocumentReference"][];
            references: components["schemas"]["DcsaReference"][];
            carrierSCAC?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "TRANSPORT";
            /** @enum {string} */
            transportEventTypeCode: "ARRI" | "DEPA";
            transportCall: components["schemas"]["DcsaTransportCall"];
            changeRemark?: string;
        };
        DcsaShipmentEvent: {
            eventID: string;
            /**
             * Format: date-time
             * @description When we learnt the event
             */
            eventCreatedDateTime: string;
            /** @enum {string} */
            eventClassifierCode: "ACT" | "EST" | "PLN";
            /** Format: date-time */
            eventDateTime: string;
            /** @description Naive port wall-clock time, no offset */
            event_local_datetime?: string;
            utc_offset_minutes?: number;
            /** @description IANA time zone of the port */
            event_timezone?: string;
            /** @description The carrier's SMDG delay reason code */
            delayReasonCode?: string;
            /** @description The carrier's, then the record's B/L and booking */
            documentReferences?: components["schemas"]["DcsaDocumentReference"][];
            references: components["schemas"]["DcsaReference"][];
            carrierSCAC?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "SHIPMENT";
            /** @enum {string} */
            shipmentEventTypeCode: "RECE" | "DRFT" | "PENA" | "PENU" | "REJE" | "APPR" | "ISSU" | "SURR" | "SUBM" | "VOID" | "CONF" | "REQS" | "CMPL" | "HOLD" | "RELS";
            /** @description The document the carrier named, else the B/L, else the booking */
            documentID: string;
            /** @enum {string} */
            documentTypeCode: "CBR" | "BKG" | "SHI" | "SRM" | "TRD" | "ARN" | "VGM" | "CAS" | "CUS" | "DGD" | "OOG";
            reason?: string;
            equipmentReference?: string;
        };
        /** @description A refusal in the DCSA Track & Trace 2.2 error shape, with the ocean envelope beside it */
        DcsaError: {
            /** @enum {boolean} */
            ok: false;
            error: {
                /** @description The codes each response lists */
                code: string;
                message: string;
                /** @enum {string} */
                severity: "info" | "warning" | "error";
                /** @description Seconds to wait (as Retry-After) */
                retry_after_seconds?: number;
            };
            /** @enum {string} */
            httpMethod: "GET";
            /** @description The feed (absolute from PUBLIC_BASE_URL where set) */
            requestUri: string;
            statusCode: number;
            statusCodeText: string;
            /** Format: date-time */
            errorDateTime: string;
            errors: {
                reason: string;
                message: string;
            }[];
        };
        PublicTracking: {
            identifier: string;
            /** @enum {string} */
            identifier_type: "container_id" | "bill_of_lading" | "booking_number";
            /** @description The carrier's name, falling back to the SCAC */
            carrier: string | null;
            status: string;
            container_numbers: string[];
            origin_unlocode: string | null;
            destination_unlocode: string | null;
            origin_name: string | null;
            destination_name: string | null;
            /** Format: date-time */
            eta: string | null;
            eta_is_estimated: boolean | null;
            vessel_name: string | null;
            vessel_imo: string | null;
            /**
             * Format: date-time
             * @description When the carrier answered
             */
            as_of: string;
            events: {
                /** @description DCSA event code (DEPA, LOAD, GTIN, GTOT, …) */
                type: string;
                /** @enum {string} */
                classifier: "ACT" | "EST" | "PLN";
                is_actual: boolean;
                label: string;
                /** Format: date-time */
                timestamp: string;
                /** @description Naive port wall-clock time, no offset */
                event_local_datetime: string | null;
                utc_offset_minutes: number | null;
                event_timezone: string | null;
                /** @description UN/LOCODE */
                location: string | null;
                location_name: string | null;
                facility_name: string | null;
                container_number: string | null;
            }[];
        };
        OceanPublicError: {
            /** @enum {boolean} */
            ok: false;
            message: string;
            /** @description 409: the record that already tracks this reference */
            id?: string;
            /** @description Seconds to wait before asking again (as the Retry-After header) */
            retry_after_seconds?: number;
            /** @description 404 for a wrong ISO 6346 check digit: the number with the right one */
            suggested_identifier?: string;
            /** @description 402: the allowance that is spent */
            quota?: {
                total: number;
                used: number;
                remaining: number;
            };
            /** @description 402: the pay-as-you-go cap */
            spend_cap_usd?: number;
            /** @description 402: pay-as-you-go spend this period */
            spent_usd?: number;
            /** @description 402: what the refused add would cost */
            price_usd?: number;
            /**
             * @description 404: why no line recognises it
             * @enum {string}
             */
            unresolved_reason?: "not_found" | "invalid_number";
            /** Format: date-time */
            unresolvable_since?: string | null;
        };
        LegacyError: {
            /** @enum {string} */
            status: "error";
            message: string;
            data: null;
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
    listContainers: {
        parameters: {
            query?: {
                status?: string;
                /** @description Default 50 */
                limit?: number;
                /** @description The previous page's next_cursor */
                cursor?: string;
                /** @description A record must carry all of them */
                tags?: string[];
                /** @description Default false; true lists archived boxes */
                archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Container records */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: {
                            items: components["schemas"]["Container"][];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    addContainer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    identifier_type?: string | null;
                    carrier_code?: string | null;
                    tags?: (string | {
                        name: string;
                    })[] | null;
                };
            };
        };
        responses: {
            /** @description The new record */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["Container"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description UNIQUE_QUOTA_EXCEEDED: the month's unique shipments are used up; CONTAINER_QUOTA_EXCEEDED: no container slot is free; PAYG_SPEND_CAP_REACHED: the add would bring the month's pay-as-you-go spend over the cap */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNIQUE_QUOTA_EXCEEDED" | "CONTAINER_QUOTA_EXCEEDED" | "PAYG_SPEND_CAP_REACHED";
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description REFERENCE_NOT_RESOLVABLE: wrong ISO 6346 check digit; suggested_identifier is the corrected number */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "REFERENCE_NOT_RESOLVABLE";
                        };
                    };
                };
            };
            /** @description ALREADY_TRACKED: the reference is tracked already (id names the record); CONTAINER_ADD_IN_PROGRESS: another add of the same reference is under way */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "ALREADY_TRACKED" | "CONTAINER_ADD_IN_PROGRESS";
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    demurrageReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The demurrage report */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["DemurrageReport"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    lookupContainer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lookup record */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["ContainerLookup"];
                    };
                };
            };
            /** @description TRACKING_IN_PROGRESS: registered and awaiting the carrier; retry after retry_after_seconds (and Retry-After) */
            202: {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "TRACKING_IN_PROGRESS";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNAUTHORIZED";
                        };
                    };
                };
            };
            /** @description UNIQUE_QUOTA_EXCEEDED: the month's unique shipments are used up; CONTAINER_QUOTA_EXCEEDED: no container slot is free; PAYG_SPEND_CAP_REACHED: the add would bring the month's pay-as-you-go spend over the cap */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "UNIQUE_QUOTA_EXCEEDED" | "CONTAINER_QUOTA_EXCEEDED" | "PAYG_SPEND_CAP_REACHED";
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description REFERENCE_NOT_RESOLVABLE: wrong ISO 6346 check digit (suggested_identifier is the corrected number), or no line recognises the reference */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "REFERENCE_NOT_RESOLVABLE";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    getContainer: {
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
            /** @description The record */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["Container"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no container with that id on this account (unknown, malformed or another organisation's) */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    archiveContainer: {
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
            /** @description The archived record */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["Container"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no container with that id on this account (unknown, malformed or another organisation's) */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    updateContainer: {
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
                    tags?: (string | {
                        name: string;
                    })[] | null;
                    redelivery_reference?: string | null;
                    /** @description YYYY-MM-DD */
                    redelivery_date?: string | null;
                    redelivery_location?: string | null;
                    redelivery_yard?: string | null;
                    notify_when_connected?: boolean;
                };
            };
        };
        responses: {
            /** @description The record */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["Container"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no container with that id on this account (unknown, malformed or another organisation's) */
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    recheckContainer: {
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
            /** @description The record, polled now */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["Container"];
                    };
                };
            };
            /** @description VALIDATION_ERROR: the record is archived; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description NOT_FOUND: no container with that id on this account (unknown, malformed or another organisation's) */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description RATE_LIMITED: rechecked less than 5 minutes ago (retry_after_seconds, Retry-After); VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "RATE_LIMITED" | "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    listDemurrageTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The terms on file */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: {
                            items: components["schemas"]["DemurrageTerms"][];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    fileDemurrageTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    carrier_code?: string | null;
                    port?: string | null;
                    lane?: string | null;
                    free_days: number;
                    tiers?: {
                        from_day: number;
                        daily_rate_usd: number;
                    }[] | null;
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Terms of the same scope were on file and are replaced (replaced: true) */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["DemurrageTermsFiling"];
                    };
                };
            };
            /** @description New terms on file, replaced and boxes_covered */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["DemurrageTermsFiling"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage (quota objects: null total = no cap) */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["OceanUsage"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    setSpendCap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payg_spend_cap_usd: number | null;
                };
            };
        };
        responses: {
            /** @description Usage with the new cap */
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
                        data: components["schemas"]["OceanUsage"];
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    eventFeed: {
        parameters: {
            query?: {
                eventType?: string[];
                shipmentEventTypeCode?: string[];
                /** @description Shipment events about one of these documents */
                documentTypeCode?: string[];
                carrierBookingReference?: string;
                /** @description Deprecated by DCSA: carrierBookingReference */
                bookingReference?: string;
                /** @description Refused (400, naming it): transport documents have no id here; use transportDocumentReference */
                transportDocumentID?: string;
                transportDocumentReference?: string;
                transportEventTypeCode?: string[];
                /** @description Refused (400, naming it): deprecated by DCSA (added by mistake); schedules have no id here */
                scheduleID?: string;
                /** @description The feed's transportCallID */
                transportCallID?: string;
                vesselIMONumber?: string;
                carrierVoyageNumber?: string;
                /** @description The voyage the feed states (carrierVoyageNumber) */
                exportVoyageNumber?: string;
                /** @description Refused (400, naming it): carriers' service codes are not kept, so no event could be said to match */
                carrierServiceCode?: string;
                UNLocationCode?: string;
                equipmentEventTypeCode?: string[];
                equipmentReference?: string;
                eventCreatedDateTime?: string;
                "eventCreatedDateTime:gte"?: string;
                "eventCreatedDateTime:gt"?: string;
                "eventCreatedDateTime:lte"?: string;
                "eventCreatedDateTime:lt"?: string;
                "eventCreatedDateTime:eq"?: string;
                /** @description Default 100 */
                limit?: number;
                cursor?: string;
                /** @description eventDateTime and/or eventCreatedDateTime, each :ASC (default) or :DESC, comma-separated */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A bare array of DCSA events */
            200: {
                headers: {
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaEvent"][];
                };
            };
            /** @description VALIDATION_ERROR: transportDocumentID, scheduleID, carrierServiceCode: refused by name; VALIDATION_ERROR: sort names a field other than eventDateTime, eventCreatedDateTime; VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
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
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
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
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
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
                    /** @description DCSA Track & Trace version: 2.2.0 */
                    "API-Version"?: string;
                    /** @description This page, with the same filters: absolute from PUBLIC_BASE_URL where set, else host-relative */
                    "Current-Page"?: string;
                    /** @description The next page, as Current-Page; absent on the last */
                    "Next-Page"?: string;
                    /** @description The first page, as Current-Page; on later pages */
                    "First-Page"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DcsaError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    publicTrack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carrier answer */
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
                        data: components["schemas"]["PublicTracking"];
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
                    "application/json": components["schemas"]["OceanPublicError"];
                };
            };
            /** @description REFERENCE_NOT_RESOLVABLE: wrong ISO 6346 check digit (suggested_identifier is the corrected number), or no line recognises the reference */
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
                    "application/json": components["schemas"]["OceanPublicError"];
                };
            };
            /** @description VALIDATION_ERROR: more than 10 lookups per 20 s or 20 per minute from this address; VALIDATION_ERROR: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["OceanPublicError"];
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
                    "application/json": components["schemas"]["OceanPublicError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: the carrier did not answer; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
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
                    "application/json": components["schemas"]["OceanPublicError"];
                };
            };
        };
    };
    legacyTracking: {
        parameters: {
            query?: {
                /** @description Container number (4 letters, 7 digits), bill of lading or booking; the kind is detected */
                number?: string;
                /** @description Accepted in place of number */
                container?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracking, or the not-found envelope */
            200: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        message: string;
                        data: {
                            metadata: {
                                /** @enum {string} */
                                type: "CT" | "BL" | "BK";
                                number: string;
                                sealine: string;
                                sealine_name: string;
                                status: string;
                                /** @enum {boolean} */
                                is_status_from_sealine: false;
                                /** @enum {boolean} */
                                from_cache: false;
                                updated_at: string | null;
                                cache_expires: string | null;
                                api_calls: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                                unique_shipments: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            locations: {
                                [key: string]: unknown;
                            }[];
                            facilities: {
                                [key: string]: unknown;
                            }[];
                            route: {
                                [key: string]: unknown;
                            };
                            vessels: {
                                [key: string]: unknown;
                            }[];
                            containers: {
                                [key: string]: unknown;
                            }[];
                            route_data: {
                                [key: string]: unknown;
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        message: "NO_TRACKING_INFO" | "WRONG_NUMBER";
                        data: Record<string, never>;
                        detail?: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; ACCESS_EXPIRED: the account's access period ended */
            403: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description QUOTA_EXCEEDED: the burst throttle tripped or the plan allowance is spent; OVER_RATE_LIMIT: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    legacyContainer: {
        parameters: {
            query?: {
                /** @description Container number (4 letters, 7 digits), bill of lading or booking; the kind is detected */
                number?: string;
                /** @description Accepted in place of number */
                container?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracking, or the not-found envelope */
            200: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        message: string;
                        data: {
                            metadata: {
                                /** @enum {string} */
                                type: "CT" | "BL" | "BK";
                                number: string;
                                sealine: string;
                                sealine_name: string;
                                status: string;
                                /** @enum {boolean} */
                                is_status_from_sealine: false;
                                /** @enum {boolean} */
                                from_cache: false;
                                updated_at: string | null;
                                cache_expires: string | null;
                                api_calls: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                                unique_shipments: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            locations: {
                                [key: string]: unknown;
                            }[];
                            facilities: {
                                [key: string]: unknown;
                            }[];
                            route: {
                                [key: string]: unknown;
                            };
                            vessels: {
                                [key: string]: unknown;
                            }[];
                            containers: {
                                [key: string]: unknown;
                            }[];
                            route_data: {
                                [key: string]: unknown;
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        message: "NO_TRACKING_INFO" | "WRONG_NUMBER";
                        data: Record<string, never>;
                        detail?: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; ACCESS_EXPIRED: the account's access period ended */
            403: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description QUOTA_EXCEEDED: the burst throttle tripped or the plan allowance is spent; OVER_RATE_LIMIT: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    legacyReference: {
        parameters: {
            query?: {
                /** @description Container number (4 letters, 7 digits), bill of lading or booking; the kind is detected */
                number?: string;
                /** @description Accepted in place of number */
                container?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracking, or the not-found envelope */
            200: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        message: string;
                        data: {
                            metadata: {
                                /** @enum {string} */
                                type: "CT" | "BL" | "BK";
                                number: string;
                                sealine: string;
                                sealine_name: string;
                                status: string;
                                /** @enum {boolean} */
                                is_status_from_sealine: false;
                                /** @enum {boolean} */
                                from_cache: false;
                                updated_at: string | null;
                                cache_expires: string | null;
                                api_calls: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                                unique_shipments: {
                                    total: number | null;
                                    used: number;
                                    remaining: number | null;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            locations: {
                                [key: string]: unknown;
                            }[];
                            facilities: {
                                [key: string]: unknown;
                            }[];
                            route: {
                                [key: string]: unknown;
                            };
                            vessels: {
                                [key: string]: unknown;
                            }[];
                            containers: {
                                [key: string]: unknown;
                            }[];
                            route_data: {
                                [key: string]: unknown;
                            } | null;
                        };
                    } | {
                        /** @enum {string} */
                        status: "error";
                        /** @enum {string} */
                        message: "NO_TRACKING_INFO" | "WRONG_NUMBER";
                        data: Record<string, never>;
                        detail?: string;
                    };
                };
            };
            /** @description VALIDATION_ERROR: a parameter or body field is missing, malformed or out of range */
            400: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description UNAUTHORIZED: key or token missing, unknown, malformed, revoked or expired, or of another product */
            401: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description FORBIDDEN: the account lacks the entitlement this route needs; ACCESS_EXPIRED: the account's access period ended */
            403: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description QUOTA_EXCEEDED: the burst throttle tripped or the plan allowance is spent; OVER_RATE_LIMIT: over the account's rate limit; see Retry-After */
            429: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description INTERNAL_ERROR: server side; retry; DB_ERROR: server side; retry */
            500: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: access could not be checked; the request was not run; see Retry-After; DB_ERROR: the database did not answer; retry after Retry-After */
            503: {
                headers: {
                    /** @description The version rendered */
                    "API-Version"?: string;
                    /** @description legacy-compat/1 */
                    "X-Schema-Version"?: string;
                    /** @description The key's calls today */
                    "X-Usage-Day"?: string;
                    /** @description The key's calls this week */
                    "X-Usage-Week"?: string;
                    /** @description The key's calls this month */
                    "X-Usage-Month"?: string;
                    /** @description The key's calls ever */
                    "X-Usage-Lifetime"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyError"];
                };
            };
        };
    };
    oceanExportDataset: {
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
                dataset: "containers" | "events" | "vessel_positions" | "container_lanes" | "webhook_deliveries";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: more than 2 exports per 20 s or 6 per minute started by the organisation; VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanListWebhooks: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanRegisterWebhook: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanGetWebhook: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanDeleteWebhook: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanUpdateWebhook: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanTestWebhook: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanResendWebhookDelivery: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "NOT_FOUND";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanRotateWebhookSecret: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanStreamTicket: {
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
                        /** @enum {string} */
                        api_version: "2026-10-01";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanEventStream: {
        parameters: {
            query?: {
                /** @description A stream ticket from POST /v1/events/stream-tickets, instead of the key's header (a browser's EventSource): good for one connection within 60 s */
                ticket?: string;
                /** @description Resume after this position (an event id); Last-Event-ID wins if both are given */
                after?: string;
                /** @description Only these event types (container_arrived, container_available, container_delivered, customs_hold, vessel_departed, eta_changed, container_misrouted, demurrage_started, demurrage_warning, schedule_disruption, shipment_updated, api_change_announced); default every type */
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "FORBIDDEN";
                        };
                    };
                };
            };
            /** @description TOO_MANY_STREAMS: the organisation or the key holds as many live connections as its limit allows (the limit is named); VALIDATION_ERROR: over the account's rate limit; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "TOO_MANY_STREAMS" | "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "SERVICE_UNAVAILABLE" | "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanOpenApiDocument: {
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
            /** @description VALIDATION_ERROR: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanReferencePage: {
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
            /** @description VALIDATION_ERROR: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanReferencePageAsset: {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
                        };
                    };
                };
            };
            /** @description VALIDATION_ERROR: too many requests from this address; see Retry-After */
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR";
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
                    "application/json": components["schemas"]["OceanError"] & {
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
                    "application/json": components["schemas"]["OceanError"] & {
                        error: {
                            /** @enum {string} */
                            code: "DB_ERROR";
                        };
                    };
                };
            };
        };
    };
    oceanHealth: {
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
    oceanReady: {
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
