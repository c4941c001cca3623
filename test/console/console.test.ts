// Issue 25: the operations console at /console, in a real browser (Debian's Chromium driven by
// playwright-core) against a running system seeded as `npm start` seeds it, with the gateway in
// trusted-documents mode on the console's own manifest (so the console works there too). It
// signs in with the demo keys, visits every view and checks real data, sees a container added
// through REST appear after Refresh, follows a container's milestone, a vessel's AIS fix and a
// plan created through REST live (subscriptions over graphql-ws, no Refresh), creates a load plan and steps through
// its 3D view, and resends a webhook delivery. Screenshots of each view go to test/console/screenshots/
// (gitignored), for people to look at; nothing compares them.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { useSystem, http } from '../support/harness.js';
import { seedDemo } from '../../wiring/demo.js';
import { SUBGRAPHS } from '../../subgraphs/index.js';
import { boxNumber } from '../support/ocean-fixtures.js';
import { sandboxAdvance } from '../../subgraphs/ocean/use-cases/advance-sandbox.js';
import { upsertPositions } from '../../subgraphs/ocean/store/positions.js';
import { hashKey, revokeKey } from '../../subgraphs/accounts/store/index.js';
import { accountsChangeHeard } from '../support/accounts-heard.js';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
const MANIFEST = new URL('../../console/generated/persisted-documents.json', import.meta.url).pathname;
/** A browser on a busy machine (the suite shares two cores). */
const SLOW = { timeout: 30_000 };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let page: Page;
let origin: string;
let keys: Awaited<ReturnType<typeof seedDemo>>['keys'];
const problems: string[] = [];
/** Serious and critical WCAG 2 A/AA findings of axe-core on each view, by view. */
const barriers: Record<string, string[]> = {};
/** How many of axe-core's rules each view passed (that the audit ran at all). */
const passed: Record<string, number> = {};

/** axe-core's audit of the page as shown (evaluated through the browser's protocol, as a tool would: the page's CSP admits no inline script). */
const audit = async (name: string) => {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(o: unknown): Promise<any> } }).axe;
    const r = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] });
    const serious = (r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    return { serious, passes: (r.passes as unknown[]).length };
  });
  barriers[name] = found.serious;
  passed[name] = found.passes;
};

