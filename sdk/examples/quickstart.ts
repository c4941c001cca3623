// sdk/examples/quickstart.ts: K=tmcp_… L=lmcp_… npx tsx sdk/examples/quickstart.ts (keys from npm start)
import { createOceanClient, createLoadingClient, exchangeToken, items, isFreightGraphError } from '../src/index.js';

// The hosts npm start prints; FREIGHTGRAPH_<HOST>_URL points the example elsewhere.
const url = (host: string, port: number) => process.env[`FREIGHTGRAPH_${host}_URL`] ?? `http://127.0.0.1:${port}`;
const ocean = createOceanClient({ baseUrl: url('OCEAN', 4100), credential: process.env.K });
// curl -H "Authorization: Bearer $K" 'http://127.0.0.1:4100/v1/containers?limit=5'
const page = await ocean.data(ocean.GET('/v1/containers', { params: { query: { limit: 5 } } }));
console.log(page.items.map((c) => `${c.identifier} ${c.status}`));
// every record, page after page
for await (const c of items((cursor) => ocean.data(ocean.GET('/v1/containers', { params: { query: { cursor } } }))))
  console.log(c.identifier, c.eta);
// curl … -X POST -d '{"identifier":"CSQU3054384"}' http://127.0.0.1:4100/v1/containers  (a wrong check digit)
try {
  await ocean.data(ocean.POST('/v1/containers', { body: { identifier: 'CSQU3054384' } })); // check digit 4: wrong
} catch (e) {
  if (isFreightGraphError(e, 'ocean') && e.body && 'error' in e.body)
    console.log(e.status, e.code, e.body.error.suggested_identifier); // 404 REFERENCE_NOT_RESOLVABLE CSQU3054383
}
// curl -X POST -H "Authorization: Bearer $L" … http://127.0.0.1:4500/v1/plans -d '{…}'
const loading = createLoadingClient({ baseUrl: url('LOADING', 4500), credential: process.env.L });
const { plan } = await loading.ok(
  loading.POST('/v1/plans', {
    body: {
      cargo: [{ id: 'CARTON', length: 600, width: 400, height: 400, weight: 18, quantity: 40 }],
      equipment: [{ code: '22G1' }],
    },
  }),
);
console.log(plan.id, plan.summary);
// curl -X POST -H "Authorization: Bearer $K" -d '{"scope":"ocean:read"}' http://127.0.0.1:4000/auth/token
const token = await exchangeToken({
  gatewayUrl: url('GATEWAY', 4000),
  apiKey: process.env.K ?? '',
  scope: ['ocean:read'],
});
console.log(token.scope, token.expires_at);
