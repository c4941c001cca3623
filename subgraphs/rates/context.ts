// What a rates resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { RatesLoaders } from './loaders.js';

export type RatesContext = Omit<SubgraphContext, 'loaders'> & { loaders: RatesLoaders };
