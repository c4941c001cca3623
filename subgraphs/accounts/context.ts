// What a accounts resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { AccountsLoaders } from './loaders.js';

export type AccountsContext = Omit<SubgraphContext, 'loaders'> & { loaders: AccountsLoaders };
