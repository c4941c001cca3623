// Worker-thread entry of the planner pool: the thread needs the TypeScript loader before it can
// load the planner (as the webhook delivery worker does).
import { register } from 'tsx/esm/api';

register();
const { plan } = await import('./planner/index.ts');

export default plan;
