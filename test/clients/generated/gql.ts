/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query TokenContainers {\n  containers(limit: 3) {\n    identifier\n  }\n}": typeof types.TokenContainersDocument,
    "query Dashboard($limit: Int!) {\n  containers(limit: $limit) {\n    id\n    identifier\n    status\n    carrier {\n      id\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n        computed_at\n      }\n      league {\n        rank\n        on_time_pct\n      }\n    }\n    destination_port {\n      id\n      unlocode\n      name\n      congestion {\n        wait_hours\n        level\n        computed_at\n      }\n    }\n    vessel {\n      id\n      imo\n      name\n    }\n  }\n}": typeof types.DashboardDocument,
    "query ReadmeFederated {\n  containers(limit: 3) {\n    identifier\n    status\n    carrier {\n      scac\n      name\n      upcoming_sailings\n    }\n    destination_port {\n      name\n      country_code\n      timezone\n    }\n  }\n}\n\nquery ReadmeTokenReliability {\n  containers(limit: 3) {\n    identifier\n    carrier {\n      name\n      reliability {\n        on_time_pct\n      }\n    }\n  }\n}\n\nquery AnalystLanes {\n  shipping_lanes {\n    origin\n    destination\n    market_rate(equipment: \"42G1\") {\n      status\n      count\n      p25\n      p50\n      p75\n    }\n    indices {\n      code\n      share\n    }\n    shipments {\n      count\n      in_transit\n      avg_arrival_delay_days\n      demurrage_at_risk\n      demurrage_accrued_usd\n    }\n    sailings {\n      sailings\n      direct_sailings\n      next_departure_at\n      fastest_transit_days\n      median_transit_days\n      on_time_pct\n      observations\n    }\n    reliability {\n      prediction_mae_hours\n      carrier_eta_mae_hours\n      prediction_sample_size\n      carriers {\n        carrier_code\n        on_time_pct\n        observations\n        rank\n      }\n    }\n  }\n}": typeof types.ReadmeFederatedDocument,
    "query CarrierAndPortFigures {\n  containers {\n    identifier\n    carrier {\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n      }\n      league {\n        rank\n      }\n    }\n    destination_port {\n      name\n      congestion {\n        level\n        wait_hours\n      }\n    }\n  }\n}": typeof types.CarrierAndPortFiguresDocument,
};
const documents: Documents = {
    "query TokenContainers {\n  containers(limit: 3) {\n    identifier\n  }\n}": types.TokenContainersDocument,
    "query Dashboard($limit: Int!) {\n  containers(limit: $limit) {\n    id\n    identifier\n    status\n    carrier {\n      id\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n        computed_at\n      }\n      league {\n        rank\n        on_time_pct\n      }\n    }\n    destination_port {\n      id\n      unlocode\n      name\n      congestion {\n        wait_hours\n        level\n        computed_at\n      }\n    }\n    vessel {\n      id\n      imo\n      name\n    }\n  }\n}": types.DashboardDocument,
    "query ReadmeFederated {\n  containers(limit: 3) {\n    identifier\n    status\n    carrier {\n      scac\n      name\n      upcoming_sailings\n    }\n    destination_port {\n      name\n      country_code\n      timezone\n    }\n  }\n}\n\nquery ReadmeTokenReliability {\n  containers(limit: 3) {\n    identifier\n    carrier {\n      name\n      reliability {\n        on_time_pct\n      }\n    }\n  }\n}\n\nquery AnalystLanes {\n  shipping_lanes {\n    origin\n    destination\n    market_rate(equipment: \"42G1\") {\n      status\n      count\n      p25\n      p50\n      p75\n    }\n    indices {\n      code\n      share\n    }\n    shipments {\n      count\n      in_transit\n      avg_arrival_delay_days\n      demurrage_at_risk\n      demurrage_accrued_usd\n    }\n    sailings {\n      sailings\n      direct_sailings\n      next_departure_at\n      fastest_transit_days\n      median_transit_days\n      on_time_pct\n      observations\n    }\n    reliability {\n      prediction_mae_hours\n      carrier_eta_mae_hours\n      prediction_sample_size\n      carriers {\n        carrier_code\n        on_time_pct\n        observations\n        rank\n      }\n    }\n  }\n}": types.ReadmeFederatedDocument,
    "query CarrierAndPortFigures {\n  containers {\n    identifier\n    carrier {\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n      }\n      league {\n        rank\n      }\n    }\n    destination_port {\n      name\n      congestion {\n        level\n        wait_hours\n      }\n    }\n  }\n}": types.CarrierAndPortFiguresDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TokenContainers {\n  containers(limit: 3) {\n    identifier\n  }\n}"): (typeof documents)["query TokenContainers {\n  containers(limit: 3) {\n    identifier\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Dashboard($limit: Int!) {\n  containers(limit: $limit) {\n    id\n    identifier\n    status\n    carrier {\n      id\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n        computed_at\n      }\n      league {\n        rank\n        on_time_pct\n      }\n    }\n    destination_port {\n      id\n      unlocode\n      name\n      congestion {\n        wait_hours\n        level\n        computed_at\n      }\n    }\n    vessel {\n      id\n      imo\n      name\n    }\n  }\n}"): (typeof documents)["query Dashboard($limit: Int!) {\n  containers(limit: $limit) {\n    id\n    identifier\n    status\n    carrier {\n      id\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n        computed_at\n      }\n      league {\n        rank\n        on_time_pct\n      }\n    }\n    destination_port {\n      id\n      unlocode\n      name\n      congestion {\n        wait_hours\n        level\n        computed_at\n      }\n    }\n    vessel {\n      id\n      imo\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadmeFederated {\n  containers(limit: 3) {\n    identifier\n    status\n    carrier {\n      scac\n      name\n      upcoming_sailings\n    }\n    destination_port {\n      name\n      country_code\n      timezone\n    }\n  }\n}\n\nquery ReadmeTokenReliability {\n  containers(limit: 3) {\n    identifier\n    carrier {\n      name\n      reliability {\n        on_time_pct\n      }\n    }\n  }\n}\n\nquery AnalystLanes {\n  shipping_lanes {\n    origin\n    destination\n    market_rate(equipment: \"42G1\") {\n      status\n      count\n      p25\n      p50\n      p75\n    }\n    indices {\n      code\n      share\n    }\n    shipments {\n      count\n      in_transit\n      avg_arrival_delay_days\n      demurrage_at_risk\n      demurrage_accrued_usd\n    }\n    sailings {\n      sailings\n      direct_sailings\n      next_departure_at\n      fastest_transit_days\n      median_transit_days\n      on_time_pct\n      observations\n    }\n    reliability {\n      prediction_mae_hours\n      carrier_eta_mae_hours\n      prediction_sample_size\n      carriers {\n        carrier_code\n        on_time_pct\n        observations\n        rank\n      }\n    }\n  }\n}"): (typeof documents)["query ReadmeFederated {\n  containers(limit: 3) {\n    identifier\n    status\n    carrier {\n      scac\n      name\n      upcoming_sailings\n    }\n    destination_port {\n      name\n      country_code\n      timezone\n    }\n  }\n}\n\nquery ReadmeTokenReliability {\n  containers(limit: 3) {\n    identifier\n    carrier {\n      name\n      reliability {\n        on_time_pct\n      }\n    }\n  }\n}\n\nquery AnalystLanes {\n  shipping_lanes {\n    origin\n    destination\n    market_rate(equipment: \"42G1\") {\n      status\n      count\n      p25\n      p50\n      p75\n    }\n    indices {\n      code\n      share\n    }\n    shipments {\n      count\n      in_transit\n      avg_arrival_delay_days\n      demurrage_at_risk\n      demurrage_accrued_usd\n    }\n    sailings {\n      sailings\n      direct_sailings\n      next_departure_at\n      fastest_transit_days\n      median_transit_days\n      on_time_pct\n      observations\n    }\n    reliability {\n      prediction_mae_hours\n      carrier_eta_mae_hours\n      prediction_sample_size\n      carriers {\n        carrier_code\n        on_time_pct\n        observations\n        rank\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CarrierAndPortFigures {\n  containers {\n    identifier\n    carrier {\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n      }\n      league {\n        rank\n      }\n    }\n    destination_port {\n      name\n      congestion {\n        level\n        wait_hours\n      }\n    }\n  }\n}"): (typeof documents)["query CarrierAndPortFigures {\n  containers {\n    identifier\n    carrier {\n      scac\n      name\n      reliability {\n        on_time_pct\n        observations\n      }\n      league {\n        rank\n      }\n    }\n    destination_port {\n      name\n      congestion {\n        level\n        wait_hours\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;