/** The whole page as PNG, and the first screen as a small JPEG (docs/images/console-*.jpg are copies of these). */
const shot = async (name: string) => {
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}${name}.jpg`, type: 'jpeg', quality: 55 });
};
/** The cells of a table (named by its caption) cut off: past its scrolling box or the window, or clipping their text. */
const cutOff = (caption: string) =>
  page.evaluate((caption) => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption)!;
    const right = Math.min(table.closest('.table-wrap')!.getBoundingClientRect().right, innerWidth);
    return [...table.querySelectorAll('thead th, tbody tr:first-child > *')]
      .filter((c) => c.getBoundingClientRect().right > right + 0.5 || c.scrollWidth > c.clientWidth)
      .map((c) => c.textContent);
  }, caption);
const view = async (id: string, heading: string) => {
  await page.locator(`nav a[href="#/${id}"]`).click();
  await page.getByRole('heading', { level: 2, name: heading }).waitFor(SLOW);
};

describe.skipIf(!existsSync(CHROMIUM))(
  `the operations console in Chromium (skipped only when ${CHROMIUM} is missing: .ci/run installs it)`,
  () => {
    const sys = useSystem({ configOverrides: { trustedDocuments: MANIFEST } });
    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      ({ keys } = await seedDemo(sys.services, SUBGRAPHS));
      origin = new URL(sys.urls.gateway).origin;
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
    }, 900_000); // the demo seeding: minutes on a busy machine
    afterAll(async () => {
      await browser?.close();
    });

    it('is served with its policy, under the first-view budget', async () => {
      const html = await fetch(`${origin}/console/`);
      expect(html.status).toBe(200);
      expect(html.headers.get('cache-control')).toBe('no-cache');
      expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
      const text = await html.text();
      const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(text)![1]!;
      const js = await fetch(origin + script);
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const entry = Buffer.from(await js.arrayBuffer());
      // The first view's JavaScript: the entry and the chunks it imports statically (the views
      // past the first are imported on demand: import("./…")).
      const chunks = [...entry.toString().matchAll(/from"\.\/([\w-]+\.js)"/g)].map((m) => m[1]!);
      let gz = gzipSync(entry).length;
      for (const c of chunks)
        gz += gzipSync(Buffer.from(await (await fetch(`${origin}/console/assets/${c}`)).arrayBuffer())).length;
      console.log(`console first-view JavaScript: ${(gz / 1024).toFixed(1)} kB gzipped (${chunks.length + 1} files)`);
      expect(gz).toBeLessThan(300 * 1024);
      expect((await fetch(`${origin}/console/assets/nothing.js`)).status).toBe(404);
    }, 120_000);

    it('signs in with the demo keys and shows the containers, with a timeline', async () => {
      await page.goto(`${origin}/console/`);
      await page.getByLabel('API key').fill(keys.tmcp);
      await page.getByLabel(/More keys/).fill(`${keys.lmcp}\n${keys.frm}`);
      const started = Date.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The page's text in the failure message: what the console says when it shows no rows.
      await expect
        .poll(() => page.locator('body').innerText(), { ...SLOW, interval: 200 })
        .toMatch(/HLXU2641936|Something went wrong[^\n]*|Sign-in refused[^\n]*/);
      expect(await page.locator('body').innerText()).toContain('HLXU2641936');
      console.log(`console: sign-in to containers on screen ${Date.now() - started} ms`);
      expect(await page.locator('section table').innerText()).toContain('HLXU2641936');
      // The token is in this tab's sessionStorage only; the key is nowhere.
      const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
      expect(JSON.parse(stored.session['freightgraph.console.session']!).token).toMatch(/^eyJ/);
      expect(stored.local).toEqual({});
      expect(JSON.stringify(stored)).not.toContain(keys.tmcp);
      // At 1280 px every column, demurrage and customs included, is on screen without scrolling.
      expect(await cutOff('Tracked containers')).toEqual([]);
      await shot('containers');
      await audit('containers');
      await page.getByRole('link', { name: 'HLXU2641936' }).click();
      await page.getByRole('heading', { name: 'Timeline' }).waitFor(SLOW);
      await shot('container-timeline');
    }, 120_000);

    it('shows a container added through REST after Refresh', async () => {
      const identifier = boxNumber('CSQU', 305438);
      const added = await http(sys.urls.ocean, '/v1/containers', {
        key: keys.tmcp,
        method: 'POST',
        body: { identifier },
      });
      expect(added.status, added.text).toBe(201);
      expect(await page.locator('section table').innerText()).not.toContain(identifier);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('link', { name: identifier }).waitFor(SLOW);
    }, 60_000);

    it("follows a container's next milestone live: the open detail changes without Refresh", async () => {
      await page
        .getByRole('status')
        .filter({ hasText: /^Live$/ })
        .waitFor(SLOW);
      await page.getByRole('link', { name: 'HLXU2641936' }).click();
      const detail = page.locator('article.detail');
      await detail.getByRole('heading', { name: 'Timeline' }).waitFor(SLOW);
      const before = await detail.innerText();
      const moved = await sandboxAdvance(sys.services, 'HLXU2641936', null);
      console.log(`console live: HLXU2641936 moved to ${moved.milestone}`);
      await expect.poll(() => detail.innerText(), { ...SLOW, interval: 200 }).not.toBe(before);
    }, 60_000);

    it('draws the vessels on the map', async () => {
      await view('map', 'Map');
      await page.locator('svg.map path').first().waitFor(SLOW);
      // The vessels with a position (as a dot and a row), or the empty state saying there is none.
      await page.locator('section table tbody tr, section .empty').first().waitFor(SLOW);
      const ships = await page.locator('section table tbody tr').count();
      expect(await page.locator('svg.map circle').count()).toBe(ships);
      console.log(`console map: ${ships} vessels`);
      await shot('map');
      await audit('map');
    }, 60_000);

    it('moves a vessel at its next AIS fix without Refresh', async () => {
      const row = page.locator('section table tbody tr').first();
      const imo = /IMO (\d{7})/.exec(await row.innerText())![1]!;
      const before = await row.innerText();
      // What an AIS refresh stores (the poller's refreshPositions): a newer fix, a degree further north.
      const { rows } = await sys.services.db.query<{ name: string; lat: number; lng: number }>(
        'SELECT name, lat, lng FROM ocean.vessel_positions WHERE imo = $1',
        [imo],
      );
      const was = rows[0]!;
      await upsertPositions(
        sys.services.db,
        [
          {
            imo,
            name: was.name,
            lat: Math.min(was.lat + 1, 80),
            lng: was.lng,
            speed_knots: 14.2,
            heading_deg: 0,
            nav_status: 'under_way',
            nav_status_claimed: 'under_way',
            source: 'ais',
            fix_at: sys.clock.now().toISOString(),
          },
        ],
        sys.clock.now(),
      );
      await expect.poll(() => row.innerText(), { ...SLOW, interval: 200 }).not.toBe(before);
      expect(await row.innerText()).toContain('14.2 kn');
    }, 60_000);

    it('shows the carrier league and port congestion', async () => {
      await view('network', 'Carriers and ports');
      await page.getByRole('heading', { name: 'Carrier league' }).waitFor(SLOW);
      await page.locator('section table tbody tr').first().waitFor(SLOW);
      const rows = await page.locator('section table tbody tr').count();
      console.log(`console carriers and ports: ${rows} rows`);
      expect(rows).toBeGreaterThan(0);
      // Each carrier's trend: a month-by-month chart named for screen readers.
      const trend = page.locator('svg.trend').first();
      expect(await trend.getAttribute('aria-label')).toMatch(/on time by month: \d{4}-\d{2} /);
      expect(await page.locator('svg.trend rect').count()).toBeGreaterThan(rows);
      // This view subscribes to nothing: the indicator says so plainly, not as a fault.
      expect(await page.locator('header .live').innerText()).toBe('Updates on Refresh');
      await shot('carriers-and-ports');
      await audit('carriers and ports');
    }, 60_000);

    it('charts the rate indices and a lane', async () => {
      await view('rates', 'Rates');
      await page.locator('figure.chart svg path').first().waitFor(SLOW);
      expect(await page.locator('section table tbody tr').count()).toBeGreaterThan(0);
      expect(await cutOff('Rate indices')).toEqual([]);
      await shot('rates');
      await audit('rates');
    }, 60_000);

    it('creates a load plan from the form and steps through its 3D view', async () => {
      await view('plans', 'Load plans');
      await page.getByLabel('Name').fill('Console test plan');
      await page.getByRole('button', { name: 'Create the plan' }).click();
      await page.getByRole('heading', { name: 'Console test plan' }).waitFor(SLOW);
      const svg = page.locator('.plan-3d svg').first();
      await svg.waitFor(SLOW);
      const boxes = await svg.locator('g.box').count();
      expect(boxes).toBeGreaterThan(0);
      await page.getByRole('button', { name: '◀ Step back' }).first().click();
      expect(await svg.locator('g.box').count()).toBe(boxes - 1);
      await page.getByRole('button', { name: 'Rotate 90°' }).first().click();
      expect(await page.locator('table').innerText()).toContain('Console test plan');
      await shot('load-plan');
      await audit('load plans');
    }, 120_000);

    it('lists a plan created through REST without Refresh', async () => {
      const made = await http(sys.urls.loading, '/v1/plans', {
        key: keys.lmcp,
        method: 'POST',
        body: {
          name: 'Made through REST',
          cargo: [{ id: 'BOX', length: 1200, width: 800, height: 1000, weight: 300, quantity: 2 }],
          equipment: [{ code: '42G1' }],
        },
      });
      expect(made.status, made.text).toBe(201);
      await page.getByRole('link', { name: 'Made through REST' }).waitFor(SLOW);
    }, 60_000);

    it('lists webhook deliveries and resends one', async () => {
      const reg = await http(sys.urls.ocean, '/v1/webhooks', {
        key: keys.tmcp,
        method: 'POST',
        body: { url: 'https://hooks.example.com/freight', description: 'console test' },
      });
      expect(reg.status, reg.text).toBe(201);
      const id = reg.body.data.id;
      const test = await http(sys.urls.ocean, `/v1/webhooks/${id}/test`, { key: keys.tmcp, method: 'POST' });
      expect(test.status, test.text).toBeLessThan(300);
      await view('webhooks', 'Webhooks');
      await page.getByRole('heading', { name: /hooks\.example\.com/ }).waitFor(SLOW);
      await page
        .getByRole('button', { name: /^Resend delivery/ })
        .first()
        .click();
      await page.getByText('queued', { exact: true }).waitFor(SLOW);
      await shot('webhooks');
      await audit('webhooks');
    }, 60_000);

    it('reads on a phone, and signs out clearing the token', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await view('containers', 'Containers');
      await page.locator('section table tbody tr').first().waitFor(SLOW);
      await shot('containers-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('API key').waitFor(SLOW);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(problems).toEqual([]);
    }, 60_000);

    it('says what to do when a view is empty or not allowed, and signs out when the key is revoked', async () => {
      const org = await sys.org({ name: 'Console newcomer' });
      const key = await org.key('tmcp');
      await page.getByLabel('API key').fill(key);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(/No containers here\. Track one with POST \/v1\/containers/).waitFor(SLOW);
      await view('rates', 'Not shown: freight rates');
      expect(await page.locator('main').innerText()).toMatch(/rates:read[\s\S]*the rates key \(frm_\)/);
      await audit('not allowed');
      const row = await sys.services.db.query<{ id: string }>('SELECT id FROM accounts.api_keys WHERE key_hash = $1', [
        hashKey(key),
      ]);
      await accountsChangeHeard(sys.services.db, () => revokeKey(sys.services.db, row.rows[0]!.id, sys.clock.now()));
      // Opening a view asks the gateway again (cache-and-network): the 401 signs out, saying why.
      await page.locator('nav a[href="#/containers"]').click();
      await page.getByText('The gateway no longer accepts your session: sign in again.').waitFor(SLOW);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    }, 60_000);

    it('has no serious or critical WCAG 2 A/AA barrier that axe-core finds on any view', () => {
      console.log(
        `console axe-core audit: rules passed ${JSON.stringify(passed)}; barriers ${JSON.stringify(barriers)}`,
      );
      expect(Object.keys(barriers).length).toBe(7);
      for (const n of Object.values(passed)) expect(n).toBeGreaterThan(10);
      expect(barriers).toEqual(Object.fromEntries(Object.keys(barriers).map((k) => [k, []])));
    });
  },
);
