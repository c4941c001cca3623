// The system project runs its files one after another in one worker (vitest.config.ts,
// isolate: false), so what a file's system leaves reachable stays for the rest of the run.
// zod-to-openapi keeps every described schema in one process-wide Map, and each host's routes
// describe schemas whose checks close over that host (its services, its database): every
// stopped system stayed reachable, about 250 MB of PGlite memory a file. The registry only gets,
// sets, has and deletes by schema, so a WeakMap answers the same and lets a stopped system go.
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

const described = zodToOpenAPIRegistry as unknown as { _map: Map<object, unknown> | WeakMap<object, unknown> };
if (described._map instanceof Map) described._map = new WeakMap(described._map);
