// npm run schema: writes the composed API schema to schema/api.graphql, unless the change from the
// checked-in version breaks clients without a deprecation first or an acknowledgement
// (wiring/dev/schema-evolution.ts; docs/graphql-clients.md says how to change the schema).
import { existsSync, writeFileSync } from 'node:fs';
import {
  SCHEMA_FILE,
  acknowledgements,
  checkedInApiSchema,
  composedApiSchema,
  describeChange,
  schemaChanges,
  unacknowledgedBreaks,
} from './schema-evolution.js';

const after = composedApiSchema();
if (existsSync(SCHEMA_FILE)) {
  const changes = await schemaChanges(checkedInApiSchema(), after);
  for (const c of changes) console.log(describeChange(c));
  const breaks = unacknowledgedBreaks(changes, acknowledgements());
  if (breaks.length) {
    console.error(`
schema/api.graphql not written: ${breaks.length} breaking change(s) above are neither a removal of a
field deprecated in the checked-in schema nor acknowledged. Deprecate first (and remove in a
later release), or add {"type", "path", "reason"} for each to schema/acknowledged-breaking-changes.json
and say so in CHANGELOG.md.`);
    process.exit(1);
  }
}
writeFileSync(SCHEMA_FILE, after);
console.log('schema/api.graphql written');
