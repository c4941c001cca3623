// Every subgraph of the supergraph, in migration order (platform first, then products).
import type { SubgraphModule } from '../platform/subgraph.js';
import { accounts } from './accounts/index.js';
import { reference } from './reference/index.js';
import { webhooks } from './webhooks/index.js';
import { ocean } from './ocean/index.js';
import { air } from './air/index.js';
import { schedules } from './schedules/index.js';
import { rates } from './rates/index.js';
import { loading } from './loading/index.js';

export const SUBGRAPHS: SubgraphModule[] = [accounts, reference, webhooks, ocean, air, schedules, rates, loading];
