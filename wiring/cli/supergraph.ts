// npm run supergraph > supergraph.graphql — the composed supergraph SDL, for Apollo Router.
// Subgraph URLs come from SUBGRAPH_URLS (name=url,…), else the distributed-mode defaults.
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { composeSupergraph } from '../../gateway/compose.js';
import { loadConfig } from '../config.js';
import { defaultSubgraphUrls } from '../distributed.js';

const config = loadConfig();
const urls = { ...defaultSubgraphUrls(config), ...config.subgraphUrls };
try {
  process.stdout.write(
    composeSupergraph(SUBGRAPHS.map((s) => ({ name: s.name, typeDefs: s.typeDefs, url: urls[s.name]! }))),
  );
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
