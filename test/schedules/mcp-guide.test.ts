// docs/mcp.md's SDK example, run as the document shows it (taken from the document, so the two
// cannot drift): a separate Node process with the key in FREIGHTGRAPH_KEY connects to a running
// system's MCP tool server, lists the tools and calls one (issue 30).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { useSystem } from '../support/harness.js';
import { MCP_TOOL_NAMES } from '../support/mcp.js';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

/** The guide's one JavaScript block that uses the SDK's HTTP transport. */
function sdkExample(): string {
  const blocks = [...readFileSync(join(root, 'docs/mcp.md'), 'utf8').matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .filter((b) => b.includes('StreamableHTTPClientTransport'));
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

// Inside the checkout, so the example's imports resolve from its node_modules as in a user's clone.
const dir = join(root, 'node_modules/.cache/freightgraph');
const file = join(dir, `mcp-client-${randomUUID()}.mjs`);
const sys = useSystem();
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, sdkExample());
});
afterAll(async () => {
  rmSync(file, { force: true });
});

describe("docs/mcp.md's SDK example", () => {
  it('lists the eight tools and prints the top of the carrier league with a schedules key', async () => {
    const org = await sys.org({ entitlements: { schedules: null } });
    const { stdout } = await run(process.execPath, [file], {
      env: { ...process.env, FREIGHTGRAPH_MCP_URL: `${sys.urls.mcp}/mcp`, FREIGHTGRAPH_KEY: await org.key('smcp') },
    });
    const [names, league] = stdout.trim().split('\n');
    expect(names!.split(', ').sort()).toEqual(MCP_TOOL_NAMES);
    const rows = JSON.parse(league!) as [number, string, number | null][];
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3]);
    for (const [, code] of rows) expect(code).toMatch(/^[A-Z]{4}$/);
  });

  it('fails, saying so, without a key', async () => {
    const refused = await run(process.execPath, [file], {
      env: { ...process.env, FREIGHTGRAPH_MCP_URL: `${sys.urls.mcp}/mcp`, FREIGHTGRAPH_KEY: '' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((refused as { code: number }).code).not.toBe(0);
    expect((refused as { stderr: string }).stderr).toMatch(/401/);
  });
});
