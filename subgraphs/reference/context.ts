// What a reference resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { ReferenceLoaders } from './loaders.js';

export type ReferenceContext = Omit<SubgraphContext, 'loaders'> & { loaders: ReferenceLoaders };
