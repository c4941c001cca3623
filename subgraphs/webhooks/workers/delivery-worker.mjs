// Worker-thread entry: the thread needs the TypeScript loader before it can load delivery-worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./delivery-worker.ts');
