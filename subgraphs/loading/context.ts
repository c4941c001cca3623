// What a loading resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { LoadingLoaders } from './loaders.js';

export type LoadingContext = Omit<SubgraphContext, 'loaders'> & { loaders: LoadingLoaders };
