// What a webhooks resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { WebhooksLoaders } from './loaders.js';

export type WebhooksContext = Omit<SubgraphContext, 'loaders'> & { loaders: WebhooksLoaders };
