// What a air resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { AirLoaders } from './loaders.js';

export type AirContext = Omit<SubgraphContext, 'loaders'> & { loaders: AirLoaders };
