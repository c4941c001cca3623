// Schema evolution (docs/graphql-clients.md, "Changing the API schema"): the composed API schema
// is checked in as schema/api.graphql; a change to it may break a client only when the field was
// deprecated in the checked-in version first, or when the break is acknowledged, with its reason,
// in schema/acknowledged-breaking-changes.json (reviewed like code, and named in CHANGELOG.md).
// Development tooling: `npm run schema` and test/clients/schema-evolution.test.ts use it.
import { readFileSync } from 'node:fs';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { diff, DiffRule, CriticalityLevel, type Change } from '@graphql-inspector/core';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { composeSupergraph } from '../../gateway/compose.js';
import { subscriptionSdlSchema } from '../../gateway/subscriptions.js';

export const SCHEMA_FILE = new URL('../../schema/api.graphql', import.meta.url);
export const ACKNOWLEDGEMENTS_FILE = new URL('../../schema/acknowledged-breaking-changes.json', import.meta.url);

/** A breaking change someone reviewed and accepted: the change's type and path as inspector names them. */
export interface Acknowledgement {
  type: string;
  path: string;
  reason: string;
}

/** The API schema of the subgraphs in this tree, with the gateway's Subscription root (docs/live.md). */
export const composedApiSchema = (): string => {
  const supergraph = composeSupergraph(
    SUBGRAPHS.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: `http://${s.name}` })),
  );
  return printSchema(lexicographicSortSchema(subscriptionSdlSchema(supergraph))) + '\n';
};

export const checkedInApiSchema = (): string => readFileSync(SCHEMA_FILE, 'utf8');

export const acknowledgements = (): Acknowledgement[] => JSON.parse(readFileSync(ACKNOWLEDGEMENTS_FILE, 'utf8'));

/**
 * Every difference from `before` to `after`, classified by @graphql-inspector/core. Removing a
 * field (or enum value, or input field) that `before` marks @deprecated is not breaking: that is
 * the deprecation's promise to clients.
 */
export const schemaChanges = (before: string, after: string): Promise<Change[]> =>
  diff(buildSchema(before), buildSchema(after), [DiffRule.suppressRemovalOfDeprecatedField]);

/** The breaking changes among `changes` that no acknowledgement names. */
export const unacknowledgedBreaks = (changes: Change[], acknowledged: Acknowledgement[]): Change[] =>
  changes.filter(
    (c) =>
      c.criticality.level === CriticalityLevel.Breaking &&
      !acknowledged.some((a) => a.type === c.type && a.path === c.path),
  );

/** One line per change, for people. */
export const describeChange = (c: Change): string => `${c.criticality.level} ${c.type} ${c.path ?? ''}: ${c.message}`;
