// What an ocean resolver is handed: the request's principal and services, and its loaders.
import type { SubgraphContext } from '../../platform/subgraph.js';
import type { OceanLoaders } from './loaders.js';

export type OceanContext = SubgraphContext & { loaders: OceanLoaders };
