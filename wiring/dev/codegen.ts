// What `npm run codegen` generates besides the client examples (test/clients/codegen.ts), all from
// the GraphQL schema, the one source of each contract:
// - rest-adapter/generated/operations.ts: typed documents for the REST routes' operations
//   (rest-adapter/operations/*.graphql), their answer and variable types, and the fields each
//   fragment selects (./codegen-answer-fields.cjs), from which the routes' answer schemas are built;
// - rest-adapter/generated/export-columns.ts: the export dictionary's columns of the dataset
//   fragments, each described by its field's SDL description, and the SDL descriptions of the
//   types the other datasets' rows are, which their columns name;
// - subgraphs/<name>/generated/resolvers.ts: the argument, parent and answer types of the
//   subgraph's resolvers, from its own schema.graphql.
// test/rest/codegen.test.ts checks the committed output is what this config generates.
import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/** Federation's directives as the subgraphs import them (@link), so a subgraph's SDL parses alone. */
const FEDERATION = 'wiring/dev/federation-directives.graphql';

const typeConfig = { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown' } };

/**
 * A subgraph's schema types (generated/types.ts, importing nothing, so stores may use them) and
 * its resolvers' types (generated/resolvers.ts), with the parent types its resolvers return.
 */
function subgraphTypes(subgraph: string, mappers: Record<string, string>) {
  const schema = `subgraphs/${subgraph}/schema.graphql`;
  // The entity types by name too: the plugin names them unqualified in FederationTypes.
  const entities = [
    ...readFileSync(schema, 'utf8').matchAll(/^(?:extend )?type (\w+)[^{\n]*@key\((?![^)]*resolvable: false)/gm),
  ].map((m) => m[1]);
  const imports = [
    `import type * as Types from './types.js';`,
    `import type { ${entities.join(', ')} } from './types.js';`,
  ];
  return {
    [`subgraphs/${subgraph}/generated/types.ts`]: {
      schema: [FEDERATION, schema],
      plugins: ['typescript'],
      config: { ...typeConfig, avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false } },
    },
    [`subgraphs/${subgraph}/generated/resolvers.ts`]: {
      schema: [FEDERATION, schema],
      plugins: [{ add: { content: imports.join('\n') } }, 'typescript-resolvers'],
      config: {
        ...typeConfig,
        namespacedImportName: 'Types',
        federation: true,
        contextType: `../context.js#${subgraph[0]!.toUpperCase()}${subgraph.slice(1)}Context`,
        // A JSON leaf is answered whole: no field resolvers complete it.
        mappers: { JSON: 'unknown', ...mappers },
        // A parent the resolvers complete field by field: an object type answered by field resolvers
        // is returned with the fields it has of its own (a mapper names the row type where one exists).
        defaultMapper: 'Partial<{T}>',
      },
    },
  };
}

const config: CodegenConfig = {
  ignoreNoDocuments: false,
  importExtension: '.js',
  generates: {
    'rest-adapter/generated/operations.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/*.graphql'],
      plugins: ['typescript', 'typescript-operations', 'typed-document-node', './wiring/dev/codegen-answer-fields.cjs'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        documentMode: 'string',
        scalars: { JSON: 'unknown' },
        skipTypename: true,
        dedupeFragments: true,
        avoidOptionals: { field: true },
      },
    },
    // The REST records the ocean subgraph answers as one JSON leaf each (rest-records.ts).
    'subgraphs/ocean/generated/rest-records.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/ocean.graphql'],
      plugins: ['./wiring/dev/codegen-answer-fields.cjs'],
      config: { selections: ['ContainerRecord', 'LookupRecord'] },
    },
    // The waybill the air subgraph answers as one JSON leaf (Airwaybill.waybill_json).
    'subgraphs/air/generated/rest-records.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/air.graphql'],
      plugins: ['./wiring/dev/codegen-answer-fields.cjs'],
      config: { selections: ['Waybill'] },
    },
    // The export datasets' dictionary (rest-adapter/exports/datasets-*.ts): the loading columns'
    // names, types and meanings, the SDL description of the field each is; the descriptions of
    // the fields of the types the other datasets' rows are (their columns name the field).
    'rest-adapter/generated/export-columns.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/loading.graphql'],
      plugins: ['./wiring/dev/codegen-answer-fields.cjs'],
      config: {
        columns: ['LoadPlansRow', 'LoadPlanUnitsRow'],
        fields: [
          'Container',
          'ContainerLookup',
          'TimelineEvent',
          'VesselPosition',
          'Lane',
          'MarketRate',
          'RateIndex',
          'IndexPoint',
          'SailingRoute',
          'SailingLeg',
          'WebhookDelivery',
        ],
      },
    },
    // The loading export datasets' rows (exports.ts): the fields each column is.
    'subgraphs/loading/generated/export-rows.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/loading.graphql'],
      plugins: ['./wiring/dev/codegen-answer-fields.cjs'],
      config: { selections: ['LoadPlansRow', 'LoadPlanUnitsRow'] },
    },
    // Loading's plan event data (events.ts): the fields the event carries.
    'subgraphs/loading/generated/event-payloads.ts': {
      schema: 'schema/api.graphql',
      documents: ['rest-adapter/operations/loading.graphql'],
      plugins: ['./wiring/dev/codegen-answer-fields.cjs'],
      config: { selections: ['PlanEvent'] },
    },
    ...subgraphTypes('ocean', {
      Container: '../loaders.js#RecordRow',
      ContainerLookup: '../loaders.js#RecordRow',
      LookupRecord: '../loaders.js#RecordRow',
    }),
    ...subgraphTypes('accounts', {}),
    ...subgraphTypes('air', {
      Airwaybill: '../store/index.js#ShipmentRow',
      AirEvent: '../store/index.js#EventRow',
      AirRouteLeg: '../store/index.js#LegRow',
      AirportLocation: '../store/index.js#AirportRow',
      AirlineInfo: '../store/index.js#AirlineRow',
    }),
    ...subgraphTypes('loading', { Plan: '../store/index.js#PlanRow' }),
    ...subgraphTypes('rates', {
      Lane: '../store/index.js#LaneRow',
      RateIndex: '../store/index.js#IndexRow',
      Observation: '../store/index.js#ObservationRow',
      HistoryPoint: '../store/index.js#HistoryRow',
    }),
    ...subgraphTypes('reference', {}),
    ...subgraphTypes('schedules', {
      Carrier: '../context.js#CarrierKey',
      Port: '../context.js#PortKey',
      Lane: '../context.js#LaneKey',
      ReliabilityFigures: '../context.js#ReliabilityFiguresParent',
      LeagueEntry: '../context.js#LeagueEntryParent',
      PortCongestion: '../context.js#PortCongestionParent',
    }),
    ...subgraphTypes('webhooks', {
      WebhookEndpoint: '../store/index.js#EndpointRow',
      RegisteredWebhook: '../store/index.js#EndpointRow',
      WebhookDelivery: '../store/index.js#DeliveryRow',
    }),
  },
};

export default config;
